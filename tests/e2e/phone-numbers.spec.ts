import { expect, test } from '@playwright/test';
import { site } from '@/content/site';

/** Pages that show the number in the header, hero, calls to action, contact tiles, footers and legal copy. */
const PAGES = ['/', '/contact/', '/about/', '/services/ghostwriting/', '/privacy-policy/', '/lp/', '/book-marketing-offer/', '/book-publishing-solution/'];
const WIDTHS = [320, 360, 390, 430];

// Phone widths only; each test sets them itself.
test.describe('phone numbers', { tag: '@mobile' }, () => {
  for (const path of PAGES) {
    test(`${path}: the number never wraps inside itself from 320 to 430 px`, async ({ page }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const report = await page.evaluate((display) => {
          const shown = Array.from(document.querySelectorAll<HTMLElement>('[data-phone-number]')).filter((element) => element.getClientRects().length > 0);
          // An inline element broken over two lines has one box per line.
          const wrapped = shown
            .filter((element) => element.getClientRects().length > 1 || element.textContent !== display)
            .map((element) => element.closest('a, p, li')?.textContent ?? '');
          // Every visible mention of the number is one of those unbreakable pieces.
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const loose: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!node.textContent?.includes(display) || !parent || parent.closest('[data-phone-number]')) continue;
            if (parent.getClientRects().length > 0) loose.push(node.textContent);
          }
          return { count: shown.length, wrapped, loose };
        }, site.phone.display);
        expect(report.count, `${path} at ${width}px`).toBeGreaterThan(0);
        expect(report.wrapped, `${path} at ${width}px`).toEqual([]);
        expect(report.loose, `${path} at ${width}px`).toEqual([]);
      }
    });
  }
});
