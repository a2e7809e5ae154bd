/**
 * The 54 portfolio covers (2:3). Titles and authors come from content/portfolio.ts; each category
 * has its own visual language so the portfolio tabs feel like different shelves:
 * fiction = dramatic skies and silhouettes, nonfiction = bold Swiss grids, biography = framed
 * monograms, informative = diagrams, memoir = soft textured landscapes, children = bright animals
 * built from simple geometry.
 */
import { coverWidths, portfolio, portfolioCategories, portfolioFolders, type PortfolioCategory, type PortfolioCover } from '../../content/portfolio';
import { pool, writeWebp } from './encode';
import { createRng, type Rng } from './prng';
import { fitText, type FontSpec } from './text';
import { drawCreature } from './creatures';
import {
  C,
  FONT,
  blurFilter,
  circle,
  darken,
  drawing,
  ellipse,
  grainFilter,
  lighten,
  line,
  linear,
  mix,
  n,
  path,
  polygon,
  radial,
  rect,
  starPath,
  text,
  textLines,
  translate,
  type Drawing,
} from './svg';

export const COVER_W = 600;
export const COVER_H = 900;

interface CoverInput {
  category: PortfolioCategory;
  index: number;
  cover: PortfolioCover;
  rng: Rng;
}

/** Cover type set in one or more lines, returned with the height it took. */
interface SetType {
  svg: string;
  height: number;
}

interface TypeOptions {
  font: FontSpec;
  css: string;
  x: number;
  y: number;
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  upper?: boolean;
  leading?: number;
  /** y is the top of the block (default) or its bottom. */
  from?: 'top' | 'bottom';
  extra?: Record<string, string | number>;
}

