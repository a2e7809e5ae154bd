/**
 * One suite, both storages: whatever the receiver relies on behaves the same on SQLite and on
 * PostgreSQL. The PostgreSQL half runs against a throwaway cluster (tests/support/postgres-cluster.ts)
 * and is skipped, with a message saying how to install it, where its binaries are missing.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databasePath, listMigrations } from '../../server/db';
import { newStoredEnquiry, type StoredEnquiry } from '../../server/enquiries';
import { openStorage, type Storage } from '../../server/storage';
import type { DeskQuery } from '../../server/storage/types';
import { POSTGRES_MIGRATIONS_DIR } from '../../server/storage/postgres';
import { postgresOrSkip, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { removeDir, tempDir, validEnquiry } from './helpers';

interface Backend {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty storage; `reopen` opens the same data again (another process, say). */
  fresh(): Promise<{ storage: Storage; reopen: () => Promise<Storage>; migrationsRecorded: () => Promise<number>; execute: (sql: string) => Promise<void> }>;
  expectedMigrations: number;
}

const pgBin = postgresOrSkip();
let cluster: PostgresCluster | null = null;
const dirs: string[] = [];
let databases = 0;

beforeAll(async () => {
  if (pgBin !== null) cluster = await startPostgresCluster(pgBin);
});
afterAll(() => {
  cluster?.destroy();
  for (const dir of dirs) removeDir(dir);
});

const sqlite: Backend = {
  name: 'sqlite',
  expectedMigrations: listMigrations().length,
  async fresh() {
    const dataDir = tempDir('contract');
    dirs.push(dataDir);
    const reopen = () => openStorage({ dataDir, databaseUrl: null });
    const migrationsRecorded = async () => {
      const db = new Database(databasePath(dataDir), { readonly: true });
      try {
        return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM schema_migrations').get()?.n ?? 0;
      } finally {
        db.close();
      }
    };
    const execute = async (sql: string) => {
      const db = new Database(databasePath(dataDir));
      try {
        db.exec(sql);
      } finally {
        db.close();
      }
    };
    return { storage: await reopen(), reopen, migrationsRecorded, execute };
  },
};

const postgres: Backend = {
  name: 'postgres',
  expectedMigrations: listMigrations(POSTGRES_MIGRATIONS_DIR).length,
  async fresh() {
    if (cluster === null) throw new Error('no cluster');
    const name = `contract_${++databases}`;
    const url = await cluster.createDatabase(name);
    const reopen = () => openStorage({ dataDir: '', databaseUrl: url }, { poolSize: 4 });
    const migrationsRecorded = async () => Number((await cluster!.query<{ n: string }>(name, 'SELECT COUNT(*) AS n FROM schema_migrations'))[0]?.n ?? 0);
    const execute = async (sql: string) => {
      await cluster!.query(name, sql);
    };
    return { storage: await reopen(), reopen, migrationsRecorded, execute };
  },
};

function enquiryAt(iso: string, overrides: Record<string, unknown> = {}): StoredEnquiry {
  const input = validEnquiry(overrides) as Parameters<typeof newStoredEnquiry>[0];
  return newStoredEnquiry({ ...input, attribution: null }, { userAgent: 'UA', ipHash: 'h' }, new Date(iso));
}

const backends = [sqlite, ...(pgBin === null ? [] : [postgres])];

