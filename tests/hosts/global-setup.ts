/**
 * Before the host tests: checks that out/ carries its host files, and builds the split
 * deployment's export (NEXT_PUBLIC_API_HOST set to the receiver's loopback origin) into
 * test-results/, beside out/, with its own host files. The second build is skipped when it was
 * made after out/'s and for the same receiver origin; its host files are always rewritten.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { HOSTING_DIR, OUT_DIR, ROOT, SPLIT_API_ORIGIN, SPLIT_DIR, SPLIT_HOSTING_DIR, SPLIT_OUT_DIR } from './support/env';

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export default function globalSetup(): void {
  for (const file of [path.join(OUT_DIR, 'index.html'), path.join(OUT_DIR, '_headers'), path.join(HOSTING_DIR, 'nginx.conf')]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` before the host tests.`);
  }
  const stampFile = path.join(SPLIT_DIR, 'stamp.json');
  const mainBuilt = fs.statSync(path.join(OUT_DIR, 'index.html')).mtimeMs;
  let stamp: { apiOrigin?: string; builtAfter?: number } = {};
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as typeof stamp;
  } catch {
    // No earlier split build.
  }
  const env = { EXPORT_DIR: path.relative(ROOT, SPLIT_OUT_DIR), NEXT_PUBLIC_API_HOST: SPLIT_API_ORIGIN };
  const current = stamp.apiOrigin === SPLIT_API_ORIGIN && stamp.builtAfter === mainBuilt && fs.existsSync(path.join(SPLIT_OUT_DIR, 'index.html'));
  if (current) {
    console.log(`Split deployment export in ${path.relative(ROOT, SPLIT_OUT_DIR)} is current.`);
  } else {
    console.log(`Building the split deployment's export (NEXT_PUBLIC_API_HOST=${SPLIT_API_ORIGIN}) into ${path.relative(ROOT, SPLIT_OUT_DIR)}…`);
    fs.rmSync(SPLIT_DIR, { recursive: true, force: true });
    // The project's own build (next build, inlined stylesheets, host files), as a host would get it.
    run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts'), '--hosting', SPLIT_HOSTING_DIR], env);
    fs.writeFileSync(stampFile, JSON.stringify({ apiOrigin: SPLIT_API_ORIGIN, builtAfter: mainBuilt }));
  }
  // Always rewritten (two seconds), so a changed generator is what gets tested.
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/hosting/generate.ts', '--out', SPLIT_OUT_DIR, '--hosting', SPLIT_HOSTING_DIR], env);
}
