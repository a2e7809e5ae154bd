/**
 * Friendly animals for the children's covers, built only from circles, ellipses, triangles and
 * simple curves. Each is drawn standing on (0, 0) about 380 units tall; `drawCreature` picks the
 * animal named in the title.
 */
import type { Rng } from './prng';
import { C, circle, darken, ellipse, line, n, path, polygon, rect, starPath, translate } from './svg';

const eye = (x: number, y: number, r: number, look = 0): string => circle(x, y, r, '#1b1b2f') + circle(x + r * 0.3 + look, y - r * 0.35, r * 0.35, C.white);
const cheek = (x: number, y: number, r: number): string => ellipse(x, y, r, r * 0.65, '#ff8fa3', { opacity: 0.55 });
const smile = (x: number, y: number, w: number): string =>
  path(`M${n(x - w)} ${n(y)} Q${n(x)} ${n(y + w * 0.9)} ${n(x + w)} ${n(y)}`, 'none', { stroke: '#1b1b2f', 'stroke-width': 5, 'stroke-linecap': 'round' });

function fox(): string {
  const orange = '#f76707';
  let out =
    path('M60 -40 C200 -60 230 -200 150 -250 C190 -170 150 -100 60 -110 Z', orange) +
    path('M150 -250 C170 -225 178 -200 176 -180 C160 -200 150 -220 130 -232 Z', C.white);
  out += ellipse(0, -90, 110, 95, orange);
  for (const [x, y, r] of [
    [-40, -120, 14],
    [30, -60, 12],
    [60, -130, 10],
    [-60, -60, 10],
    [0, -150, 9],
  ] as const)
    out += circle(x, y, r, '#ffe8cc');
  out += ellipse(-50, -8, 26, 14, darken(orange, 0.2)) + ellipse(50, -8, 26, 14, darken(orange, 0.2));
  out +=
    polygon(
      [
        [-120, -330],
        [-70, -220],
        [-150, -230],
      ],
      orange,
    ) +
    polygon(
      [
        [120, -330],
        [70, -220],
        [150, -230],
      ],
      orange,
    );
  out +=
    polygon(
      [
        [-118, -310],
        [-88, -240],
        [-136, -242],
      ],
      '#3b1f0e',
    ) +
    polygon(
      [
        [118, -310],
        [88, -240],
        [136, -242],
      ],
      '#3b1f0e',
    );
  out += path('M-150 -250 Q0 -300 150 -250 L0 -150 Z', orange);
  out += path('M-150 -250 Q-80 -200 -40 -185 L0 -150 Z', C.white) + path('M150 -250 Q80 -200 40 -185 L0 -150 Z', C.white);
  out += circle(0, -155, 13, '#1b1b2f');
  out += eye(-52, -232, 11) + eye(52, -232, 11);
  return out;
}

function owl(): string {
  const body = '#8d6e63';
  let out = rect(-190, -20, 380, 22, '#6d4c41', { rx: 11 }) + ellipse(160, -12, 30, 12, '#82c91e');
  out += ellipse(0, -170, 130, 160, body);
  out += ellipse(0, -130, 88, 110, '#efe0d0');
  for (let r = 0; r < 3; r++)
    for (let c = -1; c <= 1; c++)
      out += path(`M${c * 40 - 12} ${-150 + r * 36} l12 10 l12 -10`, 'none', { stroke: '#b08d77', 'stroke-width': 4, 'stroke-linecap': 'round' });
  out +=
    ellipse(-125, -150, 40, 90, darken(body, 0.15), { transform: 'rotate(12 -125 -150)' }) +
    ellipse(125, -150, 40, 90, darken(body, 0.15), { transform: 'rotate(-12 125 -150)' });
  out +=
    polygon(
      [
        [-110, -300],
        [-70, -280],
        [-100, -350],
      ],
      body,
    ) +
    polygon(
      [
        [110, -300],
        [70, -280],
        [100, -350],
      ],
      body,
    );
  out +=
    circle(-50, -255, 46, C.white) +
    circle(50, -255, 46, C.white) +
    circle(-50, -255, 46, 'none', { stroke: '#f59f00', 'stroke-width': 8 }) +
    circle(50, -255, 46, 'none', { stroke: '#f59f00', 'stroke-width': 8 });
  out += eye(-50, -255, 22) + eye(50, -255, 22);
  out += polygon(
    [
      [-14, -222],
      [14, -222],
      [0, -196],
    ],
    '#f59f00',
  );
  out +=
    polygon(
      [
        [-40, -12],
        [-20, 4],
        [-30, -14],
      ],
      '#f59f00',
    ) +
    polygon(
      [
        [40, -12],
        [20, 4],
        [30, -14],
      ],
      '#f59f00',
    );
  out += translate(170, -360, circle(0, 0, 40, '#fff3bf') + circle(18, -10, 36, '#2b3a67'));
  return out;
}

