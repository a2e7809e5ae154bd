/**
 * Images named in content files (`{ src, alt }`, docs/landing-pages.md): an artwork asset of
 * content/media.ts (or a portfolio cover) is used with the sizes and variants it already has; any
 * other image under public/ (the CMS uploads into public/uploads/) gets the widths the build makes
 * with sharp (scripts/content-images.ts, into the git-ignored public/generated/), read from their
 * manifest (.generated/content-images.json). Before a build has made them (`npm run dev` right after an upload) the original file
 * is shown at its own size, read from its header.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { allImageAssets, type ImageAsset } from '../media';
import { readImageSize } from './image-size';

/** Where the build writes the variants of content images, under public/ (served as /generated/…). */
export const generatedImagesFolder = 'generated/images';
/** Widths made for content images: those of the site's inner illustrations and backgrounds. */
export const contentImageWidths = [480, 960, 1920] as const;

export interface GeneratedImage {
  /** Size in bytes and modification time of the source when its variants were made. */
  sourceSize: number;
  sourceMtimeMs: number;
  width: number;
  height: number;
  variants: { src: string; width: number }[];
}

export type GeneratedImageManifest = Record<string, GeneratedImage>;

function publicDir(): string {
  return path.resolve(process.env.CONTENT_ROOT ?? process.cwd(), 'public');
}

/** The manifest of the made variants: beside public/, in the git-ignored .generated/ (not served). */
export function manifestPath(root = publicDir()): string {
  return path.join(root, '..', '.generated', 'content-images.json');
}

let registry: Map<string, ImageAsset> | undefined;

/** Every artwork asset by each of its file paths (the largest and every variant). */
function registryBySrc(): Map<string, ImageAsset> {
  if (registry) return registry;
  registry = new Map();
  for (const asset of allImageAssets()) {
    registry.set(asset.src, asset);
    for (const variant of asset.srcSet ?? []) if (!registry.has(variant.src)) registry.set(variant.src, asset);
  }
  return registry;
}

function readManifest(file: string): GeneratedImageManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as GeneratedImageManifest;
  } catch {
    return {};
  }
}

/** The image `ref` names, or what is wrong with it. */
export function resolveImage(ref: { src: string; alt: string }): ImageAsset | string {
  const known = registryBySrc().get(ref.src);
  if (known) return { ...known, alt: ref.alt };
  const root = publicDir();
  const file = path.join(root, ...ref.src.split('/').filter(Boolean));
  if (!file.startsWith(root + path.sep) || !existsSync(file))
    return `no such image: public${ref.src} (put the file under public/uploads/ and write src: /uploads/<name>)`;
  const stat = statSync(file);
  const generated = readManifest(manifestPath(root))[ref.src];
  if (generated && generated.sourceSize === stat.size && generated.sourceMtimeMs === stat.mtimeMs) {
    const largest = generated.variants[generated.variants.length - 1];
    if (largest)
      return {
        src: largest.src,
        width: largest.width,
        height: Math.round((largest.width * generated.height) / generated.width),
        alt: ref.alt,
        srcSet: generated.variants,
      };
  }
  const size = readImageSize(readFileSync(file));
  if (!size) return `public${ref.src} is not a PNG, JPEG or WebP image that can be read`;
  return { src: ref.src, width: size.width, height: size.height, alt: ref.alt };
}
