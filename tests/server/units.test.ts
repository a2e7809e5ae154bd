import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterEach, describe, expect, it } from 'vitest';

import { escapeUnsafeInJson, showUnsafeCharacters, stripUnsafeMultiline, stripUnsafeOneLine } from '../../lib/enquiry/characters';
import { NON_BLANK_HTML_PATTERN } from '../../lib/enquiry/limits';
import { isEmailShape, parseEnquiry } from '../../lib/enquiry/schema';
import { ConfigError, defaultMaxConnections, loadConfig, openFileLimit } from '../../server/config';
import { ipHashSalt, listMigrations, openDatabase } from '../../server/db';
import { hashClientAddress } from '../../server/enquiries';
import { createEnquiryStore } from '../support/enquiry-store';
import { csvCell, parseSince, reportToCsv, toCsv } from '../../server/export';
import { ATTRIBUTION_COLUMNS, buildReport } from '../../server/attribution';
import { backoffDelay, buildNotificationMail, pageLine, sanitizeHeaderValue, webhookBody } from '../../server/outbox';
import { createPageCsp, inlineScriptHashes } from '../../server/security-headers';
import { negotiateEncoding } from '../../server/static';
import { ROOT, removeDir, tempDir } from './helpers';
import { parseCsv } from '../support/csv';

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
      siteOrigin: null,
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
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
    });
    expect(config.siteOrigin).toBe('https://www.example.com');
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
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(/HEADERS_TIMEOUT_MS must not exceed/);
    expect(() => loadConfig({ NEXT_PUBLIC_SITE_URL: 'www.example.com' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it('refuses TRUST_PROXY=true, which would let any visitor choose their own address', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/every X-Forwarded-For header.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,loopback/s);
    }
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('caps connections below the open-file limit and reads the timeouts', () => {
    expect(defaultMaxConnections(256)).toBe(96);
    expect(defaultMaxConnections(1_048_576)).toBe(1024);
    expect(defaultMaxConnections(Number.POSITIVE_INFINITY)).toBe(1024);
    expect(defaultMaxConnections(64)).toBe(16);
    expect(defaultMaxConnections(null)).toBe(1024);
    expect(loadConfig({}).limits).toEqual({
      maxConnections: defaultMaxConnections(openFileLimit()),
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConnectionsPerAddress: 64,
    });
    expect(
      loadConfig({ MAX_CONNECTIONS: '50', REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', KEEP_ALIVE_TIMEOUT_MS: '3000', MAX_CONNECTIONS_PER_ADDRESS: '8' })
        .limits,
    ).toEqual({
      maxConnections: 50,
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      keepAliveTimeoutMs: 3000,
      maxConnectionsPerAddress: 8,
    });
    // Behind a proxy every connection comes from the proxy: no per-address limit unless set.
    expect(loadConfig({ TRUST_PROXY: '1' }).limits.maxConnectionsPerAddress).toBe(0);
    // ...and the proxy, not the receiver, closes idle connections first (no 502 on a closing socket).
    expect(loadConfig({ TRUST_PROXY: '1' }).limits.keepAliveTimeoutMs).toBeGreaterThan(60_000);
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
    expect(result).toEqual({
      ok: true,
      enquiry: { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hi', page_url: 'https://x.example/', attribution: null, package: null },
      honeypot: false,
    });
  });

  it('reports a filled honeypot only for an otherwise valid enquiry', () => {
    const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hi', page_url: 'https://x.example/' };
    expect(parseEnquiry({ ...valid, company_website: 'spam' })).toMatchObject({ ok: true, honeypot: true });
    expect(parseEnquiry({ ...valid, company_website: '' })).toMatchObject({ ok: true, honeypot: false });
    expect(parseEnquiry({ ...valid, name: '', company_website: 'spam' })).toEqual({ ok: false, fields: ['name'] });
  });
});

describe('unsafe characters', () => {
  it('strips them from one-line fields, turning line breaks and tabs into spaces', () => {
    expect(stripUnsafeOneLine('Ada\r\nBcc:\tx\u202e\u200b\u001b[2J\u009b\u2066')).toBe('Ada  Bcc: x[2J');
  });

  it('keeps line breaks (as \\n) and tabs in the message', () => {
    expect(stripUnsafeMultiline('a\r\nb\rc\u2028d\u2029e\u0085f\tg\u0000\u007f\u200f')).toBe('a\nb\nc\nd\ne\nf\tg');
  });

  it('shows them as escapes for terminals, and as \\u escapes inside JSON', () => {
    expect(showUnsafeCharacters('\u001b]0;pwned\u0007\u202eab\n')).toBe('\\x1b]0;pwned\\x07\\u202eab\\x0a');
    expect(showUnsafeCharacters('a,b\r\n\u009b', { keepLayout: true })).toBe('a,b\r\n\\x9b');
    const json = JSON.stringify({ name: '\u202eAda\u009b\u001b' });
    const safe = escapeUnsafeInJson(json);
    expect(safe).toBe('{"name":"\\u202eAda\\u009b\\u001b"}');
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });

  it('gives the browser a name pattern that refuses invisible-only names', () => {
    const pattern = new RegExp(`^(?:${NON_BLANK_HTML_PATTERN})$`, 'v');
    for (const ok of ['Ada', ' Ada ', 'Zoë', '李']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['', '   ', '\u200b', ' \u202e\u2066 ', '\u00a0']) expect(pattern.test(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('database', () => {
  it('refuses two migrations with one number, which would leave the second unapplied', () => {
    const migrations = dir('migrations');
    fs.writeFileSync(path.join(migrations, '003_one.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(migrations, '004_two.sql'), 'SELECT 1;');
    expect(listMigrations(migrations).map((migration) => migration.version)).toEqual([3, 4]);
    fs.writeFileSync(path.join(migrations, '004_three.sql'), 'SELECT 1;');
    expect(() => listMigrations(migrations)).toThrow(/Two migrations numbered 4/);
  });

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
});

describe('CSV export', () => {
  it('quotes every cell and guards cells against formula injection', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 212 555 0142')).toBe('"\'+1 212 555 0142"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
  });

  it.each([
    ['a name with semicolons', { name: "Jo;=cmd|' /C calc'!A0;" }],
    ['a message with a tab', { message: 'Hello\t=2+5' }],
    ['a message with a line break', { message: 'Hello\n@SUM(1+1)' }],
  ])('leaves no formula in %s, whether split on commas, semicolons or tabs', (_what, fields) => {
    const csv = toCsv([
      {
        id: 'x',
        created_at: '2025-01-01T00:00:00.000Z',
        name: 'A',
        email: 'a@b.co',
        phone: '',
        message: 'm',
        page_url: 'https://e.x/',
        user_agent: 'UA',
        ip_hash: 'h',
        attribution: null,
        ...fields,
      },
    ]);
    const formula = /^\s*[=+\-@]/;
    for (const separator of [',', ';', '\t']) {
      for (const cell of parseCsv(csv, separator).flat()) expect(cell, `split on ${JSON.stringify(separator)}`).not.toMatch(formula);
    }
    // An import that ignores quotes altogether and splits on every separator.
    for (const cell of csv.split(/[,;\t\r\n]/)) expect(cell.replace(/^"/, '')).not.toMatch(formula);
    // Nothing typed is lost: the guard only adds a quote mark before the formula.
    const value = Object.values(fields)[0] ?? '';
    expect(parseCsv(csv).flat()).toContain(value.replace(/([;\t\n])(?=[=@])/g, "$1'"));
  });

  it('guards campaign values in the report CSV the same way', () => {
    const report = buildReport(
      [
        {
          id: 'x',
          created_at: '2025-01-02T00:00:00.000Z',
          name: 'A',
          email: 'a@b.co',
          phone: '',
          message: 'm',
          page_url: 'https://e.x/',
          user_agent: '',
          ip_hash: '',
          attribution: { last: { utm_source: 'news;=cmd|x', utm_campaign: 'spring\t=2+5', landing_path: '/', at: '2025-01-01T00:00:00.000Z' } },
        },
      ],
      '2025-01-01T00:00:00.000Z',
      'last',
    );
    const csv = reportToCsv(report);
    expect(csv).toContain('"news;\'=cmd|x');
    expect(csv).toContain('"spring\t\'=2+5"');
    for (const separator of [',', ';', '\t']) for (const cell of parseCsv(csv, separator).flat()) expect(cell).not.toMatch(/^\s*[=+\-@]/);
  });

  it('writes a header row and CRLF line ends', () => {
    const csv = toCsv([
      {
        id: 'x',
        created_at: '2025-01-01T00:00:00.000Z',
        name: 'A, B',
        email: 'a@b.co',
        phone: '',
        message: 'm',
        page_url: 'https://e.x/',
        user_agent: 'UA',
        ip_hash: 'h',
        attribution: null,
      },
    ]);
    // No package chosen, the status New, and no attribution.
    const empty = ',""'.repeat(ATTRIBUTION_COLUMNS.length);
    expect(csv).toBe(
      `id,created_at,name,email,phone,message,page_url,user_agent,ip_hash,package,status,${ATTRIBUTION_COLUMNS.join(',')}\r\n"x","2025-01-01T00:00:00.000Z","A, B","a@b.co","","m","https://e.x/","UA","h","","new"${empty}\r\n`,
    );
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
    expect(csv.stdout.split('\r\n')[1]).toContain(',"\'=cmd()",');
    expect(csv.stdout).toContain('"Two\nlines"');
    const json = JSON.parse((await run(['export', '--format', 'json', '--since', '2025-02-01'])).stdout) as { name: string }[];
    expect(json.map((row) => row.name)).toEqual(['Later']);
    const list = await run(['list']);
    expect(list.stdout).toContain('Later');
    expect(list.stdout).toContain('Two lines');
    await expect(run(['export', '--format', 'xml'])).rejects.toThrow(/--format/);
  });

  it('shows control, bidi and zero-width characters as escapes in every human-readable output', async () => {
    const dataDir = dir('cli-escapes');
    const db = openDatabase(dataDir);
    // Written straight to the store, as rows stored before the receiver stripped these characters.
    const hostile = {
      ...enquiry,
      name: 'Eve\u001b]0;owned\u0007\u001b[2J\u202eevil',
      email: 'eve@example.com\u200b',
      phone: '\u009b31m555',
      message: 'Hi \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 \u2066x\u2069',
    };
    const row = createEnquiryStore(db, ['webhook']).insert(hostile, { userAgent: 'UA\u001b[1m', ipHash: 'h' }, new Date('2025-01-01T00:00:00Z'));
    db.prepare("UPDATE outbox SET status = 'failed', last_error = ? WHERE enquiry_id = ?").run('Error: 550 \u001b[31mrefused\u001b[0m\u202e', row.id);
    db.close();

    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
    const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

    const list = (await run(['list'])).stdout;
    expect(list).not.toMatch(raw);
    expect(list).toContain('Eve\\x1b]0;owned\\x07\\x1b[2J\\u202eevil');
    expect(list).toContain('\\x9b31m555');
    expect(list).toContain('\\u2066x\\u2069');

    const outbox = (await run(['outbox'])).stdout;
    expect(outbox).not.toMatch(raw);
    expect(outbox).toContain('Error: 550 \\x1b[31mrefused\\x1b[0m\\u202e');

    // JSON keeps every character, escaped; CSV into a pipe keeps the data exactly.
    for (const args of [
      ['list', '--format', 'json'],
      ['export', '--format', 'json'],
      ['outbox', '--format', 'json'],
    ]) {
      const json = (await run(args)).stdout;
      expect(json, args.join(' ')).not.toMatch(raw);
      const parsed = JSON.parse(json) as Record<string, unknown>[];
      if (args[0] !== 'outbox') expect(parsed[0]).toMatchObject(hostile);
      else expect(parsed[0]?.last_error).toBe('Error: 550 \u001b[31mrefused\u001b[0m\u202e');
    }
    const csv = (await run(['export', '--format', 'csv'])).stdout;
    expect(csv).toContain(hostile.message);

    // Arguments echoed in an error message are shown safely too.
    await expect(run(['\u001b]0;x\u0007'])).rejects.toThrow(/Unknown command "\\x1b\]0;x\\x07"/);
  });
});

describe('helpers', () => {
  it('hashes only executable inline scripts', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script><SCRIPT data-x="1 > 0">c()</SCRIPT>';
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
    // Line breaks become spaces; other invisible characters go.
    expect(sanitizeHeaderValue('a\u2028b\u0000c\u202e\u200bd')).toBe('a bcd');
    expect(sanitizeHeaderValue('x'.repeat(100), 10)).toHaveLength(10);
    const mail = buildNotificationMail(
      { ...enquiry, id: 'id-1', created_at: '2025-01-01T00:00:00.000Z', user_agent: '', ip_hash: '', name: 'A\r\nB', attribution: null },
      { to: 'staff@example.com', from: 'Web <web@example.com>' },
    );
    expect(mail.subject).toBe('New enquiry from A B');
    expect(mail.messageId).toBe('<enquiry-id-1@example.com>');
  });

  it('forwards a row stored before stripping existed without its unsafe characters', () => {
    const row = {
      ...enquiry,
      id: 'id-2',
      created_at: '2025-01-01T00:00:00.000Z',
      user_agent: '',
      ip_hash: '',
      attribution: null,
      name: 'Mallory\u202e\u200b \u001b[8mhidden',
      email: 'mallory@example.com\u200b',
      message: 'Hello\r\n\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007',
      page_url: 'https://www.example.com/\r\nPage: https://evil.example/',
    };
    const mail = buildNotificationMail(row, { to: 'staff@example.com', from: 'web@example.com' }, new Set(['https://www.example.com']));
    expect(mail.subject).toBe('New enquiry from Mallory [8mhidden');
    expect(mail.replyTo).toEqual({ name: 'Mallory [8mhidden', address: 'mallory@example.com' });
    const text = String(mail.text);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain('Hello\n]8;;https://evil.examplelink]8;;');
    // The forged second "Page:" line is gone: the page URL is one line.
    expect(text.match(/^Page:/gm)).toHaveLength(1);
    const hook = JSON.parse(webhookBody(row)) as { enquiry: Record<string, string> };
    expect(hook.enquiry).toMatchObject({ name: 'Mallory [8mhidden', email: 'mallory@example.com', message: 'Hello\n]8;;https://evil.examplelink]8;;' });
  });

  it('marks a page_url outside the site as not this site, without a link', () => {
    const site = new Set(['https://www.example.com', 'https://partner.example']);
    expect(pageLine('https://www.example.com/lp/?utm_source=ads', site)).toBe('https://www.example.com/lp/?utm_source=ads');
    expect(pageLine('https://partner.example/', site)).toBe('https://partner.example/');
    expect(pageLine('http://127.0.0.1:3000/contact/', site)).toBe('http://127.0.0.1:3000/contact/');
    expect(pageLine('https://evil.example/login', site)).toBe('(not this site) https[:]//evil[.]example/login');
    expect(pageLine('https://www.example.com@evil.example/', site)).toBe('(not this site) https[:]//www[.]example[.]com@evil[.]example/');
    expect(pageLine('http://www.example.com/', site)).toBe('(not this site) http[:]//www[.]example[.]com/');
    expect(pageLine('not a url', site)).toBe('(not this site) not a url');
  });

  it('lets the pages post their form to the receiver, and only there', () => {
    const sameOrigin = createPageCsp({ apiOrigin: null, liveChat: false, ads: false })([]);
    expect(sameOrigin).toContain("form-action 'self';");
    const elsewhere = createPageCsp({ apiOrigin: 'https://api.example.com', liveChat: true, ads: true })([]);
    expect(elsewhere).toContain("form-action 'self' https://api.example.com;");
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
