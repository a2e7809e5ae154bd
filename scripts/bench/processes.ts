/**
 * Child processes of the benchmark (next build, the two receivers, Chromium), and the guarantee
 * that none outlives it.
 *
 * Every child leads its own process group (`detached`), so one signal to the group also reaches
 * what it spawned (Next's build workers, Chromium's renderers), and Ctrl-C in the terminal reaches
 * only this process, which ends the groups itself: on exit, on an error, on SIGINT/SIGTERM/SIGHUP.
 *
 * That is not enough on its own. `tsx` runs this script in a child process and, on Ctrl-C, kills
 * it with SIGKILL if it has not acknowledged the signal within about 60 ms, which happens whenever
 * Lighthouse is busy processing a trace on the main thread. So a small "reaper" process, outside
 * any of these groups, holds the list of groups on a pipe from this process; when the pipe closes
 * (this process ended, however it ended), it kills whatever groups are still listed.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const running = new Set<ChildProcess>();
/** Synchronous teardown for things that need more than a kill (chrome-launcher's profile dir). */
const cleanups = new Set<() => void>();
let reaper: ChildProcess | null = null;

/** Plain JavaScript, run with `node -e`: reads "+pgid"/"-pgid" lines and kills the rest at EOF. */
const REAPER_SOURCE = `
const groups = new Set();
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  let end;
  while ((end = pending.indexOf('\\n')) !== -1) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    const pid = Number(line.slice(1));
    if (line[0] === '+') groups.add(pid); else groups.delete(pid);
  }
});
const reap = () => {
  for (const pid of groups) { try { process.kill(-pid, 'SIGKILL'); } catch {} }
  process.exit(0);
};
process.stdin.on('end', reap);
process.stdin.on('error', reap);
`;

function tellReaper(line: string): void {
  if (reaper?.stdin && !reaper.stdin.destroyed) reaper.stdin.write(`${line}\n`);
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Registers a child that leads its own process group, until its group is gone. */
function track(child: ChildProcess): void {
  const pid = child.pid;
  if (pid === undefined) return;
  running.add(child);
  tellReaper(`+${pid}`);
  child.once('exit', () => {
    running.delete(child);
    // Workers or renderers the leader left behind go with it.
    killGroup(pid, 'SIGKILL');
    tellReaper(`-${pid}`);
  });
}

/**
 * `child_process.spawn` that tracks what it starts, for chrome-launcher (which spawns Chromium
 * detached, i.e. as a group leader): Chromium is registered the moment it exists, not only once
 * it has answered on its debugging port.
 */
export const trackedSpawn = ((...args: unknown[]): ChildProcess => {
  // The arguments are chrome-launcher's, passed through untouched.
  const child = Reflect.apply(spawn, undefined, args) as ChildProcess;
  track(child);
  return child;
}) as unknown as typeof spawn;

/** Kills everything still running, synchronously, so it also works from an 'exit' listener. */
export function killAll(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the remaining children must still be killed.
    }
  }
  cleanups.clear();
  for (const child of running) if (child.pid !== undefined && !hasExited(child)) killGroup(child.pid, 'SIGKILL');
  running.clear();
}

/** Registers a teardown to run if the benchmark ends early; returns its removal. */
export function onCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function installExitHandlers(): void {
  reaper = spawn(process.execPath, ['-e', REAPER_SOURCE], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  // Neither the reaper nor its pipe may keep this process alive; the pipe closes when it exits.
  reaper.unref();
  if (reaper.stdin instanceof net.Socket) reaper.stdin.unref();
  reaper.stdin?.on('error', () => undefined);

  process.on('exit', killAll);
  const signals: ReadonlyArray<[NodeJS.Signals, number]> = [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ];
  for (const [signal, code] of signals) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the benchmark and its child processes`);
      killAll();
      process.exit(code);
    });
  }
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stdout and stderr go to this file; the parent's terminal stays readable. */
  logFile: string;
}

export function spawnTracked(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const log = fs.openSync(options.logFile, 'w');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', log, log] });
  // The child holds its own copy of the descriptor.
  fs.closeSync(log);
  track(child);
  return child;
}

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Runs a command to completion; rejects with the end of its log when it fails or overruns. */
export function runToCompletion(command: string, args: readonly string[], options: SpawnOptions & { timeoutMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, options);
    const timer = setTimeout(() => child.pid !== undefined && killGroup(child.pid, 'SIGKILL'), options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}); end of ${options.logFile}:\n${tail(options.logFile, 40)}`));
    });
  });
}

/** SIGTERM to the group, then SIGKILL if it has not exited within `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.pid === undefined || hasExited(child)) return;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A port that is free on loopback now (the OS picks it; a race with other programs is unlikely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
