/**
 * The interaction pass of `npm run bench`: how long the site's controls take from input to the
 * next paint on a slow phone, as INP counts it.
 *
 * Each measurement loads the page in a fresh context with a phone viewport and Chromium's CPU
 * slowed 4× (from the first byte: a slow phone loads slowly too), waits until the control is
 * hydrated (React has attached its handlers to the element) and the network is idle, taps it
 * with real touch input at its centre, waits for the result to show, and reads the Event Timing
 * entries of that tap: the longest `duration` among the entries of its interaction is the figure (INP's
 * definition). Chromium reports only events of 16 ms or more (the API's lowest threshold), so an
 * interaction without an entry is reported as "< 16".
 *
 * The floor's page `/tap/` (a bare Next page with one button that shows a paragraph, see
 * workspace.ts) is measured the same way in the same run: what a tap costs on this stack and this
 * machine before the site adds anything.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { median } from './summary';

/** INP's "good" threshold, the target for every interaction. */
export const INTERACTION_TARGET_MS = 100;
/** Event Timing's lowest reporting threshold. */
const THRESHOLD_MS = 16;
const CPU_SLOWDOWN = 4;
/** A phone viewport (Lighthouse's mobile emulation uses the same width class). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export interface InteractionSpec {
  label: string;
  path: string;
  /** The control, found as a visitor would: by role and name. */
  control: (page: Page) => Locator;
  /** Resolves once the interaction's result shows. */
  done: (page: Page) => Locator;
  /** Scrolled into view first, for controls that a lazily loaded part (a carousel) renders. */
  near?: (page: Page) => Locator;
  /** Resolves once the control works; by default, once React has hydrated it. */
  ready?: (page: Page) => Promise<void>;
}

/** A lazily loaded carousel: its region, and the element that shows its library has taken over. */
function carousel(regionName: string, initialized: string) {
  const region = (page: Page) => page.getByRole('region', { name: regionName, exact: true });
  return { region, near: region, ready: async (page: Page) => region(page).locator(initialized).first().waitFor({ state: 'visible', timeout: 60_000 }) };
}

/** Swiper draws its bullets itself (not React): they work once Swiper has initialised their carousel. */
function swiperBullet(label: string, regionName: string, bullet: RegExp): InteractionSpec {
  const { region, near, ready } = carousel(regionName, '[data-carousel-viewport="swiper"].swiper-initialized');
  return {
    label,
    path: '/book-marketing-offer/',
    near,
    ready,
    control: (page) => region(page).getByRole('button', { name: bullet }),
    done: (page) => region(page).getByRole('button', { name: bullet, pressed: true }).or(region(page).locator('.swiper-pagination-bullet-active')).first(),
  };
}

/** The portfolio on a phone: one category per slide (react-slick); Load More in the current slide. */
const portfolioSlide = (page: Page) => page.locator('[data-portfolio-carousel="slider"] .slick-slide.slick-current');

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();
const getStarted = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Get Started', exact: true }).first();
const popup = (page: Page) => page.getByRole('dialog', { name: 'Get Your Free Consultation' });

/** The floor's tap: its one button, which shows a paragraph. Run against the floor's export. */
export function floorInteractionSpec(): InteractionSpec {
  return {
    label: 'Floor: a button showing a paragraph',
    path: '/tap/',
    control: button('Show more'),
    done: (page) => page.getByRole('button', { name: 'Show more', expanded: true }),
  };
}

