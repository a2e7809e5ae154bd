/**
 * One Lighthouse run: a fresh headless Chromium, Lighthouse's default config (mobile emulation,
 * simulated throttling: a slow 4G link and a 4x CPU slowdown computed from an unthrottled load),
 * and the figures the report needs extracted from the result. The full result is written to disk
 * for anyone who wants the whole report.
 */
import fs from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result, RunnerResult } from 'lighthouse';

import { onCleanup, trackedSpawn } from './processes';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  };
  if (lcpElement !== undefined) metrics.lcpElement = withoutOrigin(lcpElement, origin);
  return metrics;
}

/**
 * Runs Lighthouse once against `url` in a Chromium of its own (so no cache, service worker or
 * memory pressure carries over between runs), and kills that Chromium afterwards.
 * Rejects after `timeoutMs`: Lighthouse's own limits (page load, FCP) do not bound everything,
 * and a hung run must not stall the whole benchmark.
 */
export async function runLighthouse(url: string, options: { timeoutMs: number; reportFile: string }): Promise<RunMetrics> {
  const lighthouse = await loadLighthouse();
  // The Launcher class rather than launch(): it takes our spawn, so Chromium is tracked (and
  // killed with the benchmark) from the moment it exists, even mid start-up.
  const chrome = new chromeLauncher.Launcher(
    { chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false },
    { spawn: trackedSpawn },
  );
  const removeCleanup = onCleanup(() => chrome.kill());
  let timer: NodeJS.Timeout | undefined;
  try {
    await chrome.launch();
    if (chrome.port === undefined) throw new Error('Chromium started without a debugging port');
    // Default config: no `config` argument. `onlyCategories` drops nothing the default runs.
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORY_IDS] };
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
