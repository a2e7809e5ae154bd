/**
 * Draws each page's main heading in the brand face on the first paint: the glyphs of the page's
 * `<h1>`, cut from the display face (Fraunces) at the weight the heading uses, inlined into the
 * page's head and registered there as the face "Fraunces Heading" by a tiny script, with a rule
 * that puts it first in that heading's font stack. The heading is marked (`data-heading-font`) so
 * the rule reaches it alone.
 *
 * A script, not an `@font-face` with a `data:` URL: Chromium decodes a CSS face asynchronously
 * even from a `data:` URL, so with `font-display: block` the first frame showed no heading at all
 * and the heading (the LCP) painted 50 to 130 ms later, on a slow phone. A FontFace built from the
 * bytes is loaded at once, before the first layout. The bytes sit in the script's attribute and its
 * code is the same on every page (one CSP hash). With no script the heading keeps the stack that
 * follows: Fraunces or its scaled fallback, as before.
 *
 * Fraunces itself is `font-display: optional` (lib/fonts.ts): on a first visit over a slow phone
 * connection it rarely arrives within the browser's short block period, so the first screen's
 * heading showed the scaled fallback serif. A font in the HTML needs no request; it is the same
 * font file at the same weight, so its glyphs and advances are the full face's and nothing moves
 * when (or whether) the full face arrives. The next page a visitor reaches without a reload renders
 * its own heading, unmarked, in the page's face (Fraunces, or its fallback on a page where Fraunces
 * came too late): never half in one face and half in another. Measured cost and before/after
 * screenshots: docs/fonts.md.
 */
import fs from 'node:fs';
import path from 'node:path';

import subsetFont from 'subset-font';

import type { ExportStep, StepReport } from './pages';
import { htmlAttribute, htmlElements, runStep, sitePages } from './pages';

/** The family of the inlined face. */
export const HEADING_FAMILY = 'Fraunces Heading';
/** The attribute that marks the heading the face was cut for. */
export const HEADING_MARKER = 'data-heading-font';
/** The display face as next/font serves it (lib/fonts.ts loads the same file). */
export const DISPLAY_FONT_FILE = path.join('styles', 'fonts', 'fraunces-latin-400-600.woff2');