/** Get Started on every page type that has one (a blog post has none), the menu, Load More, the carousels' next controls and a FAQ answer. */
export function interactionSpecs(): InteractionSpec[] {
  const getStartedOn = (label: string, path: string): InteractionSpec => ({ label: `Get Started (${label})`, path, control: getStarted, done: popup });
  return [
    getStartedOn('home', '/'),
    getStartedOn('content page', '/about/'),
    getStartedOn('service page', '/services/book-publishing/'),
    getStartedOn('landing, site chrome', '/book-marketing-offer/'),
    getStartedOn('landing, landing chrome', '/lp/'),
    getStartedOn('landing, publishing', '/book-publishing-solution/'),
    { label: 'Menu', path: '/', control: button('Menu'), done: (page) => page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first() },
    {
      label: 'Load More (portfolio)',
      path: '/portfolio/',
      ready: (page) => page.locator('[data-portfolio-carousel="slider"] .slick-slider.slick-initialized').waitFor({ state: 'visible', timeout: 60_000 }),
      control: (page) => portfolioSlide(page).getByRole('button', { name: 'Load More' }),
      // Four covers show per category on a phone; Load More adds four.
      done: (page) => portfolioSlide(page).getByRole('listitem').nth(4),
    },
    { label: 'Next videos (home)', path: '/', control: button('Next videos'), done: (page) => page.getByRole('group', { name: /^2 of/ }).first() },
    {
      label: 'Next testimonial (publishing)',
      path: '/book-publishing-solution/',
      control: button('Next testimonial'),
      done: (page) => page.getByRole('group', { name: /^2 of/ }).first(),
    },
    swiperBullet('Campaign 2 (marketing)', 'Author campaigns', /^Show campaign 2 of/),
    swiperBullet('Service 2 (marketing)', 'Marketing services', /^Show service 2 of/),
    {
      label: 'FAQ answer (marketing)',
      path: '/book-marketing-offer/',
      control: (page) => page.getByRole('main').getByRole('button', { name: 'How much does book marketing cost?' }),
      done: (page) => page.getByRole('main').getByRole('button', { name: 'How much does book marketing cost?', expanded: true }),
    },
  ];
}

/** Collects the Event Timing entries of interactions (those with an interactionId). */
const OBSERVER_SCRIPT = `(() => {
  // tsx compiles this script's page functions with esbuild's keepNames, which calls __name().
  window.__name = (fn) => fn;
  const seen = [];
  Object.defineProperty(window, '__benchEventTimings', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId, startTime: entry.startTime, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
})();`;

interface TimingEntry {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}

/** Where the interaction's time went: before its first handler ran, in its handlers, and from the last handler to the paint. */
export interface InteractionPhases {
  inputDelay: number;
  processing: number;
  presentation: number;
}

interface Measurement {
  ms: number | null;
  phases: InteractionPhases | null;
}

/**
 * React attaches its props to hydrated elements; until then a click reaches no handler of the page.
 * Hydration may replace the element (a `<details>` fallback becomes a button), so each frame the
 * locator is resolved again.
 */
async function whenHydrated(page: Page, control: Locator): Promise<void> {
  const started = Date.now();
  for (;;) {
    const hydrated = await control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))).catch(() => false);
    if (hydrated) return;
    if (Date.now() - started > 60_000) throw new Error('the control was not hydrated within 60 s');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/** Resolves once the page has drawn two more frames and then run its queued tasks (the observer's callback among them). */
async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Where to tap, once the control has stopped moving, and how many Event Timing entries came before. */
interface TapAim {
  x: number;
  y: number;
  entriesBefore: number;
}

/** Frames to wait at most for the control to stop moving (a carousel's slide in motion). */
const TAP_WAIT_FRAMES = 600;

/**
 * Runs in the page, on the control: waits until its box is the same in two frames in a row (an
 * autoplaying carousel may be moving it), checks that its centre hits it (nothing covers it), and
 * arms a one-time click listener that tells whether the click reached it. All before the tap, so
 * none of it runs inside the interaction.
 */
async function aimAt(element: Element, maxFrames: number): Promise<TapAim> {
  const win = window as unknown as { __benchEventTimings: unknown[]; __benchClicked: Promise<boolean> };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let box = element.getBoundingClientRect();
  for (let waited = 0; ; waited += 1) {
    await frame();
    const next = element.getBoundingClientRect();
    const still = next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height;
    box = next;
    if (still) break;
    if (waited >= maxFrames) throw new Error('the control did not stop moving');
  }
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const top = document.elementFromPoint(x, y);
  if (top === null || !element.contains(top)) throw new Error(`the control's centre is covered by <${top?.tagName.toLowerCase() ?? 'nothing'}>`);
  win.__benchClicked = new Promise((resolve) =>
    window.addEventListener('click', (event) => resolve(event.target instanceof Node && element.contains(event.target)), { capture: true, once: true }),
  );
  return { x, y, entriesBefore: win.__benchEventTimings.length };
}

