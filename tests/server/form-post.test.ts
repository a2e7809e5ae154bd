/**
 * The enquiry sent as a plain HTML form (JavaScript off, or sent before the page's scripts ran):
 * url-encoded, through the same validation, limits, honeypot and rate limit as JSON, answered
 * with a 303 to the page's thank-you route (never another site) or an HTML page saying what was
 * wrong.
 */
import path from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENQUIRY_HONEYPOT_FIELD } from '../../lib/enquiry/limits';
import type { StoredEnquiry } from '../../server/enquiries';
import { countEnquiries, formFields, httpRequest, postForm, postJson, removeDir, startServer, tempDir, testConfig, validEnquiry, writeFakeExport } from './helpers';
import type { RunningServer } from './helpers';

const SITE = 'https://www.example.com';
const PARTNER = 'https://partner.example';

let base: string;
/** Serves the site (a fake export) as `npm start` does, and knows the public site origin. */
let server: RunningServer;
/** Beside a CDN-hosted site: API only, with the site's origins configured. */
let apiOnly: RunningServer;

beforeAll(async () => {
  base = tempDir('form');
  writeFakeExport(path.join(base, 'out'));
  const env = { NEXT_PUBLIC_SITE_URL: SITE, ALLOWED_ORIGINS: PARTNER };
  server = await startServer(testConfig(path.join(base, 'data'), { ...env, API_ONLY: 'false', OUT_DIR: path.join(base, 'out') }));
  apiOnly = await startServer(testConfig(path.join(base, 'api-data'), env));
});

afterAll(async () => {
  await server.close();
  await apiOnly.close();
  removeDir(base);
});

async function rowByMessage(target: RunningServer, message: string): Promise<StoredEnquiry | undefined> {
  return (await target.app.receiver.storage.listEnquiries()).find((row) => row.message === message);
}

