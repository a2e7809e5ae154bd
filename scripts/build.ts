/**
 * `npm run build`: the static export, finished for any host.
 *
 * 1. `next build` writes the site to out/ (static export, next.config.ts).
 * 2. Each page's stylesheets are inlined into its HTML (scripts/export/inline-css.ts), so the first
 *    paint needs no second request.
 *
 * `npm start`, `npm test` and `npm run bench` build through this file, so what they serve and
 * measure is what a host would be given.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { inlineExportStylesheets } from './export/inline-css';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function finishExport(outDir: string): void {
  const pages = inlineExportStylesheets(outDir);
  console.log(`Inlined the stylesheets of ${pages} pages.`);
}

function main(): void {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  finishExport(path.join(root, 'out'));
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