/** One measurement: the interaction's duration in ms (null when below the reporting threshold) and its phases. */
async function measureOnce(browser: Browser, origin: string, spec: InteractionSpec): Promise<Measurement> {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVER_SCRIPT);
    await page.goto(`${origin}${spec.path}`, { waitUntil: 'load', timeout: 120_000 });
    if (spec.near) await spec.near(page).scrollIntoViewIfNeeded({ timeout: 60_000 });
    const control = spec.control(page);
    // Hydration may replace the control (a `<details>` fallback becomes a button) between two
    // steps: start again then, with the locator resolved anew.
    let aim: TapAim | null = null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await control.waitFor({ state: 'attached', timeout: 60_000 });
        await (spec.ready ? spec.ready(page) : whenHydrated(page, control));
        await control.scrollIntoViewIfNeeded({ timeout: 10_000 });
        // Chunks that scrolling brought in (a carousel's library) have loaded and run.
        await page.waitForLoadState('networkidle', { timeout: 60_000 });
        await afterPaint(page);
        await control.waitFor({ state: 'visible', timeout: 10_000 });
        aim = await control.evaluate(aimAt, TAP_WAIT_FRAMES);
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    // A tap at the control's centre, as a phone's visitor makes it (touch, then the pointer and click
    // events it turns into). Not locator.click(), and no locator polling until the interaction has
    // painted: Playwright runs its actionability checks and its queries as scripts in the page (a
    // hit-target listener on pointerdown, role queries in animation frames), which the slowed CPU
    // would count as the site's own time. The page's own click listener (armed by aimAt) says when
    // the click came and whether it reached the control.
    await page.touchscreen.tap(aim.x, aim.y);
    const reached = await page.evaluate(
      () =>
        new Promise<boolean>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the tap made no click within 30 s')), 30_000);
          void (window as unknown as { __benchClicked: Promise<boolean> }).__benchClicked.then((inside) => {
            clearTimeout(timer);
            resolve(inside);
          });
        }),
    );
    if (!reached) throw new Error('the tap reached another element than the control');
    const before = aim.entriesBefore;
    await afterPaint(page);
    // The result is checked once the interaction has painted (its entries are read after this).
    await spec.done(page).waitFor({ state: 'visible', timeout: 30_000 });
    await afterPaint(page);
    const entries = await page.evaluate((from) => (window as unknown as { __benchEventTimings: TimingEntry[] }).__benchEventTimings.slice(from), before);
    if (entries.length === 0) return { ms: null, phases: null };
    // The entries of one interaction (pointerdown, pointerup, click) share its next paint.
    const first = entries.reduce((min, entry) => (entry.startTime < min.startTime ? entry : min));
    const end = Math.max(...entries.map((entry) => entry.startTime + entry.duration));
    const lastHandler = Math.max(...entries.map((entry) => entry.processingEnd));
    const phases = {
      inputDelay: first.processingStart - first.startTime,
      processing: entries.reduce((sum, entry) => sum + (entry.processingEnd - entry.processingStart), 0),
      presentation: end - lastHandler,
    };
    return { ms: Math.max(...entries.map((entry) => entry.duration)), phases };
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  label: string;
  path: string;
  /** The floor's tap (floorInteractionSpec): shown for comparison, not held to the target. */
  floor?: boolean;
  /** Milliseconds per run; null for a run below the 16 ms threshold. */
  runs: (number | null)[];
  /** The phases of each run's interaction (null below the threshold). */
  phases: (InteractionPhases | null)[];
  failures: string[];
}

export function interactionMedian(result: InteractionResult): number | null {
  // A run under the threshold counts as the threshold: an upper bound, which keeps the median honest.
  return median(result.runs.map((ms) => ms ?? THRESHOLD_MS)) ?? null;
}

/** One run: null is a run whose events stayed under the reporting threshold. */
function formatRun(ms: number | null): string {
  return ms === null ? `< ${THRESHOLD_MS}` : formatInteraction(ms);
}

