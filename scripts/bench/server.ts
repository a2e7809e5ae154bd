/**
 * Serves an export with the project's own receiver (`server/main.ts`), which answers like the
 * production CDN set-up: clean URLs, br/gzip, cache headers, the page CSP. Loopback only.
 */
import fs from 'node:fs';
import path from 'node:path';

import { freePort, spawnTracked, stopGroup } from './processes';

export interface Receiver {
  origin: string;
  stop(): Promise<void>;
}

/** CPU time (user + system, in clock ticks) used so far by a process, from /proc. */
function cpuTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after its ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After it starts listening the receiver compresses the whole export in the background (Brotli
 * 11 for `_next/static`): seconds of CPU on this machine, which would slow the first Lighthouse
 * runs. Waits until it has used under 2% of a core for a second, or 90 s have passed.
 */
async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  let previous = cpuTicks(pid);
  while (previous !== null && Date.now() < deadline) {
    await sleep(1_000);
    const now = cpuTicks(pid);
    if (now === null) return;
    // Clock ticks are 1/100 s on Linux, so 2 ticks in a second is 2% of a core.
    if (now - previous <= 2) return;
    previous = now;
  }
}

async function waitUntilServing(origin: string, exited: () => boolean, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the receiver exited; see ${logFile}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the receiver at ${origin} did not serve / within 60 s; see ${logFile}`);
}

/**
 * @param projectRoot the receiver runs from here, so its imports resolve to the project's code
 * @param outDir absolute path of the export to serve
 * @param options.dataParent where its throwaway DATA_DIR goes (inside .bench/, so a run that is
 *   killed leaves nothing elsewhere)
 */
export async function startReceiver(projectRoot: string, outDir: string, options: { logFile: string; dataParent: string }): Promise<Receiver> {
  const { logFile } = options;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Its SQLite database is created on start; page loads never write to it.
  const dataDir = fs.mkdtempSync(path.join(options.dataParent, 'receiver-data-'));
  const child = spawnTracked(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), OUT_DIR: outDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn', API_ONLY: 'false' },
    logFile,
  });
  const stop = async (): Promise<void> => {
    await stopGroup(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, () => child.exitCode !== null || child.signalCode !== null, logFile);
    if (child.pid !== undefined) await waitUntilIdle(child.pid);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
