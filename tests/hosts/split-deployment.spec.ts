/**
 * The split deployment end to end: pages on nginx (the generated configuration) on one loopback
 * origin, the receiver API-only on another, the export built with NEXT_PUBLIC_API_HOST naming it.
 * A third origin serves the same pages but is not in ALLOWED_ORIGINS.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import type { Locator, Page, Response } from '@playwright/test';
import Database from 'better-sqlite3';

import { watchPageHealth } from '../e2e/support/page-health';
import { PORTS, SPLIT_API_ORIGIN, SPLIT_DATA_DIR, SPLIT_HOSTING_DIR, SPLIT_OUT_DIR } from './support/env';
import { rawGet } from './support/host-suite';
import { startNginx, startReceiver } from './support/servers';
import type { RunningHost } from './support/servers';

const SITE = `http://127.0.0.1:${PORTS.splitSite}`;
const UNLISTED = `http://127.0.0.1:${PORTS.splitUnlisted}`;

test.describe.configure({ mode: 'serial' });

let nginx: RunningHost;
let receiver: RunningHost;

test.beforeAll(async () => {
  fs.rmSync(SPLIT_DATA_DIR, { recursive: true, force: true });
  receiver = await startReceiver(
    { API_ONLY: 'true', ALLOWED_ORIGINS: SITE, DATA_DIR: SPLIT_DATA_DIR, RATE_LIMIT_MAX: '0', NEXT_PUBLIC_API_HOST: SPLIT_API_ORIGIN },
    PORTS.splitReceiver,
  );
  nginx = await startNginx([
    { root: SPLIT_OUT_DIR, hostingDir: SPLIT_HOSTING_DIR, port: PORTS.splitSite },
    { root: SPLIT_OUT_DIR, hostingDir: SPLIT_HOSTING_DIR, port: PORTS.splitUnlisted },
  ]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await receiver?.stop();
});

function storedByEmail(email: string): { name: string; page_url: string }[] {
  const db = new Database(path.join(SPLIT_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[string], { name: string; page_url: string }>('SELECT name, page_url FROM enquiries WHERE email = ?').all(email);
  } finally {
    db.close();
  }
}

const typed = (email: string) => ({
  name: 'Grace Author',
  email,
  phone: '+1 (212) 555-0100',
  message: 'A family saga set in three ports, about 95,000 words, looking for an editor.',
});

/** Opens the contact page on `origin`, types the enquiry and sends it; resolves with the POST's answer. */
async function sendFrom(page: Page, origin: string, values: ReturnType<typeof typed>): Promise<{ form: Locator; response: Response }> {
  await page.goto(`${origin}/contact/`, { waitUntil: 'networkidle' });
  const form = page.getByRole('main');
  await form.getByPlaceholder('Enter Your Name').fill(values.name);
  await form.getByPlaceholder('Enter Your Email').fill(values.email);
  await form.getByPlaceholder('Enter Your Phone Number').fill(values.phone);
  await form.getByPlaceholder('Tell us about your book project').fill(values.message);
  const posted = page.waitForResponse((response) => response.url() === `${SPLIT_API_ORIGIN}/api/send-form` && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  return { form, response: await posted };
}

/** CORS preflights never reach Playwright's request events; Chromium's protocol reports them. */
async function watchPreflights(page: Page): Promise<() => [string, number | undefined][]> {
  const seen = new Map<string, { url: string; status?: number }>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; type?: string; request: { url: string; method: string } }) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') seen.set(event.requestId, { url: event.request.url });
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; response: { status: number } }) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.status = event.response.status;
  });
  await cdp.send('Network.enable');
  return () => [...seen.values()].map((entry) => [entry.url, entry.status]);
}

test('the receiver answers the preflight of the listed site origin', async () => {
  const response = await fetch(`${SPLIT_API_ORIGIN}/api/send-form`, {
    method: 'OPTIONS',
    headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  // The pages' CSP lets them connect to the receiver's origin.
  expect((await rawGet(`${SITE}/contact/`)).headers['content-security-policy']).toContain(`connect-src 'self' ${SPLIT_API_ORIGIN}`);
});

test('a visitor on the site origin sends an enquiry across origins: preflight, stored, thank-you page', async ({ page }) => {
  const problems = watchPageHealth(page);
  const preflights = await watchPreflights(page);
  const values = typed('grace.split@example.com');
  const { response } = await sendFrom(page, SITE, values);
  expect(response.status()).toBe(201);
  expect((await response.request().allHeaders()).origin).toBe(SITE);
  await expect(page).toHaveURL(`${SITE}/thank-you/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();

  await expect.poll(preflights).toEqual([[`${SPLIT_API_ORIGIN}/api/send-form`, 204]]);
  const rows = storedByEmail(values.email);
  expect(rows).toEqual([{ name: values.name, page_url: `${SITE}/contact/` }]);
  expect(problems).toEqual([]);
});

test('a page on an unlisted origin is refused with 403: the visitor sees the alert and keeps every value', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const values = typed('grace.unlisted@example.com');
  const { form, response } = await sendFrom(page, UNLISTED, values);
  expect(response.status()).toBe(403);
  await expect.poll(() => alerts).toEqual(['Failed to send form: Error: 403']);
  await expect(page).toHaveURL(`${UNLISTED}/contact/`);
  await expect(form.getByPlaceholder('Enter Your Name')).toHaveValue(values.name);
  await expect(form.getByPlaceholder('Enter Your Email')).toHaveValue(values.email);
  await expect(form.getByPlaceholder('Enter Your Phone Number')).toHaveValue(values.phone);
  await expect(form.getByPlaceholder('Tell us about your book project')).toHaveValue(values.message);
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(storedByEmail(values.email)).toEqual([]);
});
