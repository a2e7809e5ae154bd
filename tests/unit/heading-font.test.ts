// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_FONT_FILE, HEADING_MARKER, headingFontFace, headingFontStep, inlineExportHeadingFont, pageHeading } from '../../scripts/export/heading-font';
import { fixtureExportPages, temporaryExport } from '../support/export-fixtures';

const display = fs.readFileSync(path.join(process.cwd(), DISPLAY_FONT_FILE));

/** What the page's script registers: run as the browser would, with its document and FontFace recorded. */
function registeredFace(markup: string): { family: string; bytes: Buffer; weight: string | undefined; script: string } {
  const element = /<script data-heading-font="" data-face="([^"]+)" data-weight="([^"]+)">([\s\S]*?)<\/script>/.exec(markup);
  if (!element) throw new Error('no face script in the markup');
  const [, face = '', weight = '', script = ''] = element;
  class RecordedFontFace {
    constructor(
      readonly family: string,
      readonly bytes: Uint8Array,
      readonly descriptors: { weight?: string },
    ) {}
  }
  /** The faces the script added to the document (a face built and not added would draw nothing). */
  const added: RecordedFontFace[] = [];
  const document = { currentScript: { dataset: { face, weight } }, fonts: { add: (font: RecordedFontFace) => added.push(font) } };
  new Function('document', 'FontFace', 'atob', script)(document, RecordedFontFace, atob);
  const [first] = added;
  if (added.length !== 1 || !first) throw new Error(`the script registered ${added.length} faces`);
  return { family: first.family, bytes: Buffer.from(first.bytes), weight: first.descriptors.weight, script };
}

/** The font the page's script registers. */
function inlinedFont(markup: string): fontkit.Font {
  return fontkit.create(registeredFace(markup).bytes) as fontkit.Font;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

describe("each page's heading face (scripts/export/heading-font.ts)", () => {
  it("reads the page's first h1: its text, hidden words too, entities decoded, and the weight of its classes", () => {
    const html =
      '<head></head><body><h1 class="text-5xl font-semibold">Books that <span class="sr-only">find</span><span aria-hidden="true">reach</span> readers &amp; more</h1><h1 class="font-normal">Second</h1></body>';
    expect(pageHeading(html)).toEqual({ text: 'Books that findreach readers & more', weights: [600] });
    expect(pageHeading('<h1>Plain</h1>')).toEqual({ text: 'Plain', weights: [400] });
    expect(pageHeading('<h1 class="uppercase font-medium">Ab</h1>')?.text).toBe('AbABab');
    expect(pageHeading('<h2>No page heading</h2>')).toBeNull();
  });

  it('cuts exactly the glyphs of the heading (and the space) from the display face, at its one weight', async () => {
    const { script } = await headingFontFace({ text: 'Your Book', weights: [600] }, display);
    const font = inlinedFont(script);
    for (const character of 'YourBok ') expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(true);
    for (const character of 'xzQ') expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), character).toBe(false);
    // A static instance: no variation axis left, drawn at the heading's weight.
    expect(Object.keys(font.variationAxes)).toEqual([]);
    expect(registeredFace(script)).toMatchObject({ family: 'Fraunces Heading', weight: '600' });
    // The same advances as the full face at that weight, so the line breaks are the full face's:
    // fontkit's own instancing of the variable face (as TrueType, which fontkit can vary) agrees.
    const variable = await subsetFont(display, 'YourBok', { targetFormat: 'sfnt' });
    const full = (fontkit.create(variable) as fontkit.Font).getVariation({ wght: 600 });
    for (const character of 'YourBok') {
      const code = character.codePointAt(0) ?? 0;
      expect(font.glyphForCodePoint(code).advanceWidth, character).toBe(full.glyphForCodePoint(code).advanceWidth);
    }
  });

  it('registers the face with the same script on every page (one CSP hash), the bytes in its attribute', async () => {
    const one = registeredFace((await headingFontFace({ text: 'Your Book', weights: [600] }, display)).script);
    const other = registeredFace((await headingFontFace({ text: 'Publishing', weights: [600] }, display)).script);
    expect(one.script).toBe(other.script);
    expect(one.bytes.equals(other.bytes)).toBe(false);
    // WOFF2 bytes, decoded whole from the attribute.
    expect(one.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('marks the first h1 alone, puts its rule ahead of the page’s other styles and its script after the head’s other scripts; a page without an h1 is left alone', async () => {
    const face = await headingFontFace({ text: 'Hello', weights: [600] }, display);
    const step = headingFontStep(() => face);
    const page =
      '<html><head><link rel="preload"/><style>body{}</style><script>recordTouch()</script></head><body><h1 class="font-semibold">Hello</h1><h1>Other</h1></body></html>';
    expect(step.pending(page)).not.toBeNull();
    const done = step.rewrite(page) ?? '';
    expect(done.indexOf('<style data-heading-font="">')).toBeLessThan(done.indexOf('<style>body{}'));
    // The head's first script stays first (the attribution recorder); the face is registered before the body.
    expect(done.indexOf('<script>recordTouch()</script>')).toBeLessThan(done.indexOf('<script data-heading-font=""'));
    expect(done).toContain(`${face.script}</head><body>`);
    expect(done).toContain(`<h1 ${HEADING_MARKER}="" class="font-semibold">Hello</h1><h1>Other</h1>`);
    expect(done).toContain(`h1[${HEADING_MARKER}]{font-family:"Fraunces Heading",var(--font-serif)`);
    expect(step.pending(done)).toBeNull();
    expect(step.rewrite(done)).toBeNull();
    expect(step.pending('<html><head></head><body><p>x</p></body></html>')).toBeNull();
  });

  it('gives every page of a real export its own face, the size of its own heading only', async () => {
    const exported = temporaryExport(fixtureExportPages());
    cleanups.push(exported.remove);
    const report = await inlineExportHeadingFont(exported.dir, process.cwd());
    expect(report.missed).toEqual([]);
    expect(report.rewrote).toBeGreaterThan(0);
    expect(report.largestBytes).toBeLessThan(8 * 1024);
  });
});
