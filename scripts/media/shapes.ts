/**
 * Flat illustration kit shared by the service, section, video and Open Graph artwork: books,
 * pages, pens and the other objects of a publishing house, each drawn in its own local frame
 * so scenes can place, scale and rotate them with `translate()`.
 */
import type { Rng } from './prng';
import { C, circle, darken, ellipse, lighten, line, n, path, polygon, rect, sparklePath, starPath, translate } from './svg';

/** Soft ground shadow under an object. */
export function shadow(cx: number, cy: number, rx: number, ry = rx * 0.14, opacity = 0.16): string {
  return ellipse(cx, cy, rx, ry, C.navy900, { opacity });
}

/** Short grey bars that read as lines of text. */
export function textBars(x: number, y: number, width: number, count: number, gap: number, rng: Rng, color: string = C.navy100, thickness = 6, lastShort = true): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const short = lastShort && i === count - 1;
    const w = width * (short ? rng.range(0.35, 0.6) : rng.range(0.82, 1));
    out += rect(x, y + i * gap, w, thickness, color, { rx: thickness / 2 });
  }
  return out;
}

/** A book seen from the front, origin top-left; thickness shows as page block on the right. */
export function bookFront(w: number, h: number, cover: string, accent: string = C.gold400, opts: { title?: boolean; thickness?: number; band?: boolean } = {}): string {
  const t = opts.thickness ?? w * 0.09;
  const spine = w * 0.09;
  let out = '';
  out += rect(t * 0.6, t * 0.5, w, h - t * 0.2, darken(cover, 0.35), { rx: 5 });
  out += rect(w - 4, t * 0.35, t * 0.55, h - t * 0.9, C.cream, { rx: 2 });
  for (let i = 1; i < 4; i++) out += line(w - 2, t * 0.35 + ((h - t) * i) / 4, w + t * 0.45, t * 0.35 + ((h - t) * i) / 4, C.navy100, 1.4);
  out += rect(0, 0, w, h, cover, { rx: 5 });
  out += rect(0, 0, spine, h, darken(cover, 0.18), { rx: 4 });
  out += rect(spine, 0, 3, h, lighten(cover, 0.12));
  if (opts.band !== false) {
    out += rect(spine + w * 0.1, h * 0.16, w * 0.62, 3, accent);
    out += rect(spine + w * 0.1, h * 0.7, w * 0.62, 3, accent);
  }
  if (opts.title !== false) {
    out += rect(spine + w * 0.14, h * 0.3, w * 0.55, h * 0.045, accent, { rx: 3 });
    out += rect(spine + w * 0.2, h * 0.39, w * 0.42, h * 0.03, lighten(accent, 0.35), { rx: 3 });
    out += rect(spine + w * 0.26, h * 0.58, w * 0.3, h * 0.022, lighten(cover, 0.35), { rx: 3 });
  }
  return out;
}

/** A book lying flat, seen from the side (spine on the left), origin top-left. */
export function bookSide(length: number, thickness: number, cover: string, accent: string = C.gold400): string {
  const inset = Math.max(3, thickness * 0.14);
  let out = '';
  out += rect(0, 0, length, thickness, cover, { rx: Math.min(6, thickness / 3) });
  out += rect(length * 0.06, inset, length * 0.94 - 2, thickness - inset * 2, C.cream, { rx: 2 });
  const lines = Math.max(2, Math.floor(thickness / 9));
  for (let i = 1; i < lines; i++) {
    const y = inset + ((thickness - inset * 2) * i) / lines;
    out += line(length * 0.1, y, length * 0.97, y, C.navy100, 1.2);
  }
  out += rect(0, 0, length * 0.06, thickness, darken(cover, 0.15), { rx: Math.min(6, thickness / 3) });
  out += rect(length * 0.015, thickness * 0.3, length * 0.03, thickness * 0.4, accent, { rx: 2 });
  return out;
}

export interface StackBook {
  length: number;
  thickness: number;
  color: string;
  offset?: number;
}

/** A pile of books, bottom book first; origin bottom-left of the pile's centre line. */
export function bookStack(books: readonly StackBook[], accent: string = C.gold400): string {
  let y = 0;
  let out = '';
  for (const b of books) {
    y -= b.thickness;
    out += translate(-b.length / 2 + (b.offset ?? 0), y, bookSide(b.length, b.thickness, b.color, accent));
  }
  return out;
}

/** A book standing on a shelf, spine facing out; origin bottom-left. */
export function spine(w: number, h: number, color: string, accent: string = C.gold300): string {
  let out = rect(0, -h, w, h, color, { rx: 3 });
  out += rect(0, -h, w * 0.18, h, lighten(color, 0.1), { rx: 3 });
  out += rect(w * 0.2, -h * 0.86, w * 0.6, 3, accent);
  out += rect(w * 0.2, -h * 0.2, w * 0.6, 3, accent);
  out += rect(w * 0.35, -h * 0.7, w * 0.3, h * 0.36, lighten(color, 0.16), { rx: 2 });
  return out;
}

/** Open book; origin at the bottom of the spine. */
export function openBook(w: number, h: number, rng: Rng, o: { cover?: string; page?: string; lines?: boolean; linesColor?: string } = {}): string {
  const cover = o.cover ?? C.navy700;
  const page = o.page ?? C.paper;
  const half = w / 2;
  const sag = h * 0.08;
  const left = (dx: number, dy: number, grow: number): string =>
    `M${n(dx)} ${n(-h + sag + dy)} C${n(dx - half * 0.3)} ${n(-h - sag * 0.6 + dy)} ${n(dx - half * 0.7)} ${n(-h - sag * 0.6 + dy)} ${n(dx - half - grow)} ${n(-h + dy)} L${n(dx - half - grow)} ${n(-sag * 0.6 + dy)} C${n(dx - half * 0.7)} ${n(-sag * 1.6 + dy)} ${n(dx - half * 0.3)} ${n(-sag * 1.2 + dy)} ${n(dx)} ${n(dy)} Z`;
  const right = (dx: number, dy: number, grow: number): string =>
    `M${n(dx)} ${n(-h + sag + dy)} C${n(dx + half * 0.3)} ${n(-h - sag * 0.6 + dy)} ${n(dx + half * 0.7)} ${n(-h - sag * 0.6 + dy)} ${n(dx + half + grow)} ${n(-h + dy)} L${n(dx + half + grow)} ${n(-sag * 0.6 + dy)} C${n(dx + half * 0.7)} ${n(-sag * 1.6 + dy)} ${n(dx + half * 0.3)} ${n(-sag * 1.2 + dy)} ${n(dx)} ${n(dy)} Z`;
  let out = '';
  out += path(left(0, 12, 14), cover) + path(right(0, 12, 14), cover);
  out += path(left(0, 6, 6), darken(page, 0.1)) + path(right(0, 6, 6), darken(page, 0.1));
  out += path(left(0, 0, 0), page) + path(right(0, 0, 0), darken(page, 0.03));
  out += line(0, -h + sag, 0, 0, darken(page, 0.18), 2);
  if (o.lines !== false) {
    const color = o.linesColor ?? C.navy100;
    for (let i = 0; i < 6; i++) {
      const y = -h + sag + h * 0.16 + i * h * 0.115;
      out += rect(-half * 0.86, y, half * rng.range(0.55, 0.7), 5, color, { rx: 2.5 });
      out += rect(half * 0.16, y, half * rng.range(0.55, 0.7), 5, color, { rx: 2.5 });
    }
  }
  return out;
}

