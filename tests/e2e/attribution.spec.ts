import { expect, test, type Page, type Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSiteRoutes } from '@/content/routes';
import { heroFormAnchor } from '@/content/enquiry';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/env';
import { afterQueuedTasks } from './support/settled';

/** lib/analytics.ts: the session mark a successful send leaves for the thank-you page's conversion tracker. */
const PENDING_CONVERSION_KEY = 'enquiry:conversion-pending';

const sample = {
  name: 'Ada Author',
  email: 'ada@example.com',
  phone: '+1 (212) 555-0100',
  message: 'A memoir about thirty years at sea, about 80,000 words.',
};

/** Hosts the Google Ads tag loads from or reports to. */
const AD_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|googleadservices\.com|doubleclick\.net|googlesyndication\.com)$|^(www\.)?google\.com$/;

async function fillAndSend(page: Page, marker: string) {
  const form = page.getByRole('main');
  await form.getByPlaceholder('Enter Your Name').fill(sample.name);
  await form.getByPlaceholder('Enter Your Email').fill(sample.email);
  await form.getByPlaceholder('Enter Your Phone Number').fill(sample.phone);
  await form.getByPlaceholder('Tell us about your book project').fill(`${sample.message} ${marker}`);
  const response = page.waitForResponse('**/api/send-form');
  await form.getByRole('button', { name: 'Submit' }).first().click();
  expect((await response).status()).toBe(201);
}

function storedPageUrls(marker: string): string[] {
  const db = new Database(join(E2E_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { page_url: string }>('SELECT page_url FROM enquiries WHERE message LIKE ?')
      .all(`%${marker}`)
      .map((row) => row.page_url);
  } finally {
    db.close();
  }
}

function storedAttribution(marker: string): unknown[] {
  const db = new Database(join(E2E_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { attribution: string | null }>('SELECT attribution FROM enquiries WHERE message LIKE ?')
      .all(`%${marker}`)
      .map((row) => (row.attribution === null ? null : JSON.parse(row.attribution)));
  } finally {
    db.close();
  }
}

test('an ad click is kept through browsing and stored with the enquiry', async ({ page }, testInfo) => {
  const marker = `attribution-${testInfo.project.name}-${Date.now()}`;
  await page.goto('/lp/?utm_source=google&utm_campaign=memoir&gclid=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hq:attribution'))).not.toBeNull();

  // Client-side navigation: the document (and this marker) survives.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // A full load of another page, as from a link on the site: not a new touch.
  await page.goto('/contact/', { referer: `${E2E_BASE_URL}/privacy-policy/` });
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);

  await fillAndSend(page, marker);
  await expect(page).toHaveURL(/\/thank-you\/$/);

  const touch = { utm_source: 'google', utm_campaign: 'memoir', gclid: 'abc', landing_path: '/lp/', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/) };
  expect(storedAttribution(marker)).toEqual([{ first: touch, last: touch }]);
});

test("a touch made while the page's scripts fail is kept, and sent from a later page", async ({ page }, testInfo) => {
  const marker = `attribution-noscript-${testInfo.project.name}-${Date.now()}`;
  // Every script chunk the landing page asks for fails (its Referer is the landing page); later
  // pages load theirs. As on a slow phone whose visitor moves on before hydration.
  let aborted = 0;
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      if ((route.request().headers().referer ?? '').includes('/lp/')) {
        aborted += 1;
        await route.abort();
      } else await route.continue();
    },
  );
  await page.goto('/lp/?utm_source=google&utm_medium=cpc&utm_campaign=x');
  await expect.poll(() => aborted).toBeGreaterThan(0);
  // The head script recorded the touch although React never ran: Get Started is still the server's link.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hq:attribution'))).toContain('"utm_campaign":"x"');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', `#${heroFormAnchor}`);

  // A link on the page: without the router, a full load of the next page, whose scripts run.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  await page.goto('/contact/', { referer: `${E2E_BASE_URL}/privacy-policy/` });
  // Hydrated: React has taken the form over (its handlers are on the element), so the script sends it.
  await expect
    .poll(() =>
      page
        .locator('main form')
        .first()
        .evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  await fillAndSend(page, marker);
  await expect(page).toHaveURL(/\/thank-you\/$/);

  const touch = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'x', landing_path: '/lp/', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/) };
  expect(storedAttribution(marker)).toEqual([{ first: touch, last: touch }]);
});

// The export is the same for every viewport.
test('every page records the touch before anything else: the same small inline script first in its head', { tag: '@once' }, () => {
  const files = [...listSiteRoutes().map((route) => join('out', route.path, 'index.html')), join('out', '404.html')];
  const first = new Set<string>();
  for (const file of files) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const script = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(head);
    expect(script?.[0].startsWith('<script>'), `${file}: the first script of the head is inline`).toBe(true);
    first.add(script?.[1] ?? '');
  }
  // One text on every page (one CSP hash), and it is the recorder.
  expect(first.size).toBe(1);
  const [source = ''] = first;
  expect(source).toContain('hq:attribution');
  // Tiny: 2,055 bytes when written (1,008 gzipped); the budget leaves a little room.
  expect(Buffer.byteLength(source)).toBeLessThanOrEqual(2_400);
});

