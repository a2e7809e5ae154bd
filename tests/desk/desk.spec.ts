/**
 * The staff desk in Chromium, signing in through a real OpenID provider (oidc-provider's
 * development login form, which accepts any login name; the name is the account's e-mail).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { createSealer } from '../../server/desk/session';
import { DESK_BASE_URL, DESK_DATA_DIR, PROVIDER_PORT, SESSION_SECRET } from './env';

const PROVIDER = `http://localhost:${PROVIDER_PORT}`;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Fills in the provider's development login form (any name, any password). */
async function submitLogin(page: Page, email: string): Promise<void> {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** Signs in at the provider as `email` (login, then consent when asked) and waits to be back on the receiver. */
async function signIn(page: Page, email: string, path = '/desk/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
  await submitLogin(page, email);
  const back = new RegExp(`^${DESK_BASE_URL.replace(/[.]/g, '\\.')}/desk/`);
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(consent.or(page.locator('main'))).toBeVisible();
  if (await consent.isVisible()) await consent.click();
  await expect(page).toHaveURL(back);
}

async function postEnquiry(page: Page, name: string, campaign: string): Promise<string> {
  const response = await page.request.post('/api/send-form', {
    data: {
      name,
      email: 'writer@example.com',
      phone: '',
      message: 'I have a memoir to publish.',
      page_url: `${DESK_BASE_URL}/lp/`,
      attribution: { last: { utm_source: 'newsletter', utm_campaign: campaign, landing_path: '/lp/', at: new Date().toISOString() } },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the staff desk', () => {
  test('without a session, /desk/ goes to the provider and the data endpoints answer 401', async ({ page }) => {
    await page.goto('/desk/');
    await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
    await expect(page.locator('input[name="login"]')).toBeVisible();
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(401);
    expect((await page.request.get('/desk/api/report')).status()).toBe(401);
  });

  test('a verified address outside the list gets a 403 page that says so', async ({ page }) => {
    await page.goto('/desk/');
    const refused = page.waitForResponse((response) => response.url().startsWith(`${DESK_BASE_URL}/desk/auth/callback`));
    await submitLogin(page, 'eve@elsewhere.example');
    const consent = page.getByRole('button', { name: 'Continue' });
    await expect(consent.or(page.getByRole('heading', { name: 'Access denied' }))).toBeVisible();
    if (await consent.isVisible()) await consent.click();
    expect((await refused).status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('eve@elsewhere.example is not allowed to use the staff desk')).toBeVisible();
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(401);
  });

  test(
    'a member signs in, finds the enquiry with its campaign, sets it to Contacted, and the report draws the campaign',
    { tag: '@desktop' },
    async ({ page, context }) => {
      const campaign = `memoir-${Date.now()}`;
      const id = await postEnquiry(page, 'Ada Lovelace', campaign);
      await signIn(page, 'sam@example.com');

      // Cookie flags over plain HTTP: HttpOnly, SameSite=Lax, host-only, not Secure (no TLS here).
      const session = (await context.cookies(DESK_BASE_URL)).find((cookie) => cookie.name === 'desk-session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false, domain: '127.0.0.1' });

      const row = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
      await expect(row).toContainText(campaign);
      await expect(row).toContainText('New');
      await row.getByRole('link', { name: 'Ada Lovelace' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry from Ada Lovelace');
      await expect(page.getByText(`${DESK_BASE_URL}/lp/`)).toBeVisible();

      const status = page.getByLabel('Status', { exact: true });
      await status.selectOption('contacted');
      await page.getByRole('button', { name: 'Save status' }).click();
      await expect(page.getByRole('status')).toHaveText('Status saved.');
      await page.reload();
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted');
      await expect(page.getByRole('listitem').filter({ hasText: 'sam@example.com set the status to Contacted (was New)' })).toBeVisible();

      // A post without the CSRF token is refused, and changes nothing.
      const forged = await page.request.post(`/desk/enquiries/${id}/status`, { form: { status: 'lost' } });
      expect(forged.status()).toBe(403);
      await page.reload();
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted');

      // The operator CLI's export carries the status.
      const cli = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'export', '--format', 'json'], {
        env: { ...process.env, DATA_DIR: DESK_DATA_DIR, DATABASE_URL: '' },
      });
      expect((JSON.parse(cli.stdout) as { id: string; status: string }[]).find((enquiry) => enquiry.id === id)?.status).toBe('contacted');

      await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Report' }).click();
      const chart = page.getByRole('img', { name: 'Enquiries per week by campaign' });
      await expect(chart).toBeVisible();
      await expect(chart.locator('rect title').filter({ hasText: campaign })).toHaveCount(1);
      await expect(page.getByRole('table', { name: 'Enquiries per week by campaign' }).getByRole('rowheader', { name: campaign })).toBeVisible();
    },
  );

  test('sign-out ends the session', { tag: '@desktop' }, async ({ page }) => {
    await signIn(page, 'kim@staff.example');
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    const [before] = (await page.context().cookies(DESK_BASE_URL)).filter((cookie) => cookie.name === 'desk-session');
    if (before === undefined) throw new Error('no session cookie');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(401);
    // A copy of the cookie kept from before is refused as well.
    await page.context().addCookies([before]);
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(401);
    // A new desk session takes a new trip through the provider (which may still remember the person).
    const viaProvider = page.waitForRequest((request) => request.url().startsWith(`${PROVIDER}/auth`));
    await page.goto('/desk/');
    await viaProvider;
  });

  test('an expired or tampered session cookie is refused', { tag: '@desktop' }, async ({ page, context }) => {
    await signIn(page, 'sam@example.com');
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(200);
    const [cookie] = (await context.cookies(DESK_BASE_URL)).filter((item) => item.name === 'desk-session');
    if (cookie === undefined) throw new Error('no session cookie');

    const tampered = `${cookie.value.slice(0, -3)}${cookie.value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    await context.addCookies([{ ...cookie, value: tampered }]);
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(401);

    const idle = Date.now() - 31 * 60_000;
    const expired = createSealer(SESSION_SECRET).seal('session', { id: 'idle-session', email: 'sam@example.com', csrf: 'x', createdAt: idle, lastSeenAt: idle });
    await context.addCookies([{ ...cookie, value: expired }]);
    expect((await page.request.get('/desk/api/enquiries')).status()).toBe(401);
    // A new desk session takes a new trip through the provider (which may still remember the person).
    const viaProvider = page.waitForRequest((request) => request.url().startsWith(`${PROVIDER}/auth`));
    await page.goto('/desk/');
    await viaProvider;
  });

  test('every desk page passes axe', async ({ page }) => {
    const id = await postEnquiry(page, 'Grace <b>Hopper</b>', 'axe-check');
    await signIn(page, 'sam@example.com');
    for (const path of ['/desk/', `/desk/enquiries/${id}`, '/desk/report', '/desk/links', '/desk/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the link builder tags a landing page with the campaign fields', { tag: '@desktop' }, async ({ page }) => {
    await signIn(page, 'sam@example.com', '/desk/links');
    await page.getByLabel('Landing page').selectOption('/book-marketing-offer/');
    await page.getByLabel('Source (utm_source)').fill('facebook');
    await page.getByLabel('Campaign (utm_campaign)').fill('spring sale');
    await expect(page.getByLabel('Tagged link')).toHaveValue(/\/book-marketing-offer\/\?utm_source=facebook&utm_campaign=spring\+sale$/);
    await grantClipboard(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status')).toHaveText(/Link copied|Press Ctrl\+C/);
  });
});

/** Lets the page write to the clipboard, where Chromium allows it for this origin. */
async function grantClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DESK_BASE_URL });
}
