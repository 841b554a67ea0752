/**
 * Our own drawings for the items of late summer and autumn: the sea's waves with dolphins in them and
 * a little sailing boat with a deck to stand on; a maple in its autumn colours, a leaf of any colour,
 * a pile of leaves to jump into and a park bench; a hedgehog's box of hay and a tiny scale; a pine
 * cone. Same units as props.ts: centred on x = 0, standing on y = 0.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { face } from './faces.js';

const f = (v: number) => v.toFixed(1);

/**
 * The sea from the horizon down to the bottom edge (it covers the beach the backdrop draws), with
 * crests, a little wider than its box so that it reaches both edges; what swims in it floats along its middle.
 */
export function waves(): Figure {
  let svg = `<path d="M-560 60 V-300 Q-510 -316 -460 -300 T-360 -300 T-260 -300 T-160 -300 T-60 -300 T40 -300 T140 -300 T240 -300 T340 -300 T440 -300 T540 -300 T640 -300 V60 Z" fill="#3ea3dc"/>`;
  svg += `<path d="M-560 -150 H560 V60 H-560 Z" fill="#2f8fcf" opacity="0.5"/>`;
  for (const [x, y] of [
    [-420, -250],
    [-180, -270],
    [80, -240],
    [330, -262],
    [-300, -60],
    [-40, -30],
    [240, -70],
    [420, -20],
  ] as const)
    svg += `<path d="M${x} ${y} q 30 -12 60 0" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.6"/>`;
  return { svg, w: 1000, h: 300, inside: { x: -440, y: -200, w: 880, h: 90 } };
}

/** A dolphin swimming, its face turned to us: a rounded head with a short beak, a small curved fin, flukes; `leaping` arches it out of the water. */
export function dolphin(colour: string, feeling: Feeling, leaping: boolean): Figure {
  const body =
    `<path d="M-78 -34 L-96 -48 Q-92 -34 -98 -20 Z" fill="${colour}"/>` +
    `<path d="M-84 -32 Q-40 -64 20 -58 Q52 -56 60 -40 Q72 -38 84 -34 Q72 -28 58 -28 Q20 -14 -40 -22 Q-70 -26 -84 -32 Z" fill="${colour}"/>` +
    `<path d="M-40 -24 Q10 -18 56 -30 Q20 -36 -40 -24 Z" fill="#eef3f7"/>` +
    `<path d="M-14 -57 Q-8 -76 8 -80 Q0 -68 4 -58 Z" fill="${colour}"/>` +
    `<path d="M62 -33 q 10 3 20 0" stroke="#5a6a78" stroke-width="2" fill="none"/>`;
  const head = face(40, -44, 13, feeling, '#1f2a36');
  const svg = leaping ? `<g transform="rotate(-24)">${body}${head}</g>` : body + head;
  return { svg, w: 190, h: leaping ? 112 : 82 };
}

/** A little boat with a white sail; people stand on its deck. */
export function sailboat(): Figure {
  const svg =
    `<path d="M-110 -40 H110 L80 0 H-80 Z" fill="#f7f5f0" stroke="#8a93a3" stroke-width="3"/><path d="M-100 -30 H100" stroke="#3b7dd8" stroke-width="5"/>` +
    `<path d="M0 -40 V-250" stroke="#8a5a3b" stroke-width="6"/><path d="M6 -244 L100 -60 H6 Z" fill="#ffffff" stroke="#d8d2c4" stroke-width="2"/><path d="M-6 -200 L-70 -60 H-6 Z" fill="#ffffff" stroke="#d8d2c4" stroke-width="2"/>`;
  return { svg, w: 222, h: 250, inside: { x: -100, y: -80, w: 90, h: 40 } };
}

/** One leaf, the colour its look says, turning as it floats. */
export function leaf(colour: string): Figure {
  const svg = `<path d="M0 0 Q-22 -18 -10 -40 Q0 -50 10 -40 Q22 -18 0 0 Z" fill="${colour}" stroke="#8a5a2b" stroke-width="1.5"/><path d="M0 0 V-40" stroke="#8a5a2b" stroke-width="1.5"/>`;
  return { svg, w: 36, h: 48 };
}

