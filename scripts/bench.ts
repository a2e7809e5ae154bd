/**
 * `npm run bench`: Lighthouse over every page type of the static export, beside a bare Next.js
 * page (the "floor"), with medians, budgets and Lighthouse's explanations for missed budgets.
 * Writes the '## Lighthouse' section of docs/benchmarks.md and `.bench/results.json`.
 *
 * It never builds in the project's own `out/` or `.next/` (other people build there): the sources
 * are copied to `.bench/site` and built there, the floor is built in `.bench/floor`.
 *
 *   npm run bench                                   full run: every route, 3 runs each
 *   npm run bench -- --runs 1 --routes /,/about/    quick run
 *   --skip-build   reuse the exports in .bench/ from the previous run
 *   --no-doc       leave docs/benchmarks.md alone (results.json is still written)
 *   --timeout 120  seconds allowed for one Lighthouse run
 *   --pass applied measure one pass only: simulated, applied (Lighthouse), interaction (input to
 *                  next paint of the site's controls, beside the floor's button on its page
 *                  /tap/, bench/interactions.ts); `both` is the two
 *                  Lighthouse passes; default all three
 *
 * Unmet targets are reported, not treated as failures: the exit code is non-zero only when the
 * benchmark itself could not run (a build failed, a route could not be measured).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { initialJs } from './bench/initial-js';
import { floorInteractionSpec, interactionSpecs, runInteractions } from './bench/interactions';
import type { InteractionResult } from './bench/interactions';
import { runLighthouse, THROTTLINGS } from './bench/lighthouse';
import type { RunMetrics, Throttling } from './bench/lighthouse';
import { installExitHandlers, killAll } from './bench/processes';
import { describeMachine, describeSources, report, writeSection } from './bench/report';
import type { RunInfo } from './bench/report';
import { BLOG_POST, DEFAULT_PATHS, FLOOR_ROUTE, firstBlogPost, normalizePath, siteRoute } from './bench/routes';
import type { Route } from './bench/routes';
import { startReceiver } from './bench/server';
import type { Receiver } from './bench/server';
import { median, summarize, summarizeApplied } from './bench/summary';
import type { AppliedSummary, RouteResult, RouteSummary } from './bench/summary';
import { buildExport, prepareFloor, prepareSite } from './bench/workspace';
import type { Workspace } from './bench/workspace';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(projectRoot, '.bench');
const logDir = path.join(benchDir, 'logs');
const lhrDir = path.join(benchDir, 'lhr');
const receiverDataDir = path.join(benchDir, 'receiver-data');
const docFile = path.join(projectRoot, 'docs', 'benchmarks.md');
/** Written next to the copied sources, so --skip-build can still say what was measured. */
const SOURCES_FILE = '.bench-sources';

