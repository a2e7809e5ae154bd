/**
 * Makes the sizes of the images campaign files name that are not the site's artwork (e.g. the
 * CMS's uploads, public/uploads/): WebP at the widths of content/schema/images.ts (never wider than
 * the original), into the git-ignored public/generated/images/, which the export serves as
 * /generated/images/…, with a manifest the loader reads (content/schema/images.ts). Artwork of
 * content/media.ts already has its variants and is left alone. `npm run build` runs it before
 * `next build`; an image whose source has not changed is not made again.
 *
 *   tsx scripts/content-images.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { parse } from 'yaml';

import { allImageAssets } from '../content/media';
import { contentImageWidths, generatedImagesFolder, manifestPath, type GeneratedImageManifest } from '../content/schema/images';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `{ src, alt }` in a parsed file. */
function imageSources(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => imageSources(item, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string') out.add(record.src);
    Object.values(record).forEach((child) => imageSources(child, out));
  }
}

export async function makeContentImages(options: { contentDir?: string; publicDir?: string } = {}): Promise<{ made: string[]; current: number }> {
  const contentDir = path.resolve(options.contentDir ?? (process.env.CONTENT_DIR?.trim() || path.join(root, 'content')));
  const publicDir = path.resolve(options.publicDir ?? path.join(root, 'public'));
  const campaigns = path.join(contentDir, 'campaigns');
  const known = new Set(allImageAssets().flatMap((asset) => [asset.src, ...(asset.srcSet ?? []).map((variant) => variant.src)]));
  const sources = new Set<string>();
  for (const name of existsSync(campaigns) ? readdirSync(campaigns) : []) {
    if (!/\.ya?ml$/.test(name)) continue;
    try {
      imageSources(parse(readFileSync(path.join(campaigns, name), 'utf8')), sources);
    } catch {
      // Not YAML: the loader names the file and the line.
    }
  }
  const manifestFile = manifestPath(publicDir);
  let manifest: GeneratedImageManifest = {};
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as GeneratedImageManifest;
  } catch {
    // First run.
  }
  const next: GeneratedImageManifest = {};
  const made: string[] = [];
  let current = 0;
  for (const src of [...sources].sort()) {
    if (known.has(src) || /\.svg$/i.test(src)) continue;
    const file = path.join(publicDir, ...src.split('/').filter(Boolean));
    if (!file.startsWith(publicDir + path.sep) || !existsSync(file)) continue; // the loader names it
    const stat = statSync(file);
    const previous = manifest[src];
    if (
      previous &&
      previous.sourceSize === stat.size &&
      previous.sourceMtimeMs === stat.mtimeMs &&
      previous.variants.every((variant) => existsSync(path.join(publicDir, variant.src)))
    ) {
      next[src] = previous;
      current += 1;
      continue;
    }
    const { width = 0, height = 0 } = await sharp(file).metadata();
    const widths: number[] = contentImageWidths.filter((candidate) => candidate < width);
    widths.push(Math.min(width, contentImageWidths[contentImageWidths.length - 1] ?? width));
    const base = `${path
      .basename(src)
      .replace(/\.[^.]+$/, '')
      .replace(/[^a-zA-Z0-9-]+/g, '-')}-${createHash('sha256').update(src).digest('hex').slice(0, 8)}`;
    const folder = path.join(publicDir, generatedImagesFolder);
    mkdirSync(folder, { recursive: true });
    const variants: { src: string; width: number }[] = [];
    for (const variantWidth of [...new Set(widths)].sort((a, b) => a - b)) {
      const name = `${base}-${variantWidth}.webp`;
      await sharp(file).resize({ width: variantWidth }).webp({ quality: 80 }).toFile(path.join(folder, name));
      variants.push({ src: `/${generatedImagesFolder}/${name}`, width: variantWidth });
    }
    next[src] = { sourceSize: stat.size, sourceMtimeMs: stat.mtimeMs, width, height, variants };
    made.push(src);
  }
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(next, null, 2)}\n`);
  return { made, current };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  makeContentImages().then(
    ({ made, current }) => console.log(`Content images: made ${made.length}, ${current} already current.`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