/** An old maple: gold, red and orange in autumn, all green in summer, bare in winter. */
export function maple(season: 'autumn' | 'green' | 'bare'): Figure {
  let svg = `<path d="M-16 0 L-11 -170 L11 -170 L16 0 Z" fill="#7a4e32"/><path d="M0 -150 L-60 -210 M0 -140 L60 -205" stroke="#7a4e32" stroke-width="10" stroke-linecap="round"/>`;
  const colours = season === 'green' ? ['#4f9a4a', '#5aa04a', '#468c42'] : ['#f4c430', '#d9453b', '#f08c2a'];
  if (season !== 'bare')
    [
      [0, -250, 72],
      [-62, -214, 54],
      [62, -214, 54],
      [-32, -290, 48],
      [34, -292, 48],
      [0, -200, 50],
    ].forEach(([x, y, r], i) => (svg += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colours[i % 3]}"/>`));
  return { svg, w: 270, h: season === 'bare' ? 216 : 340, crown: { x: -88, y: -300, w: 176, h: 120 } };
}

/** A big pile of yellow, red and orange leaves; children land in it. */
export function leafPile(): Figure {
  let svg = `<path d="M-100 0 Q-90 -70 0 -90 Q90 -70 100 0 Z" fill="#e8892f"/>`;
  const spots: [number, number, string][] = [
    [-60, -20, '#f4c430'],
    [-20, -60, '#d9453b'],
    [30, -40, '#f4c430'],
    [60, -16, '#d9453b'],
    [0, -20, '#b5542f'],
    [-40, -44, '#f08c2a'],
    [20, -74, '#f4c430'],
  ];
  for (const [x, y, c] of spots)
    svg += `<ellipse cx="${x}" cy="${y}" rx="14" ry="8" fill="${c}" transform="rotate(${x % 40} ${x} ${y})"/>`;
  return { svg, w: 204, h: 92, inside: { x: -70, y: -90, w: 140, h: 60 } };
}

/** A wooden park bench. */
export function bench(): Figure {
  const svg = `<rect x="-90" y="-70" width="180" height="12" rx="4" fill="#a8704a"/><rect x="-90" y="-50" width="180" height="12" rx="4" fill="#a8704a"/><rect x="-92" y="-38" width="184" height="12" rx="4" fill="#8a5a3b"/><path d="M-76 -26 V0 M76 -26 V0" stroke="#4a4a4a" stroke-width="7"/>`;
  return { svg, w: 184, h: 70, back: [0, -38] };
}

/** A cardboard box full of soft hay: a hedgehog's warm bed. */
export function hayBox(): Figure {
  let svg = `<rect x="-46" y="-56" width="92" height="56" rx="3" fill="#c8955f"/><path d="M-46 -56 L-58 -72 M46 -56 L58 -72" stroke="#b5824f" stroke-width="6"/>`;
  for (let x = -40; x <= 40; x += 8)
    svg += `<path d="M${x} -54 l ${f((x % 3) * 3)} -12" stroke="#e8c872" stroke-width="3"/>`;
  return { svg, w: 118, h: 72, inside: { x: -38, y: -80, w: 76, h: 30 } };
}

/** A tiny kitchen scale: a flat pan on a box with a dial. */
export function kitchenScale(): Figure {
  const svg = `<rect x="-40" y="-40" width="80" height="40" rx="6" fill="#e8e4dc" stroke="#9aa0a8" stroke-width="2"/><circle cx="0" cy="-20" r="12" fill="#ffffff" stroke="#9aa0a8" stroke-width="2"/><path d="M0 -20 l6 -8" stroke="#d9453b" stroke-width="2.5"/><rect x="-50" y="-48" width="100" height="8" rx="4" fill="#b8bec6"/>`;
  return { svg, w: 100, h: 48, inside: { x: -40, y: -70, w: 80, h: 22 } };
}

/** A brown pine cone lying on the ground. */
export function pineCone(): Figure {
  let svg = `<ellipse cx="0" cy="-14" rx="28" ry="14" fill="#8a5a3b"/>`;
  for (const x of [-18, -6, 6, 18])
    svg += `<path d="M${x} -26 q 4 12 0 24" stroke="#5a3a22" stroke-width="3" fill="none"/>`;
  return { svg, w: 58, h: 28 };
}

/** A grey crane standing on its long legs, its face turned to us; `lying` is a crane asleep on one leg. */
export function crane(colour: string, feeling: Feeling, pose?: string): Figure {
  const oneLeg = pose === 'lying';
  let svg = `<path d="M-6 -96 L-10 0 M10 -96 L${oneLeg ? '4 -70 L12 -60' : '14 0'}" stroke="#3a3330" stroke-width="4" fill="none"/>`;
  svg += `<path d="M-50 -110 Q-20 -140 30 -120 Q40 -100 10 -92 Q-30 -88 -50 -110 Z" fill="${colour}"/><path d="M-50 -110 Q-66 -100 -60 -88 Q-50 -96 -40 -98 Z" fill="#3a3330"/>`;
  svg += `<path d="M24 -118 Q 36 -150 30 -180" stroke="${colour}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="30" cy="-186" r="12" fill="${colour}"/><circle cx="30" cy="-194" r="4" fill="#d9453b"/><path d="M40 -188 L64 -184 L40 -180 Z" fill="#5a5350"/>`;
  svg += face(30, -186, 12, feeling, '#2b2118');
  return { svg, w: 140, h: 200 };
}

/** A crane flying: long wings spread wide with dark tips, its neck stretched forward and its legs trailing behind. */
export function flyingCrane(colour: string): Figure {
  const svg =
    `<path d="M-60 -50 L-112 -46" stroke="#3a3330" stroke-width="3"/>` +
    `<path d="M-20 -54 Q-40 -96 -80 -112 Q-50 -70 -42 -52 Z" fill="${colour}"/><path d="M-80 -112 Q-66 -100 -58 -84 L-70 -96 Z" fill="#3a3330"/>` +
    `<path d="M-64 -50 Q-20 -62 30 -52 Q-10 -40 -64 -50 Z" fill="${colour}"/>` +
    `<path d="M0 -52 Q10 -20 -10 8 Q30 -18 20 -50 Z" fill="${colour}" opacity="0.85"/><path d="M-10 8 Q2 -2 6 -12 L0 -6 Z" fill="#3a3330"/>` +
    `<path d="M28 -52 L74 -58" stroke="${colour}" stroke-width="6" stroke-linecap="round"/><circle cx="76" cy="-58" r="6" fill="${colour}"/><circle cx="76" cy="-62" r="2.5" fill="#d9453b"/><path d="M80 -60 L98 -58 L80 -55 Z" fill="#5a5350"/>`;
  return { svg, w: 212, h: 122 };
}

/** A giant ridged pumpkin with a curly stem; `ribbon` pins a blue prize rosette on it. */
export function giantPumpkin(ribbon: boolean): Figure {
  let svg = '';
  for (const [x, rx] of [
    [-70, 60],
    [70, 60],
    [-34, 62],
    [34, 62],
    [0, 60],
  ] as const)
    svg += `<ellipse cx="${x}" cy="-70" rx="${rx}" ry="70" fill="#f08c2a" stroke="#c96a1a" stroke-width="3"/>`;
  svg += `<path d="M0 -136 q -6 -20 6 -30 q 14 -6 16 8" stroke="#4f7a2a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  if (ribbon)
    svg += `<path d="M50 -70 l-12 40 l12 -8 l10 10 Z M58 -70 l14 38 l-14 -6 l-8 10 Z" fill="#3b5fc8"/><circle cx="54" cy="-76" r="18" fill="#3b7dd8" stroke="#ffffff" stroke-width="3"/><circle cx="54" cy="-76" r="8" fill="#f4c430"/>`;
  return { svg, w: 264, h: 170, back: [0, -140] };
}

/** A blue prize rosette with two tails. */
export function rosette(): Figure {
  const svg = `<path d="M-4 -30 l-12 30 l10 -6 l8 6 Z M4 -30 l12 30 l-10 -6 l-8 6 Z" fill="#3b5fc8"/><circle cx="0" cy="-34" r="18" fill="#3b7dd8" stroke="#ffffff" stroke-width="3"/><circle cx="0" cy="-34" r="8" fill="#f4c430"/>`;
  return { svg, w: 40, h: 52 };
}

/** A flat seed. */
export function seed(): Figure {
  return {
    svg: `<ellipse cx="0" cy="-8" rx="14" ry="8" fill="#f3e6c0" stroke="#c9b07a" stroke-width="2"/>`,
    w: 30,
    h: 17,
  };
}

/** A low wooden stage: a choir stands on it. */
export function stage(): Figure {
  const svg = `<rect x="-300" y="-40" width="600" height="40" fill="#8a5a3b"/><rect x="-300" y="-46" width="600" height="8" fill="#a8704a"/><path d="M-300 -20 H300" stroke="#6b4a2f" stroke-width="3"/>`;
  return { svg, w: 600, h: 46, inside: { x: -270, y: -76, w: 540, h: 30 } };
}

/** A giant scale for a fair: a broad low platform with a round dial at its front. */
export function platformScale(): Figure {
  const svg = `<rect x="-150" y="-30" width="300" height="30" rx="4" fill="#9aa0a8"/><rect x="-160" y="-40" width="320" height="10" rx="4" fill="#b8bec6"/><circle cx="0" cy="-15" r="12" fill="#ffffff" stroke="#5a5350" stroke-width="2"/><path d="M0 -15 l7 -7" stroke="#d9453b" stroke-width="2.5"/>`;
  return { svg, w: 320, h: 40, inside: { x: -140, y: -70, w: 280, h: 30 } };
}

/** A strong white sheet spread on the ground, its corners held; what is lifted in it sits on it. */
export function sheet(): Figure {
  const svg = `<path d="M-150 0 L-140 -18 H140 L150 0 Z" fill="#f7f5f0" stroke="#d8d2c4" stroke-width="2"/><path d="M-100 -4 l10 -10 M20 -3 l8 -11 M100 -4 l6 -10" stroke="#d8d2c4" stroke-width="2"/>`;
  return { svg, w: 300, h: 20, inside: { x: -140, y: -40, w: 280, h: 24 } };
}