async function setType(content: string, o: TypeOptions): Promise<SetType> {
  // Typographic apostrophes on covers, whatever the content file uses.
  const curly = content.replace(/'/g, '\u2019');
  const source = o.upper ? curly.toUpperCase() : curly;
  const fit = await fitText(source, o.font, { maxWidth: o.maxWidth, maxLines: o.maxLines, maxSize: o.maxSize, minSize: o.minSize });
  const leading = fit.size * (o.leading ?? 1.12);
  const height = fit.size * 0.74 + leading * (fit.lines.length - 1);
  const top = o.from === 'bottom' ? o.y - height : o.y;
  const style = {
    family: o.css,
    size: fit.size,
    fill: o.fill,
    anchor: o.anchor,
    weight: o.font.bold ? 700 : undefined,
    italic: o.font.italic,
    letterSpacing: o.font.tracking ? fit.size * o.font.tracking : undefined,
  };
  return { svg: textLines(o.x, top + fit.size * 0.74, fit.lines, leading, style, o.extra ?? {}), height };
}

const serifCaps: FontSpec = { family: 'P052', tracking: 0.06 };
const serifItalic: FontSpec = { family: 'P052', italic: true };
const sansBold: FontSpec = { family: 'Nimbus Sans', bold: true };
const sansCaps: FontSpec = { family: 'Nimbus Sans', tracking: 0.22 };
const gothic: FontSpec = { family: 'URW Gothic', bold: true };

/** Author line in spaced capitals. */
async function authorLine(
  name: string,
  x: number,
  y: number,
  fill: string,
  o: { anchor?: 'start' | 'middle'; size?: number; font?: FontSpec; css?: string; maxWidth?: number } = {},
): Promise<string> {
  const t = await setType(name, {
    font: o.font ?? sansCaps,
    css: o.css ?? FONT.sans,
    x,
    y,
    maxWidth: o.maxWidth ?? 460,
    maxLines: 1,
    maxSize: o.size ?? 24,
    minSize: 14,
    fill,
    anchor: o.anchor ?? 'middle',
    upper: true,
    from: 'bottom',
  });
  return t.svg;
}

/**
 * What turns a flat rectangle into a book cover: a darker hinge near the spine with a thin
 * highlight, a soft vignette and fine grain. Applied to every cover after its artwork.
 */
function finish(body: string, rng: Rng, grain = 0.5): Drawing {
  const defs =
    '<defs>' +
    grainFilter('cover-grain', rng.seed(), 0.85, 0.7) +
    linear(
      'hinge',
      [
        [0, '#000000', 0.38],
        [0.035, '#000000', 0.08],
        [0.05, '#ffffff', 0.18],
        [0.065, '#000000', 0.1],
        [0.12, '#000000', 0],
      ],
      0,
      0,
      1,
      0,
    ) +
    radial(
      'vignette',
      [
        [0.6, '#000000', 0],
        [1, '#000000', 0.22],
      ],
      0.5,
      0.5,
      0.75,
    ) +
    '</defs>';
  return drawing(
    COVER_W,
    COVER_H,
    defs +
      body +
      rect(0, 0, COVER_W, COVER_H, 'url(#vignette)') +
      rect(0, 0, COVER_W, COVER_H, C.white, { filter: 'url(#cover-grain)', opacity: grain }) +
      rect(0, 0, COVER_W, COVER_H, 'url(#hinge)'),
  );
}

// ---------------------------------------------------------------------------------------------
// Fiction: dramatic gradients and silhouettes

function ridge(rng: Rng, y: number, amplitude: number, peaks: number, color: string, sharp = true): string {
  let d = `M0 ${n(y)}`;
  const step = COVER_W / peaks;
  for (let i = 0; i < peaks; i++) {
    const px = i * step + step * rng.range(0.3, 0.7);
    const py = y - amplitude * rng.range(0.4, 1);
    d += sharp
      ? ` L${n(px)} ${n(py)} L${n((i + 1) * step)} ${n(y - amplitude * rng.range(0, 0.3))}`
      : ` Q${n(px)} ${n(py)} ${n((i + 1) * step)} ${n(y - amplitude * rng.range(0, 0.3))}`;
  }
  return path(`${d} V${COVER_H} H0 Z`, color);
}

function skyline(rng: Rng, base: number, color: string, lit?: string): string {
  let out = '';
  let x = -10;
  while (x < COVER_W) {
    const w = rng.range(40, 90);
    const h = rng.range(90, 300);
    out += rect(x, base - h, w, h + 200, color);
    if (rng.chance(0.3)) out += rect(x + w * 0.4, base - h - 40, 4, 40, color);
    if (lit) {
      for (let wy = base - h + 16; wy < base - 10; wy += 22) {
        for (let wx = x + 8; wx < x + w - 10; wx += 14) if (rng.chance(0.18)) out += rect(wx, wy, 6, 9, lit, { opacity: rng.range(0.5, 0.95) });
      }
    }
    x += w + rng.range(-4, 6);
  }
  return out;
}

function tree(x: number, base: number, h: number, color: string): string {
  return (
    rect(x - h * 0.03, base - h * 0.35, h * 0.06, h * 0.35, color) +
    circle(x, base - h * 0.6, h * 0.32, color) +
    circle(x - h * 0.2, base - h * 0.45, h * 0.2, color) +
    circle(x + h * 0.2, base - h * 0.47, h * 0.22, color)
  );
}

function origamiBird(x: number, y: number, s: number, color: string, flip = false): string {
  const k = flip ? -1 : 1;
  return (
    polygon(
      [
        [x, y],
        [x + k * s, y - s * 0.15],
        [x + k * s * 0.3, y + s * 0.1],
      ],
      color,
    ) +
    polygon(
      [
        [x + k * s * 0.25, y],
        [x + k * s * 0.55, y - s * 0.7],
        [x + k * s * 0.6, y - s * 0.05],
      ],
      darken(color, 0.12),
    ) +
    polygon(
      [
        [x + k * s * 0.35, y],
        [x + k * s * 0.2, y - s * 0.45],
        [x + k * s * 0.55, y - s * 0.05],
      ],
      color,
    )
  );
}

async function fiction({ index, cover, rng }: CoverInput): Promise<Drawing> {
  const skies: [string, string, string][] = [
    ['#0c1d2e', '#1e4a5c', '#6aa3a8'],
    ['#1b1638', '#7a3b63', '#f0a35e'],
    ['#0a1326', '#1c2c57', '#49407a'],
    ['#2b1531', '#a2435a', '#f3b562'],
    ['#f7e4cf', '#e7a6a0', '#6d86b5'],
    ['#061c22', '#0f3b45', '#2f6f73'],
  ];
  const [top, mid, low] = skies[index % skies.length]!;
  const light = index === 4;
  let art = linear('sky', [
    [0, top],
    [0.55, mid],
    [1, low],
  ]);
  art = `<defs>${art}${blurFilter('soft', 18)}</defs>` + rect(0, 0, COVER_W, COVER_H, 'url(#sky)');
  switch (index % 6) {
    case 0: {
      art += circle(300, 430, 150, '#cfe6e0', { opacity: 0.25, filter: 'url(#soft)' }) + circle(300, 430, 110, '#e9f3ee');
      art += line(300, 180, 300, 900, C.gold300, 2, { opacity: 0.7 });
      art += ridge(rng, 640, 170, 4, '#2d5f6a') + ridge(rng, 720, 130, 5, '#173945') + ridge(rng, 800, 90, 6, '#0a1f28');
      break;
    }
    case 1: {
      art += circle(300, 600, 90, '#f6c27a', { opacity: 0.9 });
      art += rect(0, 610, COVER_W, 290, '#2a2350');
      for (let i = 0; i < 14; i++) art += rect(300 - rng.range(30, 140), 625 + i * 18, rng.range(60, 280), 3, '#f6c27a', { opacity: 0.5 - i * 0.03 });
      art += path('M420 612 L440 560 L452 612 Z', '#130f26') + rect(436, 540, 6, 30, '#130f26') + path('M360 612 Q460 590 560 612 Z', '#130f26');
      let ferry = path('M-90 0 H90 L70 26 H-74 Z', '#0d0a1c') + rect(-60, -26, 110, 26, '#0d0a1c') + rect(-36, -46, 60, 20, '#0d0a1c') + rect(10, -66, 12, 22, '#0d0a1c');
      for (let i = 0; i < 6; i++) ferry += rect(-52 + i * 17, -18, 8, 8, '#f6c27a');
      art += translate(190, 660, ferry, 1.1);
      break;
    }
    case 2: {
      for (let i = 0; i < 60; i++) art += circle(rng.range(0, 600), rng.range(0, 500), rng.range(0.8, 2.2), C.white, { opacity: rng.range(0.3, 0.9) });
      art += ridge(rng, 700, 110, 3, '#141c3d', false);
      art += rect(0, 700, COVER_W, 200, '#0b1430');
      for (let i = 0; i < 16; i++) {
        const x = rng.range(40, 560);
        const y = rng.range(380, 660);
        const s = rng.range(0.6, 1.3) * (0.5 + (y - 380) / 400);
        art += circle(x, y, 30 * s, '#f4a340', { opacity: 0.25, filter: 'url(#soft)' });
        art += rect(x - 9 * s, y - 13 * s, 18 * s, 26 * s, '#f7b955', { rx: 6 * s }) + rect(x - 5 * s, y + 10 * s, 10 * s, 4 * s, '#9b4a1f');
        art += rect(x - 3 * s, 716 + (y - 380) * 0.4, 6 * s, 20, '#f7b955', { opacity: 0.25 });
      }
      break;
    }
    case 3: {
      art += circle(300, 520, 130, '#f8d18a', { opacity: 0.95 });
      art += ridge(rng, 660, 60, 2, '#7b2f4a', false);
      art += path('M0 700 Q300 560 600 690 V900 H0 Z', '#4a1c36');
      for (let i = 0; i < 7; i++) art += tree(60 + i * 80, 700 - Math.sin((i / 6) * Math.PI) * 95 + 10, rng.range(70, 100), '#2a0f22');
      art +=
        rect(250, 560, 80, 60, '#2a0f22') +
        polygon(
          [
            [240, 562],
            [290, 520],
            [340, 562],
          ],
          '#2a0f22',
        ) +
        rect(280, 580, 14, 16, '#f8d18a');
      art += path('M0 780 Q300 700 600 790 V900 H0 Z', '#1d0a18');
      break;
    }
    case 4: {
      art += circle(440, 470, 70, '#fff3e0', { opacity: 0.9 });
      art += skyline(rng, 820, '#3d4f7d') + skyline(rng, 880, '#1c2a4f', '#f6d38f');
      for (let i = 0; i < 14; i++) art += origamiBird(rng.range(60, 540), rng.range(300, 620), rng.range(26, 54), C.white, rng.chance(0.3));
      break;
    }
    default: {
      // A clock face sinking into the sea.
      const cy = 560;
      art += circle(300, cy, 160, '#cfe3d8', { opacity: 0.12, filter: 'url(#soft)' });
      art += circle(300, cy, 150, 'none', { stroke: '#cfe3d8', 'stroke-width': 3, opacity: 0.85 });
      art += circle(300, cy, 132, 'none', { stroke: '#cfe3d8', 'stroke-width': 1, opacity: 0.6 });
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        art += line(
          300 + Math.cos(a) * 120,
          cy + Math.sin(a) * 120,
          300 + Math.cos(a) * (i % 3 === 0 ? 96 : 108),
          cy + Math.sin(a) * (i % 3 === 0 ? 96 : 108),
          '#cfe3d8',
          i % 3 === 0 ? 5 : 2,
        );
      }
      art +=
        line(300, cy, 300 + 80 * Math.cos(-1.2), cy + 80 * Math.sin(-1.2), C.gold300, 5) +
        line(300, cy, 300 + 54 * Math.cos(2.4), cy + 54 * Math.sin(2.4), C.gold300, 6) +
        circle(300, cy, 8, C.gold300);
      for (let k = 0; k < 4; k++) {
        let d = `M0 ${640 + k * 70}`;
        for (let x = 0; x <= 600; x += 60) d += ` Q${x + 30} ${640 + k * 70 - 40 + rng.range(-8, 8)} ${x + 60} ${640 + k * 70}`;
        art += path(`${d} V900 H0 Z`, mix('#1f5b5e', '#041418', k / 3));
      }
      break;
    }
  }
  // A low dark band keeps the author's name readable over busy silhouettes.
  art +=
    `<defs>${linear('foot', [
      [0, '#000000', 0],
      [1, '#000000', 0.55],
    ])}</defs>` + rect(0, 700, COVER_W, 200, 'url(#foot)');
  const titleFill = light ? C.navy900 : '#fdf6e8';
  const title = await setType(cover.title, {
    font: serifCaps,
    css: FONT.serif,
    x: 300,
    y: 96,
    maxWidth: 480,
    maxLines: 3,
    maxSize: 74,
    minSize: 40,
    fill: titleFill,
    anchor: 'middle',
    upper: true,
    leading: 1.06,
  });
  art += title.svg;
  art += rect(270, 96 + title.height + 26, 60, 3, C.gold300);
  art += text(300, 96 + title.height + 62, 'A NOVEL', { family: FONT.sans, size: 16, fill: light ? C.navy700 : C.gold300, anchor: 'middle', letterSpacing: 6 });
  art += await authorLine(cover.author, 300, 852, light ? C.white : C.gold100, { size: 26 });
  return finish(art, rng, 0.22);
}

