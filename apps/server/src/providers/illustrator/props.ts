/**
 * Our own drawings of the things a scene spec puts others on or in: a tree with a crown for apples and
 * a branch for a climbing cat, a rainbow (two are drawn as a double rainbow), a bed and a blanket to
 * sleep in, a book whose cover shows a picture (a fox), a puddle after the rain, a nest. Same units as
 * creatures.ts: centred on x = 0, standing on y = 0.
 */
import type { Figure } from './creatures.js';

const f = (v: number) => v.toFixed(1);

export function tree(leaves: string, blossom?: string): Figure {
  let svg = `<path d="M-14 0 L-10 -170 L10 -170 L14 0 Z" fill="#8a5a3b"/>`;
  // a low branch reaching out to the right, clear of the leaves, for a climber to sit on
  svg += `<path d="M6 -140 Q 60 -150 118 -176" stroke="#7a4e32" stroke-width="13" fill="none" stroke-linecap="round"/><ellipse cx="122" cy="-184" rx="22" ry="12" fill="${leaves}"/>`;
  for (const [x, y, r] of [
    [0, -250, 72],
    [-58, -212, 52],
    [58, -214, 52],
    [-30, -286, 46],
    [34, -288, 46],
    [0, -196, 50],
  ] as const)
    svg += `<circle cx="${x}" cy="${y}" r="${r}" fill="${leaves}"/>`;
  svg += `<circle cx="-20" cy="-270" r="30" fill="#ffffff" opacity="0.08"/>`;
  if (blossom)
    for (const [x, y] of [
      [-60, -230],
      [-30, -300],
      [10, -270],
      [50, -236],
      [70, -200],
      [-10, -210],
      [30, -310],
      [-70, -190],
    ] as const)
      svg += `<circle cx="${x}" cy="${y}" r="7" fill="${blossom}"/><circle cx="${x}" cy="${y}" r="2.5" fill="#f6c945"/>`;
  return {
    svg,
    w: 260,
    h: 334,
    crown: { x: -88, y: -300, w: 176, h: 120 },
    branch: [104, -172],
  };
}

export function pine(): Figure {
  let svg = `<rect x="-10" y="-40" width="20" height="40" fill="#6b4a2f"/>`;
  for (let i = 0; i < 4; i++) {
    const w = 90 - i * 18;
    const base = -30 - i * 55;
    svg += `<path d="M${-w} ${base} L0 ${base - 110} L${w} ${base} Z" fill="#2f7d4a"/>`;
  }
  return { svg, w: 180, h: 305, crown: { x: -70, y: -250, w: 140, h: 180 }, branch: [50, -120] };
}

const BANDS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#3949ab', '#8e24aa'];

/** A rainbow of seven colours; `outer` is the fainter second bow of a double rainbow (colours reversed). */
export function rainbow(outer = false): Figure {
  const bands = outer ? [...BANDS].reverse() : BANDS;
  const r0 = 300;
  let svg = '';
  bands.forEach((colour, i) => {
    const r = r0 - i * 16;
    svg += `<path d="M${-r} 0 A ${r} ${r} 0 0 1 ${r} 0" stroke="${colour}" stroke-width="17" fill="none" opacity="${outer ? 0.55 : 0.85}"/>`;
  });
  return { svg, w: 2 * r0 + 18, h: r0 + 9 };
}

export function bed(): Figure {
  const svg =
    `<rect x="-120" y="-92" width="18" height="92" rx="6" fill="#8a5a3b"/><rect x="104" y="-62" width="16" height="62" rx="6" fill="#8a5a3b"/>` +
    `<rect x="-110" y="-40" width="224" height="28" rx="8" fill="#a8704a"/><rect x="-110" y="-52" width="224" height="16" rx="6" fill="#f4efe6"/>` +
    `<ellipse cx="-78" cy="-58" rx="30" ry="13" fill="#ffffff" stroke="#e2dccf"/>`;
  return { svg, w: 240, h: 92, inside: { x: -108, y: -100, w: 210, h: 50 } };
}

export function blanket(colour: string): Figure {
  const svg = `<ellipse cx="0" cy="-10" rx="80" ry="12" fill="${colour}" opacity="0.9"/><path d="M-78 -10 Q 0 -2 78 -10" stroke="#ffffff" stroke-width="3" opacity="0.5" fill="none"/>`;
  return { svg, w: 170, h: 24, inside: { x: -70, y: -40, w: 140, h: 30 } };
}

/** A book standing open towards us; its page shows `picture` (an SVG group in a 100×100 box). */
export function book(picture: string): Figure {
  const svg =
    `<path d="M-80 -10 L-80 -120 Q -40 -132 0 -118 Q 40 -132 80 -120 L80 -10 Q 40 -22 0 -8 Q -40 -22 -80 -10 Z" fill="#d9534f"/>` +
    `<path d="M-74 -16 L-74 -116 Q -38 -126 -2 -113 L-2 -14 Q -38 -26 -74 -16 Z" fill="#fffdf5"/><path d="M2 -14 L2 -113 Q 38 -126 74 -116 L74 -16 Q 38 -26 2 -14 Z" fill="#fffdf5"/>` +
    `<path d="M-64 -40 h50 M-64 -52 h46 M-64 -64 h50" stroke="#c9c2b0" stroke-width="3"/>` +
    `<g transform="translate(8 -110) scale(0.62)">${picture}</g>`;
  return { svg, w: 164, h: 130 };
}

export function puddle(): Figure {
  const svg = `<ellipse cx="0" cy="-6" rx="70" ry="12" fill="#6fb8e8"/><ellipse cx="-12" cy="-8" rx="34" ry="5" fill="#b9e0f7"/>`;
  return { svg, w: 144, h: 20 };
}

