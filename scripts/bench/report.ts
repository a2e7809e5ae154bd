/**
 * The benchmark's outputs: the Markdown table (printed, and kept under '## Lighthouse' in
 * docs/benchmarks.md, which is replaced on every run while the rest of the file is kept) and the
 * raw medians as JSON.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

import { CHROMIUM_PATH } from '../chromium';
import { INTERACTION_TARGET_MS, interactionTable, unmetInteractions } from './interactions';
import type { InteractionResult } from './interactions';
import { KB, TARGETS } from './routes';
import { describeShift } from './summary';
import type { AppliedSummary, RouteSummary, Unmet } from './summary';

export interface Machine {
  nproc: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  chromium: string;
  lighthouse: string;
  kernel: string;
  date: string;
}

export interface RunInfo {
  machine: Machine;
  runsPerRoute: number;
  timeoutS: number;
  /** 1-minute load average, read before each Lighthouse run. */
  load: { min: number; median: number; max: number };
  /** Lighthouse's own CPU benchmark, over all runs: lower means a slower or busier machine. */
  benchmarkIndex: { min: number; median: number; max: number } | null;
  buildSeconds: { site: number | null; floor: number | null };
  lighthouseMinutes: number;
  totalMinutes: number;
  /** The sources measured: commit plus uncommitted changes at copy time. */
  sources: string;
  partial: boolean;
}

