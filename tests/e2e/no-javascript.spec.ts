import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { heroFormAnchor } from '@/content/enquiry';
import { pages } from '@/content/pages';
import { listSiteRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { E2E_DATA_DIR } from './support/env';

/**
 * The enquiry form for a visitor whose scripts did not run: JavaScript off, or sent before the page
 * hydrated. The browser posts the form itself; nothing typed may ever appear in a URL, and the
 * visitor must land on the same thank-you page as with scripts.
 */

const cases = [
  { path: '/', thankYou: '/thank-you/' },
  { path: '/contact/', thankYou: '/thank-you/' },
  { path: '/lp/', thankYou: '/thankyou/' },
  { path: '/book-marketing-offer/', thankYou: '/book-marketing-offer/thank-you/' },
];

function typedValues(marker: string) {
  return {
    name: `Nora Quill ${marker}`,
    email: `nora.${marker}@example.com`,
    phone: '+1 (212) 555-0107',
    message: `A family history, about 60,000 words. ${marker}`,
  };
}

/** Every URL the page requests or navigates to, so a test can show none carries what was typed. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** No URL holds a typed value, in any encoding, nor the run's unique marker (in name, e-mail and message). */
function expectNothingTypedIn(urls: readonly string[], values: Record<string, string>, marker: string): void {
  expect(urls.length).toBeGreaterThan(0);
  const pieces = [marker, ...Object.values(values).flatMap((value) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)])];
  for (const url of urls) {
    let decoded = url;
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      // Not decodable: the raw form is checked.
    }
    for (const piece of pieces) expect(decoded.includes(piece) || url.includes(piece), `${url} carries "${piece}"`).toBe(false);
  }
}

async function fillFirstForm(page: Page, values: ReturnType<typeof typedValues>) {
  const form = page.getByRole('main').locator('form').first();
  await form.getByPlaceholder('Enter Your Name').fill(values.name);
  await form.getByPlaceholder('Enter Your Email').fill(values.email);
  await form.getByPlaceholder('Enter Your Phone Number').fill(values.phone);
  await form.getByPlaceholder('Tell us about your book project').fill(values.message);
  return form;
}

function storedRow(marker: string) {
  const db = new Database(join(E2E_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT name, email, phone, message, page_url FROM enquiries WHERE message LIKE ?').all(`%${marker}`);
  } finally {
    db.close();
  }
}

function storedAttribution(marker: string): { page_url: string; attribution: unknown }[] {
  const db = new Database(join(E2E_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { page_url: string; attribution: string | null }>('SELECT page_url, attribution FROM enquiries WHERE message LIKE ?')
      .all(`%${marker}`)
      .map((row) => ({ page_url: row.page_url, attribution: row.attribution === null ? null : (JSON.parse(row.attribution) as unknown) }));
  } finally {
    db.close();
  }
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  // The only attribution a visit without scripts can have: the receiver reads the campaign from
  // the Referer, the address of the page the form was on, as one last touch.
  const tagged = '/lp/?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc&email=jane%40doe.com';
  for (const gpc of [false, true]) {
    test(`the form on a page with campaign tags in its address stores them as the last touch${gpc ? ', without the click id under GPC' : ''}`, async ({
      page,
    }, testInfo) => {
      // A browser with Global Privacy Control on sends Sec-GPC: 1 with every request.
      if (gpc) await page.setExtraHTTPHeaders({ 'sec-gpc': '1' });
      const marker = `nojstag${gpc ? 'gpc' : ''}${testInfo.project.name}${Date.now()}`;
      await page.goto(tagged);
      const form = await fillFirstForm(page, typedValues(marker));
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/thankyou\/$/);
      const last = {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'x',
        ...(gpc ? {} : { gclid: 'abc' }),
        landing_path: '/lp/',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      };
      expect(storedAttribution(marker)).toEqual([{ page_url: `${site.url}/lp/`, attribution: { last } }]);
    });
  }

  for (const { path, thankYou } of cases) {
    test(`the form on ${path} is sent, lands on ${thankYou} and is stored with its page_url`, async ({ page }, testInfo) => {
      const marker = `nojs${testInfo.project.name}${Date.now()}`;
      const values = typedValues(marker);
      const urls = recordUrls(page);
      await page.goto(path);
      const form = await fillFirstForm(page, values);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`${thankYou.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
      expectNothingTypedIn(urls, values, marker);
      expect(storedRow(marker)).toEqual([{ ...values, page_url: `${site.url}${path}` }]);
    });
  }

  test('a Get Started link leads to the hero form, or to the contact page where there is none', async ({ page }) => {
    await page.goto('/lp/');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/lp/#${heroFormAnchor}$`));
    await expect(page.locator(`#${heroFormAnchor}`).getByPlaceholder('Enter Your Name')).toBeInViewport();

    await page.goto('/about/');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${pages.contact.path}$`));
    await expect(page.getByRole('main').getByPlaceholder('Enter Your Name')).toBeVisible();
  });

  // The links are the same at every width.
  test('every Get Started link on every page leads to a form', { tag: '@once' }, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of listSiteRoutes()) {
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      const hrefs = await page.getByRole('link', { name: /^Get Started/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) {
        if (href === `#${heroFormAnchor}`) await expect(page.locator(`#${heroFormAnchor} form`), route.path).toHaveCount(1);
        else expect(href, route.path).toBe(pages.contact.path);
      }
    }
  });
});

/**
 * Holds every script of the site (never answered until the test ends): the HTML and styles are
 * there, React is not, as on a slow phone before hydration.
 */
async function holdScripts(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    () => {
      count += 1;
    },
  );
  return { count: () => count };
}

test.describe('before the page has hydrated', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a form sent while the scripts are still loading posts itself, and nothing typed reaches a URL', async ({ page }, testInfo) => {
    const held = await holdScripts(page);
    const marker = `early${testInfo.project.name}${Date.now()}`;
    const values = typedValues(marker);
    const urls = recordUrls(page);
    await page.goto('/lp/', { waitUntil: 'domcontentloaded' });
    expect(held.count()).toBeGreaterThan(0);
    // Still the server HTML: Get Started is a plain link, not yet a button.
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', `#${heroFormAnchor}`);
    const form = await fillFirstForm(page, values);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thankyou\/$/);
    expectNothingTypedIn(urls, values, marker);
    expect(storedRow(marker)).toEqual([{ ...values, page_url: `${site.url}/lp/` }]);
  });

  test('a refused enquiry gets an accessible page that says why and links back to the form', async ({ page }) => {
    // Scripts held, not disabled: axe needs them, and the error page has none of its own.
    await holdScripts(page);
    await page.goto('/lp/', { waitUntil: 'domcontentloaded' });
    const values = typedValues(`refused${Date.now()}`);
    const form = await fillFirstForm(page, { ...values, message: '\u200b\u200b' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry was not sent' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText(['Please tell us about your book project (at most 5,000 characters).']);
    await expect(page.getByText(values.name)).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/lp\/$/);
  });
});