// ---------------------------------------------------------------------------------------------
// Nonfiction: bold typographic grids

const nonfictionPalettes: { bg: string; ink: string; a: string; b: string; c: string }[] = [
  { bg: '#f3ede1', ink: '#15171c', a: '#e2522f', b: '#1f3563', c: '#e9b53c' },
  { bg: '#16264a', ink: '#faf7f0', a: '#d9a63f', b: '#3d5a94', c: '#f2b8a6' },
  { bg: '#eae6dc', ink: '#0f1b33', a: '#2f7f78', b: '#c8962c', c: '#0f1b33' },
  { bg: '#1a1a1a', ink: '#f5f1e8', a: '#f0c419', b: '#e8e2d4', c: '#d9644a' },
  { bg: '#f7d9c4', ink: '#23140c', a: '#b23a2b', b: '#23140c', c: '#f4efe6' },
  { bg: '#0f3b3a', ink: '#f4efe4', a: '#f2a541', b: '#7cc6b6', c: '#f4efe4' },
  { bg: '#fbf6ec', ink: '#1d2a44', a: '#4f7cac', b: '#e07a5f', c: '#81b29a' },
  { bg: '#2a2d34', ink: '#f0ebe0', a: '#c8962c', b: '#6b7a99', c: '#f0ebe0' },
  { bg: '#dfe8ef', ink: '#14213d', a: '#14213d', b: '#fca311', c: '#8da9c4' },
  { bg: '#f4c430', ink: '#111111', a: '#111111', b: '#f8f1dc', c: '#c0392b' },
];

async function nonfiction({ index, cover, rng }: CoverInput): Promise<Drawing> {
  const p = nonfictionPalettes[index % nonfictionPalettes.length]!;
  let art = rect(0, 0, COVER_W, COVER_H, p.bg);
  const layout = index % 5;
  let titleY = 420;
  let titleMax = 4;
  if (layout === 0) {
    // Stacked bars of rising length: a chart reduced to pure blocks.
    [0.35, 0.55, 0.75, 0.95].forEach((w, i) => (art += rect(60, 90 + i * 62, 480 * w, 40, [p.a, p.b, p.c, p.a][i]!)));
    titleY = 410;
  } else if (layout === 1) {
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 5; c++)
        art += circle(108 + c * 96, 110 + r * 80, 30, r === 2 && c === 3 ? p.a : 'none', { stroke: p.b, 'stroke-width': r === 2 && c === 3 ? 0 : 3 });
    titleY = 470;
  } else if (layout === 2) {
    // Bauhaus quarter circles.
    const cells: [number, number, string, number][] = [
      [60, 80, p.a, 0],
      [240, 80, p.b, 90],
      [420, 80, p.c, 180],
      [60, 260, p.b, 270],
      [240, 260, p.c, 0],
      [420, 260, p.a, 90],
    ];
    for (const [x, y, color, rot] of cells) {
      art += translate(x + 60, y + 60, path('M-60 -60 H60 A120 120 0 0 1 -60 60 Z', color), 1, rot);
    }
    titleY = 470;
  } else if (layout === 3) {
    art += polygon(
      [
        [0, 0],
        [600, 0],
        [600, 260],
        [0, 470],
      ],
      p.a,
    );
    art += polygon(
      [
        [0, 470],
        [600, 260],
        [600, 300],
        [0, 510],
      ],
      p.c,
    );
    titleY = 560;
    titleMax = 3;
  } else {
    for (let i = 0; i < 8; i++) art += rect(60 + i * 62, 380 - (i + 1) * 36, 40, (i + 1) * 36, i === 7 ? p.a : p.b, { opacity: i === 7 ? 1 : 0.35 + i * 0.07 });
    art += rect(60, 382, 480, 4, p.ink);
    titleY = 440;
  }
  art += rect(60, titleY - 30, 80, 8, p.a === p.bg ? p.c : p.a);
  const title = await setType(cover.title, {
    font: sansBold,
    css: FONT.sans,
    x: 60,
    y: titleY,
    maxWidth: 480,
    maxLines: titleMax,
    maxSize: 92,
    minSize: 46,
    fill: p.ink,
    anchor: 'start',
    leading: 1.0,
    extra: { 'letter-spacing': -1 },
  });
  art += title.svg;
  art += line(60, 800, 540, 800, p.ink, 2, { 'stroke-linecap': 'butt', opacity: 0.6 });
  art += await authorLine(cover.author, 60, 852, p.ink, { anchor: 'start', size: 22 });
  art += text(540, 852, String(index + 1).padStart(2, '0'), { family: FONT.sans, size: 20, fill: p.ink, anchor: 'end', weight: 700, opacity: 0.6 });
  return finish(art, rng, 0.18);
}

