/**
 * The embedded default: one SQLite file in DATA_DIR (server/db.ts opens it and applies
 * server/migrations/*.sql). better-sqlite3 is synchronous, so each method does its work at once and
 * returns a settled promise. One process writes at a time; the rate limit lives in the limiter's
 * memory, as there is no other replica to share it with.
 */
import type Database from 'better-sqlite3';

import { databaseState, ipHashSalt, isDatabaseBusy, openDatabase, retryWhileBusy, type Db } from '../db';
import { fromRow, insertEnquiryRows, type EnquiryRow } from '../enquiries';
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
  type Storage,
} from './types';

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

  const selectStatus = db.prepare<[string], { status: EnquiryStatus }>('SELECT status FROM enquiry_status WHERE enquiry_id = ?');
  const upsertStatus = db.prepare<[string, string, string, string]>(
    `INSERT INTO enquiry_status (enquiry_id, status, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  );
  const insertAudit = db.prepare<[string, string, string, string, string | null, string]>(
    'INSERT INTO enquiry_audit (enquiry_id, at, actor, action, previous, detail) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertNote = db.prepare<[string, string, string, string]>('INSERT INTO enquiry_notes (enquiry_id, body, author, created_at) VALUES (?, ?, ?, ?)');
  const exists = db.prepare<[string], { id: string }>('SELECT id FROM enquiries WHERE id = ?');
  const setStatus = db.transaction((id: string, status: EnquiryStatus, actor: string, at: string): boolean => {
    if (exists.get(id) === undefined) return false;
    const previous = selectStatus.get(id)?.status ?? 'new';
    if (previous === status) return true;
    upsertStatus.run(id, status, at, actor);
    insertAudit.run(id, at, actor, 'status', previous, status);
    return true;
  });
  const addNote = db.transaction((id: string, body: string, actor: string, at: string): boolean => {
    if (exists.get(id) === undefined) return false;
    const noteId = insertNote.run(id, body, actor, at).lastInsertRowid;
    insertAudit.run(id, at, actor, 'note', null, String(noteId));
    return true;
  });

  const readDeskEnquiry = db.transaction((id: string) => {
    const row = selectOne.get(id);
    if (row === undefined) return undefined;
    const notes = db.prepare<[string], DeskNote>('SELECT id, body, author, created_at FROM enquiry_notes WHERE enquiry_id = ? ORDER BY id').all(id);
    const bodies = new Map(notes.map((note) => [String(note.id), note.body]));
    const history = db
      .prepare<[string], DeskHistoryEntry>('SELECT at, actor, action, previous, detail FROM enquiry_audit WHERE enquiry_id = ? ORDER BY id')
      .all(id)
      .map((entry) => (entry.action === 'note' ? { ...entry, detail: bodies.get(entry.detail) ?? '' } : entry));
    return {
      enquiry: fromRow(row),
      status: selectStatus.get(id)?.status ?? 'new',
      outbox: db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE enquiry_id = ? ORDER BY id').all(id),
      notes,
      history,
    };
  });

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
    async searchEnquiries(query) {
      const { where, params } = deskWhere('sqlite', query);
      const count = () =>
        retryWhileBusy(
          () => db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${where === '' ? 'FROM enquiries' : `${DESK_FROM} ${where}`}`).get(...params)?.n ?? 0,
        );
      // Filtered, one pass both counts the matches and returns the page; unfiltered, the index
      // walks straight to the page and the table's count is cheap.
      const rows = await retryWhileBusy(() =>
        db
          .prepare<unknown[], DeskPageRow>(
            `SELECT e.id, e.created_at, e.name, e.email, COALESCE(s.status, 'new') AS status, e.attribution${where === '' ? '' : ', COUNT(*) OVER () AS matches'}
           ${DESK_FROM} ${where} ORDER BY e.created_at DESC, e.rowid DESC LIMIT ? OFFSET ?`,
          )
          .all(...params, query.limit, query.offset),
      );
      const total = where !== '' && rows[0]?.matches !== undefined ? rows[0].matches : await count();
      return { total, rows: rows.map(deskListItem) };
    },
    async getDeskEnquiry(id) {
      // One read transaction, retried as a whole while another process holds a lock.
      return retryWhileBusy(() => readDeskEnquiry(id));
    },
    async setStatus(id, status, actor) {
      return retryWhileBusy(() => setStatus.immediate(id, status, actor.email, actor.at));
    },
    async addNote(id, body, actor) {
      return retryWhileBusy(() => addNote.immediate(id, body, actor.email, actor.at));
    },
    async listStatuses() {
      const rows = await retryWhileBusy(() =>
        db.prepare<[], { enquiry_id: string; status: EnquiryStatus }>("SELECT enquiry_id, status FROM enquiry_status WHERE status <> 'new'").all(),
      );
      return new Map(rows.map((row) => [row.enquiry_id, row.status]));
    },
    async endDeskSession(id, endedAt, forgetBefore) {
      await retryWhileBusy(() =>
        db
          .transaction(() => {
            db.prepare<[string]>('DELETE FROM desk_sessions_ended WHERE ended_at < ?').run(forgetBefore);
            db.prepare<[string, string]>('INSERT INTO desk_sessions_ended (id, ended_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING').run(id, endedAt);
          })
          .immediate(),
      );
    },
    async isDeskSessionEnded(id) {
      return retryWhileBusy(() => db.prepare<[string], { id: string }>('SELECT id FROM desk_sessions_ended WHERE id = ?').get(id) !== undefined);
    },
    async deskReport(range) {
      return buildDeskReport(await retryWhileBusy(() => db.prepare<[string, string], DeskReportRow>(deskReportSql('sqlite')).all(range.from, range.to)), range);
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
