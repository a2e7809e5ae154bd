/**
 * From runs to verdicts: medians per route, the comparison with the floor, the budgets each
 * route misses, and what Lighthouse blames for them.
 */
import type { InitialJs } from './initial-js';
import type { CategoryId, Finding, LcpPhases, RunMetrics } from './lighthouse';
import { KB, TARGETS } from './routes';
import type { Route } from './routes';

export interface RouteResult {
  route: Route;
  url: string;
  runs: RunMetrics[];
  failures: string[];
  /** Runs set aside and repeated because headless Chromium held their first paint (lighthouse.ts `detectPaintStall`). */
  stalledRuns: RunMetrics[];
  initialJs: InitialJs;
}

export interface Medians {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  totalByteWeight: number | null;
  scriptTransferBytes: number | null;
  benchmarkIndex: number | null;
}

export interface Unmet {
  target: string;
  actual: string;
  /** Lighthouse's findings that bear on this target, most costly first. */
  causes: string[];
}

export interface RouteSummary {
  label: string;
  path: string;
  kind: Route['kind'];
  noindex: boolean;
  url: string;
  successfulRuns: number;
  failures: string[];
  /** Runs set aside for a headless paint stall, with the gap each one showed (ms). */
  stalledRunGapsMs: number[];
  /** Runs in `successfulRuns` that stalled on every attempt and so are in the medians anyway. */
  stalledRunsKept: number;
  median: Medians;
  /** Lowest and highest performance score over the runs: how noisy the route's runs were. */
  performanceRange: { min: number; max: number } | null;
  /** The floor's median performance score in the same pass, which every run is held against. */
  floorPerformance: number | null;
  /** Whether every run scored within TARGETS.performanceBelowFloor of the floor (the floor itself: true). */
  performanceMet: boolean;
  initialJs: InitialJs;
  /** Initial JS gzip minus the floor's, in bytes. */
  jsOverFloorBytes: number;
  /** Median TBT divided by the floor's; null when the floor's is 0 ms. */
  tbtRatioToFloor: number | null;
  lcpElement?: string;
  /** Median of each LCP phase over the runs, in ms. */
  lcpPhases: LcpPhases;
  externalRequests: string[];
  /** Audits failed in at least half of the runs. */
  findings: Finding[];
  unmet: Unmet[];
}

