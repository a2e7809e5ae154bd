/** Shared fixtures for the receiver's tests: temp dirs, a fake export, servers in and out of process. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach } from 'vitest';

import { sampleEnquiry } from '../support/sample-enquiry';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { ServerConfig } from '../../server/config';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { freePort } from '../../scripts/bench/processes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `receiver-${prefix}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The environment every test server starts from: quiet, API only, no rate limit, no channels. */
export function baseEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATA_DIR: dataDir, API_ONLY: 'true', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '0', ...extra };
}

/**
 * An in-process receiver's config. Its idle connections stay open for the test (the longest
 * keep-alive allowed): the client shares the server's event loop, and after a stall on a busy
 * machine the server's 5 s timer could close a pooled connection just as the client reused it
 * (ECONNRESET in a CI run).
 */
export function testConfig(dataDir: string, extra: Record<string, string> = {}): ServerConfig {
  return loadConfig(baseEnv(dataDir, { KEEP_ALIVE_TIMEOUT_MS: '600000', ...extra }), ROOT);
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * RECEIVER_TEST_STORAGE=postgres (the `server-postgres` Vitest project) runs the same receiver
 * tests on PostgreSQL: each server gets a fresh database on one throwaway cluster per test file.
 */
const onPostgres = process.env.RECEIVER_TEST_STORAGE === 'postgres';
let cluster: Promise<PostgresCluster> | null = null;
let databaseCount = 0;
if (onPostgres) {
  afterAll(async () => {
    if (cluster) (await cluster).destroy();
    cluster = null;
  });
}

async function freshDatabaseUrl(): Promise<string> {
  if (cluster === null) {
    const bin = findPostgresBin();
    if (bin === null) throw new Error('RECEIVER_TEST_STORAGE=postgres needs PostgreSQL binaries (apt-get install -y postgresql)');
    cluster = startPostgresCluster(bin);
  }
  return (await cluster).createDatabase(`receiver_${process.pid}_${++databaseCount}`);
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const storageConfig = onPostgres && config.databaseUrl === null ? { ...config, databaseUrl: await freshDatabaseUrl() } : config;
  const app = await buildServer(storageConfig);
  if (onPostgres && app.receiver.storage.kind !== 'postgres') throw new Error('the server-postgres project must run on PostgreSQL');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const close = async (): Promise<void> => {
    const closing = app.close();
    // testConfig keeps idle connections for the test: a response still finishing when the close
    // began leaves its socket open, so end every connection if the close has not after 5 s.
    const force = setTimeout(() => app.server.closeAllConnections(), 5_000);
    try {
      await closing;
    } finally {
      clearTimeout(force);
    }
  };
  return { app, url: `http://127.0.0.1:${address.port}`, close };
}

/**
 * Per-test clean-up for a test file (call once, at its top level): `defer(fn)` runs fn after the
 * current test, the last deferred first; `receiver(extra)` starts a receiver over a fresh data
 * directory and removes both after the test.
 */
export function perTest(prefix: string): {
  defer: (cleanup: () => Promise<void> | void) => void;
  receiver: (extra?: Record<string, string>) => Promise<RunningServer>;
} {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const defer = (cleanup: () => Promise<void> | void) => {
    cleanups.push(cleanup);
  };
  async function receiver(extra: Record<string, string> = {}): Promise<RunningServer> {
    const dataDir = tempDir(prefix);
    defer(() => removeDir(dataDir));
    const server = await startServer(testConfig(dataDir, extra));
    defer(() => server.close());
    return server;
  }
  return { defer, receiver };
}

/**
 * A loopback port where nothing listens, so a connection is refused. On Linux it is taken below the
 * kernel's ephemeral range: every server in these tests listens on port 0 (a port from that range),
 * so none can take it between this check and the test's connection, as one could take a port just
 * freed. Elsewhere it is a port just freed.
 */
export async function closedPort(): Promise<number> {
  const below = ephemeralLow();
  if (below === null) return freePort();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (await refused(port)) return port;
  }
  throw new Error(`no closed port found between 10000 and ${below}`);
}

/** The lowest port the kernel hands out for port 0, when there is room below it (Linux); else null. */
function ephemeralLow(): number | null {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 10_100 ? low : null;
  } catch {
    return null;
  }
}

/** Whether a connection to the port is refused (not accepted, and not left unanswered for a second). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export function validEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sampleEnquiry, ...overrides };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/send-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A url-encoded form post, as a browser sends one; redirects are not followed. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/send-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The sample enquiry as the strings a browser's form post carries. */
export function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { company_website: '' };
  for (const [name, value] of Object.entries(validEnquiry())) if (typeof value === 'string') fields[name] = value;
  return { ...fields, ...overrides };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request through node:http, which (unlike fetch) lets a test set `Host`. */
export function httpRequest(url: string, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * Writes `text` on a fresh socket and resolves with everything the server sent until it closed the
 * connection, with the time that took; rejects if it stays open past `timeoutMs`.
 */
export function rawExchange(url: string, text: string | Buffer, timeoutMs = 10_000): Promise<{ response: string; closedAfterMs: number }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${timeoutMs} ms`));
    }, timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
    socket.write(text);
  });
}

export function countEnquiries(app: FastifyInstance): Promise<number> {
  return app.receiver.storage.countEnquiries();
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A small stand-in for `next build` output with the shapes the receiver must handle. */
export function writeFakeExport(dir: string): { inlineScripts: string[] } {
  const inlineScripts = ['self.__next_f=self.__next_f||[];self.__next_f.push([0])', 'self.__next_f.push([1,"a:\\"page\\" > b"])'];
  const page = (title: string): string =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>` +
    `<script src="/_next/static/chunks/main-abc123.js" async=""></script>` +
    `<script>${inlineScripts[0]}</script></head><body><main>${title}</main>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script data-x="a > b">${inlineScripts[1]}</script></body></html>`;
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    'index.txt': '0:["home"]',
    'about/index.html': page('About'),
    'about/index.txt': '0:["about"]',
    'services/fiction-writing/index.html': page('Fiction writing'),
    '404.html': '<!DOCTYPE html><html><body><h1>Page not found</h1><script>self.__nf=1</script></body></html>',
    '_next/static/chunks/main-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    '_next/static/css/app-def456.css': `body{color:#111}${'.a{margin:0}'.repeat(200)}`,
    'images/cover.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(2000).fill(7)]),
    'favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0]),
    'fonts/inter.woff2': Buffer.from('wOF2fake'),
    '.build-stamp.json': '{"secret":"not public"}',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  // A secret beside the export, for the traversal tests.
  fs.writeFileSync(path.join(dir, '..', 'secret.txt'), 'top secret');
  return { inlineScripts };
}

/** Runs server/main.ts until it exits, for startup failures; `code` is null if it had to be killed. */
export async function runServerToExit(env: Record<string, string>, timeoutMs = 15_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs server/main.ts in its own process, as `npm start` does, and waits for it to listen. */
export async function spawnServer(env: Record<string, string>, timeoutMs = 20_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // A clean environment, so variables in the developer's shell cannot change the outcome.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}
