/**
 * Holds each page's first paint until the first section of its `<main>` has been parsed: a
 * `<link rel="expect" href="#…" blocking="render">` in the head names that section, which gets an
 * id for it (`first-screen`) unless it has one. Written into the HTML only.
 *
 * With the font preloads out of the head (font-preloads.ts), Chromium paints as soon as it has
 * something to paint: on a slow phone that was often the header alone, with the first section
 * (the heading, the largest element) a frame or two later. The page was no sooner complete, and
 * Lighthouse's simulated pass, which counts the main-thread work it places after the first paint as
 * blocking, scored `/` lower (docs/benchmarks.md, "The first paint without the font preloads'
 * hold"). Held for the first section, the first frame has the header and that section together,
 * while the rest of the document is still arriving. On a blog post the first element is the whole
 * article, whose first paragraph is the largest element, so there the hold lasts until the article
 * is parsed.
 *
 * Chromium 124 and later read `rel=expect`; it ends its hold when that element's children have
 * been parsed, or when the whole document has. Other browsers ignore the link.
 */
import type { ExportStep, StepReport } from './pages';
import { hasToken, htmlAttribute, htmlElements, runStep, sitePages } from './pages';

/** The id given to a first section that has none. */
export const FIRST_SCREEN_ID = 'first-screen';

// Elements that draw nothing, so the first paint has no reason to wait for them.
const NOT_DRAWN = new Set(['script', 'template', 'style', 'link', 'meta', 'noscript']);

/**
 * The first drawn element inside the page's `<main>` (read as a browser's tokenizer reads the page,
 * so a `<main` in a comment or a script's text is not one): its start tag, where it is, and its id
 * (an empty id counts as none); null without one.
 */
function firstSection(html: string): { tag: string; index: number; id: string | undefined } | null {
  const elements = htmlElements(html);
  const main = elements.find(({ name }) => name === 'main');
  if (main === undefined) return null;
  const mainEnd = html.indexOf('</main>', main.index);
  const first = elements.find(({ name, index }) => index > main.index && (mainEnd < 0 || index < mainEnd) && !NOT_DRAWN.has(name));
  if (first === undefined) return null;
  return { tag: first.tag, index: first.index, id: htmlAttribute(first.attributes, 'id') || undefined };
}

/** The id a `#fragment` names, its escapes decoded as the browser decodes them. */
function fragmentId(href: string): string {
  const fragment = href.replace(/^#/, '');
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The ids the head's render-blocking `rel=expect` links wait for. */
function expectedIds(html: string): string[] {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  return htmlElements(head)
    .filter(
      ({ name, attributes }) => name === 'link' && hasToken(htmlAttribute(attributes, 'rel'), 'expect') && hasToken(htmlAttribute(attributes, 'blocking'), 'render'),
    )
    .map(({ attributes }) => fragmentId(htmlAttribute(attributes, 'href') ?? ''));
}

/** The page holding its first paint until its first section is parsed; null when there is nothing to do. */
export function holdForFirstSection(html: string): string | null {
  const section = firstSection(html);
  const headEnd = html.indexOf('</head>');
  if (section === null || headEnd < 0 || expectedIds(html).length > 0) return null;
  const id = section.id ?? FIRST_SCREEN_ID;
  let page = html;
  if (section.id === undefined) {
    const named = section.tag.replace(/^<([a-zA-Z][a-zA-Z0-9-]*)/, `<$1 id="${FIRST_SCREEN_ID}"`);
    page = page.slice(0, section.index) + named + page.slice(section.index + section.tag.length);
  }
  return `${page.slice(0, headEnd)}<link rel="expect" href="#${encodeURIComponent(id)}" blocking="render"/>${page.slice(headEnd)}`;
}

/**
 * What is wrong with the page's hold, or null: a page with a `<main>` must wait, in its head, for the
 * id its first section carries, and for nothing else (an id the page lacks would hold the paint
 * until the whole document is parsed).
 */
export function firstSectionHoldProblem(html: string): string | null {
  const section = firstSection(html);
  const ids = expectedIds(html);
  if (section === null) return ids.length > 0 ? `the head waits for #${ids.join(', #')}, but the page has no first section in a <main>` : null;
  if (ids.length === 0) return `the first paint is not held for the first section ${section.tag}`;
  if (ids.length > 1 || ids[0] !== section.id) return `the head waits for #${ids.join(', #')}, not for the first section ${section.tag}`;
  return null;
}

export const firstSectionStep: ExportStep = { name: 'first-section', rewrite: holdForFirstSection, pending: firstSectionHoldProblem };

/** Rewrites every page of an export but the CMS's; fails naming the pages it could not. */
export function holdExportFirstSections(outDir: string): StepReport {
  return runStep(outDir, firstSectionStep, sitePages(outDir));
}
