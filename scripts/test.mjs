// `npm test`: the whole suite, in the order that fails fastest.
// Type-check, lint, format check, unit and server tests, then a fresh production export with its host
// configurations, the export check, the host tests (nginx, Cloudflare's local Pages runtime, the split deployment)
// and the end-to-end tests against the export in Debian's Chromium. Extra arguments are passed to
// the end-to-end Playwright run.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const steps = [
  ['Type-check', bin('tsc'), ['--noEmit']],
  ['Lint', bin('eslint'), ['--max-warnings=0', '.']],
  // Prettier's layout (.prettierrc.json); `npm run format` rewrites what it lists.
  ['Format check', bin('prettier'), ['--check', '.']],
  ['Unit and server tests', bin('vitest'), ['run']],
  // The staff desk in Chromium against a real OpenID provider; needs no export (docs/desk.md).
  ['Staff desk end-to-end', bin('playwright'), ['test', '-c', 'playwright.desk.config.ts']],
  // The CMS at /admin/ in Chromium with its local backend over a copy of the repository, then a
  // build of that copy (docs/cms.md); needs no export of its own.
  ['CMS end-to-end', bin('playwright'), ['test', '-c', 'playwright.cms.config.ts']],
  // next build, inlined stylesheets and the host configurations (scripts/build.ts).
  ['Production export', process.execPath, ['--import', 'tsx', join('scripts', 'build.ts')]],
  // The finished export as a host serves it: inline styles, after-paint loader, CSP of every host
  // file and the receiver, links, sitemap (scripts/check-export.ts, `npm run check:export`).
  ['Export check', process.execPath, ['--import', 'tsx', join('scripts', 'check-export.ts')]],
  ['Host tests', bin('playwright'), ['test', '-c', 'playwright.hosts.config.ts']],
  ['End-to-end tests', bin('playwright'), ['test', ...process.argv.slice(2)]],
];

for (const [label, command, args] of steps) {
  if (label === 'End-to-end tests') {
    // The receiver's e2e database starts empty on every run.
    rmSync(join('test-results', 'e2e-data'), { recursive: true, force: true });
  }
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} passed in ${seconds}s`);
}
console.log('\nAll checks passed.');