function whale(): string {
  const blue = '#4263eb';
  let out = path('M-200 -60 C-200 -200 -40 -250 80 -210 C170 -180 200 -110 200 -60 C200 -10 150 0 0 0 C-120 0 -200 -10 -200 -60 Z', blue);
  out += path('M180 -110 C230 -150 260 -200 290 -190 C270 -160 270 -130 300 -100 C260 -100 220 -90 190 -80 Z', blue);
  out += path('M-200 -60 C-150 -20 80 -10 200 -70 C190 -20 150 0 0 0 C-120 0 -200 -10 -200 -60 Z', '#dbe4ff');
  for (let i = 0; i < 5; i++) out += line(-130 + i * 45, -40 + Math.abs(i - 2) * 3, -120 + i * 45, -12, '#91a7ff', 4);
  out += eye(-120, -110, 12) + cheek(-90, -80, 18) + smile(-150, -80, 18);
  out += path('M-40 -235 C-60 -290 -90 -300 -110 -290 M-40 -235 C-40 -300 -20 -320 0 -320 M-40 -235 C-10 -285 20 -290 40 -280', 'none', {
    stroke: '#74c0fc',
    'stroke-width': 10,
    'stroke-linecap': 'round',
  });
  const note = (x: number, y: number): string =>
    ellipse(x, y, 14, 10, '#1c3d7a', { transform: `rotate(-20 ${x} ${y})` }) +
    rect(x + 10, y - 56, 5, 56, '#1c3d7a') +
    path(`M${x + 12} ${y - 56} q20 6 22 26`, 'none', { stroke: '#1c3d7a', 'stroke-width': 5 });
  out += note(90, -300) + note(150, -350);
  return out;
}

function cat(): string {
  const fur = '#adb5bd';
  let out = path('M110 -20 C200 -20 210 -120 160 -150 C150 -120 170 -70 110 -60 Z', fur);
  out += ellipse(0, -100, 110, 110, fur) + ellipse(0, -80, 60, 70, '#f1f3f5');
  out += ellipse(-50, -8, 30, 16, darken(fur, 0.15)) + ellipse(50, -8, 30, 16, darken(fur, 0.15));
  out += circle(0, -250, 95, fur);
  out +=
    polygon(
      [
        [-85, -300],
        [-95, -380],
        [-25, -335],
      ],
      fur,
    ) +
    polygon(
      [
        [85, -300],
        [95, -380],
        [25, -335],
      ],
      fur,
    );
  out +=
    polygon(
      [
        [-78, -310],
        [-84, -360],
        [-42, -334],
      ],
      '#ffc9c9',
    ) +
    polygon(
      [
        [78, -310],
        [84, -360],
        [42, -334],
      ],
      '#ffc9c9',
    );
  out += rect(-30, -345, 8, 30, darken(fur, 0.2), { rx: 4 }) + rect(-4, -350, 8, 34, darken(fur, 0.2), { rx: 4 }) + rect(22, -345, 8, 30, darken(fur, 0.2), { rx: 4 });
  out +=
    eye(-36, -255, 12, 2) +
    eye(36, -255, 12, 2) +
    polygon(
      [
        [-10, -225],
        [10, -225],
        [0, -212],
      ],
      '#ff8fa3',
    ) +
    cheek(-60, -220, 16) +
    cheek(60, -220, 16);
  for (const s of [-1, 1]) for (const dy of [-8, 6]) out += line(s * 30, -215 + dy, s * 110, -225 + dy * 2, '#495057', 3);
  out += path('M0 -212 v10 M0 -202 q-14 12 -26 2 M0 -202 q14 12 26 2', 'none', { stroke: '#1b1b2f', 'stroke-width': 4, 'stroke-linecap': 'round' });
  out += translate(170, -420, circle(0, 0, 50, '#ffe066') + circle(24, -14, 44, '#3b2f63'));
  out += path(starPath(-170, -400, 18), '#ffe066') + path(starPath(-120, -470, 12), '#ffe066');
  return out;
}

