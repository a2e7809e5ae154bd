/**
 * The embedded default: one SQLite file in DATA_DIR (server/db.ts opens it and applies
 * server/migrations/*.sql). better-sqlite3 is synchronous, so each method does its work at once and
 * returns a settled promise. One process writes at a time; the rate limit lives in the limiter's
 * memory, as there is no other replica to share it with.
 */
import type Database from 'better-sqlite3';

import { databaseState, ipHashSalt, isDatabaseBusy, openDatabase, retryWhileBusy, type Db } from '../db';
import { fromRow, insertEnquiryRows, type EnquiryRow } from '../enquiries';
import { HONEYPOT_COUNT_KEY, RETENTION_LAST_RUN_KEY, type ClaimedNotification, type OutboxRow, type Storage } from './types';


/**
 * Storage on an open database. From here on SQLite never waits for a lock itself (busy_timeout 0):
 * every statement goes through retryWhileBusy, which waits on a timer, so a lock held by another
 * process never blocks the event loop (see db.ts). In WAL mode reads rarely meet a lock (a
 * checkpoint or recovery), writes whenever another process is writing.
 */
export function sqliteStorage(db: Db): Storage {
  db.pragma('busy_timeout = 0');
  const selectOne = db.prepare<[string], EnquiryRow>('SELECT * FROM enquiries WHERE id = ?');
  // rowid breaks ties within one millisecond.
  const selectSince = db.prepare<[string, number], EnquiryRow>('SELECT * FROM enquiries WHERE created_at >= ? ORDER BY created_at, rowid LIMIT ?');
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM enquiries');
  const deleteOld = db.prepare<[string]>('DELETE FROM enquiries WHERE created_at < ?');
  const lastRun = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const recordRun = db.prepare<[string, string]>('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const markDelivered = db.prepare<{ id: number; owner: string; at: string }>(
    `UPDATE outbox SET status = 'delivered', delivered_at = @at, lease_owner = NULL, lease_until = NULL, last_error = NULL
     WHERE id = @id AND lease_owner = @owner AND status = 'pending'`,
  );
  const markFailed = db.prepare<{ id: number; owner: string; next: number; error: string; max: number }>(
    `UPDATE outbox SET status = CASE WHEN attempts >= @max THEN 'failed' ELSE 'pending' END,
       next_attempt_at = @next, last_error = @error, lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND lease_owner = @owner AND status = 'pending'`,
  );
  const countHoneypot = db.prepare<[string]>(
    "INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)",
  );
  const retryFailed = db.prepare<[number]>(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_owner = NULL, lease_until = NULL WHERE status = 'failed'`,
  );

  // One claim statement per set of channels, prepared once: a worker asks for the same set every poll.
  const claimStatements = new Map<number, Database.Statement<unknown[], ClaimedNotification>>();
  const claimStatement = (channelCount: number): Database.Statement<unknown[], ClaimedNotification> => {
    let statement = claimStatements.get(channelCount);
    if (statement === undefined) {
      statement = db.prepare<unknown[], ClaimedNotification>(
        `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
             AND channel IN (${Array.from({ length: channelCount }, () => '?').join(', ')})
           ORDER BY next_attempt_at, id
           LIMIT ?
         )
         RETURNING id, enquiry_id, channel, attempts`,
      );
      claimStatements.set(channelCount, statement);
    }
    return statement;
  };

  // The rate limit lives in the limiter's memory here, so there are no counters to purge.
  const purge = db.transaction((cutoff: string | null, onceWithinMs: number | undefined, now: number): number | null => {
    if (onceWithinMs !== undefined) {
      const previous = Date.parse(lastRun.get(RETENTION_LAST_RUN_KEY)?.value ?? '');
      if (Number.isFinite(previous) && now - previous < onceWithinMs) return null;
      recordRun.run(RETENTION_LAST_RUN_KEY, new Date(now).toISOString());
    }
    return cutoff === null ? 0 : deleteOld.run(cutoff).changes;
  });

  return {
    kind: 'sqlite',
    location: db.name,
    async insertEnquiry(enquiry, channels, nowMs) {
      await retryWhileBusy(() => insertEnquiryRows(db, enquiry, channels, nowMs));
    },
    async getEnquiry(id) {
      const row = await retryWhileBusy(() => selectOne.get(id));
      return row === undefined ? undefined : fromRow(row);
    },
    async listEnquiries(options = {}) {
      return (await retryWhileBusy(() => selectSince.all(options.since ?? '', options.limit ?? -1))).map(fromRow);
    },
    async countEnquiries() {
      return (await retryWhileBusy(() => countAll.get()))?.n ?? 0;
    },
    async purgeBefore(cutoff, options = {}) {
      // IMMEDIATE: the check and the record happen under the write lock, so two processes cannot both run it.
      return retryWhileBusy(() => purge.immediate(cutoff, options.onceWithinMs, options.now ?? Date.now()));
    },
    async claimNotifications({ owner, leaseUntil, now, limit, channels }) {
      if (channels.length === 0) return [];
      // One UPDATE claims the rows: SQLite serialises writers, so no two workers lease the same row.
      return retryWhileBusy(() => claimStatement(channels.length).all(owner, leaseUntil, now, now, ...channels, limit));
    },
    async markDelivered(id, owner, at) {
      return retryWhileBusy(() => markDelivered.run({ id, owner, at }).changes > 0);
    },
    async markFailed(id, owner, failure) {
      await retryWhileBusy(() => markFailed.run({ id, owner, next: failure.nextAttemptAt, error: failure.error, max: failure.maxAttempts }));
    },
    async listOutbox(status) {
      return retryWhileBusy(() =>
        status === undefined
          ? db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY id').all()
          : db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE status = ? ORDER BY id').all(status),
      );
    },
    async retryFailed(now) {
      return retryWhileBusy(() => retryFailed.run(now).changes);
    },
    async recordHoneypot() {
      await retryWhileBusy(() => countHoneypot.run(HONEYPOT_COUNT_KEY));
    },
    async ipHashSalt(configured) {
      return retryWhileBusy(() => ipHashSalt(db, configured));
    },
    countRequest: null,
    async state() {
      return databaseState(db);
    },
    isTemporaryFailure: isDatabaseBusy,
    async close() {
      db.close();
    },
  };
}

/** Opens (creating on first run) DATA_DIR's database; problems are StorageErrors of one line. */
export function openSqliteStorage(dataDir: string): Storage {
  return sqliteStorage(openDatabase(dataDir));
}
