/**
 * Hero and section backgrounds (16:9, dark, for white text) and the 4:3 inner illustrations of
 * the home, about and landing sections. Backgrounds keep their left/centre calm and low in
 * contrast where headings sit; the decoration lives at the edges and stays close in tone to the
 * navy base, so white text reads everywhere.
 */
import {
  homeHero,
  homeHeroFallback,
  sectionBackgroundNames,
  sectionIllustrationNames,
  sectionImages,
  type SectionBackgroundName,
  type SectionIllustrationName,
} from '../../content/media';
import { writePng, writeWebpSet } from './encode';
import { createRng, type Rng } from './prng';
import { FLOOR, illustrationFrame } from './services';
import * as S from './shapes';
import { C, FONT, circle, darken, drawing, ellipse, lighten, line, linear, n, path, polygon, radialAt, rect, text, translate, type Drawing } from './svg';

const W = 1920;
const H = 1080;

/** Base of every dark background: a diagonal navy gradient, one warm glow, a faint vignette. */
function darkBase(id: string, glowX: number, glowY: number, glowR: number, glowOpacity = 0.22): string {
  return (
    `<defs>${linear(
      `${id}-base`,
      [
        [0, C.navy950],
        [0.55, C.navy900],
        [1, '#17284d'],
      ],
      0,
      0,
      1,
      1,
    )}` +
    radialAt(
      `${id}-glow`,
      [
        [0, C.gold400, glowOpacity],
        [0.5, C.gold500, glowOpacity * 0.35],
        [1, C.gold500, 0],
      ],
      glowX,
      glowY,
      glowR,
    ) +
    radialAt(
      `${id}-vig`,
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.45],
      ],
      W / 2,
      H / 2,
      W * 0.62,
    ) +
    `</defs>` +
    rect(0, 0, W, H, `url(#${id}-base)`) +
    rect(0, 0, W, H, `url(#${id}-glow)`)
  );
}

const vignette = (id: string): string => rect(0, 0, W, H, `url(#${id}-vig)`);

/** A shelf of book spines, drawn in tones barely lighter than the background. */
function shelf(rng: Rng, x0: number, x1: number, base: number, maxH: number, tone: string, opacity: number): string {
  let out = '';
  let x = x0;
  while (x < x1) {
    const w = rng.range(22, 48);
    const h = rng.range(maxH * 0.6, maxH);
    const lean = rng.chance(0.08);
    const spine =
      rect(0, -h, w, h, lighten(tone, rng.range(0, 0.08)), { rx: 3 }) +
      rect(w * 0.2, -h * 0.85, w * 0.6, 3, C.gold500, { opacity: 0.35 }) +
      rect(w * 0.2, -h * 0.2, w * 0.6, 3, C.gold500, { opacity: 0.25 });
    out += lean ? translate(x + h * 0.25, base, spine, 1, 14) : translate(x, base, spine);
    x += w + (lean ? h * 0.3 : rng.range(1, 4));
  }
  return `<g opacity="${n(opacity)}">${out}${rect(x0 - 20, base, x1 - x0 + 40, 14, lighten(tone, 0.05))}</g>`;
}

function floatingPages(rng: Rng, x: number, y: number, w: number, h: number, count: number, opacity: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const pw = rng.range(60, 120);
    out += translate(
      x + rng.range(0, w),
      y + rng.range(0, h),
      rect(-pw / 2, -pw * 0.65, pw, pw * 1.3, C.paper, { rx: 4, opacity: rng.range(0.4, 1) * opacity }) +
        S.textBars(-pw * 0.35, -pw * 0.45, pw * 0.7, 5, pw * 0.18, rng, C.navy600, 3),
      1,
      rng.range(-35, 35),
    );
  }
  return out;
}

