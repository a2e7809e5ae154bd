import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run check:export` (scripts/check-export.ts) on the real export: it passes on out/ as the
 * build left it, and on a copy where one page's inline script no longer matches its CSP and another
 * page has a render-blocking stylesheet, it fails and names both pages.
 */
const root = process.cwd();
const outDir = path.join(root, 'out');
const hostingDir = path.join(root, 'hosting');

function checkExport(dir: string, hosting: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'check-export.ts'), dir, '--hosting', hosting], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A copy of a folder whose files are hard links (the export is large); edit a file only through `replace`. */
function linkCopy(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkCopy(source, target);
    else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** Writes a changed page as a new file, so the linked original in out/ stays as it was. */
function replace(file: string, change: (html: string) => string): void {
  const html = fs.readFileSync(file, 'utf8');
  const changed = change(html);
  expect(changed, file).not.toBe(html);
  fs.rmSync(file);
  fs.writeFileSync(file, changed);
}

// The export is the same for every viewport: these run once.
test.describe('npm run check:export', { tag: '@once' }, () => {
  test('passes on the export the build wrote', () => {
    expect(fs.existsSync(path.join(outDir, 'index.html')), 'run `npm run build` first').toBe(true);
    const { status, output } = checkExport(outDir, hostingDir);
    expect(output).toContain('passes');
    expect(status).toBe(0);
  });

  test('fails on a copy where a page’s inline script no longer matches its CSP and another page blocks on a stylesheet, naming both', ({}, testInfo) => {
    const copy = testInfo.outputPath('export');
    const copyHosting = testInfo.outputPath('hosting');
    linkCopy(outDir, copy);
    linkCopy(hostingDir, copyHosting);
    try {
      // The about page's bootstrap script changes after its hashes were written into the host files.
      replace(path.join(copy, 'about', 'index.html'), (html) =>
        html.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '<script>(self.__next_f=self.__next_f||[]).push([0]);</script>'),
      );
      // The contact page's stylesheet link is enabled again: the first paint waits for it.
      replace(path.join(copy, 'contact', 'index.html'), (html) => html.replace(/(<link rel="stylesheet"[^>]*?) disabled=""/, '$1'));
      const { status, output } = checkExport(copy, copyHosting);
      expect(status).toBe(1);
      const failing = output.split('\n').filter((line) => line.startsWith('✖'));
      expect(failing.length).toBeGreaterThan(0);
      expect(failing.filter((line) => !/^✖ (about|contact)\/index\.html /.test(line))).toEqual([]);
      expect(failing.some((line) => line.startsWith('✖ about/index.html [csp] the Content-Security-Policy for /about/ in '))).toBe(true);
      expect(failing.some((line) => line.startsWith('✖ contact/index.html [stylesheet] a render-blocking stylesheet <link rel="stylesheet"'))).toBe(true);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
      fs.rmSync(copyHosting, { recursive: true, force: true });
    }
  });
});