// ---------------------------------------------------------------------------------------------
// Biography: framed monogram portraits

const biographyPalettes: { bg: string; frame: string; inner: string; accent: string; text: string }[] = [
  { bg: '#5b1e2a', frame: '#d9b25f', inner: '#7a2f3c', accent: '#f1dcaa', text: '#f8ecd0' },
  { bg: '#1f3b2d', frame: '#d4b46a', inner: '#2e5240', accent: '#efe0b4', text: '#f3ead2' },
  { bg: '#16264a', frame: '#d9a63f', inner: '#22386a', accent: '#e7c172', text: '#faf7f0' },
  { bg: '#3a2342', frame: '#d8b673', inner: '#51315c', accent: '#f0d9a8', text: '#f6ecd8' },
  { bg: '#14464a', frame: '#e0bd72', inner: '#1d5f63', accent: '#f3dfb0', text: '#f4efe2' },
  { bg: '#2d3440', frame: '#c9a56a', inner: '#3c4555', accent: '#e9d4a6', text: '#f2ede3' },
  { bg: '#7b2e1f', frame: '#e3bf74', inner: '#943c2a', accent: '#f6dfab', text: '#fbeedb' },
  { bg: '#3d4a2a', frame: '#d6b86e', inner: '#52613a', accent: '#efe1b6', text: '#f5efdc' },
  { bg: '#222226', frame: '#cfae6a', inner: '#34343a', accent: '#eedcae', text: '#f4eee2' },
];

