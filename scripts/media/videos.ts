/**
 * The eight short muted videos (640x360, 7 s, H.264 yuv420p, +faststart, no audio) and their
 * WebP posters (the first frame). Each frame is an SVG drawn from the time t, rendered by sharp
 * to raw RGB and piped into ffmpeg/libx264. Motion is periodic over the clip length wherever
 * possible, so the videos loop without a visible jump.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { homeVideoTestimonials, landingTestimonialVideos, videoHeight, videoWidth } from '../../content/videos';
import { pool, writeBuffer } from './encode';
import { createRng, type Rng } from './prng';
import * as S from './shapes';
import { C, FONT, circle, darken, drawing, ellipse, line, linear, n, path, polygon, radialAt, rect, starPath, text, toSvg, translate } from './svg';
import { measure } from './text';

const W = 640;
const H = 360;
const FPS = 24;
const T = 7;
const FRAMES = FPS * T;
const MAX_BYTES = 390_000;

// ---------------------------------------------------------------------------------------------
// Timing helpers (t in seconds)

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));
const easeInOut = (x: number): number => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
const easeOut = (x: number): number => 1 - (1 - x) ** 3;
/** Progress of t through [a, b], clamped. */
const seg = (t: number, a: number, b: number): number => clamp01((t - a) / (b - a));
/** Sine that completes `cycles` whole turns over the clip: loops seamlessly. */
const cyc = (t: number, cycles: number, phase = 0): number => Math.sin(2 * Math.PI * (cycles * (t / T) + phase));
/** Fractional phase in [0, 1) of a motion repeating `cycles` times over the clip. */
const frac = (t: number, cycles: number, phase = 0): number => {
  const v = cycles * (t / T) + phase;
  return v - Math.floor(v);
};

type Scene = (t: number) => string;

const fade = (opacity: number, content: string): string => `<g opacity="${n(clamp01(opacity))}">${content}</g>`;

// ---------------------------------------------------------------------------------------------
// Home video 1: grocery-saving book intro