interface Options {
  runs: number;
  paths: string[];
  partial: boolean;
  skipBuild: boolean;
  writeDoc: boolean;
  timeoutMs: number;
  passes: Throttling[];
  interactions: boolean;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      timeout: { type: 'string', default: '120' },
      pass: { type: 'string', default: 'all' },
      'skip-build': { type: 'boolean', default: false },
      'no-doc': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run bench -- [--runs N] [--routes /,/about/] [--pass simulated|applied|interaction|both|all] [--timeout SECONDS] [--skip-build] [--no-doc]');
    process.exit(0);
  }
  const runs = Number(values.runs);
  const timeoutS = Number(values.timeout);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be an integer from 1 to 20 (got "${values.runs}")`);
  if (!Number.isFinite(timeoutS) || timeoutS < 10) throw new Error(`--timeout must be at least 10 seconds (got "${values.timeout}")`);
  const pass = values.pass;
  if (pass !== 'both' && pass !== 'all' && pass !== 'interaction' && !THROTTLINGS.includes(pass as Throttling)) {
    throw new Error(`--pass must be simulated, applied, interaction, both or all (got "${pass}")`);
  }
  const passes = pass === 'both' || pass === 'all' ? [...THROTTLINGS] : pass === 'interaction' ? [] : [pass as Throttling];
  const interactions = pass === 'all' || pass === 'interaction';
  const requested = values.routes
    ?.split(',')
    .filter((entry) => entry.trim() !== '')
    .map(normalizePath);
  if (requested !== undefined && requested.length === 0) throw new Error('--routes needs at least one path, e.g. --routes /,/about/');
  return {
    runs,
    paths: requested ?? [...DEFAULT_PATHS],
    partial: requested !== undefined || runs < 3 || passes.length < THROTTLINGS.length || !interactions,
    skipBuild: values['skip-build'],
    writeDoc: !values['no-doc'],
    timeoutMs: timeoutS * 1000,
    passes,
    interactions,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

async function buildBoth(options: Options): Promise<{ site: Workspace; floor: Workspace; siteMs: number | null; floorMs: number | null; sources: string }> {
  if (options.skipBuild) {
    const site: Workspace = { dir: path.join(benchDir, 'site'), outDir: path.join(benchDir, 'site', 'out'), buildArgs: [] };
    const floor: Workspace = { dir: path.join(benchDir, 'floor'), outDir: path.join(benchDir, 'floor', 'out'), buildArgs: [] };
    for (const workspace of [site, floor]) {
      if (!fs.existsSync(path.join(workspace.outDir, 'index.html'))) throw new Error(`--skip-build: no export in ${workspace.outDir}; run without it first`);
    }
    const sources = fs.existsSync(path.join(site.dir, SOURCES_FILE)) ? fs.readFileSync(path.join(site.dir, SOURCES_FILE), 'utf8').trim() : 'unknown';
    return { site, floor, siteMs: null, floorMs: null, sources };
  }
  console.log('Copying the sources to .bench/site …');
  const sources = describeSources(projectRoot);
  const site = prepareSite(projectRoot, benchDir);
  fs.writeFileSync(path.join(site.dir, SOURCES_FILE), `${sources}\n`);
  const floor = prepareFloor(projectRoot, benchDir);
  // One after the other: two builds at once on a small machine only make both slower.
  console.log('Building the site export in .bench/site (log: .bench/logs/site-build.log) …');
  const siteMs = await buildExport(site, path.join(logDir, 'site-build.log'));
  console.log(`  built in ${seconds(siteMs)}`);
  console.log('Building the floor export in .bench/floor (log: .bench/logs/floor-build.log) …');
  const floorMs = await buildExport(floor, path.join(logDir, 'floor-build.log'));
  console.log(`  built in ${seconds(floorMs)}`);
  return { site, floor, siteMs, floorMs, sources };
}

/** Fails fast on a mistyped route instead of after minutes of Lighthouse runs. */
async function checkServed(url: string): Promise<void> {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}; is the route in the export?`);
}