/** The subject's initials: the name before a colon, after a final "of", or before "and". */
export function monogramFor(title: string): string {
  let name = title;
  if (title.includes(':')) name = title.split(':')[0] ?? title;
  else if (/\bof\b/.test(title)) name = title.split(/\bof\b/).pop() ?? title;
  else if (/\band\b/.test(title)) name = title.split(/\band\b/)[0] ?? title;
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && w !== 'The');
  const first = words[0]?.[0] ?? 'A';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`;
}

function framePath(shape: number, cx: number, cy: number, w: number, h: number): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  switch (shape % 5) {
    case 0:
      return `M${n(x)} ${n(y + h)} V${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)} V${n(y + h)} Z`;
    case 1:
      return `M${n(cx)} ${n(y)} A${n(w / 2)} ${n(h / 2)} 0 1 1 ${n(cx - 0.01)} ${n(y)} Z`;
    case 2: {
      const k = w * 0.22;
      return `M${n(x + k)} ${n(y)} H${n(x + w - k)} L${n(x + w)} ${n(y + k)} V${n(y + h - k)} L${n(x + w - k)} ${n(y + h)} H${n(x + k)} L${n(x)} ${n(y + h - k)} V${n(y + k)} Z`;
    }
    case 3:
      return `M${n(cx)} ${n(y)} A${n(w / 2)} ${n(w / 2)} 0 1 1 ${n(cx - 0.01)} ${n(y)} Z`;
    default: {
      const r = w * 0.12;
      return `M${n(x)} ${n(y + r)} A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(y)} H${n(x + w - r)} A${n(r)} ${n(r)} 0 0 0 ${n(x + w)} ${n(y + r)} V${n(y + h - r)} A${n(r)} ${n(r)} 0 0 0 ${n(x + w - r)} ${n(y + h)} H${n(x + r)} A${n(r)} ${n(r)} 0 0 0 ${n(x)} ${n(y + h - r)} Z`;
    }
  }
}

async function biography({ index, cover, rng }: CoverInput): Promise<Drawing> {
  const p = biographyPalettes[index % biographyPalettes.length]!;
  let art = `<defs><pattern id="diamonds" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M18 0 L36 18 L18 36 L0 18 Z" fill="none" stroke="${p.frame}" stroke-width="1" opacity="0.16"/></pattern>${radial(
    'frameGlow',
    [
      [0, lighten(p.inner, 0.18)],
      [1, p.inner],
    ],
    0.5,
    0.4,
    0.65,
  )}</defs>`;
  art += rect(0, 0, COVER_W, COVER_H, p.bg) + rect(0, 0, COVER_W, COVER_H, 'url(#diamonds)');
  art +=
    rect(28, 28, 544, 844, 'none', { stroke: p.frame, 'stroke-width': 2, opacity: 0.7 }) +
    rect(38, 38, 524, 824, 'none', { stroke: p.frame, 'stroke-width': 1, opacity: 0.45 });
  const shape = index;
  const cx = 300;
  const cy = 330;
  const fw = shape % 5 === 3 ? 300 : 280;
  const fh = shape % 5 === 3 ? 300 : 350;
  const frame = framePath(shape, cx, cy, fw, fh);
  art += `<defs><clipPath id="inside"><path d="${frame}"/></clipPath></defs>`;
  art += path(frame, 'url(#frameGlow)');
  // Abstract "portrait": sunburst rays and a bust-like arch of stacked shapes, no face.
  let inside = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    inside += line(cx, cy, cx + Math.cos(a) * 400, cy + Math.sin(a) * 400, p.accent, 6, { opacity: 0.06 });
  }
  inside += path(`M${cx - 150} ${cy + 220} Q${cx - 140} ${cy + 70} ${cx} ${cy + 60} Q${cx + 140} ${cy + 70} ${cx + 150} ${cy + 220} Z`, darken(p.inner, 0.25), {
    opacity: 0.8,
  });
  inside += circle(cx, cy - 20, 70, darken(p.inner, 0.2), { opacity: 0.6 });
  art += `<g clip-path="url(#inside)">${inside}</g>`;
  art += path(frame, 'none', { stroke: p.frame, 'stroke-width': 7 });
  art += translate(cx, cy, path(frame, 'none', { stroke: p.frame, 'stroke-width': 2, transform: `translate(${-cx} ${-cy})` }), 1.09);
  const mono = monogramFor(cover.title);
  art += text(
    cx,
    cy + 52,
    mono,
    { family: FONT.serif, size: mono.length > 1 ? 150 : 180, fill: p.accent, anchor: 'middle', italic: true, letterSpacing: -4 },
    { stroke: darken(p.inner, 0.3), 'stroke-width': 2, 'paint-order': 'stroke' },
  );
  for (const side of [-1, 1]) {
    // Laurel sprigs either side of the frame's base.
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const lx = cx + side * (fw / 2 + 14 - t * 12);
      const ly = cy + fh / 2 - 10 - t * 120;
      art += translate(lx, ly, ellipse(0, 0, 7, 17, p.frame, { opacity: 0.85 }), 1, side * (40 - t * 20));
    }
  }
  const [name, sub] = cover.title.includes(':') ? (cover.title.split(':').map((s) => s.trim()) as [string, string]) : [cover.title, ''];
  let y = 560;
  const main = await setType(name, {
    font: { family: 'C059', tracking: 0.04 },
    css: FONT.century,
    x: 300,
    y,
    maxWidth: 460,
    maxLines: 3,
    maxSize: 56,
    minSize: 34,
    fill: p.text,
    anchor: 'middle',
    upper: true,
    leading: 1.08,
  });
  art += main.svg;
  y += main.height + 28;
  if (!sub)
    art +=
      line(250, y - 6, 350, y - 6, p.frame, 2) + text(300, y + 30, 'A BIOGRAPHY', { family: FONT.sans, size: 16, fill: p.accent, anchor: 'middle', letterSpacing: 6 });
  if (sub) {
    art += line(250, y - 6, 350, y - 6, p.frame, 2);
    const s = await setType(sub, {
      font: serifItalic,
      css: FONT.serif,
      x: 300,
      y: y + 14,
      maxWidth: 440,
      maxLines: 2,
      maxSize: 34,
      minSize: 22,
      fill: p.accent,
      anchor: 'middle',
    });
    art += s.svg;
  }
  art += await authorLine(cover.author, 300, 838, p.frame, { size: 22 });
  return finish(art, rng, 0.22);
}

// ---------------------------------------------------------------------------------------------
// Informative: diagrams and icons on grid paper or blueprint

function diagram(index: number, ink: string, accent: string, soft: string, rng: Rng): string {
  const sw = { stroke: ink, 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  const thin = { ...sw, 'stroke-width': 2 };
  const callout = (x1: number, y1: number, x2: number, y2: number): string =>
    line(x1, y1, x2, y2, ink, 2) + circle(x1, y1, 5, accent) + rect(x2 + (x2 > x1 ? 8 : -78), y2 - 4, 70, 8, soft, { rx: 4 });
  switch (index % 10) {
    case 0:
      return (
        path('M180 520 V380 L300 290 L420 380 V520 Z', ink, sw) +
        path('M300 290 L470 290 L520 360 L420 380', ink, thin) +
        polygon(
          [
            [330, 330],
            [430, 330],
            [470, 380],
            [370, 380],
          ],
          soft,
        ) +
        path('M290 380 L260 450 H300 L280 510 L340 420 H300 L320 380 Z', accent) +
        callout(450, 350, 500, 250) +
        callout(200, 470, 130, 560)
      );
    case 1:
      return (
        path('M300 540 V360', ink, sw) +
        path('M300 440 C240 430 220 380 230 350 C280 350 300 390 300 440 Z', soft, { stroke: ink, 'stroke-width': 3 }) +
        path('M300 400 C360 390 380 340 370 300 C320 310 300 350 300 400 Z', soft, { stroke: ink, 'stroke-width': 3 }) +
        rect(180, 540, 240, 20, accent, { rx: 4 }) +
        line(460, 300, 460, 540, ink, 2) +
        Array.from({ length: 9 }, (_, i) => line(460, 300 + i * 30, i % 2 ? 472 : 484, 300 + i * 30, ink, 2)).join('') +
        callout(240, 360, 130, 300)
      );
    case 2: {
      let out = circle(270, 420, 120, soft);
      out += path('M270 420 V300 A120 120 0 0 1 384 457 Z', accent) + path('M270 420 L384 457 A120 120 0 0 1 210 524 Z', ink, { opacity: 0.8 });
      out += circle(270, 420, 120, 'none', { stroke: ink, 'stroke-width': 4 });
      for (let i = 0; i < 3; i++) out += rect(430, 350 + i * 40, 22, 22, [accent, ink, soft][i]!, { rx: 4 }) + rect(462, 356 + i * 40, 70, 10, soft, { rx: 5 });
      return out;
    }
    case 3: {
      let out = path('M370 300 A70 70 0 1 0 440 380 A55 55 0 1 1 370 300 Z', accent);
      const steps = [0, 1, 2, 3, 2, 1, 2, 3, 1, 0];
      let d = 'M110 470';
      steps.forEach((s, i) => (d += ` H${110 + i * 40} V${470 + s * 22} H${150 + i * 40}`));
      out += path(d, ink, { ...thin, 'stroke-width': 4 });
      out += line(110, 560, 510, 560, ink, 2) + line(110, 440, 110, 560, ink, 2);
      out += callout(200, 492, 150, 380);
      return out;
    }
    case 4: {
      let out = rect(150, 300, 170, 230, 'none', { ...sw });
      for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) out += rect(170 + c * 48, 370 + r * 38, 36, 26, r === 3 && c === 2 ? accent : soft, { rx: 4 });
      out += rect(170, 318, 130, 36, ink, { rx: 4 });
      out +=
        rect(360, 320, 150, 200, 'none', { ...thin, 'stroke-width': 4 }) +
        path('M400 470 L470 370', ink, sw) +
        circle(405, 380, 14, 'none', { stroke: accent, 'stroke-width': 5 }) +
        circle(465, 462, 14, 'none', { stroke: accent, 'stroke-width': 5 });
      return out;
    }
    case 5: {
      const pts: [number, number][] = [
        [150, 360],
        [230, 320],
        [310, 380],
        [380, 330],
        [460, 400],
        [400, 490],
        [300, 470],
      ];
      let out = circle(300, 420, 170, 'none', { ...thin, 'stroke-dasharray': '6 8' }) + circle(300, 420, 110, 'none', { ...thin, opacity: 0.5 });
      out += path(pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' '), 'none', { ...thin, 'stroke-width': 3 });
      for (const [x, y] of pts) out += path(starPath(x, y, 12, 5), accent);
      for (let i = 0; i < 30; i++) out += circle(rng.range(140, 460), rng.range(270, 570), rng.range(1, 2.5), ink, { opacity: 0.6 });
      return out;
    }
    case 6: {
      let out = path('M250 290 V370 L170 520 H370 L290 370 V290', 'none', sw);
      out += path('M196 470 H344 L370 520 H170 Z', accent, { opacity: 0.9 });
      out += line(236, 290, 304, 290, ink, 5);
      out += circle(230, 440, 8, soft) + circle(270, 420, 6, soft) + circle(300, 455, 10, soft);
      const hex = (cx: number, cy: number): string =>
        polygon(
          Array.from({ length: 6 }, (_, i) => [cx + 34 * Math.cos((i * Math.PI) / 3), cy + 34 * Math.sin((i * Math.PI) / 3)] as [number, number]),
          'none',
          { stroke: ink, 'stroke-width': 3 },
        );
      out += hex(440, 340) + hex(491, 370) + hex(440, 400) + circle(440, 340, 6, accent);
      return out;
    }
    case 7: {
      let out = '';
      for (let i = 0; i < 5; i++) out += rect(130 + i * 70, 520 - (i + 1) * 44, 70, (i + 1) * 44, i === 4 ? accent : soft, { stroke: ink, 'stroke-width': 2 });
      out +=
        path('M140 430 L450 260', ink, sw) +
        polygon(
          [
            [460, 250],
            [430, 252],
            [448, 278],
          ],
          ink,
        );
      for (let i = 0; i < 3; i++) out += ellipse(470, 520 - i * 14, 34, 10, accent, { stroke: ink, 'stroke-width': 2 });
      return out;
    }
    case 8: {
      let out = polygon(
        [
          [130, 420],
          [470, 380],
          [490, 430],
          [150, 470],
        ],
        soft,
        { stroke: ink, 'stroke-width': 3 },
      );
      out += line(130, 500, 470, 460, ink, 2) + line(130, 490, 130, 510, ink, 2) + line(470, 450, 470, 470, ink, 2);
      out += rect(260, 490, 70, 16, accent, { rx: 4, transform: 'rotate(-7 295 498)' });
      out += path('M170 300 H330 V320 H190 V380 H170 Z', ink);
      out +=
        polygon(
          [
            [360, 280],
            [470, 300],
            [460, 340],
            [350, 320],
          ],
          accent,
        ) + rect(330, 262, 40, 70, ink, { rx: 8, transform: 'rotate(10 350 297)' });
      return out;
    }
    default: {
      let out = path('M300 270 C350 350 400 400 400 460 A100 100 0 0 1 200 460 C200 400 250 350 300 270 Z', soft, { stroke: ink, 'stroke-width': 5 });
      out += `<clipPath id="drop"><path d="M300 270 C350 350 400 400 400 460 A100 100 0 0 1 200 460 C200 400 250 350 300 270 Z"/></clipPath>`;
      out += `<g clip-path="url(#drop)">${rect(180, 450, 240, 30, accent)}${rect(180, 480, 240, 30, darken(accent, 0.2))}${rect(180, 510, 240, 60, ink, { opacity: 0.7 })}</g>`;
      out += callout(390, 465, 470, 420) + callout(390, 525, 470, 560);
      return out;
    }
  }
}

async function informative({ index, cover, rng }: CoverInput): Promise<Drawing> {
  const blueprint = index % 2 === 0;
  const bg = blueprint ? ['#163a63', '#1b4d5c', '#2a3a6e', '#123f4a', '#23305a'][index % 5]! : ['#f4f1e8', '#eef3f1', '#f6efe4', '#eef1f6', '#f3f0ea'][index % 5]!;
  const ink = blueprint ? '#e8f1f8' : C.navy800;
  const accent = ['#f2a541', '#e76f51', '#2a9d8f', '#e9c46a', '#d9644a'][index % 5]!;
  const soft = blueprint ? 'rgba(232,241,248,0.28)' : '#c9d6e8';
  let art = `<defs><pattern id="grid" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0 H0 V30" fill="none" stroke="${ink}" stroke-width="1" opacity="${blueprint ? 0.14 : 0.1}"/></pattern></defs>`;
  art += rect(0, 0, COVER_W, COVER_H, bg) + rect(0, 0, COVER_W, COVER_H, 'url(#grid)');
  // Title band.
  const bandColor = blueprint ? darken(bg, 0.35) : C.navy800;
  const [main, sub] = cover.title.includes(':') ? (cover.title.split(':').map((s) => s.trim()) as [string, string]) : [cover.title, ''];
  const t = await setType(main, {
    font: sansBold,
    css: FONT.sans,
    x: 56,
    y: 56,
    maxWidth: 490,
    maxLines: 3,
    maxSize: 62,
    minSize: 34,
    fill: C.white,
    anchor: 'start',
    leading: 1.04,
  });
  let bandBottom = 56 + t.height + 44;
  let subtitle = '';
  if (sub) {
    const st = await setType(sub, {
      font: { family: 'Nimbus Sans' },
      css: FONT.sans,
      x: 56,
      y: 56 + t.height + 22,
      maxWidth: 490,
      maxLines: 1,
      maxSize: 30,
      minSize: 18,
      fill: accent,
      anchor: 'start',
    });
    subtitle = st.svg;
    bandBottom += st.height + 22;
  }
  bandBottom = Math.max(236, bandBottom);
  art += rect(0, 0, COVER_W, bandBottom, bandColor) + rect(0, bandBottom, COVER_W, 8, accent) + t.svg + subtitle;
  art += translate(0, 40, diagram(index, ink, accent, soft, rng));
  art += text(56, 690, `FIG. ${index + 1}`, { family: FONT.narrow, size: 18, fill: ink, letterSpacing: 4, opacity: 0.7 });
  art += line(56, 708, 544, 708, ink, 1.5, { opacity: 0.4 });
  art += text(544, 770, 'A PRACTICAL GUIDE', { family: FONT.narrow, size: 16, fill: ink, anchor: 'end', letterSpacing: 3, opacity: 0.75 });
  art += rect(56, 790, 488, 2, ink, { opacity: 0.5 });
  art += await authorLine(cover.author, 56, 850, ink, { anchor: 'start', size: 24, font: { family: 'Nimbus Sans', bold: true, tracking: 0.16 } });
  return finish(art, rng, 0.16);
}