describe.each(backends)('$name storage', (backend) => {
  const opened: Storage[] = [];
  afterAll(async () => {
    for (const storage of opened) await storage.close().catch(() => undefined);
  });
  async function fresh() {
    const result = await backend.fresh();
    opened.push(result.storage);
    return result;
  }

  it('applies every numbered migration exactly once, even when several processes open it together', async () => {
    const { reopen, migrationsRecorded } = await fresh();
    const more = await Promise.all([reopen(), reopen(), reopen()]);
    opened.push(...more);
    expect(await migrationsRecorded()).toBe(backend.expectedMigrations);
  });

  it('refuses to open, saying why, when an applied migration was renamed or renumbered since', async () => {
    const { storage, reopen, execute } = await fresh();
    await storage.close();
    // As if two branches had each added a migration numbered 2, and the other one had been applied here.
    await execute("UPDATE schema_migrations SET name = '002_other_branch.sql' WHERE version = 2");
    await expect(reopen()).rejects.toThrow(
      /cannot be used \(The database recorded migration 2 as 002_other_branch\.sql, but the migration numbered 2 is now 002_attribution\.sql\. An applied migration is never renamed or renumbered/,
    );
  });

  it('stores an enquiry with one notification per channel, and reads it back', async () => {
    const { storage } = await fresh();
    const first = enquiryAt('2026-01-02T10:00:00.000Z', { name: 'First' });
    const sameMs = [enquiryAt('2026-01-03T10:00:00.000Z', { name: 'Second' }), enquiryAt('2026-01-03T10:00:00.000Z', { name: 'Third' })];
    const withAttribution = { ...enquiryAt('2026-01-04T10:00:00.000Z', { name: 'Fourth' }), attribution: { first: { utm_source: 'google', landing_path: '/lp/' } } };
    for (const row of [first, ...sameMs, withAttribution]) await storage.insertEnquiry(row, ['smtp', 'webhook'], 1_000);

    expect(await storage.getEnquiry(first.id)).toEqual(first);
    expect(await storage.getEnquiry(withAttribution.id)).toEqual(withAttribution);
    expect(await storage.getEnquiry('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await storage.countEnquiries()).toBe(4);
    // Oldest first; rows within one millisecond in the order they were stored.
    expect((await storage.listEnquiries()).map((row) => row.name)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect((await storage.listEnquiries({ since: '2026-01-03T00:00:00.000Z', limit: 2 })).map((row) => row.name)).toEqual(['Second', 'Third']);

    const outbox = await storage.listOutbox();
    expect(outbox).toHaveLength(8);
    expect(outbox[0]).toMatchObject({ enquiry_id: first.id, channel: 'smtp', status: 'pending', attempts: 0, next_attempt_at: 1_000, lease_owner: null });
    expect(typeof outbox[0]?.id).toBe('number');
  });

  it('stores the chosen package and reads it back; none reads as null', async () => {
    const { storage } = await fresh();
    const rise = { ...enquiryAt('2026-01-02T10:00:00.000Z', { name: 'Rise' }), package: 'rise' as const };
    const none = enquiryAt('2026-01-03T10:00:00.000Z', { name: 'None' });
    for (const row of [rise, none]) await storage.insertEnquiry(row, ['webhook'], 1);
    expect((await storage.getEnquiry(rise.id))?.package).toBe('rise');
    expect((await storage.getEnquiry(none.id))?.package).toBeNull();
    expect((await storage.listEnquiries()).map((row) => row.package)).toEqual(['rise', null]);
  });

  it('refuses a second enquiry with the same id and keeps the first', async () => {
    const { storage } = await fresh();
    const row = enquiryAt('2026-01-02T10:00:00.000Z');
    await storage.insertEnquiry(row, ['webhook'], 1);
    await expect(storage.insertEnquiry({ ...row, name: 'Other' }, ['webhook'], 1)).rejects.toThrow();
    expect((await storage.getEnquiry(row.id))?.name).toBe(row.name);
    expect(await storage.listOutbox()).toHaveLength(1);
  });

  it('leases each due notification to one worker at a time, and again after the lease ends', async () => {
    const { storage } = await fresh();
    for (let i = 0; i < 20; i++) await storage.insertEnquiry(enquiryAt(`2026-01-02T10:00:${String(i).padStart(2, '0')}.000Z`), ['webhook'], 100);
    const claim = (owner: string, now: number) => storage.claimNotifications({ owner, leaseUntil: now + 1_000, now, limit: 8, channels: ['webhook'] });

    const claims = await Promise.all([claim('a', 200), claim('b', 200), claim('c', 200), claim('d', 200)]);
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(claims.flat().every((row) => row.attempts === 1)).toBe(true);
    // Nothing is due while the leases last; a channel nobody asked for is never claimed.
    expect(await claim('e', 500)).toEqual([]);
    expect(await storage.claimNotifications({ owner: 'e', leaseUntil: 5_000, now: 5_000, limit: 50, channels: ['smtp'] })).toEqual([]);

    const [mine, lost] = claims[0] ?? [];
    if (mine === undefined || lost === undefined) throw new Error('worker a claimed fewer than two rows');
    expect(await storage.markDelivered(mine.id, 'a', '2026-01-02T11:00:00.000Z')).toBe(true);
    // Only the lease holder may record a delivery.
    expect(await storage.markDelivered(lost.id, 'b', '2026-01-02T11:00:00.000Z')).toBe(false);

    // After the leases expire, the 19 undelivered rows are claimed again, each by one worker.
    const again = (await Promise.all([claim('x', 1_300), claim('y', 1_300), claim('z', 1_300)])).flat();
    expect(again).toHaveLength(19);
    expect(again.every((row) => row.attempts === 2)).toBe(true);
    // The worker that lost its lease cannot record anything for the row any more.
    expect(await storage.markDelivered(lost.id, 'a', '2026-01-02T11:00:00.000Z')).toBe(false);
    const delivered = await storage.listOutbox('delivered');
    expect(delivered.map((row) => row.id)).toEqual([mine.id]);
    expect(delivered[0]).toMatchObject({ delivered_at: '2026-01-02T11:00:00.000Z', lease_owner: null, lease_until: null });
  });

  it('schedules a retry after a failure, fails for good after the last attempt, and retries failed rows on request', async () => {
    const { storage } = await fresh();
    await storage.insertEnquiry(enquiryAt('2026-01-02T10:00:00.000Z'), ['smtp'], 0);
    const [row] = await storage.claimNotifications({ owner: 'w', leaseUntil: 100, now: 0, limit: 1, channels: ['smtp'] });
    if (row === undefined) throw new Error('nothing claimed');
    await storage.markFailed(row.id, 'w', { nextAttemptAt: 50, error: 'Error: refused', maxAttempts: 2 });
    expect((await storage.listOutbox())[0]).toMatchObject({ status: 'pending', next_attempt_at: 50, last_error: 'Error: refused', lease_owner: null });
    expect(await storage.claimNotifications({ owner: 'w', leaseUntil: 100, now: 49, limit: 1, channels: ['smtp'] })).toEqual([]);
    const [second] = await storage.claimNotifications({ owner: 'w', leaseUntil: 200, now: 50, limit: 1, channels: ['smtp'] });
    expect(second?.attempts).toBe(2);
    await storage.markFailed(row.id, 'w', { nextAttemptAt: 300, error: 'Error: refused again', maxAttempts: 2 });
    expect(await storage.listOutbox('failed')).toHaveLength(1);
    expect(await storage.retryFailed(400)).toBe(1);
    expect((await storage.listOutbox())[0]).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: 400 });
  });

  it('purges old enquiries with their notifications, once per interval however many processes ask', async () => {
    const { storage, reopen } = await fresh();
    const old = enquiryAt('2023-05-01T00:00:00.000Z');
    const recent = enquiryAt('2025-05-01T00:00:00.000Z');
    await storage.insertEnquiry(old, ['webhook'], 0);
    await storage.insertEnquiry(recent, ['webhook'], 0);
    const other = await reopen();
    opened.push(other);
    const now = Date.parse('2025-06-01T00:00:00.000Z');
    const day = 86_400_000;
    const results = await Promise.all([storage, other, storage, other].map((replica) => replica.purgeBefore('2024-01-01T00:00:00.000Z', { onceWithinMs: day, now })));
    // One run did the work; the others found it done (or under way) and skipped.
    expect(results.filter((result) => result !== null)).toEqual([1]);
    expect((await storage.listEnquiries()).map((row) => row.id)).toEqual([recent.id]);
    expect((await storage.listOutbox()).map((row) => row.enquiry_id)).toEqual([recent.id]);
    expect(await other.purgeBefore('2026-01-01T00:00:00.000Z', { onceWithinMs: day, now: now + day / 2 })).toBeNull();
    // Without the interval, it runs whenever asked.
    expect(await other.purgeBefore('2026-01-01T00:00:00.000Z', { now: now + day / 2 })).toBe(1);
  });

  it('keeps one generated IP hash salt, unless one is configured', async () => {
    const { storage, reopen } = await fresh();
    const salt = await storage.ipHashSalt(undefined);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const other = await reopen();
    opened.push(other);
    expect(await other.ipHashSalt(undefined)).toBe(salt);
    expect(await other.ipHashSalt('configured-salt-value')).toBe('configured-salt-value');
  });

  it('lists the desk inbox newest first, one page at a time, with search and filters', async () => {
    const { storage } = await fresh();
    const touch = (utm_source: string, utm_campaign?: string) => ({
      last: { utm_source, ...(utm_campaign ? { utm_campaign } : {}), landing_path: '/lp/', at: '2026-01-01T00:00:00.000Z' },
    });
    const rows = [
      {
        ...enquiryAt('2026-01-05T10:00:00.000Z', { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A memoir about engines' }),
        attribution: touch('google', 'memoir'),
      },
      { ...enquiryAt('2026-01-06T10:00:00.000Z', { name: 'Bob', email: 'bob@example.com', message: 'Poetry 100%_done' }), attribution: touch('facebook', 'poetry') },
      {
        ...enquiryAt('2026-01-06T10:00:00.000Z', { name: 'Cy', email: 'cy@example.com', message: 'Cookbook' }),
        attribution: { first: { gclid: 'x', landing_path: '/', at: '2026-01-01T00:00:00.000Z' } },
      },
      enquiryAt('2026-01-08T10:00:00.000Z', { name: 'Dee', email: 'dee@example.org', message: 'Children book' }),
    ];
    for (const row of rows) await storage.insertEnquiry(row, ['webhook'], 0);
    const page = (query: Partial<DeskQuery> = {}) => storage.searchEnquiries({ limit: 10, offset: 0, ...query });
    const names = async (query: Partial<DeskQuery> = {}) => (await page(query)).rows.map((row) => row.name);

    // Newest first; within one millisecond the later stored first.
    expect(await names()).toEqual(['Dee', 'Cy', 'Bob', 'Ada Lovelace']);
    expect(await page({ limit: 2, offset: 2 })).toMatchObject({ total: 4, rows: [{ name: 'Bob' }, { name: 'Ada Lovelace' }] });
    expect((await page()).rows[3]).toMatchObject({ id: rows[0]?.id, email: 'ada@example.com', status: 'new', source: 'google', campaign: 'memoir' });
    // Search: name, e-mail and message, any case; LIKE's wildcards are plain characters.
    expect(await names({ search: 'LOVELACE' })).toEqual(['Ada Lovelace']);
    expect(await names({ search: 'example.org' })).toEqual(['Dee']);
    expect(await names({ search: 'cookbook' })).toEqual(['Cy']);
    expect(await names({ search: '%_' })).toEqual(['Bob']);
    expect(await names({ search: '_' })).toEqual(['Bob']);
    // Source and campaign as the report counts them: the last touch, else the first; click ids name their platform.
    expect(await names({ source: 'google' })).toEqual(['Cy', 'Ada Lovelace']);
    expect(await names({ source: '(direct)' })).toEqual(['Dee']);
    expect(await names({ campaign: 'poetry' })).toEqual(['Bob']);
    expect(await names({ campaign: '(none)' })).toEqual(['Dee', 'Cy']);
    expect(await names({ from: '2026-01-06T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z' })).toEqual(['Cy', 'Bob']);
    await storage.setStatus(rows[1]!.id, 'contacted', { email: 'staff@example.com', at: '2026-01-07T00:00:00.000Z' });
    expect(await names({ status: 'contacted' })).toEqual(['Bob']);
    expect(await names({ status: 'new', source: 'google' })).toEqual(['Cy', 'Ada Lovelace']);
    expect(await page({ status: 'won' })).toEqual({ total: 0, rows: [] });
  });

  it('sets statuses and adds notes with who and when in the audit trail, shown with the enquiry and its notifications', async () => {
    const { storage } = await fresh();
    const row = enquiryAt('2026-01-05T10:00:00.000Z');
    await storage.insertEnquiry(row, ['smtp', 'webhook'], 0);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await storage.getDeskEnquiry(missing)).toBeUndefined();
    expect(await storage.setStatus(missing, 'won', { email: 'a@example.com', at: '2026-01-06T00:00:00.000Z' })).toBe(false);
    expect(await storage.addNote(missing, 'x', { email: 'a@example.com', at: '2026-01-06T00:00:00.000Z' })).toBe(false);

    const fresh1 = await storage.getDeskEnquiry(row.id);
    expect(fresh1).toMatchObject({ enquiry: row, status: 'new', notes: [], history: [] });
    expect(fresh1?.outbox.map((notification) => notification.channel)).toEqual(['smtp', 'webhook']);

    expect(await storage.setStatus(row.id, 'contacted', { email: 'sam@example.com', at: '2026-01-06T09:00:00.000Z' })).toBe(true);
    expect(await storage.addNote(row.id, 'Called; <b>wants</b> a quote', { email: 'kim@example.com', at: '2026-01-06T10:00:00.000Z' })).toBe(true);
    // The same status again changes nothing and records nothing.
    expect(await storage.setStatus(row.id, 'contacted', { email: 'kim@example.com', at: '2026-01-06T11:00:00.000Z' })).toBe(true);
    expect(await storage.setStatus(row.id, 'won', { email: 'kim@example.com', at: '2026-01-07T09:00:00.000Z' })).toBe(true);

    const detail = await storage.getDeskEnquiry(row.id);
    expect(detail?.status).toBe('won');
    expect(detail?.notes).toEqual([{ id: expect.any(Number), body: 'Called; <b>wants</b> a quote', author: 'kim@example.com', created_at: '2026-01-06T10:00:00.000Z' }]);
    expect(detail?.history).toEqual([
      { at: '2026-01-06T09:00:00.000Z', actor: 'sam@example.com', action: 'status', previous: 'new', detail: 'contacted' },
      { at: '2026-01-06T10:00:00.000Z', actor: 'kim@example.com', action: 'note', previous: null, detail: 'Called; <b>wants</b> a quote' },
      { at: '2026-01-07T09:00:00.000Z', actor: 'kim@example.com', action: 'status', previous: 'contacted', detail: 'won' },
    ]);
    expect(await storage.listStatuses()).toEqual(new Map([[row.id, 'won']]));

    // Concurrent changes each record the status they replaced, in one consistent chain.
    const other = enquiryAt('2026-01-05T11:00:00.000Z');
    await storage.insertEnquiry(other, [], 0);
    const statuses = ['contacted', 'qualified', 'lost', 'won', 'contacted', 'qualified'] as const;
    await Promise.all(statuses.map((status, i) => storage.setStatus(other.id, status, { email: `s${i}@example.com`, at: `2026-01-08T00:00:0${i}.000Z` })));
    const chain = (await storage.getDeskEnquiry(other.id))?.history ?? [];
    chain.forEach((entry, i) => expect(entry.previous).toBe(i === 0 ? 'new' : chain[i - 1]?.detail));

    // The purge takes the desk's records with the enquiry.
    expect(await storage.purgeBefore('2027-01-01T00:00:00.000Z')).toBe(2);
    expect(await storage.listStatuses()).toEqual(new Map());
  });

  it('remembers desk sessions ended by signing out, and forgets them once older than any session', async () => {
    const { storage, reopen } = await fresh();
    expect(await storage.isDeskSessionEnded('s1')).toBe(false);
    await storage.endDeskSession('s1', '2026-01-01T00:00:00.000Z', '2025-12-31T00:00:00.000Z');
    await storage.endDeskSession('s1', '2026-01-01T00:00:01.000Z', '2025-12-31T00:00:00.000Z');
    const other = await reopen();
    opened.push(other);
    expect(await other.isDeskSessionEnded('s1')).toBe(true);
    await other.endDeskSession('s2', '2026-01-02T00:00:00.000Z', '2026-01-01T12:00:00.000Z');
    expect(await storage.isDeskSessionEnded('s1')).toBe(false);
    expect(await storage.isDeskSessionEnded('s2')).toBe(true);
  });

  it('reports enquiries per week by source and campaign, and the won rate by campaign, within a date range', async () => {
    const { storage } = await fresh();
    const tagged = (iso: string, utm_campaign: string) => ({
      ...enquiryAt(iso),
      attribution: { last: { utm_source: 'google', utm_campaign, landing_path: '/lp/', at: iso } },
    });
    // Monday 5 January 2026 and Monday 12 January.
    const rows = [
      tagged('2026-01-05T00:00:00.000Z', 'memoir'),
      tagged('2026-01-11T23:59:59.999Z', 'memoir'),
      tagged('2026-01-12T08:00:00.000Z', 'memoir'),
      enquiryAt('2026-01-13T08:00:00.000Z'),
      tagged('2026-01-19T08:00:00.000Z', 'memoir'),
    ];
    for (const row of rows) await storage.insertEnquiry(row, [], 0);
    await storage.setStatus(rows[0]!.id, 'won', { email: 'a@example.com', at: '2026-01-20T00:00:00.000Z' });

    const report = await storage.deskReport({ from: '2026-01-05T00:00:00.000Z', to: '2026-01-19T00:00:00.000Z' });
    expect(report).toMatchObject({
      total: 4,
      weeks: ['2026-01-05', '2026-01-12'],
      bySource: [
        { value: 'google', counts: [2, 1], total: 3 },
        { value: '(direct)', counts: [0, 1], total: 1 },
      ],
      byCampaign: [
        { value: 'memoir', counts: [2, 1], total: 3 },
        { value: '(none)', counts: [0, 1], total: 1 },
      ],
      wonByCampaign: [
        { campaign: 'memoir', total: 3, won: 1, rate: 1 / 3 },
        { campaign: '(none)', total: 1, won: 0, rate: 0 },
      ],
    });
  });

  it('reports itself usable', async () => {
    const { storage } = await fresh();
    expect(await storage.state()).toBe('ok');
  });

  if (backend.name === 'postgres') {
    it('counts requests per client in one window shared by every process', async () => {
      const { storage, reopen } = await fresh();
      const other = await reopen();
      opened.push(other);
      const count = storage.countRequest;
      const countElsewhere = other.countRequest;
      if (count === null || countElsewhere === null) throw new Error('PostgreSQL must share the rate limit');
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? count : countElsewhere)('client-a', 60_000, 1_000)));
      expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await count('client-b', 60_000, 1_000)).current).toBe(1);
      expect(await count('client-a', 60_000, 31_000)).toEqual({ current: 7, ttl: 30_000 });
      // A new window starts from one.
      expect(await countElsewhere('client-a', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
    });
  } else {
    it('leaves the rate limit to the single process', async () => {
      const { storage } = await fresh();
      expect(storage.countRequest).toBeNull();
    });
  }
});
