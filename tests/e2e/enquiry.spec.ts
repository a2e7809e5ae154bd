import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './support/env';

const sample = {
  name: 'Ada Author',
  email: 'ada@example.com',
  phone: '+1 (212) 555-0100',
  message: 'A memoir about thirty years at sea, about 80,000 words.',
};

async function openModal(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Consultation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(scope: ReturnType<Page['getByRole']>, values: typeof sample) {
  await scope.getByPlaceholder('Enter Your Name').fill(values.name);
  await scope.getByPlaceholder('Enter Your Email').fill(values.email);
  await scope.getByPlaceholder('Enter Your Phone Number').fill(values.phone);
  await scope.getByPlaceholder('Tell us about your book project').fill(values.message);
}

test.describe('enquiry flow against an intercepted /api/send-form', () => {
  test('ok: posts the JSON body and lands on /thank-you/', async ({ page }) => {
    let body: unknown;
    await page.route('**/api/send-form', async (route) => {
      body = route.request().postDataJSON();
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toBe('application/json');
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    await page.goto('/about/?utm_source=test');
    const dialog = await openModal(page);
    await fill(dialog, sample);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. We'll get back to you soon!")).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The tagged landing is a touch: the browser kept it and the form sends it along.
    const touch = { utm_source: 'test', landing_path: '/about/', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) };
    expect(body).toEqual({ ...sample, page_url: expect.stringMatching(/\/about\/\?utm_source=test$/), attribution: { first: touch, last: touch } });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('500: alerts "Failed to send form: Error: 500" and keeps the popup open with every value', async ({ page }) => {
    await page.route('**/api/send-form', (route) => route.fulfill({ status: 500, body: '{"error":"server_error"}' }));
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto('/');
    const dialog = await openModal(page);
    await fill(dialog, sample);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Failed to send form: Error: 500']);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByPlaceholder('Enter Your Name')).toHaveValue(sample.name);
    await expect(dialog.getByPlaceholder('Enter Your Email')).toHaveValue(sample.email);
    await expect(dialog.getByPlaceholder('Enter Your Phone Number')).toHaveValue(sample.phone);
    await expect(dialog.getByPlaceholder('Tell us about your book project')).toHaveValue(sample.message);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('network failure: the same alert with the failure’s message', async ({ page }) => {
    await page.route('**/api/send-form', (route) => route.abort('failed'));
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto('/contact/');
    const form = page.getByRole('main');
    await fill(form, sample);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Failed to send form: Failed to fetch']);
    await expect(form.getByPlaceholder('Tell us about your book project')).toHaveValue(sample.message);
  });

  test('sending state: the submit is disabled and says so until the answer arrives', async ({ page }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/send-form', async (route) => {
      calls += 1;
      await answered;
      await route.fulfill({ status: 201, body: '{"id":2}' });
    });
    await page.goto('/');
    const dialog = await openModal(page);
    await fill(dialog, sample);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const sending = dialog.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await dialog.getByPlaceholder('Enter Your Name').press('Enter');
    release();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    expect(calls).toBe(1);
  });

  test('the /lp page lands on /thankyou/, the book-marketing page on its own thank-you page', async ({ page }) => {
    await page.route('**/api/send-form', (route) => route.fulfill({ status: 201, body: '{"id":3}' }));
    await page.goto('/lp/');
    let dialog = await openModal(page);
    await fill(dialog, sample);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thankyou\/$/);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await page.goto('/book-marketing-offer/');
    dialog = await openModal(page);
    // This tab has sent an enquiry already: the popup says so first.
    await dialog.getByRole('button', { name: 'Send another enquiry' }).click();
    await fill(dialog, sample);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/book-marketing-offer\/thank-you\/$/);
    await expect(page).toHaveTitle('Thankyou For Hiring Our Services');
    await expect(page.getByRole('link', { name: 'Back to Page' })).toHaveAttribute('href', '/book-marketing-offer/');
  });

  test('keyboard only: open the popup, fill, send, and close another with Escape', async ({ page }) => {
    await page.route('**/api/send-form', (route) => route.fulfill({ status: 201, body: '{"id":4}' }));
    await page.goto('/');
    const opener = page.getByRole('main').getByRole('button', { name: 'Get Started' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get Your Free Consultation' });
    await expect(dialog.getByPlaceholder('Enter Your Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.type(sample.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(sample.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(sample.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(sample.message);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you\/$/);
  });
});

test.describe('the popup, the Back button and a second send', () => {
  test('Back closes the popup and keeps what was typed; closing it otherwise takes its history entry off', async ({ page }) => {
    await page.goto('/');
    await page.goto('/about/');
    // Set on this document: gone if anything below reloaded the page.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    let dialog = await openModal(page);
    await dialog.getByPlaceholder('Enter Your Name').fill(sample.name);
    await dialog.getByPlaceholder('Tell us about your book project').fill(sample.message);

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Get Started' }).first()).toBeFocused();
    dialog = await openModal(page);
    await expect(dialog.getByPlaceholder('Enter Your Name')).toHaveValue(sample.name);
    await expect(dialog.getByPlaceholder('Tell us about your book project')).toHaveValue(sample.message);

    // The close button (as Escape and the backdrop) leaves no entry behind: Back now leaves /about/.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/about\/$/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('after a send, Back shows that the enquiry was sent, with the option to send another', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route('**/api/send-form', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":5}' });
    });
    await page.goto('/contact/');
    const main = page.getByRole('main');
    await fill(main, sample);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/contact\/$/);
    const note = main.getByRole('status');
    await expect(note).toContainText('Your enquiry was sent');
    await expect(main.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await note.getByRole('button', { name: 'Send another enquiry' }).click();
    await expect(main.getByPlaceholder('Enter Your Name')).toBeFocused();
    await fill(main, { ...sample, message: 'A second book: a cookbook from the ship’s galley.' });
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    expect(bodies).toHaveLength(2);

    // A send from the popup: its history entry becomes the thank-you page, so Back is the page.
    await page.goto('/about/');
    const dialog = await openModal(page);
    await expect(dialog.getByRole('status')).toContainText('Your enquiry was sent');
    await dialog.getByRole('button', { name: 'Send another enquiry' }).click();
    await fill(dialog, sample);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/thank-you\/$/);
  });
});

test.describe('enquiry flow against the real receiver', () => {
  test('the contact form stores the enquiry and the row reads back', async ({ page }, testInfo) => {
    const marker = `e2e-${testInfo.project.name}-${Date.now()}`;
    await page.goto('/contact/');
    const form = page.getByRole('main');
    await fill(form, { ...sample, message: `${sample.message} ${marker}` });
    const response = page.waitForResponse('**/api/send-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect((await response).status()).toBe(201);
    await expect(page).toHaveURL(/\/thank-you\/$/);

    const db = new Database(join(E2E_DATA_DIR, 'enquiries.db'), { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare('SELECT name, email, phone, message, page_url FROM enquiries WHERE message LIKE ?').all(`%${marker}`);
      expect(rows).toEqual([
        {
          name: sample.name,
          email: sample.email,
          phone: sample.phone,
          message: `${sample.message} ${marker}`,
          page_url: expect.stringMatching(/\/contact\/$/),
        },
      ]);
    } finally {
      db.close();
    }
  });
});
