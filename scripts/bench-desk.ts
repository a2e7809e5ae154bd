/**
 * `npx tsx scripts/bench-desk.ts`: how fast the staff desk's lists and report answer with 100,000
 * stored enquiries, on SQLite and on PostgreSQL (a throwaway cluster, skipped where Debian's
 * postgresql is not installed). Calls the storage methods the desk's routes call; each query runs
 * once to warm up, then BENCH_RUNS times (default 7), and the median is printed as a Markdown
 * table for docs/benchmarks.md.
 *
 *   BENCH_ENQUIRIES (default 100000) sets the number of enquiries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { openDatabase } from '../server/db';
import { ENQUIRY_COLUMNS, toRow, type StoredEnquiry } from '../server/enquiries';
import { openPostgresStorage } from '../server/storage/postgres';
import { sqliteStorage } from '../server/storage/sqlite';
import { ENQUIRY_STATUSES, type Storage } from '../server/storage/types';
import { findPostgresBin, POSTGRES_MISSING, startPostgresCluster } from '../tests/support/postgres-cluster';

const COUNT = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SOURCES = ['google', 'facebook', 'bing', 'newsletter', 'partner.example'];
const NOW = Date.parse('2026-11-01T00:00:00.000Z');
const TWO_YEARS_MS = 730 * 86_400_000;

/** Deterministic pseudo-random numbers, so every run stores the same rows. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function rows(): { enquiries: StoredEnquiry[]; statuses: [string, string][] } {
  const next = random(42);
  const enquiries: StoredEnquiry[] = [];
  const statuses: [string, string][] = [];
  for (let i = 0; i < COUNT; i++) {
    const created = new Date(NOW - Math.floor(next() * TWO_YEARS_MS)).toISOString();
    const tagged = next() < 0.7;
    const id = `${i.toString(16).padStart(8, '0')}-0000-4000-8000-${Math.floor(next() * 2 ** 48)
      .toString(16)
      .padStart(12, '0')}`;
    enquiries.push({
      id,
      created_at: created,
      name: `Writer ${i}`,
      email: `writer${i}@example.com`,
      phone: '',
      message: `Book project number ${i}: a ${['memoir', 'novel', 'cookbook', 'children book'][i % 4]} of about ${(i % 90) + 10} thousand words.`,
      page_url: 'https://www.example.com/lp/',
      user_agent: 'Mozilla/5.0',
      ip_hash: 'h'.repeat(64),
      attribution: tagged ? { last: { utm_source: SOURCES[i % SOURCES.length], utm_campaign: `campaign-${i % 20}`, landing_path: '/lp/', at: created } } : null,
    });
    if (next() < 0.3) statuses.push([id, ENQUIRY_STATUSES[1 + (i % 4)] ?? 'contacted']);
  }
  return { enquiries, statuses };
}

interface Measure {
  label: string;
  run: (storage: Storage) => Promise<unknown>;
}

const MEASURES: Measure[] = [
  { label: 'Inbox, first page (50 newest)', run: (s) => s.searchEnquiries({ limit: 50, offset: 0 }) },
  { label: 'Inbox, page 200', run: (s) => s.searchEnquiries({ limit: 50, offset: 199 * 50 }) },
  { label: 'Search "writer9999@" (name, e-mail, message)', run: (s) => s.searchEnquiries({ search: 'writer9999@', limit: 50, offset: 0 }) },
  { label: 'Filter: one campaign', run: (s) => s.searchEnquiries({ campaign: 'campaign-7', limit: 50, offset: 0 }) },
  { label: 'Filter: status Won', run: (s) => s.searchEnquiries({ status: 'won', limit: 50, offset: 0 }) },
  { label: 'Filter: one month', run: (s) => s.searchEnquiries({ from: '2026-06-01T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z', limit: 50, offset: 0 }) },
  { label: 'Report, 12 weeks', run: (s) => s.deskReport({ from: '2026-08-09T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' }) },
  { label: 'Report, one year', run: (s) => s.deskReport({ from: '2025-11-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' }) },
];

async function measure(storage: Storage): Promise<number[]> {
  const medians: number[] = [];
  for (const item of MEASURES) {
    await item.run(storage);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      await item.run(storage);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    medians.push(times[Math.floor(times.length / 2)] ?? 0);
  }
  return medians;
}

async function sqlite(data: ReturnType<typeof rows>): Promise<number[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-desk-'));
  try {
    const db = openDatabase(dir);
    const insert = db.prepare(`INSERT INTO enquiries (${ENQUIRY_COLUMNS.join(', ')}) VALUES (${ENQUIRY_COLUMNS.map((column) => `@${column}`).join(', ')})`);
    const status = db.prepare("INSERT INTO enquiry_status (enquiry_id, status, updated_at, updated_by) VALUES (?, ?, '2026-11-01T00:00:00.000Z', 'bench@example.com')");
    db.transaction(() => {
      for (const enquiry of data.enquiries) insert.run(toRow(enquiry));
      for (const [id, value] of data.statuses) status.run(id, value);
    })();
    db.exec('ANALYZE');
    const storage = sqliteStorage(db);
    try {
      return await measure(storage);
    } finally {
      await storage.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(data: ReturnType<typeof rows>): Promise<number[] | null> {
  const bin = findPostgresBin();
  if (bin === null) {
    console.warn(POSTGRES_MISSING);
    return null;
  }
  const cluster = await startPostgresCluster(bin);
  try {
    const url = await cluster.createDatabase('bench_desk');
    const storage = await openPostgresStorage(url, { poolSize: 4 });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let start = 0; start < data.enquiries.length; start += 1000) {
        const batch = data.enquiries.slice(start, start + 1000).map(toRow);
        const values: unknown[] = [];
        const tuples = batch.map((row) => `(${ENQUIRY_COLUMNS.map((column) => `$${values.push(row[column])}`).join(', ')})`);
        await client.query(`INSERT INTO enquiries (${ENQUIRY_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, values);
      }
      for (let start = 0; start < data.statuses.length; start += 5000) {
        const batch = data.statuses.slice(start, start + 5000);
        await client.query(
          "INSERT INTO enquiry_status (enquiry_id, status, updated_at, updated_by) SELECT id, status, '2026-11-01T00:00:00.000Z', 'bench@example.com' FROM unnest($1::text[], $2::text[]) AS t(id, status)",
          [batch.map(([id]) => id), batch.map(([, value]) => value)],
        );
      }
      await client.query('ANALYZE');
      return await measure(storage);
    } finally {
      await client.end();
      await storage.close();
    }
  } finally {
    cluster.destroy();
  }
}

async function main(): Promise<void> {
  const data = rows();
  const onSqlite = await sqlite(data);
  const onPostgres = await postgres(data);
  const ms = (value: number | undefined) => (value === undefined ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
  console.log(`${COUNT.toLocaleString('en-US')} enquiries (70% with a campaign, 30% with a status set); median of ${RUNS} runs, ms\n`);
  console.log('| Query | SQLite (ms) | PostgreSQL (ms) |');
  console.log('| --- | ---: | ---: |');
  MEASURES.forEach((item, index) => console.log(`| ${item.label} | ${ms(onSqlite[index])} | ${onPostgres ? ms(onPostgres[index]) : 'not run'} |`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