// Tailwind's weight utilities as the headings use them; without one a heading inherits the body's 400.
const WEIGHTS: Record<string, number> = { 'font-normal': 400, 'font-medium': 500, 'font-semibold': 600 };
const CASE_TRANSFORMS = new Set(['uppercase', 'lowercase', 'capitalize']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with HTML's character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

export interface Heading {
  /** Every character the heading can show (its text, with both cases if a class transforms them). */
  text: string;
  /** The font weights its classes ask for. */
  weights: number[];
}

const FIRST_H1 = /<h1(?=[\s>])/i;

/** The page's first `<h1>`: its text (hidden parts too: a rotating headline's other words) and weights; null without one. */
export function pageHeading(html: string): Heading | null {
  const start = html.search(FIRST_H1);
  if (start < 0) return null;
  const end = html.indexOf('</h1>', start);
  if (end < 0) return null;
  const markup = html.slice(start, end);
  const classes = htmlElements(markup).flatMap(({ attributes }) => (htmlAttribute(attributes, 'class') ?? '').split(/\s+/));
  const weights = [...new Set(classes.map((token) => WEIGHTS[token]).filter((weight): weight is number => weight !== undefined))];
  let text = decodeEntities(markup.replace(/<[^>]*>/g, ''));
  if (classes.some((token) => CASE_TRANSFORMS.has(token))) text += text.toUpperCase() + text.toLowerCase();
  return { text, weights: weights.length > 0 ? weights : [400] };
}

/**
 * Registers the face from the bytes in the script's `data-face` (base64 WOFF2) at `data-weight`.
 * The same text on every page; a browser without FontFace, or a face it cannot read, keeps the
 * heading's other fonts.
 */
export const HEADING_FACE_SCRIPT = `(()=>{try{const s=document.currentScript,b=atob(s.dataset.face),a=new Uint8Array(b.length);for(let i=0;i<b.length;i++)a[i]=b.charCodeAt(i);document.fonts.add(new FontFace(${JSON.stringify(HEADING_FAMILY)},a,{weight:s.dataset.weight}))}catch{}})()`;

/** A heading's face as the page carries it. */
export interface HeadingFace {
  /** The `<style>` with the rule that gives the face to the marked heading: ahead of the page's other styles. */
  style: string;
  /**
   * The `<script>` that registers the face holding the heading's glyphs at the weights it uses: at
   * the end of the head, after the page's other head scripts (the attribution recorder stays first),
   * and still before the body is parsed and laid out.
   */
  script: string;
}

/** The face of a heading: its glyphs at the weights it uses, cut from the display face. */
export async function headingFontFace(heading: Heading, font: Buffer): Promise<HeadingFace> {
  // The space is drawn from the face too: a fallback's space has another width and would move line breaks.
  const characters = [...new Set([' ', ...heading.text.replace(/\s/g, ' ')])].sort();
  const min = Math.min(...heading.weights);
  const max = Math.max(...heading.weights);
  // One weight: a static instance (half the bytes of keeping the axis); several: the axis between them.
  const subset = await subsetFont(font, characters.join(''), { targetFormat: 'woff2', variationAxes: { wght: min === max ? min : { min, max } } });
  const weight = min === max ? `${min}` : `${min} ${max}`;
  const rule = `h1[${HEADING_MARKER}]{font-family:"${HEADING_FAMILY}",var(--font-serif),ui-serif,Georgia,serif}`;
  return {
    style: `<style ${MARKER}>${rule}</style>`,
    script: `<script ${MARKER} data-face="${subset.toString('base64')}" data-weight="${weight}">${HEADING_FACE_SCRIPT}</script>`,
  };
}

// The face's own <style> and <script>, found by this attribute.
const MARKER = `${HEADING_MARKER}=""`;
const hasHeadingFace = (html: string): boolean => html.includes(`<style ${MARKER}>`) && html.includes(`<script ${MARKER}`) && new RegExp(`<h1 ${MARKER}`, 'i').test(html);

/** The step that puts the page's face in its head and marks its heading; `faceFor` gives the face of a heading. */
export function headingFontStep(faceFor: (heading: Heading) => HeadingFace | undefined): ExportStep {
  return {
    name: 'heading-font',
    rewrite: (html) => {
      const heading = pageHeading(html);
      if (heading === null || hasHeadingFace(html)) return null;
      const face = faceFor(heading);
      const headEnd = html.indexOf('</head>');
      if (face === undefined || headEnd < 0) return null;
      const firstStyle = html.slice(0, headEnd).search(/<style\b/);
      const at = firstStyle < 0 ? headEnd : firstStyle;
      const withFace = `${html.slice(0, at)}${face.style}${html.slice(at, headEnd)}${face.script}${html.slice(headEnd)}`;
      return withFace.replace(FIRST_H1, `<h1 ${MARKER}`);
    },
    pending: (html) => (pageHeading(html) !== null && !hasHeadingFace(html) ? 'an <h1> without its inlined face' : null),
  };
}

const headingKey = (heading: Heading): string => `${heading.weights.join(',')}|${heading.text}`;

/** Inlines each page's heading face (the CMS's page has its own fonts); reports the largest face's size. */
export async function inlineExportHeadingFont(outDir: string, root: string): Promise<StepReport & { largestBytes: number }> {
  const pages = sitePages(outDir);
  const font = fs.readFileSync(path.join(root, DISPLAY_FONT_FILE));
  const faces = new Map<string, HeadingFace>();
  for (const file of pages) {
    const heading = pageHeading(fs.readFileSync(file, 'utf8'));
    if (heading !== null && !faces.has(headingKey(heading))) faces.set(headingKey(heading), await headingFontFace(heading, font));
  }
  const report = runStep(
    outDir,
    headingFontStep((heading) => faces.get(headingKey(heading))),
    pages,
  );
  return { ...report, largestBytes: Math.max(0, ...[...faces.values()].map((face) => Buffer.byteLength(face.style + face.script))) };
}