// ---------------------------------------------------------------------------------------------
// Memoir: soft, textured landscapes

const memoirPalettes: { sky: [string, string]; sun: string; hills: [string, string, string, string]; title: string }[] = [
  { sky: ['#f6e7d8', '#f3c9b1'], sun: '#fbe3c2', hills: ['#c9b6c9', '#9d8fb0', '#6e6a93', '#3f4a6e'], title: '#2d2a44' },
  { sky: ['#e9efe6', '#cfdcd0'], sun: '#f6efd8', hills: ['#b7c9b5', '#8fae98', '#5f8873', '#32574a'], title: '#1f3329' },
  { sky: ['#fbeedd', '#f1d4a8'], sun: '#fff4de', hills: ['#e8c88c', '#d8ac62', '#b98a44', '#7d5a2e'], title: '#3e2a14' },
  { sky: ['#f3e3e1', '#e7c0bc'], sun: '#fbeae4', hills: ['#d9a9a6', '#b88088', '#8d5f74', '#5a3f58'], title: '#3a2231' },
  { sky: ['#e3ecf2', '#c4d6e3'], sun: '#f5f2e9', hills: ['#a9c1d3', '#7f9fbb', '#58799a', '#34506e'], title: '#1c2d42' },
  { sky: ['#efe6dc', '#dac7b4'], sun: '#f7eee2', hills: ['#c2ad98', '#9d8672', '#6f5d4f', '#413631'], title: '#2b231f' },
  { sky: ['#edf0f2', '#d5dde3'], sun: '#ffffff', hills: ['#c5cfd8', '#a3b2c0', '#7b8d9f', '#4d5d6e'], title: '#222c37' },
  { sky: ['#fdf0dc', '#f7d6b0'], sun: '#fff6e6', hills: ['#f0c08f', '#d89a6a', '#a8704f', '#6b4636'], title: '#3b2417' },
  { sky: ['#eef0e1', '#dfe2c2'], sun: '#fbf8e6', hills: ['#c3c89b', '#9ea678', '#76805a', '#4d563c'], title: '#2a2f1f' },
];

