// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadNotFoundFonts, withFontPreloads } from '../../scripts/export/not-found-fonts';

const serif = '<link rel="preload" href="/_next/static/media/fraunces.p.abc.woff2" as="font" crossorigin="" type="font/woff2"/>';
const sans = '<link rel="preload" href="/_next/static/media/inter.p.def.woff2" as="font" crossorigin="" type="font/woff2"/>';
const script = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>';
const home = `<!DOCTYPE html><html><head><meta charset="utf-8"/>${serif}${sans}${script}</head><body></body></html>`;
const notFound = `<!DOCTYPE html><html><head><meta charset="utf-8"/>${script}</head><body></body></html>`;

let dir = '';
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the not-found page’s font preloads (npm run build)', () => {
  it('copies the home page’s font preloads ahead of the 404 page’s other preloads', () => {
    const html = withFontPreloads(notFound, home);
    expect(html).toContain(`${serif}${sans}${script}`);
    // Once they are there, nothing changes.
    expect(withFontPreloads(html ?? '', home)).toBeNull();
  });

  it('rewrites out/404.html and leaves it alone without a home page', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-fonts-'));
    fs.writeFileSync(path.join(dir, '404.html'), notFound);
    expect(preloadNotFoundFonts(dir)).toBe(false);
    fs.writeFileSync(path.join(dir, 'index.html'), home);
    expect(preloadNotFoundFonts(dir)).toBe(true);
    expect(fs.readFileSync(path.join(dir, '404.html'), 'utf8')).toContain(serif);
  });
});