/** Every link and form target in an HTML page. */
function urlsIn(html: string): string[] {
  return [...html.matchAll(/\b(?:href|action|src)="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('a url-encoded form post', () => {
  const pages: [string, string][] = [
    ['/', '/thank-you/'],
    ['/contact/', '/thank-you/'],
    ['/services/fiction-writing/', '/thank-you/'],
    ['/lp/', '/thankyou/'],
    ['/lp/?utm_source=ads&gclid=x', '/thankyou/'],
    ['/book-marketing-offer/', '/book-marketing-offer/thank-you/'],
  ];

  it.each(pages)('from %s is stored and sent on to %s with 303', async (page, thankYou) => {
    const message = `Sent from ${page}\r\nSecond line`;
    const response = await postForm(server.url, formFields({ page_url: `${SITE}${page}`, message }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}${thankYou}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The browser's CRLF line ends are stored as the JSON client's \n.
    // Stored without the click id (page_url keeps only the UTM fields).
    expect(await rowByMessage(server, 'Sent from ' + page + '\nSecond line')).toMatchObject({ name: 'Ada Lovelace', page_url: `${SITE}${page.replace('&gclid=x', '')}` });
  });

  it('takes the page from the Referer when page_url is not on the site', async () => {
    const referer = `${server.url}/lp/?utm_source=ads`;
    const response = await postForm(server.url, formFields({ page_url: 'https://www.example.org/lp/' }), { referer });
    expect(response.status).toBe(303);
    // The receiver serves the pages, so its own origin is the site's.
    expect(response.headers.get('location')).toBe(`${server.url}/thankyou/`);
  });

  it('prefers a Referer on the origin it was posted to, the page the visitor was really on', async () => {
    // Without scripts page_url is the canonical address, which need not be where the page was served.
    const sameOrigin = await postForm(server.url, formFields({ page_url: `${SITE}/` }), { referer: `${server.url}/book-marketing-offer/` });
    expect(sameOrigin.headers.get('location')).toBe(`${server.url}/book-marketing-offer/thank-you/`);
    // A cross-origin Referer holds only the origin: page_url decides.
    const crossOrigin = await postForm(server.url, formFields({ page_url: `${SITE}/lp/` }), { referer: `${SITE}/` });
    expect(crossOrigin.headers.get('location')).toBe(`${SITE}/thankyou/`);
  });

  it('beside a CDN-hosted site, sends the visitor back to the allowed origin the form was on', async () => {
    const fromPartner = await postForm(apiOnly.url, formFields({ page_url: `${PARTNER}/book-marketing-offer/` }), { origin: PARTNER });
    expect(fromPartner.headers.get('location')).toBe(`${PARTNER}/book-marketing-offer/thank-you/`);
    const fromSite = await postForm(apiOnly.url, formFields({ page_url: `${SITE}/lp/` }), { origin: SITE, referer: `${SITE}/lp/` });
    // The site's origin is not in ALLOWED_ORIGINS here, so its cross-origin post is refused.
    expect(fromSite.status).toBe(403);
    // The receiver's own address is not a page of the site: an unknown page goes to the site's default route.
    const fromItself = await postForm(apiOnly.url, formFields({ page_url: `${apiOnly.url}/lp/` }), { referer: `${apiOnly.url}/lp/` });
    expect(fromItself.headers.get('location')).toBe(`${SITE}/thank-you/`);
  });

  it('takes one last touch from the Referer of a post that carries no attribution (the page a script-less visitor was on)', async () => {
    const tagged = '/lp/?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc&email=jane%40doe.com';
    const before = Date.now();
    const response = await postForm(server.url, formFields({ page_url: `${SITE}/lp/`, message: 'Referer touch' }), { referer: `${server.url}${tagged}` });
    expect(response.status).toBe(303);
    const row = await rowByMessage(server, 'Referer touch');
    expect(row?.attribution).toEqual({
      last: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'x', gclid: 'abc', landing_path: '/lp/', at: expect.any(String) },
    });
    expect(Date.parse(String(row?.attribution?.last?.at))).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(row)).not.toContain('jane');

    // Under Global Privacy Control, the campaign without the click id.
    await postForm(server.url, formFields({ page_url: `${SITE}/lp/`, message: 'Referer touch, GPC' }), { referer: `${server.url}${tagged}`, 'sec-gpc': '1' });
    expect((await rowByMessage(server, 'Referer touch, GPC'))?.attribution).toEqual({
      last: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'x', landing_path: '/lp/', at: expect.any(String) },
    });
    // The site's public origin counts as well as the one posted to (beside a CDN, a same-site Referer).
    await postForm(apiOnly.url, formFields({ page_url: `${SITE}/lp/`, message: 'Referer touch, site origin' }), { referer: `${SITE}/?utm_source=newsletter` });
    expect((await rowByMessage(apiOnly, 'Referer touch, site origin'))?.attribution).toEqual({
      last: { utm_source: 'newsletter', landing_path: '/', at: expect.any(String) },
    });
  });

  it('takes no touch from a foreign or untagged Referer, nor from a JSON post, nor a click id alone under GPC', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['foreign', () => postForm(server.url, formFields({ page_url: `${SITE}/lp/`, message: 'foreign' }), { referer: 'https://evil.example/lp/?utm_source=google' })],
      ['untagged', () => postForm(server.url, formFields({ page_url: `${SITE}/lp/`, message: 'untagged' }), { referer: `${server.url}/lp/?email=jane%40doe.com` })],
      [
        'gpc click',
        () => postForm(server.url, formFields({ page_url: `${SITE}/lp/`, message: 'gpc click' }), { referer: `${server.url}/lp/?gclid=abc`, 'sec-gpc': '1' }),
      ],
      ['not a URL', () => postForm(server.url, formFields({ page_url: `${SITE}/lp/`, message: 'not a URL' }), { referer: 'utm_source=google' })],
      ['json', () => postJson(server.url, validEnquiry({ page_url: `${SITE}/lp/`, message: 'json' }), { referer: `${server.url}/lp/?utm_source=google` })],
    ];
    for (const [message, send] of cases) {
      expect((await send()).status, message).toBeLessThan(400);
      expect((await rowByMessage(server, message))?.attribution, message).toBeNull();
    }
  });

  it('answers a filled honeypot with the same 303, and stores nothing', async () => {
    const before = await countEnquiries(server.app);
    const response = await postForm(server.url, formFields({ page_url: `${SITE}/lp/`, [ENQUIRY_HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/thankyou/`);
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('answers invalid fields with an accessible HTML page that says what was wrong, keeps what was typed and links back', async () => {
    const before = await countEnquiries(server.app);
    const response = await postForm(
      server.url,
      formFields({ page_url: `${SITE}/lp/`, name: '\u200b\u202e', email: 'ada@localhost', message: '<script>alert(1)</script> My memoir\r\nchapter two' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<title>Your enquiry was not sent</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<main>');
    expect(html).toContain('Please enter your name');
    expect(html).toContain('Please enter a valid e-mail address');
    expect(html).not.toContain('Please tell us about your book project');
    expect(html).toContain(`<a class="back" href="${SITE}/lp/">Back to the form</a>`);
    // What was typed is shown, escaped, so nothing is lost and nothing runs.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; My memoir\nchapter two');
    expect(html).not.toContain('<script');
    expect(html).toContain('ada@localhost');
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('reports a repeated or unknown field as invalid', async () => {
    const body = `${new URLSearchParams(formFields()).toString()}&name=Second&extra=1&__proto__=x`;
    const response = await fetch(`${server.url}/api/send-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The form sent something we could not read');
  });

  it('answers an oversized body with 413 and a page saying so', async () => {
    const response = await postForm(server.url, formFields({ message: 'm'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('It is too long to send');
  });

  it('answers another encoding with 415: a page for a browser, JSON for other clients', async () => {
    const multipart = new FormData();
    for (const [name, value] of Object.entries(formFields())) multipart.append(name, value);
    const browser = await fetch(`${server.url}/api/send-form`, { method: 'POST', body: multipart, headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(browser.status).toBe(415);
    expect(await browser.text()).toContain('It arrived in a format we cannot read');
    const script = await fetch(`${server.url}/api/send-form`, { method: 'POST', body: multipart });
    expect(script.status).toBe(415);
    expect(await script.json()).toEqual({ error: 'unsupported_media_type' });
  });

  it('answers a post to a host the receiver does not know with 403 and a page', async () => {
    const response = await httpRequest(server.url, {
      method: 'POST',
      path: '/api/send-form',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(formFields()).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.body).toContain('sent from a page we do not recognise');
  });

  it('leaves JSON exactly as it was: 201 with the id, JSON errors', async () => {
    const ok = await postJson(server.url, validEnquiry({ page_url: `${SITE}/lp/` }), { referer: `${SITE}/lp/`, accept: 'text/html' });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('location')).toBeNull();
    expect(Object.keys((await ok.json()) as object)).toEqual(['id']);
    const bad = await postJson(server.url, validEnquiry({ email: 'x' }), { accept: 'text/html' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid_enquiry', fields: ['email'] });
  });
});

describe('the rate limit on form posts', () => {
  it('answers 429 with Retry-After and a page saying how long to wait', async () => {
    const dataDir = tempDir('form-rate');
    const limited = await startServer(testConfig(dataDir, { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '120000' }));
    try {
      for (let i = 0; i < 2; i++) expect((await postForm(limited.url, formFields())).status).toBe(303);
      const response = await postForm(limited.url, formFields());
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(await response.text()).toContain('Please wait 2 minutes and send it again.');
      expect(await countEnquiries(limited.app)).toBe(2);
    } finally {
      await limited.close();
      removeDir(dataDir);
    }
  });
});

describe('open redirects', () => {
  const evil = 'https://evil.example';
  const attempts: [string, Record<string, string>, Record<string, string>][] = [
    ['a foreign page_url', { page_url: `${evil}/lp/` }, {}],
    ['a foreign page_url and Referer', { page_url: `${evil}/lp/` }, { referer: `${evil}/lp/` }],
    ['a foreign Referer', { page_url: 'https://www.example.org/' }, { referer: `${evil}/book-marketing-offer/` }],
    ['a scheme-relative Referer', { page_url: 'https://www.example.org/' }, { referer: '//evil.example/lp/' }],
    ['a javascript: Referer', { page_url: 'https://www.example.org/' }, { referer: 'javascript:alert(1)//www.example.com/lp/' }],
    ['a look-alike host', { page_url: 'https://www.example.com.evil.example/lp/' }, {}],
    ['backslashes', { page_url: 'https:\\\\evil.example\\lp/' }, {}],
    ['a forwarded host that is not trusted', { page_url: `${evil}/lp/` }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['a scheme-relative page_url', { page_url: '//evil.example/lp/' }, {}],
    ['a javascript: page_url', { page_url: 'javascript:alert(document.domain)' }, {}],
    ['a user name in front of a foreign host', { page_url: `${SITE}@evil.example/lp/` }, {}],
    ['a data: page_url', { page_url: 'data:text/html,<script>alert(1)</script>' }, { referer: 'data:text/html,x' }],
  ];

  it.each(attempts)('never leave the site: %s', async (_label, fields, headers) => {
    const response = await postForm(server.url, formFields(fields), headers);
    expect([303, 400]).toContain(response.status);
    const location = response.headers.get('location');
    if (response.status === 303) {
      expect(location).toBe(`${SITE}/thank-you/`);
    } else {
      expect(location).toBeNull();
      const html = await response.text();
      for (const url of urlsIn(html)) expect(url, url).toBe(`${SITE}/`);
    }
  });

  it('never answers 5xx to a random url-encoded body, nor sends anyone off the site (fast-check)', async () => {
    const fieldName = fc.oneof(
      fc.constantFrom('name', 'email', 'phone', 'message', 'page_url', ENQUIRY_HONEYPOT_FIELD, '__proto__', 'constructor', ''),
      fc.string({ maxLength: 12 }),
    );
    const fieldValue = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.emailAddress(),
      fc.constantFrom('', ' ', '\r\n', `${SITE}/lp/`, '//evil.example/', 'javascript:alert(1)', '\u202e\u200b', 'm'.repeat(6000)),
    );
    const encode = fc.constantFrom<(text: string) => string>(
      encodeURIComponent,
      (text) => encodeURIComponent(text).replace(/%20/g, '+'),
      // Malformed and raw encodings, as a broken client might send them.
      (text) => text,
      (text) => `${encodeURIComponent(text)}%`,
      (text) => `%zz${encodeURIComponent(text)}%E0%A4`,
    );
    const body = fc.tuple(fc.array(fc.tuple(fieldName, fieldValue, encode), { maxLength: 8 }), fc.boolean()).map(([pairs, withValid]) => {
      const parts = pairs.map(([name, value, encoder]) => `${encoder(name)}=${encoder(value)}`);
      return withValid ? `${new URLSearchParams(formFields()).toString()}&${parts.join('&')}` : parts.join('&');
    });
    const referer = fc.option(fc.oneof(fc.webUrl(), fc.constantFrom(`${SITE}/lp/`, '//evil.example', 'javascript:x', `${server.url}/book-marketing-offer/`)), {
      nil: undefined,
    });

    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, referer, async (text, ref) => {
        const response = await fetch(`${server.url}/api/send-form`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(ref === undefined ? {} : { referer: ref }) },
          body: text,
          redirect: 'manual',
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        const location = response.headers.get('location');
        if (location !== null) expect([SITE, server.url, PARTNER]).toContain(new URL(location).origin);
        await response.arrayBuffer();
      }),
      { numRuns: 400 },
    );
    // The generator reached both outcomes.
    expect(statuses.get(303) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
