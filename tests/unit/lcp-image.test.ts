// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementsNamed, htmlAttribute, srcsetCandidates } from '../../scripts/export/pages';
import { exportAssetReader, imagePreloadFor, INLINE_MAX_BYTES, lcpImage, lcpImageExport, unpreloadedLcpImage } from '../../scripts/export/lcp-image';
import { pageReferences } from '../../scripts/export/references';
import { capturedFrom, fixture, fixtureExportPages, temporaryExport } from '../support/export-fixtures';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
/** The site's own image files, as the export copies them from public/. */
const readPublic = exportAssetReader(publicDir);

/** The page's `<img fetchPriority="high">` tags. */
function highPriorityImages(html: string) {
  return elementsNamed(html, 'img').filter(({ attributes }) => htmlAttribute(attributes, 'fetchpriority') === 'high');
}

/** The srcset of the page's one high-priority image, as [url, descriptor] pairs. */
function candidates(html: string): [string, string][] {
  const [img] = highPriorityImages(html);
  return srcsetCandidates(htmlAttribute(img?.attributes ?? '', 'srcSet') ?? '').map(({ url, descriptor }) => [url, descriptor]);
}

describe('lcpImage on the HTML next build writes (golden fixtures)', () => {
  it('/services/: inlines the first card’s 720 px file for phones, keeps the wider file, and preloads the new srcset first in the head', () => {
    const html = fixture('services.html');
    const before = candidates(html);
    expect(
      before.map(([, width]) => width),
      capturedFrom,
    ).toEqual(['480w', '720w', '960w']);
    expect(unpreloadedLcpImage(html)).not.toBeNull();
    const result = lcpImage(html, readPublic);
    expect(result, `lcp-image changed nothing on /services/, ${capturedFrom}`).not.toBeNull();
    const after = result ?? '';
    expect(unpreloadedLcpImage(after)).toBeNull();

    const [inlined, wider] = candidates(after);
    const phoneFile = fs.readFileSync(path.join(publicDir, before[1]?.[0] ?? ''));
    expect(inlined).toEqual([`data:image/webp;base64,${phoneFile.toString('base64')}`, '720w']);
    expect(wider).toEqual(before[2]);
    const [img] = highPriorityImages(after);
    expect(htmlAttribute(img?.attributes ?? '', 'src')).toBe(inlined?.[0]);
    // Sizes, dimensions, alt and priority are the component's own.
    const [original] = highPriorityImages(html);
    for (const name of ['sizes', 'width', 'height', 'alt', 'loading', 'class'])
      expect(htmlAttribute(img?.attributes ?? '', name), name).toBe(htmlAttribute(original?.attributes ?? '', name));

    const preload = `<link rel="preload" as="image" imageSrcSet="${htmlAttribute(img?.attributes ?? '', 'srcSet')}" imageSizes="${htmlAttribute(img?.attributes ?? '', 'sizes')}" fetchPriority="high"/>`;
    // Ahead of the font preloads, the stylesheet and the scripts.
    expect(after).toContain(
      `<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${preload}<link rel="preload" href="/_next/static/media/`,
    );
    // Nothing else changed.
    expect(after.replace(preload, '').replace(img?.tag ?? '', original?.tag ?? '')).toBe(html);
  });

  it('/services/: a phone-sized file over the limit is not inlined; the image is preloaded as it is', () => {
    const html = fixture('services.html');
    const heavy = (sitePath: string) => (readPublic(sitePath) === undefined ? undefined : Buffer.alloc(INLINE_MAX_BYTES + 1));
    const result = lcpImage(html, heavy) ?? '';
    const [img] = highPriorityImages(html);
    const attributes = img?.attributes ?? '';
    const preload = `<link rel="preload" as="image" href="${htmlAttribute(attributes, 'src')}" imageSrcSet="${htmlAttribute(attributes, 'srcSet')}" imageSizes="${htmlAttribute(attributes, 'sizes')}" fetchPriority="high"/>`;
    expect(result.replace(preload, '')).toBe(html);
    expect(unpreloadedLcpImage(result)).toBeNull();
  });

  it('/services/: a file the export lacks is not inlined either', () => {
    const result = lcpImage(fixture('services.html'), () => undefined) ?? '';
    expect(candidates(result).some(([url]) => url.startsWith('data:'))).toBe(false);
    expect(unpreloadedLcpImage(result)).toBeNull();
  });

  it('running it twice changes nothing more', () => {
    const once = lcpImage(fixture('services.html'), readPublic) ?? '';
    expect(lcpImage(once, readPublic)).toBeNull();
  });

  it('a preload whose srcset is not the image’s (the image changed after the preload was written) does not count', () => {
    const html = fixture('services.html');
    const [img] = highPriorityImages(html);
    const srcSet = htmlAttribute(img?.attributes ?? '', 'srcSet') ?? '';
    // The image's original srcset (the step has not run) beside a preload naming another one.
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
    const stale = html.replace(viewport, `${viewport}<link rel="preload" as="image" imageSrcSet="/images/services/other-720.webp 720w" fetchPriority="high"/>`);
    expect(unpreloadedLcpImage(stale)).toMatch(/^the high-priority image <img src="\/images\/services\/.* has no preload in the head$/);
    const current = html.replace(viewport, `${viewport}<link rel="preload" as="image" imageSrcSet="${srcSet}" fetchPriority="high"/>`);
    expect(unpreloadedLcpImage(current)).toBeNull();
  });

  it('keeps a $ in the image’s other attributes as written (no replacement patterns)', () => {
    const html = fixture('services.html');
    const [img] = highPriorityImages(html);
    const withDollar = html.replace(img?.tag ?? '', () => (img?.tag ?? '').replace(' alt=""', () => ' alt="$& $1 $$"'));
    const [after] = highPriorityImages(lcpImage(withDollar, readPublic) ?? '');
    expect(htmlAttribute(after?.attributes ?? '', 'alt')).toBe('$& $1 $$');
    expect(htmlAttribute(after?.attributes ?? '', 'srcSet')).toMatch(/^data:image\/webp;base64,/);
  });

  it('an image with a srcset but no src gets a preload without href, which counts', () => {
    const html = '<html><head><meta charSet="utf-8"/></head><body><img srcSet="/a-960.webp 960w" sizes="100vw" fetchPriority="high"/></body></html>';
    const result = lcpImage(html, () => undefined) ?? '';
    expect(result).toContain('<meta charSet="utf-8"/><link rel="preload" as="image" imageSrcSet="/a-960.webp 960w" imageSizes="100vw" fetchPriority="high"/></head>');
    expect(unpreloadedLcpImage(html)).not.toBeNull();
    expect(unpreloadedLcpImage(result)).toBeNull();
  });

  it('a service page: the hero’s high-priority image is a placeholder for wider screens, so nothing is inlined or preloaded', () => {
    const html = fixture('service.html');
    expect(
      highPriorityImages(html).map(({ attributes }) => htmlAttribute(attributes, 'src')?.slice(0, 5)),
      capturedFrom,
    ).toContain('data:');
    expect(lcpImage(html, readPublic)).toBeNull();
    expect(unpreloadedLcpImage(html)).toBeNull();
  });

  it('a page without a high-priority image (the thank-you and not-found pages) is left as it is', () => {
    for (const name of ['thank-you.html', '404.html']) {
      expect(lcpImage(fixture(name), readPublic), name).toBeNull();
      expect(unpreloadedLcpImage(fixture(name)), name).toBeNull();
    }
  });

  it('counts its work over an export, reading the image from that export: one page of the four needed it', () => {
    const exported = temporaryExport(fixtureExportPages());
    try {
      const [, phone] = candidates(fixture('services.html'));
      const target = path.join(exported.dir, phone?.[0] ?? '');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(publicDir, phone?.[0] ?? ''), target);
      expect(lcpImageExport(exported.dir)).toEqual({ step: 'lcp-image', needed: 1, rewrote: 1, missed: [] });
      const written = fs.readFileSync(path.join(exported.dir, 'services', 'index.html'), 'utf8');
      expect(candidates(written)[0]?.[0]).toMatch(/^data:image\/webp;base64,/);
    } finally {
      exported.remove();
    }
  });

  it('over an export without the image file, inlines nothing and preloads the files', () => {
    const exported = temporaryExport(fixtureExportPages());
    try {
      expect(lcpImageExport(exported.dir)).toEqual({ step: 'lcp-image', needed: 1, rewrote: 1, missed: [] });
      const written = fs.readFileSync(path.join(exported.dir, 'services', 'index.html'), 'utf8');
      expect(candidates(written).some(([url]) => url.startsWith('data:'))).toBe(false);
      expect(written).toMatch(/<link rel="preload" as="image" href="\/images\/services\//);
    } finally {
      exported.remove();
    }
  });

  it('fails naming the step and the page when the image is written in a shape it does not match, and writes nothing', () => {
    // React 19 writes `fetchPriority`; an upgrade writing the HTML attribute's own case would slip past the pattern.
    const lowerCase = fixture('services.html').replace('fetchPriority="high"', 'fetchpriority="high"');
    const exported = temporaryExport({ 'services/index.html': lowerCase, '404.html': fixture('404.html') });
    try {
      expect(() => lcpImageExport(exported.dir)).toThrow(
        /"lcp-image" left 1 of the 1 pages that needed it unrewritten:\n {2}- services\/index\.html: the high-priority image <img src="\/images\/services\//,
      );
      expect(fs.readFileSync(path.join(exported.dir, 'services', 'index.html'), 'utf8')).toBe(lowerCase);
    } finally {
      exported.remove();
    }
  });

  it('writes a plain href for an image without a srcset, and no preload for one that fetches nothing', () => {
    expect(imagePreloadFor('<img src="/logo.png" fetchPriority="high"/>')).toBe('<link rel="preload" as="image" href="/logo.png" fetchPriority="high"/>');
    expect(imagePreloadFor('<img src="data:image/gif;base64,R0lGOD" fetchPriority="high"/>')).toBeNull();
    expect(imagePreloadFor('<img src="data:image/webp;base64,UklG" srcSet="data:image/webp;base64,UklG 720w" fetchPriority="high"/>')).toBeNull();
  });

  it('reads only files inside the export', () => {
    expect(readPublic('/images/services/book-publishing-720.webp')).toBeDefined();
    expect(readPublic('/../package.json')).toBeUndefined();
    expect(readPublic('/%2e%2e/package.json')).toBeUndefined();
    expect(readPublic('//example.com/a.webp')).toBeUndefined();
    expect(readPublic('/images')).toBeUndefined();
    expect(readPublic('/%E0%A4%A.webp')).toBeUndefined();
  });
});

describe('srcsetCandidates and the export’s link check read an inlined candidate as a browser does', () => {
  it('keeps the comma of a data: URL inside the URL, and reads each descriptor to the next comma', () => {
    expect(srcsetCandidates('data:image/webp;base64,UklG 720w, /images/a-960.webp 960w')).toEqual([
      { url: 'data:image/webp;base64,UklG', descriptor: '720w' },
      { url: '/images/a-960.webp', descriptor: '960w' },
    ]);
    expect(srcsetCandidates(' /a.webp 1x,/b.webp  2x ,')).toEqual([
      { url: '/a.webp', descriptor: '1x' },
      { url: '/b.webp', descriptor: '2x' },
    ]);
    // A comma with no space after it is inside the URL, as browsers read it; a trailing one ends it.
    expect(srcsetCandidates('/a.webp,/b.webp 2x')).toEqual([{ url: '/a.webp,/b.webp', descriptor: '2x' }]);
    expect(srcsetCandidates('/a.webp, /b.webp 2x')).toEqual([
      { url: '/a.webp', descriptor: '' },
      { url: '/b.webp', descriptor: '2x' },
    ]);
  });

  it('the link check asks the export only for the file candidates', () => {
    const img = '<img src="data:image/webp;base64,UklG" srcSet="data:image/webp;base64,UklG 720w, /images/a-960.webp 960w"/>';
    const preload = '<link rel="preload" as="image" imageSrcSet="data:image/webp;base64,UklG 720w, /images/a-960.webp 960w"/>';
    const internal = pageReferences(`${preload}${img}`).filter((reference) => !reference.startsWith('data:'));
    expect(internal).toEqual(['/images/a-960.webp', '/images/a-960.webp']);
  });
});
