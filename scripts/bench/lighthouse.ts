/**
 * One Lighthouse run: a fresh headless Chromium, Lighthouse's default mobile config, and the
 * figures the report needs extracted from the result. The full result is written to disk for
 * anyone who wants the whole report.
 *
 * Two throttling methods, both with Lighthouse's slow-4G and 4x CPU settings:
 * - `simulated` (Lighthouse's default, what PageSpeed Insights shows): the page loads unthrottled
 *   and Lantern computes the metrics a slow phone would see from that trace;
 * - `applied` (`throttlingMethod: 'devtools'`): the network and CPU are really slowed while the
 *   page loads, so late fonts and late layout shifts happen as a visitor on a slow phone meets them.
 */
import fs from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result, RunnerResult } from 'lighthouse';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { onCleanup, trackedSpawn } from './processes';

// Lighthouse's Chromium is launched by chrome-launcher, which does not add headless by itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

type Lighthouse = (url: string, flags: Flags) => Promise<RunnerResult | undefined>;
let lighthouseModule: Promise<Lighthouse> | undefined;

/**
 * Lighthouse is loaded with a dynamic import on purpose. A static import is compiled by tsx (this
 * file is CommonJS to it) into a require() of Lighthouse's ES modules, which tsx then transpiles
 * with esbuild's keepNames: that inserts `__name(...)` calls into the functions Lighthouse
 * serializes and evaluates inside the page, where no `__name` exists ("__name is not defined").
 * import() goes through Node's own ESM loader, which leaves Lighthouse's code untouched.
 */
function loadLighthouse(): Promise<Lighthouse> {
  lighthouseModule ??= import('lighthouse').then((module) => module.default);
  return lighthouseModule;
}

export type Throttling = 'simulated' | 'applied';
export const THROTTLINGS: readonly Throttling[] = ['simulated', 'applied'];

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const CATEGORY_IDS: readonly CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** An audit that cost points, as Lighthouse words it. */
export interface Finding {
  id: string;
  category: CategoryId;
  title: string;
  displayValue?: string;
  /** Estimated savings Lighthouse attaches to performance findings (ms for LCP/FCP/TBT). */
  savings?: Partial<Record<string, number>>;
  /** The element involved, when Lighthouse names one (e.g. the LCP element). */
  element?: string;
  /** The first item otherwise (a console error, a URL), when the audit lists any. */
  detail?: string;
}

/** One layout shift as Lighthouse's layout-shifts audit lists it. */
export interface LayoutShift {
  score: number;
  /** The element that moved the most. */
  element?: string;
  /** Lighthouse's root causes ("Web font loaded: /_next/static/media/….woff2", "Media element lacking an explicit size"). */
  causes: string[];
}

/** Lighthouse's split of LCP: TTFB, resource load delay, resource load time, render delay (ms). */
export type LcpPhases = Partial<Record<string, number>>;

export interface RunMetrics {
  scores: Record<CategoryId, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  totalByteWeight: number | null;
  /** Every script response, as transferred (compressed), including ones loaded after the load event. */
  scriptTransferBytes: number;
  requests: number;
  /** Requests that left loopback; there should be none. */
  externalRequests: string[];
  benchmarkIndex: number;
  chromeVersion: string;
  findings: Finding[];
  lcpElement?: string;
  lcpPhases: LcpPhases;
  layoutShifts: LayoutShift[];
  /** The unthrottled load as observed (ms from navigation start), from which Lantern simulates. */
  observed: { fcpMs: number | null; loadMs: number | null };
  /**
   * Set when the observed first paint came long after the load with the main thread idle in
   * between: headless Chromium's compositor held the frame (see `detectPaintStall`), not the page.
   */
  paintStall?: { gapMs: number; mainThreadBusyMs: number };
}

/** A first paint at least this long after the load event, with the main thread mostly idle, is a stall. */
const STALL_MIN_GAP_MS = 500;
const STALL_MAX_BUSY_SHARE = 0.2;

/**
 * Headless Chromium sometimes holds the first frame for a whole second or two after the page is
 * ready to paint: viz stops sending BeginFrames to the page (recorded as
 * "ThrottleUnresponsiveClient"), the main thread sits idle, and the observed first paint lands at
 * ~1.25 s or ~2.24 s however small the page (GoogleChrome/lighthouse#17148; seen here on stripped
 * copies of our pages without any script). Lantern then counts every request and task that ended
 * before that late paint towards FCP and LCP, so one such run reads as several seconds of LCP. A
 * run is flagged when its first paint comes `STALL_MIN_GAP_MS` or more after the load event and
 * the main thread was busy for under `STALL_MAX_BUSY_SHARE` of that gap.
 */