const backgrounds: Record<'home-hero' | SectionBackgroundName, (rng: Rng) => string> = {
  'home-hero': (rng) => {
    let out = darkBase('hh', 1500, 380, 900, 0.26);
    // Light from an open book at the right: soft rays, pages drifting up, gold dust.
    let rays = '';
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.16;
      rays += polygon(
        [
          [1500, 760],
          [1500 + Math.cos(a - 0.05) * 900, 760 + Math.sin(a - 0.05) * 900],
          [1500 + Math.cos(a + 0.05) * 900, 760 + Math.sin(a + 0.05) * 900],
        ],
        C.gold300,
        { opacity: 0.025 },
      );
    }
    out += rays;
    out += shelf(rng, -20, W + 20, 1010, 230, C.navy800, 0.55);
    // Kept dim on purpose: white headings and the enquiry form sit over this picture.
    out += translate(1500, 800, S.openBook(560, 230, rng, { cover: C.navy700, page: '#7d7767', linesColor: '#5f5a4f' }), 1, 0);
    out += ellipse(1500, 610, 300, 80, C.gold300, { opacity: 0.07 });
    out += floatingPages(rng, 1150, 120, 700, 420, 7, 0.1);
    out += S.dust(1100, 80, 800, 640, 40, rng, C.gold300, 14, 0.7);
    out += S.dust(0, 60, 1000, 600, 14, rng, C.gold300, 8, 0.35);
    out += vignette('hh');
    return out;
  },
  'bestseller-bg': (rng) => {
    let out = darkBase('bs', 1560, 300, 800);
    // Laurel wreath drawn in outline, very low contrast.
    for (const side of [-1, 1]) {
      // Leaves follow the circle (tangent) with a slight outward tilt; the wreath opens at the top.
      for (let i = 0; i < 12; i++) {
        const a = -Math.PI / 2 + side * (0.35 + i * 0.2);
        const x = 1560 + Math.cos(a) * 330;
        const y = 560 + Math.sin(a) * 330;
        out += translate(x, y, ellipse(0, 0, 20, 54, 'none', { stroke: C.gold400, 'stroke-width': 3, opacity: 0.22 }), 1, (a * 180) / Math.PI + side * 30);
      }
    }
    out += S.star(1560, 560, 120, 'none', { stroke: C.gold400, 'stroke-width': 4, opacity: 0.25 });
    for (let i = 0; i < 60; i++) out += S.star(rng.range(0, W), rng.range(0, H), rng.range(3, 9), C.gold300, { opacity: rng.range(0.05, 0.25) });
    out += vignette('bs');
    return out;
  },
  'cta-bg': (rng) => {
    let out = darkBase('cta', 960, 1080, 1000, 0.2);
    for (let i = 0; i < 18; i++) out += line(-200 + i * 140, H, 400 + i * 140, 0, C.gold400, 2, { opacity: 0.06 });
    out +=
      circle(180, 160, 260, 'none', { stroke: C.gold400, 'stroke-width': 2, opacity: 0.12 }) +
      circle(180, 160, 200, 'none', { stroke: C.gold400, 'stroke-width': 1, opacity: 0.1 });
    out +=
      circle(1760, 920, 320, 'none', { stroke: C.navy500, 'stroke-width': 2, opacity: 0.3 }) +
      circle(1760, 920, 240, 'none', { stroke: C.navy500, 'stroke-width': 1, opacity: 0.25 });
    out += S.dust(0, 0, W, H, 26, rng, C.gold300, 10, 0.4);
    out += vignette('cta');
    return out;
  },
  'marketing-hero': (rng) => {
    let out = darkBase('mk', 1600, 300, 900);
    // Rising campaign lines and broadcast rings.
    for (let k = 0; k < 3; k++) {
      let d = `M${900 + k * 60} ${980 - k * 40}`;
      let y = 980 - k * 40;
      for (let x = 960 + k * 60; x < W; x += 80) {
        y -= rng.range(10, 60);
        d += ` L${x} ${n(y)}`;
      }
      out += path(d, 'none', { stroke: [C.gold400, C.tealSoft, C.navy200][k]!, 'stroke-width': 4, opacity: 0.22 - k * 0.04, 'stroke-linejoin': 'round' });
    }
    for (let i = 1; i < 7; i++) out += circle(1560, 420, i * 90, 'none', { stroke: C.gold300, 'stroke-width': 2, opacity: 0.16 - i * 0.018 });
    out += translate(1560, 420, S.megaphone(170, C.navy700, C.gold500), 1, -18);
    for (let i = 0; i < 8; i++) out += rect(1000 + i * 110, 1080 - (i + 2) * 50, 60, (i + 2) * 50, C.navy700, { opacity: 0.35 });
    out += S.dust(900, 60, 1000, 700, 24, rng, C.gold300, 10, 0.5);
    out += vignette('mk');
    return out;
  },
  'publishing-hero': (rng) => {
    let out = darkBase('pb', 1500, 420, 900);
    // Silhouette stacks: covers a shade above the background, page edges one more shade up.
    const stack = (x: number, count: number, scale: number): string => {
      let y = 0;
      let out2 = '';
      for (let i = 0; i < count; i++) {
        const length = rng.range(300, 380);
        const t = rng.range(46, 70);
        const dx = rng.range(-20, 20) - length / 2;
        y -= t;
        out2 += rect(dx, y, length, t - 3, rng.pick(['#1b2d55', '#1f3563', '#19294d']), { rx: 5 });
        out2 += rect(dx + length * 0.07, y + 6, length * 0.9, t - 15, '#243a66', { rx: 2 });
        out2 += rect(dx + 8, y + t * 0.35, 5, t * 0.3, C.gold500, { opacity: 0.5 });
      }
      return translate(x, 1000, out2, scale);
    };
    out += stack(1250, 7, 0.9) + stack(1700, 9, 1);
    out += translate(
      1470,
      1000 - 9 * 58 - 300,
      rect(0, 0, 230, 330, '#22396a', { rx: 6 }) +
        rect(0, 0, 20, 330, '#1b2d55', { rx: 4 }) +
        rect(50, 60, 130, 10, C.gold400, { opacity: 0.55, rx: 5 }) +
        rect(70, 84, 90, 6, C.gold300, { opacity: 0.4, rx: 3 }),
      1,
      8,
    );
    out += S.dust(1000, 60, 900, 700, 30, rng, C.gold300, 12, 0.6);
    out += vignette('pb');
    return out;
  },
  'lp-hero': (rng) => {
    let out = darkBase('lp', 1450, 520, 950, 0.24);
    // A fan of pages opening from a point below the right edge.
    for (let i = 0; i < 11; i++) {
      out += translate(
        1500,
        1180,
        rect(-150, -900, 300, 760, C.paper, { rx: 10, opacity: 0.02 + i * 0.002 }) +
          rect(-150, -900, 300, 760, 'none', { rx: 10, stroke: C.gold300, 'stroke-width': 2, opacity: 0.12 }),
        1,
        -50 + i * 10,
      );
    }
    out += circle(1500, 1180, 240, C.gold400, { opacity: 0.08 });
    out += S.dust(900, 40, 1000, 800, 30, rng, C.gold300, 12, 0.6);
    out += vignette('lp');
    return out;
  },
  'contact-bg': (rng) => {
    let out = darkBase('ct', 1440, 520, 700, 0.2);
    // A street grid turned like Manhattan's, with avenues a little brighter than streets.
    let grid = '';
    for (let i = -30; i < 30; i++) grid += line(i * 120, -2000, i * 120, 2000, C.navy500, i % 3 === 0 ? 5 : 2, { opacity: i % 3 === 0 ? 0.3 : 0.18 });
    for (let j = -60; j < 60; j++) grid += line(-4000, j * 46, 4000, j * 46, C.navy500, 2, { opacity: 0.16 });
    out += translate(1440, 520, grid, 1, 29);
    out += rect(0, 0, W, H, `url(#ct-vig)`);
    for (let i = 1; i < 5; i++) out += circle(1440, 520, i * 70, 'none', { stroke: C.gold400, 'stroke-width': 2, opacity: 0.28 - i * 0.05 });
    out +=
      path('M1440 560 C1400 500 1380 470 1380 440 A60 60 0 1 1 1500 440 C1500 470 1480 500 1440 560 Z', C.gold400, { opacity: 0.85 }) + circle(1440, 440, 22, C.navy900);
    out += S.dust(0, 0, W, H, 20, rng, C.gold300, 8, 0.3);
    return out;
  },
};

