/**
 * Chooses the storage: PostgreSQL when DATABASE_URL is set (replicas, containers without a disk),
 * else the SQLite file in DATA_DIR. See docs/receiver.md, "Storage".
 */
import { openPostgresStorage, type PostgresOptions } from './postgres';
import { openSqliteStorage } from './sqlite';
import type { Storage } from './types';

export interface StorageSettings {
  dataDir: string;
  databaseUrl: string | null;
}

export async function openStorage(settings: StorageSettings, options: PostgresOptions = {}): Promise<Storage> {
  return settings.databaseUrl === null ? openSqliteStorage(settings.dataDir) : openPostgresStorage(settings.databaseUrl, options);
}

export type { DatabaseState, OutboxRow, OutboxStatus, Storage } from './types';