export function detectPaintStall(
  observedFcpMs: number | null,
  observedLoadMs: number | null,
  mainThreadTasks: readonly { startTime: number; duration: number }[],
): RunMetrics['paintStall'] {
  if (observedFcpMs === null || observedLoadMs === null) return undefined;
  const gapMs = observedFcpMs - observedLoadMs;
  if (gapMs < STALL_MIN_GAP_MS) return undefined;
  let mainThreadBusyMs = 0;
  for (const task of mainThreadTasks) {
    const start = Math.max(task.startTime, observedLoadMs);
    const end = Math.min(task.startTime + task.duration, observedFcpMs);
    if (end > start) mainThreadBusyMs += end - start;
  }
  return mainThreadBusyMs < gapMs * STALL_MAX_BUSY_SHARE ? { gapMs: Math.round(gapMs), mainThreadBusyMs: Math.round(mainThreadBusyMs) } : undefined;
}

/** The main-thread-tasks audit's rows (start and duration in ms from navigation start). */
function mainThreadTasks(lhr: Result): Array<{ startTime: number; duration: number }> {
  const details: unknown = lhr.audits['main-thread-tasks']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return (details.items as unknown[]).flatMap((task) =>
    isRecord(task) && typeof task.startTime === 'number' && typeof task.duration === 'number' ? [{ startTime: task.startTime, duration: task.duration }] : [],
  );
}

/** The observed (unthrottled) timings of Lighthouse's metrics audit. */
function observedTimings(lhr: Result): RunMetrics['observed'] {
  const details: unknown = lhr.audits.metrics?.details;
  const [first] = isRecord(details) && Array.isArray(details.items) ? (details.items as unknown[]) : [];
  const read = (key: string) => (isRecord(first) && typeof first[key] === 'number' ? first[key] : null);
  return { fcpMs: read('observedFirstContentfulPaint'), loadMs: read('observedLoad') };
}

