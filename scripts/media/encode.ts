/**
 * Rendering and encoding. SVG goes through sharp (librsvg) to WebP/PNG/JPEG; each writer lowers
 * the quality step by step until the file fits its byte budget, so budgets hold even when a
 * drawing gets busier. Output paths are relative to public/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { type Drawing, toSvg } from './svg';

export const ROOT = resolve(__dirname, '..', '..');
export const PUBLIC = join(ROOT, 'public');

// Two cores, and other work runs beside us: one libvips thread per image, a few images at a time.
sharp.concurrency(1);
sharp.cache(false);

export interface Written {
  file: string;
  bytes: number;
}

const written: Written[] = [];
export const writtenFiles = (): readonly Written[] => written;

export function outPath(rel: string): string {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

function record(rel: string, data: Buffer): void {
  writeFileSync(outPath(rel), data);
  written.push({ file: rel, bytes: data.length });
}

export function writeBuffer(rel: string, data: Buffer): void {
  record(rel, data);
}

export function writeText(rel: string, content: string): void {
  record(rel, Buffer.from(content, 'utf8'));
}

export interface WebpOptions {
  quality?: number;
  maxBytes?: number;
}

async function encodeUnderBudget(make: (quality: number) => Promise<Buffer>, start: number, maxBytes: number, label: string): Promise<Buffer> {
  let quality = start;
  for (;;) {
    const data = await make(quality);
    if (data.length <= maxBytes) return data;
    if (quality <= 30) throw new Error(`${label}: ${data.length} bytes is over the ${maxBytes}-byte budget even at quality ${quality}`);
    quality -= 6;
  }
}

/** Renders `d` at `width` and writes WebP at `rel` (under public/). */
export async function writeWebp(d: Drawing, width: number, rel: string, o: WebpOptions = {}): Promise<Written> {
  const svg = Buffer.from(toSvg(d, width));
  // Rasterize once, then only the encoder runs again while searching for a quality that fits.
  const raw = await sharp(svg, { limitInputPixels: false }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const data = await encodeUnderBudget(
    (quality) =>
      sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } })
        .webp({ quality, effort: 6, smartSubsample: true })
        .toBuffer(),
    o.quality ?? 80,
    o.maxBytes ?? 140_000,
    rel,
  );
  record(rel, data);
  return { file: rel, bytes: data.length };
}

/** Writes `{base}-{w}.webp` for every width. */
export async function writeWebpSet(d: Drawing, base: string, widths: readonly number[], o: WebpOptions & { budgets?: Record<number, number> } = {}): Promise<void> {
  for (const w of widths) {
    await writeWebp(d, w, `${base}-${w}.webp`, { quality: o.quality, maxBytes: o.budgets?.[w] ?? o.maxBytes });
  }
}

/** Palette PNG (for the product description's (docs/product.md) default hero path): fewer colours until it fits. */
export async function writePng(d: Drawing, width: number, rel: string, maxBytes: number): Promise<Written> {
  const raw = await sharp(Buffer.from(toSvg(d, width)), { limitInputPixels: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let colours = 256;
  for (;;) {
    const data = await sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } })
      .png({ palette: true, colours, dither: 0.6, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (data.length <= maxBytes || colours <= 16) {
      if (data.length > maxBytes) throw new Error(`${rel}: ${data.length} bytes is over budget`);
      record(rel, data);
      return { file: rel, bytes: data.length };
    }
    colours = Math.floor(colours / 2);
  }
}

/** mozjpeg JPEG (Open Graph images, which social sites prefer over WebP) from a prepared image. */
export async function writeJpeg(image: () => Sharp, rel: string, maxBytes: number): Promise<Written> {
  const data = await encodeUnderBudget((quality) => image().jpeg({ quality, mozjpeg: true }).toBuffer(), 84, maxBytes, rel);
  record(rel, data);
  return { file: rel, bytes: data.length };
}

/** Runs tasks with at most `limit` in flight; results keep the input order. */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], limit = 2): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < tasks.length) {
      const i = nextIndex++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
