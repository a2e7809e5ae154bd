import { navigation, resetNavigation } from './navigation-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { mobileNav } from '@/content/navigation';

describe('MobileMenu', () => {
  beforeEach(() => resetNavigation('/'));

  it('toggles with aria-expanded and links every page including Blogs', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About Us', '/about/'],
      ['Services', '/services/'],
      ['Portfolio', '/portfolio/'],
      ['Contact', '/contact/'],
      ['Blogs', '/blogs/'],
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed and when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const blogs = screen.getByRole('link', { name: 'Blogs' });
    blogs.addEventListener('click', (event) => event.preventDefault());
    await user.click(blogs);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    navigation.pathname = '/about/';
    rerender(<MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
