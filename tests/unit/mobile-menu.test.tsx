import { navigation, resetNavigation } from './navigation-mock';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
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

  it('behaves like the popup: a tap outside closes it, the page does not scroll, focus stays inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />
        <a href="#main">Page behind</a>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(document.documentElement.style.overflow).toBe('hidden');

    // Tab from the last item comes back to the toggle, Shift+Tab from the toggle to the last item.
    screen.getByRole('link', { name: 'Blogs' }).focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveFocus();
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(screen.getByRole('link', { name: 'Page behind' })).not.toHaveFocus();
    }

    // A tap outside closes it, gives the page its scrolling back and focus to the toggle.
    await user.click(screen.getByTestId('mobile-menu-shade'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('mobile-menu-shade')).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(toggle).toHaveFocus();
  });

  it('puts its shade in an element of its own at the end of <body>, not in <body> itself, and takes it away when it goes', async () => {
    // React listens for every event type on a portal's container: on <body>, every tap on the
    // page would run those listeners too.
    const user = userEvent.setup();
    const before = document.body.childElementCount;
    const { unmount } = render(
      <StrictMode>
        <MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />
      </StrictMode>,
    );
    const host = screen.getByTestId('mobile-menu-shade').parentElement;
    expect(host).not.toBe(document.body);
    expect(host?.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(host);
    // One element, also when StrictMode mounts the menu's effects twice (render's own container is the other).
    expect(document.body.childElementCount).toBe(before + 2);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByTestId('mobile-menu-shade'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    expect(host?.isConnected).toBe(false);
  });

  it('works from the HTML alone: a disclosure holding every link', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />);
    const details = host.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Menu');
    const links = Array.from(details?.querySelectorAll('nav[aria-label="Mobile"] a') ?? []).map((a) => a.getAttribute('href'));
    expect(links).toEqual(mobileNav.map((item) => item.href));
  });

  it('stays open, with focus on the toggle, when the visitor opened it before the scripts ran', async () => {
    const element = <MobileMenu items={mobileNav} label="Menu" navLabel="Mobile" />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const details = host.querySelector('details');
    if (!details) throw new Error('no disclosure');
    details.open = true;
    const summary = details.querySelector('summary');
    summary?.setAttribute('tabindex', '0');
    summary?.focus();
    await act(async () => {
      hydrateRoot(host, element);
    });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    host.remove();
  });
});