function bear(): string {
  const fur = '#a0522d';
  let out = ellipse(0, -100, 120, 110, fur) + ellipse(0, -80, 70, 70, '#e8c39e');
  out += ellipse(-55, -10, 36, 18, darken(fur, 0.2)) + ellipse(55, -10, 36, 18, darken(fur, 0.2));
  out += circle(-120, -150, 30, fur);
  out += circle(0, -260, 100, fur) + circle(-80, -340, 34, fur) + circle(80, -340, 34, fur) + circle(-80, -340, 18, '#e8c39e') + circle(80, -340, 18, '#e8c39e');
  out +=
    ellipse(0, -225, 44, 34, '#e8c39e') +
    ellipse(0, -240, 16, 11, '#3b1f0e') +
    path('M0 -230 v14', 'none', { stroke: '#3b1f0e', 'stroke-width': 4 }) +
    smile(0, -214, 14);
  out += eye(-40, -280, 11) + eye(40, -280, 11) + cheek(-66, -240, 14) + cheek(66, -240, 14);
  // Umbrella held in the right paw.
  out += line(140, -140, 140, -420, '#343a40', 8) + path('M140 -140 q0 24 -20 24', 'none', { stroke: '#343a40', 'stroke-width': 8, 'stroke-linecap': 'round' });
  out += circle(140, -160, 28, fur);
  let canopy = 'M20 -420 A120 110 0 0 1 260 -420';
  for (let i = 0; i < 4; i++) canopy += ` Q${n(260 - i * 60 - 30)} ${-445} ${n(260 - (i + 1) * 60)} -420`;
  out += path(canopy + ' Z', '#fa5252') + path('M140 -530 Q110 -470 110 -420 Q125 -445 140 -420 Q155 -445 170 -420 Q170 -470 140 -530 Z', '#ffd43b');
  for (let i = 0; i < 10; i++) out += path(`M${-200 + (i % 5) * 60} ${-300 - Math.floor(i / 5) * 120 + (i % 2) * 30} q-6 14 0 20 q6 -6 0 -20 z`, '#4dabf7');
  return out;
}

function rabbit(): string {
  const fur = '#f8f9fa';
  let out = ellipse(0, -90, 100, 95, fur) + circle(95, -50, 26, C.white);
  out += ellipse(-50, -8, 34, 16, '#dee2e6') + ellipse(50, -8, 34, 16, '#dee2e6');
  out += ellipse(-40, -380, 30, 90, fur, { transform: 'rotate(-10 -40 -380)' }) + ellipse(40, -380, 30, 90, fur, { transform: 'rotate(10 40 -380)' });
  out += ellipse(-40, -380, 14, 66, '#ffc9c9', { transform: 'rotate(-10 -40 -380)' }) + ellipse(40, -380, 14, 66, '#ffc9c9', { transform: 'rotate(10 40 -380)' });
  out += circle(0, -240, 88, fur);
  out +=
    eye(-34, -250, 11) +
    eye(34, -250, 11) +
    polygon(
      [
        [-9, -222],
        [9, -222],
        [0, -212],
      ],
      '#ff8fa3',
    ) +
    cheek(-56, -215, 15) +
    cheek(56, -215, 15) +
    smile(0, -206, 12);
  out += path('M0 -210 v-4', 'none', { stroke: '#1b1b2f', 'stroke-width': 3 });
  const blocks = ['#ff6b6b', '#4dabf7', '#ffd43b'];
  ['1', '2', '3'].forEach((num, i) => {
    const x = -230 + i * 62;
    out += rect(x, -60 - (i === 1 ? 56 : 0), 56, 56, blocks[i]!, { rx: 8 });
    out += `<text x="${x + 28}" y="${-60 - (i === 1 ? 56 : 0) + 42}" font-family="'URW Gothic', sans-serif" font-weight="700" font-size="38" text-anchor="middle" fill="#ffffff">${num}</text>`;
  });
  return out;
}

