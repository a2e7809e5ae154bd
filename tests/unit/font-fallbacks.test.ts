// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CSS_FILE, METRICS_FILE, PLATFORM_FONTS, USED_WEIGHTS, WEB_FONTS } from '../../scripts/fonts/config';
import { fallbackCss, fallbackFaces, fallbackStack } from '../../scripts/fonts/fallback-css';
import type { FontMetrics } from '../../scripts/fonts/fallback-css';

const root = process.cwd();
const metrics = JSON.parse(readFileSync(join(root, METRICS_FILE), 'utf8')) as FontMetrics;

describe('metric-matched font fallbacks (npm run fonts)', () => {
  it('the committed CSS is exactly what the committed metrics produce (no hand edits, no stale file)', () => {
    expect(readFileSync(join(root, FALLBACK_CSS_FILE), 'utf8')).toBe(fallbackCss(metrics));
  });

  it('every web font has a fallback face for every platform font of its kind and every weight the site uses', () => {
    const faces = fallbackFaces(metrics);
    for (const webFont of WEB_FONTS) {
      for (const family of fallbackStack(webFont)) {
        expect(
          faces.filter((face) => face.family === family).map((face) => face.weight),
          family,
        ).toEqual([...USED_WEIGHTS]);
      }
      expect(fallbackStack(webFont)).toHaveLength(PLATFORM_FONTS[webFont.category].length);
    }
  });

  it("each face is scaled to the web font: widths equal, vertical metrics the web font's", () => {
    for (const face of fallbackFaces(metrics)) {
      const webFont = WEB_FONTS.find((font) => face.family.startsWith(`${font.label} Fallback `));
      const platformFont = webFont && PLATFORM_FONTS[webFont.category].find((font) => face.family === `${webFont.label} Fallback ${font.id}`);
      if (!webFont || !platformFont) throw new Error(`no web or platform font for ${face.family}`);
      const web = metrics.web[webFont.id];
      const platformWidth = metrics.platform[webFont.category][platformFont.id]?.[`${face.weight}`] ?? NaN;
      // The scaled platform font is as wide as the web font, per weight.
      expect(platformWidth * face.sizeAdjust).toBeCloseTo(web.averageWidth[`${face.weight}`], 6);
      // Ascent and descent after scaling are the web font's, so line boxes keep their height.
      expect(face.ascentOverride * face.sizeAdjust).toBeCloseTo(web.ascent / web.unitsPerEm, 6);
      expect(face.descentOverride * face.sizeAdjust).toBeCloseTo(-web.descent / web.unitsPerEm, 6);
      // A scale far from 1 would mean a wrong file was measured.
      expect(face.sizeAdjust).toBeGreaterThan(0.75);
      expect(face.sizeAdjust).toBeLessThan(1.3);
    }
  });

  it('lib/fonts.ts lists exactly the generated fallback families after each web font, in order', () => {
    // next/font needs literal options, so the list is written out there; this keeps it in step.
    const source = readFileSync(join(root, 'lib', 'fonts.ts'), 'utf8');
    for (const webFont of WEB_FONTS) {
      const call = source.split('localFont(').find((part) => part.includes(webFont.output.replace(/^styles\//, '')));
      expect(call, `lib/fonts.ts loads ${webFont.output}`).toBeDefined();
      const listed = /fallback:\s*\[([^\]]*)\]/
        .exec(call ?? '')?.[1]
        ?.match(/'([^']+)'/g)
        ?.map((quoted) => quoted.slice(1, -1));
      expect(listed).toEqual(fallbackStack(webFont));
      expect(call).toContain('adjustFontFallback: false');
    }
  });
});
