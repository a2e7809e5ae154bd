import { expect, test } from '@playwright/test';
import { footerCopy } from '@/content/footer';
import { afterFrames } from './support/settled';
import { formatAddressLines, site } from '@/content/site';

test.describe('shared chrome', () => {
  // The desktop navigation is hidden on small screens.
  test('header: logo home, the five links and the Contact Us phone block', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.brand })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'About Us', 'Services', 'Portfolio', 'Contact']);
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['/', '/about/', '/services/', '/portfolio/', '/contact/']);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    const phone = header.getByRole('link', { name: new RegExp(`Contact Us\\s*${site.phone.display.replace(/[()]/g, '\\$&')}`) });
    await expect(phone).toHaveAttribute('href', site.phone.href);
  });

  // The hamburger only shows on small screens.
  test('mobile menu: hamburger opens it, Blogs is linked, navigation and Escape close it', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Portfolio', 'Contact', 'Blogs']);
    await menu.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Keyboard: open with Enter, close with Escape, focus back on the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('mobile menu behaves like the popup: a tap outside closes it, the page stays put, focus stays inside', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await expect(menu).toBeVisible();

    // The page behind does not scroll: once the wheel has reached the page and two frames have
    // been drawn since (a scroll would have started by then), it is still at the top.
    await page.evaluate(() => {
      const holder = window as unknown as { wheeled?: Promise<void> };
      holder.wheeled = new Promise((resolve) => window.addEventListener('wheel', () => resolve(), { once: true, capture: true }));
    });
    await page.mouse.move(200, 700);
    await page.mouse.wheel(0, 900);
    await page.evaluate(() => (window as unknown as { wheeled?: Promise<void> }).wheeled);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Tab from the last item returns to the toggle, never to the page behind.
    await menu.getByRole('link', { name: 'Blogs' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Blogs' })).toBeFocused();

    // A tap outside the menu closes it (and follows nothing under it); focus goes back to the toggle.
    await page.touchscreen.tap(200, 780);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // And the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('footer: links, disclaimer, New York address, phone, e-mail and the 2025 rights line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About Us', '/about/'],
      ['Services', '/services/'],
      ['Contact', '/contact/'],
      ['Privacy Policy', '/privacy-policy/'],
      ['Terms and Conditions', '/term-conditions/'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('independent company');
    await expect(footer).toContainText('identification purposes only');
    await expect(footer).toContainText('not constitute legal, financial or other professional advice');
    for (const line of formatAddressLines()) await expect(footer).toContainText(line);
    await expect(footer).toContainText('New York');
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer).toContainText(footerCopy.rightsReserved);
    await expect(footer).toContainText('2025');
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/contact/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/term-conditions\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