function commandOutput(command: string, args: readonly string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function describeMachine(lighthouseVersion: string): Machine {
  let cpuModel = 'unknown';
  try {
    cpuModel = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? 'unknown';
  } catch {
    // Not Linux; the field stays "unknown".
  }
  const nproc = Number(commandOutput('nproc', []));
  return {
    nproc: Number.isFinite(nproc) ? nproc : os.availableParallelism(),
    cpuModel,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    // Debian's wrapper script prints a shell warning on stderr; only the first stdout line counts.
    chromium: commandOutput(CHROMIUM_PATH, ['--version']).split('\n')[0] ?? 'unknown',
    lighthouse: lighthouseVersion,
    kernel: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
  };
}

export function describeSources(projectRoot: string): string {
  const head = commandOutput('git', ['-C', projectRoot, 'rev-parse', '--short', 'HEAD']);
  const changed = commandOutput('git', ['-C', projectRoot, 'status', '--porcelain', '--untracked-files=all']);
  const count = changed === 'unknown' || changed === '' ? 0 : changed.split('\n').length;
  return count === 0 ? `commit ${head}` : `commit ${head} plus ${count} uncommitted file change${count === 1 ? '' : 's'} (the working tree as copied)`;
}

const mark = (text: string, ok: boolean) => (ok ? text : `${text} ✗`);
const kb = (bytes: number | null) => (bytes === null ? 'n/a' : (bytes / KB).toFixed(1));
const score = (value: number | null) => (value === null ? 'n/a' : Number.isInteger(value) ? String(value) : value.toFixed(1));

/** Runs that produced a result, and the spread of their performance scores. */
function runsCell(s: RouteSummary | AppliedSummary): string {
  const failed = s.failures.length > 0 ? ` (${s.failures.length} failed)` : '';
  const range = 'performanceRange' in s && s.performanceRange && s.successfulRuns > 1 ? `, perf ${s.performanceRange.min}–${s.performanceRange.max}` : '';
  const repeated = s.stalledRunGapsMs.length > 0 ? `, ${s.stalledRunGapsMs.length} stalled repeated` : '';
  const kept = s.stalledRunsKept > 0 ? `, ${s.stalledRunsKept} stalled kept` : '';
  return `${s.successfulRuns}${failed}${range}${repeated}${kept}`;
}

function routeCell(s: { label: string; kind: RouteSummary['kind']; noindex?: boolean }): string {
  return s.kind === 'floor' ? '**floor** (bare Next.js)' : `\`${s.label}\`${s.kind === 'landing' ? ' (landing)' : ''}${s.noindex === true ? ' (noindex)' : ''}`;
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : (ms / 1000).toFixed(2));

function row(s: RouteSummary): string {
  const m = s.median;
  const isFloor = s.kind === 'floor';
  const jsBudget = TARGETS.jsOverFloorBytes[s.kind];
  const cells = [
    routeCell(s),
    mark(score(m.performance), s.performanceMet),
    mark(score(m.accessibility), m.accessibility === TARGETS.otherScores),
    mark(score(m.bestPractices), m.bestPractices === TARGETS.otherScores),
    s.noindex ? `${score(m.seo)} (exempt)` : mark(score(m.seo), m.seo === TARGETS.otherScores),
    seconds(m.lcpMs),
    m.tbtMs === null ? 'n/a' : String(Math.round(m.tbtMs)),
    m.cls === null ? 'n/a' : m.cls.toFixed(3),
    kb(m.totalByteWeight),
    kb(s.initialJs.gzipBytes),
    isFloor ? '—' : mark(`${s.jsOverFloorBytes >= 0 ? '+' : '−'}${kb(Math.abs(s.jsOverFloorBytes))} / ${jsBudget / KB}`, s.jsOverFloorBytes <= jsBudget),
    isFloor ? '1.0' : s.tbtRatioToFloor === null ? 'n/a' : `${s.tbtRatioToFloor.toFixed(1)}×`,
    runsCell(s),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function table(summaries: readonly RouteSummary[]): string {
  const header =
    '| Route | Perf | A11y | Best pr. | SEO | LCP (s) | TBT (ms) | CLS | Transferred (KB) | Initial JS gz (KB) | JS vs floor / budget (KB) | TBT ÷ floor | Runs |';
  const align = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  return [header, align, ...summaries.map(row)].join('\n');
}

function appliedRow(s: AppliedSummary): string {
  const m = s.median;
  const t = TARGETS.applied;
  const isFloor = s.kind === 'floor';
  const over = s.tbtOverFloorMs;
  const causes = s.shifts.length === 0 ? '—' : s.shifts.map((shift) => `${shift.cause.replace(/\|/g, '\\|')} (${shift.maxScore.toFixed(3)})`).join('; ');
  const lcpOver = s.lcpOverFloorMs;
  const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))}`;
  const cells = [
    routeCell(s),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    isFloor ? '—' : mark(lcpOver === null ? 'n/a' : signed(lcpOver), lcpOver !== null && lcpOver <= t.lcpOverFloorMs),
    m.tbtMs === null ? 'n/a' : String(Math.round(m.tbtMs)),
    isFloor ? '—' : mark(over === null ? 'n/a' : signed(over), over !== null && over <= t.tbtOverFloorMs),
    mark(s.maxCls === null ? 'n/a' : s.maxCls.toFixed(3), s.maxCls !== null && s.runsWithShift === 0),
    causes,
    runsCell(s),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function appliedTable(summaries: readonly AppliedSummary[]): string {
  const header = '| Route | FCP (s) | LCP (s) | LCP vs floor (ms) | TBT (ms) | TBT vs floor (ms) | CLS (largest run) | Layout shifts: cause (largest score) | Runs |';
  const align = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |';
  return [header, align, ...summaries.map(appliedRow)].join('\n');
}

export function unmetList(summaries: ReadonlyArray<{ label: string; kind: RouteSummary['kind']; unmet: Unmet[] }>): string {
  const lines: string[] = [];
  for (const s of summaries) {
    for (const unmet of s.unmet) {
      const who = s.kind === 'floor' ? 'floor (reference, not a site page)' : `\`${s.label}\``;
      lines.push(`- ${who}: ${unmet.target} — ${unmet.actual}.`);
      for (const cause of unmet.causes) lines.push(`  - ${cause}`);
      if (unmet.causes.length === 0) lines.push('  - Lighthouse names no failing audit for this in a majority of runs (run-to-run noise or machine load).');
    }
  }
  return lines.length > 0 ? lines.join('\n') : 'None: every route meets every target.';
}

/** Every shift cause seen on a route that met its CLS target too, so a small shift is still named. */
function shiftList(summaries: readonly AppliedSummary[]): string {
  const lines = summaries.flatMap((s) => (s.shifts.length === 0 ? [] : [`- ${routeCell(s)}:`, ...s.shifts.map((shift) => `  - ${describeShift(shift)}`)]));
  return lines.length > 0 ? lines.join('\n') : 'No layout shift in any run.';
}

function machineLine(info: RunInfo): string {
  const m = info.machine;
  return `\`nproc\` ${m.nproc}, CPU "${m.cpuModel}", ${m.memoryGb} GB RAM, ${m.kernel}, Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}; run ${m.date.replace('T', ' ').slice(0, 16)} UTC.`;
}