function numeric(lhr: Result, auditId: string): number | null {
  return lhr.audits[auditId]?.numericValue ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The snippet of the first DOM node in an audit's details (details vary by audit, hence the walk). */
function firstNodeSnippet(details: unknown, depth = 0): string | undefined {
  if (!isRecord(details) || depth > 6) return undefined;
  if (details.type === 'node' && typeof details.snippet === 'string') return details.snippet;
  for (const value of Object.values(details)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const found = firstNodeSnippet(item, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Page URLs in snippets carry the random loopback port; without it they read as in production. */
function withoutOrigin(text: string, origin: string): string {
  return text.split(origin).join('');
}

/** The first row of an audit's table (or of the first table in a list) that says something. */
function firstItemText(details: unknown, origin: string): string | undefined {
  if (!isRecord(details) || !Array.isArray(details.items)) return undefined;
  const [first] = details.items as unknown[];
  if (!isRecord(first)) return undefined;
  if (first.type === 'table') return firstItemText(first, origin);
  const location = isRecord(first.sourceLocation) && typeof first.sourceLocation.url === 'string' ? first.sourceLocation.url : undefined;
  const url = typeof first.url === 'string' ? first.url : location;
  const parts = [typeof first.description === 'string' ? first.description : undefined, url].filter((part): part is string => part !== undefined && part !== '');
  return parts.length > 0 ? withoutOrigin(parts.join(': '), origin) : undefined;
}

/** The phase table of the largest-contentful-paint-element audit. */
function lcpPhases(lhr: Result): LcpPhases {
  const details: unknown = lhr.audits['largest-contentful-paint-element']?.details;
  const phases: LcpPhases = {};
  if (!isRecord(details) || !Array.isArray(details.items)) return phases;
  for (const table of details.items as unknown[]) {
    if (!isRecord(table) || !Array.isArray(table.items)) continue;
    for (const row of table.items as unknown[]) {
      if (isRecord(row) && typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = row.timing;
    }
  }
  return phases;
}

/** The layout-shifts audit's rows, with each row's root causes. */
function layoutShifts(lhr: Result, origin: string): LayoutShift[] {
  const details: unknown = lhr.audits['layout-shifts']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const shifts: LayoutShift[] = [];
  for (const item of details.items as unknown[]) {
    if (!isRecord(item) || typeof item.score !== 'number') continue;
    const causes: string[] = [];
    const subItems = isRecord(item.subItems) && Array.isArray(item.subItems.items) ? (item.subItems.items as unknown[]) : [];
    for (const sub of subItems) {
      if (!isRecord(sub) || typeof sub.cause !== 'string') continue;
      const extra = isRecord(sub.extra)
        ? typeof sub.extra.url === 'string'
          ? sub.extra.url
          : typeof sub.extra.snippet === 'string'
            ? sub.extra.snippet
            : undefined
        : undefined;
      causes.push(extra === undefined ? sub.cause : `${sub.cause}: ${withoutOrigin(extra, origin)}`);
    }
    const shift: LayoutShift = { score: item.score, causes };
    const element = firstNodeSnippet(item.node);
    if (element !== undefined) shift.element = withoutOrigin(element, origin);
    shifts.push(shift);
  }
  return shifts;
}

/** Rows of the network-requests table, narrowed to the fields used here. */
function networkRows(lhr: Result): Array<{ url: string; resourceType: string; transferSize: number }> {
  const details: unknown = lhr.audits['network-requests']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const rows: Array<{ url: string; resourceType: string; transferSize: number }> = [];
  for (const item of details.items as unknown[]) {
    if (!isRecord(item) || typeof item.url !== 'string') continue;
    rows.push({
      url: item.url,
      resourceType: typeof item.resourceType === 'string' ? item.resourceType : '',
      transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
    });
  }
  return rows;
}

/** Audits that lowered a category's score, the way the HTML report lists them as failed. */
function findings(lhr: Result, origin: string): Finding[] {
  const found: Finding[] = [];
  for (const category of CATEGORY_IDS) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      // Metrics are reported as figures; hidden audits duplicate the visible ones.
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      const mode = audit.scoreDisplayMode;
      const failed = mode === 'numeric' ? audit.score < 0.9 : (mode === 'binary' || mode === 'metricSavings') && audit.score < 1;
      if (!failed) continue;
      const finding: Finding = { id: audit.id, category, title: audit.title };
      if (audit.displayValue) finding.displayValue = audit.displayValue;
      if (audit.metricSavings && Object.values(audit.metricSavings).some((v) => (v ?? 0) > 0)) finding.savings = audit.metricSavings;
      const element = firstNodeSnippet(audit.details);
      if (element !== undefined) finding.element = withoutOrigin(element, origin);
      else {
        const detail = firstItemText(audit.details, origin);
        if (detail !== undefined) finding.detail = detail;
      }
      found.push(finding);
    }
  }
  return found;
}

function extract(lhr: Result, origin: string): RunMetrics {
  const scores = Object.fromEntries(
    CATEGORY_IDS.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const rows = networkRows(lhr);
  const lcpElement = firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details);
  const metrics: RunMetrics = {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    totalByteWeight: numeric(lhr, 'total-byte-weight'),
    scriptTransferBytes: rows.filter((row) => row.resourceType === 'Script').reduce((sum, row) => sum + row.transferSize, 0),
    requests: rows.length,
    externalRequests: rows.map((row) => row.url).filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    chromeVersion: /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
    findings: findings(lhr, origin),
    lcpPhases: lcpPhases(lhr),
    layoutShifts: layoutShifts(lhr, origin),
    observed: observedTimings(lhr),
  };
  if (lcpElement !== undefined) metrics.lcpElement = withoutOrigin(lcpElement, origin);
  const stall = detectPaintStall(metrics.observed.fcpMs, metrics.observed.loadMs, mainThreadTasks(lhr));
  if (stall !== undefined) metrics.paintStall = stall;
  return metrics;
}

/**
 * Runs Lighthouse once against `url` in a Chromium of its own (so no cache, service worker or
 * memory pressure carries over between runs), and kills that Chromium afterwards.
 * Rejects after `timeoutMs`: Lighthouse's own limits (page load, FCP) do not bound everything,
 * and a hung run must not stall the whole benchmark.
 */
export async function runLighthouse(url: string, options: { timeoutMs: number; reportFile: string; throttling: Throttling }): Promise<RunMetrics> {
  const lighthouse = await loadLighthouse();
  // The Launcher class rather than launch(): it takes our spawn, so Chromium is tracked (and
  // killed with the benchmark) from the moment it exists, even mid start-up.
  const chrome = new chromeLauncher.Launcher({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false }, { spawn: trackedSpawn });
  const removeCleanup = onCleanup(() => chrome.kill());
  let timer: NodeJS.Timeout | undefined;
  try {
    await chrome.launch();
    if (chrome.port === undefined) throw new Error('Chromium started without a debugging port');
    // Default config: no `config` argument. `onlyCategories` drops nothing the default runs.
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORY_IDS] };
    if (options.throttling === 'applied') flags.throttlingMethod = 'devtools';
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse did not finish within ${options.timeoutMs / 1000} s`)), options.timeoutMs);
    });
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    fs.writeFileSync(options.reportFile, JSON.stringify(lhr));
    return extract(lhr, new URL(url).origin);
  } finally {
    clearTimeout(timer);
    removeCleanup();
    // Ends the run that timed out too: its connection to Chromium closes and Lighthouse rejects.
    chrome.kill();
  }
}
