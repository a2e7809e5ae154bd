/**
 * Property: whatever arrives on the wire (random and malformed bodies, content types, encodings,
 * methods and headers), the receiver answers with something below 500 and stays up.
 * Requests go over raw sockets so that malformed framing reaches the server untouched.
 */
import net from 'node:net';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENQUIRY_HONEYPOT_FIELD } from '../../lib/enquiry/limits';
import { removeDir, startServer, tempDir, testConfig, validEnquiry } from './helpers';
import type { RunningServer } from './helpers';

let dataDir: string;
let server: RunningServer;
let port: number;

beforeAll(async () => {
  dataDir = tempDir('fuzz');
  // TRUST_PROXY on (the test is the proxy), so the fuzzed X-Forwarded-* headers reach address
  // and host handling.
  server = await startServer(testConfig(dataDir, { ALLOWED_ORIGINS: 'https://www.example.com', TRUST_PROXY: 'loopback' }));
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server.close();
  removeDir(dataDir);
});

interface WireRequest {
  method: string;
  path: string;
  headers: [string, string][];
  body: Buffer;
  framing: 'exact' | 'short' | 'chunked' | 'none';
}

/** Sends one request and resolves with the status code of the first response, or null if none. */
function send(request: WireRequest): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 10 s to ${request.method} ${request.path}`));
    }, 10_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve(match?.[1] ? Number(match[1]) : null);
    });
    const lines = [`${request.method} ${request.path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
    for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
    let payload = request.body;
    if (request.framing === 'exact') lines.push(`Content-Length: ${request.body.length}`);
    if (request.framing === 'short') lines.push(`Content-Length: ${Math.floor(request.body.length / 2)}`);
    if (request.framing === 'chunked') {
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from(`${request.body.length.toString(16)}\r\n`), request.body, Buffer.from(request.body.length > 0 ? '\r\n0\r\n\r\n' : '\r\n')]);
    }
    socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), request.framing === 'none' ? Buffer.alloc(0) : payload]));
  });
}

const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ minLength: 90, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.emailAddress(),
  fc.webUrl({ withQueryParameters: true }),
  fc.constantFrom('', ' ', '\r\nBcc: x@example.com', 'javascript:alert(1)', '=1+2', '\u0000', '\ud800', '+1 (555) 010-0142'),
);

const enquiryLike = fc
  .record(
    {
      name: fieldValue,
      email: fieldValue,
      phone: fieldValue,
      message: fieldValue,
      page_url: fieldValue,
      [ENQUIRY_HONEYPOT_FIELD]: fc.oneof(fc.constant(''), fieldValue),
    },
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      fc.constant(record),
      fc.dictionary(fc.string({ maxLength: 20 }), fieldValue, { maxKeys: 3 }).map((extra) => ({ ...record, ...extra })),
      fc.constant({ ...validEnquiry(), ...record }),
    ),
  );

const body = fc.oneof(
  { weight: 4, arbitrary: enquiryLike.map((value) => Buffer.from(JSON.stringify(value))) },
  { weight: 2, arbitrary: fc.constant(Buffer.from(JSON.stringify(validEnquiry()))) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? 'null')) },
  { weight: 2, arbitrary: fc.string({ maxLength: 300 }).map((text) => Buffer.from(text)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"name":"a"',
        '{"a":1}}',
        '\ufeff{}',
        '{"name":"\\ud800"}',
        '[[[[[[[[[[[[]]]]]]]]]]]]',
      )
      .map((text) => Buffer.from(text)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 16_000, max: 40_000 }).map((size) => Buffer.from(JSON.stringify({ ...validEnquiry(), message: 'm'.repeat(size) }))) },
);

const headerValue = fc.string({ maxLength: 80 }).map((value) => value.replace(/[\r\n]/g, ''));
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json;',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json-patch+json',
      'application/*',
      '*/*',
      '',
    ),
    headerValue,
  ),
  { nil: undefined },
);

const extraHeader = fc.oneof(
  fc.tuple(fc.constant('Origin'), fc.constantFrom('https://www.example.com', 'https://evil.example', 'null', 'http://127.0.0.1', '')),
  fc.tuple(fc.constant('Content-Encoding'), fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-bogus', 'gzip, br')),
  fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('br', 'gzip;q=0', '*', 'identity', 'br;q=abc')),
  fc.tuple(
    fc.constantFrom('X-Forwarded-For', 'X-Forwarded-Host', 'X-Forwarded-Proto'),
    fc.oneof(headerValue, fc.constantFrom('::1', '203.0.113.9, 10.0.0.1', 'https', '[::1]:80', 'a.example:99999')),
  ),
  fc.tuple(
    fc.constant('User-Agent'),
    fc.string({ maxLength: 3000 }).map((value) => value.replace(/[\r\n]/g, '')),
  ),
  fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), headerValue),
);

const anyRequest: fc.Arbitrary<WireRequest> = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'POST', 'GET', 'PUT', 'OPTIONS', 'DELETE', 'PATCH', 'HEAD'),
  path: fc.constantFrom('/api/send-form', '/api/send-form', '/api/send-form?x=1', '/api/send-form/', '/api/', '/api/send-form%00', '/api/%zz', '/healthz', '/'),
  headers: fc
    .tuple(contentType, fc.array(extraHeader, { maxLength: 4 }))
    .map(([type, extra]) => (type === undefined ? extra : [['Content-Type', type] as [string, string], ...extra])),
  body,
  framing: fc.constantFrom('exact', 'exact', 'exact', 'exact', 'short', 'chunked', 'none'),
});

/** Well-framed JSON posts, so that many requests get as far as validation and storage. */
const jsonPost: fc.Arbitrary<WireRequest> = fc.record({
  method: fc.constant('POST'),
  path: fc.constant('/api/send-form'),
  headers: fc
    .array(
      extraHeader.filter(([name]) => name !== 'Content-Encoding'),
      { maxLength: 2 },
    )
    .map((extra) => [['Content-Type', 'application/json'] as [string, string], ...extra]),
  body,
  framing: fc.constantFrom('exact', 'chunked'),
});

const wireRequest = fc.oneof(anyRequest, jsonPost);

describe('the receiver under random and malformed input', () => {
  it('never answers 5xx and never crashes (2,000 requests)', async () => {
    const statuses = new Map<number | null, number>();
    await fc.assert(
      fc.asyncProperty(wireRequest, async (request) => {
        const status = await send(request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // HEAD and a body the server did not wait for can end without a status line only if the
        // server answered nothing at all, which is also a failure here.
        expect(status, `${request.method} ${request.path} (${request.framing})`).not.toBeNull();
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 2_000 },
    );
    // Still serving, and still storing valid enquiries.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ok = await fetch(`${server.url}/api/send-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validEnquiry()) });
    expect(ok.status).toBe(201);
    // A spread of outcomes shows the generator reached past the first check.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
  });
});
