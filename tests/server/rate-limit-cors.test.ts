import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countEnquiries, postJson, removeDir, startServer, tempDir, testConfig, validEnquiry } from './helpers';
import type { RunningServer } from './helpers';

const SITE = 'https://www.example.com';

describe('rate limit', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = tempDir('rate');
    server = await startServer(testConfig(dataDir, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' }));
  });
  afterAll(async () => {
    await server.close();
    removeDir(dataDir);
  });

  it('answers 429 with Retry-After once a client exceeds the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await postJson(server.url, validEnquiry())).status).toBe(201);
    const limited = await postJson(server.url, validEnquiry());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: 'rate_limited' });
    expect(await countEnquiries(server.app)).toBe(3);
  });

  it('limits only the POST route', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('rate limit by network', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = tempDir('rate-net');
    // The test is the proxy: X-Forwarded-For sets the client address.
    server = await startServer(testConfig(dataDir, { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: 'loopback' }));
  });
  afterAll(async () => {
    await server.close();
    removeDir(dataDir);
  });

  const from = (address: string): Promise<number> => postJson(server.url, validEnquiry(), { 'x-forwarded-for': address }).then((response) => response.status);

  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    expect(await from('2001:db8:1:2::a')).toBe(201);
    expect(await from('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(201);
    expect(await from('2001:0db8:0001:0002::b')).toBe(429);
    expect(await from('2001:db8:1:3::a')).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect(await from('203.0.113.9')).toBe(201);
    expect(await from('::ffff:203.0.113.9')).toBe(201);
    expect(await from('203.0.113.9')).toBe(429);
    expect(await from('203.0.113.10')).toBe(201);
  });
});

describe('the retention purge with RETENTION_DAYS=0', () => {
  it('keeps every enquiry but still deletes spent rate-limit counters (PostgreSQL keeps them in a table)', async () => {
    const dataDir = tempDir('purge-zero');
    const server = await startServer(testConfig(dataDir, { RETENTION_DAYS: '0', RATE_LIMIT_MAX: '5' }));
    try {
      expect((await postJson(server.url, validEnquiry())).status).toBe(201);
      const databaseUrl = server.app.receiver.config.databaseUrl;
      if (databaseUrl === null) {
        // SQLite: the counters live in the limiter's memory; the purge keeps the enquiry.
        expect(await server.app.receiver.purge()).toBe(0);
        expect(await countEnquiries(server.app)).toBe(1);
        return;
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const twoDaysAgo = Date.now() - 2 * 86_400_000;
        await client.query('INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)', ['spent-counter', twoDaysAgo]);
        expect(await server.app.receiver.purge()).toBe(0);
        const { rows } = await client.query<{ key: string }>('SELECT key FROM rate_limits');
        // The spent counter is gone; the one for the post just made stays.
        expect(rows.map((row) => row.key)).not.toContain('spent-counter');
        expect(rows).toHaveLength(1);
        expect(await countEnquiries(server.app)).toBe(1);
      } finally {
        await client.end();
      }
    } finally {
      await server.close();
      removeDir(dataDir);
    }
  });
});

describe('CORS and origin checks', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = tempDir('cors');
    server = await startServer(testConfig(dataDir, { ALLOWED_ORIGINS: `${SITE}/, http://127.0.0.1:3001` }));
  });
  afterAll(async () => {
    await server.close();
    removeDir(dataDir);
  });

  const preflight = (origin: string): Promise<Response> =>
    fetch(`${server.url}/api/send-form`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('answers the preflight of a listed origin', async () => {
    const response = await preflight(SITE);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('lets a listed origin post and read the answer', async () => {
    const response = await postJson(server.url, validEnquiry(), { origin: SITE });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('lets an unlisted origin ask, then refuses its POST with a readable 403 and stores nothing', async () => {
    const before = await countEnquiries(server.app);
    // The preflight passes so that the browser sends the POST and the page can show the 403.
    const pre = await preflight('https://evil.example');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://evil.example');

    const post = await postJson(server.url, validEnquiry(), { origin: 'https://evil.example' });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ error: 'origin_not_allowed' });
    expect(post.headers.get('access-control-allow-origin')).toBe('https://evil.example');

    const nullOrigin = await postJson(server.url, validEnquiry(), { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    expect(await countEnquiries(server.app)).toBe(before);
  });

  it('accepts a same-origin POST (the site served by the receiver itself) and one without Origin', async () => {
    const sameOrigin = await postJson(server.url, validEnquiry(), { origin: server.url });
    expect(sameOrigin.status).toBe(201);
    expect((await postJson(server.url, validEnquiry())).status).toBe(201);
  });
});
