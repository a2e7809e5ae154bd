/**
 * Moves each page's font preloads (next/font writes them at the top of the head) to the start of
 * its body, written into the HTML only.
 *
 * Chromium holds the first paint for a font preload it parses before `<body>`, so that a preloaded
 * face can be in the first frame (Blink's RenderBlockingResourceManager). On a slow phone the
 * fonts cannot arrive in that time: each is a request of its own, 28 to 29 KB, behind the
 * document's round trip. The paint then waited until the whole document had been parsed, and
 * style, layout and paint of the first screen all came after that in one long task. With the
 * preloads in the body, Chromium paints the first screen while the rest of the document is still
 * being parsed: under Lighthouse's applied throttling (slow 4G, CPU 4× slower) the first paint of
 * `/`, `/lp/`, `/about/` and a service page came about 100 ms earlier (docs/benchmarks.md). The
 * paint is held instead until the first section is parsed (first-section.ts).
 *
 * The preload scanner still finds them as the head arrives, so the requests start as before (the
 * head's bytes earlier). What is lost: on a fast connection a first visit sometimes had Fraunces
 * (`font-display: optional`) in time for the headings below the first screen; now those headings
 * more often keep the scaled fallback serif on the first page a visitor sees. The first screen's
 * heading has its own inlined face (scripts/export/heading-font.ts), and every later page has the
 * font from the cache. Inter (`swap`) is drawn in its fallback until it arrives, as before.
 */
import type { ExportStep, StepReport } from './pages';
import { hasToken, htmlAttribute, htmlElements, runStep, sitePages } from './pages';

/** The page's `<body>` start tag, as a browser's tokenizer finds it (not in a comment or a script's text). */
function bodyStart(html: string): { tag: string; index: number } | undefined {
  return htmlElements(html).find(({ name }) => name === 'body');
}

/** The font preloads (`<link rel="preload" as="font">`) that come before the page's `<body>`. */
function headFontPreloads(html: string): { tag: string; index: number }[] {
  const body = bodyStart(html)?.index ?? -1;
  return htmlElements(html).filter(
    ({ name, attributes, index }) =>
      name === 'link' && (body < 0 || index < body) && hasToken(htmlAttribute(attributes, 'rel'), 'preload') && htmlAttribute(attributes, 'as')?.toLowerCase() === 'font',
  );
}

/** The page with its head's font preloads moved to the start of its body; null when there is nothing to move. */
export function fontPreloadsInBody(html: string): string | null {
  const preloads = headFontPreloads(html);
  const body = bodyStart(html);
  if (preloads.length === 0 || body === undefined) return null;
  let head = html.slice(0, body.index);
  // From the last, so the earlier indexes stay right.
  for (const { tag, index } of [...preloads].reverse()) head = head.slice(0, index) + head.slice(index + tag.length);
  return head + body.tag + preloads.map(({ tag }) => tag).join('') + html.slice(body.index + body.tag.length);
}

/** A font preload the page still parses before its body (one that holds the first paint), or null. */
export function headFontPreload(html: string): string | null {
  const [first] = headFontPreloads(html);
  return first === undefined ? null : `the font preload ${first.tag} is in the head, where it holds the first paint`;
}

export const fontPreloadsStep: ExportStep = { name: 'font-preloads', rewrite: fontPreloadsInBody, pending: headFontPreload };

/** Rewrites every page of an export but the CMS's; fails naming the pages it could not. */
export function moveExportFontPreloads(outDir: string): StepReport {
  return runStep(outDir, fontPreloadsStep, sitePages(outDir));
}