/** A sheet of paper with text lines and a folded corner; origin top-left. */
export function page(w: number, h: number, rng: Rng, o: { fill?: string; lines?: number; heading?: string; fold?: boolean } = {}): string {
  const fold = o.fold === false ? 0 : w * 0.16;
  const fill = o.fill ?? C.white;
  let out = path(`M0 0 H${n(w - fold)} L${n(w)} ${n(fold)} V${n(h)} H0 Z`, fill);
  if (fold) out += path(`M${n(w - fold)} 0 V${n(fold)} H${n(w)} Z`, darken(fill, 0.1));
  const pad = w * 0.12;
  let y = h * 0.12;
  if (o.heading) {
    out += rect(pad, y, w * 0.45, 9, o.heading, { rx: 4 });
    y += h * 0.09;
  }
  const count = o.lines ?? Math.floor((h - y - h * 0.08) / (h * 0.07));
  out += textBars(pad, y, w - pad * 2, count, h * 0.07, rng, C.navy100, 5);
  return out;
}

/** Fountain pen pointing along +x, nib tip at (len, 0). */
export function fountainPen(len: number, body: string = C.navy800, trim: string = C.gold400): string {
  const r = len * 0.055;
  let out = '';
  out += rect(0, -r, len * 0.62, r * 2, body, { rx: r });
  out += rect(len * 0.05, -r * 0.35, len * 0.45, r * 0.3, lighten(body, 0.2), { rx: r * 0.15 });
  out += rect(len * 0.52, -r * 1.05, len * 0.05, r * 2.1, trim, { rx: 2 });
  out += path(`M${n(len * 0.6)} ${n(-r * 0.9)} L${n(len * 0.74)} ${n(-r * 0.75)} L${n(len * 0.74)} ${n(r * 0.75)} L${n(len * 0.6)} ${n(r * 0.9)} Z`, darken(body, 0.25));
  out += path(`M${n(len * 0.73)} ${n(-r * 0.8)} Q${n(len * 0.9)} ${n(-r * 0.7)} ${n(len)} 0 Q${n(len * 0.9)} ${n(r * 0.7)} ${n(len * 0.73)} ${n(r * 0.8)} Z`, trim);
  out += line(len * 0.8, 0, len * 0.985, 0, darken(trim, 0.45), 1.6);
  out += circle(len * 0.8, 0, r * 0.18, darken(trim, 0.45));
  return out;
}

/** Pencil pointing along +x, tip at (len, 0). */
export function pencil(len: number, color: string = C.gold400, eraser: string = C.coralSoft): string {
  const r = len * 0.06;
  let out = '';
  out += rect(0, -r, len * 0.1, r * 2, eraser, { rx: r * 0.6 });
  out += rect(len * 0.08, -r, len * 0.07, r * 2, C.navy200);
  out += rect(len * 0.15, -r, len * 0.63, r * 2, color);
  out += rect(len * 0.15, -r, len * 0.63, r * 0.66, lighten(color, 0.2));
  out += rect(len * 0.15, r * 0.34, len * 0.63, r * 0.66, darken(color, 0.12));
  out += polygon(
    [
      [len * 0.78, -r],
      [len, 0],
      [len * 0.78, r],
    ],
    '#f0d2a8',
  );
  out += polygon(
    [
      [len * 0.93, -r * 0.32],
      [len, 0],
      [len * 0.93, r * 0.32],
    ],
    C.ink,
  );
  return out;
}

/** Magnifying glass, origin at the lens centre, handle to the lower right. */
export function magnifier(r: number, frame: string = C.navy800): string {
  let out = '';
  out += translate(0, 0, rect(r * 0.95, -r * 0.16, r * 1.25, r * 0.32, frame, { rx: r * 0.16 }), 1, 45);
  out += translate(0, 0, rect(r * 0.9, -r * 0.22, r * 0.3, r * 0.44, C.gold400, { rx: 3 }), 1, 45);
  out += circle(0, 0, r, frame);
  out += circle(0, 0, r * 0.8, '#dfe9f7', { opacity: 0.85 });
  out += path(`M${n(-r * 0.5)} ${n(-r * 0.2)} A${n(r * 0.55)} ${n(r * 0.55)} 0 0 1 ${n(-r * 0.15)} ${n(-r * 0.55)}`, 'none', {
    stroke: C.white,
    'stroke-width': r * 0.1,
    'stroke-linecap': 'round',
  });
  return out;
}

/** Browser window, origin top-left; `content` is drawn in the frame's own coordinates. */
export function browser(w: number, h: number, content: string, o: { bar?: string; fill?: string } = {}): string {
  const bar = o.bar ?? C.navy800;
  const barH = Math.max(24, h * 0.09);
  let out = '';
  out += rect(6, 10, w, h, C.navy900, { rx: 14, opacity: 0.12 });
  out += rect(0, 0, w, h, o.fill ?? C.white, { rx: 14 });
  out += path(`M0 14 A14 14 0 0 1 14 0 H${n(w - 14)} A14 14 0 0 1 ${n(w)} 14 V${n(barH)} H0 Z`, bar);
  out +=
    circle(barH * 0.55, barH / 2, barH * 0.14, C.coral) + circle(barH * 0.95, barH / 2, barH * 0.14, C.gold400) + circle(barH * 1.35, barH / 2, barH * 0.14, C.tealSoft);
  out += rect(barH * 1.9, barH * 0.26, w - barH * 2.4, barH * 0.48, lighten(bar, 0.15), { rx: barH * 0.24 });
  out += translate(0, barH, content);
  return out;
}

