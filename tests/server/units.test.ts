import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterEach, describe, expect, it } from 'vitest';

import { isEmailShape, parseEnquiry } from '../../lib/enquiry/schema';
import { ConfigError, loadConfig } from '../../server/config';
import { ipHashSalt, listMigrations, openDatabase } from '../../server/db';
import { createEnquiryStore, hashClientAddress } from '../../server/enquiries';
import { csvCell, parseSince, toCsv } from '../../server/export';
import { backoffDelay, buildNotificationMail, sanitizeHeaderValue } from '../../server/outbox';
import { inlineScriptHashes } from '../../server/security-headers';
import { negotiateEncoding } from '../../server/static';
import { ROOT, removeDir, tempDir } from './helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});
function dir(prefix: string): string {
  const created = tempDir(prefix);
  dirs.push(created);
  return created;
}

const enquiry = { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hello', page_url: 'https://www.example.com/' };

describe('config', () => {
  it('has documented defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      outDir: '/srv/site/out',
      dataDir: '/srv/site/data',
      allowedOrigins: [],
      rateLimit: { max: 5, windowMs: 600_000 },
      trustProxy: false,
      retentionDays: 730,
      smtp: null,
      webhook: null,
      csp: { apiOrigin: null, liveChat: false, ads: false },
    });
  });

  it('parses lists, hop counts and channels', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://www.example.com/, http://127.0.0.1:3001',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      NOTIFY_TO: 'staff@example.com',
      NOTIFY_FROM: 'web@example.com',
      WEBHOOK_URL: 'https://hooks.example.com/x',
      API_ONLY: 'yes',
      NEXT_PUBLIC_API_HOST: 'https://api.example.com/',
    });
    expect(config.allowedOrigins).toEqual(['https://www.example.com', 'http://127.0.0.1:3001']);
    expect(config.trustProxy).toBe(1);
    expect(config.smtp?.to).toBe('staff@example.com');
    expect(config.webhook?.url).toBe('https://hooks.example.com/x');
    expect(config.outDir).toBeNull();
    expect(config.csp.apiOrigin).toBe('https://api.example.com');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8,loopback');
  });

  it('lists every problem at once, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', RATE_LIMIT_MAX: '-1', ALLOWED_ORIGINS: 'www.example.com', SMTP_URL: 'http://user:hunter2@x', TRUST_PROXY: 'sometimes' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'RATE_LIMIT_MAX', 'ALLOWED_ORIGINS', 'SMTP_URL', 'TRUST_PROXY']) expect(message).toContain(name);
    expect(message).not.toContain('hunter2');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/NOTIFY_TO is required/);
    expect(() => loadConfig({ NOTIFY_TO: 'a@example.com' })).toThrow(/SMTP_URL is not/);
  });
});