function loadLine(info: RunInfo): string {
  const { load, machine } = info;
  const bi = info.benchmarkIndex;
  const index = bi ? ` Lighthouse's CPU benchmark index (higher is faster) ranged ${Math.round(bi.min)}–${Math.round(bi.max)}, median ${Math.round(bi.median)}.` : '';
  // Lighthouse, its Chromium and the receiver keep about two CPUs busy during a run by themselves
  // (a median near 2 was read here with nothing else running); more than that is other work.
  const busy = load.median > 2.5;
  const verdict = busy
    ? 'The load was above what the benchmark causes by itself: other work shared the machine, so absolute timings (LCP, TBT, performance scores) are pessimistic and move between runs; the comparisons with the floor, measured under the same conditions, are the robust figures.'
    : 'The machine was fairly quiet during the benchmark.';
  return `Load average (1 min, read before each run; Lighthouse, its Chromium and the receiver account for about 2 of it): median ${load.median.toFixed(2)}, range ${load.min.toFixed(2)}–${load.max.toFixed(2)}, on ${machine.nproc} CPUs.${index} ${verdict}`;
}

const INTRO = (info: RunInfo) => `\`npm run bench\` (scripts/bench.ts, helpers in scripts/bench/) copies the sources into \`.bench/site\`
and builds the export there, builds a bare Next.js app (one \`h1\` and one paragraph, same config and
node_modules) in \`.bench/floor\`, serves both \`out/\` folders with the project's receiver on loopback
(clean URLs, br/gzip, cache headers) and runs Lighthouse ${info.machine.lighthouse} through its Node API
${info.runsPerRoute === 1 ? 'once' : `${info.runsPerRoute} times`} per route and throttling method in a fresh headless Chromium each time, with Lighthouse's
default mobile config (Moto G Power emulation, slow 4G: 150 ms RTT and 1.6 Mbit/s, 4× CPU slowdown), in two passes:

- **Simulated throttling** (Lighthouse's default, and what PageSpeed Insights shows): the page loads
  unthrottled and Lighthouse's Lantern model computes what a slow phone would see from that trace.
- **Applied throttling** (\`--throttling-method=devtools\`): the network and the CPU are really slowed
  while the page loads, as a visitor on a slow phone meets them, so a web font that arrives late or
  a part that loads late shows up as the layout shift it causes. The machine has no Arial or
  Helvetica (Debian's DejaVu fonts only), like an Android or Linux phone.

Runs are interleaved (every route in both passes, then again), so a burst of load on the machine
spreads over routes instead of landing on one. Figures are medians per route; \`.bench/results.json\`
holds them with every finding, \`.bench/lhr/\` the full Lighthouse results. Quick runs:
\`npm run bench -- --runs 1 --routes /,/about/ --pass applied\`.

- **Initial JS gz** is measured from the export, not from a trace: the \`<script src>\` tags and
  script preloads in the route's HTML (\`nomodule\` skipped), each file gzipped at level 9, summed.
  It is deterministic, so it does not move with machine load; chunks loaded later (dynamic
  imports, widgets) are not in it.
  Lighthouse's own transfer figures (Brotli as served) are in results.json as \`scriptTransferBytes\`.
- **JS vs floor** is the route's initial JS minus the floor's, against the budget (+${TARGETS.jsOverFloorBytes.content / KB} KB content
  routes, +${TARGETS.jsOverFloorBytes.landing / KB} KB landing pages). **TBT ÷ floor**, **TBT vs floor** and **LCP vs floor** compare with the floor's
  median in the same pass. These comparisons with the floor are the robust figures: absolute
  timings move with machine load, and simulated LCP and TBT scale with how fast the unthrottled
  load ran.
- **Runs**: Lighthouse runs that produced a result, with the lowest and highest performance score
  among them (the run-to-run noise). Findings below are those failed in at least half the runs,
  worded as in the run with the median performance score, with median estimated savings.
- **Paint stalls**: headless Chromium sometimes holds a page's first frame for one or two whole
  seconds after the page is ready to paint (viz stops sending it BeginFrames, the main thread is
  idle; GoogleChrome/lighthouse#17148). It happened here to stripped copies of our pages without
  any script, at random. A run whose observed first paint comes 500 ms or more after its load
  event, with the main thread busy under 20% of that gap, is set aside and repeated (up to three
  attempts); "stalled repeated" in the Runs column counts them, "stalled kept" counts runs that
  stalled on every attempt and are in the medians anyway.
- **LCP phases** are Lighthouse's split of the simulated LCP. When the LCP element is text, or an
  image that is already loaded, everything after TTFB counts as render delay: in the simulation
  that is the main-thread work (script evaluation, hydration) Lighthouse places before the paint,
  4× slowed, so it grows with TBT and with machine load.
- **Layout shifts** are Lighthouse's layout-shifts audit in the applied pass: every shift with the
  root cause Lighthouse names (a web font, unsized media, an injected iframe), over all runs.
- Targets (issue #32), each against the floor measured in the same run: simulated performance at
  most ${TARGETS.performanceBelowFloor} points below the floor's median in every run, not only the median (the Perf column is the
  median, the Runs column the range); accessibility, best practices and SEO ${TARGETS.otherScores} (SEO exempt on the
  noindex pages); applied CLS 0 in every run (to Lighthouse's three decimals; the CLS column is the
  largest run's), median LCP at most the floor's + ${TARGETS.applied.lcpOverFloorMs} ms and median TBT at most the floor's + ${TARGETS.applied.tbtOverFloorMs} ms;
  initial JS at most the floor's + ${TARGETS.jsOverFloorBytes.content / KB} KB on content routes and + ${TARGETS.jsOverFloorBytes.landing / KB} KB on landing routes;
  every interaction's median at most ${INTERACTION_TARGET_MS} ms. ✗ marks a missed target. KB are 1,024 bytes.`;