function lhrFile(route: Route, run: number, throttling: Throttling): string {
  const slug = route.kind === 'floor' ? 'floor' : route.path === '/' ? 'home' : route.path.replace(/^\/|\/$/g, '').replace(/\//g, '__');
  return path.join(lhrDir, `${slug}-${throttling}-${run}.json`);
}

/** Attempts one run slot may take: a crash or hang is retried once, a paint stall up to twice. */
const MAX_FAILED_ATTEMPTS = 2;
const MAX_STALLED_ATTEMPTS = 3;

/**
 * One data point for a route: retried once when Chromium crashes or hangs, and repeated when
 * headless Chromium stalled the first paint (see `detectPaintStall` in bench/lighthouse.ts). A slot that
 * stalls on every attempt keeps its last run, flagged, so no route loses a data point to it.
 */
async function measureRunSlot(result: RouteResult, run: number, throttling: Throttling, prefix: string, timeoutMs: number, loadSamples: number[]): Promise<void> {
  let failed = 0;
  let stalled = 0;
  for (;;) {
    loadSamples.push(os.loadavg()[0] ?? 0);
    const runStarted = Date.now();
    try {
      const metrics = await runLighthouse(result.url, { timeoutMs, throttling, reportFile: lhrFile(result.route, run, throttling) });
      const took = `(${seconds(Date.now() - runStarted)})`;
      if (metrics.paintStall !== undefined) {
        stalled += 1;
        const stall = `paint stalled ${metrics.paintStall.gapMs} ms after load (main thread busy ${metrics.paintStall.mainThreadBusyMs} ms)`;
        if (stalled < MAX_STALLED_ATTEMPTS) {
          result.stalledRuns.push(metrics);
          console.log(`${prefix} ${progressLine(metrics)} — ${stall}; repeating ${took}`);
          continue;
        }
        console.log(`${prefix} ${progressLine(metrics)} — ${stall} on every attempt; kept ${took}`);
      } else {
        console.log(`${prefix} ${progressLine(metrics)} ${took}`);
      }
      result.runs.push(metrics);
      return;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`${prefix} attempt failed: ${message}`);
      if (failed >= MAX_FAILED_ATTEMPTS) {
        result.failures.push(`run ${run}: ${message}`);
        return;
      }
    }
  }
}

function progressLine(metrics: RunMetrics): string {
  const lcp = metrics.lcpMs === null ? 'n/a' : `${(metrics.lcpMs / 1000).toFixed(2)} s`;
  const tbt = metrics.tbtMs === null ? 'n/a' : `${Math.round(metrics.tbtMs)} ms`;
  const s = metrics.scores;
  return `perf ${s.performance ?? 'n/a'} · a11y ${s.accessibility ?? 'n/a'} · bp ${s['best-practices'] ?? 'n/a'} · seo ${s.seo ?? 'n/a'} · LCP ${lcp} · TBT ${tbt} · CLS ${metrics.cls?.toFixed(3) ?? 'n/a'}`;
}

