/**
 * PostgreSQL storage, chosen with DATABASE_URL: any number of receiver replicas share one database.
 *
 * - Migrations (server/migrations/postgres/) run under a session advisory lock, each in its own
 *   transaction, so replicas starting together apply each one exactly once.
 * - Notifications are claimed with FOR UPDATE SKIP LOCKED and a lease: two replicas never lease the
 *   same row, and a row leased by a replica that died is claimed again once its lease has expired.
 * - The retention purge takes a transaction-level advisory lock and records its last run, so the
 *   cluster purges once a day however many replicas run the daily timer.
 * - The rate-limit counters live in a table, so every replica sees the same count per client.
 *
 * Every connection attempt and query has a time limit, so an unreachable database turns into a
 * quick error (answered 503 by the receiver), never a request that hangs.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import pg from 'pg';

import { assertSameMigration, listMigrations, MIGRATIONS_DIR, StorageError } from '../db';
import { ENQUIRY_COLUMNS, fromRow, toRow, type EnquiryRow } from '../enquiries';
import { buildDeskReport, deskListItem, type DeskPageRow, type DeskReportRow } from './desk-report';
import { DESK_FROM, deskReportSql, deskWhere } from './desk-sql';
import {
  HONEYPOT_COUNT_KEY,
  RETENTION_LAST_RUN_KEY,
  type ClaimedNotification,
  type DeskHistoryEntry,
  type DeskNote,
  type EnquiryStatus,
  type OutboxRow,
  type RateCount,
  type Storage,
} from './types';

export const POSTGRES_MIGRATIONS_DIR = path.join(MIGRATIONS_DIR, 'postgres');

/** Advisory lock keys (any fixed numbers, unique to this application within the database). */
const MIGRATION_LOCK = 640_117_001;
const RETENTION_LOCK = 640_117_002;
/** The longest rate-limit window the configuration allows (RATE_LIMIT_WINDOW_MS); older rows are spent. */
const LONGEST_RATE_WINDOW_MS = 86_400_000;

export interface PostgresOptions {
  /** Connections per replica. */
  poolSize?: number;
  /** How long to wait for a connection before giving up (the receiver then answers 503). */
  connectTimeoutMs?: number;
  /** How long one query may take. */
  queryTimeoutMs?: number;
  /** Told about errors on idle connections (a database restart), which must not crash the process. */
  onIdleError?: (error: Error) => void;
}

const INT8_OID = 20;

/** BIGINT columns hold epoch milliseconds and ids, all far below 2^53: read them as numbers. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The URL to show people: scheme, host, port and database only. Nothing of the user name or
 * password, whatever the URL looks like: an unencoded `/`, `?`, `#` or `@` in a password makes a
 * URL parser read part of it as the host, port or path (`postgres://enq:123/ss@host/db` parses as
 * port 123 and path `/ss@host/db`), so everything up to the last `@` is dropped before parsing.
 */
export function redactDatabaseUrl(url: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*:)\/\//i.exec(url);
  if (!scheme?.[1]) return '(unparseable DATABASE_URL)';
  const afterScheme = url.slice(scheme[0].length);
  const at = afterScheme.lastIndexOf('@');
  const rest = at === -1 ? afterScheme : afterScheme.slice(at + 1);
  try {
    const parsed = new URL(`${scheme[1]}//${rest}`);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return `${scheme[1].toLowerCase()}//(unparseable host)`;
  }
}

/** Connection-level trouble and server shutdowns: the database may be back in a moment. */
const TEMPORARY_SQLSTATE = /^(08|53|57P0[1-3]$|40001$|40P01$|55P03$)/;
const TEMPORARY_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
const TEMPORARY_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection refused|connect ECONNREFUSED/i;

