import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { site } from '@/content/site';

const outDir = join(process.cwd(), 'out');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Maps a site path to the file a static host would serve for it (trailing-slash export). */
function resolvesInOut(pathname: string): boolean {
  const decoded = decodeURIComponent(pathname);
  if (decoded.endsWith('/')) return existsSync(join(outDir, decoded, 'index.html'));
  const file = join(outDir, decoded);
  if (existsSync(file) && statSync(file).isFile()) return true;
  // '/about' is redirected to '/about/' by the host.
  return existsSync(join(file, 'index.html'));
}

function internalPath(reference: string, fromFile: string): string | null {
  const ref = reference.trim();
  if (!ref || ref.startsWith('#') || /^(mailto|tel|data|javascript|blob):/i.test(ref)) return null;
  let url: URL;
  if (ref.startsWith(site.url)) url = new URL(ref.slice(site.url.length) || '/', 'http://site.local');
  else if (/^(https?:)?\/\//i.test(ref)) return null;
  else {
    const base = `http://site.local/${relative(outDir, fromFile).replace(/\\/g, '/')}`;
    url = new URL(ref, base);
  }
  return url.pathname;
}

// The export is the same for every viewport.
test('every internal href and src in out/ points at a page or file that exists', { tag: '@once' }, async () => {
  expect(existsSync(join(outDir, 'index.html')), 'run `npm run build` first').toBe(true);
  const files = walk(outDir);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const cssFiles = files.filter((file) => file.endsWith('.css'));
  expect(htmlFiles.length).toBeGreaterThan(40);

  const broken = new Set<string>();
  let checked = 0;
  const attribute = /\s(?:href|src|poster)="([^"]+)"/g;
  const srcset = /\ssrcset="([^"]+)"/g;
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    const references = [...html.matchAll(attribute)].map((match) => match[1] ?? '');
    for (const match of html.matchAll(srcset)) {
      references.push(...(match[1] ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
    }
    for (const reference of references) {
      const path = internalPath(reference.replace(/&amp;/g, '&'), file);
      if (path === null) continue;
      checked += 1;
      if (!resolvesInOut(path)) broken.add(`${relative(outDir, file)} -> ${reference}`);
    }
  }
  for (const file of cssFiles) {
    const css = readFileSync(file, 'utf8');
    for (const match of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      const path = internalPath(match[1] ?? '', file);
      if (path === null) continue;
      checked += 1;
      if (!resolvesInOut(path)) broken.add(`${relative(outDir, file)} -> ${match[1]}`);
    }
  }
  expect(checked).toBeGreaterThan(500);
  expect([...broken]).toEqual([]);
});
