import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFile, COMPILE_HINT, hintStartupScripts, startupScripts } from '../../scripts/export/compile-hints';
import { afterPaintLoaders, hydrateExportAfterPaint } from '../../scripts/export/hydrate-after-paint';
import { fixtureExportPages, temporaryExport } from '../support/export-fixtures';

const LAZY_CHUNK = '/_next/static/chunks/lazy-carousel.js';

/** The fixture pages after the after-paint step, with a stand-in for every chunk they start and one chunk only `import()` would load. */
function exportWithChunks() {
  const exported = temporaryExport(fixtureExportPages());
  hydrateExportAfterPaint(exported.dir);
  const file = (src: string) => path.join(exported.dir, ...src.split('/'));
  const started = new Set<string>();
  for (const page of Object.keys(fixtureExportPages())) {
    for (const loader of afterPaintLoaders(fs.readFileSync(path.join(exported.dir, page), 'utf8'))) for (const src of loader) started.add(src);
  }
  const source = (src: string) => `(globalThis.TURBOPACK||=[]).push([${JSON.stringify(src)},()=>{}]);\n`;
  for (const src of [...started, LAZY_CHUNK]) {
    fs.mkdirSync(path.dirname(file(src)), { recursive: true });
    fs.writeFileSync(file(src), source(src));
  }
  return { ...exported, started: [...started], file, source };
}

describe('the compile hint on the start-up scripts', () => {
  it('marks every script a page starts, once, on its first line, and leaves the rest of each file and every other chunk as they were', () => {
    const exported = exportWithChunks();
    try {
      expect(exported.started.length).toBeGreaterThan(0);
      expect(new Set(startupScripts(exported.dir))).toEqual(new Set(exported.started));
      expect(hintStartupScripts(exported.dir)).toEqual({ scripts: exported.started.length, marked: exported.started.length });
      for (const src of exported.started) expect(fs.readFileSync(exported.file(src), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${exported.source(src)}`);
      expect(fs.readFileSync(exported.file(LAZY_CHUNK), 'utf8')).toBe(exported.source(LAZY_CHUNK));

      // A second run over the same export changes nothing.
      expect(hintStartupScripts(exported.dir)).toEqual({ scripts: exported.started.length, marked: 0 });
      for (const src of exported.started) expect(fs.readFileSync(exported.file(src), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
    } finally {
      exported.remove();
    }
  });

  it('fails naming a script a page starts that the export does not have', () => {
    const exported = exportWithChunks();
    try {
      const missing = exported.started[0] ?? '';
      fs.rmSync(exported.file(missing));
      expect(() => hintStartupScripts(exported.dir)).toThrow(`A page starts ${missing}, which the export does not have.`);
    } finally {
      exported.remove();
    }
  });

  it('refuses a loader entry that is not one of Next’s chunks, naming the page', () => {
    const exported = temporaryExport({ 'about/index.html': '<html><head></head><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>' });
    try {
      hydrateExportAfterPaint(exported.dir);
      const page = path.join(exported.dir, 'about', 'index.html');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replaceAll('/_next/static/chunks/a.js', '/_next/static/../../etc/passwd.js'));
      expect(() => hintStartupScripts(exported.dir)).toThrow(/about\/index\.html starts \/_next\/static\/\.\.\/\.\.\/etc\/passwd\.js, which is not one of Next's chunks/);
    } finally {
      exported.remove();
    }
  });

  it('reads a chunk address as a file under _next/static of the export, and nothing outside it', () => {
    const outDir = path.join('/srv', 'out');
    expect(chunkFile(outDir, '/_next/static/chunks/0abc.js')).toBe(path.join(outDir, '_next', 'static', 'chunks', '0abc.js'));
    expect(chunkFile(outDir, '/_next/static/chunks/%5Bturbopack%5D.js')).toBe(path.join(outDir, '_next', 'static', 'chunks', '[turbopack].js'));
    for (const src of [
      '/_next/static/%2e%2e/%2e%2e/secret.js',
      '/_next/static/chunks/../../../x.js',
      '/scripts/a.js',
      '/_next/static/chunks/a.css',
      '/_next/static/%E0%A4%A.js',
    ]) {
      expect(chunkFile(outDir, src), src).toBeNull();
    }
  });
});
