/**
 * `npm run bench:api`: throughput and latency of POST /api/send-form (valid enquiries, rate limit
 * off, each one committed) beside GET /healthz in the same run, on loopback, for each storage:
 * SQLite (synchronous=FULL, a throwaway DATA_DIR) and PostgreSQL (a throwaway cluster from
 * Debian's postgresql package, as the tests use; skipped with a note where it is not installed).
 * The receiver runs as its own process, as in production (info logging to /dev/null); autocannon
 * drives it from this process.
 *
 *   BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) adjust the runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';

import { findPostgresBin, POSTGRES_MISSING, startPostgresCluster } from '../tests/support/postgres-cluster';
import { sampleEnquiry } from '../tests/support/sample-enquiry';
import { freePort } from './bench/processes';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}
// autocannon ships no type declarations; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function waitUntilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the receiver did not become healthy within 30 s');
}

function summary(label: string, result: AutocannonResult): string {
  return `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx + result.errors + result.timeouts} |`;
}

interface StorageRun {
  storage: string;
  post: AutocannonResult;
  health: AutocannonResult;
  stored: number;
}

/** One receiver process on the given storage: warm-up, POST for `seconds`, then /healthz. */
async function benchStorage(storage: string, env: Record<string, string>, countStored: () => Promise<number>): Promise<StorageRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), API_ONLY: 'true', RATE_LIMIT_MAX: '0', LOG_LEVEL: 'info', ...env },
  });
  try {
    await waitUntilHealthy(url);
    const body = JSON.stringify(sampleEnquiry);
    // A short warm-up so JIT and database caches do not weigh on the first figures.
    await autocannon({ url: `${url}/healthz`, connections, duration: 2 });
    console.log(`${storage}: posting valid enquiries for ${seconds} s with ${connections} connections…`);
    const post = await autocannon({ url: `${url}/api/send-form`, connections, duration: seconds, method: 'POST', headers: { 'content-type': 'application/json' }, body });
    console.log(`${storage}: GET /healthz for ${seconds} s with ${connections} connections…`);
    const health = await autocannon({ url: `${url}/healthz`, connections, duration: seconds });
    return { storage, post, health, stored: await countStored() };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function benchSqlite(): Promise<StorageRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receiver-bench-'));
  try {
    return await benchStorage('SQLite', { DATA_DIR: dataDir }, async () => {
      const db = new Database(path.join(dataDir, 'enquiries.db'), { readonly: true });
      try {
        return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM enquiries').get()?.n ?? 0;
      } finally {
        db.close();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<StorageRun | null> {
  const bin = findPostgresBin();
  if (bin === null) {
    console.log(POSTGRES_MISSING.replace('tests', 'The PostgreSQL benchmark'));
    return null;
  }
  // Durable settings (fsync, synchronous_commit on), as SQLite's synchronous=FULL is.
  const cluster = await startPostgresCluster(bin, { durable: true });
  try {
    const url = await cluster.createDatabase('bench');
    return await benchStorage('PostgreSQL', { DATABASE_URL: url, DATA_DIR: '/nonexistent-data-dir' }, async () =>
      Number((await cluster.query<{ n: string }>('bench', 'SELECT COUNT(*) AS n FROM enquiries'))[0]?.n ?? 0),
    );
  } finally {
    cluster.destroy();
  }
}

async function main(): Promise<void> {
  const runs = [await benchSqlite(), await benchPostgres()].filter((run): run is StorageRun => run !== null);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log('');
  console.log(`Machine: ${os.availableParallelism()} CPUs (${cpu}), Node ${process.version}, ${os.platform()} ${os.release()}`);
  console.log(`Runs: ${seconds} s each, ${connections} connections, loopback`);
  console.log('');
  console.log('| Storage | Endpoint | Requests/s (mean) | p50 latency (ms) | p99 latency (ms) | Requests | Non-2xx or errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    console.log(summary(`${run.storage} | POST /api/send-form (valid enquiry, stored)`, run.post));
    console.log(summary(`${run.storage} | GET /healthz`, run.health));
  }
  console.log('');
  for (const run of runs) {
    const ratio = run.post.requests.average / run.health.requests.average;
    console.log(`${run.storage}: enquiry throughput is ${(ratio * 100).toFixed(0)}% of /healthz (ratio ${(1 / ratio).toFixed(2)} : 1).`);
    // autocannon stops counting with up to `connections` requests still in flight, which are stored.
    console.log(`${run.storage}: 201 answers counted: ${run.post['2xx']}; rows stored: ${run.stored}.`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
