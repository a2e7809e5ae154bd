/**
 * Opens the enquiry database and brings its schema up to date. Durability matters more than write
 * speed here (a lost enquiry is a lost customer), hence WAL with synchronous=FULL: a commit is on
 * disk before the receiver answers 201.
 *
 * better-sqlite3 is synchronous: while SQLite waits for a lock held by another process (the CLI, a
 * second receiver) the whole event loop waits, pages and /healthz included. So once the database is
 * open, SQLite does not wait at all (busy_timeout 0): a write that finds it locked is tried again
 * on a timer, with backoff, for up to BUSY_WAIT_MS (retryWhileBusy), and the event loop stays free
 * in between. A write that still finds it locked then fails with SQLITE_BUSY, which the receiver
 * answers with 503 and Retry-After (the enquiry was not stored, and the client can tell).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DB_FILE_NAME = 'enquiries.db';
/** SQLite's own (blocking) wait while opening and migrating, before any request is served. */
export const BUSY_TIMEOUT_MS = 250;
/** How long a write waits in all for another process's lock, without blocking the event loop. */
export const BUSY_WAIT_MS = 2_000;
const BUSY_RETRY_FIRST_MS = 5;
const BUSY_RETRY_MAX_MS = 100;
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d+)_[\w-]+\.sql$/;

export function databasePath(dataDir: string): string {
  return path.join(dataDir, DB_FILE_NAME);
}

function applyPragmas(db: Db): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (String(mode).toLowerCase() !== 'wal') {
    throw new Error(`Could not switch the database to WAL mode (got ${String(mode)})`);
  }
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (the CLI, a second receiver) may hold the write lock briefly.
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const match = MIGRATION_FILE.exec(name);
      return match?.[1] === undefined ? [] : [{ version: Number(match[1]), name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }];
    })
    .sort((a, b) => a.version - b.version)
    .map((migration, index, all) => {
      // Two files with one number: the second would be recorded as applied and silently skipped.
      if (index > 0 && all[index - 1]?.version === migration.version) {
        throw new Error(`Two migrations numbered ${migration.version} in ${dir}: ${all[index - 1]?.name} and ${migration.name}`);
      }
      return migration;
    });
}

/**
 * A version recorded under another file name means the files were renamed or renumbered after the
 * database applied them (two branches that each added the same number, say): applying nothing for
 * that file would silently leave its schema out, so the receiver refuses to start instead.
 */
export function assertSameMigration(migration: Migration, recordedName: string): void {
  if (recordedName === migration.name) return;
  throw new StorageError(
    `The database recorded migration ${migration.version} as ${recordedName}, but the migration numbered ${migration.version} is now ${migration.name}. ` +
      'An applied migration is never renamed or renumbered: restore its file name and give the new migration the next free number.',
  );
}

/** Applies every migration not yet recorded, each in its own transaction, in version order. */
export function migrate(db: Db, migrations: Migration[] = listMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const recorded = db.prepare<[number], { name: string }>('SELECT name FROM schema_migrations WHERE version = ?');
  const record = db.prepare<[number, string, string]>('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before the check, so two receivers starting together
    // cannot both apply the same migration.
    db.transaction(() => {
      const done = recorded.get(migration.version);
      if (done) {
        assertSameMigration(migration, done.name);
        return;
      }
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration.version);
    }).immediate();
  }
  return applied;
}

/** A DATA_DIR or database that cannot be used, told in one line for the person starting the receiver. */
export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageError';
  }
}

/**
 * Awaits `open`; a StorageError (a DATA_DIR that cannot hold the database, a DATABASE_URL that
 * leads nowhere) is a configuration problem, so it ends the process with its one line and no stack.
 */
