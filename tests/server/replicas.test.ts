/**
 * The receiver as several replicas on one PostgreSQL database, as real processes (server/main.ts,
 * as `npm start` runs it) against a throwaway cluster: nothing lost, nothing stored or sent twice,
 * one rate limit, and a database restart answered with 503s, not 500s or hangs.
 * Skipped with a message where PostgreSQL's binaries are missing (REQUIRE_POSTGRES=1 makes that fail).
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { postgresOrSkip, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { baseEnv, closedPort, postJson, ROOT, runServerToExit, spawnServer, validEnquiry, waitFor } from './helpers';
import type { ChildServer } from './helpers';

const pgBin = postgresOrSkip();
let cluster: PostgresCluster;
let databases = 0;
const children: ChildServer[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (pgBin !== null) cluster = await startPostgresCluster(pgBin);
});
afterAll(() => {
  if (pgBin !== null) cluster.destroy();
});
afterEach(async () => {
  for (const server of children.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const close of closers.splice(0)) await close();
});

async function database(): Promise<{ name: string; url: string }> {
  const name = `replicas_${++databases}`;
  return { name, url: await cluster.createDatabase(name) };
}

/** Two (or more) receivers on one database; DATA_DIR is unused with DATABASE_URL. */
async function replicas(url: string, count: number, extra: Record<string, string> = {}): Promise<ChildServer[]> {
  const started = await Promise.all(Array.from({ length: count }, () => spawnServer(baseEnv('/nonexistent-data-dir', { DATABASE_URL: url, ...extra }))));
  children.push(...started);
  return started;
}

async function storedIds(name: string): Promise<string[]> {
  return (await cluster.query<{ id: string }>(name, 'SELECT id FROM enquiries')).map((row) => row.id);
}

async function post(url: string, overrides: Record<string, unknown> = {}): Promise<{ status: number; id?: string }> {
  const response = await postJson(url, validEnquiry(overrides));
  const body = (await response.json().catch(() => ({}))) as { id?: string };
  return { status: response.status, id: body.id };
}

interface Smtp {
  port: number;
  /** X-Enquiry-Id of every message the server accepted. */
  accepted: string[];
  /** Messages whose DATA arrived while `hang` was on, and were never answered (shared records). */
  hung: string[];
  /** How many of those arrived at this server. */
  hungHere: number;
  mode: 'refuse' | 'accept' | 'hang';
}