export function pond(): Figure {
  const svg = `<ellipse cx="0" cy="-14" rx="150" ry="30" fill="#3f9fd8"/><ellipse cx="-30" cy="-18" rx="80" ry="12" fill="#7cc8f0"/><path d="M110 -30 q 4 -40 0 -70 M124 -26 q 6 -30 2 -56 M-130 -26 q -4 -36 2 -60" stroke="#4f8a3a" stroke-width="5" fill="none"/>`;
  return { svg, w: 310, h: 100, inside: { x: -120, y: -40, w: 240, h: 34 } };
}

export function nest(): Figure {
  const svg = `<path d="M-40 -24 Q 0 10 40 -24 Q 0 -8 -40 -24 Z" fill="#8a6a3a"/><path d="M-42 -24 q 42 20 84 0" stroke="#6b4a2a" stroke-width="6" fill="none"/>`;
  return { svg, w: 90, h: 30, inside: { x: -30, y: -50, w: 60, h: 30 } };
}

/** A long ladder leaning to the left (against a tree beside it); a climber stands on its middle rungs. */
export function ladder(): Figure {
  let svg = `<path d="M-70 -330 L10 0 M-30 -338 L50 0" stroke="#b5542f" stroke-width="9" stroke-linecap="round"/>`;
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    svg += `<path d="M${f(10 - 80 * t)} ${f(-330 * t)} H${f(50 - 80 * t)}" stroke="#d9784a" stroke-width="6"/>`;
  }
  return { svg, w: 130, h: 338, back: [-6, -150] };
}

/** A tall window in a wall, its glass showing the weather outside: raindrops, snowflakes, the night's moon, or a low sun. */
export function window(outside: string): Figure {
  const rain = /rain/.test(outside);
  const snow = /snow/.test(outside);
  const dark = /night|dark/.test(outside);
  let svg = `<rect x="-70" y="-40" width="140" height="40" fill="#e9d2ad"/><rect x="-66" y="-190" width="132" height="150" rx="6" fill="#ffffff"/>`;
  svg += `<rect x="-58" y="-182" width="116" height="134" fill="${dark ? '#1d2850' : rain || snow ? '#8fa3b8' : '#9fd6f5'}"/>`;
  if (rain)
    for (const [x, y] of [
      [-40, -170],
      [-20, -140],
      [10, -160],
      [30, -120],
      [-44, -100],
      [0, -90],
      [40, -70],
      [-20, -64],
      [20, -150],
    ] as const)
      svg += `<path d="M${x} ${y} q -3 8 0 12 q 3 -4 0 -12 Z" fill="#dceaf7"/>`;
  else if (snow)
    for (const [x, y] of [
      [-40, -166],
      [-12, -136],
      [22, -162],
      [40, -110],
      [-36, -96],
      [6, -84],
      [30, -64],
      [-20, -62],
    ] as const)
      svg += `<circle cx="${x}" cy="${y}" r="4" fill="#ffffff"/>`;
  else if (dark)
    svg += `<path d="M30 -166 A 14 14 0 1 0 30 -138 A 10 14 0 1 1 30 -166 Z" fill="#fff3b8"/><circle cx="-30" cy="-150" r="2" fill="#fffbe6"/><circle cx="-10" cy="-100" r="2" fill="#fffbe6"/>`;
  else svg += `<circle cx="30" cy="-150" r="16" fill="#ffd84a"/>`;
  svg += `<path d="M0 -182 V -48 M-58 -115 H58" stroke="#ffffff" stroke-width="7"/><rect x="-76" y="-46" width="152" height="8" rx="3" fill="#c9a27a"/>`;
  return { svg, w: 152, h: 190 };
}

/** A round lily pad floating on water; a frog sits on it. */
export function lilyPad(): Figure {
  const svg = `<path d="M0 -10 L-44 -14 A 46 13 0 1 0 -36 -21 Z" fill="#4f9a4a"/><path d="M-30 -12 h50 M-10 -6 l24 -8" stroke="#3c7a38" stroke-width="2"/>`;
  return { svg, w: 96, h: 26, back: [0, -13] };
}

/** A shepherd's long stick with a crook at the top. */
export function crook(): Figure {
  const svg = `<path d="M0 0 V -150 q 0 -18 14 -18 q 14 0 14 14" stroke="#8a5a2b" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return { svg, w: 34, h: 170 };
}

/** A mountain with a snowy top and a path winding up it. */
export function mountain(): Figure {
  const svg =
    `<path d="M-200 0 L-20 -260 L30 -200 L70 -240 L220 0 Z" fill="#7f98ad"/>` +
    `<path d="M-20 -260 L-62 -200 L-40 -206 L-22 -186 L-4 -208 L14 -200 L30 -200 Z M70 -240 L46 -212 L62 -214 L78 -202 L92 -214 Z" fill="#ffffff"/>` +
    `<path d="M-120 0 Q -40 -40 -90 -80 Q -130 -110 -40 -140" stroke="#d9c7a0" stroke-width="6" fill="none" stroke-dasharray="14 8"/>`;
  return { svg, w: 420, h: 260 };
}

/** A rainbow painted on the ground (a playground's square): seven stripes seen from the side, lying flat. */
export function paintedRainbow(): Figure {
  const bands = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#3949ab', '#8e24aa'];
  let svg = '';
  bands.forEach((colour, i) => {
    const y0 = -80 + i * 11;
    svg += `<path d="M${-300 + i * 8} ${y0 + 11} L${-260 + i * 4} ${y0} L${260 - i * 4} ${y0} L${300 - i * 8} ${y0 + 11} Z" fill="${colour}"/>`;
  });
  return { svg, w: 600, h: 80, inside: { x: -240, y: -60, w: 480, h: 40 } };
}
