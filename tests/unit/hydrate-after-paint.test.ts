import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAfterPaint, LOADER_SOURCE } from '../../scripts/export/hydrate-after-paint';

const PAGE =
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
  '<body><h1>Title</h1><script>self.__next_f.push([0])</script></body></html>';

describe('hydrateAfterPaint (npm run build)', () => {
  it('turns each async chunk into a preload and starts the chunks from one loader at the end of the body', () => {
    const { html, scripts } = hydrateAfterPaint(PAGE);
    expect(scripts).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    // b.js gets a preload; a.js already had Next's own, which is not written twice.
    expect(html.match(/rel="preload" as="script"[^>]*href="\/_next\/static\/chunks\/b\.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/_next\/static\/chunks\/a\.js"/g)).toHaveLength(1);
    // The polyfill for old browsers and the inline server-component data stay where they were.
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([0])</script>');
    expect(html.endsWith(`<script>${LOADER_SOURCE}(${JSON.stringify(scripts)})</script></body></html>`)).toBe(true);
  });

  it('leaves a page without chunks as it is', () => {
    const html = '<html><head></head><body><p>Static</p></body></html>';
    expect(hydrateAfterPaint(html)).toEqual({ html, scripts: [] });
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
