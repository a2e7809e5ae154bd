/**
 * A page's high-priority image (the one `<img fetchPriority="high">`, its largest first-screen
 * element) arrives with the page, written into the HTML only:
 *
 * - Its phone-sized file is inlined as a `data:` candidate of its srcset (and its src), when that
 *   file is small. A phone then draws it with the first paint instead of one more request: on slow
 *   4G a request waits about 560 ms for its first byte, so /services/ painted
 *   its first card's image 0.2-0.3 s after its text (docs/benchmarks.md). The larger candidates stay
 *   files, for screens that need more pixels than the inlined one has.
 * - A preload at the top of the head carries the (new) srcset and sizes, so a screen that needs a
 *   larger candidate requests it first, before the fonts and the scripts. Without it the browser
 *   finds the image when the parser reaches the body, after the head's script preloads, which on
 *   HTTP/1.1 (six connections a host) already hold the connections.
 *
 * React would write such a preload itself for an eager <img>, but also into the page's server-
 * component payload, and Next applies those hints for every route it prefetches: every page
 * linking to /services/ would download this image (components/ui/responsive-image.tsx,
 * `noPreloadHint`). What is written here is in the HTML of its own page and nowhere else. React
 * does not rewrite an attribute when it hydrates, so the inlined candidate stays.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { ExportStep, StepReport } from './pages';
import { hasToken, htmlAttribute, htmlElements, runStep, srcsetCandidates } from './pages';

const HIGH_PRIORITY_IMG = /<img\b[^>]*\bfetchPriority="high"[^>]*>/g;

/**
 * The widest candidate that is inlined: a phone's full-width slot (390-412 px less the page's
 * margins) at up to twice its CSS pixels. A wider screen or a denser phone takes a file.
 */
export const INLINE_MAX_WIDTH = 720;
/** The most a file may weigh to be inlined (base64 adds a third to the HTML before compression). */
export const INLINE_MAX_BYTES = 12 * 1024;

const MIME_TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** A site path's file bytes (`/images/a.webp`), or undefined when the export has no such file. */
export type AssetReader = (sitePath: string) => Buffer | undefined;

/** Reads site paths from an export folder; nothing outside it. */
export function exportAssetReader(outDir: string): AssetReader {
  const root = path.resolve(outDir);
  return (sitePath) => {
    if (!sitePath.startsWith('/') || sitePath.startsWith('//')) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(sitePath.split(/[?#]/)[0] ?? '');
    } catch {
      return undefined;
    }
    const file = path.resolve(root, `.${decoded}`);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
    return fs.readFileSync(file);
  };
}

interface Candidate {
  url: string;
  width: number;
}

/** A srcset of width descriptors (`/a-480.webp 480w, /a-720.webp 720w`); null for any other shape. */
function widthCandidates(srcSet: string): Candidate[] | null {
  const candidates = srcsetCandidates(srcSet).map(({ url, descriptor }) => ({ url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : Number.NaN }));
  return candidates.length > 0 && candidates.every(({ width }) => Number.isInteger(width)) ? candidates : null;
}

/**
 * The <img> with its phone-sized candidate inlined (in src and srcset, the smaller candidates
 * dropped), or null when it has no such candidate, the file is missing, empty or too large, or a candidate
 * is already inlined.
 */
export function inlinePhoneCandidate(img: string, read: AssetReader): string | null {
  const srcSet = htmlAttribute(img, 'srcSet');
  const src = htmlAttribute(img, 'src');
  if (srcSet === undefined || src === undefined || src.startsWith('data:')) return null;
  const candidates = widthCandidates(srcSet);
  if (candidates === null || candidates.some(({ url }) => url.startsWith('data:'))) return null;
  const phone = candidates.filter(({ width }) => width <= INLINE_MAX_WIDTH).sort((a, b) => b.width - a.width)[0];
  const type = phone && MIME_TYPES[path.extname(phone.url).toLowerCase()];
  const bytes = phone && type ? read(phone.url) : undefined;
  if (phone === undefined || type === undefined || bytes === undefined || bytes.length === 0 || bytes.length > INLINE_MAX_BYTES) return null;
  const data = `data:${type};base64,${bytes.toString('base64')}`;
  const wider = candidates.filter(({ width }) => width > phone.width).map(({ url, width }) => `${url} ${width}w`);
  const newSrcSet = [`${data} ${phone.width}w`, ...wider].join(', ');
  // Attribute values come from the HTML as written, so they are already escaped; base64 needs none.
  // React writes both attributes double-quoted in this case; any other shape is left alone (and the
  // image then still gets its preload). Functions, so that a `$` in the values is not a pattern.
  const SRC = /(\ssrc=)"[^"]*"/;
  const SRC_SET = /(\ssrcSet=)"[^"]*"/;
  if (!SRC.test(img) || !SRC_SET.test(img)) return null;
  return img.replace(SRC, (_, name: string) => `${name}"${data}"`).replace(SRC_SET, (_, name: string) => `${name}"${newSrcSet}"`);
}

