/**
 * Platform and partner wordmarks for the logo strips: the platform's name set in a generic
 * sans-serif beside a simple original glyph. They deliberately do not copy any platform's
 * trademarked artwork (no arrows, apples, play triangles or camera glyphs of the real brands);
 * they only name the platform, as the footer's trademark disclaimer describes.
 *
 * Text stays text (no outlines): `textLength` pins its width so any fallback font fits the box.
 */
import { platformLogoNames } from '../../content/media';
import { writeText } from './encode';
import { esc } from './svg';
import { measure } from './text';

const NAVY = '#16264a';
const W = 160;
const H = 48;
const FAMILY = "'Helvetica Neue', Helvetica, Arial, 'Nimbus Sans', 'Liberation Sans', sans-serif";

type LogoFile = (typeof platformLogoNames)[number][0];

/** Glyphs live in a 32x32 box at (4, 8). Stroke-only or solid, navy. */
const glyphs: Record<LogoFile, string> = {
  'amazon-kdp': '<rect x="6" y="6" width="18" height="22" rx="2"/><path d="M10 6v22M15 19v-7M12 15l3-3 3 3"/>',
  ingramspark: '<circle cx="16" cy="16" r="13"/><path d="M16 7q1.5 7.5 9 9-7.5 1.5-9 9-1.5-7.5-9-9 7.5-1.5 9-9z" fill="NAVY" stroke="none"/>',
  'barnes-noble-press': '<path d="M16 10c-3-2-7-3-12-2v16c5-1 9 0 12 2 3-2 7-3 12-2V8c-5-1-9 0-12 2zM16 10v16"/>',
  'apple-books': '<path d="M9 4h14v25l-7-5-7 5z"/>',
  kobo: '<rect x="3" y="3" width="26" height="26" rx="7"/><path d="M12 9v14M20 9l-8 7 8 7"/>',
  'google-play-books': '<path d="M8 4h11l6 6v18H8z"/><path d="M19 4v6h6M12 16h9M12 21h9"/>',
  audible: '<path d="M5 20v-3a11 11 0 0 1 22 0v3"/><rect x="3" y="18" width="6" height="10" rx="2"/><rect x="23" y="18" width="6" height="10" rx="2"/>',
  goodreads: '<circle cx="16" cy="16" r="13"/><path d="M16 8.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2-4.6-2.5-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z" fill="NAVY" stroke="none"/>',
  facebook: '<circle cx="11" cy="12" r="4"/><circle cx="22" cy="12" r="4"/><path d="M3 26a8 8 0 0 1 16 0M14 26a8 8 0 0 1 16 0"/>',
  instagram: '<rect x="3" y="5" width="26" height="22" rx="3"/><path d="M3 23l8-8 6 6 4-4 8 8"/><circle cx="22" cy="11" r="2"/>',
  tiktok: '<rect x="8" y="3" width="16" height="26" rx="4"/><path d="M16 21.5s-5-3-5-6a2.6 2.6 0 0 1 5-1 2.6 2.6 0 0 1 5 1c0 3-5 6-5 6z" fill="NAVY" stroke="none"/>',
  youtube: '<rect x="2" y="9" width="20" height="15" rx="3"/><path d="M22 14l8-4v13l-8-4z"/>',
};

/** Name lines: [main, optional small second line]. */
const words: Record<LogoFile, [string, string?]> = {
  'amazon-kdp': ['Amazon KDP'],
  ingramspark: ['IngramSpark'],
  'barnes-noble-press': ['Barnes & Noble', 'PRESS'],
  'apple-books': ['Apple Books'],
  kobo: ['Kobo'],
  'google-play-books': ['Google Play', 'BOOKS'],
  audible: ['Audible'],
  goodreads: ['Goodreads'],
  facebook: ['Facebook'],
  instagram: ['Instagram'],
  tiktok: ['TikTok'],
  youtube: ['YouTube'],
};

/** Largest size up to `max` at which `text` fits `room`, measured in Nimbus Sans Bold (Helvetica's metrics). */
async function sizeFor(text: string, max: number, room: number): Promise<{ size: number; width: number }> {
  for (let size = max; size > 10; size -= 0.5) {
    const width = await measure(text, { family: 'Nimbus Sans', bold: true }, size);
    if (width <= room) return { size, width };
  }
  return { size: 10, width: room };
}

export async function logoSvg(file: LogoFile, label: string): Promise<string> {
  const [main, second] = words[file];
  const x = 44;
  const room = W - x - 4;
  const fit = await sizeFor(main, second ? 17 : 21, room);
  // textLength = the measured width: browsers then squeeze or stretch whatever fallback font they
  // pick to exactly this width, so no name ever runs out of its box.
  const mainText = (y: number): string =>
    `<text x="${x}" y="${y}" font-family="${esc(FAMILY)}" font-size="${fit.size}" font-weight="700" textLength="${Math.round(fit.width)}" lengthAdjust="spacingAndGlyphs">${esc(main)}</text>`;
  const textSvg = second
    ? mainText(24) + `<text x="${x}" y="39" font-family="${esc(FAMILY)}" font-size="10.5" font-weight="700" letter-spacing="3">${esc(second)}</text>`
    : mainText(31);
  const glyph = glyphs[file].replace(/NAVY/g, NAVY);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">` +
    `<g transform="translate(4 8)" fill="none" stroke="${NAVY}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>` +
    `<g fill="${NAVY}">${textSvg}</g></svg>\n`
  );
}

export async function generateLogos(): Promise<void> {
  for (const [file, name] of platformLogoNames) writeText(`images/logos/${file}.svg`, await logoSvg(file, name));
}