test('a later visit from another site becomes the last touch; the first stays', async ({ page }, testInfo) => {
  const marker = `attribution-last-${testInfo.project.name}-${Date.now()}`;
  await page.goto('/lp/?utm_source=google&utm_campaign=memoir&gclid=abc');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hq:attribution'))).not.toBeNull();
  await page.goto('/contact/', { referer: 'https://news.example/story' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hq:attribution'))).toContain('news.example');
  await fillAndSend(page, marker);
  await expect(page).toHaveURL(/\/thank-you\/$/);
  const [stored] = storedAttribution(marker) as { first: Record<string, string>; last: Record<string, string> }[];
  expect(stored?.first).toMatchObject({ utm_source: 'google', gclid: 'abc', landing_path: '/lp/' });
  expect(stored?.last).toEqual({ referrer_host: 'news.example', landing_path: '/contact/', at: expect.any(String) });
});

test('an attribution the receiver refuses is a failure like any other: the alert, every value kept', async ({ page }) => {
  // The browser never stores such a value (it cuts each to its cap); a client that sends one
  // anyway gets the receiver's 400, which names the field.
  let answer: { status: number; body: unknown } | undefined;
  await page.route('**/api/send-form', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    // Sent on to the real receiver, and its answer handed back to the page unchanged.
    const response = await route.fetch({ postData: JSON.stringify({ ...body, attribution: { last: { gclid: 'x'.repeat(300) } } }) });
    answer = { status: response.status(), body: await response.json() };
    await route.fulfill({ response });
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/lp/?utm_source=google&gclid=abc');
  const form = page.getByRole('main');
  await form.getByPlaceholder('Enter Your Name').fill(sample.name);
  await form.getByPlaceholder('Enter Your Email').fill(sample.email);
  await form.getByPlaceholder('Tell us about your book project').fill(sample.message);
  await form.getByRole('button', { name: 'Submit' }).first().click();
  await expect.poll(() => answer).toEqual({ status: 400, body: { error: 'invalid_enquiry', fields: ['attribution.last.gclid'] } });
  await expect.poll(() => alerts).toEqual(['Failed to send form: Error: 400']);
  await expect(page).toHaveURL(/\/lp\/\?utm_source=google&gclid=abc$/);
  await expect(form.getByPlaceholder('Enter Your Name')).toHaveValue(sample.name);
  await expect(form.getByPlaceholder('Enter Your Email')).toHaveValue(sample.email);
  await expect(form.getByPlaceholder('Tell us about your book project')).toHaveValue(sample.message);
  await expect(form.getByRole('button', { name: 'Submit' }).first()).toBeEnabled();
});

test('with Global Privacy Control, no request goes to an ad host and no click id is kept', async ({ page }, testInfo) => {
  // Emulates a browser that sends GPC, as Firefox, Brave and DuckDuckGo do.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
  const adRequests: string[] = [];
  const isAdHost = (request: Request) => AD_HOSTS.test(new URL(request.url()).hostname);
  page.on('request', (request) => {
    if (isAdHost(request)) adRequests.push(request.url());
  });
  // Nothing may reach the real ad hosts from a test, whatever happens.
  await page.route(
    (url) => AD_HOSTS.test(url.hostname),
    (route) => route.abort(),
  );

  const marker = `attribution-gpc-${testInfo.project.name}-${Date.now()}`;
  // A tracking link that also carries personal data.
  await page.goto('/lp/?utm_source=google&utm_campaign=memoir&gclid=abc&email=jane%40doe.com');
  expect(await page.evaluate(() => navigator.globalPrivacyControl)).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hq:attribution'))).not.toBeNull();

  // A phone click (the phone app itself is not opened in the test).
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await page.locator('a[href^="tel:"]').first().click();

  // The send marks a conversion as pending, and the thank-you page's conversion tracker takes the
  // mark as it decides whether to load the ad tag: the mark gone means that decision was made.
  // (The thank-you page is a client-side navigation, so this window sees both.)
  await page.evaluate((key) => {
    const seen = window as unknown as { conversionMarked?: boolean };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) seen.conversionMarked = true;
      setItem.call(this, name, value);
    };
  }, PENDING_CONVERSION_KEY);
  await fillAndSend(page, marker);
  await expect(page).toHaveURL(/\/thankyou\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { conversionMarked?: boolean }).conversionMarked)).toBe(true);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PENDING_CONVERSION_KEY)).toBeNull();
  await afterQueuedTasks(page);

  expect(adRequests).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('ads-gtag'))).toBeNull();
  // The site's own code saw the signal: the campaign is kept, the ad platform's click id is not.
  const touch = { utm_source: 'google', utm_campaign: 'memoir', landing_path: '/lp/', at: expect.any(String) };
  expect(storedAttribution(marker)).toEqual([{ first: touch, last: touch }]);
  // The page address keeps its campaign fields only: no click id, no e-mail address.
  expect(storedPageUrls(marker)).toEqual([`${E2E_BASE_URL}/lp/?utm_source=google&utm_campaign=memoir`]);
});
