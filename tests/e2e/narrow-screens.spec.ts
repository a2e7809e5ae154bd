import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { enquiryCopy } from '@/content/enquiry';
import { footerCopy } from '@/content/footer';
import { closingCallToAction } from '@/content/section-copy';
import { site } from '@/content/site';

/**
 * The tightest phones (320 px) and the one desktop overlap of issue 33: nothing that should read as
 * one piece (the wordmark, an e-mail address, 'Suite 900', the consultant pill) breaks, no
 * placeholder is clipped, and the fixed review pill never covers the footer's tagline. Each test
 * also saves a screenshot of the place (SCREENSHOT_DIR, default test-results/narrow-screens) so a
 * person can compare it with an earlier build.
 */

const SHOTS = process.env.SCREENSHOT_DIR ?? join('test-results', 'narrow-screens');
mkdirSync(SHOTS, { recursive: true });

async function shot(locator: Locator, name: string) {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** How many lines the text of `locator` takes (distinct tops of its text's line boxes). */
async function lineCount(locator: Locator, text?: string): Promise<number> {
  return locator.evaluate((element, needle) => {
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A no-break space counts as the space it stands for ('Suite\u00a0900').
      const value = (node.textContent ?? '').replace(/\u00a0/g, ' ');
      const start = needle ? value.indexOf(needle) : 0;
      if (start < 0) continue;
      range.setStart(node, start);
      range.setEnd(node, needle ? start + needle.length : value.length);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  }, text);
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 720 });
}

test.describe('320 px phones', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ page }) => {
    await atWidth(page, 320);
  });

  test('the /lp/ header wordmark takes two lines at most, breaking only before its last word, beside the phone and Get Started', async ({ page }) => {
    await page.goto('/lp/');
    const header = page.locator('header').first();
    const wordmark = header.getByRole('link', { name: site.brand });
    await shot(header, 'lp-header-320');
    expect(await lineCount(wordmark)).toBeLessThanOrEqual(2);
    const firstWords = site.brand.slice(0, site.brand.lastIndexOf(' '));
    expect(await lineCount(wordmark, firstWords)).toBe(1);
    // Nothing in the header overlaps or leaves the screen.
    const boxes = await header.locator('a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    for (let index = 1; index < boxes.length; index += 1) expect(boxes[index]!.left).toBeGreaterThanOrEqual(boxes[index - 1]!.right);
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(320);
  });

  test('/book-marketing-offer/: the e-mail address is whole, the phone placeholder fits, one card for the form', async ({ page }) => {
    await page.goto('/book-marketing-offer/');
    const contact = page.locator('#marketing-contact');
    await shot(contact, 'book-marketing-offer-contact-320');
    const email = contact.getByRole('link', { name: site.email });
    expect(await lineCount(email)).toBe(1);
    expect(await lineCount(contact.locator('address'), 'Suite 900')).toBe(1);

    const phone = contact.getByLabel(enquiryCopy.fields.phone.label);
    const fits = await phone.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= available;
    });
    expect(fits).toBe(true);

    // The form's card is not drawn inside another card: no ancestor of its card has a border or a
    // rounded, different background of its own inside the section.
    const form = contact.locator('form');
    const nested = await form.evaluate((element) => {
      const cards: Element[] = [];
      for (let node = element.parentElement; node && node.id !== 'marketing-contact'; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (parseFloat(style.borderTopLeftRadius) > 0 && (style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)')) cards.push(node);
      }
      return cards.length;
    });
    expect(nested).toBeLessThanOrEqual(1);
  });

  test('the footer address keeps "Suite 900" together', async ({ page }) => {
    await page.goto('/');
    const address = page.locator('footer address');
    await shot(page.locator('footer'), 'footer-320');
    expect(await lineCount(address, 'Suite 900')).toBe(1);
  });

  test('the "Talk to a Consultant" pill does not wrap', async ({ page }) => {
    for (const path of ['/', '/portfolio/', '/services/book-editing/']) {
      await page.goto(path);
      const pills = page.getByRole('link', { name: closingCallToAction.phoneLabel });
      const count = await pills.count();
      expect(count, path).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const pill = pills.nth(index);
        await pill.scrollIntoViewIfNeeded();
        if (path === '/' && index === 0) await shot(pill.locator('xpath=..'), 'consultant-pill-320');
        const { height, lineHeight } = await pill.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        }));
        // One line of text plus the pill's vertical padding, never a second line.
        expect(height, `${path} pill ${index}`).toBeLessThan(lineHeight * 2 + 16);
        expect(await lineCount(pill), `${path} pill ${index}`).toBe(1);
      }
    }
  });
});

test.describe('1280 px', { tag: '@desktop' }, () => {
  test('on /book-publishing-solution/ the fixed review pill never covers the footer tagline', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/book-publishing-solution/');
    const footer = page.locator('footer');
    const tagline = footer.getByText(footerCopy.tagline);
    const pill = page.getByRole('link', { name: new RegExp(site.review.label) });
    // Every scroll position from the footer's first appearance to the end of the page.
    const { from, to } = await footer.evaluate((element) => ({
      from: Math.max(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight),
      to: document.documentElement.scrollHeight - window.innerHeight,
    }));
    const overlaps: number[] = [];
    for (let y = from; y <= to + 40; y += 40) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, to));
      const [a, b] = await Promise.all([tagline.boundingBox(), pill.boundingBox()]);
      if (!a || !b) throw new Error('tagline or pill not laid out');
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlaps.push(Math.min(y, to));
    }
    // Mid-page the pill still rides at the viewport's bottom left.
    await page.evaluate(() => window.scrollTo(0, 1200));
    const mid = await pill.boundingBox();
    expect(mid && Math.round(mid.y + mid.height)).toBe(800 - 16);
    // Where the tagline passes the pill's corner (the first overlap, if any).
    await page.evaluate((top) => window.scrollTo(0, top), overlaps[0] ?? to - 160);
    await page.screenshot({ path: join(SHOTS, 'book-publishing-solution-footer-1280.png') });
    expect(overlaps).toEqual([]);
  });
});
