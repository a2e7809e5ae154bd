/**
 * Five illustrated author avatars (square). Flat shapes only: a background disc, shoulders,
 * neck, head, hair and a few features. They are clearly drawings, never photographs, and they are
 * not likenesses of anyone.
 */
import { authorPortraits } from '../../content/media';
import { writeWebpSet } from './encode';
import { C, circle, darken, drawing, ellipse, lighten, line, path, rect, type Drawing } from './svg';

const S = 320;
const CX = 160;

interface Avatar {
  bg: string;
  disc: string;
  skin: string;
  top: string;
  /** Drawn behind the head (long hair, curls, scarf). */
  back?: string;
  /** Drawn over the head (fringe, short hair, beard, glasses, earrings). */
  front?: string;
  /** Drawn over the torso (collar, scarf drape). */
  collar?: string;
  brows?: string;
  mouth?: 'smile' | 'grin';
  /** False when a scarf covers them. */
  ears?: boolean;
}

const eyes = (color = '#2a1d17'): string =>
  ellipse(CX - 22, 156, 5.5, 6.5, color) + ellipse(CX + 22, 156, 5.5, 6.5, color) + circle(CX - 20, 154, 1.8, C.white) + circle(CX + 24, 154, 1.8, C.white);

const brows = (color: string, lift = 0): string =>
  path(`M${CX - 33} ${140 - lift} q11 -7 22 -1`, 'none', { stroke: color, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
  path(`M${CX + 11} ${139 - lift} q11 -6 22 1`, 'none', { stroke: color, 'stroke-width': 4, 'stroke-linecap': 'round' });

function face(a: Avatar): string {
  const shade = darken(a.skin, 0.14);
  let out = rect(0, 0, S, S, a.bg) + circle(CX, 150, 118, a.disc);
  out += a.back ?? '';
  // Neck with a soft shadow under the jaw, then torso.
  out += rect(CX - 22, 190, 44, 58, shade, { rx: 10 });
  out += path(`M40 ${S} C44 270 92 240 ${CX} 240 C228 240 276 270 280 ${S} Z`, a.top);
  out += path(`M${CX - 24} 240 Q${CX} 268 ${CX + 24} 240 Z`, shade);
  out += a.collar ?? '';
  if (a.ears !== false) out += ellipse(CX - 52, 160, 10, 15, shade) + ellipse(CX + 52, 160, 10, 15, shade);
  out += ellipse(CX, 150, 52, 62, a.skin);
  out += ellipse(CX - 30, 178, 9, 5, '#e0736b', { opacity: 0.22 }) + ellipse(CX + 30, 178, 9, 5, '#e0736b', { opacity: 0.22 });
  out += eyes();
  out += path(`M${CX - 3} 162 q-5 14 2 16 q4 1 6 -1`, 'none', { stroke: shade, 'stroke-width': 3.5, 'stroke-linecap': 'round' });
  out +=
    a.mouth === 'grin'
      ? path(`M${CX - 16} 188 Q${CX} 206 ${CX + 16} 188 Z`, C.white, { stroke: '#7a3b2e', 'stroke-width': 3, 'stroke-linejoin': 'round' })
      : path(`M${CX - 14} 190 Q${CX} 201 ${CX + 14} 190`, 'none', { stroke: '#7a3b2e', 'stroke-width': 4, 'stroke-linecap': 'round' });
  out += a.brows ?? '';
  out += a.front ?? '';
  return out;
}

/** Circles along an arc (angles in degrees; 0 = right, 270 = top). */
function curls(cx: number, cy: number, r: number, count: number, size: number, color: string, from = 0, to = 360): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = ((from + ((to - from) * i) / (to === 360 && from === 0 ? count : count - 1)) * Math.PI) / 180;
    out += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r * 0.9, size, color);
  }
  return out;
}

