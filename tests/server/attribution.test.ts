/**
 * The attribution an enquiry carries: validated by the receiver, stored with the row, and passed on
 * to the notification e-mail, the webhook body, the CLI's list, export and campaign report.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ATTRIBUTION_LIMITS, TOUCH_KEYS } from '../../lib/attribution';
import type { StoredAttribution } from '../../lib/enquiry/schema';
import { ATTRIBUTION_COLUMNS, buildReport, touchSource } from '../../server/attribution';
import { openDatabase } from '../../server/db';
import { createEnquiryStore } from '../support/enquiry-store';
import { sqliteStorage } from '../../server/storage/sqlite';
import { reportToCsv } from '../../server/export';
import { buildNotificationMail, webhookBody } from '../../server/outbox';
import { postJson, removeDir, ROOT, startServer, tempDir, testConfig, validEnquiry } from './helpers';
import type { RunningServer } from './helpers';

const memoirClick = {
  first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'memoir', gclid: 'abc', landing_path: '/lp/', at: '2026-01-10T09:00:00.000Z' },
  last: { referrer_host: 'news.example', landing_path: '/blog/', at: '2026-01-12T09:00:00.000Z' },
};

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = tempDir('attribution');
  server = await startServer(testConfig(dataDir));
});

afterAll(async () => {
  await server.close();
  removeDir(dataDir);
});

async function storedAttribution(id: string): Promise<unknown> {
  const row = await server.app.receiver.storage.getEnquiry(id);
  expect(row).toBeDefined();
  return row?.attribution ?? null;
}

async function post(body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await postJson(server.url, body);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('the receiver and the attribution object', () => {
  it('stores a valid attribution with the enquiry', async () => {
    const { status, json } = await post(validEnquiry({ attribution: memoirClick }));
    expect(status).toBe(201);
    expect(await storedAttribution(String(json.id))).toEqual(memoirClick);
  });

  it('drops unknown keys and empty values, and keeps the rest', async () => {
    const { status, json } = await post(
      validEnquiry({ attribution: { first: { utm_source: 'google', utm_term: '', ip: '1.2.3.4', landing_path: '/lp/' }, cookie: 'x', last: {} } }),
    );
    expect(status).toBe(201);
    expect(await storedAttribution(String(json.id))).toEqual({ first: { utm_source: 'google', landing_path: '/lp/' } });
  });

  it('stores no attribution when none is sent, or null, or an empty object', async () => {
    for (const attribution of [undefined, null, {}, { first: {} }]) {
      const { status, json } = await post(validEnquiry(attribution === undefined ? {} : { attribution }));
      expect(status).toBe(201);
      expect(await storedAttribution(String(json.id))).toBeNull();
    }
  });

  it('answers 400 naming the field for a value over its cap or of the wrong shape', async () => {
    const cases: [unknown, string][] = [
      [{ last: { gclid: 'x'.repeat(ATTRIBUTION_LIMITS.gclid + 1) } }, 'attribution.last.gclid'],
      [{ first: { utm_campaign: 'c'.repeat(ATTRIBUTION_LIMITS.utm_campaign + 1) } }, 'attribution.first.utm_campaign'],
      [{ first: { utm_source: 42 } }, 'attribution.first.utm_source'],
      [{ first: { at: 'yesterday' } }, 'attribution.first.at'],
      [{ first: { landing_path: 'https://elsewhere.example/' } }, 'attribution.first.landing_path'],
      [{ first: 'google' }, 'attribution.first'],
      ['google', 'attribution'],
      [['google'], 'attribution'],
      // Oversized as a whole, even though every key in it is unknown.
      [{ padding: 'x'.repeat(10_000) }, 'attribution'],
    ];
    for (const [attribution, field] of cases) {
      const { status, json } = await post(validEnquiry({ attribution }));
      expect(status, field).toBe(400);
      expect(json).toEqual({ error: 'invalid_enquiry', fields: [field] });
    }
  });

  it('never answers 5xx, and stores only known keys within their caps, whatever the object', async () => {
    const value = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }));
    const key = fc.oneof(fc.constantFrom(...TOUCH_KEYS, '__proto__', 'constructor'), fc.string({ maxLength: 20 }));
    const touch = fc.oneof(fc.dictionary(key, value, { maxKeys: 14 }), value);
    const attribution = fc.oneof(
      fc.record({ first: touch, last: touch }, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.constantFrom('first', 'last'), fc.string({ maxLength: 10 })), touch, { maxKeys: 4 }),
      value,
    );
    await fc.assert(
      fc.asyncProperty(attribution, async (candidate) => {
        const { status, json } = await post(validEnquiry({ attribution: candidate }));
        expect([201, 400]).toContain(status);
        if (status === 400) {
          // Keys such as __proto__ are refused by the JSON parser itself, before validation.
          if (json.error === 'invalid_json') expect(JSON.stringify(candidate)).toMatch(/"(__proto__|constructor)"/);
          else expect(json.fields).toEqual(expect.arrayContaining([expect.stringMatching(/^attribution/)]));
          return;
        }
        const stored = (await storedAttribution(String(json.id))) as StoredAttribution | null;
        for (const stage of Object.values(stored ?? {})) {
          for (const [name, text] of Object.entries(stage)) {
            expect(TOUCH_KEYS).toContain(name);
            expect(typeof text).toBe('string');
            expect(text.length).toBeLessThanOrEqual(ATTRIBUTION_LIMITS[name as keyof typeof ATTRIBUTION_LIMITS]);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('page_url and Global Privacy Control at the receiver', () => {
  async function storedRow(response: Response) {
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return server.app.receiver.storage.getEnquiry(id);
  }

  it('stores page_url as origin, path and UTM fields only: no click id, no unknown parameter, no fragment', async () => {
    const sent = 'https://www.example.com/lp/?utm_source=google&gclid=abc&email=jane%40doe.com&utm_campaign=memoir&fbclid=f&utm_term=#faq';
    for (const headers of [{}, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const row = await storedRow(await postJson(server.url, validEnquiry({ page_url: sent }), headers));
      expect(row?.page_url).toBe('https://www.example.com/lp/?utm_source=google&utm_campaign=memoir');
    }
    const plain = await storedRow(await postJson(server.url, validEnquiry({ page_url: 'https://www.example.com/contact/?name=Jane' })));
    expect(plain?.page_url).toBe('https://www.example.com/contact/');
  });

  it('keeps no click id under Global Privacy Control (Sec-GPC: 1), and the campaign fields still', async () => {
    const gpcClick = { ...memoirClick, last: { gclid: 'only-a-click', landing_path: '/about/', at: '2026-01-12T09:00:00.000Z' } };
    const row = await storedRow(await postJson(server.url, validEnquiry({ attribution: gpcClick }), { 'sec-gpc': '1' }));
    // The last touch said nothing but its click id, so it goes; the first keeps its campaign.
    expect(row?.attribution).toEqual({ first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'memoir', landing_path: '/lp/', at: memoirClick.first.at } });
    const onlyClicks = await storedRow(
      await postJson(server.url, validEnquiry({ attribution: { last: { msclkid: 'm', landing_path: '/', at: memoirClick.first.at } } }), { 'sec-gpc': '1' }),
    );
    expect(onlyClicks?.attribution).toBeNull();
    // Without the signal (or with another value) they are kept.
    for (const headers of [{}, { 'sec-gpc': '0' }] as Record<string, string>[]) {
      const kept = await storedRow(await postJson(server.url, validEnquiry({ attribution: memoirClick }), headers));
      expect(kept?.attribution).toEqual(memoirClick);
    }
  });
});

describe('attribution passed on', () => {
  const row = {
    id: 'id-9',
    created_at: '2026-01-12T10:00:00.000Z',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    message: 'Hello',
    page_url: 'https://www.example.com/lp/',
    user_agent: '',
    ip_hash: '',
    attribution: { ...memoirClick, last: { ...memoirClick.last, utm_content: 'hero\u202e\u001b[2J' } },
  };

  it('writes both touches into the notification e-mail, without unsafe characters', () => {
    const text = String(buildNotificationMail(row, { to: 'staff@example.com', from: 'web@example.com' }).text);
    expect(text).toContain('First touch: utm_source=google, utm_medium=cpc, utm_campaign=memoir, gclid=abc, landed on /lp/, at 2026-01-10T09:00:00.000Z');
    expect(text).toContain('Last touch:  utm_content=hero[2J, referrer news.example, landed on /blog/, at 2026-01-12T09:00:00.000Z');
    const bare = String(buildNotificationMail({ ...row, attribution: null }, { to: 'staff@example.com', from: 'web@example.com' }).text);
    expect(bare).not.toContain('touch');
  });

  it('puts the attribution object into the webhook body', () => {
    const body = JSON.parse(webhookBody(row)) as { enquiry: { attribution: unknown } };
    expect(body.enquiry.attribution).toEqual({ ...memoirClick, last: { ...memoirClick.last, utm_content: 'hero[2J' } });
    expect((JSON.parse(webhookBody({ ...row, attribution: null })) as { enquiry: { attribution: unknown } }).enquiry.attribution).toBeNull();
  });
});

describe('attribution in storage, the CLI and the report', () => {
  let cliDir: string;
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: cliDir } });

  beforeAll(async () => {
    cliDir = tempDir('attribution-cli');
    const db = openDatabase(cliDir);
    const store = createEnquiryStore(db, []);
    const enquiry = { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hello', page_url: 'https://www.example.com/lp/' };
    const meta = { userAgent: '', ipHash: 'h' };
    store.insert({ ...enquiry, attribution: null }, meta, new Date('2025-12-01T00:00:00Z'));
    const stored = store.insert({ ...enquiry, attribution: memoirClick }, meta, new Date('2026-01-12T10:00:00Z'));
    expect((await sqliteStorage(db).getEnquiry(stored.id))?.attribution).toEqual(memoirClick);
    store.insert(
      { ...enquiry, name: 'Bo', attribution: { first: { fbclid: 'f1', landing_path: '/book-marketing-offer/', at: '2026-01-13T00:00:00.000Z' } } },
      meta,
      new Date('2026-01-13T10:00:00Z'),
    );
    store.insert(
      {
        ...enquiry,
        name: 'Cy\u001b[2J',
        attribution: { last: { utm_source: 'google', utm_campaign: 'memoir\u202e', landing_path: '/lp/', at: '2026-01-14T00:00:00.000Z' } },
      },
      meta,
      new Date('2026-01-14T10:00:00Z'),
    );
    store.insert({ ...enquiry, name: 'Di', attribution: null }, meta, new Date('2026-01-15T10:00:00Z'));
    db.close();
  });

  afterAll(() => removeDir(cliDir));

  it('reads a damaged attribution column as none rather than failing', async () => {
    const db = openDatabase(cliDir);
    try {
      const store = createEnquiryStore(db, []);
      const row = store.insert(
        { name: 'Ed', email: 'ed@example.com', phone: '', message: 'm', page_url: 'https://www.example.com/', attribution: null },
        { userAgent: '', ipHash: 'h' },
        new Date('2020-01-01T00:00:00Z'),
      );
      db.prepare('UPDATE enquiries SET attribution = ? WHERE id = ?').run('{not json', row.id);
      expect((await sqliteStorage(db).getEnquiry(row.id))?.attribution).toBeNull();
      db.prepare('UPDATE enquiries SET attribution = ? WHERE id = ?').run('{"first":{"utm_source":7}}', row.id);
      expect((await sqliteStorage(db).getEnquiry(row.id))?.attribution).toBeNull();
    } finally {
      db.close();
    }
  });

  it('export writes the attribution as CSV columns and JSON fields', async () => {
    const csv = (await run(['export', '--since', '2026-01-01'])).stdout.split('\r\n');
    const header = csv[0]?.split(',') ?? [];
    expect(header).toEqual(expect.arrayContaining(['first_utm_source', 'first_gclid', 'first_landing_path', 'last_referrer_host', 'last_at']));
    expect(header.slice(-ATTRIBUTION_COLUMNS.length)).toEqual([...ATTRIBUTION_COLUMNS]);
    // Every cell is quoted (server/export.ts); these hold no comma or quote of their own.
    const cells = (csv[1]?.split(',') ?? []).map((cell) => cell.replace(/^"|"$/g, ''));
    expect(cells[header.indexOf('first_utm_source')]).toBe('google');
    expect(cells[header.indexOf('first_gclid')]).toBe('abc');
    expect(cells[header.indexOf('last_referrer_host')]).toBe('news.example');
    expect(cells[header.indexOf('last_utm_source')]).toBe('');

    const json = JSON.parse((await run(['export', '--format', 'json', '--since', '2026-01-01'])).stdout) as { name: string; attribution: unknown }[];
    expect(json[0]?.attribution).toEqual(memoirClick);
    expect(json.at(-1)?.attribution).toBeNull();
  });

  it('list shows each touch under its enquiry, escaped', async () => {
    const list = (await run(['list', '--since', '2026-01-01'])).stdout;
    expect(list).toContain('    first: utm_source=google, utm_medium=cpc, utm_campaign=memoir, gclid=abc, landed on /lp/, at 2026-01-10T09:00:00.000Z');
    expect(list).toContain('    last: referrer news.example, landed on /blog/, at 2026-01-12T09:00:00.000Z');
    // Read back through the schema, so a character the receiver strips never reaches a reader.
    expect(list).toContain('utm_campaign=memoir, landed on /lp/');
    expect(list).toContain('Cy\\x1b[2J');
    expect(list).not.toMatch(/[\u001b\u202e]/);
  });

  it('report counts enquiries by source, campaign and landing page', async () => {
    const table = (await run(['report', '--since', '2026-01-01'])).stdout;
    expect(table).toContain('Enquiries received since 2026-01-01T00:00:00.000Z: 4 (1 without attribution; counted by last touch)');
    expect(table).toMatch(/By source\n\s+count\s+source\n\s+1\s+\(direct\)\n\s+1\s+facebook\n\s+1\s+google\n\s+1\s+news\.example\n/);
    expect(table).toMatch(/By campaign\n\s+count\s+campaign\n\s+3\s+\(none\)\n\s+1\s+memoir\n/);
    expect(table).toMatch(/By landing page\n\s+count\s+landing_page\n\s+1\s+\(none\)\n\s+1\s+\/blog\/\n\s+1\s+\/book-marketing-offer\/\n\s+1\s+\/lp\/\n/);

    const first = JSON.parse((await run(['report', '--since', '2026-01-01', '--touch', 'first', '--format', 'json'])).stdout) as {
      by_source: unknown;
      by_campaign: unknown;
    };
    expect(first.by_source).toEqual([
      { value: 'google', count: 2 },
      { value: '(direct)', count: 1 },
      { value: 'facebook', count: 1 },
    ]);
    expect(first.by_campaign).toEqual([
      { value: '(none)', count: 2 },
      { value: 'memoir', count: 2 },
    ]);

    const csv = (await run(['report', '--since', '2026-01-01', '--format', 'csv'])).stdout;
    expect(csv.split('\r\n')).toEqual(expect.arrayContaining(['dimension,value,count', 'source,"google",1', 'landing_page,"/lp/",1', 'campaign,"(none)",3']));
  });

  it('report refuses to run without --since or with a bad option', async () => {
    await expect(run(['report'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('report needs --since DATE') });
    await expect(run(['report', '--since', '2026-01-01', '--touch', 'middle'])).rejects.toMatchObject({ code: 2 });
    await expect(run(['report', '--since', '2026-01-01', '--format', 'xml'])).rejects.toMatchObject({ code: 2 });
  });

  it('names the source from utm_source, then the click id, then the referrer', () => {
    expect(touchSource({ utm_source: 'newsletter', gclid: 'g', landing_path: '/', at: '' })).toBe('newsletter');
    expect(touchSource({ wbraid: 'w', referrer_host: 'x.example', landing_path: '/', at: '' })).toBe('google');
    expect(touchSource({ msclkid: 'm', landing_path: '/', at: '' })).toBe('bing');
    expect(touchSource({ referrer_host: 'x.example', landing_path: '/', at: '' })).toBe('x.example');
    expect(touchSource(undefined)).toBe('(direct)');
    const report = buildReport([], '2026-01-01T00:00:00.000Z', 'last');
    expect(reportToCsv(report)).toBe('dimension,value,count\r\n');
  });
});