/**
 * The preload tag for a high-priority <img>, or null for one that fetches nothing (a `data:`
 * placeholder, or an image whose every candidate is inlined). Its srcset is the image's own, inlined
 * candidate included, so that the preload chooses what the image will: a screen the inlined file
 * suits fetches nothing. That repeats the inlined bytes in the head; Brotli (the receiver, the
 * nginx-brotli, Cloudflare and Netlify configurations) sends the repeat as a back-reference, gzip
 * (32 KB window) sends it again.
 */
export function imagePreloadFor(img: string): string | null {
  const src = htmlAttribute(img, 'src') ?? '';
  const srcSet = htmlAttribute(img, 'srcSet');
  if (networkCandidates(src, srcSet).length === 0) return null;
  const sizes = htmlAttribute(img, 'sizes');
  // A data: href would be fetched by no browser; with a srcset, href is only the fallback.
  const href = src === '' || src.startsWith('data:') ? '' : ` href="${src}"`;
  const responsive = srcSet === undefined ? '' : ` imageSrcSet="${srcSet}"${sizes === undefined ? '' : ` imageSizes="${sizes}"`}`;
  return `<link rel="preload" as="image"${href}${responsive} fetchPriority="high"/>`;
}

/** The URLs an <img> may fetch: its src and srcset candidates that are not inlined. */
function networkCandidates(src: string, srcSet: string | undefined): string[] {
  const fromSet = srcSet === undefined ? [] : srcsetCandidates(srcSet).map(({ url }) => url);
  return [src, ...fromSet].filter((url) => url !== '' && !url.startsWith('data:'));
}

/**
 * The page with each high-priority image's phone candidate inlined where it is small, and a preload
 * for each that still fetches a file, placed before the head's first link, style or script (after
 * the charset and viewport), so it is requested even before the font preloads: measured on
 * /services/, 1.44-1.46 s against 1.49-1.51 s behind the fonts; null when there is nothing to do.
 */
export function lcpImage(html: string, read: AssetReader): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return null;
  let body = html.slice(headEnd);
  for (const [img] of body.matchAll(HIGH_PRIORITY_IMG)) {
    const inlined = inlinePhoneCandidate(img, read);
    if (inlined !== null) body = body.replace(img, () => inlined);
  }
  const head = html.slice(0, headEnd);
  const preloads = [...new Set(Array.from(body.matchAll(HIGH_PRIORITY_IMG), ([img]) => imagePreloadFor(img)))].filter(
    (tag): tag is string => tag !== null && !head.includes(tag),
  );
  if (preloads.length === 0) return body === html.slice(headEnd) ? null : head + body;
  const firstFetch = head.search(/<link\b|<style\b|<script\b/);
  const at = firstFetch < 0 ? headEnd : firstFetch;
  return head.slice(0, at) + preloads.join('') + head.slice(at) + body;
}

/**
 * A high-priority image of the page (any attribute case or quoting) that fetches a file its head
 * does not preload ahead of the font and script preloads, or null.
 */
export function unpreloadedLcpImage(html: string): string | null {
  const headEnd = html.search(/<\/head\s*>/i);
  const elements = htmlElements(html);
  const head = headEnd < 0 ? [] : elements.filter(({ index }) => index < headEnd);
  const preloads = head.filter(({ name, attributes }) => name === 'link' && hasToken(htmlAttribute(attributes, 'rel'), 'preload'));
  const firstOther = preloads.findIndex(({ attributes }) => ['font', 'script'].includes(htmlAttribute(attributes, 'as') ?? ''));
  for (const { name, tag, attributes, index } of elements) {
    if (name !== 'img' || index < headEnd || htmlAttribute(attributes, 'fetchpriority')?.toLowerCase() !== 'high') continue;
    const src = htmlAttribute(attributes, 'src') ?? '';
    const srcSet = htmlAttribute(attributes, 'srcset');
    if (networkCandidates(src, srcSet).length === 0) continue;
    const at = preloads.findIndex(({ attributes: link }) => {
      if (htmlAttribute(link, 'as') !== 'image') return false;
      const preloadSet = htmlAttribute(link, 'imagesrcset');
      return srcSet !== undefined ? preloadSet === srcSet : htmlAttribute(link, 'href') === src;
    });
    if (at < 0) return `the high-priority image ${tag.length > 200 ? `${tag.slice(0, 200)}…` : tag} has no preload in the head`;
    if (firstOther >= 0 && at > firstOther)
      return `the high-priority image ${src.startsWith('data:') ? '(inlined)' : src} is preloaded after the font or script preloads`;
  }
  return null;
}

/** The step over one export: it reads the images it inlines from that export. */
export function lcpImageStep(outDir: string): ExportStep {
  const read = exportAssetReader(outDir);
  return { name: 'lcp-image', rewrite: (html) => lcpImage(html, read), pending: unpreloadedLcpImage };
}

/** Rewrites every page of an export; fails naming the pages it could not. */
export function lcpImageExport(outDir: string): StepReport {
  return runStep(outDir, lcpImageStep(outDir));
}
