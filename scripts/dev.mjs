// `npm run dev`: the Next dev server on 127.0.0.1:3001 and the enquiry receiver, API only, on
// 127.0.0.1:3000, wired to each other (NEXT_PUBLIC_API_HOST, ALLOWED_ORIGINS). Ctrl-C stops
// both; if either one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECEIVER = 'http://127.0.0.1:3000';

const children = [
  spawn(path.join(root, 'node_modules', '.bin', 'next'), ['dev', '-H', '127.0.0.1', '-p', '3001'], {
    cwd: root,
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, NEXT_PUBLIC_API_HOST: RECEIVER },
  }),
  spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      API_ONLY: 'true',
      HOST: '127.0.0.1',
      PORT: '3000',
      // The page may be opened as either host name.
      ALLOWED_ORIGINS: 'http://127.0.0.1:3001,http://localhost:3001',
    },
  }),
];

let exitCode = null;
function stopAll(signal) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const child of children) {
  child.on('exit', (code) => {
    exitCode ??= code ?? 0;
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
