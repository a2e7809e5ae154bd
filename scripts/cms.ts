/**
 * `npm run cms`: the content manager on this machine (docs/cms.md). Serves on one address,
 * http://127.0.0.1:3001:
 *
 *   /admin/     Decap CMS with its local backend: decap-server over the working tree (started here,
 *               on 127.0.0.1:8081, reached through /api/v1 on the same origin), so what the editor
 *               saves lands as files in content/ (and uploads in public/uploads/), uncommitted.
 *   /api/v1     the local backend (proxied)
 *   everything else: the Next dev server (started here on 127.0.0.1:3002), so the site with what
 *               was just saved is one tab away, with hot reload.
 *
 * The admin gets the same CSP and X-Robots-Tag as in the export (server/security-headers.ts), and
 * its preview pane the site's own Tailwind stylesheet, compiled here from styles/globals.css with
 * the project's PostCSS setup (no network). Ctrl-C stops everything; a port in use is named.
 *
 *   tsx scripts/cms.ts [--port 3001] [--backend-port 8081] [--dev-port 3002] [--root DIR] [--no-dev]
 *     --root DIR   the working tree whose content/ is edited (default: this repository)
 *     --no-dev     no dev server: only the admin, its backend and public/ (the CMS tests)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { adminPage, configYaml, decapBundleFiles, previewScript } from '../cms/admin-files';
import { ADMIN_ROBOTS, COMMON_SECURITY_HEADERS, createAdminCsp } from '../server/security-headers';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Resolves when nothing listens on the port, else rejects with a message naming it. */
async function checkPortFree(port: number, what: string, flag: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use${port === 3001 ? ' — is `npm run dev` running? Stop it: `npm run cms` serves the site with hot reload too' : ''}. Free it, or choose another with \`npm run cms -- ${flag} <port>\`.`
            : `Cannot listen on 127.0.0.1:${port} (${what}): ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The site's stylesheet for the preview pane, compiled as next build compiles it (scripts/cms-css.mjs). */
function compileSiteCss(root: string): string {
  const result = spawnSync(process.execPath, [path.join(PROJECT, 'scripts', 'cms-css.mjs'), root], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`Could not compile styles/globals.css for the preview:\n${result.stderr}`);
  return result.stdout;
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it listened on port ${port}.`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function proxy(request: http.IncomingMessage, response: http.ServerResponse, port: number): void {
  const upstream = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(port === 0 ? '' : `Nothing answers on 127.0.0.1:${port} yet; try again in a moment.`);
  });
  request.pipe(upstream);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3001' },
      'backend-port': { type: 'string', default: '8081' },
      'dev-port': { type: 'string', default: '3002' },
      root: { type: 'string', default: PROJECT },
      'no-dev': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  const backendPort = Number(values['backend-port']);
  const devPort = Number(values['dev-port']);
  const root = path.resolve(values.root);
  const withDev = !values['no-dev'];
  if (!fs.existsSync(path.join(root, 'content'))) throw new Error(`${root} has no content/ folder: --root must be the site's working tree.`);

  await checkPortFree(port, 'the CMS', '--port');
  await checkPortFree(backendPort, "the CMS's local backend", '--backend-port');
  if (withDev) await checkPortFree(devPort, 'the dev server behind it', '--dev-port');

  const origin = `http://127.0.0.1:${port}`;
  const bundle = decapBundleFiles(PROJECT);
  const bundleFiles = new Set(bundle.files);
  const config = configYaml({ env: process.env, localBackendUrl: `${origin}/api/v1` });
  const css = compileSiteCss(root);
  const adminHeaders = {
    ...COMMON_SECURITY_HEADERS,
    'content-security-policy': createAdminCsp({}),
    'x-robots-tag': ADMIN_ROBOTS,
    'cache-control': 'no-store',
  };

  const children: ChildProcess[] = [];
  const stopAll = (signal: NodeJS.Signals): void => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const backend = spawn(process.execPath, [path.join(PROJECT, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // fs mode: saves are written to the working tree and left for the editor to commit.
    env: { ...process.env, PORT: String(backendPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn', ORIGIN: origin },
  });
  children.push(backend);
  if (withDev) {
    children.push(
      spawn(path.join(PROJECT, 'node_modules', '.bin', 'next'), ['dev', '-H', '127.0.0.1', '-p', String(devPort)], {
        cwd: root,
        stdio: 'inherit',
        env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
      }),
    );
  }
  for (const child of children) {
    child.on('exit', (code) => {
      stopAll('SIGTERM');
      server.close();
      process.exitCode = code ?? 0;
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopAll(signal);
      server.close();
    });

  const send = (response: http.ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void => {
    response.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
    response.end(body);
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(response, 400, 'text/plain; charset=utf-8', 'Bad address');
    }
    if (pathname === '/api/v1') return proxy(request, response, backendPort);
    if (pathname === '/admin') return send(response, 308, 'text/plain; charset=utf-8', '', { location: '/admin/' });
    if (pathname.startsWith('/admin/')) {
      const name = pathname.slice('/admin/'.length);
      if (name === '' || name === 'index.html') return send(response, 200, TYPES['.html'] ?? '', adminPage(PROJECT), adminHeaders);
      if (name === 'config.yml') return send(response, 200, TYPES['.yml'] ?? '', config, adminHeaders);
      if (name === 'preview.js') return send(response, 200, TYPES['.js'] ?? '', previewScript(['/admin/preview.css']), adminHeaders);
      if (name === 'preview.css') return send(response, 200, TYPES['.css'] ?? '', css, adminHeaders);
      if (bundleFiles.has(name))
        return send(response, 200, TYPES[path.extname(name)] ?? 'application/octet-stream', fs.readFileSync(path.join(bundle.dir, name)), adminHeaders);
      return send(response, 404, 'text/plain; charset=utf-8', 'Not found', adminHeaders);
    }
    if (withDev) return proxy(request, response, devPort);
    // Without the dev server: public/ (uploads and the site's images, for the CMS's previews).
    const publicDir = path.join(root, 'public');
    const file = path.resolve(publicDir, `.${pathname}`);
    if ((request.method === 'GET' || request.method === 'HEAD') && file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return send(response, 200, TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', fs.readFileSync(file), { 'cache-control': 'no-store' });
    }
    return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  });
  // Hot reload's WebSocket goes to the dev server too.
  server.on('upgrade', (request, socket, head) => {
    if (!withDev) return socket.destroy();
    const upstream = net.connect(devPort, '127.0.0.1', () => {
      upstream.write(
        `${request.method} ${request.url} HTTP/${request.httpVersion}\r\n${Object.entries(request.headers)
          .map(([name, value]) => `${name}: ${String(value)}`)
          .join('\r\n')}\r\n\r\n`,
      );
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await waitForPort(backendPort, backend, 'decap-server');
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  console.log(`CMS: ${origin}/admin/ (saves land in ${path.join(root, 'content')}; uploads in ${path.join(root, 'public', 'uploads')})`);
  if (withDev) console.log(`Site with hot reload: ${origin}/`);
  console.log('Ctrl-C stops it.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
