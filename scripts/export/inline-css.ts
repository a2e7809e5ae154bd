/**
 * Inlines each page's stylesheets into its HTML, so the first paint waits for the HTML only.
 *
 * On a slow phone connection every request costs a round trip of over half a second before its
 * first byte, and a stylesheet blocks rendering until it has arrived: the export's one site-wide
 * stylesheet (about 9 KB gzipped) was the only thing between the HTML and the first paint. Next's
 * own `experimental.inlineCss` writes the stylesheet three times into every page (the <style> and
 * twice inside the React Server Component payload), tripling the HTML.
 *
 * Each `<link rel="stylesheet" data-precedence>` that Next writes into a page's head becomes a
 * `<style>` with the file's contents, followed by the same link marked `disabled`. Browsers do not
 * fetch a disabled stylesheet, and React, which manages these links, finds it by its href when it
 * hydrates and so does not fetch the file either; client-side navigations to pages that need
 * another stylesheet still load that one as usual. Relative `url()`s are made absolute, because
 * they were relative to the stylesheet, not to the page.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { ExportStep, StepReport } from './pages';
import { elementsNamed, hasToken, htmlAttribute, runStep } from './pages';

// Next writes exactly this shape (React's resource links); attribute order is fixed.
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;
const CSS_URL = /url\(\s*(["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\s*\)/gi;

/** Makes the stylesheet's relative url()s absolute, from the stylesheet's own URL path. */
export function absolutizeUrls(css: string, stylesheetPath: string): string {
  const base = path.posix.dirname(stylesheetPath);
  return css.replace(CSS_URL, (_match, quote: string, url: string) => `url(${quote}${path.posix.normalize(path.posix.join(base, url))}${quote})`);
}

/** The page with its stylesheet links replaced; `readStylesheet` returns a file's text by URL path. */
export function inlineStylesheets(html: string, readStylesheet: (urlPath: string) => string): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const result = html.replace(STYLESHEET_LINK, (_link, href: string, precedence: string) => {
    const css = absolutizeUrls(readStylesheet(href), href);
    // A stylesheet never legitimately contains "</style"; if one did, it would end the element early.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    inlined.push(href);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
  return { html: result, inlined };
}

/**
 * What on a page still blocks its first paint on a stylesheet request: the first enabled
 * `<link rel="stylesheet">` (any attribute order or quoting), or null.
 */
export function blockingStylesheet(html: string): string | null {
  const link = elementsNamed(html, 'link').find(
    ({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'stylesheet') && htmlAttribute(attributes, 'disabled') === undefined,
  );
  return link === undefined ? null : `a render-blocking stylesheet ${link.tag}`;
}

/** The step over a whole export, with `readStylesheet` returning a file's text by URL path. */
export function inlineCssStep(readStylesheet: (urlPath: string) => string): ExportStep {
  return {
    name: 'inline-css',
    rewrite: (page) => {
      const { html, inlined } = inlineStylesheets(page, readStylesheet);
      return inlined.length === 0 ? null : html;
    },
    pending: blockingStylesheet,
  };
}

/** Inlines the stylesheets of every page in an export; fails naming the pages it could not. */
export function inlineExportStylesheets(outDir: string): StepReport {
  const cache = new Map<string, string>();
  const read = (urlPath: string) => {
    let css = cache.get(urlPath);
    if (css === undefined) {
      css = fs.readFileSync(path.join(outDir, ...urlPath.split('/')), 'utf8').trim();
      cache.set(urlPath, css);
    }
    return css;
  };
  return runStep(outDir, inlineCssStep(read));
}
