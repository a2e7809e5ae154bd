// @vitest-environment node
/**
 * Generated media: every asset the content modules reference exists under public/, raster sizes
 * match what is declared, and the byte budgets hold. Regenerate with `npm run media`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allImageAssets, homeHero, icons, platformLogos, type ImageAsset } from '@/content/media';
import { portfolio, portfolioCategories } from '@/content/portfolio';
import { homeVideoTestimonials, landingTestimonialVideos, videoHeight, videoWidth } from '@/content/videos';

const root = join(__dirname, '..', '..');
const publicDir = join(root, 'public');
const fileOf = (src: string): string => join(publicDir, src.replace(/^\//, ''));

const KB = 1024;
const budgets = {
  publicTotal: 15 * KB * KB,
  image: 150 * KB,
  heroOnPhone: 50 * KB,
  video: 400 * KB,
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every variant of an asset: its src and each srcSet entry, with the size each should have. */
function variants(asset: ImageAsset): { src: string; width: number; height: number }[] {
  const list = [{ src: asset.src, width: asset.width, height: asset.height }];
  for (const s of asset.srcSet ?? []) list.push({ src: s.src, width: s.width, height: Math.round((s.width * asset.height) / asset.width) });
  return list;
}

const assets = allImageAssets();
const rasterVariants = assets.flatMap(variants).filter((v) => !v.src.endsWith('.svg'));
const videos = [
  ...homeVideoTestimonials.map((v) => ({ video: v.videoUrl, poster: v.poster })),
  ...landingTestimonialVideos.map((v) => ({ video: v.videoSrc, poster: v.poster })),
];

describe('generated media', () => {
  it('gives each image a file of its own under /images/, and ships no file that nothing shows', () => {
    const srcs = assets.flatMap(variants).map((v) => v.src);
    expect(new Set(assets.map((a) => a.src)).size).toBe(assets.length);
    expect(srcs.filter((src) => !src.startsWith('/images/'))).toEqual([]);
    // public/ is copied into every deployment: a file no page references is bytes for nothing
    // (a cover removed from the content but left behind by `npm run media`).
    const referenced = new Set([...srcs, ...videos.flatMap((v) => [v.video, v.poster])]);
    const unreferenced = walk(publicDir)
      .map((file) => `/${relative(publicDir, file).split('\\').join('/')}`)
      .filter((src) => !referenced.has(src));
    expect(unreferenced).toEqual([]);
  });

  it('gives alt text to every illustration and keeps decorative images empty', () => {
    for (const category of portfolioCategories) {
      for (const cover of portfolio[category]) expect(cover.alt).toMatch(/^Cover of ".+" by .+/);
    }
    const described = assets.filter((a) => /\/(services|authors|og|portfolio)\//.test(a.src));
    for (const a of described) expect(a.alt.length, a.src).toBeGreaterThan(10);
    expect(homeHero.alt).toBe('');
  });

  it('has every image, srcSet entry, logo, icon and OG image on disk', () => {
    const missing = assets
      .flatMap(variants)
      .map((v) => v.src)
      .filter((src) => !existsSync(fileOf(src)));
    expect(missing).toEqual([]);
  });

  it('has every video and poster on disk', () => {
    const missing = videos.flatMap((v) => [v.video, v.poster]).filter((src) => !existsSync(fileOf(src)));
    expect(missing).toEqual([]);
  });

  it('declares the real pixel size of every raster image', async () => {
    const wrong: string[] = [];
    for (const v of rasterVariants) {
      const meta = await sharp(fileOf(v.src)).metadata();
      if (meta.width !== v.width || meta.height !== v.height) wrong.push(`${v.src}: ${meta.width}x${meta.height}, declared ${v.width}x${v.height}`);
    }
    for (const { poster } of videos) {
      const meta = await sharp(fileOf(poster)).metadata();
      if (meta.width !== videoWidth || meta.height !== videoHeight) wrong.push(`${poster}: ${meta.width}x${meta.height}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps icons and logos as small SVG files with the declared size', () => {
    for (const icon of Object.values(icons)) {
      const svg = readFileSync(fileOf(icon.src), 'utf8');
      expect(svg).toContain('viewBox="0 0 48 48"');
      expect(svg.length).toBeLessThan(2 * KB);
    }
    for (const logo of platformLogos) {
      const svg = readFileSync(fileOf(logo.src), 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${logo.width} ${logo.height}"`);
      expect(svg).toContain(logo.name.replace(/&/g, '&amp;').split(' ')[0]);
    }
  });

  it('keeps public/ within 15 MB and every image within 150 KB', () => {
    const files = walk(publicDir);
    const total = files.reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThanOrEqual(budgets.publicTotal);
    const heavy = files
      .filter((f) => /\.(webp|png|jpe?g|avif|svg)$/i.test(f))
      .filter((f) => statSync(f).size > budgets.image)
      .map((f) => `${relative(publicDir, f)}: ${statSync(f).size} bytes`);
    expect(heavy).toEqual([]);
  });

  it('sends at most 50 KB of hero image to a 390 px wide phone', () => {
    const phoneVariant = homeHero.srcSet?.find((s) => s.width === 640);
    expect(phoneVariant).toBeDefined();
    expect(statSync(fileOf(phoneVariant!.src)).size).toBeLessThanOrEqual(budgets.heroOnPhone);
  });

  it('keeps every video within 400 KB, as H.264 mp4 with the index up front', () => {
    for (const { video } of videos) {
      const data = readFileSync(fileOf(video));
      expect(data.length, video).toBeLessThanOrEqual(budgets.video);
      expect(data.subarray(4, 8).toString('latin1'), video).toBe('ftyp');
      // +faststart: the moov index comes before the media data.
      const moov = data.indexOf('moov', 0, 'latin1');
      const mdat = data.indexOf('mdat', 0, 'latin1');
      expect(moov, video).toBeGreaterThan(0);
      expect(moov, video).toBeLessThan(mdat);
      expect(data.indexOf('avc1', 0, 'latin1'), video).toBeGreaterThan(0);
      // Muted: no sound track handler in the file.
      expect(data.indexOf('soun', 0, 'latin1'), video).toBe(-1);
    }
  });
});
