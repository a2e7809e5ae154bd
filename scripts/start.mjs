// `npm start`: builds the static export (and its host configurations) when it is missing or
// stale, then runs the enquiry receiver (server/main.ts through tsx), which serves out/ and the API and prints its URL.
//
// The export is rebuilt when out/ has no build stamp, when any source is newer than the last
// build, or when the NEXT_PUBLIC_* environment differs from the one it was built with (those
// values are inlined into the pages at build time). Set OUT_DIR or API_ONLY to skip the build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'out');
const stampFile = path.join(outDir, '.build-stamp.json');
const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'styles',
  'next.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
  // The steps that finish the export after next build, and the receiver's policy the host
  // configurations written beside it come from.
  'scripts/build.ts',
  'scripts/content-images.ts',
  'scripts/landing-routes.ts',
  'scripts/export',
  // The content manager at /admin/ (scripts/export/admin.ts writes it from here).
  'cms',
  'scripts/hosting',
  'server/security-headers.ts',
  'server/site-policy.ts',
  // Next reads these at build time too.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Loads .env files as `next build` does, so the receiver's CSP sees the same NEXT_PUBLIC_* values. */
function loadEnvFiles() {
  try {
    const { loadEnvConfig } = createRequire(import.meta.url)('@next/env');
    loadEnvConfig(root, false, { info: () => {}, error: (...args) => console.error(...args) });
  } catch {
    // @next/env ships with next; without it only the process environment counts.
  }
}

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function nextPublicEnv() {
  return Object.fromEntries(
    Object.entries(process.env)
      // Empty counts as unset, as it does for the site and the receiver.
      .filter(([name, value]) => name.startsWith('NEXT_PUBLIC_') && value?.trim())
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

function staleReason() {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return 'out/ is missing';
  const stamp = readStamp();
  if (!stamp || typeof stamp.startedAt !== 'number') return 'out/ has no build stamp';
  const newest = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (newest > stamp.startedAt) return 'sources changed since the last build';
  if (JSON.stringify(stamp.nextPublicEnv) !== JSON.stringify(nextPublicEnv())) return 'NEXT_PUBLIC_* settings changed';
  return null;
}

function build(reason) {
  console.log(`Building the static export (${reason})…`);
  const startedAt = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) {
    console.error('The build failed; not starting the receiver.');
    process.exit(result.status ?? 1);
  }
  const stamp = { startedAt, builtAt: new Date().toISOString(), nextPublicEnv: nextPublicEnv() };
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

loadEnvFiles();
const configuredOut = process.env.OUT_DIR?.trim();
const customExport = Boolean(configuredOut) && path.resolve(root, configuredOut) !== outDir;
const apiOnly = /^(1|true|yes|on)$/i.test(process.env.API_ONLY?.trim() ?? '');
if (!customExport && !apiOnly) {
  const reason = staleReason();
  if (reason) build(reason);
  else console.log('The static export is up to date.');
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The receiver shuts down gracefully on these; pass them on and exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