export function isTemporaryPostgresFailure(error: unknown): boolean {
  const code = errorCode(error);
  if (TEMPORARY_NODE_CODES.has(code) || TEMPORARY_SQLSTATE.test(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isTemporaryPostgresFailure);
  return TEMPORARY_MESSAGES.test(errorText(error));
}

/** One line for the person starting the receiver with a DATABASE_URL that does not work. */
function describeConnectError(url: string, error: unknown): string {
  const where = redactDatabaseUrl(url);
  const code = errorCode(error);
  if (code === 'ECONNREFUSED' || (error instanceof AggregateError && error.errors.every((inner) => errorCode(inner) === 'ECONNREFUSED'))) {
    return `nothing accepts connections at ${where} (connection refused). Is PostgreSQL running, and are the host and port right?`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host in ${where} cannot be found.`;
  if (code === '28P01' || code === '28000') return `PostgreSQL refused the user or password in DATABASE_URL (${errorText(error)}).`;
  if (code === '3D000') return `the database in ${where} does not exist (${errorText(error)}). Create it first, e.g. createdb.`;
  if (/timeout/i.test(errorText(error))) return `no answer from ${where} in time. Check the host, the port and any firewall.`;
  return `${where} cannot be used (${code ? `${code}: ` : ''}${errorText(error)}).`;
}

export function parseDatabaseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StorageError('DATABASE_URL is not a URL. Expected postgres://user:password@host:5432/database.');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new StorageError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got ${parsed.protocol}//). Leave it unset to keep enquiries in SQLite under DATA_DIR.`,
    );
  }
  return parsed;
}

/**
 * Runs on its own connection without the pool's query timeout: a migration (an index on a large
 * table) or the wait for another replica's migration may rightly take longer than a request may.
 */
