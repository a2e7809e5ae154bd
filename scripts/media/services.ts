/**
 * The 24 service illustrations (4:3). One shared frame (paper, a soft navy blob, gold specks,
 * light grain) keeps the set coherent; each service gets its own scene built from shapes.ts.
 */
import { serviceImages } from '../../content/media';
import { serviceSlugs, type ServiceSlug } from '../../content/services';
import { writeWebpSet } from './encode';
import { createRng, type Rng } from './prng';
import * as S from './shapes';
import {
  C,
  FONT,
  blobPath,
  circle,
  darken,
  drawing,
  ellipse,
  grainFilter,
  lighten,
  line,
  linear,
  n,
  path,
  polygon,
  radialAt,
  rect,
  text,
  translate,
  type Drawing,
} from './svg';

export const ILLUSTRATION_W = 960;
export const ILLUSTRATION_H = 720;
/** Where the floor line of every scene sits. */
export const FLOOR = 600;

/**
 * The common frame of every 4:3 illustration: warm paper, one soft navy blob, a pale gold disc,
 * a dotted grid and a few sparkles. `tone` shifts the blob colour so neighbours differ a little.
 */
export function illustrationFrame(name: string, scene: (rng: Rng) => string, tone: 'navy' | 'gold' | 'teal' = 'navy'): Drawing {
  const rng = createRng(`illustration:${name}`);
  const blob = tone === 'gold' ? C.gold100 : tone === 'teal' ? '#e3f1ee' : C.navy50;
  const wobble = Array.from({ length: 9 }, () => rng.range(-0.09, 0.09));
  const cx = 480 + rng.range(-30, 30);
  const cy = 350 + rng.range(-20, 10);
  let dots = '';
  const gx = rng.pick([70, 700]);
  const gy = rng.pick([70, 470]);
  for (let i = 0; i < 6; i++) for (let j = 0; j < 5; j++) dots += circle(gx + i * 26, gy + j * 26, 3, C.navy100);
  const defs =
    `<defs>${grainFilter('grain', rng.seed(), 0.9, 0.6)}` +
    radialAt(
      'glow',
      [
        [0, C.white, 0.9],
        [1, C.white, 0],
      ],
      cx - 80,
      cy - 120,
      320,
    ) +
    `</defs>`;
  const body =
    defs +
    rect(0, 0, ILLUSTRATION_W, ILLUSTRATION_H, C.paper) +
    dots +
    circle(rng.pick([180, 800]), rng.range(110, 170), rng.range(70, 100), tone === 'gold' ? C.navy50 : C.gold100) +
    path(blobPath(cx, cy, 290, wobble), blob) +
    rect(0, 0, ILLUSTRATION_W, ILLUSTRATION_H, 'url(#glow)') +
    // Grain sits under the objects: the paper gets texture, the drawn objects stay clean.
    rect(0, 0, ILLUSTRATION_W, ILLUSTRATION_H, C.white, { filter: 'url(#grain)', opacity: 0.16 }) +
    S.shadow(480, FLOOR + 8, 330, 26, 0.08) +
    scene(rng) +
    S.dust(60, 40, 840, 200, 5, rng, C.gold400, 14);
  return drawing(ILLUSTRATION_W, ILLUSTRATION_H, body);
}

/** ISBN-style barcode; origin top-left. */
function barcode(w: number, h: number, rng: Rng): string {
  let out = rect(0, 0, w, h, C.white, { rx: 3 });
  let x = w * 0.08;
  while (x < w * 0.9) {
    const bw = rng.pick([1.5, 2, 3, 4]);
    out += rect(x, h * 0.1, bw, h * 0.66, C.ink);
    x += bw + rng.pick([1.5, 2, 3]);
  }
  for (let i = 0; i < 9; i++) out += rect(w * 0.1 + i * w * 0.09, h * 0.82, w * 0.05, h * 0.08, C.navy200);
  return out;
}

