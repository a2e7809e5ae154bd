/**
 * The CMS end-to-end test's server: copies the repository's sources (never the working tree
 * itself is edited) and runs `npm run cms` over the copy, without the dev server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { prepareSite } from '../../scripts/bench/workspace';
import { BACKEND_PORT, CMS_PORT, COPY, COPY_PARENT, ROOT } from './env';

const { dir } = prepareSite(ROOT, COPY_PARENT);
if (path.resolve(dir) !== path.resolve(COPY)) throw new Error(`the copy is at ${dir}, the test expects ${COPY}`);
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'scripts', 'cms.ts'), '--root', COPY, '--port', String(CMS_PORT), '--backend-port', String(BACKEND_PORT), '--no-dev'],
  { cwd: ROOT, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
