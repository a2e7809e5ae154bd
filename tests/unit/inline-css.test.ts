// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { absolutizeUrls, inlineStylesheets } from '../../scripts/export/inline-css';

const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';

describe('inlineStylesheets (npm run build)', () => {
  it('replaces each stylesheet link with its CSS and a disabled link React can adopt', () => {
    const html = `<html><head><meta charset="utf-8"/>${LINK}<script src="/a.js" async=""></script></head><body></body></html>`;
    const { html: result, inlined } = inlineStylesheets(html, (href) => (href === '/_next/static/chunks/site.css' ? 'body{color:red}' : ''));
    expect(inlined).toEqual(['/_next/static/chunks/site.css']);
    expect(result).toContain('<style>body{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>');
    // Nothing else moves, and no render-blocking link is left.
    expect(result).toContain('<meta charset="utf-8"/>');
    expect(result).toContain('<script src="/a.js" async=""></script>');
    expect(result.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('leaves a page without stylesheet links as it is', () => {
    const html = '<html><head><link rel="icon" href="/icon.svg"/></head><body></body></html>';
    expect(inlineStylesheets(html, () => 'x{}')).toEqual({ html, inlined: [] });
  });

  it('refuses CSS that would close the style element early', () => {
    expect(() => inlineStylesheets(LINK, () => 'a{content:"</style><script>"}')).toThrow(/<\/style/);
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
