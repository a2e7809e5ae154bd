import { describe, expect, it } from 'vitest';
import { imagePreloadFor, preloadLcpImage } from '../../scripts/export/preload-lcp-image';

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="preload" href="/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<style>body{margin:0}</style><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><title>T</title></head>';
const CARD =
  '<img src="/images/card-960.webp" srcSet="/images/card-480.webp 480w, /images/card-960.webp 960w" sizes="(min-width: 1024px) 380px, calc(100vw - 2rem)" width="960" height="720" alt="" loading="eager" fetchPriority="high" decoding="async"/>';

describe('preloadLcpImage (npm run build)', () => {
  it('preloads the high-priority image with its srcset and sizes, first in the head after the charset and viewport', () => {
    const html = preloadLcpImage(`<html>${HEAD}<body><h1>Services</h1><picture>${CARD}</picture><img src="/images/other.webp" loading="lazy"/></body></html>`);
    const preload =
      '<link rel="preload" as="image" href="/images/card-960.webp" imageSrcSet="/images/card-480.webp 480w, /images/card-960.webp 960w" imageSizes="(min-width: 1024px) 380px, calc(100vw - 2rem)" fetchPriority="high"/>';
    expect(html).toContain(`<head><meta charSet="utf-8"/>${preload}<link rel="preload" href="/font.woff2"`);
    expect(html?.match(/as="image"/g)).toHaveLength(1);
    // The image itself is unchanged.
    expect(html).toContain(CARD);
  });

  it('adds nothing to a page whose only high-priority image is a placeholder for wider screens, or that has none', () => {
    const placeholder = '<picture><source media="(min-width: 768px)" srcSet="/images/hero-1600.webp 1600w"/><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" fetchPriority="high"/></picture>';
    expect(preloadLcpImage(`<html>${HEAD}<body>${placeholder}</body></html>`)).toBeNull();
    expect(preloadLcpImage(`<html>${HEAD}<body><img src="/a.webp" loading="lazy"/></body></html>`)).toBeNull();
  });

  it('writes a plain href for an image without a srcset', () => {
    expect(imagePreloadFor('<img src="/logo.png" fetchPriority="high"/>')).toBe('<link rel="preload" as="image" href="/logo.png" fetchPriority="high"/>');
  });
});
