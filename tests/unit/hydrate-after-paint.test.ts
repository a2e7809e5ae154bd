import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintLoaders, hydrateAfterPaint, hydrateExportAfterPaint, LOADER_SOURCE, scriptsBeforePaint } from '../../scripts/export/hydrate-after-paint';
import { elementsNamed, hasToken, htmlAttribute } from '../../scripts/export/pages';
import { capturedFrom, fixture, fixtureExportPages, fixturePages, temporaryExport } from '../support/export-fixtures';

/** The src of every script element and the href of every script preload of a page, in order. */
function scriptTags(html: string) {
  return {
    sources: elementsNamed(html, 'script').map(({ attributes }) => htmlAttribute(attributes, 'src')),
    preloads: elementsNamed(html, 'link')
      .filter(({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'preload') && htmlAttribute(attributes, 'as') === 'script')
      .map(({ attributes }) => htmlAttribute(attributes, 'href')),
    inline: elementsNamed(html, 'script')
      .filter(({ attributes }) => htmlAttribute(attributes, 'src') === undefined)
      .map(({ text }) => text),
  };
}

describe('hydrateAfterPaint on the HTML next build writes (golden fixtures)', () => {
  it.each(fixturePages())('$page: each async chunk becomes one preload, started by one loader at the end of the body', ({ html }) => {
    expect(scriptsBeforePaint(html), capturedFrom).not.toBeNull();
    const before = scriptTags(html);
    const { html: result, scripts } = hydrateAfterPaint(html);
    expect(scripts.length, `hydrate-after-paint matched none of Next's script tags, ${capturedFrom}`).toBeGreaterThan(0);
    expect(scriptsBeforePaint(result)).toBeNull();
    const after = scriptTags(result);
    // Every chunk is preloaded exactly once (Next preloads some itself; those are not written twice).
    for (const src of scripts)
      expect(
        after.preloads.filter((href) => href === src),
        src,
      ).toHaveLength(1);
    // What is left of the script elements: the noModule polyfill only, and the inline scripts Next
    // wrote (the server-component data) unchanged and in order, then the loader.
    expect(after.sources.filter((src) => src !== undefined)).toEqual(before.sources.filter((src) => src !== undefined && !scripts.includes(src)));
    expect(after.inline).toEqual([...before.inline, `${LOADER_SOURCE}(${JSON.stringify(scripts)})`]);
    expect(afterPaintLoaders(result)).toEqual([scripts]);
    expect(result.endsWith(`<script>${LOADER_SOURCE}(${JSON.stringify(scripts)})</script></body></html>`)).toBe(true);
  });

  it('rewrites every page of an export and counts them against the pages that needed it', () => {
    const exported = temporaryExport(fixtureExportPages());
    try {
      const report = hydrateExportAfterPaint(exported.dir);
      expect(report).toEqual({ step: 'hydrate-after-paint', needed: fixturePages().length, rewrote: fixturePages().length, missed: [] });
    } finally {
      exported.remove();
    }
  });

  it('fails naming the step and the page when Next writes its chunks in a shape it does not rewrite, and writes nothing', () => {
    const good = fixture('404.html');
    // `defer` instead of `async`: the loader's pattern misses, so the chunks would run before the paint.
    const deferred = fixture('thank-you.html').replace(/ async=""><\/script>/g, ' defer=""></script>');
    const exported = temporaryExport({ '404.html': good, 'thank-you/index.html': deferred });
    try {
      expect(() => hydrateExportAfterPaint(exported.dir)).toThrow(
        /"hydrate-after-paint" left 1 of the 2 pages that needed it unrewritten:\n {2}- thank-you\/index\.html: Next's script runs before the first paint: <script src="\/_next\/static\/chunks\/[^"]+" defer="">/,
      );
      expect(fs.readFileSync(path.join(exported.dir, '404.html'), 'utf8')).toBe(good);
    } finally {
      exported.remove();
    }
  });

  it('leaves a page without chunks as it is', () => {
    const html = '<html><head></head><body><p>Static</p></body></html>';
    expect(hydrateAfterPaint(html)).toEqual({ html, scripts: [] });
    expect(scriptsBeforePaint(html)).toBeNull();
  });
});

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** Runs the loader in this jsdom document with a stand-in for the browser's paint timing. */
function runLoader(options: { visibility: DocumentVisibilityState; paintTiming: boolean }) {
  let reportPaint: PaintCallback | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: PaintCallback) {
      reportPaint = callback;
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(options.visibility);
  // The loader is plain browser script, as the build writes it into every page.
  new Function(`${LOADER_SOURCE}(["/_next/static/chunks/b.js","/_next/static/chunks/a.js"])`)();
  const inserted = () => Array.from(document.head.querySelectorAll('script'), (script) => script.getAttribute('src'));
  const paint = (name: string) => reportPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  return { inserted, paint };
}

describe('the hydration loader', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('inserts the chunks once, when the first contentful paint is reported', () => {
    vi.useFakeTimers();
    const { inserted, paint } = runLoader({ visibility: 'visible', paintTiming: true });
    expect(inserted()).toEqual([]);
    paint('first-paint');
    expect(inserted()).toEqual([]);
    paint('first-contentful-paint');
    expect(inserted()).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
    paint('first-contentful-paint');
    vi.runAllTimers();
    expect(inserted()).toHaveLength(2);
  });

  it('does not wait forever for a paint that is never reported', () => {
    vi.useFakeTimers();
    const { inserted } = runLoader({ visibility: 'visible', paintTiming: true });
    vi.advanceTimersByTime(4_999);
    expect(inserted()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(inserted()).toHaveLength(2);
  });

  it('starts at once in a background tab, which paints nothing until it is shown', () => {
    const { inserted } = runLoader({ visibility: 'hidden', paintTiming: true });
    expect(inserted()).toHaveLength(2);
  });

  it('starts at once in a browser without paint timing', () => {
    const { inserted } = runLoader({ visibility: 'visible', paintTiming: false });
    expect(inserted()).toHaveLength(2);
  });
});
