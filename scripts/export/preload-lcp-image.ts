/**
 * Gives a page's high-priority image (the one `<img fetchPriority="high">`, its largest first-screen
 * element) a preload at the top of the head, written into the HTML only.
 *
 * Without it the browser finds the image when the parser reaches the body, after the head's script
 * preloads. On HTTP/1.1 (six connections a host) those scripts already hold the connections, so
 * the image waited for one: on /services/ a phone on slow 4G painted the first card's image at
 * 1.7-2.3 s. The preload starts it first, before the fonts and the scripts (docs/benchmarks.md).
 *
 * React would write such a preload itself for an eager <img>, but also into the page's server-
 * component payload, and Next applies those hints for every route it prefetches: every page
 * linking to /services/ would download this image (components/ui/responsive-image.tsx,
 * `noPreloadHint`). A tag added here, after the build, is in the HTML of its own page and nowhere else.
 */
import type { ExportStep, StepReport } from './pages';
import { hasToken, htmlAttribute, htmlElements, runStep } from './pages';

const HIGH_PRIORITY_IMG = /<img\b[^>]*\bfetchPriority="high"[^>]*>/g;

/** The preload tag for a high-priority <img>, or null for one that shows nothing on this screen (a `data:` placeholder). */
export function imagePreloadFor(img: string): string | null {
  const src = htmlAttribute(img, 'src');
  if (src === undefined || src.startsWith('data:')) return null;
  const srcSet = htmlAttribute(img, 'srcSet');
  const sizes = htmlAttribute(img, 'sizes');
  // Attribute values come from the HTML as written, so they are already escaped.
  const responsive = srcSet === undefined ? '' : ` imageSrcSet="${srcSet}"${sizes === undefined ? '' : ` imageSizes="${sizes}"`}`;
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchPriority="high"/>`;
}

/**
 * The page with a preload for each of its high-priority images, placed before the head's first
 * link, style or script (after the charset and viewport), so it is requested even before the font
 * preloads: measured on /services/, 1.44-1.46 s against 1.49-1.51 s behind the fonts; null when
 * there is nothing to add.
 */
export function preloadLcpImage(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return null;
  const body = html.slice(headEnd);
  const preloads = [...new Set(Array.from(body.matchAll(HIGH_PRIORITY_IMG), ([img]) => imagePreloadFor(img)))].filter((tag): tag is string => tag !== null);
  if (preloads.length === 0) return null;
  const head = html.slice(0, headEnd);
  const firstFetch = head.search(/<link\b|<style\b|<script\b/);
  const at = firstFetch < 0 ? headEnd : firstFetch;
  return html.slice(0, at) + preloads.join('') + html.slice(at);
}

/**
 * A high-priority image of the page (any attribute case or quoting) that its head does not
 * preload ahead of the font and script preloads, or null.
 */
export function unpreloadedLcpImage(html: string): string | null {
  const headEnd = html.search(/<\/head\s*>/i);
  const elements = htmlElements(html);
  const head = headEnd < 0 ? [] : elements.filter(({ index }) => index < headEnd);
  const preloads = head.filter(({ name, attributes }) => name === 'link' && hasToken(htmlAttribute(attributes, 'rel'), 'preload'));
  const firstOther = preloads.findIndex(({ attributes }) => ['font', 'script'].includes(htmlAttribute(attributes, 'as') ?? ''));
  for (const { name, tag, attributes, index } of elements) {
    if (name !== 'img' || index < headEnd || htmlAttribute(attributes, 'fetchpriority')?.toLowerCase() !== 'high') continue;
    const src = htmlAttribute(attributes, 'src');
    if (src === undefined || src.startsWith('data:')) continue;
    const at = preloads.findIndex(({ attributes: link }) => htmlAttribute(link, 'as') === 'image' && htmlAttribute(link, 'href') === src);
    if (at < 0) return `the high-priority image ${tag} has no preload in the head`;
    if (firstOther >= 0 && at > firstOther) return `the high-priority image ${src} is preloaded after the font or script preloads`;
  }
  return null;
}

export const preloadLcpImageStep: ExportStep = { name: 'preload-lcp-image', rewrite: preloadLcpImage, pending: unpreloadedLcpImage };

/** Rewrites every page of an export; fails naming the pages it could not. */
export function preloadExportLcpImages(outDir: string): StepReport {
  return runStep(outDir, preloadLcpImageStep);
}
