// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID, firstSectionHoldProblem, holdExportFirstSections, holdForFirstSection } from '../../scripts/export/first-section';
import { elementsNamed, htmlAttribute } from '../../scripts/export/pages';
import { capturedFrom, fixture, fixtureExportPages, fixturePages, temporaryExport } from '../support/export-fixtures';

/** The first section, article or div after the page's <main> start tag (what the site's pages begin their <main> with). */
function firstInMain(html: string) {
  const main = elementsNamed(html, 'main')[0];
  if (main === undefined) return undefined;
  return elementsNamed(html, 'section')
    .concat(elementsNamed(html, 'article'), elementsNamed(html, 'div'))
    .filter(({ index }) => index > main.index)
    .sort((a, b) => a.index - b.index)[0];
}

describe('holdForFirstSection on the HTML next build writes (golden fixtures)', () => {
  it('every fixture page: names its first section in the head, for rendering, and gives that section the id', () => {
    for (const { name, html } of fixturePages()) {
      const before = firstInMain(html);
      expect(before, `${name} has no section in a <main>, ${capturedFrom}`).toBeDefined();
      expect(htmlAttribute(before?.attributes ?? '', 'id'), name).toBeUndefined();
      expect(firstSectionHoldProblem(html), name).toMatch(/^the first paint is not held for the first section </);

      const result = holdForFirstSection(html) ?? '';
      const after = firstInMain(result);
      expect(htmlAttribute(after?.attributes ?? '', 'id'), name).toBe(FIRST_SCREEN_ID);
      const head = result.slice(0, result.indexOf('</head>'));
      expect(head, name).toContain(`<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render"/>`);
      // Exactly one element carries the id, and nothing else changed.
      expect(result.split(`id="${FIRST_SCREEN_ID}"`), name).toHaveLength(2);
      expect(result.replace(`<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render"/>`, '').replace(` id="${FIRST_SCREEN_ID}"`, ''), name).toBe(html);
      expect(firstSectionHoldProblem(result), name).toBeNull();
      expect(holdForFirstSection(result), name).toBeNull();
    }
  });

  it('keeps the id a first section already has', () => {
    const page = '<html><head><title>t</title></head><body><main id="main"><section id="hero" class="x"><h1>Hi</h1></section><section>b</section></main></body></html>';
    const result = holdForFirstSection(page) ?? '';
    expect(result).toBe(page.replace('</head>', '<link rel="expect" href="#hero" blocking="render"/></head>'));
    expect(firstSectionHoldProblem(result)).toBeNull();
  });

  it('reads the page as a browser does, and holds for the first drawn element inside <main> only', () => {
    const hold = (id: string) => `<link rel="expect" href="#${id}" blocking="render"/></head>`;
    // A `<main` in a head script or a comment is not the main element; a script or template inside it draws nothing.
    const page =
      '<html><head><script>const m = "<main><p>";</script><!-- <main> --></head><body><main><script>x()</script><template id="B:0"></template><section class="a">A</section></main></body></html>';
    expect(holdForFirstSection(page)).toBe(page.replace('</head>', hold(FIRST_SCREEN_ID)).replace('<section class="a">', `<section id="${FIRST_SCREEN_ID}" class="a">`));
    // An empty <main> has no first section: nothing after it is taken for one.
    const empty = '<html><head></head><body><main></main><footer>f</footer></body></html>';
    expect(holdForFirstSection(empty)).toBeNull();
    expect(firstSectionHoldProblem(empty)).toBeNull();
    // An empty id is no id: the hold would name nothing and last until the whole page is parsed.
    const blankId = '<html><head></head><body><main><section id="">A</section></main></body></html>';
    expect(holdForFirstSection(blankId)).toBe(blankId.replace('</head>', hold(FIRST_SCREEN_ID)).replace('id=""', `id="${FIRST_SCREEN_ID}" id=""`));
    // An id that needs escaping in a URL is escaped in the link, and the check reads it back.
    const spaced = holdForFirstSection('<html><head></head><body><main><section id="a b">A</section></main></body></html>') ?? '';
    expect(spaced).toContain('<link rel="expect" href="#a%20b" blocking="render"/>');
    expect(firstSectionHoldProblem(spaced)).toBeNull();
  });

  it('leaves the CMS at /admin/ alone', () => {
    const page = '<html><head></head><body><main><section>A</section></main></body></html>';
    const exported = temporaryExport({ 'admin/index.html': page });
    try {
      expect(holdExportFirstSections(exported.dir)).toEqual({ step: 'first-section', needed: 0, rewrote: 0, missed: [] });
      expect(fs.readFileSync(path.join(exported.dir, 'admin', 'index.html'), 'utf8')).toBe(page);
    } finally {
      exported.remove();
    }
  });

  it('names a hold for an id other than the first section’s, which would hold the paint until the whole page is parsed', () => {
    const page = `<html><head><link rel="expect" href="#gone" blocking="render"/></head><body><main><section id="hero">a</section></main></body></html>`;
    expect(firstSectionHoldProblem(page)).toBe('the head waits for #gone, not for the first section <section id="hero">');
    expect(holdForFirstSection(page)).toBeNull();
    expect(firstSectionHoldProblem('<html><head><link rel="expect" href="#x" blocking="render"/></head><body><p>no main</p></body></html>')).toBe(
      'the head waits for #x, but the page has no first section in a <main>',
    );
    expect(firstSectionHoldProblem('<html><head></head><body><p>no main</p></body></html>')).toBeNull();
  });

  it('counts its work over an export, and fails naming the step and the page it cannot rewrite, writing nothing', () => {
    const exported = temporaryExport(fixtureExportPages());
    try {
      expect(holdExportFirstSections(exported.dir)).toEqual({ step: 'first-section', needed: 4, rewrote: 4, missed: [] });
    } finally {
      exported.remove();
    }
    // A page without a </head> the step can write into.
    const headless = fixture('thank-you.html').replace('</head>', '');
    const broken = temporaryExport({ 'thank-you/index.html': headless });
    try {
      expect(() => holdExportFirstSections(broken.dir)).toThrow(
        /"first-section" left 1 of the 1 pages that needed it unrewritten:\n {2}- thank-you\/index\.html: the first paint is not held for the first section <section/,
      );
      expect(fs.readFileSync(path.join(broken.dir, 'thank-you', 'index.html'), 'utf8')).toBe(headless);
    } finally {
      broken.remove();
    }
  });
});