function lion(): string {
  let out = ellipse(0, -90, 110, 95, '#fcc419') + ellipse(-50, -8, 34, 16, '#e8a800') + ellipse(50, -8, 34, 16, '#e8a800');
  out += path('M100 -80 C170 -80 180 -150 200 -170', 'none', { stroke: '#fcc419', 'stroke-width': 14, 'stroke-linecap': 'round' }) + circle(204, -176, 18, '#e8590c');
  out += path(starPath(0, -250, 150, 118, 14), '#e8590c');
  out += circle(0, -250, 100, '#fcc419');
  out += circle(-70, -325, 22, '#fcc419') + circle(70, -325, 22, '#fcc419');
  out += eye(-36, -270, 11) + eye(36, -270, 11);
  out += ellipse(0, -232, 24, 16, '#5c3d2e');
  out += ellipse(0, -188, 34, 26, '#7a1f1f') + ellipse(0, -178, 18, 10, '#ff8787');
  for (let i = 0; i < 3; i++) {
    const r = 150 + i * 34;
    out += path(`M${n(r * Math.cos(-0.45))} ${n(-250 + r * Math.sin(-0.45))} A${r} ${r} 0 0 1 ${n(r * Math.cos(0.45))} ${n(-250 + r * Math.sin(0.45))}`, 'none', {
      stroke: '#b53f0b',
      'stroke-width': 8,
      'stroke-linecap': 'round',
      opacity: 0.8 - i * 0.2,
      transform: 'translate(40 0)',
    });
  }
  return out;
}

function turtle(): string {
  let out = '';
  // Toy train: the turtle rides in the open carriage.
  out +=
    rect(-250, -70, 150, 60, '#ff6b6b', { rx: 10 }) +
    rect(-240, -130, 70, 60, '#ff6b6b', { rx: 8 }) +
    rect(-230, -120, 50, 36, '#d0ebff', { rx: 6 }) +
    rect(-150, -120, 26, 50, '#495057', { rx: 4 });
  out += circle(-215, -8, 22, '#343a40') + circle(-135, -8, 22, '#343a40') + circle(-215, -8, 8, '#adb5bd') + circle(-135, -8, 8, '#adb5bd');
  for (let i = 0; i < 3; i++) out += circle(-130 + i * 28, -160 - i * 30, 14 + i * 5, C.white, { opacity: 0.85 });
  out += rect(-95, -26, 16, 8, '#495057');
  out +=
    rect(-80, -80, 280, 70, '#4dabf7', { rx: 12 }) +
    circle(-40, -8, 22, '#343a40') +
    circle(160, -8, 22, '#343a40') +
    circle(-40, -8, 8, '#adb5bd') +
    circle(160, -8, 8, '#adb5bd');
  out += circle(170, -150, 44, '#69db7c') + eye(180, -160, 9) + smile(178, -136, 12) + cheek(200, -140, 10);
  out += path('M-30 -80 A100 90 0 0 1 170 -80 Z', '#2f9e44');
  for (const [x, y] of [
    [30, -120],
    [90, -120],
    [60, -150],
    [0, -95],
    [120, -95],
  ] as const)
    out += polygon(
      Array.from({ length: 6 }, (_, i) => [x + 20 * Math.cos((i * Math.PI) / 3), y + 20 * Math.sin((i * Math.PI) / 3)] as [number, number]),
      '#51cf66',
    );
  return out;
}

