import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENQUIRY_HONEYPOT_FIELD, ENQUIRY_LIMITS } from '../../lib/enquiry/limits';
import { countEnquiries, postJson, removeDir, startServer, tempDir, testConfig, validEnquiry } from './helpers';
import type { RunningServer } from './helpers';

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = tempDir('api');
  server = await startServer(testConfig(dataDir));
});

afterAll(async () => {
  await server.close();
  removeDir(dataDir);
});

/** Expects a 4xx with a generic JSON body, and that nothing was stored. */
async function expectRejected(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/stack|at .*\.ts:\d+/);
  return JSON.parse(text) as Record<string, unknown>;
}

describe('POST /api/send-form', () => {
  it('stores a valid enquiry and answers 201 with its id', async () => {
    const before = await countEnquiries(server.app);
    const response = await postJson(server.url, validEnquiry({ name: '  Ada Lovelace  ' }), { 'user-agent': `Agent/${'x'.repeat(2000)}` });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countEnquiries(server.app)).toBe(before + 1);

    const row = await server.app.receiver.storage.getEnquiry(id);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 (212) 555-0100' });
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row?.user_agent.length).toBe(512);
    // A salted hash, never the address itself.
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('accepts a missing or empty phone and values at their limits', async () => {
    const atLimits = validEnquiry({
      name: 'n'.repeat(ENQUIRY_LIMITS.name),
      phone: '',
      message: 'm'.repeat(ENQUIRY_LIMITS.message),
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
      page_url: `https://example.com/${'p'.repeat(ENQUIRY_LIMITS.pageUrl - 'https://example.com/'.length)}`,
    });
    expect((atLimits.email as string).length).toBe(ENQUIRY_LIMITS.email);
    expect((await postJson(server.url, atLimits)).status).toBe(201);
    const { phone: _phone, ...withoutPhone } = validEnquiry();
    expect((await postJson(server.url, withoutPhone)).status).toBe(201);
    expect((await postJson(server.url, validEnquiry({ [ENQUIRY_HONEYPOT_FIELD]: '' }))).status).toBe(201);
  });

  it('answers a filled honeypot exactly as it answers an accepted enquiry, and stores nothing', async () => {
    const before = await countEnquiries(server.app);
    const real = await postJson(server.url, validEnquiry());
    const caught = await postJson(server.url, validEnquiry({ [ENQUIRY_HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(caught.status).toBe(real.status);
    expect(caught.status).toBe(201);
    const [realBody, caughtBody] = [(await real.json()) as Record<string, unknown>, (await caught.json()) as Record<string, unknown>];
    expect(Object.keys(caughtBody)).toEqual(Object.keys(realBody));
    expect(caughtBody.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(caughtBody.id).not.toBe(realBody.id);
    // The same headers, apart from the values that differ on every response.
    const names = (response: Response) => [...response.headers.keys()].filter((name) => name !== 'date').sort();
    expect(names(caught)).toEqual(names(real));
    expect(caught.headers.get('content-length')).toBe(real.headers.get('content-length'));
    expect(await countEnquiries(server.app)).toBe(before + 1);
    // Invalid with the honeypot filled is the same 400 as invalid without it.
    const invalid = { email: 'not an email' };
    const withTrap = await postJson(server.url, validEnquiry({ ...invalid, [ENQUIRY_HONEYPOT_FIELD]: 'x' }));
    const withoutTrap = await postJson(server.url, validEnquiry(invalid));
    expect([withTrap.status, await withTrap.json()]).toEqual([withoutTrap.status, await withoutTrap.json()]);
  });

  it('strips control, bidi and zero-width characters, keeping line breaks and tabs in the message', async () => {
    const response = await postJson(
      server.url,
      validEnquiry({
        name: '\u202eAda\u200b Love\u2066lace\u0007',
        email: 'ada\u200d@example.com\ufeff',
        phone: '\u200e+1 (212) 555-0100\u0085',
        message: 'Line one\r\n\tLine two\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b2J\u2028end',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await server.app.receiver.storage.getEnquiry(id);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 (212) 555-0100',
      message: 'Line one\n\tLine two]8;;https://evil.exampleclick]8;;2J\nend',
    });
  });

  it('stores page_url in its normalised form', async () => {
    const cases: [string, string][] = [
      // Only the UTM fields stay in the query: no click id, no other parameter, no fragment.
      ['https://WWW.Example.com:443/lp/?q=a b&utm_source=a b&gclid=x&email=jane%40doe.com&utm_campaign=#top', 'https://www.example.com/lp/?utm_source=a%20b'],
      // The URL parser drops tabs and line breaks: they can no longer forge a line in the mail.
      ['https://www.example.com/lp/\r\nBcc: staff@example.com', 'https://www.example.com/lp/Bcc:%20staff@example.com'],
      ['http://127.0.0.1:3000/contact', 'http://127.0.0.1:3000/contact'],
    ];
    for (const [sent, stored] of cases) {
      const response = await postJson(server.url, validEnquiry({ page_url: sent }));
      expect(response.status, sent).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await server.app.receiver.storage.getEnquiry(id))?.page_url).toBe(stored);
    }
  });

  const fieldCases: [string, Record<string, unknown>, string][] = [
    ['name missing', { name: undefined }, 'name'],
    ['name blank after trimming', { name: '   ' }, 'name'],
    ['name made only of invisible characters', { name: '\u200b\u202e \u2066\u00a0\u0000' }, 'name'],
    ['message made only of invisible characters', { message: '\u200b\r\n\u202e' }, 'message'],
    ['name too long', { name: 'n'.repeat(ENQUIRY_LIMITS.name + 1) }, 'name'],
    ['name not a string', { name: 42 }, 'name'],
    ['email missing', { email: undefined }, 'email'],
    ['email without a domain dot', { email: 'ada@localhost' }, 'email'],
    ['email not an address', { email: 'not an email' }, 'email'],
    ['email too long', { email: `${'e'.repeat(250)}@x.co` }, 'email'],
    ['phone with letters', { phone: '555-CALL-NOW' }, 'phone'],
    ['phone too long', { phone: '1'.repeat(ENQUIRY_LIMITS.phone + 1) }, 'phone'],
    ['phone not a string', { phone: 5550142 }, 'phone'],
    ['message missing', { message: undefined }, 'message'],
    ['message blank', { message: ' \n\t ' }, 'message'],
    ['message too long', { message: 'm'.repeat(ENQUIRY_LIMITS.message + 1) }, 'message'],
    ['page_url relative', { page_url: '/about/' }, 'page_url'],
    ['page_url javascript:', { page_url: 'javascript:alert(1)' }, 'page_url'],
    ['page_url ftp:', { page_url: 'ftp://example.com/' }, 'page_url'],
    ['page_url with a user name in front of the host', { page_url: 'https://www.example.com@evil.example/' }, 'page_url'],
    ['page_url with a user name and password', { page_url: 'https://user:secret@www.example.com/' }, 'page_url'],
    ['page_url scheme-relative', { page_url: '//evil.example/lp/' }, 'page_url'],
    ['page_url too long', { page_url: `https://example.com/${'p'.repeat(ENQUIRY_LIMITS.pageUrl)}` }, 'page_url'],
    ['unknown field', { extra: 'x' }, 'extra'],
    ['honeypot not a string', { [ENQUIRY_HONEYPOT_FIELD]: 1 }, ENQUIRY_HONEYPOT_FIELD],
  ];

  it.each(fieldCases)('rejects %s with 400 naming the field', async (_label, override, field) => {
    const before = await countEnquiries(server.app);
    const body = JSON.parse(JSON.stringify(validEnquiry(override))) as Record<string, unknown>;
    const json = await expectRejected(await postJson(server.url, body), 400);
    expect(json).toEqual({ error: 'invalid_enquiry', fields: [field] });
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('rejects bodies that are not a JSON object', async () => {
    const before = await countEnquiries(server.app);
    for (const body of ['[]', 'null', '"text"', '42']) {
      const json = await expectRejected(await postJson(server.url, body), 400);
      expect(json).toEqual({ error: 'invalid_enquiry', fields: ['body'] });
    }
    for (const body of ['{"name":', '{bad json}', '', '{"__proto__":{"x":1}}']) {
      const json = await expectRejected(await postJson(server.url, body), 400);
      expect(json).toEqual({ error: 'invalid_json' });
    }
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('answers 415 in JSON for anything but JSON or a url-encoded form, to a client that does not ask for HTML', async () => {
    const before = await countEnquiries(server.app);
    const body = JSON.stringify(validEnquiry());
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json-patch+json', 'application/xml']) {
      const response = await fetch(`${server.url}/api/send-form`, { method: 'POST', headers: { 'content-type': type }, body });
      expect((await expectRejected(response, 415)).error).toBe('unsupported_media_type');
    }
    const noType = await fetch(`${server.url}/api/send-form`, { method: 'POST', body: new Blob([body]) });
    expect((await expectRejected(noType, 415)).error).toBe('unsupported_media_type');
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('accepts application/json with a charset', async () => {
    const response = await postJson(server.url, validEnquiry(), { 'content-type': 'application/json; charset=utf-8' });
    expect(response.status).toBe(201);
  });

  it('answers 413 for a body over 16 KiB', async () => {
    const before = await countEnquiries(server.app);
    const response = await postJson(server.url, validEnquiry({ message: 'm'.repeat(17 * 1024) }));
    expect((await expectRejected(response, 413)).error).toBe('payload_too_large');
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('answers other methods with 405 and unknown API paths with JSON 404', async () => {
    const get = await fetch(`${server.url}/api/send-form`);
    expect((await expectRejected(get, 405)).error).toBe('method_not_allowed');
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await expectRejected(await fetch(`${server.url}/api/other`, { method: 'POST' }), 404)).error).toBe('not_found');
  });

  it('sends the security headers on API responses', async () => {
    const response = await postJson(server.url, '{');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('has no static site in API-only mode', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(404);
  });
});
