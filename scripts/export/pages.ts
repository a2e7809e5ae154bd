/**
 * The one reader of an export's HTML for the build steps (scripts/export/*), the export check
 * (scripts/check-export.ts) and the tests: the page walker, the element and attribute readers, and
 * the step runner that counts each step's work.
 */
import fs from 'node:fs';
import path from 'node:path';

import { isAdminPath } from '../../server/security-headers';

/** Every HTML page of an export (Next's own `_next/` folder holds none). */
export function exportPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : exportPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The site's own pages: every page but the CMS's (/admin/), which is Decap's single-page app with
 * a policy of its own (no site layout, fonts or after-paint loader; check-export checks it apart).
 */
export function sitePages(dir: string): string[] {
  return exportPages(dir).filter((file) => !isAdminPath(`/${pageName(dir, file)}`));
}

/** A page's path inside the export, with forward slashes (`about/index.html`): how messages name it. */
export function pageName(outDir: string, file: string): string {
  return path.relative(outDir, file).split(path.sep).join('/');
}

/**
 * The value of attribute `name` (any case, any quoting) in a tag or its attribute text: '' for a
 * bare attribute, undefined when absent.
 */
export function htmlAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|>|$)`, 'i').exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** An element's start tag as written; for `<script>` and `<style>` also its text up to the end tag. */
export interface HtmlElement {
  /** Lower-case tag name. */
  name: string;
  /** The start tag, `<link rel="…" …/>`. */
  tag: string;
  /** The attribute text of the start tag (read it with `htmlAttribute`). */
  attributes: string;
  /** Where the start tag begins in the page. */
  index: number;
  /** The raw text of a `<script>` or `<style>` element, exactly as written (what a CSP hash covers). */
  text?: string;
}

// Quoted attribute values may contain `>`, so they are matched as wholes; comments are skipped.
const TOKEN = /<!--[\s\S]*?-->|<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const RAW_TEXT = new Set(['script', 'style']);

/**
 * Every start tag of a page in document order, as a browser's tokenizer finds them: the text of a
 * `<script>` or `<style>` runs to its end tag and is never read for tags, and comments are skipped.
 */
export function htmlElements(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    const rawName = match[1];
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    const element: HtmlElement = { name, tag: match[0], attributes: match[2] ?? '', index: match.index };
    // `<script/>` is not self-closing in HTML: its text still runs to `</script>`.
    if (RAW_TEXT.has(name)) {
      const start = TOKEN.lastIndex;
      const close = new RegExp(`</${name}[\\s/>]`, 'ig');
      close.lastIndex = start;
      const end = close.exec(html);
      const stop = end === null ? html.length : end.index;
      element.text = html.slice(start, stop);
      TOKEN.lastIndex = end === null ? html.length : html.indexOf('>', stop) + 1 || html.length;
    }
    elements.push(element);
  }
  return elements;
}

/**
 * The candidates of a `srcset` (or `imagesrcset`) as a browser splits them: a URL is a run of
 * characters other than ASCII whitespace, so the comma inside a `data:` URL is part of it, and its descriptor runs
 * to the next comma (`480w`, `2x`, or '' for none).
 */
export function srcsetCandidates(value: string): { url: string; descriptor: string }[] {
  const candidates: { url: string; descriptor: string }[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && /[\t\n\f\r ,]/.test(value[at] ?? '')) at += 1;
    if (at >= value.length) break;
    const start = at;
    while (at < value.length && !/[\t\n\f\r ]/.test(value[at] ?? '')) at += 1;
    const url = value.slice(start, at);
    if (url.endsWith(',')) {
      candidates.push({ url: url.replace(/,+$/, ''), descriptor: '' });
      continue;
    }
    const comma = value.indexOf(',', at);
    const end = comma < 0 ? value.length : comma;
    candidates.push({ url, descriptor: value.slice(at, end).trim() });
    at = end + 1;
  }
  return candidates;
}

/** The elements named `name` (lower case) of a page. */
export function elementsNamed(html: string, name: string): HtmlElement[] {
  return htmlElements(html).filter((element) => element.name === name);
}

/** Whether a space-separated attribute (`rel`) holds `token`, in any case. */
export function hasToken(value: string | undefined, token: string): boolean {
  return value !== undefined && value.toLowerCase().split(/\s+/).includes(token);
}

/**
 * One post-processing step of the export. `rewrite` returns the new HTML or null to leave a page as
 * it is; `pending` says what on a page still needs the step (the tag it should have rewritten), or
 * null when nothing does. It is written loosely, by element and attribute rather than Next's exact
 * bytes, so that when a Next or React upgrade changes the HTML, the step's exact patterns miss the
 * page but `pending` still sees it, and the build stops instead of shipping the page unrewritten.
 */
export interface ExportStep {
  name: string;
  rewrite: (html: string) => string | null;
  pending: (html: string) => string | null;
}

export interface StepReport {
  step: string;
  /** Pages that needed the step before it ran. */
  needed: number;
  /** Pages the step changed. */
  rewrote: number;
  /** Pages that still need it afterwards, with what is left on each. */
  missed: { page: string; reason: string }[];
}

/** How many missed pages an error names; the rest are counted. */
export const PAGES_NAMED = 5;

export class ExportStepError extends Error {
  constructor(readonly report: StepReport) {
    const named = report.missed.slice(0, PAGES_NAMED).map(({ page, reason }) => `\n  - ${page}: ${reason}`);
    const more = report.missed.length > PAGES_NAMED ? `\n  … and ${report.missed.length - PAGES_NAMED} more` : '';
    super(
      `The export step "${report.step}" left ${report.missed.length} of the ${report.needed} pages that needed it unrewritten:` +
        `${named.join('')}${more}\nNext's or React's HTML has probably changed shape: update scripts/export/${report.step}.ts and its golden fixtures (npm run fixtures:export).`,
    );
    this.name = 'ExportStepError';
  }
}

/** Runs a step over the given page files and counts its work; nothing is written when a page is missed. */
export function runStep(outDir: string, step: ExportStep, files: readonly string[] = exportPages(outDir)): StepReport {
  const report: StepReport = { step: step.name, needed: 0, rewrote: 0, missed: [] };
  const writes: [string, string][] = [];
  for (const file of files) {
    const before = fs.readFileSync(file, 'utf8');
    if (step.pending(before) !== null) report.needed += 1;
    const after = step.rewrite(before);
    const left = step.pending(after ?? before);
    if (left !== null) report.missed.push({ page: pageName(outDir, file), reason: left });
    if (after !== null && after !== before) writes.push([file, after]);
  }
  report.rewrote = writes.length;
  if (report.missed.length > 0) throw new ExportStepError(report);
  for (const [file, html] of writes) fs.writeFileSync(file, html);
  return report;
}