async function main(): Promise<void> {
  installExitHandlers();
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  fs.mkdirSync(logDir, { recursive: true });
  fs.rmSync(lhrDir, { recursive: true, force: true });
  fs.mkdirSync(lhrDir, { recursive: true });
  // Receivers' throwaway data dirs; a run that was killed may have left some.
  fs.rmSync(receiverDataDir, { recursive: true, force: true });
  fs.mkdirSync(receiverDataDir, { recursive: true });

  const { site, floor, siteMs, floorMs, sources } = await buildBoth(options);
  const routes: Route[] = options.paths.map((p) => siteRoute(p === BLOG_POST ? firstBlogPost(site.outDir) : p));

  const receivers: Receiver[] = [];
  try {
    console.log('Starting the receivers (waiting for their start-up compression to finish) …');
    const siteServer = await startReceiver(projectRoot, site.outDir, { logFile: path.join(logDir, 'site-receiver.log'), dataParent: receiverDataDir });
    receivers.push(siteServer);
    const floorServer = await startReceiver(projectRoot, floor.outDir, { logFile: path.join(logDir, 'floor-receiver.log'), dataParent: receiverDataDir });
    receivers.push(floorServer);

    const newResults = (): RouteResult[] =>
      [FLOOR_ROUTE, ...routes].map((route) => {
        const export_ = route.kind === 'floor' ? floor : site;
        const origin = route.kind === 'floor' ? floorServer.origin : siteServer.origin;
        return { route, url: `${origin}${route.path}`, runs: [], failures: [], stalledRuns: [], initialJs: initialJs(export_.outDir, route.path) };
      });
    const results = Object.fromEntries(options.passes.map((pass) => [pass, newResults()])) as Partial<Record<Throttling, RouteResult[]>>;
    for (const result of Object.values(results)[0] ?? []) await checkServed(result.url);

    const routeCount = routes.length + 1;
    const total = routeCount * options.runs * options.passes.length;
    let done = 0;
    // Sampled before every run: the 1-minute load average says how busy the machine was.
    const loadSamples: number[] = [];
    const lighthouseStarted = Date.now();
    // Interleaved (every route in every pass, then again), so a burst of load from other work on
    // the machine lowers one run of many routes rather than every run of one route.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const pass of options.passes) {
        for (const result of results[pass] ?? []) {
          done += 1;
          const prefix = `[${String(done).padStart(String(total).length)}/${total}] ${pass} ${result.route.label} run ${run}/${options.runs}:`;
          await measureRunSlot(result, run, pass, prefix, options.timeoutMs, loadSamples);
        }
      }
    }
    const lighthouseMs = Date.now() - lighthouseStarted;

    let interactions: InteractionResult[] | null = null;
    if (options.interactions) {
      // Only the pages measured (all by default; --routes narrows both passes).
      const measured = new Set(routes.map((route) => route.path));
      const specs = interactionSpecs().filter((spec) => measured.has(spec.path));
      const floorTap = floorInteractionSpec();
      // An export built before the floor had its tap page (--skip-build) says so now, not after a
      // minute's wait for its button in every run.
      if (specs.length > 0) await checkServed(`${floorServer.origin}${floorTap.path}`);
      const targets =
        specs.length === 0 ? [] : [{ origin: floorServer.origin, spec: floorTap, floor: true }, ...specs.map((spec) => ({ origin: siteServer.origin, spec }))];
      interactions = await runInteractions(targets, options.runs, (line) => console.log(line));
    }

    const summarizePass = <T>(pass: Throttling, summarizeWith: (all: RouteResult[], floor: RouteResult) => T[]): T[] | null => {
      const passResults = results[pass];
      if (passResults === undefined) return null;
      const [floorResult] = passResults;
      if (!floorResult || floorResult.runs.length === 0) throw new Error(`the floor page could not be measured (${pass} throttling), so nothing can be compared with it`);
      return summarizeWith(passResults, floorResult);
    };
    const summaries: RouteSummary[] | null = summarizePass('simulated', summarize);
    const applied: AppliedSummary[] | null = summarizePass('applied', summarizeApplied);
    const allResults = Object.values(results).flat();
    const indexes = allResults.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
    const lighthouseVersion = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
    const info: RunInfo = {
      machine: describeMachine(lighthouseVersion),
      runsPerRoute: options.runs,
      timeoutS: options.timeoutMs / 1000,
      load: { min: Math.min(...loadSamples), median: median(loadSamples) ?? 0, max: Math.max(...loadSamples) },
      benchmarkIndex: indexes.length > 0 ? { min: Math.min(...indexes), median: median(indexes) ?? 0, max: Math.max(...indexes) } : null,
      buildSeconds: { site: siteMs === null ? null : siteMs / 1000, floor: floorMs === null ? null : floorMs / 1000 },
      lighthouseMinutes: lighthouseMs / 60_000,
      totalMinutes: (Date.now() - started) / 60_000,
      sources,
      partial: options.partial,
    };

    fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify({ info, simulated: summaries, applied, interactions }, null, 2)}\n`);
    console.log(`\n${report(summaries, applied, info, 'console', interactions)}\n`);
    console.log(`Lighthouse runs took ${info.lighthouseMinutes.toFixed(1)} min; the whole benchmark ${info.totalMinutes.toFixed(1)} min.`);
    console.log('Raw medians: .bench/results.json; full Lighthouse results: .bench/lhr/');
    if (options.writeDoc) {
      writeSection(docFile, report(summaries, applied, info, 'doc', interactions));
      console.log("Wrote the '## Lighthouse' section of docs/benchmarks.md.");
    }
    const unmeasured = [...(summaries ?? []), ...(applied ?? [])].filter((s) => s.successfulRuns === 0);
    if (unmeasured.length > 0) {
      console.error(`No successful Lighthouse run for: ${[...new Set(unmeasured.map((s) => s.label))].join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(receivers.map((receiver) => receiver.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAll();
  process.exitCode = 1;
});