function softHills(rng: Rng, y: number, amp: number, color: string, waves = 2): string {
  let d = `M0 ${n(y)}`;
  const step = COVER_W / waves;
  for (let i = 0; i < waves; i++)
    d += ` Q${n(i * step + step / 2)} ${n(y - amp * rng.range(0.5, 1.2) * (rng.chance(0.5) ? 1 : -0.4))} ${n((i + 1) * step)} ${n(y + rng.range(-amp * 0.3, amp * 0.3))}`;
  return path(`${d} V${COVER_H} H0 Z`, color);
}

async function memoir({ index, cover, rng }: CoverInput): Promise<Drawing> {
  const p = memoirPalettes[index % memoirPalettes.length]!;
  let art = `<defs>${linear('msky', [
    [0, p.sky[0]],
    [1, p.sky[1]],
  ])}${blurFilter('mist', 14)}${grainFilter('paper', rng.seed(), 0.035, 0.8, 'light')}</defs>`;
  art += rect(0, 0, COVER_W, COVER_H, 'url(#msky)');
  // Large-scale blotches: the watercolour wash under everything.
  art += rect(0, 0, COVER_W, COVER_H, C.white, { filter: 'url(#paper)', opacity: 0.3 });
  art += circle(rng.range(180, 420), 470, 78, p.sun, { opacity: 0.95 });
  const [h1, h2, h3, h4] = p.hills;
  art += softHills(rng, 560, 80, h1, 2);
  art += rect(0, 560, COVER_W, 40, C.white, { opacity: 0.35, filter: 'url(#mist)' });
  art += softHills(rng, 630, 70, h2, 3);
  const feature = index % 9;
  if (feature === 0 || feature === 4) {
    // Water: island or harbour.
    // Glints stay above the author's name.
    art +=
      rect(0, 680, COVER_W, 220, h3) +
      Array.from({ length: 8 }, (_, i) => rect(rng.range(0, 500), 700 + i * 14, rng.range(40, 120), 3, p.sun, { opacity: 0.45 })).join('');
    if (feature === 4) {
      art += rect(360, 640, 200, 14, h4) + Array.from({ length: 5 }, (_, i) => rect(370 + i * 40, 654, 6, 30, h4)).join('');
      art += translate(
        210,
        700,
        path('M-50 0 H50 L36 18 H-38 Z', h4) +
          line(0, 0, 0, -70, h4, 3) +
          polygon(
            [
              [2, -66],
              [40, -8],
              [2, -8],
            ],
            p.sun,
          ),
      );
    } else {
      art +=
        path('M120 680 Q250 600 420 680 Z', h4) +
        rect(300, 628, 8, 30, h4) +
        polygon(
          [
            [296, 630],
            [304, 614],
            [312, 630],
          ],
          h4,
        );
    }
  } else {
    art += softHills(rng, 700, 60, h3, 2);
    art += softHills(rng, 790, 50, h4, 2);
  }
  if (feature === 1)
    art += path('M520 900 C520 820 440 790 470 740 C500 700 450 680 470 650', 'none', { stroke: p.sun, 'stroke-width': 16, 'stroke-linecap': 'round', opacity: 0.8 });
  if (feature === 2)
    for (let i = 0; i < 40; i++)
      art += path(`M${rng.pick([rng.range(0, 150), rng.range(450, 600)])} 900 q${rng.range(-10, 30)} -60 ${rng.range(10, 40)} -${rng.range(90, 170)}`, 'none', {
        stroke: lighten(h4, 0.3),
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.8,
      });
  if (feature === 3 || feature === 5) {
    const hx = feature === 3 ? 380 : 200;
    art +=
      rect(hx, 660, 70, 50, h4) +
      polygon(
        [
          [hx - 8, 662],
          [hx + 35, 628],
          [hx + 78, 662],
        ],
        h4,
      ) +
      rect(hx + 26, 680, 14, 14, p.sun);
    art += rect(hx + 52, 622, 10, 28, h4);
    if (feature === 5) for (let i = 0; i < 4; i++) art += circle(hx + 62 + i * 14, 600 - i * 24, 10 + i * 4, C.white, { opacity: 0.45 - i * 0.08 });
  }
  if (feature === 6)
    art +=
      polygon(
        [
          [150, 640],
          [250, 520],
          [350, 640],
        ],
        h2,
      ) +
      polygon(
        [
          [226, 548],
          [250, 520],
          [274, 548],
          [258, 542],
          [250, 552],
          [240, 542],
        ],
        C.white,
      );
  if (feature === 7)
    for (let i = 0; i < 9; i++) art += rect(40 + i * 64, 760 - i * 4, 6, 40, h4) + (i < 8 ? line(40 + i * 64, 770 - i * 4, 104 + i * 64, 766 - i * 4, h4, 3) : '');
  if (feature === 8) for (let i = 0; i < 6; i++) art += tree(80 + i * 90 + rng.range(-10, 10), 720 + rng.range(-10, 20), rng.range(60, 90), mix(h3, h4, rng.next()));
  art +=
    `<defs>${linear('mfoot', [
      [0, '#000000', 0],
      [1, '#000000', 0.35],
    ])}</defs>` + rect(0, 740, COVER_W, 160, 'url(#mfoot)');
  const title = await setType(cover.title, {
    font: serifItalic,
    css: FONT.serif,
    x: 300,
    y: 120,
    maxWidth: 470,
    maxLines: 3,
    maxSize: 72,
    minSize: 40,
    fill: p.title,
    anchor: 'middle',
    leading: 1.08,
  });
  art += title.svg;
  art += text(300, 120 + title.height + 50, 'A MEMOIR', { family: FONT.sans, size: 16, fill: p.title, anchor: 'middle', letterSpacing: 6, opacity: 0.75 });
  art += await authorLine(cover.author, 300, 852, C.white, { size: 24, font: { family: 'P052', tracking: 0.2 }, css: FONT.serif });
  return finish(art, rng, 0.24);
}

