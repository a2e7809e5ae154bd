import { resetNavigation } from './navigation-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HeroBanner } from '@/components/sections/hero-banner';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { homeHero } from '@/content/media';
import { defaultHero } from '@/content/section-copy';
import { site } from '@/content/site';

describe('HeroBanner', () => {
  beforeEach(() => resetNavigation('/'));

  it('shows the product description’s default title and highlight on the home-hero background, with every call to action and the form', () => {
    const { container } = render(
      <EnquiryModalProvider>
        <HeroBanner copy={defaultHero} background={homeHero} />
      </EnquiryModalProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('WE ARE CREATIVE BOOK PUBLISHING');
    // The highlighted word is set apart in an element of its own (its colour: tests/e2e/pages.spec.ts).
    expect(within(heading).getByText('CREATIVE')).not.toBe(heading);
    // The background is drawn from md up (phones fetch nothing for it): a <picture> whose source
    // carries the home hero's widths, and an <img> with its box (that phones do not show it:
    // tests/e2e/pages.spec.ts).
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toContain('/images/home-hero-640.webp 640w');
    expect(source?.getAttribute('srcset')).toContain(`${homeHero.src} ${homeHero.width}w`);
    expect(source).toHaveAttribute('sizes', '100vw');
    const background = container.querySelector('picture > img');
    expect(background?.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(background).toHaveAttribute('fetchpriority', 'high');
    expect(background).toHaveAttribute('width', String(homeHero.width));
    expect(background).toHaveAttribute('height', String(homeHero.height));
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    const badge = screen.getByRole('link', { name: new RegExp(site.review.label) });
    expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByPlaceholderText('Enter Your Name')).toBeRequired();
    // Two description lines.
    expect(heading.parentElement?.querySelectorAll(':scope > p')).toHaveLength(2);
  });
});