const avatars: Avatar[] = [
  {
    // Curly black hair, gold hoops, teal top.
    bg: C.gold100,
    disc: C.gold300,
    skin: '#8d5524',
    top: C.teal,
    back: circle(CX, 128, 92, '#1c1414') + curls(CX, 128, 88, 16, 26, '#1c1414'),
    front:
      path(`M${CX - 54} 136 C${CX - 50} 92 ${CX + 50} 92 ${CX + 54} 136 C${CX + 34} 112 ${CX - 30} 108 ${CX - 54} 136 Z`, '#1c1414') +
      curls(CX, 122, 46, 7, 13, '#1c1414', 200, 340) +
      circle(CX - 55, 186, 10, 'none', { stroke: C.gold400, 'stroke-width': 4 }) +
      circle(CX + 55, 186, 10, 'none', { stroke: C.gold400, 'stroke-width': 4 }),
    collar: path(`M${CX - 40} 246 Q${CX} 292 ${CX + 40} 246`, 'none', { stroke: lighten(C.teal, 0.25), 'stroke-width': 6 }),
    brows: brows('#1c1414'),
    mouth: 'grin',
  },
  {
    // Grey hair, grey beard, round glasses, navy cardigan over a white shirt.
    bg: C.navy50,
    disc: C.navy100,
    skin: '#f0c8a4',
    top: C.navy700,
    back: path(`M${CX - 56} 150 C${CX - 60} 96 ${CX + 60} 96 ${CX + 56} 150 L${CX + 50} 130 C${CX + 30} 112 ${CX - 30} 112 ${CX - 50} 130 Z`, '#b9bec7'),
    front:
      path(`M${CX - 52} 126 C${CX - 46} 84 ${CX + 46} 84 ${CX + 52} 126 C${CX + 40} 104 ${CX - 10} 96 ${CX - 52} 126 Z`, '#c9cdd4') +
      path(
        `M${CX - 50} 164 C${CX - 48} 214 ${CX - 24} 222 ${CX} 222 C${CX + 24} 222 ${CX + 48} 214 ${CX + 50} 164 C${CX + 38} 196 ${CX + 20} 184 ${CX} 184 C${CX - 20} 184 ${CX - 38} 196 ${CX - 50} 164 Z`,
        '#c3c7ce',
      ) +
      path(`M${CX - 14} 192 Q${CX} 200 ${CX + 14} 192`, 'none', { stroke: '#7a3b2e', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      circle(CX - 22, 156, 17, 'none', { stroke: C.navy800, 'stroke-width': 4 }) +
      circle(CX + 22, 156, 17, 'none', { stroke: C.navy800, 'stroke-width': 4 }) +
      line(CX - 5, 154, CX + 5, 154, C.navy800, 4) +
      line(CX - 39, 154, CX - 52, 150, C.navy800, 4) +
      line(CX + 39, 154, CX + 52, 150, C.navy800, 4),
    collar:
      path(`M${CX - 30} 240 L${CX} 290 L${CX + 30} 240 Z`, C.white) +
      path(`M${CX - 30} 240 L${CX - 12} 262 L${CX - 2} 246 Z M${CX + 30} 240 L${CX + 12} 262 L${CX + 2} 246 Z`, '#e6e8ee') +
      line(CX, 292, CX, S, C.navy800, 3) +
      circle(CX + 10, 300, 3, C.gold400),
    brows: brows('#9aa0aa', 2),
  },
  {
    // Black bob with a straight fringe, coral top.
    bg: '#e3f1ee',
    disc: C.tealSoft,
    skin: '#ecc19c',
    top: C.coral,
    back: path(
      `M${CX - 70} 200 C${CX - 82} 120 ${CX - 58} 76 ${CX} 76 C${CX + 58} 76 ${CX + 82} 120 ${CX + 70} 200 Q${CX + 58} 210 ${CX + 44} 200 L${CX - 44} 200 Q${CX - 58} 210 ${CX - 70} 200 Z`,
      '#1d1d2b',
    ),
    front:
      path(`M${CX - 56} 140 C${CX - 58} 98 ${CX - 34} 86 ${CX} 86 C${CX + 34} 86 ${CX + 58} 98 ${CX + 56} 140 L${CX + 50} 132 L${CX - 50} 132 Z`, '#1d1d2b') +
      circle(CX - 54, 184, 5, C.gold300) +
      circle(CX + 54, 184, 5, C.gold300),
    collar: path(`M${CX - 34} 242 Q${CX} 272 ${CX + 34} 242`, 'none', { stroke: darken(C.coral, 0.18), 'stroke-width': 6 }),
    brows: brows('#1d1d2b', -2),
  },
  {
    // Short black hair, trimmed beard and moustache, mustard sweater with a navy collar.
    bg: '#f7e1d8',
    disc: C.coralSoft,
    skin: '#a86b3c',
    top: C.gold400,
    back: '',
    front:
      path(
        `M${CX - 54} 140 C${CX - 60} 92 ${CX - 30} 80 ${CX} 82 C${CX + 38} 80 ${CX + 62} 96 ${CX + 54} 140 C${CX + 50} 118 ${CX + 30} 108 ${CX} 110 C${CX - 30} 108 ${CX - 50} 118 ${CX - 54} 140 Z`,
        '#16110f',
      ) +
      path(
        `M${CX - 52} 160 C${CX - 50} 212 ${CX - 26} 222 ${CX} 222 C${CX + 26} 222 ${CX + 50} 212 ${CX + 52} 160 C${CX + 44} 184 ${CX + 26} 180 ${CX} 180 C${CX - 26} 180 ${CX - 44} 184 ${CX - 52} 160 Z`,
        '#16110f',
      ) +
      path(`M${CX - 22} 184 Q${CX} 174 ${CX + 22} 184 Q${CX} 182 ${CX - 22} 184 Z`, '#16110f', { stroke: '#16110f', 'stroke-width': 6, 'stroke-linejoin': 'round' }) +
      path(`M${CX - 13} 194 Q${CX} 204 ${CX + 13} 194`, 'none', { stroke: C.white, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    collar: path(`M${CX - 36} 240 Q${CX} 272 ${CX + 36} 240 L${CX + 30} 236 Q${CX} 262 ${CX - 30} 236 Z`, C.navy700),
    brows: brows('#16110f'),
  },
  {
    // Navy headscarf draping onto the shoulders, gold top.
    bg: C.navy50,
    disc: '#cdd8ee',
    skin: '#c68a5e',
    top: C.gold500,
    back: path(
      `M${CX} 70 C${CX + 74} 70 ${CX + 90} 130 ${CX + 84} 190 C${CX + 80} 236 ${CX + 100} 262 ${CX + 118} 300 L${CX - 118} 300 C${CX - 100} 262 ${CX - 80} 236 ${CX - 84} 190 C${CX - 90} 130 ${CX - 74} 70 ${CX} 70 Z`,
      C.navy700,
    ),
    front:
      path(
        `M${CX - 58} 160 C${CX - 62} 100 ${CX - 34} 84 ${CX} 84 C${CX + 34} 84 ${CX + 62} 100 ${CX + 58} 160 C${CX + 56} 120 ${CX + 34} 102 ${CX} 102 C${CX - 34} 102 ${CX - 56} 120 ${CX - 58} 160 Z`,
        C.navy800,
      ) +
      path(
        `M${CX - 58} 160 C${CX - 56} 214 ${CX - 30} 226 ${CX} 228 C${CX + 30} 226 ${CX + 56} 214 ${CX + 58} 160 C${CX + 60} 240 ${CX + 20} 262 ${CX} 262 C${CX - 20} 262 ${CX - 60} 240 ${CX - 58} 160 Z`,
        C.navy700,
      ) +
      path(`M${CX + 40} 234 C${CX + 70} 250 ${CX + 86} 280 ${CX + 92} ${S} L${CX + 40} ${S} Z`, C.navy600),
    collar: '',
    brows: brows('#2a1d17'),
    mouth: 'grin',
    ears: false,
  },
];

export function portraitDrawing(index: number): Drawing {
  const a = avatars[index];
  if (!a) throw new Error(`No avatar ${index}`);
  return drawing(S, S, face(a));
}

export async function generatePortraits(): Promise<void> {
  for (let i = 0; i < authorPortraits.length; i++) {
    const widths = (authorPortraits[i]?.srcSet ?? []).map((s) => s.width);
    await writeWebpSet(portraitDrawing(i), `images/authors/author-${i + 1}`, widths, { quality: 84, budgets: { 160: 12_000, 320: 30_000 } });
  }
}
