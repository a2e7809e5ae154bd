/**
 * Real servers for the host tests, each on a loopback port, stopped by the returned `stop()`:
 * Debian's nginx run unprivileged from a temporary prefix, Cloudflare's local Pages runtime
 * (`wrangler pages dev`, workerd) run offline, and the enquiry receiver in API-only mode.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ROOT } from './env';

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_MIME_TYPES = '/etc/nginx/mime.types';
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

export interface RunningHost {
  url: string;
  stop(): Promise<void>;
  /** What the process printed, for failure messages. */
  output(): string;
}

function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before serving ${url}:\n${output()}`);
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs} ms:\n${output()}`);
}

function stopper(child: ChildProcess, cleanup: () => void): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
}

export function brotliAvailable(): boolean {
  return BROTLI_MODULES.every((file) => fs.existsSync(file));
}

/** A throwaway self-signed certificate for 127.0.0.1, to check what nginx sends over TLS. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

export interface NginxSite {
  /** The export folder (`root`). */
  root: string;
  /** The folder holding the generated nginx.conf and nginx-brotli.conf. */
  hostingDir: string;
  port: number;
  /** Also listen with TLS on this port (self-signed), to check HSTS. */
  tlsPort?: number;
}

/**
 * nginx with the generated snippet included in each server block, exactly as docs/hosting.md tells
 * a user to include it. Runs in the foreground from a temporary prefix (pid, logs, temp files), so
 * it needs no privileges beyond reading the export; as root its workers drop to nobody.
 */
export async function startNginx(sites: NginxSite[]): Promise<RunningHost & { brotli: boolean }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hosts-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const brotli = brotliAvailable();
  const servers = sites.flatMap((site) => {
    const body = [
      `root ${site.root};`,
      `include ${path.join(site.hostingDir, 'nginx.conf')};`,
      ...(brotli ? [`include ${path.join(site.hostingDir, 'nginx-brotli.conf')};`] : []),
    ];
    const blocks = [['server {', `listen 127.0.0.1:${site.port};`, ...body, '}']];
    if (site.tlsPort !== undefined) {
      const { cert, key } = selfSignedCertificate(prefix);
      blocks.push(['server {', `listen 127.0.0.1:${site.tlsPort} ssl;`, `ssl_certificate ${cert};`, `ssl_certificate_key ${key};`, ...body, '}']);
    }
    return blocks.map((lines) => lines.join('\n    '));
  });
  const isRoot = process.getuid?.() === 0;
  const config = [
    ...(brotli ? BROTLI_MODULES.map((file) => `load_module ${file};`) : []),
    // Debian has no group called nobody; workers only read the export and the prefix.
    ...(isRoot ? ['user nobody nogroup;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${NGINX_MIME_TYPES};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(prefix, `${kind}_temp`)};`),
    ...servers.map((server) => `    ${server}`),
    '}',
    '',
  ].join('\n');
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', configFile, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collect(child);
  const url = `http://127.0.0.1:${sites[0]?.port}`;
  const stop = stopper(child, () => fs.rmSync(prefix, { recursive: true, force: true }));
  try {
    for (const site of sites) await waitUntilServing(`http://127.0.0.1:${site.port}/`, child, output, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, brotli, output, stop };
}

/**
 * `wrangler pages dev` on the export: Cloudflare's Pages asset server on workerd, reading the
 * generated _headers and _redirects. Offline: no metrics, no update check, no login. The
 * compatibility date is pinned because the bundled workerd refuses dates newer than its own
 * release, and the machine's clock may be ahead of it.
 */
export async function startPagesDev(root: string, port: number, inspectorPort: number): Promise<RunningHost> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hosts-pages-'));
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'pages',
      'dev',
      root,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      '2025-01-01',
      '--persist-to',
      path.join(work, 'state'),
      '--log-level',
      'warn',
    ],
    {
      // Its state and logs go to the temporary folder, not the repository or the home folder.
      cwd: work,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_LOG_PATH: path.join(work, 'logs'),
        XDG_CONFIG_HOME: path.join(work, 'config'),
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = collect(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => fs.rmSync(work, { recursive: true, force: true }));
  try {
    await waitUntilServing(`${url}/`, child, output, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop };
}

/** The enquiry receiver, API only, as the split deployment runs it. */
export async function startReceiver(env: Record<string, string>, port: number): Promise<RunningHost> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => undefined);
  try {
    await waitUntilServing(`${url}/healthz`, child, output, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop };
}