/** Studio microphone on a short stand; origin at the base centre. */
export function microphone(s: number, body: string = C.navy800): string {
  const w = s * 0.42;
  const h = s * 0.7;
  const top = -s * 1.55;
  let out = '';
  out += rect(-s * 0.36, -s * 0.06, s * 0.72, s * 0.06, darken(body, 0.2), { rx: s * 0.03 });
  out += rect(-s * 0.03, -s * 0.6, s * 0.06, s * 0.56, darken(body, 0.1));
  out += path(
    `M${n(-w * 0.8)} ${n(top + h * 0.55)} V${n(top + h * 0.72)} A${n(w * 0.8)} ${n(w * 0.8)} 0 0 0 ${n(w * 0.8)} ${n(top + h * 0.72)} V${n(top + h * 0.55)}`,
    'none',
    {
      stroke: C.gold400,
      'stroke-width': s * 0.045,
      'stroke-linecap': 'round',
    },
  );
  out += rect(-s * 0.025, top + h * 0.72 + w * 0.8, s * 0.05, s * 0.14, C.gold400);
  out += rect(-w / 2, top, w, h, body, { rx: w / 2 });
  for (let i = 1; i < 6; i++) out += line(-w * 0.32, top + (h * i) / 7 + h * 0.08, w * 0.32, top + (h * i) / 7 + h * 0.08, lighten(body, 0.25), s * 0.012);
  out += rect(-w / 2, top + h * 0.62, w, h * 0.05, C.gold400);
  out += rect(-w * 0.3, top + h * 0.08, w * 0.12, h * 0.4, lighten(body, 0.3), { rx: w * 0.06, opacity: 0.6 });
  return out;
}

/** Over-ear headphones, origin at the centre of the band's arc. */
export function headphones(r: number, color: string = C.navy700, pad: string = C.gold400): string {
  let out = path(`M${n(-r)} ${n(r * 0.2)} A${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(r * 0.2)}`, 'none', { stroke: color, 'stroke-width': r * 0.14, 'stroke-linecap': 'round' });
  for (const side of [-1, 1]) {
    out += rect(side * r - r * 0.2, r * 0.05, r * 0.4, r * 0.62, color, { rx: r * 0.16 });
    out += rect(side * r - (side > 0 ? r * 0.3 : -r * 0.14), r * 0.12, r * 0.16, r * 0.48, pad, { rx: r * 0.08 });
  }
  return out;
}

/** Vertical-bar audio waveform, origin at its left middle. */
export function waveform(w: number, h: number, bars: number, rng: Rng, color: string = C.gold400, phase = 0): string {
  let out = '';
  const step = w / bars;
  for (let i = 0; i < bars; i++) {
    const env = Math.sin((i / (bars - 1)) * Math.PI);
    const wobble = 0.55 + 0.45 * Math.abs(Math.sin(i * 0.9 + phase)) * rng.range(0.6, 1);
    const bh = Math.max(step * 0.6, h * env * wobble);
    out += rect(i * step, -bh / 2, step * 0.55, bh, color, { rx: step * 0.27 });
  }
  return out;
}

/** Coffee mug with steam; origin at the bottom centre. */
export function mug(s: number, color: string = C.coral): string {
  let out = '';
  out += path(`M${n(s * 0.28)} ${n(-s * 0.78)} a${n(s * 0.2)} ${n(s * 0.2)} 0 0 1 0 ${n(s * 0.44)}`, 'none', { stroke: darken(color, 0.15), 'stroke-width': s * 0.08 });
  out += rect(-s * 0.34, -s * 0.9, s * 0.64, s * 0.9, color, { rx: s * 0.1 });
  out += rect(-s * 0.34, -s * 0.9, s * 0.64, s * 0.12, darken(color, 0.2), { rx: s * 0.06 });
  out += rect(-s * 0.24, -s * 0.7, s * 0.1, s * 0.5, lighten(color, 0.25), { rx: s * 0.05, opacity: 0.7 });
  for (const dx of [-0.12, 0.06]) {
    out += path(`M${n(s * dx)} ${n(-s * 1.02)} q${n(-s * 0.1)} ${n(-s * 0.14)} 0 ${n(-s * 0.26)} t0 ${n(-s * 0.26)}`, 'none', {
      stroke: C.navy200,
      'stroke-width': s * 0.04,
      'stroke-linecap': 'round',
      opacity: 0.8,
    });
  }
  return out;
}

/** Desk lamp with a warm glow; origin at the base centre. */
export function deskLamp(s: number, color: string = C.navy700): string {
  let out = '';
  out += ellipse(s * 0.75, -s * 0.02, s * 0.7, s * 0.1, C.gold300, { opacity: 0.35 });
  out += rect(-s * 0.3, -s * 0.08, s * 0.6, s * 0.08, color, { rx: s * 0.04 });
  out += line(0, -s * 0.08, -s * 0.15, -s * 0.75, color, s * 0.06);
  out += line(-s * 0.15, -s * 0.75, s * 0.35, -s * 1.05, color, s * 0.06);
  out += circle(-s * 0.15, -s * 0.75, s * 0.06, C.gold400);
  out += translate(
    s * 0.35,
    -s * 1.05,
    polygon(
      [
        [-s * 0.12, -s * 0.14],
        [s * 0.2, -s * 0.12],
        [s * 0.46, s * 0.3],
        [-s * 0.08, s * 0.3],
      ],
      color,
    ),
    1,
    22,
  );
  out += circle(s * 0.42, -s * 0.62, s * 0.1, C.gold300);
  return out;
}

/** Potted plant; origin at the pot's bottom centre. */
export function plant(s: number, leaf: string = C.teal): string {
  let out = '';
  const leaves: [number, number, number][] = [
    [-0.2, -0.95, -35],
    [0.2, -0.95, 35],
    [0, -1.15, 0],
    [-0.3, -0.7, -60],
    [0.3, -0.7, 60],
  ];
  for (const [x, y, a] of leaves) out += translate(s * x, s * y, ellipse(0, 0, s * 0.12, s * 0.3, a === 0 ? lighten(leaf, 0.1) : leaf), 1, a);
  out += polygon(
    [
      [-s * 0.28, -s * 0.5],
      [s * 0.28, -s * 0.5],
      [s * 0.2, 0],
      [-s * 0.2, 0],
    ],
    C.coral,
  );
  out += rect(-s * 0.32, -s * 0.56, s * 0.64, s * 0.1, darken(C.coral, 0.12), { rx: s * 0.03 });
  return out;
}