export function backgroundDrawing(name: 'home-hero' | SectionBackgroundName): Drawing {
  return drawing(W, H, backgrounds[name](createRng(`background:${name}`)));
}

// ---------------------------------------------------------------------------------------------
// 4:3 inner illustrations

const inner: Record<SectionIllustrationName, { tone: 'navy' | 'gold' | 'teal'; scene: (rng: Rng) => string }> = {
  'bestseller-inner': {
    tone: 'gold',
    scene: (rng) => {
      let out = rect(330, 470, 300, 130, C.navy700, { rx: 8 }) + rect(310, 450, 340, 30, C.navy800, { rx: 8 }) + rect(350, 500, 260, 6, C.gold400, { opacity: 0.6 });
      out += translate(385, 140, S.bookFront(200, 290, C.coral, C.paper));
      out += translate(600, 200, S.rosette(52, C.gold400, C.navy600));
      out += text(480, 560, 'BESTSELLER', { family: FONT.sans, size: 30, weight: 700, fill: C.gold300, anchor: 'middle', letterSpacing: 5 });
      // No star rating: the artwork shows no review score the page does not state (and none until real reviews exist).
      out += S.dust(200, 120, 560, 300, 6, rng, C.gold400, 16);
      return out;
    },
  },
  'feature-publishing': {
    tone: 'navy',
    scene: (rng) => {
      let screen =
        rect(24, 20, 110, 150, C.gold400, { rx: 4 }) +
        rect(40, 50, 78, 10, C.navy800, { rx: 5 }) +
        rect(150, 24, 200, 14, C.navy700, { rx: 7 }) +
        rect(150, 50, 140, 10, C.navy200, { rx: 5 });
      screen += rect(150, 78, 120, 10, C.navy200, { rx: 5 }) + rect(150, 110, 110, 34, C.coral, { rx: 17 }) + S.textBars(24, 190, 330, 3, 18, rng, C.navy100, 6);
      let out = translate(560, FLOOR, S.laptop(380, 270, screen));
      const colors = [C.navy700, C.teal, C.gold500, C.coral];
      colors.forEach((c, i) => (out += translate(110 + i * 62, FLOOR, S.spine(56, 230 + (i % 2) * 30, c))));
      out += translate(360, FLOOR - 260, S.bookFront(120, 260, C.navy600, C.gold300, { thickness: 10 }), 1, 6);
      return out;
    },
  },
  'about-team': {
    tone: 'gold',
    scene: (rng) => {
      // An editor's desk, no people: lamp, stacked books, manuscripts, mug, plant.
      let out = rect(60, 520, 840, 34, '#8a5a3a', { rx: 8 }) + rect(100, 554, 30, 120, '#6e4529') + rect(830, 554, 30, 120, '#6e4529');
      out += translate(170, 520, S.deskLamp(200));
      out += translate(
        420,
        520,
        S.bookStack([
          { length: 220, thickness: 40, color: C.navy700 },
          { length: 200, thickness: 34, color: C.teal, offset: 8 },
          { length: 210, thickness: 38, color: C.coral, offset: -6 },
        ]),
      );
      out +=
        translate(540, 380, S.page(170, 150, rng, { lines: 5, fold: false }), 1, -8) +
        translate(580, 390, S.page(170, 140, rng, { lines: 5, heading: C.navy600, fold: false }), 1, 6);
      out += translate(690, 512, S.fountainPen(150), 1, -12);
      out += translate(800, 520, S.mug(90, C.navy600));
      out += translate(
        840,
        150,
        rect(-70, -60, 140, 120, C.white, { rx: 6 }) +
          rect(-56, -46, 112, 70, C.navy100) +
          circle(-20, -20, 12, C.gold300) +
          polygon(
            [
              [-56, 24],
              [-10, -16],
              [30, 24],
            ],
            C.navy200,
          ),
        1,
        4,
      );
      out += translate(
        120,
        220,
        rect(-50, -70, 100, 140, C.navy800, { rx: 4 }) + rect(-36, -52, 72, 10, C.gold400, { rx: 5 }) + S.textBars(-36, -30, 72, 5, 16, rng, C.navy500, 5),
        1,
        -4,
      );
      return out;
    },
  },
  'movie-adaptation': {
    tone: 'navy',
    scene: (rng) => {
      let out = translate(330, FLOOR - 10, S.openBook(420, 200, rng, { cover: C.navy700 }));
      out += path('M380 420 C450 330 560 380 620 300 C660 250 700 260 740 240', 'none', { stroke: C.navy900, 'stroke-width': 70, 'stroke-linecap': 'butt' });
      out += path('M380 420 C450 330 560 380 620 300 C660 250 700 260 740 240', 'none', {
        stroke: C.gold300,
        'stroke-width': 40,
        'stroke-dasharray': '46 12',
        opacity: 0.9,
      });
      out += path('M380 420 C450 330 560 380 620 300 C660 250 700 260 740 240', 'none', {
        stroke: C.paper,
        'stroke-width': 6,
        'stroke-dasharray': '8 14',
        transform: 'translate(0 -28)',
      });
      out += path('M380 420 C450 330 560 380 620 300 C660 250 700 260 740 240', 'none', {
        stroke: C.paper,
        'stroke-width': 6,
        'stroke-dasharray': '8 14',
        transform: 'translate(0 28)',
      });
      out += translate(730, 240, S.filmReel(130));
      out += translate(720, FLOOR, S.clapperboard(170, 120), 1, 0);
      out += S.star(220, 180, 20, C.gold400) + S.star(560, 150, 14, C.coral);
      return out;
    },
  },
  'why-choose-us': {
    tone: 'teal',
    scene: (rng) => {
      let out = translate(480, 150, S.shield(280, 340));
      out += translate(200, FLOOR - 280, S.bookFront(170, 280, C.coral, C.paper));
      out += translate(760, FLOOR, S.trophy(220));
      // A badge with a check mark, not a star rating.
      const card =
        rect(0, 0, 320, 70, C.white, { rx: 35 }) +
        circle(44, 35, 22, C.teal) +
        path('M33 35 l8 8 l15 -16', 'none', { stroke: C.white, 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
        rect(84, 23, 190, 10, C.navy200, { rx: 5 }) +
        rect(84, 41, 130, 8, C.navy100, { rx: 4 });
      out += translate(320, 520, card);
      out += S.dust(160, 100, 640, 200, 5, rng, C.gold400, 14);
      return out;
    },
  },
  'intro-marketing-1': {
    tone: 'gold',
    scene: (rng) => {
      let screen = circle(36, 40, 18, C.navy200) + rect(64, 30, 110, 10, C.navy700, { rx: 5 }) + rect(64, 46, 70, 8, C.navy200, { rx: 4 });
      screen += rect(16, 76, 218, 230, C.navy800, { rx: 10 }) + translate(80, 100, S.bookFront(96, 150, C.gold400, C.navy800, { thickness: 8 }));
      screen += text(125, 290, 'OUT NOW', { family: FONT.sans, size: 18, weight: 700, fill: C.gold300, anchor: 'middle', letterSpacing: 3 });
      screen += path('M30 340 c0 -12 16 -16 20 -4 c4 -12 20 -8 20 4 c0 12 -20 22 -20 22 s-20 -10 -20 -22 z', C.coral) + rect(82, 340, 50, 8, C.navy200, { rx: 4 });
      screen += S.textBars(24, 376, 200, 3, 18, rng, C.navy100, 6);
      let out = translate(350, 110, S.phone(250, 480, screen));
      out +=
        translate(150, 240, S.speechBubble(150, 80, C.white)) +
        path('M190 270 c0 -10 12 -14 16 -4 c4 -10 16 -6 16 4 c0 10 -16 18 -16 18 s-16 -8 -16 -18 z', C.coral) +
        rect(240, 272, 40, 8, C.navy200, { rx: 4 });
      out += translate(650, 300, S.speechBubble(170, 80, C.navy800, false)) + S.textBars(675, 325, 120, 2, 18, rng, C.navy500, 6);
      out += translate(700, 470, circle(0, 0, 46, C.coral) + path('M-20 0 c0 -14 18 -20 20 -6 c2 -14 20 -8 20 6 c0 16 -20 26 -20 26 s-20 -10 -20 -26 z', C.white));
      out += translate(
        170,
        470,
        circle(0, 0, 36, C.gold400) + path('M-16 0 h32 M0 -16 v32', 'none', { stroke: C.navy900, 'stroke-width': 7, 'stroke-linecap': 'round' }),
      );
      return out;
    },
  },
  'intro-marketing-2': {
    tone: 'navy',
    scene: (rng) => {
      let content = rect(24, 24, 160, 14, C.navy700, { rx: 7 });
      content +=
        rect(24, 60, 170, 90, C.navy50, { rx: 10 }) +
        rect(40, 76, 60, 8, C.navy200, { rx: 4 }) +
        translate(62, 136, S.arrowUp(36, 46, C.teal)) +
        rect(96, 112, 74, 10, C.navy200, { rx: 5 });
      content +=
        rect(210, 60, 170, 90, C.navy50, { rx: 10 }) +
        rect(226, 76, 60, 8, C.navy200, { rx: 4 }) +
        translate(250, 118, path('M-16 0 c0 -11 14 -16 16 -5 c2 -11 16 -6 16 5 c0 13 -16 21 -16 21 s-16 -8 -16 -21 z', C.coral)) +
        rect(284, 110, 80, 10, C.navy200, { rx: 5 });
      content += translate(24, 330, S.barChart(250, 150, [0.3, 0.42, 0.38, 0.6, 0.72, 0.95], [C.navy200, C.navy200, C.navy500, C.navy500, C.navy700, C.gold400]));
      content += translate(330, 170, S.bookFront(120, 170, C.coral, C.paper, { thickness: 8 }));
      let out = translate(200, 120, S.browser(500, 410, content));
      const pie =
        circle(0, 0, 80, C.navy100) +
        path('M0 0 V-80 A80 80 0 0 1 76 25 Z', C.gold400) +
        path('M0 0 L76 25 A80 80 0 0 1 -40 69 Z', C.navy600) +
        circle(0, 0, 36, C.white);
      out += translate(760, 420, rect(-110, -110, 220, 220, C.white, { rx: 18 }) + pie);
      out += S.dust(120, 80, 700, 100, 4, rng, C.gold400, 14);
      return out;
    },
  },
  'process-manuscript-submission': {
    tone: 'gold',
    scene: (rng) => {
      let out = translate(300, 330, S.envelope(360, 240, C.white, true));
      out += translate(360, 170, S.page(240, 240, rng, { heading: C.navy700, lines: 6, fold: false }), 1, -3);
      out += translate(
        300,
        330,
        polygon(
          [
            [0, 0],
            [180, 120],
            [360, 0],
            [360, 240],
            [0, 240],
          ],
          C.cream,
        ) +
          polygon(
            [
              [0, 240],
              [180, 110],
              [360, 240],
            ],
            darken(C.cream, 0.05),
          ),
      );
      out += translate(760, 330, circle(0, 0, 70, C.navy700) + S.arrowUp(60, 80, C.gold400).replace('<polygon', '<polygon transform="translate(0 40)"'));
      out += path('M690 340 C620 360 640 420 600 440', 'none', { stroke: C.navy200, 'stroke-width': 5, 'stroke-dasharray': '10 10', 'stroke-linecap': 'round' });
      out += S.dust(140, 120, 200, 150, 3, rng, C.gold400, 14);
      return out;
    },
  },
  'process-editing-proofreading': {
    tone: 'navy',
    scene: (rng) => {
      let pg = S.page(320, 420, rng, { heading: C.navy700, lines: 0 });
      for (let i = 0; i < 10; i++) {
        const y = 96 + i * 30;
        const w = rng.range(190, 240);
        pg += rect(38, y, w, 6, C.navy100, { rx: 3 });
        if (i === 1 || i === 5) pg += line(60, y + 3, 60 + w * 0.4, y + 3, C.red, 3.5);
        if (i === 3) pg += ellipse(120, y + 3, 50, 14, 'none', { stroke: C.red, 'stroke-width': 3 });
        if (i === 7) pg += path(`M${38 + w} ${y + 10} l8 -14 l8 14`, 'none', { stroke: C.red, 'stroke-width': 3 });
      }
      let out = translate(250, 150, pg, 1, -3);
      out += translate(650, 300, S.magnifier(90));
      out += translate(300, 600, S.pencil(300, C.red), 1, -14);
      out += translate(
        700,
        470,
        circle(0, 0, 40, C.teal) + path('M-16 0 l10 12 l22 -24', 'none', { stroke: C.white, 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      );
      return out;
    },
  },
  'process-design-formatting': {
    tone: 'teal',
    scene: (rng) => {
      let cover = rect(0, 0, 230, 330, C.navy800, { rx: 4 });
      cover += circle(115, 150, 70, C.gold400, { opacity: 0.9 }) + path('M0 250 L70 180 L130 230 L180 190 L230 240 V330 H0 Z', C.teal);
      cover += rect(30, 30, 170, 16, C.paper, { rx: 8 }) + rect(60, 56, 110, 10, C.gold300, { rx: 5 }) + rect(70, 296, 90, 8, C.paper, { rx: 4 });
      let out = translate(160, 190, cover, 1, -5);
      out += translate(160, 190, rect(-14, -14, 258, 358, 'none', { stroke: C.coral, 'stroke-width': 3, 'stroke-dasharray': '10 8' }), 1, -5);
      for (const [x, y] of [
        [146, 176],
        [390, 166],
        [170, 530],
        [414, 518],
      ] as const)
        out += rect(x - 6, y - 6, 12, 12, C.white, { stroke: C.coral, 'stroke-width': 3 });
      let layout = rect(0, 0, 260, 340, C.white, { rx: 4 });
      layout += rect(24, 24, 212, 292, 'none', { stroke: C.teal, 'stroke-width': 2, 'stroke-dasharray': '8 6' });
      layout +=
        rect(36, 40, 120, 12, C.navy700, { rx: 6 }) +
        S.textBars(36, 70, 188, 6, 20, rng, C.navy100, 6) +
        rect(36, 196, 188, 90, C.navy50, { rx: 6 }) +
        circle(80, 230, 14, C.gold300);
      out += translate(500, 200, layout, 1, 3);
      out += translate(720, 560, S.pencil(200, C.gold400), 1, -150);
      return out;
    },
  },
  'landing-author-network': {
    tone: 'navy',
    scene: (rng) => {
      const nodes: [number, number, number, 'book' | 'person' | 'star', string][] = [
        [200, 200, 50, 'person', C.teal],
        [760, 190, 50, 'person', C.coral],
        [150, 470, 46, 'book', C.gold500],
        [800, 460, 46, 'star', C.navy600],
        [340, 110, 38, 'book', C.navy500],
        [620, 100, 38, 'person', C.gold500],
        [330, 560, 40, 'person', C.navy600],
        [640, 570, 40, 'book', C.teal],
      ];
      let out = '';
      for (const [x, y] of nodes) out += line(480, 340, x, y, C.navy200, 4, { 'stroke-dasharray': '2 12' });
      out +=
        line(200, 200, 340, 110, C.navy100, 3) + line(760, 190, 620, 100, C.navy100, 3) + line(150, 470, 330, 560, C.navy100, 3) + line(800, 460, 640, 570, C.navy100, 3);
      out += circle(480, 340, 120, C.navy800) + circle(480, 340, 140, 'none', { stroke: C.gold400, 'stroke-width': 4, opacity: 0.6 });
      out += translate(430, 270, S.bookFront(90, 140, C.gold400, C.navy800, { thickness: 8 }));
      for (const [x, y, r, g, c] of nodes) out += translate(x, y, S.node(r, c, g));
      void rng;
      return out;
    },
  },
  'landing-advertising-marketing': {
    tone: 'gold',
    scene: (rng) => {
      let board = rect(0, 0, 460, 250, C.navy800, { rx: 10 }) + rect(16, 16, 428, 218, C.navy700, { rx: 6 });
      board += translate(40, 34, S.bookFront(120, 180, C.coral, C.paper, { thickness: 8 }));
      board +=
        rect(200, 60, 200, 20, C.paper, { rx: 10 }) +
        rect(200, 92, 150, 12, C.gold300, { rx: 6 }) +
        rect(200, 160, 130, 40, C.gold400, { rx: 20 }) +
        rect(224, 176, 82, 8, C.navy900, { rx: 4 });
      for (let i = 0; i < 9; i++) board += circle(30 + i * 50, -10, 8, C.gold300);
      let out = translate(250, 110, board);
      out += rect(380, 360, 20, 240, C.navy700) + rect(560, 360, 20, 240, C.navy700) + rect(340, 590, 280, 14, C.navy800, { rx: 6 });
      out += translate(180, 470, S.megaphone(130, C.coral, C.gold400), 1, -14);
      out += translate(790, 470, S.target(80));
      out +=
        line(700, 380, 778, 462, C.navy800, 6) +
        polygon(
          [
            [700, 380],
            [716, 384],
            [704, 396],
          ],
          C.navy800,
        ) +
        polygon(
          [
            [690, 370],
            [712, 372],
            [706, 380],
            [698, 388],
            [688, 392],
          ],
          C.coral,
        );
      void rng;
      return out;
    },
  },
  'landing-public-relations': {
    tone: 'teal',
    scene: (rng) => {
      let paper = rect(0, 0, 360, 420, C.white, { rx: 6 });
      paper += text(180, 58, 'BOOK NEWS', { family: FONT.century, size: 36, weight: 700, fill: C.navy900, anchor: 'middle', letterSpacing: 2 });
      paper += line(24, 74, 336, 74, C.navy900, 3) + line(24, 82, 336, 82, C.navy900, 1);
      paper += rect(24, 100, 312, 22, C.navy700, { rx: 4 }) + translate(24, 140, S.bookFront(110, 160, C.gold500, C.navy800, { thickness: 8 }));
      paper += S.textBars(160, 144, 176, 8, 20, rng, C.navy100, 6) + S.textBars(24, 330, 312, 3, 22, rng, C.navy100, 6);
      let out = translate(380, 150, paper, 1, 4);
      out += translate(260, FLOOR, S.microphone(220, C.navy800));
      out += translate(640, 120, S.speechBubble(200, 110, C.coral, false)) + S.textBars(670, 150, 140, 3, 22, rng, C.white, 7);
      return out;
    },
  },
};

export function innerDrawing(name: SectionIllustrationName): Drawing {
  const entry = inner[name];
  return illustrationFrame(`section:${name}`, entry.scene, entry.tone);
}

const widthsOf = (asset: { srcSet?: readonly { width: number }[] }): number[] => (asset.srcSet ?? []).map((s) => s.width);

export async function generateBackgrounds(): Promise<void> {
  const hero = backgroundDrawing('home-hero');
  // The hero is the largest paint on the home page: the 640 variant (phones) must stay small.
  await writeWebpSet(hero, 'images/home-hero', widthsOf(homeHero), { quality: 86, budgets: { 640: 40_000, 1280: 100_000, 1920: 140_000 } });
  await writePng(hero, homeHeroFallback.width, 'images/home-hero.png', 145_000);
  for (const name of sectionBackgroundNames) {
    await writeWebpSet(backgroundDrawing(name), `images/sections/${name}`, widthsOf(sectionImages[name]), {
      quality: 86,
      budgets: { 640: 40_000, 1280: 100_000, 1920: 140_000 },
    });
  }
  for (const name of sectionIllustrationNames) {
    await writeWebpSet(innerDrawing(name), `images/sections/${name}`, widthsOf(sectionImages[name]), { quality: 80, budgets: { 480: 30_000, 960: 80_000 } });
  }
}
