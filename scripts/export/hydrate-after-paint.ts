/**
 * Lets each page paint before React hydrates it: Next's bootstrap scripts are fetched as early as
 * before, but run only after the browser reports the first contentful paint.
 *
 * Next writes its chunks as `<script src async>` in the head. An async script runs the moment it
 * arrives, and on a fast connection they arrive while the browser is still laying out the page, so
 * the framework's start-up and hydration (about 200 ms of main-thread work on a 4x slowed phone CPU)
 * ran before the first frame was shown. Lighthouse's model of a slow phone (what PageSpeed Insights
 * shows) charges every task that starts before the paint to the Largest Contentful Paint, which is
 * why the home page read 2.2-3.0 s there against the bare page's 0.9 s.
 *
 * Each async chunk tag becomes a `<link rel="preload" as="script">` (the download still starts at
 * once, at low priority, so the page is interactive as soon as before), and one inline loader at the
 * end of the body inserts the scripts when a `first-contentful-paint` entry is observed. A page
 * opened in the background, or a browser without paint timing, starts them without waiting. The
 * order of the scripts never mattered (async scripts run in arrival order), and Next reads the page's
 * inline server-component data whenever its runtime starts. The loader is an inline script, so its
 * hash joins the page's Content-Security-Policy like Next's own inline scripts (server/security-headers.ts).
 */
import type { ExportStep, StepReport } from './pages';
import { hasToken, htmlAttribute, htmlElements, runStep } from './pages';

// Next writes exactly this shape for each chunk of a page; `noModule` polyfills have another shape.
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOADED = /<link rel="preload" as="script"[^>]* href="([^"]+)"\/>/g;

/**
 * The loader, in ES5 so any browser that runs it can parse it. `run` inserts the scripts once;
 * a paint entry, a hidden page or a browser without paint timing calls it; the timer is a last
 * resort for a visible page whose first paint is never reported.
 */
export const LOADER_SOURCE =
  '(function(s){var d=0;function run(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
  'var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
  'if(document.visibilityState!=="visible"||!t||t.indexOf("paint")<0)return run();' +
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)run()}).observe({type:"paint",buffered:true});' +
  'setTimeout(run,5000)})';

/** The page with its async chunk tags replaced by preloads and one loader; unchanged if it has none. */
export function hydrateAfterPaint(html: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const preloaded = new Set(Array.from(html.matchAll(PRELOADED), (match) => match[1]));
  let result = html.replace(ASYNC_CHUNK, (_tag, src: string) => {
    scripts.push(src);
    return preloaded.has(src) ? '' : `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
  });
  if (scripts.length === 0) return { html, scripts };
  const end = result.lastIndexOf('</body>');
  if (end < 0) throw new Error('a page with Next chunks has no </body> for the hydration loader');
  // JSON of URL paths cannot contain "</script"; "<" is escaped anyway so no path could end the element.
  const loader = `<script>${LOADER_SOURCE}(${JSON.stringify(scripts).replace(/</g, '\\u003c')})</script>`;
  result = result.slice(0, end) + loader + result.slice(end);
  return { html: result, scripts };
}

/** The script URLs a page's after-paint loaders start, one array per loader. */
export function afterPaintLoaders(html: string): string[][] {
  const loaders: string[][] = [];
  for (const { name, attributes, text } of htmlElements(html)) {
    if (name !== 'script' || text === undefined || htmlAttribute(attributes, 'src') !== undefined) continue;
    if (!text.startsWith(`${LOADER_SOURCE}(`) || !text.endsWith(')')) continue;
    try {
      const scripts: unknown = JSON.parse(text.slice(LOADER_SOURCE.length + 1, -1));
      loaders.push(Array.isArray(scripts) ? scripts.map(String) : []);
    } catch {
      loaders.push([]);
    }
  }
  return loaders;
}

/**
 * What on a page still runs Next's scripts before the first paint, or null: a script tag of
 * Next's that the parser runs (any attributes; the `noModule` polyfill excepted, which a browser
 * that runs modules never loads), a page with Next's runtime but no after-paint loader (or more
 * than one), or a loader script without its preload.
 */
export function scriptsBeforePaint(html: string): string | null {
  const elements = htmlElements(html);
  const parserScript = elements.find(({ name, attributes }) => {
    const src = htmlAttribute(attributes, 'src');
    return name === 'script' && src !== undefined && src.startsWith('/_next/') && htmlAttribute(attributes, 'nomodule') === undefined;
  });
  if (parserScript !== undefined) return `Next's script runs before the first paint: ${parserScript.tag}`;
  const preloaded = new Set(
    elements
      .filter(({ name, attributes }) => name === 'link' && hasToken(htmlAttribute(attributes, 'rel'), 'preload') && htmlAttribute(attributes, 'as') === 'script')
      .map(({ attributes }) => htmlAttribute(attributes, 'href')),
  );
  const hasNextRuntime =
    [...preloaded].some((href) => href?.startsWith('/_next/')) ||
    elements.some(({ name, text }) => name === 'script' && text !== undefined && text.includes('self.__next_f'));
  const loaders = afterPaintLoaders(html);
  if (loaders.length === 0) return hasNextRuntime ? "the page has Next's scripts but no after-paint loader" : null;
  if (loaders.length > 1) return `${loaders.length} after-paint loaders`;
  const scripts = loaders[0] ?? [];
  if (scripts.length === 0) return 'the after-paint loader starts no scripts';
  const unloaded = scripts.find((src) => !preloaded.has(src));
  return unloaded === undefined ? null : `the after-paint loader starts ${unloaded}, which the page does not preload`;
}

export const hydrateAfterPaintStep: ExportStep = {
  name: 'hydrate-after-paint',
  rewrite: (page) => {
    const { html, scripts } = hydrateAfterPaint(page);
    return scripts.length === 0 ? null : html;
  },
  pending: scriptsBeforePaint,
};

/** Rewrites every page of an export; fails naming the pages it could not. */
export function hydrateExportAfterPaint(outDir: string): StepReport {
  return runStep(outDir, hydrateAfterPaintStep);
}
