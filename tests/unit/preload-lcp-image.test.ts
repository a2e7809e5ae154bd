// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementsNamed, htmlAttribute } from '../../scripts/export/pages';
import { imagePreloadFor, preloadExportLcpImages, preloadLcpImage, unpreloadedLcpImage } from '../../scripts/export/preload-lcp-image';
import { capturedFrom, fixture, fixtureExportPages, temporaryExport } from '../support/export-fixtures';

/** The page's `<img fetchPriority="high">` tags. */
function highPriorityImages(html: string) {
  return elementsNamed(html, 'img').filter(({ attributes }) => htmlAttribute(attributes, 'fetchpriority') === 'high');
}

describe('preloadLcpImage on the HTML next build writes (golden fixtures)', () => {
  it('/services/: preloads the first card’s image with its srcset and sizes, first in the head after the charset and viewport', () => {
    const html = fixture('services.html');
    const [img] = highPriorityImages(html);
    expect(img, `/services/ has no high-priority image, ${capturedFrom}`).toBeDefined();
    expect(unpreloadedLcpImage(html)).not.toBeNull();
    const result = preloadLcpImage(html);
    expect(result, `preload-lcp-image added nothing to /services/, ${capturedFrom}`).not.toBeNull();
    expect(unpreloadedLcpImage(result ?? '')).toBeNull();
    const attributes = img?.attributes ?? '';
    const preload = `<link rel="preload" as="image" href="${htmlAttribute(attributes, 'src')}" imageSrcSet="${htmlAttribute(attributes, 'srcSet')}" imageSizes="${htmlAttribute(attributes, 'sizes')}" fetchPriority="high"/>`;
    // Ahead of the font preloads, the stylesheet and the scripts; the image itself is unchanged.
    expect(result).toContain(
      `<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${preload}<link rel="preload" href="/_next/static/media/`,
    );
    expect(result?.replace(preload, '')).toBe(html);
  });

  it('a service page: the hero’s high-priority image is a placeholder for wider screens, so nothing is preloaded', () => {
    const html = fixture('service.html');
    expect(
      highPriorityImages(html).map(({ attributes }) => htmlAttribute(attributes, 'src')?.slice(0, 5)),
      capturedFrom,
    ).toContain('data:');
    expect(preloadLcpImage(html)).toBeNull();
    expect(unpreloadedLcpImage(html)).toBeNull();
  });

  it('a page without a high-priority image (the thank-you and not-found pages) is left as it is', () => {
    for (const name of ['thank-you.html', '404.html']) {
      expect(preloadLcpImage(fixture(name)), name).toBeNull();
      expect(unpreloadedLcpImage(fixture(name)), name).toBeNull();
    }
  });

  it('counts its work over an export: one page of the four needed a preload', () => {
    const exported = temporaryExport(fixtureExportPages());
    try {
      expect(preloadExportLcpImages(exported.dir)).toEqual({ step: 'preload-lcp-image', needed: 1, rewrote: 1, missed: [] });
    } finally {
      exported.remove();
    }
  });

  it('fails naming the step and the page when the image is written in a shape it does not match, and writes nothing', () => {
    // React 19 writes `fetchPriority`; an upgrade writing the HTML attribute's own case would slip past the pattern.
    const lowerCase = fixture('services.html').replace('fetchPriority="high"', 'fetchpriority="high"');
    const exported = temporaryExport({ 'services/index.html': lowerCase, '404.html': fixture('404.html') });
    try {
      expect(() => preloadExportLcpImages(exported.dir)).toThrow(
        /"preload-lcp-image" left 1 of the 1 pages that needed it unrewritten:\n {2}- services\/index\.html: the high-priority image <img src="\/images\/services\//,
      );
      expect(fs.readFileSync(path.join(exported.dir, 'services', 'index.html'), 'utf8')).toBe(lowerCase);
    } finally {
      exported.remove();
    }
  });

  it('writes a plain href for an image without a srcset', () => {
    expect(imagePreloadFor('<img src="/logo.png" fetchPriority="high"/>')).toBe('<link rel="preload" as="image" href="/logo.png" fetchPriority="high"/>');
  });
});