function elephant(): string {
  const skin = '#91a7ff';
  const shade = darken(skin, 0.12);
  let out = ellipse(0, 0, 230, 34, '#4dabf7', { opacity: 0.8 }) + ellipse(0, -4, 180, 22, '#74c0fc');
  for (const [x, y] of [
    [-200, -60],
    [-170, -90],
    [210, -70],
    [180, -110],
  ] as const)
    out += circle(x, y, 10, '#74c0fc');
  // Body facing right, legs, little tail.
  out += rect(-120, -100, 46, 100, shade, { rx: 20 }) + rect(20, -100, 46, 100, shade, { rx: 20 });
  out += path('M-150 -150 q-40 10 -40 50', 'none', { stroke: skin, 'stroke-width': 8, 'stroke-linecap': 'round' });
  out += ellipse(-40, -150, 120, 95, skin);
  out += rect(-70, -100, 46, 100, skin, { rx: 20 }) + rect(60, -100, 46, 100, skin, { rx: 20 });
  // Head, trunk curling up to spray the puddle, ear on top.
  out += circle(90, -250, 90, skin);
  out += path('M150 -210 C190 -160 190 -110 160 -80 C145 -66 130 -80 142 -92', 'none', { stroke: skin, 'stroke-width': 38, 'stroke-linecap': 'round' });
  out += ellipse(40, -250, 62, 78, shade) + ellipse(44, -250, 40, 54, '#ffc9c9', { opacity: 0.7 });
  out += eye(120, -275, 12) + cheek(140, -230, 16);
  for (const [x, y] of [
    [140, -40],
    [170, -60],
    [115, -58],
  ] as const)
    out += circle(x, y, 8, '#74c0fc');
  return out;
}

function penguin(): string {
  let out = '';
  // Checked picnic blanket and basket.
  let blanket = '';
  for (let r = 0; r < 3; r++) for (let c = 0; c < 8; c++) blanket += rect(-240 + c * 60, -40 + r * 20, 60, 20, (r + c) % 2 ? '#ff6b6b' : '#ffffff');
  out += `<g transform="translate(0 10)">${blanket}</g>`;
  out += rect(120, -110, 120, 80, '#c58b4f', { rx: 10 }) + path('M135 -110 A45 50 0 0 1 225 -110', 'none', { stroke: '#8a5a3a', 'stroke-width': 10 });
  for (let i = 0; i < 3; i++) out += line(130, -90 + i * 22, 230, -90 + i * 22, '#8a5a3a', 4);
  out += circle(150, -125, 20, '#ff6b6b') + circle(190, -128, 18, '#51cf66');
  out += ellipse(-60, -170, 105, 150, '#1b1f3b') + ellipse(-60, -150, 72, 120, C.white);
  out += ellipse(-165, -170, 30, 80, '#1b1f3b', { transform: 'rotate(20 -165 -170)' }) + ellipse(45, -170, 30, 80, '#1b1f3b', { transform: 'rotate(-20 45 -170)' });
  out +=
    eye(-90, -250, 11) +
    eye(-30, -250, 11) +
    polygon(
      [
        [-80, -228],
        [-40, -228],
        [-60, -204],
      ],
      '#ff922b',
    ) +
    cheek(-115, -220, 14) +
    cheek(-5, -220, 14);
  out += ellipse(-95, -22, 30, 12, '#ff922b') + ellipse(-25, -22, 30, 12, '#ff922b');
  return out;
}

const creatures: [RegExp, () => string][] = [
  [/fox/i, fox],
  [/owl/i, owl],
  [/whale/i, whale],
  [/moon|cat|milo/i, cat],
  [/bear/i, bear],
  [/rabbit|bunny/i, rabbit],
  [/roar|lion/i, lion],
  [/turtle/i, turtle],
  [/ellie|elephant/i, elephant],
  [/penguin/i, penguin],
];

/** Draws the animal named in `title` (or one chosen by index) standing at (x, baseY). */
export function drawCreature(title: string, index: number, x: number, baseY: number, _rng: Rng): string {
  const match = creatures.find(([re]) => re.test(title)) ?? creatures[index % creatures.length]!;
  return translate(x, baseY, match[1](), 0.95);
}