export function formatInteraction(ms: number | null): string {
  if (ms === null) return 'n/a';
  return ms <= THRESHOLD_MS ? `< ${THRESHOLD_MS}` : String(Math.round(ms));
}

/** An interaction to measure, and the server of the export it is on. */
export interface InteractionTarget {
  origin: string;
  spec: InteractionSpec;
  floor?: boolean;
}

/** Runs every target `runs` times, interleaved (all targets, then again), like the Lighthouse passes. */
export async function runInteractions(targets: readonly InteractionTarget[], runs: number, onProgress: (line: string) => void): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const results: InteractionResult[] = targets.map(({ spec, floor }) => ({
    label: spec.label,
    path: spec.path,
    ...(floor ? { floor } : {}),
    runs: [],
    phases: [],
    failures: [],
  }));
  try {
    let done = 0;
    const total = targets.length * runs;
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, { origin, spec }] of targets.entries()) {
        done += 1;
        const result = results[index];
        if (result === undefined) continue;
        const prefix = `[${String(done).padStart(String(total).length)}/${total}] interaction ${spec.label} on ${spec.path} run ${run}/${runs}:`;
        try {
          const { ms, phases } = await measureOnce(browser, origin, spec);
          result.runs.push(ms);
          result.phases.push(phases);
          const split = phases
            ? ` (input delay ${Math.round(phases.inputDelay)} · handlers ${Math.round(phases.processing)} · to paint ${Math.round(phases.presentation)})`
            : '';
          onProgress(`${prefix} ${formatRun(ms)} ms${split}`);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          result.failures.push(`run ${run}: ${message}`);
          onProgress(`${prefix} failed: ${message}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A difference in ms, signed. */
function signedMs(ms: number): string {
  const rounded = Math.round(ms);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}

/** The Markdown table of the interaction pass, with the target column and, when measured, the floor's tap beside. */
export function interactionTable(results: readonly InteractionResult[]): string {
  const floor = results.find((result) => result.floor);
  const floorMedian = floor && floor.runs.length > 0 ? interactionMedian(floor) : null;
  const rows = results.map((result) => {
    const med = interactionMedian(result);
    const runs = result.runs.map(formatRun).join(', ');
    const failed = result.failures.length > 0 ? ` (${result.failures.length} failed)` : '';
    const mark = result.floor || (med !== null && med <= INTERACTION_TARGET_MS) ? '' : ' ✗';
    const page = result.floor ? `\`${result.path}\` (floor)` : `\`${result.path}\``;
    const cells = [result.label, page, `${formatInteraction(med)}${mark}`];
    if (floor) cells.push(result.floor || med === null || floorMedian === null ? '' : signedMs(med - floorMedian));
    cells.push(`${runs}${failed}`);
    return `| ${cells.join(' | ')} |`;
  });
  const header = floor
    ? ['| Interaction | Page | Median (ms) | vs floor (ms) | Runs (ms) |', '| --- | --- | ---: | ---: | --- |']
    : ['| Interaction | Page | Median (ms) | Runs (ms) |', '| --- | --- | ---: | --- |'];
  return [
    `Input to next paint (Event Timing, the longest entry of the click's interaction), phone viewport, CPU ${CPU_SLOWDOWN}× slower, after hydration; median of the runs. Target: ≤ ${INTERACTION_TARGET_MS} ms.` +
      (floor
        ? " The floor's row is a bare Next page's one button, in the same run: the part of each figure that the stack and the machine take before the site adds anything."
        : ''),
    '',
    ...header,
    ...rows,
  ].join('\n');
}

/** Interactions whose median misses the target, or that could not be measured. */
export function unmetInteractions(results: readonly InteractionResult[]): string[] {
  return results.flatMap((result) => {
    const med = interactionMedian(result);
    if (result.runs.length === 0) return [`${result.label} on \`${result.path}\`: not measured (${result.failures.join('; ')})`];
    // The floor is there to compare with, not held to the target.
    if (result.floor) return [];
    return med !== null && med > INTERACTION_TARGET_MS ? [`${result.label} on \`${result.path}\`: ${Math.round(med)} ms (target ≤ ${INTERACTION_TARGET_MS} ms)`] : [];
  });
}