/** An SMTP server that refuses (451), accepts, or never answers, as the test sets `mode`. */
async function smtp(shared?: Pick<Smtp, 'accepted' | 'hung'>): Promise<Smtp> {
  const state: Smtp = { port: 0, accepted: shared?.accepted ?? [], hung: shared?.hung ?? [], hungHere: 0, mode: 'accept' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^X-Enquiry-Id: (\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? 'missing';
        if (state.mode === 'hang') {
          state.hung.push(id);
          state.hungHere += 1;
          return; // no answer: the sender holds its lease until it dies
        }
        if (state.mode === 'refuse') {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        state.accepted.push(id);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

const smtpEnv = (port: number): Record<string, string> => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  NOTIFY_TO: 'staff@example.com',
  NOTIFY_FROM: 'Website <web@example.com>',
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
  OUTBOX_POLL_MS: '50',
});

const counts = (values: readonly string[]): Map<string, number> => {
  const map = new Map<string, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return map;
};

describe.skipIf(pgBin === null)('replicas on one PostgreSQL database', () => {
  it('stores 400 concurrent posts spread over two replicas exactly once each', async () => {
    const { name, url } = await database();
    const [a, b] = await replicas(url, 2);
    if (a === undefined || b === undefined) throw new Error('replicas did not start');
    const results = await Promise.all(Array.from({ length: 400 }, (_, i) => post(i % 2 === 0 ? a.url : b.url, { name: `Writer ${i}` })));
    expect(results.filter((result) => result.status !== 201)).toEqual([]);
    const ids = results.map((result) => result.id);
    expect(new Set(ids).size).toBe(400);
    const stored = await storedIds(name);
    expect(stored).toHaveLength(400);
    expect(new Set(stored)).toEqual(new Set(ids));

    // The operator CLI reads the same database.
    const cli = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'export', '--format', 'json'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: '/nonexistent-data-dir' },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect((JSON.parse(cli.stdout) as { id: string }[]).map((row) => row.id).sort()).toEqual([...stored].sort());
  });

  it('loses no acknowledged enquiry when one replica is killed with SIGKILL mid-load', async () => {
    const { name, url } = await database();
    const [doomed, survivor] = await replicas(url, 2);
    if (doomed === undefined || survivor === undefined) throw new Error('replicas did not start');
    const acknowledged: string[] = [];
    let afterKill = 0;
    let killed = false;
    let stopped = false;
    const senders = Array.from({ length: 8 }, async (_, sender) => {
      const target = sender % 2 === 0 ? doomed : survivor;
      for (let i = 0; !stopped; i++) {
        try {
          const result = await post(target.url, { name: `Sender ${sender}-${i}` });
          if (result.status === 201 && result.id) {
            acknowledged.push(result.id);
            if (killed && target === survivor) afterKill += 1;
          }
        } catch {
          if (target === doomed) return; // that replica is gone
        }
      }
    });
    await waitFor(() => acknowledged.length >= 200, 60_000, '200 acknowledged enquiries');
    doomed.child.kill('SIGKILL');
    killed = true;
    await waitFor(() => afterKill >= 50, 60_000, '50 more enquiries on the surviving replica');
    stopped = true;
    await Promise.all(senders);
    expect(await doomed.exited).toBeNull();

    const stored = new Set(await storedIds(name));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });

  it('delivers each notification exactly once across replicas while SMTP fails, then recovers', async () => {
    const { name, url } = await database();
    const server = await smtp();
    server.mode = 'refuse';
    const [a, b] = await replicas(url, 2, smtpEnv(server.port));
    if (a === undefined || b === undefined) throw new Error('replicas did not start');
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i % 2 === 0 ? a.url : b.url, { name: `Mail ${i}` })));
    expect(results.every((result) => result.status === 201)).toBe(true);
    // Both replicas retry while the server refuses.
    await waitFor(async () => (await cluster.query<{ n: string }>(name, 'SELECT COUNT(*) AS n FROM outbox WHERE attempts >= 2'))[0]?.n === '30', 30_000, 'retries');
    server.mode = 'accept';
    await waitFor(
      async () => (await cluster.query<{ n: string }>(name, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'"))[0]?.n === '30',
      30_000,
      'deliveries',
    );
    // Nothing is sent again: one more enquiry on each replica takes both through further passes,
    // and only those two arrive.
    const later = [await post(a.url, { name: 'Later a' }), await post(b.url, { name: 'Later b' })];
    await waitFor(
      async () => (await cluster.query<{ n: string }>(name, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'"))[0]?.n === '32',
      30_000,
      'the later deliveries',
    );
    const sent = counts(server.accepted);
    expect(sent.size).toBe(32);
    expect([...sent.values()].every((times) => times === 1)).toBe(true);
    expect(new Set(sent.keys())).toEqual(new Set([...results, ...later].map((result) => result.id)));
  });

  it('delivers a notification held by a replica that died, once its lease has expired', async () => {
    const { name, url } = await database();
    // One SMTP server per replica, sharing their records, so the test knows which replica is stuck.
    const first = await smtp();
    const second = await smtp({ accepted: first.accepted, hung: first.hung });
    first.mode = 'hang';
    second.mode = 'hang';
    const lease = { OUTBOX_LEASE_MS: '3000', OUTBOX_SEND_TIMEOUT_MS: '2500' };
    const [a] = await replicas(url, 1, { ...smtpEnv(first.port), ...lease });
    const [b] = await replicas(url, 1, { ...smtpEnv(second.port), ...lease });
    if (a === undefined || b === undefined) throw new Error('replicas did not start');
    const { id } = await post(a.url);
    await waitFor(() => first.hung.length >= 1, 15_000, 'a send in progress').catch(async (error: unknown) => {
      // Enough to tell where it stuck: the row's lease and both replicas' logs.
      const outbox = JSON.stringify(await cluster.query(name, 'SELECT status, attempts, lease_until, last_error FROM outbox'));
      throw new Error(`${String(error)}\noutbox: ${outbox}\nreplica a: ${a.output()}\nreplica b: ${b.output()}`);
    });
    expect(first.hung).toEqual([id]);
    const [holder, other, otherServer] = first.hungHere === 1 ? [a, b, second] : [b, a, first];
    holder.child.kill('SIGKILL');
    otherServer.mode = 'accept';
    expect(await holder.exited).toBeNull();
    await waitFor(() => first.accepted.length === 1, 15_000, 'delivery by the surviving replica');
    expect(first.accepted).toEqual([id]);
    const [row] = await cluster.query<{ status: string; attempts: number }>(name, 'SELECT status, attempts FROM outbox');
    expect(row).toEqual({ status: 'delivered', attempts: 2 });
    expect(other.child.exitCode).toBeNull();
    // Not sent again: a later enquiry goes through the survivor's next passes, and only it arrives.
    const later = await post(other.url, { name: 'Later' });
    await waitFor(() => first.accepted.length === 2, 15_000, 'the later delivery');
    expect(first.accepted).toEqual([id, later.id]);
  });

  it('shares the rate limit: five posts over two replicas, and the sixth gets 429 on either', async () => {
    const { name, url } = await database();
    const [a, b] = await replicas(url, 2, { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '600000' });
    if (a === undefined || b === undefined) throw new Error('replicas did not start');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(i % 2 === 0 ? a.url : b.url)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await postJson(b.url, validEnquiry());
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(a.url)).status).toBe(429);
    expect(await storedIds(name)).toHaveLength(5);
    // Counters hold a salted hash of the address, never the address itself.
    const keys = await cluster.query<{ key: string }>(name, 'SELECT key FROM rate_limits');
    expect(keys.map((row) => row.key)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });

  it('answers 503 while the database restarts, and stores posts again afterwards without a restart', async () => {
    const { name, url } = await database();
    const [receiver] = await replicas(url, 1);
    if (receiver === undefined) throw new Error('replica did not start');
    expect((await post(receiver.url)).status).toBe(201);

    cluster.stop('fast');
    try {
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const response = await postJson(receiver.url, validEnquiry(), {});
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: 'database_unavailable' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        // Bounded by the connection timeout, not a hang.
        expect(Date.now() - started).toBeLessThan(10_000);
      }
      // A post caught by the honeypot gets the same answer: nothing tells a bot it was caught.
      const caught = await postJson(receiver.url, validEnquiry({ company_website: 'https://spam.example' }));
      expect([caught.status, await caught.json()]).toEqual([503, { error: 'database_unavailable' }]);
      const health = await fetch(`${receiver.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable' });
    } finally {
      cluster.start();
    }

    expect((await fetch(`${receiver.url}/healthz`)).status).toBe(200);
    const after = await post(receiver.url);
    expect(after.status).toBe(201);
    expect(await storedIds(name)).toHaveLength(2);
    expect(receiver.child.exitCode).toBeNull();
    expect(receiver.output()).not.toMatch(/\n\s+at /);
  });
});

describe('a DATABASE_URL that does not work', () => {
  it('stops startup with one line, no stack trace, when nothing listens there', async () => {
    const port = await closedPort();
    const { code, output } = await runServerToExit(baseEnv('/nonexistent-data-dir', { DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/enquiries` }));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Could not open the enquiry database: nothing accepts connections at postgres://127.0.0.1:${port}/enquiries (connection refused). Is PostgreSQL running, and are the host and port right?`,
    );
    expect(output).not.toContain('secret');
  });

  it('refuses a URL that is not PostgreSQL, before connecting to anything', async () => {
    const { code, output } = await runServerToExit(baseEnv('/nonexistent-data-dir', { DATABASE_URL: 'mysql://app:secret@db/enquiries' }));
    expect(code).toBe(1);
    expect(output).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
    expect(output).not.toMatch(/secret|\n\s+at /);
  });

  it.skipIf(pgBin === null)('names a database that does not exist', async () => {
    const { code, output } = await runServerToExit(baseEnv('/nonexistent-data-dir', { DATABASE_URL: cluster.url('no_such_database') }));
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Could not open the enquiry database: the database in postgres:\/\/127\.0\.0\.1:\d+\/no_such_database does not exist .*createdb\.$/);
  });
});
