import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import fontverter from 'fontverter';
import { sitePages } from '../../scripts/export/pages';

/**
 * The export's fonts, read from the files (deterministic; no browser needed). Runs after the build.
 * - Every web font is followed, wherever the CSS names it, by fallback families drawn with platform
 *   fonts and scaled to its metrics (size-adjust), covering Windows/Apple (Arial or Times New
 *   Roman), Android (Roboto or Noto Serif) and Linux (DejaVu): text keeps its line breaks when the
 *   web font swaps in, on machines without Arial too (docs/fonts.md). In the browser, Chromium
 *   finds this machine's DejaVu faces by the PostScript names the CSS gives.
 * - The subset web fonts contain every character the pages show.
 * And, in the browser, the first screen's heading is drawn with the face the export inlines for it.
 */
const outDir = join(process.cwd(), 'out');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

interface FontFace {
  family: string;
  src: string;
  sizeAdjust: string | undefined;
}

const unquote = (name: string) => name.trim().replace(/^(['"])(.*)\1$/, '$2');

function parseFontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => {
    const body = match[1] ?? '';
    const read = (property: string) => new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim();
    return { family: unquote(read('font-family') ?? ''), src: read('src') ?? '', sizeAdjust: read('size-adjust') };
  });
}

/** Every font stack in the CSS: font-family declarations and the --font-* variables next/font sets. */
function fontStacks(css: string): string[][] {
  const stacks: string[][] = [];
  for (const match of css.replace(/@font-face\s*\{[^}]*\}/g, '').matchAll(/(?:font-family|--font-[a-z-]+)\s*:\s*([^;}]+)/g)) {
    stacks.push((match[1] ?? '').split(',').map(unquote));
  }
  return stacks;
}

const exportCss = () =>
  walk(join(outDir, '_next', 'static'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

// The export is the same for every viewport.
test.describe('fonts of the export', { tag: '@once' }, () => {
  test('every web font has metric-matched fallbacks for Windows/Apple, Android and Linux wherever it is used', () => {
    const css = exportCss();
    const faces = parseFontFaces(css);
    const webFamilies = [...new Set(faces.filter((face) => /url\(/.test(face.src)).map((face) => face.family))];
    expect(webFamilies.length, 'the export declares its web fonts').toBeGreaterThanOrEqual(2);
    const problems: string[] = [];
    for (const family of webFamilies) {
      const stacks = fontStacks(css).filter((stack) => stack.includes(family));
      if (stacks.length === 0) problems.push(`${family}: never used in a font stack`);
      for (const stack of stacks) {
        const after = stack.slice(stack.indexOf(family) + 1);
        const fallbacks = after.filter((name) => faces.some((face) => face.family === name));
        const fallbackFaces = faces.filter((face) => fallbacks.includes(face.family));
        const unscaled = fallbackFaces.filter((face) => !/local\(/.test(face.src) || face.sizeAdjust === undefined || face.sizeAdjust === '100%');
        if (unscaled.length > 0) problems.push(`${family}: fallback ${unscaled[0]?.family} is not a size-adjusted platform font`);
        const sources = fallbackFaces.map((face) => face.src).join(' ');
        for (const [platform, pattern] of [
          // PostScript names (docs/fonts.md: one name per face).
          ['Windows/Apple', /local\((['"]?)(ArialMT|TimesNewRomanPSMT)\1\)/],
          ['Android', /local\((['"]?)(Roboto|NotoSerif)-Regular\1\)/],
          ['Linux', /local\((['"]?)DejaVu(Sans|Serif)\1\)/],
        ] as const) {
          if (!pattern.test(sources)) problems.push(`${family} in [${stack.join(', ')}]: no metric-matched fallback for ${platform}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('every page preloads the display face, the 404 page included (it has no layout to do it)', () => {
    const pages = sitePages(outDir);
    expect(pages.some((file) => file.endsWith('404.html'))).toBe(true);
    const missing = pages.filter((file) => !/<link rel="preload" href="[^"]*fraunces[^"]*\.woff2" as="font"/.test(readFileSync(file, 'utf8')));
    expect(missing.map((file) => file.slice(outDir.length))).toEqual([]);
  });

  test('the web fonts contain every character the pages show', async () => {
    const shown = new Set<string>();
    for (const file of walk(outDir).filter((path) => path.endsWith('.html'))) {
      const html = readFileSync(file, 'utf8')
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/\splaceholder="([^"]*)"/g, '>$1<');
      const text = html
        .replace(/<[^>]*>/g, ' ')
        .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)));
      for (const char of text.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, ' ')) if (!/\s/.test(char)) shown.add(char);
    }
    expect(shown.size).toBeGreaterThan(60);
    const fontFiles = walk(join(outDir, '_next', 'static', 'media')).filter((file) => file.endsWith('.woff2'));
    expect(fontFiles).toHaveLength(2);
    for (const file of fontFiles) {
      const font = fontkit.create(await fontverter.convert(readFileSync(file), 'sfnt'));
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a collection`);
      const missing = [...shown].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
      expect(
        missing,
        `${file.slice(outDir.length)} lacks characters the pages show (add them to UNICODE_RANGES in scripts/fonts/config.ts and run npm run fonts)`,
      ).toEqual([]);
    }
  });
});

test.describe("the first screen's heading on a phone", { tag: '@once' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('is drawn in Fraunces from the face inlined in the page, with the full Fraunces never arriving', async ({ page }) => {
    // A first visit on a slow connection: the optional display face misses its short wait.
    await page.route(/fraunces/i, (route) => route.abort());
    for (const path of ['/', '/lp/', '/services/book-publishing/']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = page.locator('h1').first();
      // Loaded by the head's script before the body was parsed: ready for the first layout, no wait.
      expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Fraunces Heading').map((face) => face.status))).toEqual(['loaded']);
      const session = await page.context().newCDPSession(page);
      const { root } = await session.send('DOM.getDocument');
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      await session.send('CSS.enable');
      const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(
        fonts.map((font) => font.familyName),
        path,
      ).toEqual([expect.stringMatching(/^Fraunces/)]);
      await expect(heading).toBeVisible();
      await session.detach();
    }
  });
});

test.describe('the fallback faces in the browser', { tag: '@once' }, () => {
  test('are found by the PostScript name each one gives, DejaVu first, while the web fonts are away', async ({ page }) => {
    // Neither web font arrives: every line is drawn by a fallback face. Debian's DejaVu is on every
    // machine the tests run on (.ci/run installs it); Arial or Roboto may or may not be.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto('/about/', { waitUntil: 'load' });
    const statuses = await page.evaluate(async () => {
      // A local() face is looked up when a layout first needs it: force one, then let loads settle.
      void document.body.getBoundingClientRect();
      await document.fonts.ready;
      // A face a layout asked for is 'loaded' or 'error' (its local() name matched nothing); one never asked for stays 'unloaded'.
      return Object.fromEntries(
        [...document.fonts].filter((face) => / Fallback /.test(face.family) && face.status !== 'unloaded').map((face) => [`${face.family} ${face.weight}`, face.status]),
      );
    });
    // Found by name: body text regular, headings semibold.
    expect(statuses).toMatchObject({ 'Inter Fallback DejaVu 400': 'loaded', 'Fraunces Fallback DejaVu 600': 'loaded' });
    // And no other platform font looked for first: on Linux each name not found is a fontconfig query.
    expect(Object.keys(statuses).filter((face) => !/ Fallback DejaVu \d+$/.test(face))).toEqual([]);
  });
});