/** Feather quill pointing down-left along -x; origin at the nib. */
function quill(len: number, color: string, opacity = 1): string {
  const vane = `M0 0 C${n(len * 0.25)} ${n(-len * 0.02)} ${n(len * 0.55)} ${n(-len * 0.2)} ${n(len)} ${n(-len * 0.16)} C${n(len * 0.7)} ${n(len * 0.02)} ${n(len * 0.4)} ${n(len * 0.06)} ${n(len * 0.18)} ${n(len * 0.03)} Z`;
  let out = path(vane, color, { opacity });
  out += path(`M${n(len * 0.05)} 0 Q${n(len * 0.5)} ${n(-len * 0.06)} ${n(len * 0.98)} ${n(-len * 0.15)}`, 'none', {
    stroke: darken(color, 0.25),
    'stroke-width': len * 0.01,
    opacity,
  });
  for (let i = 1; i < 8; i++) {
    const t = 0.25 + i * 0.09;
    out += line(len * t, -len * (0.04 + t * 0.06), len * (t + 0.06), -len * (0.1 + t * 0.1), lighten(color, 0.3), len * 0.006, { opacity: opacity * 0.8 });
  }
  return out;
}

/** A small framed snapshot of a landscape (no people); origin at the centre. */
function snapshot(w: number, sky: string, hill: string): string {
  const h = w * 1.1;
  let out = rect(-w / 2 + 5, -h / 2 + 7, w, h, C.navy900, { opacity: 0.12, rx: 3 });
  out += rect(-w / 2, -h / 2, w, h, C.white, { rx: 3 });
  const iw = w * 0.84;
  const ih = w * 0.74;
  const x = -iw / 2;
  const y = -h / 2 + w * 0.08;
  out += rect(x, y, iw, ih, sky);
  out += circle(x + iw * 0.72, y + ih * 0.3, iw * 0.11, C.gold300);
  out += path(
    `M${n(x)} ${n(y + ih * 0.7)} Q${n(x + iw * 0.3)} ${n(y + ih * 0.42)} ${n(x + iw * 0.6)} ${n(y + ih * 0.66)} T${n(x + iw)} ${n(y + ih * 0.58)} V${n(y + ih)} H${n(x)} Z`,
    hill,
  );
  out += path(`M${n(x)} ${n(y + ih * 0.85)} Q${n(x + iw * 0.5)} ${n(y + ih * 0.68)} ${n(x + iw)} ${n(y + ih * 0.82)} V${n(y + ih)} H${n(x)} Z`, darken(hill, 0.15));
  return out;
}

/** Circular "window" that scenes use for skies (night, space, dusk), clipped to a circle. */
function portal(id: string, cx: number, cy: number, r: number, top: string, bottom: string, content: string): string {
  return (
    `<defs><clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>${linear(`${id}-sky`, [
      [0, top],
      [1, bottom],
    ])}</defs>` +
    circle(cx, cy, r + 10, C.white) +
    `<g clip-path="url(#${id})">${rect(cx - r, cy - r, r * 2, r * 2, `url(#${id}-sky)`)}${content}</g>`
  );
}

function starsIn(cx: number, cy: number, r: number, count: number, rng: Rng, color: string = C.gold100): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    out += rng.chance(0.2)
      ? S.sparkle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(5, 9), color)
      : circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(1.2, 2.8), color, { opacity: rng.range(0.5, 1) });
  }
  return out;
}

