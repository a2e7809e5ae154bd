// @vitest-environment node
/**
 * Generated artwork makes no claims of its own: no figures (percentages, scores, counts), no star
 * ratings, nothing the copy beside it does not say; star ratings stay out entirely until real
 * reviews exist. Checked on the drawings the generators in scripts/media/ build (the raster
 * images in public/ are made from them by `npm run media`) and on every SVG file in public/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionBackgroundNames, sectionIllustrationNames, iconNames } from '@/content/media';
import { serviceSlugs } from '@/content/services';
import { backgroundDrawing, innerDrawing } from '../../scripts/media/backgrounds';
import { serviceDrawing } from '../../scripts/media/services';
import { iconSvg } from '../../scripts/media/icons';

/** Star glyphs (★☆⭐ and the dingbat stars), digits, percent and per-mille signs. */
const CLAIM = /[\d%‰★☆⭐✩✪✫✬✭✮✯✰]/u;

function textContents(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, '').trim());
}

function claimsIn(svg: string): string[] {
  return textContents(svg).filter((content) => CLAIM.test(content));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('artwork makes no claims', () => {
  it('finds a figure or a star rating when one is drawn (the check itself works)', () => {
    expect(claimsIn('<svg><text x="1" y="2">+214%</text><text>4.8★</text><text>OUT NOW</text></svg>')).toEqual(['+214%', '4.8★']);
  });

  it('draws no figures, percentages or star ratings in any section illustration or background', () => {
    const found: string[] = [];
    for (const name of sectionIllustrationNames) for (const claim of claimsIn(innerDrawing(name).body)) found.push(`${name}: ${claim}`);
    for (const name of [...sectionBackgroundNames, 'home-hero' as const]) for (const claim of claimsIn(backgroundDrawing(name).body)) found.push(`${name}: ${claim}`);
    expect(found).toEqual([]);
  });

  it('draws none in the service illustrations or the icons', () => {
    const found: string[] = [];
    for (const slug of serviceSlugs) for (const claim of claimsIn(serviceDrawing(slug).body)) found.push(`${slug}: ${claim}`);
    for (const name of iconNames) for (const claim of claimsIn(iconSvg(name))) found.push(`${name}: ${claim}`);
    expect(found).toEqual([]);
  });

  it('has none in any SVG file under public/', () => {
    const files = walk(join(__dirname, '..', '..', 'public')).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => claimsIn(readFileSync(file, 'utf8')).map((claim) => `${file}: ${claim}`));
    expect(found).toEqual([]);
  });
});
