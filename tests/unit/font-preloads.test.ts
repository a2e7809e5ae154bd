// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloadsInBody, headFontPreload, moveExportFontPreloads } from '../../scripts/export/font-preloads';
import { elementsNamed, hasToken, htmlAttribute } from '../../scripts/export/pages';
import { capturedFrom, fixture, fixtureExportPages, temporaryExport } from '../support/export-fixtures';

/** Where each font preload of a page sits: 'head' or 'body', in document order, with its href. */
function fontPreloadPlaces(html: string): string[] {
  const body = html.search(/<body[\s>]/);
  return elementsNamed(html, 'link')
    .filter(({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'preload') && htmlAttribute(attributes, 'as') === 'font')
    .map(({ attributes, index }) => `${index < body ? 'head' : 'body'} ${htmlAttribute(attributes, 'href') ?? ''}`);
}

describe('fontPreloadsInBody on the HTML next build writes (golden fixtures)', () => {
  it('moves both font preloads from the head to the very start of the body, in their order, and changes nothing else', () => {
    const html = fixture('thank-you.html');
    const before = fontPreloadPlaces(html);
    expect(before, `the thank-you page has no font preloads in its head, ${capturedFrom}`).toHaveLength(2);
    expect(before.every((place) => place.startsWith('head /_next/static/media/'))).toBe(true);
    expect(headFontPreload(html)).toMatch(/^the font preload <link rel="preload" href="\/_next\/static\/media\/[^"]+\.woff2" as="font"/);

    const result = fontPreloadsInBody(html) ?? '';
    expect(fontPreloadPlaces(result)).toEqual(before.map((place) => place.replace(/^head/, 'body')));
    const tags = elementsNamed(html, 'link')
      .filter(({ attributes }) => htmlAttribute(attributes, 'as') === 'font')
      .map(({ tag }) => tag);
    const bodyTag = /<body[^>]*>/.exec(result)?.[0] ?? '';
    expect(result).toContain(`${bodyTag}${tags.join('')}`);
    // The same page with the tags taken out again is the page without them: nothing else moved.
    const strip = (page: string) => tags.reduce((text, tag) => text.replace(tag, ''), page);
    expect(strip(result)).toBe(strip(html));
    expect(headFontPreload(result)).toBeNull();
    expect(fontPreloadsInBody(result)).toBeNull();
  });

  it('counts its work over an export: the three pages next build gave font preloads (the 404 page gets its own from another step)', () => {
    const exported = temporaryExport(fixtureExportPages());
    try {
      expect(moveExportFontPreloads(exported.dir)).toEqual({ step: 'font-preloads', needed: 3, rewrote: 3, missed: [] });
      for (const page of ['thank-you/index.html', 'services/index.html', 'services/fiction-writing/index.html']) {
        const html = fs.readFileSync(path.join(exported.dir, page), 'utf8');
        expect(
          fontPreloadPlaces(html).map((place) => place.split(' ')[0]),
          page,
        ).toEqual(['body', 'body']);
      }
    } finally {
      exported.remove();
    }
  });

  it('sees a font preload written in another shape, and fails naming the step and the page without writing it', () => {
    // An upgrade writing the tag with other quoting or attribute order must not slip past as "already moved".
    const reshaped = fixture('thank-you.html').replace(
      /<link rel="preload" href="([^"]+)" as="font" crossorigin="" type="font\/woff2"\/>/,
      "<link as='font' href='$1' rel='preload' crossorigin>",
    );
    expect(headFontPreload(reshaped)).toMatch(/^the font preload <link as='font'/);
    expect(fontPreloadPlaces(fontPreloadsInBody(reshaped) ?? '').every((place) => place.startsWith('body'))).toBe(true);
    const noBody = '<html><head><link rel="preload" href="/f.woff2" as="font"/></head></html>';
    const exported = temporaryExport({ 'broken/index.html': noBody });
    try {
      expect(() => moveExportFontPreloads(exported.dir)).toThrow(
        /"font-preloads" left 1 of the 1 pages that needed it unrewritten:\n {2}- broken\/index\.html: the font preload <link rel="preload" href="\/f\.woff2" as="font"\/> is in the head/,
      );
      expect(fs.readFileSync(path.join(exported.dir, 'broken', 'index.html'), 'utf8')).toBe(noBody);
    } finally {
      exported.remove();
    }
  });

  it('reads the page as a browser does: a `<body` in a head script or comment is not the body', () => {
    const preload = '<link rel="preload" href="/f.woff2" as="font"/>';
    const page = `<html><head><script>document.write("<body>")</script><!-- <body> -->${preload}</head><body class="x"><p>a</p></body></html>`;
    expect(fontPreloadsInBody(page)).toBe(`<html><head><script>document.write("<body>")</script><!-- <body> --></head><body class="x">${preload}<p>a</p></body></html>`);
  });

  it('leaves the CMS at /admin/ alone', () => {
    const page = '<html><head><link rel="preload" href="/f.woff2" as="font"/></head><body></body></html>';
    const exported = temporaryExport({ 'admin/index.html': page });
    try {
      expect(moveExportFontPreloads(exported.dir)).toEqual({ step: 'font-preloads', needed: 0, rewrote: 0, missed: [] });
      expect(fs.readFileSync(path.join(exported.dir, 'admin', 'index.html'), 'utf8')).toBe(page);
    } finally {
      exported.remove();
    }
  });

  it('leaves alone a page whose font preloads are already in the body, and preloads of other kinds', () => {
    const page =
      '<html><head><link rel="preload" as="script" href="/a.js"/><link rel="preload" as="image" href="/b.webp"/></head><body><link rel="preload" href="/f.woff2" as="font"/></body></html>';
    expect(fontPreloadsInBody(page)).toBeNull();
    expect(headFontPreload(page)).toBeNull();
  });
});