async function migrate(url: string, connectTimeoutMs: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, application_name: 'enquiry-receiver-migrate' });
  // A dropped connection also rejects the query under way, which is where it is reported.
  client.on('error', () => undefined);
  await client.connect();
  const applied: number[] = [];
  try {
    // Held for the whole run: a replica starting at the same moment waits here, then finds every
    // migration recorded and applies none.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version    INTEGER PRIMARY KEY,
        name       TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )`);
      for (const migration of listMigrations(POSTGRES_MIGRATIONS_DIR)) {
        const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations WHERE version = $1', [migration.version]);
        const [done] = rows;
        if (done) {
          assertSameMigration(migration, done.name);
          continue;
        }
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            migration.version,
            migration.name,
            new Date().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
        applied.push(migration.version);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return applied;
}

const SELECT_ENQUIRY = `SELECT ${ENQUIRY_COLUMNS.join(', ')} FROM enquiries`;
const OUTBOX_COLUMNS = 'id, enquiry_id, channel, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, created_at, delivered_at';

/** Runs `work` in one transaction on one connection; rolls back on any error. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is dropped rather than reused.
    client.release(broken);
  }
}

export async function openPostgresStorage(url: string, options: PostgresOptions = {}): Promise<Storage> {
  parseDatabaseUrl(url);
  const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
  try {
    await migrate(url, connectTimeoutMs);
  } catch (error) {
    throw new StorageError(describeConnectError(url, error));
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'enquiry-receiver',
    types,
  });
  pool.on('error', (error) => options.onIdleError?.(error));

  const storage: Storage = {
    kind: 'postgres',
    location: redactDatabaseUrl(url),
    async insertEnquiry(enquiry, channels, nowMs) {
      const row = toRow(enquiry);
      await inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO enquiries (${ENQUIRY_COLUMNS.join(', ')}) VALUES (${ENQUIRY_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})`,
          ENQUIRY_COLUMNS.map((column) => row[column]),
        );
        for (const channel of channels) {
          await client.query('INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES ($1, $2, $3, $4)', [
            enquiry.id,
            channel,
            nowMs,
            enquiry.created_at,
          ]);
        }
      });
    },
    async getEnquiry(id) {
      const { rows } = await pool.query<EnquiryRow>(`${SELECT_ENQUIRY} WHERE id = $1`, [id]);
      return rows[0] === undefined ? undefined : fromRow(rows[0]);
    },
    async listEnquiries(options = {}) {
      const { rows } = await pool.query<EnquiryRow>(`${SELECT_ENQUIRY} WHERE created_at >= $1 ORDER BY created_at, seq LIMIT $2`, [
        options.since ?? '',
        options.limit ?? null,
      ]);
      return rows.map(fromRow);
    },
    async countEnquiries() {
      const { rows } = await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM enquiries');
      return rows[0]?.n ?? 0;
    },
    async purgeBefore(cutoff, options = {}) {
      const now = options.now ?? Date.now();
      return inTransaction(pool, async (client) => {
        // Another replica purging right now: this one has nothing to add.
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK]);
        if (!rows[0]?.locked) return null;
        if (options.onceWithinMs !== undefined) {
          const last = await client.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [RETENTION_LAST_RUN_KEY]);
          const previous = Date.parse(last.rows[0]?.value ?? '');
          if (Number.isFinite(previous) && now - previous < options.onceWithinMs) return null;
          await client.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
            RETENTION_LAST_RUN_KEY,
            new Date(now).toISOString(),
          ]);
        }
        await client.query('DELETE FROM rate_limits WHERE window_start < $1', [now - LONGEST_RATE_WINDOW_MS]);
        if (cutoff === null) return 0;
        const deleted = await client.query('DELETE FROM enquiries WHERE created_at < $1', [cutoff]);
        return deleted.rowCount ?? 0;
      });
    },
    async claimNotifications({ owner, leaseUntil, now, limit, channels }) {
      if (channels.length === 0) return [];
      // SKIP LOCKED: rows another replica is claiming this instant are left to it, not waited for.
      const { rows } = await pool.query<ClaimedNotification>(
        `UPDATE outbox SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
             AND channel = ANY($4::text[])
           ORDER BY next_attempt_at, id
           LIMIT $5
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, enquiry_id, channel, attempts`,
        [owner, leaseUntil, now, [...channels], limit],
      );
      return rows;
    },
    async markDelivered(id, owner, at) {
      const { rowCount } = await pool.query(
        `UPDATE outbox SET status = 'delivered', delivered_at = $3, lease_owner = NULL, lease_until = NULL, last_error = NULL
         WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
        [id, owner, at],
      );
      return (rowCount ?? 0) > 0;
    },
    async markFailed(id, owner, failure) {
      await pool.query(
        `UPDATE outbox SET status = CASE WHEN attempts >= $5 THEN 'failed' ELSE 'pending' END,
           next_attempt_at = $3, last_error = $4, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
        [id, owner, failure.nextAttemptAt, failure.error, failure.maxAttempts],
      );
    },
    async listOutbox(status) {
      const { rows } =
        status === undefined
          ? await pool.query<OutboxRow>(`SELECT ${OUTBOX_COLUMNS} FROM outbox ORDER BY id`)
          : await pool.query<OutboxRow>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE status = $1 ORDER BY id`, [status]);
      return rows;
    },
    async retryFailed(now) {
      const { rowCount } = await pool.query(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_owner = NULL, lease_until = NULL WHERE status = 'failed'`,
        [now],
      );
      return rowCount ?? 0;
    },
    async searchEnquiries(query) {
      const { where, params } = deskWhere('postgres', query);
      const count = async () =>
        (await pool.query<{ n: number }>(`SELECT COUNT(*)::int AS n ${where === '' ? 'FROM enquiries' : `${DESK_FROM} ${where}`}`, params)).rows[0]?.n ?? 0;
      // As on SQLite: filtered, one pass counts and pages; unfiltered, the index walks to the page.
      const { rows } = await pool.query<DeskPageRow>(
        `SELECT e.id, e.created_at, e.name, e.email, COALESCE(s.status, 'new') AS status, e.attribution${where === '' ? '' : ', (COUNT(*) OVER ())::int AS matches'}
         ${DESK_FROM} ${where} ORDER BY e.created_at DESC, e.seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      );
      const total = where !== '' && rows[0]?.matches !== undefined ? rows[0].matches : await count();
      return { total, rows: rows.map(deskListItem) };
    },
    async getDeskEnquiry(id) {
      const { rows } = await pool.query<EnquiryRow>(`${SELECT_ENQUIRY} WHERE id = $1`, [id]);
      const row = rows[0];
      if (row === undefined) return undefined;
      const [status, outbox, notes, audit] = await Promise.all([
        pool.query<{ status: EnquiryStatus }>('SELECT status FROM enquiry_status WHERE enquiry_id = $1', [id]),
        pool.query<OutboxRow>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE enquiry_id = $1 ORDER BY id`, [id]),
        pool.query<DeskNote>('SELECT id, body, author, created_at FROM enquiry_notes WHERE enquiry_id = $1 ORDER BY id', [id]),
        pool.query<DeskHistoryEntry>('SELECT at, actor, action, previous, detail FROM enquiry_audit WHERE enquiry_id = $1 ORDER BY id', [id]),
      ]);
      const bodies = new Map(notes.rows.map((note) => [String(note.id), note.body]));
      return {
        enquiry: fromRow(row),
        status: status.rows[0]?.status ?? 'new',
        outbox: outbox.rows,
        notes: notes.rows,
        history: audit.rows.map((entry) => (entry.action === 'note' ? { ...entry, detail: bodies.get(entry.detail) ?? '' } : entry)),
      };
    },
    async setStatus(id, status, actor) {
      return inTransaction(pool, async (client) => {
        // The enquiry's row lock orders concurrent changes, so each audit entry names the status it replaced.
        const found = await client.query('SELECT 1 FROM enquiries WHERE id = $1 FOR UPDATE', [id]);
        if (!found.rowCount) return false;
        const current = await client.query<{ status: EnquiryStatus }>('SELECT status FROM enquiry_status WHERE enquiry_id = $1', [id]);
        const previous = current.rows[0]?.status ?? 'new';
        if (previous === status) return true;
        await client.query(
          `INSERT INTO enquiry_status (enquiry_id, status, updated_at, updated_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [id, status, actor.at, actor.email],
        );
        await client.query('INSERT INTO enquiry_audit (enquiry_id, at, actor, action, previous, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
          id,
          actor.at,
          actor.email,
          'status',
          previous,
          status,
        ]);
        return true;
      });
    },
    async addNote(id, body, actor) {
      return inTransaction(pool, async (client) => {
        const found = await client.query('SELECT 1 FROM enquiries WHERE id = $1 FOR UPDATE', [id]);
        if (!found.rowCount) return false;
        const note = await client.query<{ id: number }>('INSERT INTO enquiry_notes (enquiry_id, body, author, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
          id,
          body,
          actor.email,
          actor.at,
        ]);
        await client.query('INSERT INTO enquiry_audit (enquiry_id, at, actor, action, previous, detail) VALUES ($1, $2, $3, $4, NULL, $5)', [
          id,
          actor.at,
          actor.email,
          'note',
          String(note.rows[0]?.id),
        ]);
        return true;
      });
    },
    async listStatuses() {
      const { rows } = await pool.query<{ enquiry_id: string; status: EnquiryStatus }>("SELECT enquiry_id, status FROM enquiry_status WHERE status <> 'new'");
      return new Map(rows.map((row) => [row.enquiry_id, row.status]));
    },
    async endDeskSession(id, endedAt, forgetBefore) {
      await pool.query('DELETE FROM desk_sessions_ended WHERE ended_at < $1', [forgetBefore]);
      await pool.query('INSERT INTO desk_sessions_ended (id, ended_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, endedAt]);
    },
    async isDeskSessionEnded(id) {
      const { rowCount } = await pool.query('SELECT 1 FROM desk_sessions_ended WHERE id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
    async deskReport(range) {
      const { rows } = await pool.query<DeskReportRow>(deskReportSql('postgres'), [range.from, range.to]);
      return buildDeskReport(rows, range);
    },
    async recordHoneypot() {
      // In a transaction of its own, as an enquiry is stored: the same round trips.
      await inTransaction(pool, async (client) => {
        await client.query("INSERT INTO meta (key, value) VALUES ($1, '1') ON CONFLICT (key) DO UPDATE SET value = (meta.value::bigint + 1)::text", [HONEYPOT_COUNT_KEY]);
      });
    },
    async ipHashSalt(configured) {
      if (configured !== undefined) return configured;
      await pool.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', ['ip_hash_salt', randomBytes(32).toString('hex')]);
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', ['ip_hash_salt']);
      if (rows[0] === undefined) throw new Error('ip_hash_salt missing from meta after insert');
      return rows[0].value;
    },
    async countRequest(key, windowMs, now): Promise<RateCount> {
      // One statement, so two replicas counting the same client at once both see the other's request.
      const { rows } = await pool.query<{ count: number; window_start: number }>(
        `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_start + $3 <= $2 THEN 1 ELSE rate_limits.count + 1 END,
           window_start = CASE WHEN rate_limits.window_start + $3 <= $2 THEN $2 ELSE rate_limits.window_start END
         RETURNING count, window_start`,
        [key, now, windowMs],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('rate_limits upsert returned no row');
      return { current: row.count, ttl: Math.max(0, row.window_start + windowMs - now) };
    },
    async state() {
      try {
        await pool.query('SELECT 1');
        return 'ok';
      } catch {
        return 'unavailable';
      }
    },
    isTemporaryFailure: isTemporaryPostgresFailure,
    async close() {
      await pool.end();
    },
  };
  return storage;
}