function groceryScene(): Scene {
  const items = [
    ['Rolled oats', '3.29'],
    ['Rice, 5 lb', '4.99'],
    ['Apples, 3 lb', '3.87'],
    ['Black beans', '0.89'],
    ['Coupon', '-1.00'],
    ['Milk, 1 gal', '3.19'],
    ['Pasta', '1.25'],
    ['Eggs, dozen', '2.79'],
    ['Store brand', '-2.40'],
    ['Spinach', '2.49'],
  ] as const;
  const lineH = 19;
  const cycle = items.length * lineH;
  const coverArt = (): string => {
    let c = rect(0, 0, 150, 222, C.teal, { rx: 4 }) + rect(0, 0, 12, 222, darken(C.teal, 0.2), { rx: 3 });
    c += text(81, 46, 'THE SAVVY', { family: FONT.century, size: 19, weight: 700, fill: C.paper, anchor: 'middle', letterSpacing: 1 });
    c += text(81, 70, 'CART', { family: FONT.century, size: 30, weight: 700, fill: C.paper, anchor: 'middle', letterSpacing: 2 });
    c += text(81, 92, 'Feed Your Family for Less', { family: FONT.serif, size: 10.5, italic: true, fill: C.gold300, anchor: 'middle' });
    // Cart glyph on the cover.
    c += translate(
      81,
      150,
      path('M-34 -22 h10 l10 34 h38 l8 -26 h-52', 'none', { stroke: C.gold300, 'stroke-width': 4, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
        circle(-10, 20, 5, C.gold300) +
        circle(20, 20, 5, C.gold300),
    );
    c += text(81, 206, 'DANA WHITLOCK', { family: FONT.sans, size: 10, fill: C.paper, anchor: 'middle', letterSpacing: 2.5 });
    return c;
  };
  const cover = coverArt();
  return (t) => {
    let out = rect(0, 0, W, H, C.paper);
    out += circle(150, 200, 120, '#e3f1ee') + circle(370, 190, 110, C.gold100);
    out += text(W / 2, 44, 'Save more at every checkout', { family: FONT.serif, size: 26, weight: 700, fill: C.navy900, anchor: 'middle' });
    out += rect(W / 2 - 40, 56, 80, 3, C.gold400, { rx: 1.5 });
    // Book: gentle float and sway.
    const bob = 5 * cyc(t, 2);
    out += ellipse(150, 330, 70 - bob, 8, C.navy900, { opacity: 0.12 });
    out += translate(150, 205 + bob, `<g transform="translate(-75 -111)">${rect(6, 8, 150, 222, C.navy900, { rx: 4, opacity: 0.18 })}${cover}</g>`, 1, 2 * cyc(t, 1));
    // Receipt with items scrolling up in a seamless loop.
    const rx = 310;
    const top = 86;
    const rw = 130;
    const rh = 210;
    let receipt = rect(0, 0, rw, rh, C.white);
    let zig = `M0 ${rh}`;
    for (let x = 0; x < rw; x += 10) zig += ` L${x + 5} ${rh + 6} L${x + 10} ${rh}`;
    receipt += path(`${zig} Z`, C.white);
    receipt += text(rw / 2, 20, 'SAVVY MART', { family: FONT.narrow, size: 12, weight: 700, fill: C.navy800, anchor: 'middle', letterSpacing: 2 });
    receipt += line(10, 28, rw - 10, 28, C.navy200, 1.5, { 'stroke-dasharray': '3 3' });
    const offset = (t / T) * cycle * 2;
    let list = '';
    for (let i = 0; i < items.length * 3; i++) {
      const [name, price] = items[i % items.length]!;
      const y = 48 + i * lineH - (offset % cycle);
      if (y < 30 || y > 150) continue;
      const saving = price.startsWith('-');
      list +=
        text(10, y, name, { family: FONT.narrow, size: 11, fill: saving ? C.teal : C.navy700 }) +
        text(rw - 10, y, price, { family: FONT.narrow, size: 11, fill: saving ? C.teal : C.navy700, anchor: 'end', weight: saving ? 700 : undefined });
    }
    receipt += `<g clip-path="url(#rclip)">${list}</g>`;
    receipt += line(10, 160, rw - 10, 160, C.navy200, 1.5, { 'stroke-dasharray': '3 3' });
    const pulse = 1 + 0.05 * Math.max(0, cyc(t, 3));
    receipt += translate(
      rw / 2,
      184,
      rect(-56, -15, 112, 30, C.gold400, { rx: 6 }) +
        text(0, -2, 'YOU SAVED', { family: FONT.sans, size: 8, weight: 700, fill: C.navy900, anchor: 'middle', letterSpacing: 1.5 }) +
        text(0, 10, '$148.20', { family: FONT.sans, size: 12, weight: 700, fill: C.navy900, anchor: 'middle' }),
      pulse,
    );
    out += `<defs><clipPath id="rclip"><rect x="0" y="32" width="${rw}" height="122"/></clipPath></defs>`;
    out += translate(rx + 4, top + 6, rect(0, 0, rw, rh, C.navy900, { opacity: 0.12 }));
    out += translate(rx, top, receipt, 1, -3);
    // Cart rolling gently with spinning wheels; coins hop out of it.
    const cx = 525 + 14 * cyc(t, 2);
    const spin = (t / T) * 360 * 4;
    let cart = path('M-70 -70 h16 l16 58 h72 l16 -46 h-96', 'none', { stroke: C.navy800, 'stroke-width': 6, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
    cart += rect(-24, -62, 30, 34, C.teal, { rx: 4 }) + circle(22, -44, 14, C.coral) + rect(-44, -52, 18, 30, C.gold400, { rx: 3 });
    for (const wx of [-28, 26]) cart += translate(wx, 4, circle(0, 0, 9, C.navy800) + line(-6, 0, 6, 0, C.paper, 2) + line(0, -6, 0, 6, C.paper, 2), 1, spin);
    out += ellipse(cx, 310, 60, 6, C.navy900, { opacity: 0.12 }) + translate(cx, 296, cart);
    for (let i = 0; i < 3; i++) {
      const p = frac(t, 4, i / 3);
      const y = 220 - easeOut(p) * 90;
      const x = cx - 10 + (i - 1) * 22 + p * (i - 1) * 10;
      out += fade(
        Math.sin(Math.PI * p),
        translate(
          x,
          y,
          circle(0, 0, 11, C.gold400) +
            circle(0, 0, 7.5, 'none', { stroke: C.gold700, 'stroke-width': 1.5 }) +
            text(0, 4, '$', { family: FONT.sans, size: 11, weight: 700, fill: C.gold700, anchor: 'middle' }),
        ),
      );
    }
    return out;
  };
}

// ---------------------------------------------------------------------------------------------
// Home video 2: book publication

function publicationScene(rng: Rng): Scene {
  const stars = Array.from({ length: 26 }, () => ({ x: rng.range(0, W), y: rng.range(0, H * 0.75), r: rng.range(0.8, 2), p: rng.next() }));
  const sparks = Array.from({ length: 14 }, () => ({ a: rng.range(0, Math.PI * 2), d: rng.range(90, 150), r: rng.range(4, 8), p: rng.next() }));
  const cover = (): string => {
    let c = `<defs>${linear('pubsky', [
      [0, '#0e2a3a'],
      [1, '#3f7c85'],
    ])}</defs>`;
    c += rect(0, 0, 120, 180, 'url(#pubsky)', { rx: 3 }) + circle(78, 70, 18, C.gold100);
    c += path('M0 130 Q40 110 70 124 T120 118 V180 H0 Z', '#1b4250') + path('M0 150 Q60 132 120 150 V180 H0 Z', '#0c2430');
    c += path('M56 180 C58 160 66 150 60 134', 'none', { stroke: C.gold300, 'stroke-width': 3, opacity: 0.8 });
    c +=
      text(60, 30, 'THE SALT ROAD', { family: FONT.serif, size: 11.5, fill: C.paper, anchor: 'middle', letterSpacing: 1.5 }) +
      text(60, 46, 'LETTERS', { family: FONT.serif, size: 15, fill: C.paper, anchor: 'middle', letterSpacing: 2 });
    c += text(60, 170, 'EVELYN HART', { family: FONT.sans, size: 7.5, fill: C.gold100, anchor: 'middle', letterSpacing: 2 });
    c += rect(0, 0, 8, 180, '#000000', { opacity: 0.25 });
    return c;
  };
  const art = cover();
  const stackBooks: S.StackBook[] = [
    { length: 180, thickness: 26, color: '#1f4a5a' },
    { length: 172, thickness: 24, color: '#1f4a5a', offset: 6 },
    { length: 176, thickness: 24, color: '#1f4a5a', offset: -5 },
  ];
  const bx = 180;
  const stackTop = 330 - 74;
  return (t) => {
    let out = `<defs>${linear('pubbg', [
      [0, C.navy950],
      [1, C.navy700],
    ])}${radialAt(
      'pubglow',
      [
        [0, C.gold400, 0.45],
        [1, C.gold400, 0],
      ],
      bx,
      150,
      220,
    )}</defs>`;
    out += rect(0, 0, W, H, 'url(#pubbg)');
    for (const s of stars) out += circle(s.x, s.y, s.r, C.white, { opacity: n(0.35 + 0.35 * cyc(t, 2, s.p)) });
    // Rise, hold, settle back: the loop starts and ends with the book on the stack.
    const up = easeInOut(seg(t, 0.5, 2.2)) * (1 - easeInOut(seg(t, 5.4, 6.8)));
    out += fade(0.3 + 0.7 * up, rect(0, 0, W, H, 'url(#pubglow)'));
    let rays = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2 + (t / T) * (Math.PI / 6);
      rays += polygon(
        [
          [0, 0],
          [Math.cos(a - 0.07) * 300, Math.sin(a - 0.07) * 300],
          [Math.cos(a + 0.07) * 300, Math.sin(a + 0.07) * 300],
        ],
        C.gold300,
        { opacity: 0.07 },
      );
    }
    const scale = 0.75 + up * 0.1;
    const bookY = stackTop - up * 56;
    out += fade(up, translate(bx, bookY - 80, rays));
    out += translate(bx, 330, S.bookStack(stackBooks, C.gold400));
    out += translate(bx, bookY, `<g transform="translate(-60 -180)">${rect(5, 8, 120, 180, '#000000', { opacity: 0.3 })}${art}</g>`, scale, -3 * (1 - up));
    for (const s of sparks) {
      const p = frac(t, 3, s.p);
      const d = s.d * (0.6 + 0.4 * p);
      out += S.sparkle(bx + Math.cos(s.a) * d, bookY - 80 + Math.sin(s.a) * d * 0.7, s.r * (1 - p * 0.5), C.gold300, { opacity: n(up * Math.sin(Math.PI * p)) });
    }
    // Headline with a light sweep across it.
    const sweep = 260 + frac(t, 1) * 500;
    out += `<defs><linearGradient id="sweep" gradientUnits="userSpaceOnUse" x1="${n(sweep - 80)}" y1="0" x2="${n(sweep + 80)}" y2="0"><stop offset="0" stop-color="${C.gold400}"/><stop offset="0.5" stop-color="#fff4d6"/><stop offset="1" stop-color="${C.gold400}"/></linearGradient></defs>`;
    out += text(340, 136, 'NOW', { family: FONT.serif, size: 36, fill: 'url(#sweep)', letterSpacing: 4 });
    out += text(340, 178, 'AVAILABLE', { family: FONT.serif, size: 36, fill: 'url(#sweep)', letterSpacing: 4 });
    out += rect(342, 198, 70, 3, C.gold400);
    out += text(342, 228, 'The Salt Road Letters', { family: FONT.serif, size: 18, italic: true, fill: C.paper });
    out += text(342, 250, 'A novel by Evelyn Hart', { family: FONT.sans, size: 12, fill: C.navy100, letterSpacing: 1 });
    out += text(342, 282, 'IN PRINT AND EBOOK', { family: FONT.sans, size: 11, weight: 700, fill: C.gold300, letterSpacing: 3 });
    return out;
  };
}

// ---------------------------------------------------------------------------------------------
// Home videos 3 and 4: Times Square billboards

interface Building {
  x: number;
  w: number;
  h: number;
  color: string;
  windows: { x: number; y: number; p: number; on: number }[];
}

function cityLayer(rng: Rng, base: number, minH: number, maxH: number, color: string, density: number): Building[] {
  const out: Building[] = [];
  let x = -10;
  while (x < W + 10) {
    const w = rng.range(40, 90);
    const h = rng.range(minH, maxH);
    const windows: Building['windows'] = [];
    for (let wy = base - h + 12; wy < base - 8; wy += 14)
      for (let wx = x + 7; wx < x + w - 9; wx += 11) if (rng.chance(density)) windows.push({ x: wx, y: wy, p: rng.next(), on: rng.range(0.55, 0.95) });
    out.push({ x, w, h, color, windows });
    x += w + rng.range(0, 4);
  }
  return out;
}

function drawCity(buildings: Building[], base: number, t: number, lit: string): string {
  let out = '';
  for (const b of buildings) {
    out += rect(b.x, base - b.h, b.w, b.h + 40, b.color);
    for (const win of b.windows) {
      // A few windows switch on and off during the clip, on whole cycles so the loop is clean.
      const o = win.p > 0.85 ? (cyc(t, 1, win.p) > 0 ? win.on : 0.12) : win.on;
      out += rect(win.x, win.y, 5, 7, lit, { opacity: n(o) });
    }
  }
  return out;
}

/** Scrolling LED ticker; the text repeats, and one full repeat passes per clip. */
function ticker(x: number, y: number, w: number, h: number, message: string, messageWidth: number, t: number, color: string, id: string): string {
  const offset = (t / T) * messageWidth;
  let texts = '';
  for (let k = -1; k < Math.ceil(w / messageWidth) + 2; k++)
    texts += text(x + k * messageWidth - offset, y + h * 0.72, message, { family: FONT.narrow, size: h * 0.62, weight: 700, fill: color });
  return (
    `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>` +
    rect(x, y, w, h, '#07080d') +
    `<g clip-path="url(#${id})">${texts}</g>` +
    rect(x, y, w, h, 'none', { stroke: '#2a2f3d', 'stroke-width': 2 })
  );
}

/** Bulbs around a rectangle; every third bulb lit, chasing. */
function marquee(x: number, y: number, w: number, h: number, t: number, step = 13): string {
  const pts: [number, number][] = [];
  for (let px = x; px < x + w; px += step) pts.push([px, y]);
  for (let py = y; py < y + h; py += step) pts.push([x + w, py]);
  for (let px = x + w; px > x; px -= step) pts.push([px, y + h]);
  for (let py = y + h; py > y; py -= step) pts.push([x, py]);
  const shift = Math.floor((t / T) * 42);
  return pts.map(([px, py], i) => circle(px, py, 2.6, (i + shift) % 3 === 0 ? '#fff1c1' : '#7a5a1a')).join('');
}

function traffic(t: number, y: number): string {
  let out = rect(0, y, W, H - y, '#0b0d16') + rect(0, y, W, 3, '#232838');
  for (let i = 0; i < 10; i++) out += rect(i * 70 + 10, y + 30, 36, 4, '#3b4152');
  for (let i = 0; i < 6; i++) {
    const p = frac(t, 2, i / 6);
    const x = -120 + p * (W + 240);
    out += rect(x, y + 14, 70, 4, '#ff5d5d', { opacity: 0.55, rx: 2 }) + rect(x + 62, y + 13, 10, 6, '#ff8787', { rx: 3 });
    const q = frac(t, 3, i / 6 + 0.1);
    const x2 = W + 120 - q * (W + 240);
    out += rect(x2, y + 42, 70, 4, '#fff3bf', { opacity: 0.55, rx: 2 }) + rect(x2 - 4, y + 41, 10, 6, '#ffffff', { rx: 3 });
  }
  return out;
}

function billboardScene(rng: Rng, messageWidth: number): Scene {
  const back = cityLayer(rng, 300, 120, 230, '#162043', 0.25);
  const front = cityLayer(rng, 320, 24, 64, '#0e152c', 0.3);
  const stars = Array.from({ length: 30 }, () => ({ x: rng.range(0, W), y: rng.range(0, 110), r: rng.range(0.6, 1.6), p: rng.next() }));
  const miniCover = (): string => {
    let c =
      `<defs>${linear('gm', [
        [0, '#0c1d2e'],
        [0.6, '#1e4a5c'],
        [1, '#6aa3a8'],
      ])}</defs>` + rect(0, 0, 96, 144, 'url(#gm)');
    c += circle(48, 70, 20, '#e9f3ee') + line(48, 40, 48, 144, C.gold300, 1);
    c += path('M0 110 L20 92 L38 104 L56 84 L76 102 L96 92 V144 H0 Z', '#173945') + path('M0 124 L30 112 L60 124 L96 114 V144 H0 Z', '#0a1f28');
    c +=
      text(48, 20, 'THE GLASS', { family: FONT.serif, size: 9.5, fill: C.paper, anchor: 'middle', letterSpacing: 1 }) +
      text(48, 32, 'MERIDIAN', { family: FONT.serif, size: 9.5, fill: C.paper, anchor: 'middle', letterSpacing: 1 });
    c += text(48, 138, 'CORINNE VALE', { family: FONT.sans, size: 5.5, fill: C.gold100, anchor: 'middle', letterSpacing: 1 });
    return c;
  };
  const cover = miniCover();
  return (t) => {
    const zoom = 1.02 + 0.02 * cyc(t, 1);
    let out = `<defs>${linear('nsky', [
      [0, '#070b1c'],
      [1, '#23295a'],
    ])}${radialAt(
      'bbglow',
      [
        [0, '#ffd27a', 0.35],
        [1, '#ffd27a', 0],
      ],
      320,
      150,
      260,
    )}</defs>`;
    let scene = rect(0, 0, W, H, 'url(#nsky)');
    for (const s of stars) scene += circle(s.x, s.y, s.r, C.white, { opacity: n(0.4 + 0.3 * cyc(t, 2, s.p)) });
    scene += drawCity(back, 300, t, '#f6d38f');
    scene += rect(0, 0, W, H, 'url(#bbglow)');
    // The billboard tower.
    scene += rect(150, 40, 340, 280, '#0b1124');
    scene += rect(166, 54, 308, 166, '#05070e');
    const board = rect(172, 60, 296, 154, '#0f1b33') + rect(172, 60, 296, 154, '#c8962c', { opacity: 0.08 });
    scene += board + translate(188, 66, cover);
    scene +=
      text(300, 104, 'THE GLASS', { family: FONT.serif, size: 22, fill: C.white, letterSpacing: 2 }) +
      text(300, 130, 'MERIDIAN', { family: FONT.serif, size: 22, fill: C.white, letterSpacing: 2 });
    scene += text(300, 150, 'A NOVEL BY CORINNE VALE', { family: FONT.sans, size: 9, fill: C.gold300, letterSpacing: 2 });
    scene +=
      rect(300, 166, 126, 26, C.gold400, { rx: 13 }) +
      text(363, 183, 'NOW IN BOOKSTORES', { family: FONT.sans, size: 8.5, weight: 700, fill: C.navy900, anchor: 'middle', letterSpacing: 1 });
    // Glare sweeping across the screen.
    const gx = 120 + frac(t, 1, 0.3) * 480;
    scene += `<defs><clipPath id="bbclip"><rect x="172" y="60" width="296" height="154"/></clipPath></defs><g clip-path="url(#bbclip)">${polygon(
      [
        [gx, 60],
        [gx + 40, 60],
        [gx - 20, 214],
        [gx - 60, 214],
      ],
      C.white,
      { opacity: 0.08 },
    )}</g>`;
    scene += marquee(166, 54, 308, 166, t);
    scene += ticker(166, 232, 308, 24, BILLBOARD_TICKER, messageWidth, t, '#ffb347', 'tk1');
    // Neon side signs blinking on whole cycles.
    scene +=
      rect(112, 80, 30, 110, '#120f26', { rx: 4 }) +
      text(127, 100, 'B', { family: FONT.sans, size: 18, weight: 700, fill: '#ff6fb5', anchor: 'middle', opacity: cyc(t, 3) > -0.6 ? 1 : 0.3 });
    scene +=
      text(127, 124, 'O', { family: FONT.sans, size: 18, weight: 700, fill: '#ff6fb5', anchor: 'middle' }) +
      text(127, 148, 'O', { family: FONT.sans, size: 18, weight: 700, fill: '#ff6fb5', anchor: 'middle' }) +
      text(127, 172, 'K', { family: FONT.sans, size: 18, weight: 700, fill: '#ff6fb5', anchor: 'middle' });
    scene += rect(500, 90, 36, 60, '#111a36', { rx: 4 }) + rect(506, 98, 24, 44, '#45c4ff', { rx: 3, opacity: n(0.55 + 0.35 * cyc(t, 4)) });
    scene += drawCity(front, 320, t, '#f6d38f');
    scene += traffic(t, 320);
    out += translate(W / 2, H / 2, `<g transform="translate(${-W / 2} ${-H / 2})">${scene}</g>`, zoom);
    return out;
  };
}

function towerScene(rng: Rng, messageWidth: number): Scene {
  const back = cityLayer(rng, 290, 140, 250, '#1a1f45', 0.22);
  const stars = Array.from({ length: 24 }, () => ({ x: rng.range(0, W), y: rng.range(0, 100), r: rng.range(0.6, 1.6), p: rng.next() }));
  const cover = (): string => {
    let c = rect(0, 0, 100, 150, '#f3ede1');
    [0.35, 0.55, 0.75, 0.95].forEach((w, i) => (c += rect(10, 12 + i * 12, 80 * w, 7, ['#e2522f', '#1f3563', '#e9b53c', '#e2522f'][i]!)));
    c +=
      rect(10, 68, 14, 3, '#e2522f') +
      text(10, 88, 'The', { family: FONT.sans, size: 15, weight: 700, fill: '#15171c' }) +
      text(10, 104, 'Deliberate', { family: FONT.sans, size: 15, weight: 700, fill: '#15171c' }) +
      text(10, 120, 'Hour', { family: FONT.sans, size: 15, weight: 700, fill: '#15171c' });
    c += text(10, 142, 'PRIYA RAMAN', { family: FONT.sans, size: 6, fill: '#15171c', letterSpacing: 1 });
    return c;
  };
  const art = cover();
  return (t) => {
    let out = `<defs>${linear('tsky', [
      [0, '#0a0f27'],
      [1, '#3a2d63'],
    ])}${radialAt(
      'tglow',
      [
        [0, '#7fd3ff', 0.25],
        [1, '#7fd3ff', 0],
      ],
      330,
      160,
      240,
    )}</defs>`;
    out += rect(0, 0, W, H, 'url(#tsky)');
    for (const s of stars) out += circle(s.x, s.y, s.r, C.white, { opacity: n(0.4 + 0.3 * cyc(t, 2, s.p)) });
    out += drawCity(back, 290, t, '#ffe1a1');
    out += rect(0, 0, W, H, 'url(#tglow)');
    // Corner tower: two faces meeting at x = 330, screens on both.
    const left = polygon(
      [
        [200, 40],
        [330, 20],
        [330, 310],
        [200, 300],
      ],
      '#141933',
    );
    const right = polygon(
      [
        [330, 20],
        [470, 40],
        [470, 300],
        [330, 310],
      ],
      '#0d1126',
    );
    out += left + right + line(330, 20, 330, 310, '#2a3158', 2);
    // Left screen: the cover, skewed onto the face.
    const ls = `<g transform="matrix(1 -0.154 0 1 212 68)">${rect(0, 0, 108, 170, '#05070e')}${translate(4, 10, art)}</g>`;
    out += ls;
    // Right screen alternates cover art and tagline, crossfading twice per clip.
    const m = easeInOut(clamp01((0.5 - 0.5 * Math.cos((2 * Math.PI * t) / T) - 0.3) / 0.4));
    let screen = rect(0, 0, 124, 170, '#0f1b33');
    screen += `<g opacity="${n(1 - m)}">${rect(0, 0, 124, 170, '#e2522f')}${text(62, 60, 'OWN', { family: FONT.sans, size: 26, weight: 700, fill: C.white, anchor: 'middle' })}${text(62, 88, 'YOUR', { family: FONT.sans, size: 26, weight: 700, fill: C.white, anchor: 'middle' })}${text(62, 116, 'FOCUS', { family: FONT.sans, size: 26, weight: 700, fill: C.white, anchor: 'middle' })}${rect(30, 134, 64, 3, C.white)}</g>`;
    screen += `<g opacity="${n(m)}">${text(62, 50, 'NEW BOOK', { family: FONT.sans, size: 13, weight: 700, fill: C.gold300, anchor: 'middle', letterSpacing: 2 })}${text(62, 84, 'The', { family: FONT.sans, size: 20, weight: 700, fill: C.white, anchor: 'middle' })}${text(62, 106, 'Deliberate', { family: FONT.sans, size: 20, weight: 700, fill: C.white, anchor: 'middle' })}${text(62, 128, 'Hour', { family: FONT.sans, size: 20, weight: 700, fill: C.white, anchor: 'middle' })}${text(62, 154, 'OUT NOW', { family: FONT.sans, size: 11, weight: 700, fill: C.gold300, anchor: 'middle', letterSpacing: 3 })}</g>`;
    out += `<g transform="matrix(1 0.143 0 1 338 24)">${screen}</g>`;
    out += `<g transform="matrix(1 0.143 0 1 338 206)">${ticker(0, 0, 124, 18, TOWER_TICKER, messageWidth, t, '#7fd3ff', 'tk2')}</g>`;
    // Ticker on the left face.
    out += `<g transform="matrix(1 -0.154 0 1 212 262)">${rect(0, 0, 108, 16, '#07080d')}${rect(0, 0, 108 * (0.5 + 0.5 * cyc(t, 2)), 16, '#e2522f', { opacity: 0.5 })}</g>`;
    // Neon sign on the roof.
    const flick = cyc(t, 5) > -0.8 ? 1 : 0.35;
    out +=
      rect(262, 0, 136, 22, '#120f26', { rx: 4 }) +
      text(330, 16, 'READ MORE', { family: FONT.sans, size: 13, weight: 700, fill: '#ff6fb5', anchor: 'middle', letterSpacing: 3, opacity: flick });
    out += traffic(t, 312);
    // Yellow cabs.
    for (let i = 0; i < 2; i++) {
      const p = frac(t, 1, i / 2);
      const x = -80 + p * (W + 160);
      out +=
        rect(x, 318, 56, 16, '#f6c445', { rx: 5 }) +
        rect(x + 12, 310, 30, 10, '#f6c445', { rx: 4 }) +
        rect(x + 18, 312, 18, 6, '#1b2333', { rx: 2 }) +
        circle(x + 12, 335, 5, '#111') +
        circle(x + 44, 335, 5, '#111') +
        rect(x + 54, 322, 4, 4, '#fff3bf');
    }
    return out;
  };
}

const TOWER_TICKER = 'PRIYA RAMAN  ★  THE DELIBERATE HOUR  ★  OUT NOW  ★  ';
const BILLBOARD_TICKER = 'THE GLASS MERIDIAN  ★  A NOVEL BY CORINNE VALE  ★  NOW IN BOOKSTORES  ★  ';

// ---------------------------------------------------------------------------------------------
// Landing testimonial videos: abstract author stories (books, pages, quote marks, stars)

function softBackdrop(top: string, bottom: string, accent: string): string {
  return (
    `<defs>${linear('lbg', [
      [0, top],
      [1, bottom],
    ])}${radialAt(
      'lglow',
      [
        [0, accent, 0.35],
        [1, accent, 0],
      ],
      320,
      200,
      260,
    )}</defs>` +
    rect(0, 0, W, H, 'url(#lbg)') +
    rect(0, 0, W, H, 'url(#lglow)')
  );
}

function pulsingStars(t: number, cx: number, cy: number, r: number, color: string = C.gold400): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const s = 1 + 0.18 * Math.max(0, cyc(t, 2, -i * 0.08));
    out += translate(cx + (i - 2) * r * 2.5, cy, path(starPath(0, 0, r), color), s);
  }
  return out;
}

/** Open book whose right-hand pages turn over, `turns` times per clip. */
function turningBook(t: number, cx: number, base: number, w: number, h: number, turns: number, cover: string): string {
  // A fresh generator each frame: the printed lines must not change from frame to frame.
  let out = S.openBook(w, h, createRng('turning-book'), { cover, page: C.paper, linesColor: C.navy100 });
  const p = frac(t, turns);
  const flip = easeInOut(seg(p, 0.15, 0.75));
  if (flip > 0 && flip < 1) {
    const k = Math.cos(Math.PI * flip);
    const half = w / 2;
    const tipX = k * half;
    const lift = Math.sin(Math.PI * flip) * h * 0.18;
    const sag = h * 0.08;
    const shade = k > 0 ? C.paper : darken(C.paper, 0.06);
    out += path(
      `M0 ${n(-h + sag)} Q${n(tipX * 0.5)} ${n(-h - lift)} ${n(tipX)} ${n(-h - lift * 0.3)} L${n(tipX)} ${n(-sag * 0.6 - lift * 0.3)} Q${n(tipX * 0.5)} ${n(-sag - lift * 0.6)} 0 0 Z`,
      shade,
      { stroke: darken(C.paper, 0.15), 'stroke-width': 1 },
    );
  }
  return translate(cx, base, out);
}

function rising(t: number, count: number, color: string, area: [number, number, number, number]): string {
  const [x, y, w, h] = area;
  let out = '';
  const r = createRng(`rising:${count}:${color}`);
  for (let i = 0; i < count; i++) {
    const px = x + r.range(0, w);
    const phase = r.next();
    const p = frac(t, 2, phase);
    out += S.sparkle(px + 8 * Math.sin(p * Math.PI * 2), y + h - p * h, r.range(4, 8), color, { opacity: n(Math.sin(Math.PI * p)) });
  }
  return out;
}

function testimonial1(): Scene {
  return (t) => {
    let out = softBackdrop('#16264a', '#0f1b33', C.gold400);
    out += fade(0.7, translate(44, 40, S.quoteMark(70, C.gold400)));
    out += turningBook(t, 320, 300, 380, 170, 2, C.gold500);
    out += rising(t, 10, C.gold300, [170, 60, 300, 200]);
    out += pulsingStars(t, 320, 60, 12);
    return out;
  };
}

function testimonial2(rng: Rng): Scene {
  const letters = Array.from({ length: 5 }, (_, i) => ({ x: 60 + i * 120 + rng.range(-20, 20), p: rng.next(), rot: rng.range(-20, 20) }));
  return (t) => {
    let out = softBackdrop('#f6efe4', '#efe2cf', C.coralSoft);
    for (const l of letters) {
      const p = frac(t, 1, l.p);
      out += fade(0.75 * Math.sin(Math.PI * p), translate(l.x, 380 - p * 440, S.envelope(56, 38, C.white), 1, l.rot + 10 * Math.sin(p * Math.PI * 2)));
    }
    out += translate(320, 318, S.openBook(400, 190, rng, { cover: '#7a4b3a', page: C.paper, lines: false }));
    for (let i = 0; i < 5; i++)
      out += path(`M${150} ${160 + i * 26} q15 -7 30 0 t30 0 t30 0 t30 0`, 'none', { stroke: C.navy200, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
    // Pen writing the last line on the right page, over and over.
    const p = frac(t, 2);
    const len = 150;
    const drawn = len * easeInOut(seg(p, 0.05, 0.8));
    const lineStart = 340;
    out += path(`M${lineStart} 160 q15 -7 30 0 t30 0 t30 0 t30 0 t30 0`, 'none', {
      stroke: C.navy700,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${n(drawn)} 400`,
      opacity: n(1 - seg(p, 0.88, 1)),
    });
    for (let i = 1; i < 5; i++)
      out += path(`M${lineStart} ${160 + i * 26} q15 -7 30 0 t30 0 t30 0 t30 0`, 'none', { stroke: C.navy200, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
    out += translate(lineStart + drawn, 156, translate(-120, 0, S.fountainPen(120, C.navy800)), 1, 140);
    out += translate(520, 44, S.quoteMark(64, C.coral), 1 + 0.06 * cyc(t, 2));
    out += pulsingStars(t, 140, 60, 11, C.gold500);
    return out;
  };
}

function testimonial3(): Scene {
  return (t) => {
    let out = softBackdrop('#0f3b3a', '#0b2a2a', C.tealSoft);
    for (let i = 1; i < 4; i++) out += circle(320, 185, 70 + i * 40, 'none', { stroke: C.tealSoft, 'stroke-width': 1.5, opacity: 0.18, 'stroke-dasharray': '4 8' });
    let book = S.bookFront(120, 170, C.paper, C.teal, { title: false });
    book += rect(22, 24, 80, 9, '#15171c', { rx: 4 }) + rect(22, 40, 60, 7, C.teal, { rx: 3 });
    for (let i = 0; i < 4; i++) {
      const hgt = 20 + i * 14 + 8 * cyc(t, 2, i * 0.15);
      book += rect(24 + i * 20, 140 - hgt, 14, hgt, i === 3 ? C.gold400 : C.teal, { rx: 2 });
    }
    out += translate(260, 100, book);
    const orbit: ((x: number, y: number) => string)[] = [
      (x, y) => translate(x, y + 22, S.lightBulb(44)),
      (x, y) => path(starPath(x, y, 16), C.gold400),
      (x, y) =>
        circle(x, y, 18, C.coral) +
        path(`M${x - 8} ${y} l6 6 l11 -12`, 'none', { stroke: C.white, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      (x, y) => rect(x - 18, y - 14, 36, 28, C.white, { rx: 4 }) + rect(x - 12, y - 6, 24, 4, C.navy200) + rect(x - 12, y + 2, 16, 4, C.navy200),
      (x, y) => path(`M${x} ${y + 14} s-18 -10 -18 -20 a9 9 0 0 1 18 -3 a9 9 0 0 1 18 3 c0 10 -18 20 -18 20z`, C.coralSoft),
    ];
    orbit.forEach((draw, i) => {
      const a = (t / T) * Math.PI * 2 + (i / orbit.length) * Math.PI * 2;
      out += draw(320 + Math.cos(a) * 190, 185 + Math.sin(a) * 110);
    });
    out += translate(52, 36, S.quoteMark(54, C.gold300));
    out += pulsingStars(t, 320, 330, 10, C.gold300);
    return out;
  };
}

function testimonial4(rng: Rng): Scene {
  const twinkles = Array.from({ length: 18 }, () => ({
    x: rng.pick([rng.range(30, 200), rng.range(440, 610)]),
    y: rng.range(20, 160),
    p: rng.next(),
    r: rng.range(4, 9),
  }));
  return (t) => {
    let out = softBackdrop('#2b3a67', '#3b2f63', '#ffe066');
    for (const s of twinkles) out += S.sparkle(s.x, s.y, s.r * (0.8 + 0.3 * cyc(t, 3, s.p)), '#ffe066', { opacity: n(0.45 + 0.4 * cyc(t, 2, s.p)) });
    out += translate(540, 70, S.crescent(30, '#ffe066', '#2e376a'));
    out += translate(320, 340, S.openBook(420, 170, rng, { cover: C.coral, page: C.paper, lines: false }));
    // Pop-up scene on the pages: hills, waves and a rocking paper boat.
    out += path('M130 300 Q200 240 270 280 T318 270 V322 H130 Z', '#9bd08a');
    let waves = 'M322 300';
    const ph = (t / T) * Math.PI * 4;
    for (let x = 322; x <= 510; x += 12) waves += ` L${x} ${n(296 + 4 * Math.sin(x / 14 + ph))}`;
    out += path(`${waves} L510 330 L322 330 Z`, '#74c0fc');
    out += translate(420, 298 + 3 * cyc(t, 2), S.paperBoat(44, C.white), 1, 6 * cyc(t, 2, 0.25));
    for (let i = 0; i < 3; i++) {
      const p = frac(t, 1, i / 3);
      out += fade(Math.sin(Math.PI * p) * 1.6, translate(180 + i * 130, 260 - p * 300, S.balloon(18, ['#ff6b6b', '#ffd43b', '#63e6be'][i]!)));
    }
    out += pulsingStars(t, 320, 40, 11, '#ffe066');
    return out;
  };
}

// ---------------------------------------------------------------------------------------------

interface VideoJob {
  /** Output path under public/, without extension. */
  base: string;
  scene: () => Promise<Scene>;
}

async function tickerWidth(message: string, size: number): Promise<number> {
  return measure(message, { family: 'Nimbus Sans Narrow', bold: true }, size);
}

const jobs: VideoJob[] = [
  { base: homeVideoTestimonials[0]!.videoUrl, scene: async () => groceryScene() },
  { base: homeVideoTestimonials[1]!.videoUrl, scene: async () => publicationScene(createRng('video:publication')) },
  {
    base: homeVideoTestimonials[2]!.videoUrl,
    scene: async () => billboardScene(createRng('video:billboard-1'), await tickerWidth(BILLBOARD_TICKER, 24 * 0.62)),
  },
  { base: homeVideoTestimonials[3]!.videoUrl, scene: async () => towerScene(createRng('video:billboard-2'), await tickerWidth(TOWER_TICKER, 18 * 0.62)) },
  { base: landingTestimonialVideos[0]!.videoSrc, scene: async () => testimonial1() },
  { base: landingTestimonialVideos[1]!.videoSrc, scene: async () => testimonial2(createRng('video:testimonial-2')) },
  { base: landingTestimonialVideos[2]!.videoSrc, scene: async () => testimonial3() },
  { base: landingTestimonialVideos[3]!.videoSrc, scene: async () => testimonial4(createRng('video:testimonial-4')) },
];

async function renderFrame(scene: Scene, i: number): Promise<Buffer> {
  const svg = toSvg(drawing(W, H, scene(i / FPS)), videoWidth);
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** Pipes raw RGB frames into ffmpeg/libx264 and returns the encoded mp4. */
function encode(frames: readonly Buffer[], crf: number): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'hq-video-'));
  const file = join(dir, 'out.mp4');
  const args = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${videoWidth}x${videoHeight}`,
    '-r',
    String(FPS),
    '-i',
    '-',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-threads',
    '2',
    file,
  ];
  return new Promise((resolve, reject) => {
    const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    ff.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    ff.on('error', reject);
    ff.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${stderr}`);
        resolve(readFileSync(file));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    void (async () => {
      for (const frame of frames) {
        if (!ff.stdin.write(frame)) await new Promise<void>((r) => ff.stdin.once('drain', () => r()));
      }
      ff.stdin.end();
    })();
  });
}

export async function renderVideoFrames(index: number, frameNumbers?: readonly number[]): Promise<Buffer[]> {
  const job = jobs[index];
  if (!job) throw new Error(`No video ${index}`);
  const scene = await job.scene();
  const wanted = frameNumbers ?? Array.from({ length: FRAMES }, (_, i) => i);
  return pool(
    wanted.map((i) => () => renderFrame(scene, i)),
    2,
  );
}

export async function generateVideos(): Promise<void> {
  for (let v = 0; v < jobs.length; v++) {
    const job = jobs[v]!;
    const frames = await renderVideoFrames(v);
    // Start at a good quality and back off until the clip fits its budget.
    let crf = 21;
    let data = await encode(frames, crf);
    while (data.length > MAX_BYTES && crf < 40) {
      crf += 3;
      data = await encode(frames, crf);
    }
    if (data.length > MAX_BYTES) throw new Error(`${job.base}: ${data.length} bytes even at crf ${crf}`);
    const rel = job.base.replace(/^\//, '');
    writeBuffer(rel, data);
    const poster = await sharp(frames[0]!, { raw: { width: videoWidth, height: videoHeight, channels: 3 } })
      .webp({ quality: 80, effort: 6 })
      .toBuffer();
    writeBuffer(rel.replace(/\.mp4$/, '-poster.webp'), poster);
  }
}
