/**
 * SVG string helpers. Every asset is drawn once in a fixed design space (its viewBox) and then
 * rendered by sharp/librsvg at each delivered width, so small and large variants match exactly.
 */

/** Brand palette (tailwind.config.ts) plus a few muted accents for the illustrations. */
export const C = {
  navy950: '#0a1224',
  navy900: '#0f1b33',
  navy800: '#16264a',
  navy700: '#1f3563',
  navy600: '#2b4477',
  navy500: '#3d5a94',
  navy200: '#b3c2e2',
  navy100: '#d9e1f2',
  navy50: '#eef2fa',
  gold700: '#8a5a00',
  gold500: '#c8962c',
  gold400: '#d9a63f',
  gold300: '#e7c172',
  gold100: '#f8ecd0',
  paper: '#faf7f0',
  cream: '#f1e8d6',
  ink: '#1b2333',
  white: '#ffffff',
  coral: '#d9644a',
  coralSoft: '#f2b8a6',
  teal: '#2f7f78',
  tealSoft: '#9fd0c8',
  sky: '#8fb3e0',
  red: '#c0392b',
} as const;

export const FONT = {
  /** Book-like serifs from fonts-urw-base35. */
  serif: "P052, 'Palatino Linotype', Palatino, serif",
  century: "C059, 'Century Schoolbook', serif",
  bookman: "'URW Bookman', 'Bookman Old Style', serif",
  roman: "'Nimbus Roman', 'Times New Roman', serif",
  script: "Z003, 'URW Chancery L', cursive",
  sans: "'Nimbus Sans', 'DejaVu Sans', Helvetica, Arial, sans-serif",
  narrow: "'Nimbus Sans Narrow', 'Nimbus Sans', sans-serif",
  geometric: "'URW Gothic', 'Century Gothic', 'DejaVu Sans', sans-serif",
  dejavu: "'DejaVu Sans', sans-serif",
} as const;

export interface Drawing {
  /** Design-space size; the rendered size may differ but keeps the aspect ratio. */
  width: number;
  height: number;
  body: string;
}

export function drawing(width: number, height: number, body: string): Drawing {
  return { width, height, body };
}

/** The SVG document for a drawing rendered at outWidth (height follows the aspect ratio). */
export function toSvg(d: Drawing, outWidth = d.width): string {
  const outHeight = Math.round((outWidth * d.height) / d.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${outWidth}" height="${outHeight}" viewBox="0 0 ${d.width} ${d.height}">${d.body}</svg>`
  );
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds to 2 decimals: shorter SVG (smaller icon and logo files) with no visible change. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

type AttrValue = string | number | undefined;
export function attrs(values: Record<string, AttrValue>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : esc(v as string)}"`)
    .join(' ');
}

export function el(tag: string, values: Record<string, AttrValue>, children?: string): string {
  const a = attrs(values);
  return children === undefined ? `<${tag} ${a}/>` : `<${tag} ${a}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Record<string, AttrValue> = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, AttrValue> = {}): string => el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, AttrValue> = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Record<string, AttrValue> = {}): string => el('path', { d, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Record<string, AttrValue> = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra: Record<string, AttrValue> = {}): string {
  return el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });
}

export const group = (children: string, extra: Record<string, AttrValue> = {}): string => el('g', extra, children);

export const translate = (x: number, y: number, children: string, scale = 1, rotate = 0): string =>
  `<g transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ''}${scale !== 1 ? ` scale(${n(scale)})` : ''}">${children}</g>`;

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list.map(([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${n(op)}"`}/>`).join('');
}

/** Linear gradient from (x1,y1) to (x2,y2) in objectBoundingBox fractions. */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

/** Radial gradient in user space: useful for glows placed at absolute coordinates. */
export function radialAt(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

/**
 * Film grain: fractal noise mapped to the alpha of a flat colour, seeded so it is reproducible.
 * Used at low opacity to give flat fills a printed, paper-like feel. `strength` scales alpha.
 */
export function grainFilter(id: string, seed: number, frequency = 0.8, strength = 1, color: 'dark' | 'light' = 'dark'): string {
  const rgb = color === 'dark' ? '0 0 0' : '1 1 1';
  const [r, g, b] = rgb.split(' ');
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${n(frequency)}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${n(strength * 2.2)} 0 0 0 ${n(-strength * 1.05)}"/>` +
    `</filter>`
  );
}

/** Soft blur used for shadows and glows. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
}

/** Smooth closed blob through points around (cx, cy), for organic backdrop shapes. */
export function blobPath(cx: number, cy: number, radius: number, wobble: readonly number[]): string {
  const count = wobble.length;
  const pts = wobble.map((w, i) => {
    const a = (i / count) * Math.PI * 2;
    const r = radius * (1 + w);
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  });
  // Catmull-Rom to cubic Bezier so the outline stays smooth.
  let d = `M${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = pts[(i - 1 + count) % count]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % count]!;
    const p3 = pts[(i + 2) % count]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Five-pointed star path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45, points = 5): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
  }
  return `${d}Z`;
}

/** Four-pointed sparkle. */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  return `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number): number => {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    return Math.round(va + (vb - va) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

export interface TextStyle {
  family: string;
  size: number;
  fill: string;
  weight?: number | string;
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, content: string, s: TextStyle, extra: Record<string, AttrValue> = {}): string {
  return el(
    'text',
    {
      x,
      y,
      'font-family': s.family,
      'font-size': s.size,
      'font-weight': s.weight,
      'font-style': s.italic ? 'italic' : undefined,
      'text-anchor': s.anchor,
      'letter-spacing': s.letterSpacing,
      fill: s.fill,
      opacity: s.opacity,
      ...extra,
    },
    esc(content),
  );
}

/** Several lines, first baseline at y. */
export function textLines(x: number, y: number, lines: readonly string[], lineHeight: number, s: TextStyle, extra: Record<string, AttrValue> = {}): string {
  return lines.map((l, i) => text(x, y + i * lineHeight, l, s, extra)).join('');
}