/** Median of the values present; the mean of the middle two for an even count. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function medians(runs: readonly RunMetrics[]): Medians {
  const of = (pick: (run: RunMetrics) => number | null) => median(runs.map(pick));
  return {
    performance: of((r) => r.scores.performance),
    accessibility: of((r) => r.scores.accessibility),
    bestPractices: of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    speedIndexMs: of((r) => r.speedIndexMs),
    totalByteWeight: of((r) => r.totalByteWeight),
    scriptTransferBytes: of((r) => r.scriptTransferBytes),
    benchmarkIndex: of((r) => r.benchmarkIndex),
  };
}

/** The run whose performance score is the median: the one whose wording the report quotes. */
function representativeRun(runs: readonly RunMetrics[]): RunMetrics | undefined {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Findings that recur in at least half the runs, so one noisy run does not name a cause. Savings
 * are medians over the runs; the wording (e.g. "LCP element (3,000 ms)") is the representative
 * run's, so it matches the medians in the table as closely as one run can.
 */
function recurringFindings(runs: readonly RunMetrics[]): Finding[] {
  const representative = representativeRun(runs);
  const byId = new Map<string, Finding[]>();
  for (const run of runs) for (const finding of run.findings) byId.set(finding.id, [...(byId.get(finding.id) ?? []), finding]);
  const recurring: Finding[] = [];
  for (const [id, seen] of byId) {
    if (seen.length * 2 < runs.length) continue;
    const quoted = representative?.findings.find((f) => f.id === id) ?? seen[seen.length - 1];
    if (!quoted) continue;
    const keys = new Set(seen.flatMap((f) => Object.keys(f.savings ?? {})));
    const savings: Partial<Record<string, number>> = {};
    for (const key of keys) {
      const value = median(seen.map((f) => f.savings?.[key] ?? null));
      if (value !== null && value > 0) savings[key] = value;
    }
    const { savings: _quotedSavings, ...finding } = quoted;
    recurring.push(Object.keys(savings).length > 0 ? { ...finding, savings } : finding);
  }
  return recurring;
}

/** Milliseconds a performance finding is estimated to cost; CLS savings weigh as 0.1 = 100 ms. */
function cost(finding: Finding): number {
  const s = finding.savings ?? {};
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 1_000;
}

export function describeFinding(finding: Finding): string {
  const parts = [finding.title];
  if (finding.displayValue) parts.push(`(${finding.displayValue})`);
  const savings = Object.entries(finding.savings ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS −${value.toFixed(3)}` : `${metric} −${Math.round(value)} ms`));
  if (savings.length > 0) parts.push(`[est. ${savings.join(', ')}]`);
  if (finding.element) parts.push(`— \`${finding.element.replace(/\s+/g, ' ').slice(0, 120)}\``);
  else if (finding.detail) parts.push(`— ${finding.detail.slice(0, 160)}`);
  return parts.join(' ');
}

function causesIn(findings: readonly Finding[], category: CategoryId, limit: number, ids?: ReadonlySet<string>): string[] {
  return (
    findings
      .filter((f) => f.category === category && (ids === undefined || ids.has(f.id)))
      // A performance audit Lighthouse estimates at no saving (e.g. "render-blocking: 0 ms") explains nothing.
      .filter((f) => f.category !== 'performance' || cost(f) > 0)
      .sort((a, b) => cost(b) - cost(a))
      .slice(0, limit)
      .map(describeFinding)
  );
}

const SCRIPT_AUDITS = new Set([
  'unused-javascript',
  'legacy-javascript',
  'legacy-javascript-insight',
  'bootup-time',
  'mainthread-work-breakdown',
  'total-byte-weight',
  'duplicated-javascript',
  'duplicated-javascript-insight',
  'long-tasks',
  'third-parties-insight',
  'third-party-summary',
]);

const fmtScore = (value: number | null) => (value === null ? 'n/a' : Number.isInteger(value) ? String(value) : value.toFixed(1));

function medianPhases(runs: readonly RunMetrics[]): LcpPhases {
  const phases: LcpPhases = {};
  for (const name of new Set(runs.flatMap((run) => Object.keys(run.lcpPhases)))) {
    const value = median(runs.map((run) => run.lcpPhases[name] ?? null));
    if (value !== null) phases[name] = value;
  }
  return phases;
}

function lcpCauses(m: Medians, lcp: { element?: string; phases: LcpPhases }): string[] {
  const causes: string[] = [];
  if (lcp.element) causes.push(`LCP element: \`${lcp.element.replace(/\s+/g, ' ').slice(0, 160)}\``);
  const phases = Object.entries(lcp.phases).map(([phase, ms]) => `${phase} ${Math.round(ms ?? 0)} ms`);
  const fcp = m.fcpMs === null ? '' : ` (FCP ${(m.fcpMs / 1000).toFixed(2)} s)`;
  if (phases.length > 0) causes.push(`LCP ${m.lcpMs === null ? 'n/a' : `${(m.lcpMs / 1000).toFixed(2)} s`}, phases: ${phases.join(', ')}${fcp}`);
  return causes;
}

/** Whether every run's performance score is within the allowed distance of the floor's median. */
function performanceWithinFloor(range: { min: number; max: number } | null, floorPerformance: number | null): boolean {
  return range !== null && floorPerformance !== null && range.min >= floorPerformance - TARGETS.performanceBelowFloor;
}

function unmetTargets(
  route: Route,
  m: Medians,
  performance: { range: { min: number; max: number } | null; floor: number | null },
  jsOverFloor: number,
  findings: readonly Finding[],
  lcp: { element?: string; phases: LcpPhases },
): Unmet[] {
  const unmet: Unmet[] = [];
  if (route.kind !== 'floor' && !performanceWithinFloor(performance.range, performance.floor)) {
    const perfCauses = causesIn(findings, 'performance', 5)
      .filter((c) => !c.startsWith('Largest Contentful Paint element'))
      .slice(0, 4);
    const range =
      performance.range === null
        ? 'no run'
        : `lowest run ${performance.range.min} (runs ${performance.range.min}–${performance.range.max}, median ${fmtScore(m.performance)})`;
    unmet.push({
      target: `performance ≥ floor − ${TARGETS.performanceBelowFloor} in every run (floor ${fmtScore(performance.floor)})`,
      actual: range,
      causes: [...lcpCauses(m, lcp), ...perfCauses],
    });
  }
  const scoreTargets: ReadonlyArray<[CategoryId, string, number | null]> = [
    ['accessibility', 'accessibility', m.accessibility],
    ['best-practices', 'best practices', m.bestPractices],
    ['seo', 'SEO', m.seo],
  ];
  for (const [category, name, value] of scoreTargets) {
    if (category === 'seo' && route.noindex) continue;
    if (value === null || value < TARGETS.otherScores) {
      unmet.push({ target: `${name} = ${TARGETS.otherScores}`, actual: `median ${fmtScore(value)}`, causes: causesIn(findings, category, 6) });
    }
  }
  const budget = TARGETS.jsOverFloorBytes[route.kind];
  if (route.kind !== 'floor' && jsOverFloor > budget) {
    unmet.push({
      target: `initial JS ≤ floor + ${budget / KB} KB`,
      actual: `floor + ${(jsOverFloor / KB).toFixed(1)} KB (measured from the export)`,
      causes: causesIn(findings, 'performance', 4, SCRIPT_AUDITS),
    });
  }
  return unmet;
}

function scoreRange(runs: readonly RunMetrics[]): { min: number; max: number } | null {
  const scores = runs.map((run) => run.scores.performance).filter((score): score is number => score !== null);
  return scores.length === 0 ? null : { min: Math.min(...scores), max: Math.max(...scores) };
}

/**
 * Chunk names are content hashes, so a chunk the floor loads too is the framework's (React, the
 * Next runtime), not the site's: said so, because Lighthouse flags such chunks on every route.
 */
function markFrameworkChunks(findings: readonly Finding[], floorScripts: ReadonlySet<string>): Finding[] {
  return findings.map((finding) =>
    finding.detail !== undefined && floorScripts.has(finding.detail) ? { ...finding, detail: `${finding.detail} (framework chunk: the floor loads it too)` } : finding,
  );
}

export function summarize(results: readonly RouteResult[], floor: RouteResult): RouteSummary[] {
  const floorMedians = medians(floor.runs);
  const floorScripts = new Set(floor.initialJs.sources);
  return results.map((result) => {
    const median = medians(result.runs);
    const recurring = recurringFindings(result.runs);
    const findings = result.route.kind === 'floor' ? recurring : markFrameworkChunks(recurring, floorScripts);
    const lcpElement = result.runs.map((run) => run.lcpElement).find((element) => element !== undefined);
    const lcpPhases = medianPhases(result.runs);
    const jsOverFloorBytes = result.initialJs.gzipBytes - floor.initialJs.gzipBytes;
    const floorTbt = floorMedians.tbtMs;
    const performanceRange = scoreRange(result.runs);
    const summary: RouteSummary = {
      label: result.route.label,
      path: result.route.path,
      kind: result.route.kind,
      noindex: result.route.noindex,
      url: result.url,
      successfulRuns: result.runs.length,
      failures: result.failures,
      stalledRunGapsMs: result.stalledRuns.map((run) => run.paintStall?.gapMs ?? 0),
      stalledRunsKept: result.runs.filter((run) => run.paintStall !== undefined).length,
      median,
      performanceRange,
      floorPerformance: floorMedians.performance,
      performanceMet: result.route.kind === 'floor' || performanceWithinFloor(performanceRange, floorMedians.performance),
      initialJs: result.initialJs,
      jsOverFloorBytes,
      tbtRatioToFloor: median.tbtMs !== null && floorTbt !== null && floorTbt > 0 ? median.tbtMs / floorTbt : null,
      lcpPhases,
      externalRequests: [...new Set(result.runs.flatMap((run) => run.externalRequests))],
      findings,
      unmet: unmetTargets(
        result.route,
        median,
        { range: performanceRange, floor: floorMedians.performance },
        jsOverFloorBytes,
        findings,
        lcpElement === undefined ? { phases: lcpPhases } : { element: lcpElement, phases: lcpPhases },
      ),
    };
    if (lcpElement !== undefined) summary.lcpElement = lcpElement;
    return summary;
  });
}

/** One cause of layout shifts over the applied-throttling runs of a route. */
export interface ShiftCause {
  /** Lighthouse's root cause with its resource ("Web font loaded: /_next/static/media/…"), or that it named none. */
  cause: string;
  /** The element that moved most in the largest shift with this cause. */
  element?: string;
  /** In how many runs a shift had this cause. */
  runs: number;
  /** The largest single shift score with this cause. */
  maxScore: number;
}

export interface AppliedSummary {
  label: string;
  path: string;
  kind: Route['kind'];
  successfulRuns: number;
  failures: string[];
  stalledRunGapsMs: number[];
  stalledRunsKept: number;
  median: Pick<Medians, 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'>;
  /** Median TBT minus the floor's median TBT in the same pass. */
  tbtOverFloorMs: number | null;
  /** Median LCP minus the floor's median LCP in the same pass. */
  lcpOverFloorMs: number | null;
  /** The largest CLS of any run, and in how many runs CLS was not 0 (as Lighthouse shows it). */
  maxCls: number | null;
  runsWithShift: number;
  lcpElement?: string;
  shifts: ShiftCause[];
  unmet: Unmet[];
}

const NO_CAUSE = 'no root cause named by Lighthouse';

function shiftCauses(runs: readonly RunMetrics[]): ShiftCause[] {
  const byCause = new Map<string, ShiftCause & { seenIn: Set<number> }>();
  runs.forEach((run, index) => {
    for (const shift of run.layoutShifts) {
      for (const cause of shift.causes.length > 0 ? shift.causes : [NO_CAUSE]) {
        const entry = byCause.get(cause) ?? { cause, runs: 0, maxScore: 0, seenIn: new Set<number>() };
        entry.seenIn.add(index);
        if (shift.score >= entry.maxScore) {
          entry.maxScore = shift.score;
          if (shift.element !== undefined) entry.element = shift.element;
        }
        byCause.set(cause, entry);
      }
    }
  });
  return [...byCause.values()].map(({ seenIn, ...cause }) => ({ ...cause, runs: seenIn.size })).sort((a, b) => b.maxScore - a.maxScore);
}

export function describeShift(shift: ShiftCause): string {
  const element = shift.element === undefined ? '' : ` — moved \`${shift.element.replace(/\s+/g, ' ').slice(0, 100)}\``;
  return `${shift.cause} (largest shift ${shift.maxScore.toFixed(3)}, in ${shift.runs} run${shift.runs === 1 ? '' : 's'})${element}`;
}

/** The applied-throttling pass: CLS, LCP and TBT against their targets, with the cause of every layout shift. */
export function summarizeApplied(results: readonly RouteResult[], floor: RouteResult): AppliedSummary[] {
  const floorTbt = median(floor.runs.map((run) => run.tbtMs));
  const floorLcp = median(floor.runs.map((run) => run.lcpMs));
  return results.map((result) => {
    const runs = result.runs;
    const isFloor = result.route.kind === 'floor';
    const m = {
      fcpMs: median(runs.map((run) => run.fcpMs)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
    };
    const tbtOverFloorMs = m.tbtMs !== null && floorTbt !== null ? m.tbtMs - floorTbt : null;
    const lcpOverFloorMs = m.lcpMs !== null && floorLcp !== null ? m.lcpMs - floorLcp : null;
    const clsValues = runs.map((run) => run.cls).filter((cls): cls is number => cls !== null);
    const maxCls = clsValues.length === 0 ? null : Math.max(...clsValues);
    const t = TARGETS.applied;
    const runsWithShift = clsValues.filter((cls) => cls >= t.clsBelow).length;
    const shifts = shiftCauses(runs);
    const lcpElement = runs.map((run) => run.lcpElement).find((element) => element !== undefined);
    const unmet: Unmet[] = [];
    if (maxCls === null || runsWithShift > 0 || clsValues.length < runs.length) {
      unmet.push({
        target: 'CLS 0 in every run',
        actual: maxCls === null ? 'n/a' : `${maxCls.toFixed(3)} at most, a shift in ${runsWithShift} of ${runs.length} runs`,
        causes: shifts.map(describeShift),
      });
    }
    if (!isFloor && (lcpOverFloorMs === null || lcpOverFloorMs > t.lcpOverFloorMs)) {
      const causes = lcpElement === undefined ? [] : [`LCP element: \`${lcpElement.replace(/\s+/g, ' ').slice(0, 160)}\``];
      unmet.push({
        target: `LCP ≤ floor + ${t.lcpOverFloorMs} ms`,
        actual: lcpOverFloorMs === null ? 'n/a' : `median ${seconds(m.lcpMs)} s, floor + ${Math.round(lcpOverFloorMs)} ms`,
        causes,
      });
    }
    if (!isFloor && (tbtOverFloorMs === null || tbtOverFloorMs > t.tbtOverFloorMs)) {
      unmet.push({
        target: `TBT ≤ floor + ${t.tbtOverFloorMs} ms`,
        actual: tbtOverFloorMs === null ? 'n/a' : `median floor + ${Math.round(tbtOverFloorMs)} ms`,
        causes: [],
      });
    }
    const summary: AppliedSummary = {
      label: result.route.label,
      path: result.route.path,
      kind: result.route.kind,
      successfulRuns: runs.length,
      failures: result.failures,
      stalledRunGapsMs: result.stalledRuns.map((run) => run.paintStall?.gapMs ?? 0),
      stalledRunsKept: runs.filter((run) => run.paintStall !== undefined).length,
      median: m,
      tbtOverFloorMs,
      lcpOverFloorMs,
      maxCls,
      runsWithShift,
      shifts,
      unmet,
    };
    if (lcpElement !== undefined) summary.lcpElement = lcpElement;
    return summary;
  });
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : (ms / 1000).toFixed(2));
