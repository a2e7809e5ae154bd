/**
 * A throwaway PostgreSQL cluster for tests, from Debian's `postgresql` package: `initdb` into a
 * temporary folder, `pg_ctl` on a free loopback port, trust authentication, fsync off unless
 * `durable` (tests throw the data away; the benchmark keeps PostgreSQL's durable defaults), and
 * everything deleted afterwards. PostgreSQL refuses to run as root, so as
 * root the cluster runs as the package's `postgres` user.
 *
 * Without the binaries, `findPostgres()` says how to install them and the tests skip; with
 * REQUIRE_POSTGRES=1 (set by .ci/run) their absence fails the run instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { freePort } from '../../scripts/bench/processes';

export const POSTGRES_MISSING =
  'PostgreSQL tests skipped: no initdb/pg_ctl found. Install them with `apt-get install -y postgresql` (Debian/Ubuntu) or set PG_BIN to the folder holding initdb.';

/** The folder holding initdb and pg_ctl, or null. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  const fromPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromPath.status === 0) candidates.push(fromPath.stdout.trim());
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** The bin folder, or null after printing why the tests skip; throws when REQUIRE_POSTGRES=1. */
export function postgresOrSkip(): string | null {
  const bin = findPostgresBin();
  if (bin !== null) return bin;
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${POSTGRES_MISSING}`);
  console.warn(POSTGRES_MISSING);
  return null;
}

export interface PostgresCluster {
  port: number;
  /** A URL for `database` on this cluster. */
  url(database: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Runs one statement as the superuser (e.g. to inspect rows). */
  query<T extends pg.QueryResultRow>(database: string, sql: string, values?: unknown[]): Promise<T[]>;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

export async function startPostgresCluster(bin: string, options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receiver-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The postgres user must reach the folder: it sits in /tmp, which everyone can traverse.
    execFileSync('chown', ['postgres:postgres', root]);
  }
  const run = (command: string, args: string[]): void => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      throw new Error(`${command} failed (${String(result.status)}): ${result.stderr}${result.stdout}\n${log}`);
    }
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200${fast}`;
  const start = (): void => run('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', '-t', '60', 'start']);
  start();

  const url = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <T extends pg.QueryResultRow>(database: string, sql: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      await query('postgres', `CREATE DATABASE ${name}`);
      return url(name);
    },
    query,
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    },
    start,
    destroy() {
      spawnSync(
        asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'] : ['-D', dataDir, '-m', 'immediate', 'stop'],
      );
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
