/**
 * Opens the enquiry database and brings its schema up to date. Durability matters more than write
 * speed here (a lost enquiry is a lost customer), hence WAL with synchronous=FULL: a commit is on
 * disk before the receiver answers 201.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DB_FILE_NAME = 'enquiries.db';
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
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
  db.pragma('busy_timeout = 5000');
}

interface Migration {
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
    .sort((a, b) => a.version - b.version);
}

/** Applies every migration not yet recorded, each in its own transaction, in version order. */
export function migrate(db: Db, migrations: Migration[] = listMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const isApplied = db.prepare<[number], { version: number }>('SELECT version FROM schema_migrations WHERE version = ?');
  const record = db.prepare<[number, string, string]>('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before the check, so two receivers starting together
    // cannot both apply the same migration.
    db.transaction(() => {
      if (isApplied.get(migration.version)) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration.version);
    }).immediate();
  }
  return applied;
}

/** Creates DATA_DIR and the database on first run. */
export function openDatabase(dataDir: string): Db {
  // Enquiries are personal data: only the service's own user may read them.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = databasePath(dataDir);
  const created = !fs.existsSync(file);
  const db = new Database(file);
  // SQLite gives the -wal and -shm files the database file's permissions.
  if (created) fs.chmodSync(file, 0o600);
  try {
    applyPragmas(db);
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * The salt for client address hashes: IP_HASH_SALT when configured, else one generated on first
 * run and kept in the database, so hashes stay comparable across restarts without any setup.
 */
export function ipHashSalt(db: Db, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('ip_hash_salt', randomBytes(32).toString('hex'));
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get('ip_hash_salt');
  if (!row) throw new Error('ip_hash_salt missing from meta after insert');
  return row.value;
}