const scenes: Record<ServiceSlug, (rng: Rng) => string> = {
  'book-publishing': (rng) => {
    let out = translate(
      300,
      FLOOR,
      S.bookStack([
        { length: 300, thickness: 46, color: C.navy700 },
        { length: 270, thickness: 40, color: C.teal, offset: 10 },
        { length: 290, thickness: 44, color: C.coral, offset: -6 },
        { length: 250, thickness: 38, color: C.gold500, offset: 8 },
      ]),
    );
    // The standing copy shows its back cover: blurb lines and the ISBN barcode.
    let back = rect(8, 12, 230, 330, C.navy900, { rx: 6, opacity: 0.15 });
    back += rect(0, 0, 230, 330, C.navy800, { rx: 6 });
    back += rect(206, 0, 24, 330, darken(C.navy800, 0.2), { rx: 4 });
    back += rect(26, 34, 120, 10, C.gold400, { rx: 5 });
    back += S.textBars(26, 64, 170, 6, 20, rng, C.navy500, 6);
    back += translate(96, 236, barcode(104, 68, rng));
    out += translate(560, FLOOR - 330, back);
    out += translate(700, 150, S.rosette(34, C.gold400, C.coral));
    return out;
  },
  'book-proofreading': (rng) => {
    let pg = S.page(330, 430, rng, { heading: C.navy700, lines: 11 });
    pg += ellipse(150, 132, 62, 16, 'none', { stroke: C.red, 'stroke-width': 4 });
    pg += line(40, 222, 210, 222, C.red, 4);
    pg += path('M228 268 l12 -18 l12 18', 'none', { stroke: C.red, 'stroke-width': 4, 'stroke-linejoin': 'round' });
    pg += text(300, 140, '✓', { family: FONT.dejavu, size: 30, fill: C.teal, weight: 700 });
    pg += text(292, 330, 'sp', { family: FONT.script, size: 34, fill: C.red });
    let out = translate(310, 160, pg, 1, -3);
    out += translate(600, 300, S.magnifier(95), 1, 0);
    out += translate(200, FLOOR - 10, S.pencil(200, C.red), 1, -20);
    return out;
  },
  'book-formatting': (rng) => {
    const spread = (x: number, flip: boolean): string => {
      let p = rect(0, 0, 250, 330, C.white);
      p += rect(28, 30, 194, 270, 'none', { stroke: C.teal, 'stroke-width': 2, 'stroke-dasharray': '8 6' });
      if (flip)
        p +=
          rect(40, 44, 170, 96, C.navy100, { rx: 4 }) +
          circle(80, 80, 14, C.gold300) +
          polygon(
            [
              [40, 140],
              [110, 96],
              [160, 140],
            ],
            C.navy200,
          );
      else p += rect(40, 44, 110, 12, C.navy700, { rx: 6 });
      p += S.textBars(40, flip ? 160 : 76, 170, flip ? 6 : 10, 20, rng, C.navy100, 6);
      return translate(x, 0, p);
    };
    let book = rect(-10, -10, 520, 350, C.navy700, { rx: 10 });
    book += spread(0, false) + spread(250, true);
    book += line(250, 0, 250, 330, C.navy100, 2);
    let out = translate(220, 170, book);
    let ruler = rect(0, 0, 520, 34, C.gold300, { rx: 6 });
    for (let i = 0; i <= 26; i++) ruler += line(12 + i * 19, 0, 12 + i * 19, i % 5 === 0 ? 18 : 10, C.gold700, 2);
    out += translate(220, 112, ruler);
    let pill = rect(0, 0, 250, 62, C.navy800, { rx: 31 });
    ['left', 'center', 'right', 'justify'].forEach((mode, i) => {
      const x = 30 + i * 56;
      for (let k = 0; k < 3; k++) {
        const w = mode === 'justify' || k !== 1 ? 30 : 20;
        const dx = mode === 'center' ? (30 - w) / 2 : mode === 'right' ? 30 - w : 0;
        out += '';
        pill += rect(x + dx, 18 + k * 10, w, 4, i === 3 ? C.gold400 : C.navy200, { rx: 2 });
      }
    });
    out += translate(355, 532, pill);
    return out;
  },
  'book-marketing': (rng) => {
    let out = translate(560, FLOOR, S.barChart(300, 300, [0.3, 0.45, 0.62, 0.85], [C.navy200, C.navy500, C.navy700, C.gold400]));
    out += translate(330, 330, S.megaphone(190));
    out += translate(150, FLOOR - 210, S.bookFront(140, 210, C.coral, C.paper));
    out += S.dust(560, 180, 300, 80, 4, rng, C.gold400, 14);
    return out;
  },
  'book-editing': (rng) => {
    let pg = S.page(340, 440, rng, { heading: C.navy700, lines: 0 });
    for (let i = 0; i < 11; i++) {
      const y = 100 + i * 28;
      const w = rng.range(200, 250);
      pg += rect(40, y, w, 6, C.navy100, { rx: 3 });
      if (i === 2 || i === 6) pg += line(60, y + 3, 60 + w * 0.5, y + 3, C.red, 3.5);
      if (i === 2 || i === 6)
        pg +=
          path(`M${n(70 + w * 0.55)} ${n(y - 4)} q8 -14 16 0`, 'none', { stroke: C.red, 'stroke-width': 3 }) + rect(90 + w * 0.55, y - 20, 70, 6, C.coralSoft, { rx: 3 });
      if (i === 9) pg += line(40, y + 12, 40 + w, y + 12, C.teal, 3, { 'stroke-dasharray': '6 6' });
    }
    pg += rect(300, 100, 6, 60, C.red, { rx: 3 }) + rect(300, 270, 6, 40, C.red, { rx: 3 });
    let out = translate(280, 140, pg, 1, -4);
    out += translate(560, 520, S.pencil(280, C.red), 1, -55);
    out += translate(760, 240, S.speechBubble(120, 70, C.white), 1, 0) + translate(780, 262, S.textBars(0, 0, 80, 2, 16, rng, C.coralSoft, 6));
    return out;
  },
  'childrens-book-editing': (rng) => {
    let out = translate(480, 520, S.openBook(600, 330, rng, { cover: C.coral, lines: false }));
    out += circle(330, 300, 44, C.gold400) + path('M190 470 Q270 380 350 430 T470 420 V505 H190 Z', C.tealSoft);
    out += path('M200 500 Q300 440 470 480 V510 H200 Z', C.teal, { opacity: 0.7 });
    out += translate(640, 310, S.kite(52, C.coral, C.gold400), 1, 12);
    out += translate(720, 300, S.cloud(110, C.navy50)) + translate(560, 250, S.cloud(80, C.navy50));
    out += translate(360, 585, S.crayon(170, C.coral), 1, -8) + translate(520, 600, S.crayon(170, C.teal), 1, 10) + translate(660, 588, S.crayon(170, C.gold400), 1, -4);
    return out;
  },
  'ebook-publishing': (rng) => {
    const screen = rect(30, 30, 120, 10, C.navy700, { rx: 5 }) + S.textBars(30, 64, 170, 10, 24, rng, C.navy100, 6);
    let out = translate(360, 170, S.tablet(260, 400, screen));
    out += translate(700, 300, S.cloud(200, C.navy100));
    out += translate(700, 380, S.arrowUp(80, 110, C.gold400), 1, 180);
    out += translate(
      220,
      FLOOR,
      S.bookStack([
        { length: 150, thickness: 30, color: C.navy600 },
        { length: 130, thickness: 26, color: C.gold400, offset: 6 },
      ]),
    );
    return out;
  },
  'book-writing': (rng) => {
    let out = translate(140, FLOOR, S.plant(150));
    out += translate(480, 540, S.openBook(520, 300, rng, { cover: C.navy700, page: C.paper, lines: false }));
    for (let i = 0; i < 6; i++) {
      const y = 300 + i * 34;
      out += path(`M250 ${y} q20 -8 40 0 t40 0 t40 0 t40 0 t30 0`, 'none', { stroke: C.navy200, 'stroke-width': 4, 'stroke-linecap': 'round' });
      if (i < 4) out += path(`M510 ${y} q20 -8 40 0 t40 0 t40 0 t40 0`, 'none', { stroke: C.navy200, 'stroke-width': 4, 'stroke-linecap': 'round' });
    }
    out += translate(560, 460, S.fountainPen(240), 1, -32);
    out += translate(800, FLOOR, S.mug(120, C.coral));
    return out;
  },
  'mystery-writing': () => {
    let out = '';
    for (let i = 0; i < 6; i++) {
      const x = 160 + i * 95;
      const y = FLOOR - 20 - (i % 2) * 34 - i * 6;
      out += translate(x, y, ellipse(0, 0, 16, 26, C.navy200) + ellipse(0, 36, 11, 13, C.navy200), 1, 70);
    }
    let cover = S.bookFront(210, 300, C.navy800, C.gold400, { title: false });
    cover += text(115, 190, '?', { family: FONT.serif, size: 150, fill: C.gold400, anchor: 'middle', weight: 700 });
    out += translate(560, FLOOR - 320, cover);
    out += translate(840, 230, circle(0, 0, 44, C.navy700) + path('M-12 -8 a12 12 0 1 1 24 0 l6 42 h-36 z', C.gold300));
    out += translate(330, 380, S.magnifier(110), 1, 0);
    return out;
  },
  'historical-writing': (rng) => {
    let out = translate(200, FLOOR, S.column(70, 400));
    out += translate(330, 170, S.scroll(320, 380, rng));
    out += translate(770, FLOOR, S.hourglass(250));
    out += text(490, 214, 'MDCCLXXVI', { family: FONT.roman, size: 22, fill: '#a8895a', anchor: 'middle', letterSpacing: 3 });
    return out;
  },
  'fantasy-writing': (rng) => {
    let sky = starsIn(480, 300, 230, 26, rng);
    sky += translate(600, 190, S.crescent(46, C.gold300, C.navy800));
    sky += path('M240 520 Q340 380 480 400 T720 470 V560 H240 Z', C.navy600);
    const towers: [number, number, number][] = [
      [400, 280, 40],
      [470, 230, 52],
      [545, 290, 40],
    ];
    let castle = rect(380, 380, 190, 140, C.navy950);
    for (const [x, top, w] of towers)
      castle +=
        rect(x, top, w, 420 - top, C.navy950) +
        polygon(
          [
            [x - 8, top],
            [x + w / 2, top - 70],
            [x + w + 8, top],
          ],
          C.navy950,
        ) +
        rect(x + w / 2 - 6, top + 30, 12, 20, C.gold400, { rx: 6 });
    castle += path('M455 520 v-46 a20 20 0 0 1 40 0 v46 z', C.gold500);
    sky += castle;
    let out = portal('fantasy', 480, 320, 230, C.navy800, C.navy600, sky);
    out += translate(480, FLOOR + 10, S.openBook(640, 150, rng, { cover: C.gold500, lines: false }));
    return out;
  },
  'sc-fi-writing': (rng) => {
    let sky = starsIn(480, 300, 230, 40, rng, C.white);
    sky += circle(560, 240, 70, C.coral) + path('M500 210 q60 20 120 10', 'none', { stroke: darken(C.coral, 0.15), 'stroke-width': 10, 'stroke-linecap': 'round' });
    sky += ellipse(560, 245, 120, 26, 'none', { stroke: C.gold300, 'stroke-width': 9, transform: 'rotate(-14 560 245)' });
    sky += circle(340, 420, 34, C.tealSoft) + circle(350, 410, 8, C.teal);
    let rocket = path('M0 -70 C24 -40 24 20 16 40 H-16 C-24 20 -24 -40 0 -70 Z', C.paper);
    rocket += circle(0, -14, 11, C.navy600) + circle(0, -14, 6, C.sky);
    rocket +=
      polygon(
        [
          [-16, 10],
          [-34, 44],
          [-16, 40],
        ],
        C.coral,
      ) +
      polygon(
        [
          [16, 10],
          [34, 44],
          [16, 40],
        ],
        C.coral,
      );
    rocket += path('M-10 40 Q0 90 10 40 Z', C.gold400);
    sky += translate(390, 250, rocket, 1.2, 35);
    let out = portal('scifi', 480, 320, 230, C.navy950, C.navy700, sky);
    out += translate(480, FLOOR + 10, S.openBook(640, 150, rng, { cover: C.navy600, lines: false }));
    return out;
  },
  'non-fiction-writing': (rng) => {
    let out = translate(380, FLOOR - 330, S.bookFront(230, 330, C.teal, C.paper));
    const card = (x: number, y: number, a: number, c: string): string =>
      translate(x, y, rect(0, 0, 170, 110, C.white, { rx: 6 }) + rect(0, 0, 170, 22, c, { rx: 6 }) + S.textBars(16, 38, 130, 3, 20, rng, C.navy100, 5), 1, a);
    out += card(140, 230, -10, C.coral) + card(660, 380, 8, C.gold400) + card(170, 420, 6, C.navy500);
    out += translate(730, 300, S.lightBulb(170));
    out += translate(660, FLOOR, S.barChart(150, 90, [0.4, 0.7, 1], [C.navy200, C.navy500, C.gold400]), 0.9);
    return out;
  },
  'memoir-writing': (rng) => {
    let out = translate(480, 560, S.openBook(600, 300, rng, { cover: '#7a4b3a', page: C.paper, lines: false }));
    for (let i = 0; i < 5; i++)
      out += path(`M520 ${330 + i * 34} q20 -8 40 0 t40 0 t40 0 t40 0`, 'none', { stroke: C.navy200, 'stroke-width': 4, 'stroke-linecap': 'round' });
    out += translate(330, 350, snapshot(150, C.sky, C.teal), 1, -8) + translate(400, 260, snapshot(120, C.coralSoft, C.gold500), 1, 9);
    out += circle(330, 270, 8, C.coral) + circle(405, 200, 8, C.teal);
    out += translate(690, 520, S.fountainPen(200, C.navy700), 1, -28);
    out += translate(760, 220, path('M0 0 C40 -30 90 -20 110 10 C80 40 30 40 0 0 Z', C.gold400) + line(-20, 10, 100, 8, C.gold700, 3), 1, -30);
    return out;
  },
  'children-book-writing': (rng) => {
    let out = translate(480, FLOOR, S.openBook(600, 260, rng, { cover: C.teal }));
    out += translate(370, 230, S.balloon(62, C.coral)) + translate(300, 170, S.balloon(42, C.gold400));
    out += translate(620, 200, S.kite(58, C.navy500, C.gold300), 1, -14);
    out += translate(520, 340, S.paperBoat(90, C.white), 1, -6);
    out += S.star(460, 150, 22, C.gold400) + S.star(740, 330, 16, C.coral) + S.star(230, 320, 14, C.teal);
    return out;
  },
  'seo-content-writing': (rng) => {
    let content = rect(60, 40, 440, 56, C.navy50, { rx: 28 }) + translate(96, 68, S.magnifier(12), 1, 0) + rect(130, 62, 200, 10, C.navy200, { rx: 5 });
    for (let i = 0; i < 3; i++)
      content += rect(60, 130 + i * 70, 200, 12, i === 0 ? C.navy600 : C.navy500, { rx: 6 }) + S.textBars(60, 152 + i * 70, 380, 2, 16, rng, C.navy100, 6);
    let out = translate(200, 150, S.browser(560, 400, content));
    let graph = rect(0, 0, 250, 170, C.navy800, { rx: 16 });
    graph += path('M24 140 L80 110 L130 120 L180 70 L226 36', 'none', { stroke: C.gold400, 'stroke-width': 7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    graph +=
      polygon(
        [
          [226, 22],
          [236, 48],
          [210, 40],
        ],
        C.gold400,
      ) + rect(24, 20, 80, 10, C.navy500, { rx: 5 });
    out += translate(620, 400, graph);
    return out;
  },
  'script-writing': (rng) => {
    const script = (): string => {
      let p = rect(0, 0, 320, 420, C.white, { rx: 4 });
      p += rect(110, 40, 100, 8, C.navy600, { rx: 4 });
      for (let i = 0; i < 5; i++) {
        const y = 80 + i * 64;
        p += rect(110, y, 100, 7, C.navy500, { rx: 3 }) + rect(70, y + 18, 180, 6, C.navy100, { rx: 3 }) + rect(70, y + 32, rng.range(90, 170), 6, C.navy100, { rx: 3 });
      }
      return p;
    };
    let out = translate(250, 170, script(), 1, -8) + translate(330, 150, script(), 1, 4);
    out += translate(520, FLOOR - 40, S.clapperboard(300, 210), 1, -6);
    return out;
  },
  ghostwriting: (rng) => {
    // The 'ghost': a large pale quill standing behind the page, the real pen in front of it.
    let out = translate(250, 600, quill(520, C.navy200, 0.7), 1, -62);
    let pg = S.page(340, 430, rng, { heading: C.navy700, lines: 9 });
    pg += path('M40 350 q15 -14 30 0 t30 0 t30 0 t30 0 t30 0', 'none', { stroke: C.navy700, 'stroke-width': 4, 'stroke-linecap': 'round' });
    out += translate(390, 140, pg, 1, 3);
    out += translate(572, 492, translate(-300, 0, S.fountainPen(300)), 1, 145);
    return out;
  },
  'fiction-writing': (rng) => {
    let sky = circle(560, 220, 40, C.gold100) + starsIn(480, 260, 220, 18, rng);
    sky += path('M240 470 L360 300 L430 380 L520 250 L640 420 L720 360 V560 H240 Z', C.navy600);
    sky += path('M500 276 L520 250 L545 286 L530 280 L515 292 Z', C.paper);
    sky += path('M240 500 L330 400 L420 470 L540 380 L720 500 V560 H240 Z', C.navy500);
    sky += path('M240 540 Q400 470 560 520 T720 510 V560 H240 Z', C.teal);
    let out = portal('fiction', 480, 320, 230, C.navy800, '#5b5a8a', sky);
    out += translate(480, FLOOR + 10, S.openBook(640, 150, rng, { cover: C.coral, lines: false }));
    return out;
  },
  'horror-writing': () => {
    let sky = circle(560, 210, 64, C.gold100) + circle(580, 200, 12, C.gold300, { opacity: 0.5 });
    sky += path('M240 520 Q400 380 720 470 V560 H240 Z', C.navy950);
    let house = polygon(
      [
        [-80, 0],
        [-80, -120],
        [0, -190],
        [80, -120],
        [80, 0],
      ],
      C.navy950,
    );
    house += polygon(
      [
        [20, -150],
        [20, -200],
        [44, -200],
        [44, -130],
      ],
      C.navy950,
    );
    house += rect(-50, -100, 26, 34, C.gold400) + rect(24, -100, 26, 34, C.gold400, { opacity: 0.6 }) + path('M-14 0 v-40 a14 14 0 0 1 28 0 v40 z', C.gold500);
    sky += translate(430, 450, house);
    sky += translate(330, 190, S.bat(30, C.navy950)) + translate(640, 300, S.bat(22, C.navy950)) + translate(470, 150, S.bat(18, C.navy950));
    let out = portal('horror', 480, 320, 230, '#2a2148', C.navy700, sky);
    out += translate(780, FLOOR, S.candle(150));
    out += translate(
      180,
      FLOOR,
      S.bookStack([
        { length: 170, thickness: 36, color: C.navy900 },
        { length: 150, thickness: 30, color: '#5a2a2a', offset: 8 },
      ]),
    );
    return out;
  },
  'book-cover-design': () => {
    let easel = line(380, 560, 470, 180, '#8a5a3a', 14) + line(620, 560, 530, 180, '#8a5a3a', 14) + line(500, 200, 500, 600, '#7a4b2a', 12);
    easel += rect(360, 470, 280, 18, '#8a5a3a', { rx: 4 });
    let cover = rect(0, 0, 230, 320, C.navy800, { rx: 4 });
    cover += circle(160, 110, 60, C.gold400) + path('M0 230 L80 150 L140 210 L190 170 L230 210 V320 H0 Z', C.teal) + path('M0 260 L90 200 L230 280 V320 H0 Z', C.navy600);
    cover += rect(30, 30, 120, 14, C.paper, { rx: 7 }) + rect(30, 54, 80, 8, C.gold300, { rx: 4 });
    easel += translate(385, 150, cover);
    let out = easel;
    const swatches = [C.coral, C.gold400, C.teal, C.navy600, C.navy800];
    let fan = '';
    swatches.forEach((c, i) => {
      fan += translate(
        0,
        0,
        rect(-26, -200, 52, 200, C.white, { rx: 8 }) + rect(-20, -194, 40, 120, c, { rx: 6 }) + rect(-16, -60, 32, 6, C.navy100, { rx: 3 }),
        1,
        -40 + i * 14,
      );
    });
    out += translate(220, FLOOR, fan);
    const brush = rect(0, -9, 150, 18, '#8a5a3a', { rx: 9 }) + rect(150, -11, 30, 22, C.navy200) + path('M180 -11 Q230 0 180 11 Z', C.coral);
    out += translate(640, 560, brush, 1, -40);
    return out;
  },
  'book-printing': (rng) => {
    // A sheet-fed press seen from the front: paper goes in at the back, printed sheets land in
    // the tray, rollers show through the side window.
    let out = translate(250, 190, S.sheet(170, 120, rng, C.navy100), 1, -12) + translate(270, 200, rect(0, 0, 170, 120, C.white, { rx: 3 }), 1, -12);
    let press = rect(0, 0, 420, 270, C.navy700, { rx: 22 });
    press += rect(0, 0, 420, 60, C.navy600, { rx: 22 }) + rect(0, 40, 420, 20, C.navy600);
    press += circle(40, 30, 11, C.gold400) + circle(74, 30, 11, C.tealSoft) + rect(250, 20, 140, 20, C.navy800, { rx: 10 }) + rect(262, 26, 60, 8, C.gold300, { rx: 4 });
    press += rect(30, 84, 170, 150, C.navy900, { rx: 14 });
    for (const [cx, cy, r] of [
      [82, 130, 38],
      [150, 130, 26],
      [82, 200, 26],
      [150, 196, 34],
    ] as const) {
      press += circle(cx, cy, r, C.navy500) + circle(cx, cy, r * 0.45, C.gold400) + circle(cx, cy, r * 0.15, C.navy900);
    }
    press += rect(230, 150, 160, 14, C.navy950, { rx: 7 });
    out += translate(150, 250, press);
    out += rect(120, 510, 480, 22, C.navy900, { rx: 8 });
    const tray = rect(0, 0, 190, 16, C.navy600, { rx: 6 });
    out += translate(385, 398, S.sheet(150, 110, rng, C.navy200), 1, 0);
    out += translate(370, 497, tray);
    out += translate(
      740,
      FLOOR,
      S.bookStack([
        { length: 200, thickness: 40, color: C.navy600 },
        { length: 200, thickness: 40, color: C.coral, offset: 4 },
        { length: 200, thickness: 40, color: C.navy600, offset: -3 },
        { length: 200, thickness: 40, color: C.coral, offset: 5 },
      ]),
    );
    return out;
  },
  'author-website-design': (rng) => {
    let site = rect(30, 20, 90, 12, C.navy700, { rx: 6 });
    for (let i = 0; i < 4; i++) site += rect(320 + i * 56, 22, 40, 8, C.navy200, { rx: 4 });
    site += rect(30, 60, 540, 200, C.navy50, { rx: 10 });
    site += translate(60, 80, S.bookFront(110, 160, C.coral, C.paper, { thickness: 8 }));
    site += rect(220, 100, 240, 18, C.navy700, { rx: 9 }) + rect(220, 130, 180, 12, C.navy500, { rx: 6 }) + S.textBars(220, 160, 280, 2, 18, rng, C.navy200, 6);
    site += rect(220, 210, 120, 36, C.gold400, { rx: 18 }) + rect(246, 224, 68, 8, C.navy900, { rx: 4 });
    for (let i = 0; i < 3; i++)
      site +=
        rect(30 + i * 184, 282, 172, 70, C.white, { rx: 8, stroke: C.navy100, 'stroke-width': 2 }) +
        rect(46 + i * 184, 300, 80, 8, C.navy200, { rx: 4 }) +
        rect(46 + i * 184, 318, 120, 6, C.navy100, { rx: 3 });
    let out = translate(180, 130, S.browser(600, 420, site));
    out += translate(120, FLOOR, S.plant(110));
    return out;
  },
  'audiobook-narration': (rng) => {
    let out = translate(140, 340, S.waveform(680, 200, 40, rng, C.navy100));
    out += translate(480, FLOOR, S.microphone(240));
    out += translate(760, 470, S.headphones(80), 1, 10);
    out += translate(
      220,
      FLOOR - 10,
      S.bookStack([
        { length: 170, thickness: 34, color: C.gold500 },
        { length: 150, thickness: 30, color: C.navy600, offset: 8 },
      ]),
    );
    return out;
  },
};

const tones: Partial<Record<ServiceSlug, 'navy' | 'gold' | 'teal'>> = {
  'book-proofreading': 'gold',
  'book-marketing': 'gold',
  'childrens-book-editing': 'teal',
  'book-writing': 'gold',
  'historical-writing': 'gold',
  'memoir-writing': 'teal',
  'children-book-writing': 'gold',
  'script-writing': 'gold',
  'book-cover-design': 'teal',
  'audiobook-narration': 'gold',
  'non-fiction-writing': 'gold',
};

export function serviceDrawing(slug: ServiceSlug): Drawing {
  return illustrationFrame(`service:${slug}`, scenes[slug], tones[slug] ?? 'navy');
}

export async function generateServices(only?: (slug: string) => boolean): Promise<void> {
  for (const slug of serviceSlugs) {
    if (only && !only(slug)) continue;
    const asset = serviceImages[slug];
    const widths = (asset.srcSet ?? []).map((s) => s.width);
    await writeWebpSet(serviceDrawing(slug), `images/services/${slug}`, widths, { quality: 75, budgets: { 480: 30_000, 720: 50_000, 960: 80_000 } });
  }
}
