/**
 * Child processes of the benchmark (next build, the two receivers, Chromium), and the guarantee
 * that none outlives it. Every child is started as the leader of its own process group
 * (`detached`), so one signal to the group also reaches what it spawned (Next's build workers,
 * Chromium's renderers), and Ctrl-C in the terminal reaches only this process, which then ends
 * the groups itself: on normal exit, on an uncaught error and on SIGINT/SIGTERM/SIGHUP.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const running = new Set<ChildProcess>();
/** Synchronous teardown for things not spawned here (chrome-launcher's Chromium). */
const cleanups = new Set<() => void>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

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
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}

/** Registers a teardown to run if the benchmark ends early; returns its removal. */
export function onCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function installExitHandlers(): void {
  process.on('exit', killAll);
  const signals: ReadonlyArray<[NodeJS.Signals, number]> = [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]];
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
  running.add(child);
  child.once('exit', () => running.delete(child));
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
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), options.timeoutMs);
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
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
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
