/**
 * Open Graph images (1200x630 JPEG, which Facebook and LinkedIn handle best): brand name and a
 * per-page-type tagline on navy, with three of the generated portfolio covers fanned at the right.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { ogImages, ogTaglines, type OgImageName } from '../../content/media';
import type { PortfolioCategory } from '../../content/portfolio';
import { site } from '../../content/site';
import { coverDrawing } from './covers';
import { writeJpeg } from './encode';
import { createRng } from './prng';
import * as S from './shapes';
import { C, FONT, blurFilter, drawing, linear, radialAt, rect, text, textLines, toSvg, translate } from './svg';
import { fitText } from './text';

const W = 1200;
const H = 630;
const COVER_W = 230;
const COVER_H = 345;

const kicker: Record<OgImageName, string> = {
  default: 'BOOK PUBLISHING  ·  GHOSTWRITING  ·  MARKETING',
  service: 'AUTHOR SERVICES',
  blog: 'THE AUTHOR JOURNAL',
  landing: 'PUBLISH  ·  PROMOTE  ·  GROW',
};

const covers: Record<OgImageName, [PortfolioCategory, number][]> = {
  default: [
    ['Memoir', 0],
    ['Fiction', 0],
    ['NonFiction', 1],
  ],
  service: [
    ['Informative', 0],
    ['Biography', 2],
    ['Children', 0],
  ],
  blog: [
    ['Memoir', 2],
    ['NonFiction', 0],
    ['Fiction', 3],
  ],
  landing: [
    ['Children', 4],
    ['Fiction', 4],
    ['Biography', 0],
  ],
};

/** Where the three covers sit: left, centre (front), right. */
const slots = [
  { x: 760, y: 150, angle: -9 },
  { x: 940, y: 150, angle: 7 },
  { x: 850, y: 120, angle: 0 },
];

/** The brand mark: gold quill stroke on a navy tile (as in the favicon). */
function mark(x: number, y: number, s: number): string {
  return translate(
    x,
    y,
    rect(0, 0, s, s, C.navy800, { rx: s * 0.22, stroke: C.gold400, 'stroke-width': 2 }) +
      `<path d="M${s * 0.27} ${s * 0.74} L${s * 0.74} ${s * 0.24}" stroke="${C.gold400}" stroke-width="${s * 0.12}" stroke-linecap="round"/>` +
      rect(s * 0.24, s * 0.76, s * 0.52, s * 0.06, C.paper, { rx: s * 0.03 }),
  );
}

async function ogDrawing(name: OgImageName): Promise<string> {
  const rng = createRng(`og:${name}`);
  let body = `<defs>${linear(
    'og-bg',
    [
      [0, C.navy950],
      [1, C.navy700],
    ],
    0,
    0,
    1,
    1,
  )}${radialAt(
    'og-glow',
    [
      [0, C.gold400, 0.3],
      [1, C.gold400, 0],
    ],
    900,
    320,
    420,
  )}${blurFilter('og-shadow', 14)}</defs>`;
  body += rect(0, 0, W, H, 'url(#og-bg)') + rect(0, 0, W, H, 'url(#og-glow)');
  body += S.dust(640, 40, 540, 560, 22, rng, C.gold300, 10, 0.6);
  for (const slot of [slots[0]!, slots[1]!, slots[2]!]) {
    body += translate(
      slot.x + COVER_W / 2,
      slot.y + COVER_H / 2 + 16,
      rect(-COVER_W / 2, -COVER_H / 2, COVER_W, COVER_H, '#000000', { opacity: 0.45, filter: 'url(#og-shadow)' }),
      1,
      slot.angle,
    );
  }
  body += mark(72, 72, 64) + text(156, 114, 'NEW YORK', { family: FONT.sans, size: 16, fill: C.gold300, letterSpacing: 5 });
  const brand = await fitText(site.brand, { family: 'P052', bold: true }, { maxWidth: 600, maxLines: 2, maxSize: 76, minSize: 44 });
  body += textLines(72, 224, brand.lines, brand.size * 1.05, { family: FONT.serif, size: brand.size, fill: C.paper, weight: 700 });
  let y = 224 + (brand.lines.length - 1) * brand.size * 1.05 + 34;
  body += rect(72, y, 90, 5, C.gold400, { rx: 2.5 });
  y += 60;
  const tagline = await fitText(ogTaglines[name], { family: 'Nimbus Sans' }, { maxWidth: 600, maxLines: 3, maxSize: 36, minSize: 26 });
  body += textLines(72, y, tagline.lines, tagline.size * 1.3, { family: FONT.sans, size: tagline.size, fill: C.navy100 });
  body += text(72, 566, kicker[name], { family: FONT.sans, size: 17, fill: C.gold300, letterSpacing: 3, weight: 700 });
  return toSvg(drawing(W, H, body));
}

export async function generateOgImages(): Promise<void> {
  for (const name of Object.keys(ogTaglines) as OgImageName[]) {
    const base = await sharp(Buffer.from(await ogDrawing(name)))
      .png()
      .toBuffer();
    const layers: OverlayOptions[] = [];
    const picks = covers[name];
    for (let i = 0; i < 3; i++) {
      const [category, index] = picks[i]!;
      const slot = slots[i]!;
      const png = await sharp(Buffer.from(toSvg(await coverDrawing(category, index), COVER_W)))
        .png()
        .toBuffer();
      const rotated = await sharp(png)
        .rotate(slot.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer({ resolveWithObject: true });
      // Rotation grows the canvas: keep the cover's centre where the slot puts it.
      layers.push({
        input: rotated.data,
        left: Math.round(slot.x + COVER_W / 2 - rotated.info.width / 2),
        top: Math.round(slot.y + COVER_H / 2 - rotated.info.height / 2),
      });
    }
    const asset = ogImages[name];
    await writeJpeg(() => sharp(base).composite(layers), asset.src.replace(/^\//, ''), 140_000);
  }
}