/** Megaphone pointing right with sound arcs; origin at the handle's centre. */
export function megaphone(s: number, body: string = C.navy700, accent: string = C.gold400): string {
  let out = '';
  out += rect(-s * 0.1, s * 0.05, s * 0.12, s * 0.34, darken(body, 0.2), { rx: s * 0.04 });
  out += polygon(
    [
      [-s * 0.35, -s * 0.14],
      [s * 0.55, -s * 0.48],
      [s * 0.55, s * 0.48],
      [-s * 0.35, s * 0.14],
    ],
    body,
  );
  out += polygon(
    [
      [-s * 0.35, -s * 0.14],
      [s * 0.55, -s * 0.48],
      [s * 0.55, -s * 0.2],
      [-s * 0.35, -s * 0.02],
    ],
    lighten(body, 0.12),
  );
  out += rect(-s * 0.48, -s * 0.16, s * 0.16, s * 0.32, accent, { rx: s * 0.05 });
  out += ellipse(s * 0.55, 0, s * 0.1, s * 0.48, darken(body, 0.3));
  out += ellipse(s * 0.57, 0, s * 0.06, s * 0.4, accent);
  for (let i = 0; i < 3; i++) {
    const r = s * (0.72 + i * 0.18);
    out += path(`M${n(s * 0.2 + r * Math.cos(-0.5))} ${n(r * Math.sin(-0.5))} A${n(r)} ${n(r)} 0 0 1 ${n(s * 0.2 + r * Math.cos(0.5))} ${n(r * Math.sin(0.5))}`, 'none', {
      stroke: accent,
      'stroke-width': s * 0.045,
      'stroke-linecap': 'round',
      opacity: 1 - i * 0.25,
    });
  }
  return out;
}

/** Rising bar chart with a trend arrow; origin bottom-left. */
export function barChart(w: number, h: number, values: readonly number[], colors: readonly string[], arrow: string = C.coral): string {
  let out = rect(0, 0, w, 4, C.navy200, { rx: 2 });
  const step = w / values.length;
  values.forEach((v, i) => {
    out += rect(i * step + step * 0.18, -h * v, step * 0.64, h * v, colors[i % colors.length] ?? C.navy600, { rx: 6 });
  });
  const pts = values.map((v, i) => [i * step + step / 2, -h * v - h * 0.12] as const);
  out += path(pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' '), 'none', {
    stroke: arrow,
    'stroke-width': 6,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  const last = pts[pts.length - 1];
  if (last)
    out += translate(
      last[0],
      last[1],
      polygon(
        [
          [-14, -12],
          [12, -12],
          [12, 14],
        ],
        arrow,
      ),
      1,
      0,
    );
  return out;
}

/** Film reel; origin at the centre. */
export function filmReel(r: number, color: string = C.navy700): string {
  let out = circle(0, 0, r, color);
  out += circle(0, 0, r * 0.92, lighten(color, 0.08));
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    out += circle(Math.cos(a) * r * 0.52, Math.sin(a) * r * 0.52, r * 0.24, darken(color, 0.35));
  }
  out += circle(0, 0, r * 0.16, C.gold400);
  out += circle(0, 0, r * 0.07, darken(color, 0.35));
  return out;
}

/** Horizontal strip of film, origin top-left; `frames` hold optional content per frame. */
export function filmStrip(w: number, h: number, color: string = C.navy900, frameFill: string = C.gold300): string {
  let out = rect(0, 0, w, h, color, { rx: 4 });
  const holes = Math.floor(w / (h * 0.32));
  for (let i = 0; i < holes; i++) {
    const x = i * (w / holes) + (w / holes) * 0.3;
    out += rect(x, h * 0.07, h * 0.12, h * 0.1, C.paper, { rx: 2 });
    out += rect(x, h * 0.83, h * 0.12, h * 0.1, C.paper, { rx: 2 });
  }
  const frames = Math.max(1, Math.floor(w / (h * 1.1)));
  for (let i = 0; i < frames; i++) {
    const fw = w / frames;
    out += rect(i * fw + fw * 0.08, h * 0.24, fw * 0.84, h * 0.52, frameFill, { rx: 3, opacity: 0.85 - (i % 2) * 0.2 });
  }
  return out;
}

/** Film clapperboard; origin bottom-left. */
export function clapperboard(w: number, h: number): string {
  let out = rect(0, -h, w, h, C.navy800, { rx: 8 });
  for (let i = 0; i < 3; i++) out += rect(w * 0.08, -h * (0.62 - i * 0.2), w * 0.84, 4, C.navy500, { rx: 2 });
  out += rect(w * 0.08, -h * 0.85, w * 0.4, h * 0.12, C.gold300, { rx: 4, opacity: 0.8 });
  const stripes = (y: number, angle: number): string => {
    let s = rect(0, -h * 0.22, w, h * 0.22, C.paper, { rx: 6 });
    for (let i = 0; i < 6; i++)
      s += polygon(
        [
          [i * w * 0.18 + w * 0.04, -h * 0.22],
          [i * w * 0.18 + w * 0.13, -h * 0.22],
          [i * w * 0.18 + w * 0.06, 0],
          [i * w * 0.18 - w * 0.03, 0],
        ],
        C.navy900,
      );
    return translate(0, y, s, 1, angle);
  };
  out += stripes(-h, 0);
  out += stripes(-h - h * 0.24, -14);
  out += circle(w * 0.03, -h - h * 0.02, w * 0.03, C.gold400);
  return out;
}