export async function openOrExit<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (error instanceof StorageError) {
      console.error(`Could not open the enquiry database: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/** True when SQLite gave up waiting for another connection's lock; retrying later can succeed. */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code);
}

/**
 * Runs `work` (synchronous SQLite calls) and, while it fails because another connection holds the
 * lock, runs it again after a growing pause, until `totalMs` have passed; then the last SQLITE_BUSY
 * is thrown. Meant for a connection with busy_timeout 0, so no attempt blocks the event loop.
 */
export async function retryWhileBusy<T>(work: () => T, totalMs: number = BUSY_WAIT_MS): Promise<T> {
  const deadline = Date.now() + totalMs;
  for (let pause = BUSY_RETRY_FIRST_MS; ; pause = Math.min(pause * 2, BUSY_RETRY_MAX_MS)) {
    try {
      return work();
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(pause, deadline - Date.now()))));
  }
}

/** The first existing ancestor of `dir` that is not a folder, if any. */
function fileInPath(dir: string): string | null {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      if (!fs.statSync(current).isDirectory()) return current;
    } catch {
      // Missing or unreadable: look further up.
    }
    if (path.dirname(current) === current) return null;
  }
}

/**
 * Creates `dir` (0700: enquiries are personal data) and any missing parents (with the usual
 * permissions, as `mkdir -p` would: a parent such as test-results/ may hold things other users,
 * like a web server's worker, must read), one level at a time.
 * Unlike `mkdirSync(..., { recursive: true })` this always ends: on a file system that refuses new
 * folders (such as /proc), the recursive form can retry forever.
 */
function ensureDirectory(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    let stat: fs.Stats | null = null;
    try {
      stat = fs.statSync(current);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    if (stat) {
      if (!stat.isDirectory()) throw Object.assign(new Error(`${current} is not a folder`), { code: 'ENOTDIR' });
      break;
    }
    missing.push(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing.reverse()) fs.mkdirSync(folder, folder === dir ? { mode: 0o700 } : {});
}

function describeFolderError(dataDir: string, error: unknown): string {
  const code = errorCode(error);
  const file = code === 'ENOTDIR' || code === 'EEXIST' ? fileInPath(dataDir) : null;
  if (file !== null) return `DATA_DIR ${dataDir} cannot be used: ${file} is a file, not a folder.`;
  if (code === 'EACCES' || code === 'EPERM')
    return `DATA_DIR ${dataDir} cannot be created: permission denied. Create it for the receiver's user or choose another folder.`;
  if (code === 'EROFS') return `DATA_DIR ${dataDir} cannot be created: the file system is read-only.`;
  if (code === 'ENOENT') return `DATA_DIR ${dataDir} cannot be created: the file system refuses new folders there.`;
  return `DATA_DIR ${dataDir} cannot be created (${code || (error instanceof Error ? error.message : String(error))}).`;
}

function describeDatabaseError(file: string, error: unknown): string {
  const code = errorCode(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_NOTADB') return `${file} is not an SQLite database (${detail}). Move it aside or point DATA_DIR at another folder.`;
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
    return `${file} cannot be opened for writing (${detail}). DATA_DIR must be a folder the receiver's user can write to.`;
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return `${file} is locked by another process; try again when it has finished.`;
  if (code.startsWith('SQLITE_CORRUPT')) return `${file} is damaged (${detail}); restore it from a backup.`;
  return `${file} cannot be used (${code ? `${code}: ` : ''}${detail}).`;
}

/** Creates DATA_DIR and the database on first run; any problem is a StorageError with one line. */
export function openDatabase(dataDir: string): Db {
  try {
    ensureDirectory(dataDir);
  } catch (error) {
    throw new StorageError(describeFolderError(dataDir, error));
  }
  const file = databasePath(dataDir);
  const created = !fs.existsSync(file);
  let db: Db;
  try {
    db = new Database(file);
  } catch (error) {
    throw new StorageError(describeDatabaseError(file, error));
  }
  try {
    // SQLite gives the -wal and -shm files the database file's permissions.
    if (created) fs.chmodSync(file, 0o600);
    applyPragmas(db);
    migrate(db);
  } catch (error) {
    db.close();
    throw new StorageError(describeDatabaseError(file, error));
  }
  return db;
}

export type DatabaseState = 'ok' | 'busy' | 'unavailable';

/**
 * Whether an enquiry could be written right now: takes the write lock and lets it go at once,
 * without waiting for another process that holds it, so a health check never stalls.
 */
export function databaseState(db: Db): DatabaseState {
  try {
    const previous = Number(db.pragma('busy_timeout', { simple: true }));
    db.pragma('busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      db.exec('ROLLBACK');
    } finally {
      db.pragma(`busy_timeout = ${previous}`);
    }
    return 'ok';
  } catch (error) {
    return isDatabaseBusy(error) ? 'busy' : 'unavailable';
  }
}

/**
 * The salt for client address hashes: IP_HASH_SALT when configured, else one generated on first
 * run and kept in the database, so hashes stay comparable across restarts without any setup.
 */
export function ipHashSalt(db: Db, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  let row: { value: string } | undefined;
  try {
    db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('ip_hash_salt', randomBytes(32).toString('hex'));
    row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get('ip_hash_salt');
  } catch (error) {
    throw new StorageError(describeDatabaseError(db.name, error));
  }
  if (!row) throw new Error('ip_hash_salt missing from meta after insert');
  return row.value;
}