// ---------------------------------------------------------------------------------------------
// Children: bright, playful, animals built from simple shapes

const childrenPalettes: { bg: string; hill: string; hill2: string; title: string; stroke: string; confetti: string[] }[] = [
  { bg: '#ffd6a5', hill: '#9bd08a', hill2: '#6fb872', title: '#d9480f', stroke: '#ffffff', confetti: ['#ff8fab', '#74c0fc', '#ffd43b'] },
  { bg: '#2b3a67', hill: '#4c5f99', hill2: '#3a4a80', title: '#ffe066', stroke: '#2b3a67', confetti: ['#ffe066', '#ffffff', '#a5d8ff'] },
  { bg: '#a5d8ff', hill: '#4dabf7', hill2: '#339af0', title: '#1c3d7a', stroke: '#ffffff', confetti: ['#ffffff', '#ffd43b', '#63e6be'] },
  { bg: '#3b2f63', hill: '#5f4b9b', hill2: '#4a3a80', title: '#fcc419', stroke: '#3b2f63', confetti: ['#fcc419', '#ffffff', '#ff8787'] },
  { bg: '#d3f9d8', hill: '#69db7c', hill2: '#40c057', title: '#e8590c', stroke: '#ffffff', confetti: ['#74c0fc', '#ff8787', '#ffd43b'] },
  { bg: '#ffe3e3', hill: '#b2f2bb', hill2: '#8ce99a', title: '#c2255c', stroke: '#ffffff', confetti: ['#ffa94d', '#74c0fc', '#b197fc'] },
  { bg: '#ffec99', hill: '#ffc078', hill2: '#ffa94d', title: '#b53f0b', stroke: '#ffffff', confetti: ['#ff6b6b', '#4dabf7', '#51cf66'] },
  { bg: '#c5f6fa', hill: '#96f2d7', hill2: '#63e6be', title: '#0b7285', stroke: '#ffffff', confetti: ['#ff922b', '#f783ac', '#ffd43b'] },
  { bg: '#e5dbff', hill: '#91a7ff', hill2: '#748ffc', title: '#5f3dc4', stroke: '#ffffff', confetti: ['#ffd43b', '#ff8787', '#38d9a9'] },
  { bg: '#d0ebff', hill: '#ffffff', hill2: '#e7f5ff', title: '#1864ab', stroke: '#ffffff', confetti: ['#ff6b6b', '#ffd43b', '#69db7c'] },
];

async function children({ index, cover, rng }: CoverInput): Promise<Drawing> {
  const p = childrenPalettes[index % childrenPalettes.length]!;
  let art = rect(0, 0, COVER_W, COVER_H, p.bg);
  for (let i = 0; i < 26; i++) {
    const x = rng.range(20, 580);
    const y = rng.range(250, 700);
    const c = rng.pick(p.confetti);
    art += rng.chance(0.5)
      ? circle(x, y, rng.range(4, 9), c, { opacity: 0.8 })
      : rect(x, y, rng.range(8, 16), rng.range(8, 16), c, { rx: 3, opacity: 0.8, transform: `rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})` });
  }
  art += path('M0 720 Q150 650 300 700 T600 690 V900 H0 Z', p.hill) + path('M0 780 Q200 730 380 780 T600 770 V900 H0 Z', p.hill2);
  art += drawCreature(cover.title, index, 300, 690, rng);
  const title = await setType(cover.title, {
    font: gothic,
    css: FONT.geometric,
    x: 300,
    y: 64,
    maxWidth: 520,
    maxLines: 3,
    maxSize: 76,
    minSize: 40,
    fill: p.title,
    anchor: 'middle',
    leading: 1.04,
    extra: { stroke: p.stroke, 'stroke-width': 8, 'paint-order': 'stroke', 'stroke-linejoin': 'round' },
  });
  art += title.svg;
  const dark = ['#2b3a67', '#3b2f63'].includes(p.bg);
  art += await authorLine(cover.author, 300, 864, dark ? C.white : C.navy900, {
    size: 26,
    font: { family: 'URW Gothic', bold: true, tracking: 0.08 },
    css: FONT.geometric,
  });
  return finish(art, rng, 0.14);
}

// ---------------------------------------------------------------------------------------------

const painters: Record<PortfolioCategory, (input: CoverInput) => Promise<Drawing>> = {
  Fiction: fiction,
  NonFiction: nonfiction,
  Biography: biography,
  Informative: informative,
  Memoir: memoir,
  Children: children,
};

export async function coverDrawing(category: PortfolioCategory, index: number): Promise<Drawing> {
  const cover = portfolio[category][index];
  if (!cover) throw new Error(`No cover ${index} in ${category}`);
  return painters[category]({ category, index, cover, rng: createRng(`cover:${category}:${index}`) });
}

export async function generateCovers(): Promise<void> {
  const tasks = portfolioCategories.flatMap((category) =>
    portfolio[category].map((_, index) => async () => {
      const d = await coverDrawing(category, index);
      const nn = String(index + 1).padStart(2, '0');
      for (const width of coverWidths) {
        await writeWebp(d, width, `images/portfolio/${portfolioFolders[category]}/${nn}-${width}.webp`, {
          quality: width <= 300 ? 80 : 76,
          maxBytes: width <= 300 ? 30_000 : 70_000,
        });
      }
    }),
  );
  await pool(tasks, 2);
}