/** Simple globe; origin at the centre. */
export function globe(r: number, sea: string = C.navy600, land: string = C.tealSoft): string {
  let out = circle(0, 0, r, sea);
  out += path(
    `M${n(-r * 0.6)} ${n(-r * 0.55)} q${n(r * 0.3)} ${n(-r * 0.2)} ${n(r * 0.55)} ${n(r * 0.05)} q${n(r * 0.1)} ${n(r * 0.3)} ${n(-r * 0.2)} ${n(r * 0.45)} q${n(-r * 0.3)} ${n(r * 0.1)} ${n(-r * 0.45)} ${n(-r * 0.1)} z`,
    land,
    { opacity: 0.9 },
  );
  out += path(
    `M${n(r * 0.15)} ${n(r * 0.1)} q${n(r * 0.35)} ${n(-r * 0.15)} ${n(r * 0.55)} ${n(r * 0.1)} q${n(-r * 0.05)} ${n(r * 0.4)} ${n(-r * 0.35)} ${n(r * 0.5)} q${n(-r * 0.2)} ${n(-r * 0.25)} ${n(-r * 0.2)} ${n(-r * 0.6)} z`,
    land,
    { opacity: 0.9 },
  );
  const stroke = { stroke: C.white, 'stroke-width': r * 0.025, opacity: 0.45 };
  out += ellipse(0, 0, r * 0.45, r, 'none', stroke) + ellipse(0, 0, r, r * 0.4, 'none', stroke);
  out += line(-r, 0, r, 0, C.white, r * 0.025, { opacity: 0.45 }) + line(0, -r, 0, r, C.white, r * 0.025, { opacity: 0.45 });
  return out;
}

/** Tablet / e-reader; origin top-left; content is drawn in screen coordinates. */
export function tablet(w: number, h: number, screen: string, body: string = C.navy800): string {
  const pad = w * 0.07;
  let out = rect(8, 12, w, h, C.navy900, { rx: w * 0.08, opacity: 0.14 });
  out += rect(0, 0, w, h, body, { rx: w * 0.08 });
  out += rect(pad, pad * 1.3, w - pad * 2, h - pad * 2.9, C.paper, { rx: 6 });
  out += circle(w / 2, h - pad * 0.8, pad * 0.28, lighten(body, 0.2));
  out += translate(pad, pad * 1.3, screen);
  return out;
}

/** Smartphone; origin top-left; content in screen coordinates. */
export function phone(w: number, h: number, screen: string, body: string = C.navy900): string {
  const pad = w * 0.06;
  let out = rect(8, 12, w, h, C.navy900, { rx: w * 0.14, opacity: 0.14 });
  out += rect(0, 0, w, h, body, { rx: w * 0.14 });
  out += rect(pad, pad, w - pad * 2, h - pad * 2, C.white, { rx: w * 0.1 });
  out += translate(pad, pad, screen);
  out += rect(w * 0.38, pad * 1.6, w * 0.24, pad * 0.9, body, { rx: pad * 0.45 });
  return out;
}

/** Laptop; origin at the bottom centre; screen content in screen coordinates. */
export function laptop(w: number, h: number, screen: string): string {
  let out = rect(-w / 2, -h, w, h * 0.94, C.navy800, { rx: 12 });
  out += rect(-w / 2 + w * 0.04, -h + w * 0.04, w * 0.92, h * 0.94 - w * 0.08, C.white, { rx: 4 });
  out += translate(-w / 2 + w * 0.04, -h + w * 0.04, screen);
  out += path(`M${n(-w * 0.62)} ${n(-h * 0.06)} H${n(w * 0.62)} L${n(w * 0.56)} ${n(h * 0.02)} H${n(-w * 0.56)} Z`, C.navy600);
  out += rect(-w * 0.1, -h * 0.06, w * 0.2, h * 0.025, C.navy500, { rx: 3 });
  return out;
}

/** Envelope; origin top-left. */
export function envelope(w: number, h: number, color: string = C.paper, open = false): string {
  let out = rect(0, 0, w, h, color, { rx: 8 });
  out += polygon(
    [
      [0, h],
      [w / 2, h * 0.45],
      [w, h],
    ],
    darken(color, 0.06),
  );
  out += polygon(
    [
      [0, 0],
      [w / 2, h * 0.5],
      [w, 0],
    ],
    open ? darken(color, 0.12) : darken(color, 0.09),
  );
  if (open)
    out += polygon(
      [
        [0, 0],
        [w / 2, -h * 0.5],
        [w, 0],
      ],
      darken(color, 0.14),
    );
  return out;
}

/** Cloud; origin at the bottom centre. */
export function cloud(w: number, color: string = C.white): string {
  return rect(-w / 2, -w * 0.25, w, w * 0.25, color, { rx: w * 0.125 }) + circle(-w * 0.15, -w * 0.27, w * 0.2, color) + circle(w * 0.12, -w * 0.32, w * 0.25, color);
}

/** Block arrow pointing up; origin at the bottom centre. */
export function arrowUp(w: number, h: number, color: string): string {
  return polygon(
    [
      [-w * 0.2, 0],
      [-w * 0.2, -h * 0.55],
      [-w / 2, -h * 0.55],
      [0, -h],
      [w / 2, -h * 0.55],
      [w * 0.2, -h * 0.55],
      [w * 0.2, 0],
    ],
    color,
  );
}

export const star = (cx: number, cy: number, r: number, fill: string = C.gold400, extra: Record<string, string | number> = {}): string =>
  path(starPath(cx, cy, r), fill, { 'stroke-linejoin': 'round', ...extra });
export const sparkle = (cx: number, cy: number, r: number, fill: string = C.gold400, extra: Record<string, string | number> = {}): string =>
  path(sparklePath(cx, cy, r), fill, extra);

