import { navigation, resetNavigation } from './navigation-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SiteLink } from '@/components/ui/site-link';

describe('SiteLink', () => {
  beforeEach(() => resetNavigation('/'));

  it('is a plain link in the server HTML', () => {
    expect(renderToString(<SiteLink href="/about/">About</SiteLink>)).toBe('<a href="/about/">About</a>');
  });

  it('moves to a page of the site with the router on a plain click', () => {
    render(<SiteLink href="/services/ghostwriting/">Ghostwriting</SiteLink>);
    const link = screen.getByRole('link', { name: 'Ghostwriting' });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigation.push).toHaveBeenCalledWith('/services/ghostwriting/');
  });

  it('leaves modified and middle clicks, other targets, downloads, fragments and other origins to the browser', () => {
    render(
      <>
        <SiteLink href="/about/">About</SiteLink>
        <SiteLink href="/about/" target="_blank">
          New tab
        </SiteLink>
        <SiteLink href="/brochure.pdf" download>
          Brochure
        </SiteLink>
        <SiteLink href="#faq">FAQ</SiteLink>
        <SiteLink href="//cdn.example.com/x/">Other origin</SiteLink>
        <SiteLink href="https://reviews.example.com/">Reviews</SiteLink>
      </>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    for (const modifier of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(about, modifier), JSON.stringify(modifier)).toBe(true);
    }
    for (const name of ['New tab', 'Brochure', 'FAQ', 'Other origin', 'Reviews']) {
      expect(fireEvent.click(screen.getByRole('link', { name })), name).toBe(true);
    }
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('runs its own click handler first, and a handler that prevents the default keeps the router out', () => {
    const seen: string[] = [];
    render(
      <SiteLink
        href="/about/"
        onClick={(event) => {
          seen.push('own');
          event.preventDefault();
        }}
      >
        About
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(seen).toEqual(['own']);
    expect(navigation.push).not.toHaveBeenCalled();
  });
});