/**
 * The run's tables and unmet targets: \`doc\` is the whole '## Lighthouse' section of
 * docs/benchmarks.md, \`console\` just the figures.
 */
export function report(
  simulated: readonly RouteSummary[] | null,
  applied: readonly AppliedSummary[] | null,
  info: RunInfo,
  mode: 'doc' | 'console',
  interactions: readonly InteractionResult[] | null = null,
): string {
  const builds = [
    info.buildSeconds.site === null ? null : `site ${Math.round(info.buildSeconds.site)} s`,
    info.buildSeconds.floor === null ? null : `floor ${Math.round(info.buildSeconds.floor)} s`,
  ].filter((part): part is string => part !== null);
  const parts: string[] = [];
  if (mode === 'doc') {
    parts.push(`## Lighthouse\n\n${INTRO(info)}`);
    parts.push(`Machine: ${machineLine(info)}
${loadLine(info)}
Sources: ${info.sources}. Builds: ${builds.length > 0 ? builds.join(', ') : 'reused from the previous run (--skip-build)'}; Lighthouse runs ${info.lighthouseMinutes.toFixed(1)} min; whole benchmark ${info.totalMinutes.toFixed(1)} min.${info.partial ? '\n\n**Partial run** (a subset of routes, runs or passes was requested); the full benchmark is `npm run bench`.' : ''}`);
  }
  const heading = (text: string) => (mode === 'doc' ? `### ${text}` : `${text}:`);
  if (simulated !== null) parts.push(`${heading('Simulated throttling (PageSpeed Insights)')}\n\n${table(simulated)}`);
  if (applied !== null) parts.push(`${heading('Applied throttling')}\n\n${appliedTable(applied)}`);
  if (interactions !== null) parts.push(`${heading('Interactions')}\n\n${interactionTable(interactions)}`);
  const lighthouseUnmet = unmetList([
    ...(simulated ?? []),
    ...(applied ?? []).map((s) => ({ ...s, unmet: s.unmet.map((u) => ({ ...u, target: `applied ${u.target}` })) })),
  ]);
  const interactionUnmet = unmetInteractions(interactions ?? []).map((line) => `- interaction: ${line}.`);
  parts.push(
    `${heading('Unmet targets')}\n\n${interactionUnmet.length === 0 ? lighthouseUnmet : `${lighthouseUnmet.startsWith('None') ? '' : `${lighthouseUnmet}\n`}${interactionUnmet.join('\n')}`}`,
  );
  if (applied !== null) parts.push(`${heading('Every layout shift in the applied pass')}\n\n${shiftList(applied)}`);
  return `${parts.join('\n\n')}\n`;
}

/** Replaces the '## Lighthouse' section (up to the next '## ' heading) or appends it. */
export function writeSection(docFile: string, text: string): void {
  const current = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Lighthouse');
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${text.trimEnd()}\n`;
  } else {
    const endOffset = lines.slice(start + 1).findIndex((line) => /^## /.test(line));
    const end = endOffset === -1 ? lines.length : start + 1 + endOffset;
    const before = lines.slice(0, start).join('\n').trimEnd();
    const after = lines.slice(end).join('\n').trim();
    next = `${before}\n\n${text.trimEnd()}\n${after ? `\n${after}\n` : ''}`;
  }
  fs.writeFileSync(docFile, next);
}