/** Shield with a check mark; origin at the top centre. */
export function shield(w: number, h: number, color: string = C.navy700, mark: string = C.gold400): string {
  const d = `M0 0 C${n(w * 0.25)} ${n(h * 0.08)} ${n(w * 0.4)} ${n(h * 0.08)} ${n(w / 2)} ${n(h * 0.06)} V${n(h * 0.45)} C${n(w / 2)} ${n(h * 0.75)} ${n(w * 0.2)} ${n(h * 0.9)} 0 ${n(h)} C${n(-w * 0.2)} ${n(h * 0.9)} ${n(-w / 2)} ${n(h * 0.75)} ${n(-w / 2)} ${n(h * 0.45)} V${n(h * 0.06)} C${n(-w * 0.4)} ${n(h * 0.08)} ${n(-w * 0.25)} ${n(h * 0.08)} 0 0 Z`;
  let out = path(d, color);
  out += translate(0, h * 0.1, path(d, lighten(color, 0.12)), 0.8);
  out += path(`M${n(-w * 0.2)} ${n(h * 0.48)} L${n(-w * 0.04)} ${n(h * 0.63)} L${n(w * 0.24)} ${n(h * 0.33)}`, 'none', {
    stroke: mark,
    'stroke-width': w * 0.09,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  return out;
}

/** Trophy cup; origin at the base's bottom centre. */
export function trophy(s: number, color: string = C.gold400): string {
  let out = rect(-s * 0.3, -s * 0.12, s * 0.6, s * 0.12, C.navy800, { rx: 4 });
  out += rect(-s * 0.2, -s * 0.22, s * 0.4, s * 0.1, C.navy700, { rx: 3 });
  out += rect(-s * 0.05, -s * 0.42, s * 0.1, s * 0.2, darken(color, 0.15));
  for (const side of [-1, 1]) {
    out += path(
      `M${n(side * s * 0.26)} ${n(-s * 0.9)} h${n(side * s * 0.14)} v${n(s * 0.12)} a${n(s * 0.16)} ${n(s * 0.16)} 0 0 1 ${n(-side * s * 0.2)} ${n(s * 0.22)}`,
      'none',
      { stroke: darken(color, 0.1), 'stroke-width': s * 0.05 },
    );
  }
  out += path(`M${n(-s * 0.3)} ${n(-s * 0.95)} H${n(s * 0.3)} V${n(-s * 0.75)} A${n(s * 0.3)} ${n(s * 0.32)} 0 0 1 ${n(-s * 0.3)} ${n(-s * 0.75)} Z`, color);
  out += rect(-s * 0.18, -s * 0.9, s * 0.08, s * 0.3, lighten(color, 0.3), { rx: s * 0.04, opacity: 0.8 });
  out += star(0, -s * 0.72, s * 0.09, C.paper);
  return out;
}

/** Ribbon rosette with tails; origin at the centre. */
export function rosette(r: number, color: string = C.gold400, tail: string = C.coral): string {
  let out = polygon(
    [
      [-r * 0.55, 0],
      [-r * 0.9, r * 1.7],
      [-r * 0.45, r * 1.4],
      [-r * 0.2, r * 1.8],
      [0, r * 0.3],
    ],
    tail,
  );
  out += polygon(
    [
      [r * 0.55, 0],
      [r * 0.9, r * 1.7],
      [r * 0.45, r * 1.4],
      [r * 0.2, r * 1.8],
      [0, r * 0.3],
    ],
    darken(tail, 0.12),
  );
  out += path(starPath(0, 0, r * 1.05, r * 0.88, 16), darken(color, 0.1));
  out += circle(0, 0, r * 0.78, color);
  out += circle(0, 0, r * 0.62, 'none', { stroke: C.paper, 'stroke-width': r * 0.05, 'stroke-dasharray': `${n(r * 0.1)} ${n(r * 0.08)}` });
  out += star(0, 0, r * 0.36, C.paper);
  return out;
}

/** Light bulb; origin at the base bottom. */
export function lightBulb(s: number, glass: string = C.gold300): string {
  let out = circle(0, -s * 0.75, s * 0.55, glass, { opacity: 0.25 });
  out += path(
    `M${n(-s * 0.18)} ${n(-s * 0.2)} C${n(-s * 0.2)} ${n(-s * 0.42)} ${n(-s * 0.38)} ${n(-s * 0.5)} ${n(-s * 0.38)} ${n(-s * 0.75)} A${n(s * 0.38)} ${n(s * 0.38)} 0 1 1 ${n(s * 0.38)} ${n(-s * 0.75)} C${n(s * 0.38)} ${n(-s * 0.5)} ${n(s * 0.2)} ${n(-s * 0.42)} ${n(s * 0.18)} ${n(-s * 0.2)} Z`,
    glass,
  );
  out += path(`M${n(-s * 0.08)} ${n(-s * 0.22)} V${n(-s * 0.55)} L${n(0)} ${n(-s * 0.62)} L${n(s * 0.08)} ${n(-s * 0.55)} V${n(-s * 0.22)}`, 'none', {
    stroke: C.gold700,
    'stroke-width': s * 0.03,
  });
  out += rect(-s * 0.19, -s * 0.22, s * 0.38, s * 0.22, C.navy600, { rx: s * 0.05 });
  out += line(-s * 0.17, -s * 0.15, s * 0.17, -s * 0.15, C.navy200, s * 0.025) + line(-s * 0.17, -s * 0.08, s * 0.17, -s * 0.08, C.navy200, s * 0.025);
  return out;
}

/** Hourglass; origin at the bottom centre. */
export function hourglass(s: number): string {
  let out = rect(-s * 0.32, -s * 0.08, s * 0.64, s * 0.08, C.navy800, { rx: 4 }) + rect(-s * 0.32, -s, s * 0.64, s * 0.08, C.navy800, { rx: 4 });
  out += line(-s * 0.27, -s * 0.92, -s * 0.27, -s * 0.08, C.navy700, s * 0.03) + line(s * 0.27, -s * 0.92, s * 0.27, -s * 0.08, C.navy700, s * 0.03);
  out += path(
    `M${n(-s * 0.22)} ${n(-s * 0.92)} H${n(s * 0.22)} C${n(s * 0.22)} ${n(-s * 0.65)} ${n(s * 0.04)} ${n(-s * 0.58)} ${n(s * 0.04)} ${n(-s * 0.5)} C${n(s * 0.04)} ${n(-s * 0.42)} ${n(s * 0.22)} ${n(-s * 0.35)} ${n(s * 0.22)} ${n(-s * 0.08)} H${n(-s * 0.22)} C${n(-s * 0.22)} ${n(-s * 0.35)} ${n(-s * 0.04)} ${n(-s * 0.42)} ${n(-s * 0.04)} ${n(-s * 0.5)} C${n(-s * 0.04)} ${n(-s * 0.58)} ${n(-s * 0.22)} ${n(-s * 0.65)} ${n(-s * 0.22)} ${n(-s * 0.92)} Z`,
    '#dfe9f7',
  );
  out += path(
    `M${n(-s * 0.15)} ${n(-s * 0.76)} H${n(s * 0.15)} Q${n(s * 0.05)} ${n(-s * 0.6)} 0 ${n(-s * 0.52)} Q${n(-s * 0.05)} ${n(-s * 0.6)} ${n(-s * 0.15)} ${n(-s * 0.76)} Z`,
    C.gold400,
  );
  out += path(`M${n(-s * 0.2)} ${n(-s * 0.1)} Q0 ${n(-s * 0.3)} ${n(s * 0.2)} ${n(-s * 0.1)} Z`, C.gold400);
  out += line(0, -s * 0.5, 0, -s * 0.18, C.gold400, s * 0.015);
  return out;
}

/** Parchment scroll, partly unrolled; origin top-left. */
export function scroll(w: number, h: number, rng: Rng): string {
  const r = w * 0.06;
  let out = rect(r, 0, w - r * 2, h, '#f3e3c0');
  out += textBars(w * 0.16, h * 0.16, w * 0.66, 7, h * 0.1, rng, '#c9ad7a', 5);
  out += rect(0, -r * 0.6, w, r * 1.6, '#e2c893', { rx: r * 0.8 }) + rect(0, h - r, w, r * 1.6, '#e2c893', { rx: r * 0.8 });
  out += circle(0, r * 0.2, r * 0.8, '#c9ad7a') + circle(w, r * 0.2, r * 0.8, '#c9ad7a');
  out += circle(0, h - r * 0.2, r * 0.8, '#c9ad7a') + circle(w, h - r * 0.2, r * 0.8, '#c9ad7a');
  return out;
}

/** Classical column; origin at the base's bottom centre. */
export function column(w: number, h: number, color: string = C.navy100): string {
  let out = rect(-w * 0.7, -h * 0.06, w * 1.4, h * 0.06, darken(color, 0.08), { rx: 3 });
  out += rect(-w * 0.6, -h * 0.1, w * 1.2, h * 0.05, color, { rx: 3 });
  out += rect(-w / 2, -h * 0.9, w, h * 0.8, color);
  for (let i = 1; i < 5; i++) out += line(-w / 2 + (w * i) / 5, -h * 0.88, -w / 2 + (w * i) / 5, -h * 0.12, darken(color, 0.12), w * 0.05);
  out += rect(-w * 0.65, -h * 0.96, w * 1.3, h * 0.07, darken(color, 0.05), { rx: 4 });
  out += rect(-w * 0.75, -h, w * 1.5, h * 0.05, darken(color, 0.1), { rx: 3 });
  return out;
}

/** Crescent moon; origin at the centre. `bg` is the colour behind it (cuts the crescent). */
export function crescent(r: number, color: string, bg: string): string {
  return circle(0, 0, r, color) + circle(r * 0.42, -r * 0.22, r * 0.84, bg);
}

/** Bat silhouette; origin at the centre. */
export function bat(s: number, color: string = C.navy900): string {
  return path(
    `M0 ${n(-s * 0.12)} C${n(s * 0.2)} ${n(-s * 0.5)} ${n(s * 0.6)} ${n(-s * 0.45)} ${n(s)} ${n(-s * 0.3)} C${n(s * 0.8)} ${n(-s * 0.1)} ${n(s * 0.75)} ${n(s * 0.05)} ${n(s * 0.7)} ${n(s * 0.15)} C${n(s * 0.55)} ${n(s * 0.02)} ${n(s * 0.4)} ${n(s * 0.05)} ${n(s * 0.3)} ${n(s * 0.15)} C${n(s * 0.22)} ${n(s * 0.05)} ${n(s * 0.1)} ${n(s * 0.1)} 0 ${n(s * 0.25)} C${n(-s * 0.1)} ${n(s * 0.1)} ${n(-s * 0.22)} ${n(s * 0.05)} ${n(-s * 0.3)} ${n(s * 0.15)} C${n(-s * 0.4)} ${n(s * 0.05)} ${n(-s * 0.55)} ${n(s * 0.02)} ${n(-s * 0.7)} ${n(s * 0.15)} C${n(-s * 0.75)} ${n(s * 0.05)} ${n(-s * 0.8)} ${n(-s * 0.1)} ${n(-s)} ${n(-s * 0.3)} C${n(-s * 0.6)} ${n(-s * 0.45)} ${n(-s * 0.2)} ${n(-s * 0.5)} 0 ${n(-s * 0.12)} Z`,
    color,
  );
}

/** Candle with flame; origin at the bottom centre. */
export function candle(s: number): string {
  let out = circle(0, -s * 1.12, s * 0.35, C.gold300, { opacity: 0.25 });
  out += rect(-s * 0.3, -s * 0.08, s * 0.6, s * 0.08, C.gold500, { rx: 3 });
  out += rect(-s * 0.14, -s * 0.85, s * 0.28, s * 0.78, C.paper, { rx: s * 0.04 });
  out += path(`M${n(s * 0.02)} ${n(-s * 0.85)} q${n(s * 0.05)} ${n(s * 0.15)} 0 ${n(s * 0.3)} q${n(s * 0.08)} 0 ${n(s * 0.1)} ${n(-s * 0.12)}`, C.cream);
  out += path(
    `M0 ${n(-s * 1.32)} C${n(s * 0.14)} ${n(-s * 1.12)} ${n(s * 0.12)} ${n(-s * 0.95)} 0 ${n(-s * 0.92)} C${n(-s * 0.12)} ${n(-s * 0.95)} ${n(-s * 0.14)} ${n(-s * 1.12)} 0 ${n(-s * 1.32)} Z`,
    C.gold400,
  );
  out += path(
    `M0 ${n(-s * 1.18)} C${n(s * 0.06)} ${n(-s * 1.06)} ${n(s * 0.05)} ${n(-s * 0.97)} 0 ${n(-s * 0.96)} C${n(-s * 0.05)} ${n(-s * 0.97)} ${n(-s * 0.06)} ${n(-s * 1.06)} 0 ${n(-s * 1.18)} Z`,
    C.paper,
  );
  return out;
}

/** Speech bubble; origin top-left. */
export function speechBubble(w: number, h: number, color: string = C.white, tailLeft = true): string {
  const tx = tailLeft ? w * 0.2 : w * 0.75;
  return (
    rect(0, 0, w, h, color, { rx: h * 0.3 }) +
    polygon(
      [
        [tx, h - 2],
        [tx + w * 0.14, h - 2],
        [tx - w * 0.02, h + h * 0.35],
      ],
      color,
    )
  );
}

/** Opening and closing quote marks as two heavy commas; origin top-left. */
export function quoteMark(s: number, color: string): string {
  const one = (x: number): string =>
    circle(x + s * 0.22, s * 0.5, s * 0.22, color) +
    path(
      `M${n(x + s * 0.44)} ${n(s * 0.5)} C${n(x + s * 0.44)} ${n(s * 0.2)} ${n(x + s * 0.3)} ${n(s * 0.04)} ${n(x + s * 0.08)} 0 L${n(x + s * 0.04)} ${n(s * 0.08)} C${n(x + s * 0.18)} ${n(s * 0.14)} ${n(x + s * 0.26)} ${n(s * 0.24)} ${n(x + s * 0.26)} ${n(s * 0.34)} Z`,
      color,
    );
  return one(0) + one(s * 0.56);
}

/** Crayon, tip to the right; origin at the tip. */
export function crayon(len: number, color: string): string {
  const r = len * 0.08;
  return (
    rect(-len, -r, len * 0.8, r * 2, color, { rx: r * 0.4 }) +
    rect(-len * 0.85, -r, len * 0.08, r * 2, darken(color, 0.2)) +
    rect(-len * 0.35, -r, len * 0.08, r * 2, darken(color, 0.2)) +
    polygon(
      [
        [-len * 0.2, -r * 0.85],
        [0, -r * 0.2],
        [0, r * 0.2],
        [-len * 0.2, r * 0.85],
      ],
      darken(color, 0.1),
    )
  );
}

/** Kite with a ribboned tail; origin at the kite's centre. */
export function kite(s: number, a: string = C.coral, b: string = C.gold400): string {
  let out = polygon(
    [
      [0, -s],
      [s * 0.6, -s * 0.1],
      [0, s * 0.9],
      [-s * 0.6, -s * 0.1],
    ],
    a,
  );
  out +=
    polygon(
      [
        [0, -s],
        [s * 0.6, -s * 0.1],
        [0, -s * 0.1],
      ],
      b,
    ) +
    polygon(
      [
        [0, s * 0.9],
        [-s * 0.6, -s * 0.1],
        [0, -s * 0.1],
      ],
      b,
    );
  out += path(`M0 ${n(s * 0.9)} C${n(s * 0.3)} ${n(s * 1.3)} ${n(-s * 0.3)} ${n(s * 1.6)} ${n(s * 0.1)} ${n(s * 2.1)}`, 'none', {
    stroke: C.navy700,
    'stroke-width': s * 0.04,
  });
  for (const [x, y] of [
    [s * 0.08, s * 1.25],
    [-s * 0.06, s * 1.65],
  ] as const)
    out += polygon(
      [
        [x - s * 0.12, y - s * 0.08],
        [x + s * 0.12, y + s * 0.08],
        [x + s * 0.12, y - s * 0.08],
        [x - s * 0.12, y + s * 0.08],
      ],
      a,
    );
  return out;
}

/** Balloon on a string; origin at the balloon's centre. */
export function balloon(s: number, color: string): string {
  return (
    path(`M0 ${n(s * 0.72)} C${n(s * 0.2)} ${n(s * 1.1)} ${n(-s * 0.2)} ${n(s * 1.4)} 0 ${n(s * 1.8)}`, 'none', { stroke: C.navy600, 'stroke-width': s * 0.04 }) +
    ellipse(0, 0, s * 0.6, s * 0.72, color) +
    polygon(
      [
        [-s * 0.1, s * 0.8],
        [s * 0.1, s * 0.8],
        [0, s * 0.7],
      ],
      darken(color, 0.15),
    ) +
    ellipse(-s * 0.22, -s * 0.25, s * 0.12, s * 0.2, C.white, { opacity: 0.45 })
  );
}

/** Folded paper boat; origin at the bottom centre. */
export function paperBoat(s: number, color: string = C.white): string {
  return (
    polygon(
      [
        [-s * 0.6, -s * 0.3],
        [s * 0.6, -s * 0.3],
        [s * 0.4, 0],
        [-s * 0.4, 0],
      ],
      darken(color, 0.08),
    ) +
    polygon(
      [
        [-s * 0.3, -s * 0.3],
        [0, -s * 0.9],
        [s * 0.3, -s * 0.3],
      ],
      color,
    ) +
    polygon(
      [
        [0, -s * 0.9],
        [s * 0.3, -s * 0.3],
        [0, -s * 0.3],
      ],
      darken(color, 0.12),
    )
  );
}

/** Network node with a tiny book or person glyph; origin at the centre. */
export function node(r: number, fill: string, glyph: 'book' | 'person' | 'star', glyphColor: string = C.white): string {
  let out = circle(0, 0, r, fill);
  if (glyph === 'book') out += translate(-r * 0.4, -r * 0.45, bookFront(r * 0.7, r * 0.9, glyphColor, fill, { title: false, band: false, thickness: r * 0.08 }));
  if (glyph === 'person')
    out +=
      circle(0, -r * 0.2, r * 0.24, glyphColor) + path(`M${n(-r * 0.45)} ${n(r * 0.5)} A${n(r * 0.45)} ${n(r * 0.4)} 0 0 1 ${n(r * 0.45)} ${n(r * 0.5)} Z`, glyphColor);
  if (glyph === 'star') out += star(0, 0, r * 0.5, glyphColor);
  return out;
}

/** Archery target; origin at the centre. */
export function target(r: number): string {
  return circle(0, 0, r, C.coral) + circle(0, 0, r * 0.75, C.white) + circle(0, 0, r * 0.5, C.coral) + circle(0, 0, r * 0.25, C.white) + circle(0, 0, r * 0.1, C.coral);
}

/** Printed sheet curling out of something; origin top-left. */
export function sheet(w: number, h: number, rng: Rng, ink: string = C.navy200): string {
  return rect(0, 0, w, h, C.white, { rx: 3 }) + textBars(w * 0.12, h * 0.14, w * 0.76, Math.floor(h / (w * 0.11)), w * 0.11, rng, ink, Math.max(3, w * 0.035));
}

/** Gold dust: a few seeded sparkles and dots spread over a box. */
export function dust(x: number, y: number, w: number, h: number, count: number, rng: Rng, color: string = C.gold300, maxR = 10, opacity = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + rng.range(0, w);
    const cy = y + rng.range(0, h);
    out += rng.chance(0.35)
      ? sparkle(cx, cy, rng.range(maxR * 0.5, maxR), color, { opacity: rng.range(0.5, 1) * opacity })
      : circle(cx, cy, rng.range(1.5, maxR * 0.3), color, { opacity: rng.range(0.3, 0.9) * opacity });
  }
  return out;
}
