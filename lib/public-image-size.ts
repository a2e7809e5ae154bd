/**
 * The pixel size of a picture in public/, read at build time with sharp, so that a page can give
 * its <img> a width and height and nothing below it moves when it loads (a blog post's `image`).
 */
import path from 'node:path';

import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

/** `src` is the site path ('/uploads/cover.jpg'); undefined when the file has no readable size. */
export async function publicImageSize(src: string, publicDir = path.join(process.cwd(), 'public')): Promise<ImageSize | undefined> {
  const { width, height } = await sharp(path.join(publicDir, ...src.split('/'))).metadata();
  return width && height ? { width, height } : undefined;
}
