/**
 * `npm run fonts`: cuts the web fonts down to what the site uses and measures the platform fonts
 * that stand in for them until they arrive (docs/fonts.md).
 *
 * 1. Subsets Inter and Fraunces (from @fontsource-variable) to the characters in
 *    scripts/fonts/config.ts and to the weight range the CSS uses, as WOFF2 in styles/fonts/.
 * 2. Measures, for every used weight, the average advance width of each web font and of each
 *    platform fallback font, weighted by how often each character occurs in the site's copy
 *    (every string in content/).
 * 3. Writes styles/fonts/metrics.json and, from it, styles/font-fallbacks.css.
 *
 * The platform fonts are measured from Debian's packages (Liberation, Roboto, Noto, DejaVu),
 * downloaded with `apt-get download` into .cache/font-sources/ and unpacked there, never
 * installed: installing them would change what this machine's Chromium falls back to.
 * Output is deterministic for the same inputs; everything it writes is committed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import * as fontkit from 'fontkit';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

import { FALLBACK_CSS_FILE, METRICS_FILE, PLATFORM_FONTS, UNICODE_RANGES, USED_WEIGHTS, WEB_FONTS } from './fonts/config';
import type { UsedWeight } from './fonts/config';
import { fallbackCss } from './fonts/fallback-css';
import type { FontMetrics, WebFontMetrics } from './fonts/fallback-css';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourcesDir = path.join(root, '.cache', 'font-sources');

const WEIGHT_RANGE = { min: Math.min(...USED_WEIGHTS), max: Math.max(...USED_WEIGHTS) };

function subsetText(): string {
  let text = '';
  for (const [first, last] of UNICODE_RANGES) for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** Every string of prose (two words or more) exported by the content modules. */
async function copyCorpus(): Promise<string> {
  const strings: string[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\S\s+\S/.test(value)) strings.push(value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) walk(item);
  };
  const contentDir = path.join(root, 'content');
  for (const file of fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    walk(await import(pathToFileURL(path.join(contentDir, file)).href));
  }
  return strings.join('\n');
}

function frequencies(corpus: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const char of corpus) {
    const code = char.codePointAt(0);
    if (code === undefined || code < 0x20) continue;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

type Font = fontkit.Font;

async function openFont(file: string): Promise<Font> {
  const buffer = await fontverter.convert(fs.readFileSync(file), 'sfnt');
  const font = fontkit.create(buffer);
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a font collection; expected one font`);
  return font;
}

/** Weighted average advance in em over the characters every measured font has. */
function averageWidth(font: Font, weights: Map<number, number>): number {
  let total = 0;
  let count = 0;
  for (const [code, n] of weights) {
    total += font.glyphForCodePoint(code).advanceWidth * n;
    count += n;
  }
  return total / count / font.unitsPerEm;
}

/** Downloads and unpacks a Debian package once; returns the folder it was unpacked to. */
function unpackedPackage(name: string): string {
  const target = path.join(sourcesDir, name);
  if (fs.existsSync(path.join(target, '.unpacked'))) return target;
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  try {
    execFileSync('apt-get', ['download', name], { cwd: target, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(`could not download the Debian package ${name} (apt-get download ${name}); npm run fonts needs Debian's apt. ${String(error)}`);
  }
  const deb = fs.readdirSync(target).find((file) => file.endsWith('.deb'));
  if (deb === undefined) throw new Error(`apt-get download ${name} left no .deb in ${target}`);
  execFileSync('dpkg-deb', ['-x', deb, '.'], { cwd: target });
  fs.writeFileSync(path.join(target, '.unpacked'), `${deb}\n`);
  return target;
}

function findFile(dir: string, name: string): string {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      try {
        return findFile(full, name);
      } catch {
        continue;
      }
    }
    if (entry.name === name) return full;
  }
  throw new Error(`${name} not found under ${dir}`);
}

async function main(): Promise<void> {
  const text = subsetText();
  const corpus = await copyCorpus();
  const counts = frequencies(corpus);

  // Web fonts: subset, then measure the subset itself (what visitors download).
  const webFonts = new Map<string, Font>();
  for (const webFont of WEB_FONTS) {
    const subset = await subsetFont(fs.readFileSync(path.join(root, webFont.source)), text, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max, default: WEIGHT_RANGE.min } },
    });
    fs.mkdirSync(path.dirname(path.join(root, webFont.output)), { recursive: true });
    fs.writeFileSync(path.join(root, webFont.output), subset);
    const before = fs.statSync(path.join(root, webFont.source)).size;
    console.log(`${webFont.output}: ${(subset.length / 1024).toFixed(1)} KB (from ${(before / 1024).toFixed(1)} KB)`);
    webFonts.set(webFont.id, await openFont(path.join(root, webFont.output)));
  }

  const platformFaces = new Map<string, Font>();
  for (const font of Object.values(PLATFORM_FONTS).flat()) {
    const dir = unpackedPackage(font.debianPackage);
    for (const weight of USED_WEIGHTS) {
      const file = font.faces[weight].file;
      if (!platformFaces.has(file)) platformFaces.set(file, await openFont(findFile(dir, file)));
    }
  }

  // Weigh only characters that every font draws, so no average includes a missing glyph.
  const allFonts = [...webFonts.values(), ...platformFaces.values()];
  const shared = new Map([...counts].filter(([code]) => allFonts.every((font) => font.hasGlyphForCodePoint(code))));

  const web = {} as FontMetrics['web'];
  for (const webFont of WEB_FONTS) {
    const font = webFonts.get(webFont.id);
    if (font === undefined) throw new Error(`${webFont.id} was not loaded`);
    const widths = {} as WebFontMetrics['averageWidth'];
    for (const weight of USED_WEIGHTS) widths[`${weight}`] = round(averageWidth(font.getVariation({ wght: weight }), shared));
    web[webFont.id] = { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, averageWidth: widths };
  }
  const platform = { sans: {}, serif: {} } as FontMetrics['platform'];
  for (const [category, fonts] of Object.entries(PLATFORM_FONTS) as Array<[keyof typeof PLATFORM_FONTS, (typeof PLATFORM_FONTS)['sans']]>) {
    for (const font of fonts) {
      const widths = {} as Record<`${UsedWeight}`, number>;
      for (const weight of USED_WEIGHTS) {
        const face = platformFaces.get(font.faces[weight].file);
        if (face === undefined) throw new Error(`${font.faces[weight].file} was not loaded`);
        widths[`${weight}`] = round(averageWidth(face, shared));
      }
      platform[category][font.id] = widths;
    }
  }

  const metrics: FontMetrics = {
    corpus: { source: 'every string of two or more words exported by content/*.ts', characters: [...shared.values()].reduce((a, b) => a + b, 0) },
    web,
    platform,
  };
  fs.writeFileSync(path.join(root, METRICS_FILE), `${JSON.stringify(metrics, null, 2)}\n`);
  fs.writeFileSync(path.join(root, FALLBACK_CSS_FILE), fallbackCss(metrics));
  console.log(`Wrote ${METRICS_FILE} and ${FALLBACK_CSS_FILE} (${metrics.corpus.characters} characters of copy weighed).`);
}

/** Six significant decimals: stable across runs, far finer than the CSS's two. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
