/**
 * The second security review of the receiver (issue 29): credentials in URLs, the proxy settings,
 * the operator CLI, stored metadata, idle connections, the 403 page's link, a database locked by
 * another process, the honeypot, HSTS behind a proxy and the Google tag's CSP. Unit checks first,
 * then real traffic over loopback. (The CSV guard is in units.test.ts, the rate limit by network
 * and the purge in rate-limit-cors.test.ts, which also run on PostgreSQL.)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';

import { ENQUIRY_HONEYPOT_FIELD } from '../../lib/enquiry/limits';
import { GOOGLE_TAG_SCRIPT_URL } from '../../lib/third-party-hosts';
import { ConfigError, loadConfig } from '../../server/config';
import { databasePath, openDatabase } from '../../server/db';
import { newStoredEnquiry } from '../../server/enquiries';
import { createOutboxWorker } from '../../server/outbox';
import { redactDatabaseUrl } from '../../server/storage/postgres';
import { createEnquiryStore } from '../support/enquiry-store';
import {
  baseEnv,
  countEnquiries,
  formFields,
  postForm,
  postJson,
  httpRequest,
  perTest,
  removeDir,
  rawExchange,
  ROOT,
  runServerToExit,
  startServer,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  writeFakeExport,
} from './helpers';
import type { RunningServer } from './helpers';

const { defer, receiver } = perTest('round2');

describe('DATABASE_URL as shown in messages', () => {
  it('never shows the password, even one a URL parser reads as a port and a path', () => {
    expect(redactDatabaseUrl('postgres://enq:123/ss@db.internal/enquiries')).toBe('postgres://db.internal/enquiries');
    expect(redactDatabaseUrl('postgres://enq:p@ss#w?rd@db.internal:5433/enquiries?sslmode=require')).toBe('postgres://db.internal:5433/enquiries');
    expect(redactDatabaseUrl('postgresql://enq@db.internal/enquiries')).toBe('postgresql://db.internal/enquiries');
  });

  it('shows only scheme, host, port and database, whatever the user name and password hold', () => {
    const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z][a-z0-9-]{0,10}){0,2}$/);
    const database = fc.stringMatching(/^[a-z_][a-z0-9_]{0,15}$/);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), host, fc.integer({ min: 1, max: 65535 }), database, (user, password, name, port, db) => {
        const expected = `postgres://${name}:${port}/${db}`;
        expect(redactDatabaseUrl(`postgres://${user}:${password}@${name}:${port}/${db}`)).toBe(expected);
        expect(redactDatabaseUrl(`postgres://${user}@${name}:${port}/${db}`)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a WEBHOOK_URL with a user name or password', () => {
  it('is refused at startup in one line that offers WEBHOOK_SECRET and never echoes the password', async () => {
    for (const url of ['https://hook:s3cr3t-pw@hooks.example/in', 'https://hook@hooks.example/in']) {
      let error: unknown;
      try {
        loadConfig({ WEBHOOK_URL: url });
      } catch (caught) {
        error = caught;
      }
      expect(error, url).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^WEBHOOK_URL must not hold a user name or password .*WEBHOOK_SECRET/)]);
      expect((error as Error).message).not.toContain('s3cr3t');
    }
    const dataDir = tempDir('webhook-credentials');
    defer(() => removeDir(dataDir));
    const { code, output } = await runServerToExit(baseEnv(dataDir, { WEBHOOK_URL: 'https://hook:s3cr3t-pw@hooks.example/in' }));
    expect(code).toBe(1);
    expect(output).toMatch(/WEBHOOK_URL must not hold a user name or password/);
    expect(output).not.toContain('s3cr3t');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('never stores or logs a credential from a delivery error', async () => {
    const server = await receiver();
    const storage = server.app.receiver.storage;
    const row = newStoredEnquiry({ ...validEnquiry(), attribution: null } as Parameters<typeof newStoredEnquiry>[0], { userAgent: 'UA', ipHash: 'h' }, new Date());
    await storage.insertEnquiry(row, ['webhook'], Date.now());
    const logged: string[] = [];
    const record = (...args: unknown[]): void => void logged.push(JSON.stringify(args));
    const logger = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record } as unknown as FastifyBaseLogger;
    const worker = createOutboxWorker({
      storage,
      logger,
      config: server.app.receiver.config.outbox,
      notifiers: [
        {
          channel: 'webhook',
          send: () => Promise.reject(new TypeError('Request cannot be constructed from a URL that includes credentials: https://hook:s3/cr@3t@hooks.example/in')),
        },
      ],
    });
    expect(await worker.runOnce()).toBe(1);
    const [outboxRow] = await storage.listOutbox();
    expect(outboxRow?.last_error).toContain('https://(credentials removed)@hooks.example/in');
    expect(outboxRow?.last_error).not.toMatch(/s3|cr@|3t@|hook:/);
    expect(logged.join('\n')).toContain('credentials removed');
    expect(logged.join('\n')).not.toMatch(/s3\/cr|hook:s3/);
  });

  it('is shown without credentials by `enquiries outbox`, for rows stored before', async () => {
    const dataDir = tempDir('cli-credentials');
    defer(() => removeDir(dataDir));
    const db = openDatabase(dataDir);
    const stored = createEnquiryStore(db, ['webhook']).insert(
      { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hello', page_url: 'https://www.example.com/' },
      { userAgent: 'UA', ipHash: 'h' },
      new Date('2025-01-01T00:00:00Z'),
    );
    db.prepare('UPDATE outbox SET last_error = ? WHERE enquiry_id = ?').run('TypeError: bad URL https://hook:s3cr3t@hooks.example/in', stored.id);
    db.close();
    for (const args of [['outbox'], ['outbox', '--format', 'json']]) {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(stdout, args.join(' ')).toContain('https://(credentials removed)@hooks.example/in');
      expect(stdout, args.join(' ')).not.toContain('s3cr3t');
    }
  });
});

describe('TRUST_PROXY', () => {
  it.each(['abc', '1.2.3.4/99', '10.0.0.0/8,beef', '::1/129', 'fe80::1%eth0'])('refuses %s in one line, with no stack trace', async (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false, a hop count or a list of addresses\/CIDRs/);
    if (value === 'abc') {
      const dataDir = tempDir('trust-proxy');
      defer(() => removeDir(dataDir));
      const { code, output } = await runServerToExit(baseEnv(dataDir, { TRUST_PROXY: value }));
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toHaveLength(2);
      expect(output).toMatch(/^Invalid receiver configuration:\n {2}- TRUST_PROXY must be/);
      expect(output).not.toMatch(/\n\s+at /);
    }
  });

  it.each(['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '::/0', '::ffff:0:0/96', '::/64', '2000::/3', '1.0.0.0/8,2.0.0.0/8,3.0.0.0/8,4.0.0.0/8,5.0.0.0/8'])(
    'refuses %s, which trusts much of the Internet',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/trusts .*List only your proxies/);
    },
  );

  it('keeps accepting proxy addresses and private ranges', () => {
    const value = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,203.0.113.7,2001:db8::/32,::ffff:10.0.0.0/104,loopback,linklocal,uniquelocal';
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(value);
  });
});

describe('enquiries list --limit', () => {
  it('answers a number too large to be a limit with a clear error, not a stack trace', async () => {
    const dataDir = tempDir('cli-limit');
    defer(() => removeDir(dataDir));
    openDatabase(dataDir).close();
    const run = (limit: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'list', '--limit', limit], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      });
    const failure = await run('99999999999999999999').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/^--limit must be at most 1000000000 \(got 99999999999999999999\)/);
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
    expect((await run('1000000000')).stdout).toContain('No enquiries.');
  });
});

describe('the stored User-Agent', () => {
  it('holds no C1 control characters, tabs or other unsafe characters', async () => {
    const server = await receiver();
    const { port } = new URL(server.url);
    const body = JSON.stringify(validEnquiry());
    // Raw bytes: 0x85 and 0x9b are C1 controls as Node reads header bytes (latin1).
    const request = Buffer.from(
      `POST /api/send-form HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `User-Agent: Mozilla/5.0\t(X11)\u0085\u009b31m Bot\u00a0\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      'latin1',
    );
    const { response } = await rawExchange(server.url, request);
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    const id = /"id":"([^"]+)"/.exec(response)?.[1] ?? '';
    const stored = await server.app.receiver.storage.getEnquiry(id);
    expect(stored?.user_agent).toBe('Mozilla/5.0 (X11) 31m Bot\u00a0');
  });
});

describe("the error page's way back", () => {
  const SITE = 'https://www.example.com';

  async function siteReceiver(extra: Record<string, string> = {}): Promise<RunningServer> {
    const base = tempDir('back-link');
    defer(() => removeDir(base));
    const outDir = path.join(base, 'out');
    writeFakeExport(outDir);
    const server = await startServer(testConfig(path.join(base, 'data'), { API_ONLY: 'false', OUT_DIR: outDir, ...extra }));
    defer(() => server.close());
    return server;
  }

  function backLink(html: string): string | undefined {
    return /<a class="back" href="([^"]*)"/.exec(html)?.[1];
  }

  async function refusedFormPost(server: RunningServer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    return httpRequest(server.url, {
      method: 'POST',
      path: '/api/send-form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
      body: new URLSearchParams(formFields({ page_url: 'http://evil.example/phish' })).toString(),
    });
  }

  it('never links to the Host or Referer of a post addressed to an unknown host', async () => {
    for (const extra of [{}, { NEXT_PUBLIC_SITE_URL: SITE }] as Record<string, string>[]) {
      const server = await siteReceiver(extra);
      const { port } = new URL(server.url);
      for (const host of ['evil.example', `evil.example:${port}`]) {
        const refused = await refusedFormPost(server, { host, referer: `http://${host}/phish` });
        expect(refused.status).toBe(403);
        const href = backLink(refused.body);
        expect(href, host).toBe(extra.NEXT_PUBLIC_SITE_URL === undefined ? '/' : `${SITE}/`);
      }
      // A post addressed to the receiver itself still links back to the form's page there.
      const own = `127.0.0.1:${port}`;
      const invalid = await httpRequest(server.url, {
        method: 'POST',
        path: '/api/send-form',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: own, referer: `http://${own}/about/` },
        body: new URLSearchParams(formFields({ email: 'not an address' })).toString(),
      });
      expect(invalid.status).toBe(400);
      expect(backLink(invalid.body)).toBe(`http://${own}/about/`);
    }
  });
});

describe('idle keep-alive connections (the connection cap)', () => {
  // The receiver's own keep-alive (testConfig lengthens it for the other tests).
  const CAP = { MAX_CONNECTIONS: '1024', KEEP_ALIVE_TIMEOUT_MS: String(loadConfig({}).limits.keepAliveTimeoutMs) };
  const IDLE_CONNECTIONS = 1_100;
  const HOLD_MS = 15_000;

  interface Attacker {
    /** Sockets open now that were answered (held by the server). */
    held(): number;
    /** Connections the server closed after answering them. */
    closedByServer(): number;
    stop(): void;
  }

  /**
   * Opens `count` connections from the given loopback source addresses (Linux routes all of
   * 127.0.0.0/8 to lo), sends `GET /healthz` on each and leaves it idle. With `reconnect`, a
   * closed slot is opened again a second later, until stop() (at most `HOLD_MS / 1000` times).
   */
  async function attack(url: string, sources: string[], count: number, reconnect: boolean): Promise<Attacker> {
    const port = Number(new URL(url).port);
    const open = new Set<net.Socket>();
    const answered = new Set<net.Socket>();
    let closedByServer = 0;
    let stopped = false;
    const openSlot = (slot: number, attempt: number): Promise<void> =>
      new Promise((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port, localAddress: sources[slot % sources.length] });
        open.add(socket);
        socket.setEncoding('latin1');
        socket.on('error', () => undefined);
        socket.on('connect', () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`));
        socket.on('data', () => {
          answered.add(socket);
          resolve();
        });
        socket.on('close', () => {
          if (answered.has(socket) && !stopped) closedByServer += 1;
          open.delete(socket);
          answered.delete(socket);
          resolve();
          if (reconnect && !stopped && attempt < HOLD_MS / 1000) setTimeout(() => void openSlot(slot, attempt + 1), 1_000).unref();
        });
      });
    // In batches, so the listen backlog never overflows (a dropped SYN is retried only after 1 s).
    for (let start = 0; start < count; start += 100) {
      await Promise.all(Array.from({ length: Math.min(100, count - start) }, (_, index) => openSlot(start + index, 0)));
    }
    const attacker = {
      held: () => [...answered].filter((socket) => !socket.destroyed).length,
      closedByServer: () => closedByServer,
      stop: () => {
        stopped = true;
        for (const socket of open) socket.destroy();
      },
    };
    defer(() => attacker.stop());
    return attacker;
  }

  /** A visitor's request on a fresh connection: true when it was answered. */
  async function visitorAnswered(url: string): Promise<boolean> {
    const { port } = new URL(url);
    const { response } = await rawExchange(url, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 5_000);
    return response.startsWith('HTTP/1.1 200 ');
  }

  it('lets no single address hold the cap: visitors are answered throughout a 15 s hold of 1,100 connections', async () => {
    const server = await receiver(CAP);
    const started = Date.now();
    const attacker = await attack(server.url, ['127.0.0.2'], IDLE_CONNECTIONS, true);
    const held: number[] = [];
    const answers: boolean[] = [];
    while (Date.now() - started < HOLD_MS) {
      held.push(attacker.held());
      answers.push(await visitorAnswered(server.url));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    attacker.stop();
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.every(Boolean), JSON.stringify(answers)).toBe(true);
    // The per-address limit, not luck: the attacker never held more than its share.
    expect(Math.max(...held)).toBeLessThanOrEqual(64);
  });

  it('closes idle keep-alive connections within seconds, so the cap frees itself', async () => {
    const server = await receiver(CAP);
    // Twenty addresses, 55 connections each: under the per-address limit, over the cap together.
    const sources = Array.from({ length: 20 }, (_, index) => `127.0.0.${index + 2}`);
    const started = Date.now();
    const attacker = await attack(server.url, sources, IDLE_CONNECTIONS, false);
    const heldAtFirst = attacker.held();
    expect(heldAtFirst).toBeGreaterThan(900);
    // Every idle connection the server answered is closed by the server within the hold.
    while (attacker.held() > 0 && Date.now() - started < HOLD_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attacker.held()).toBe(0);
    // (At least: on a slow machine the first ones may already have been closed before the count.)
    expect(attacker.closedByServer()).toBeGreaterThanOrEqual(heldAtFirst);
    expect(await visitorAnswered(server.url)).toBe(true);
  });
});

describe('a database locked by another process while posts arrive', () => {
  it('keeps /healthz answering while 20 posts wait for the lock, then stores every one', async () => {
    const server = await receiver();
    const before = await countEnquiries(server.app);
    // Another connection (as the CLI or a second receiver would) holds the write lock.
    const other = new Database(databasePath(server.app.receiver.config.dataDir));
    other.exec('BEGIN IMMEDIATE');
    let locked = true;
    defer(() => {
      if (locked) other.exec('ROLLBACK');
      other.close();
    });

    let received = 0;
    server.app.server.on('request', (request: { url?: string }) => {
      if (request.url === '/api/send-form') received += 1;
    });
    let settled = 0;
    const posts = Array.from({ length: 20 }, (_, index) =>
      postJson(server.url, validEnquiry({ name: `Waiting ${index}` })).finally(() => {
        settled += 1;
      }),
    );
    await waitFor(() => received === 20, 10_000, 'the 20 posts to reach the receiver');
    // Answered while the lock is still held and every post is still waiting for it: the waits do
    // not block the process. (Before, each post blocked it in SQLite's busy wait, then got a 503.)
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'busy' });
    expect(settled).toBe(0);

    other.exec('ROLLBACK');
    locked = false;
    const responses = await Promise.all(posts);
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(20);
    expect(await countEnquiries(server.app)).toBe(before + 20);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('the honeypot while the database cannot store anything', () => {
  it('answers a caught bot with the same 503 as a real post, as JSON and as a page', async () => {
    const server = await receiver();
    const other = new Database(databasePath(server.app.receiver.config.dataDir));
    other.exec('BEGIN IMMEDIATE');
    defer(() => {
      other.exec('ROLLBACK');
      other.close();
    });
    const trap = { [ENQUIRY_HONEYPOT_FIELD]: 'https://spam.example' };
    const [real, caught] = await Promise.all([postJson(server.url, validEnquiry()), postJson(server.url, validEnquiry(trap))]);
    expect(real.status).toBe(503);
    expect([caught.status, caught.headers.get('retry-after'), await caught.json()]).toEqual([real.status, real.headers.get('retry-after'), await real.json()]);
    const [realForm, caughtForm] = await Promise.all([postForm(server.url, formFields()), postForm(server.url, formFields(trap))]);
    expect(realForm.status).toBe(503);
    expect(caughtForm.status).toBe(realForm.status);
    expect(await caughtForm.text()).toBe(await realForm.text());
  });
});

describe('HSTS behind a proxy that terminates TLS', () => {
  it('is sent on every answer when the site is HTTPS, and only over TLS otherwise', async () => {
    const https = await receiver({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com' });
    // The proxy speaks plain HTTP to the receiver, and TRUST_PROXY is not set.
    for (const path of ['/healthz', '/api/unknown']) {
      expect((await fetch(`${https.url}${path}`)).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
    const malformed = await rawExchange(https.url, 'NOT HTTP AT ALL\r\n\r\n');
    expect(malformed.response.toLowerCase()).toContain('strict-transport-security: max-age=31536000');
    const plain = await receiver({ NEXT_PUBLIC_SITE_URL: 'http://staging.example.com' });
    expect((await fetch(`${plain.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the Content-Security-Policy with Google Ads configured', () => {
  const ADS = { NEXT_PUBLIC_ADS_CONVERSION_ID: 'AW-123456789' };

  async function siteWithThankYouPages(extra: Record<string, string>): Promise<RunningServer> {
    const base = tempDir('ads-csp');
    defer(() => removeDir(base));
    const outDir = path.join(base, 'out');
    writeFakeExport(outDir);
    for (const page of ['thank-you', 'thankyou']) {
      fs.mkdirSync(path.join(outDir, page), { recursive: true });
      fs.writeFileSync(path.join(outDir, page, 'index.html'), `<!DOCTYPE html><html><head><script>self.t=1</script></head><body>${page}</body></html>`);
    }
    const server = await startServer(testConfig(path.join(base, 'data'), { API_ONLY: 'false', OUT_DIR: outDir, ...extra }));
    defer(() => server.close());
    return server;
  }

  async function directives(server: RunningServer, page: string): Promise<Record<string, string[]>> {
    const csp = (await fetch(`${server.url}${page}`)).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  }

  const google = /google|doubleclick/;

  it('allows the Google tag only on the thank-you pages, and its scripts only under the paths the tag uses', async () => {
    const server = await siteWithThankYouPages(ADS);
    for (const page of ['/', '/about/']) {
      const csp = await directives(server, page);
      expect(
        Object.values(csp)
          .flat()
          .filter((source) => google.test(source)),
        page,
      ).toEqual([]);
    }
    for (const page of ['/thank-you/', '/thankyou/']) {
      const csp = await directives(server, page);
      const scripts = (csp['script-src'] ?? []).filter((source) => google.test(source));
      // Never a whole host: www.googletagmanager.com runs any Tag Manager container, and
      // www.google.com serves JSONP, either of which would let an injected script through.
      expect(scripts.length).toBeGreaterThan(0);
      for (const source of scripts) expect(new URL(source).pathname, source).not.toBe('/');
      expect(
        scripts.some((source) => GOOGLE_TAG_SCRIPT_URL.startsWith(source)),
        'the tag loader itself is allowed',
      ).toBe(true);
      expect(scripts.some((source) => 'https://www.googletagmanager.com/gtm.js?id=GTM-ANY'.startsWith(source))).toBe(false);
      // Its pings and pixels go to the hosts.
      expect(csp['connect-src']).toContain('https://www.google.com');
      expect(csp['img-src']).toContain('https://googleads.g.doubleclick.net');
    }
  });

  it('allows the tag on every page when phone clicks are counted, since any tel: link loads it', async () => {
    const server = await siteWithThankYouPages({ ...ADS, NEXT_PUBLIC_ADS_CALL_CONVERSION_LABEL: 'call-label' });
    const home = await directives(server, '/');
    const scripts = (home['script-src'] ?? []).filter((source) => google.test(source));
    expect(scripts.some((source) => GOOGLE_TAG_SCRIPT_URL.startsWith(source))).toBe(true);
    for (const source of scripts) expect(new URL(source).pathname, source).not.toBe('/');
  });
});
