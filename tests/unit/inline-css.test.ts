// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { absolutizeUrls, blockingStylesheet, inlineExportStylesheets, inlineStylesheets } from '../../scripts/export/inline-css';
import { capturedFrom, fixture, fixtureExportPages, fixturePages, STUB_CSS, stylesheetHrefs, temporaryExport } from '../support/export-fixtures';

let remove = (): void => undefined;
afterEach(() => remove());

describe('inlineStylesheets on the HTML next build writes (golden fixtures)', () => {
  it.each(fixturePages())('$page: the stylesheet link becomes inline CSS and a disabled link React can adopt', ({ html }) => {
    const hrefs = stylesheetHrefs(html);
    expect(hrefs.length, capturedFrom).toBeGreaterThan(0);
    expect(blockingStylesheet(html), capturedFrom).not.toBeNull();
    const { html: result, inlined } = inlineStylesheets(html, () => STUB_CSS);
    expect(inlined, `inline-css matched none of Next's stylesheet links, ${capturedFrom}`).toEqual(hrefs);
    expect(blockingStylesheet(result)).toBeNull();
    for (const href of hrefs) expect(result).toContain(`<style>${STUB_CSS}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`);
    // Nothing else changes: the page without its inlined CSS is the page Next wrote, plus `disabled`.
    expect(
      result
        .split(`<style>${STUB_CSS}</style>`)
        .join('')
        .replace(/ disabled=""/g, ''),
    ).toBe(html);
  });

  it('inlines every page of an export and counts them against the pages that needed it', () => {
    const exported = temporaryExport(fixtureExportPages());
    remove = exported.remove;
    const report = inlineExportStylesheets(exported.dir);
    expect(report).toEqual({ step: 'inline-css', needed: fixturePages().length, rewrote: fixturePages().length, missed: [] });
    for (const page of Object.keys(fixtureExportPages())) expect(blockingStylesheet(fs.readFileSync(path.join(exported.dir, page), 'utf8')), page).toBeNull();
  });

  it('fails naming the step and the page when a stylesheet link has a shape it does not rewrite, and writes nothing', () => {
    const good = fixture('thank-you.html');
    // The same link with its attributes in another order, as a React upgrade could write it.
    const reordered = good.replace(/<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/, '<link href="$1" rel="stylesheet" data-precedence="next"/>');
    expect(reordered).not.toBe(good);
    const exported = temporaryExport({ 'thank-you/index.html': good, 'contact/index.html': reordered });
    remove = exported.remove;
    expect(() => inlineExportStylesheets(exported.dir)).toThrow(
      /"inline-css" left 1 of the 2 pages that needed it unrewritten:\n {2}- contact\/index\.html: a render-blocking stylesheet <link href=/,
    );
    expect(fs.readFileSync(path.join(exported.dir, 'thank-you', 'index.html'), 'utf8')).toBe(good);
  });

  it('refuses CSS that would close the style element early', () => {
    expect(() => inlineStylesheets(fixture('404.html'), () => 'a{content:"</style><script>"}')).toThrow(/<\/style/);
  });
});

describe('absolutizeUrls', () => {
  it('resolves relative url()s against the stylesheet, quoted or not', () => {
    const css = "@font-face{src:url(../media/inter.woff2) format('woff2')}a{background:url('./img/x.svg')}b{background:url(\"y.png\")}";
    expect(absolutizeUrls(css, '/_next/static/chunks/site.css')).toBe(
      "@font-face{src:url(/_next/static/media/inter.woff2) format('woff2')}a{background:url('/_next/static/chunks/img/x.svg')}b{background:url(\"/_next/static/chunks/y.png\")}",
    );
  });

  it('leaves absolute paths, data: URIs, other origins and fragments alone', () => {
    const css = 'a{background:url(/images/a.png)}b{background:url(data:image/png;base64,AAA)}c{background:url(https://cdn.example/x.png)}d{filter:url(#f)}';
    expect(absolutizeUrls(css, '/_next/static/chunks/site.css')).toBe(css);
  });
});
