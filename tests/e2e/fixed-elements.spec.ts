import { expect, test } from '@playwright/test';
import { listSiteRoutes } from '@/content/routes';

/**
 * No fixed element (review badge, fixed header, chat, back-to-top button) lies over a link, button
 * or field in a phone's first screen: a tap there would hit the fixed element instead. Checked on
 * every route at 320, 360, 390 and 430 px.
 */
const WIDTHS = [320, 360, 390, 430] as const;
const HEIGHT = 780;

// Each test sets the phone widths itself, so it runs once, as a phone: the meta viewport applies and
// taps are touches.
test.describe('fixed elements on a phone', { tag: '@once' }, () => {
  test.use({ isMobile: true, hasTouch: true });

  for (const route of listSiteRoutes()) {
    test(`${route.path}: no fixed element covers an interactive element in the first screen`, async ({ page }) => {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(route.path, { waitUntil: 'load' });
        const covered = await page.evaluate(() => {
          const visible = (element: Element) => {
            const style = getComputedStyle(element);
            const rect = element.getBoundingClientRect();
            // Clipped away (the sr-only skip link until it is focused) is neither seen nor tapped.
            const clipped = style.clipPath !== 'none' || (style.clip !== '' && style.clip !== 'auto');
            return !clipped && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && rect.width > 0 && rect.height > 0;
          };
          const fixed = Array.from(document.querySelectorAll('body *')).filter((element) => getComputedStyle(element).position === 'fixed' && visible(element));
          const interactive = Array.from(
            document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'),
          ).filter((element) => {
            if (!visible(element) || element.closest('[inert], [aria-hidden="true"]')) return false;
            if (fixed.some((layer) => layer.contains(element))) return false;
            const rect = element.getBoundingClientRect();
            return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
          });
          const label = (element: Element) =>
            `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
          const found: string[] = [];
          for (const layer of fixed) {
            const a = layer.getBoundingClientRect();
            for (const element of interactive) {
              const b = element.getBoundingClientRect();
              const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
              const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
              if (overlapX > 0.5 && overlapY > 0.5) found.push(`${label(layer)} covers ${label(element)}`);
            }
          }
          return found;
        });
        problems.push(...covered.map((problem) => `${width} px: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