describe('enquiry schema', () => {
  it('follows the browser e-mail rule plus a dot in the domain', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', "o'brien@example.ie"]) expect(isEmailShape(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a b@c.de', 'a@b..de', '@b.de', 'a@-b.de', 'a@b.de.', 'a@@b.de', 'a@b.de\n']) expect(isEmailShape(bad), bad).toBe(false);
  });

  it('trims values and defaults the phone', () => {
    const result = parseEnquiry({ name: ' Ada ', email: ' ada@example.com ', message: ' Hi ', page_url: 'https://x.example/' });
    expect(result).toEqual({ ok: true, enquiry: { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hi', page_url: 'https://x.example/' } });
  });
});

describe('database', () => {
  it('applies numbered migrations once and records them', () => {
    const dataDir = path.join(dir('db'), 'nested', 'data');
    const db = openDatabase(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'enquiries.db'))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    const versions = db.prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(versions.map((row) => row.version)).toEqual(listMigrations().map((migration) => migration.version));
    db.close();
    // Reopening applies nothing twice.
    const again = openDatabase(dataDir);
    expect(again.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM schema_migrations').get()?.n).toBe(listMigrations().length);
    again.close();
  });

  it('generates the IP hash salt once and keeps it', () => {
    const dataDir = dir('salt');
    const db = openDatabase(dataDir);
    const salt = ipHashSalt(db, undefined);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(ipHashSalt(db, undefined)).toBe(salt);
    expect(ipHashSalt(db, 'configured-salt-value')).toBe('configured-salt-value');
    expect(hashClientAddress(salt, '203.0.113.9')).not.toBe(hashClientAddress('other', '203.0.113.9'));
    db.close();
  });

  it('purges enquiries older than the retention period, with their outbox rows', () => {
    const db = openDatabase(dir('retention'));
    const store = createEnquiryStore(db, ['webhook']);
    const now = new Date('2025-06-01T00:00:00Z');
    store.insert(enquiry, { userAgent: '', ipHash: 'h' }, new Date('2023-05-01T00:00:00Z'));
    const recent = store.insert(enquiry, { userAgent: '', ipHash: 'h' }, new Date('2025-05-01T00:00:00Z'));
    expect(store.purgeOlderThan(0, now)).toBe(0);
    expect(store.purgeOlderThan(730, now)).toBe(1);
    const ids = db.prepare<[], { id: string }>('SELECT id FROM enquiries').all().map((row) => row.id);
    expect(ids).toEqual([recent.id]);
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM outbox').get()?.n).toBe(1);
    db.close();
  });
});

describe('CSV export', () => {
  it('quotes and guards cells against formula injection', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 212 555 0142')).toBe("'+1 212 555 0142");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes a header row and CRLF line ends', () => {
    const csv = toCsv([{ id: 'x', created_at: '2025-01-01T00:00:00.000Z', name: 'A, B', email: 'a@b.co', phone: '', message: 'm', page_url: 'https://e.x/', user_agent: 'UA', ip_hash: 'h' }]);
    expect(csv).toBe('id,created_at,name,email,phone,message,page_url,user_agent,ip_hash\r\nx,2025-01-01T00:00:00.000Z,"A, B",a@b.co,,m,https://e.x/,UA,h\r\n');
  });

  it('reads --since as a UTC date or a date-time', () => {
    expect(parseSince('2025-02-03')).toBe('2025-02-03T00:00:00.000Z');
    expect(parseSince('2025-02-03T10:00:00+02:00')).toBe('2025-02-03T08:00:00.000Z');
    expect(parseSince('yesterday')).toBeNull();
    expect(parseSince('2025-13-45')).toBeNull();
  });
});

describe('enquiries CLI', () => {
  it('lists and exports from DATA_DIR', async () => {
    const dataDir = dir('cli');
    const db = openDatabase(dataDir);
    const store = createEnquiryStore(db, []);
    store.insert({ ...enquiry, name: '=cmd()' }, { userAgent: 'UA', ipHash: 'h' }, new Date('2025-01-01T00:00:00Z'));
    store.insert({ ...enquiry, name: 'Later', message: 'Two\nlines' }, { userAgent: 'UA', ipHash: 'h' }, new Date('2025-03-01T00:00:00Z'));
    db.close();

    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
    const csv = await run(['export', '--format', 'csv']);
    expect(csv.stdout.split('\r\n')[1]).toContain(",'=cmd(),");
    expect(csv.stdout).toContain('"Two\nlines"');
    const json = JSON.parse((await run(['export', '--format', 'json', '--since', '2025-02-01'])).stdout) as { name: string }[];
    expect(json.map((row) => row.name)).toEqual(['Later']);
    const list = await run(['list']);
    expect(list.stdout).toContain('Later');
    expect(list.stdout).toContain('Two lines');
    await expect(run(['export', '--format', 'xml'])).rejects.toThrow(/--format/);
  });
});

describe('helpers', () => {
  it('hashes only executable inline scripts', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script><SCRIPT data-x="1 > 0">c()</SCRIPT>';
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('negotiates br, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('flattens header values to one safe line', () => {
    expect(sanitizeHeaderValue('Eve\r\nBcc: x@y.z')).toBe('Eve Bcc: x@y.z');
    expect(sanitizeHeaderValue('a\u2028b\u0000c')).toBe('a b c');
    expect(sanitizeHeaderValue('x'.repeat(100), 10)).toHaveLength(10);
    const mail = buildNotificationMail(
      { ...enquiry, id: 'id-1', created_at: '2025-01-01T00:00:00.000Z', user_agent: '', ip_hash: '', name: 'A\r\nB' },
      { to: 'staff@example.com', from: 'Web <web@example.com>' },
    );
    expect(mail.subject).toBe('New enquiry from A B');
    expect(mail.messageId).toBe('<enquiry-id-1@example.com>');
  });

  it('backs off exponentially up to the cap, with jitter', () => {
    const config = { retryBaseMs: 1000, retryMaxMs: 10_000 };
    expect(backoffDelay(1, config, 0.5)).toBe(1000);
    expect(backoffDelay(3, config, 0.5)).toBe(4000);
    expect(backoffDelay(10, config, 0.5)).toBe(10_000);
    expect(backoffDelay(1, config, 0)).toBe(800);
    expect(backoffDelay(1, config, 1)).toBe(1200);
  });
});
