/**
 * Our own drawings for the winter items (and a few autumn ones): a fir tree in a square, snowy or lit,
 * with a crown for its lights and a top for its star; a frozen pond to skate on; moss under the snow;
 * a dog sled; a snowman; a lantern; a baker's oven and a box of star cookies; a net of balloons; a
 * swan whose face shows its feeling; birches and a bush. Same units as props.ts: centred on x = 0,
 * standing on y = 0.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { face } from './faces.js';

const f = (v: number) => v.toFixed(1);

/** Spots on a fir's cone (x, y) where its own small bulbs hang. */
const BULBS: [number, number][] = [
  [-60, -60],
  [-20, -70],
  [30, -64],
  [70, -58],
  [-40, -120],
  [0, -112],
  [44, -118],
  [-28, -170],
  [18, -166],
  [-6, -214],
  [-80, -40],
  [84, -42],
];

/**
 * A tall fir: "snowy" puts snow on its branches, "lit" hangs it with glowing bulbs, "dark bulbs" with
 * bulbs still switched off. Counted lights go in its crown; a star goes on its top.
 */
export function fir(look: string): Figure {
  const snowy = /snow/.test(look);
  let svg = `<rect x="-12" y="-36" width="24" height="36" fill="#6b4a2f"/>`;
  for (let i = 0; i < 4; i++) {
    const w = 104 - i * 22;
    const base = -26 - i * 56;
    svg += `<path d="M${-w} ${base} L0 ${base - 112} L${w} ${base} Z" fill="#2f7d4a"/>`;
    if (snowy)
      svg += `<path d="M${-w + 8} ${base} q ${f(w / 2)} -14 ${w - 8} -6 q ${f(w / 2)} -8 ${w - 8} 6 l -6 -8 q ${f(-w / 2)} -10 ${-w + 14} -2 q ${f(-w / 2)} -10 ${-w + 14} 4 Z" fill="#ffffff"/>`;
  }
  const lit = /\blit\b|shining|glow/.test(look);
  if (lit || /dark bulbs|switched off/.test(look))
    for (const [x, y] of BULBS)
      svg += lit
        ? `<circle cx="${x}" cy="${y}" r="11" fill="#ffe27a" opacity="0.35"/><circle cx="${x}" cy="${y}" r="5" fill="#ffd84a"/>`
        : `<circle cx="${x}" cy="${y}" r="4.5" fill="#7a8088"/>`;
  return { svg, w: 210, h: 254, crown: { x: -60, y: -200, w: 120, h: 160 }, top: [0, -250] };
}

/** One little bulb on a wire, shining. */
export function fairyLight(colour: string): Figure {
  const svg = `<circle cx="0" cy="-10" r="10" fill="${colour}" opacity="0.35"/><circle cx="0" cy="-10" r="5.5" fill="${colour}"/><rect x="-2.5" y="-20" width="5" height="4" fill="#4a4a4a"/>`;
  return { svg, w: 20, h: 20 };
}

/** A golden five-pointed star, its points round a centre; `glow` for one that is lit. */
export function starShape(colour: string, glow: boolean): Figure {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 8 : 20;
    d += `${i ? 'L' : 'M'}${f(r * Math.cos(a))} ${f(-20 + r * Math.sin(a))} `;
  }
  const halo = glow ? `<circle cx="0" cy="-20" r="24" fill="#ffe27a" opacity="0.35"/>` : '';
  return { svg: `${halo}<path d="${d}Z" fill="${colour}" stroke="#c98a1a" stroke-width="2"/>`, w: 44, h: 42 };
}

/** A frozen pond seen from the side: pale blue ice with a white rim; skaters stand in it. */
export function ice(): Figure {
  const svg = `<ellipse cx="0" cy="-14" rx="160" ry="16" fill="#ffffff"/><ellipse cx="0" cy="-14" rx="150" ry="11" fill="#bfe3f5"/><path d="M-90 -16 q 30 -4 60 0 M20 -12 q 40 -5 80 -1" stroke="#ffffff" stroke-width="2.5" fill="none"/>`;
  return { svg, w: 322, h: 30, inside: { x: -130, y: -40, w: 260, h: 30 } };
}

/** A soft grey-green carpet of moss, showing in a hole dug in the snow (or lying on the forest floor). */
export function moss(snowy: boolean): Figure {
  const rim = snowy ? `<ellipse cx="0" cy="-8" rx="58" ry="10" fill="#ffffff" stroke="#dde9f5" stroke-width="3"/>` : '';
  const svg = `${rim}<ellipse cx="0" cy="-9" rx="46" ry="7" fill="#9bb08a"/><circle cx="-18" cy="-13" r="7" fill="#b5c4a2"/><circle cx="4" cy="-14" r="8" fill="#a8bb94"/><circle cx="22" cy="-12" r="6" fill="#b5c4a2"/>`;
  return { svg, w: 120, h: 22 };
}

/** A long wooden sled on runners; letters, parcels and the musher ride in it. */
export function sled(): Figure {
  const svg =
    `<path d="M-130 -6 H110 Q 132 -6 130 -28" stroke="#6b4a2f" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M-110 -6 V-22 M-40 -6 V-22 M40 -6 V-22 M100 -6 V-22" stroke="#8a5a3b" stroke-width="5"/>` +
    `<rect x="-122" y="-34" width="236" height="14" rx="4" fill="#b5835a"/><path d="M-122 -34 V-70" stroke="#8a5a3b" stroke-width="6" stroke-linecap="round"/>`;
  return { svg, w: 262, h: 74, inside: { x: -110, y: -64, w: 200, h: 30 } };
}

/** A snowman of three balls with pebble eyes (its face), a carrot nose and, if it has one, a scarf. */
export function snowman(scarf: string | undefined, feeling: Feeling): Figure {
  let svg = `<circle cx="0" cy="-44" r="44" fill="#ffffff" stroke="#d4e2ee" stroke-width="3"/><circle cx="0" cy="-112" r="32" fill="#ffffff" stroke="#d4e2ee" stroke-width="3"/><circle cx="0" cy="-162" r="24" fill="#ffffff" stroke="#d4e2ee" stroke-width="3"/>`;
  svg += `<circle cx="0" cy="-104" r="3.5" fill="#3a3330"/><circle cx="0" cy="-118" r="3.5" fill="#3a3330"/>`;
  if (scarf)
    svg += `<path d="M-24 -140 Q0 -130 24 -140 L24 -132 Q0 -122 -24 -132 Z" fill="${scarf}"/><path d="M12 -134 l6 34 l10 -2 l-6 -32 Z" fill="${scarf}"/>`;
  svg += face(0, -162, 24, feeling, '#3a3330');
  svg += `<path d="M0 -162 L24 -156 L0 -152 Z" fill="#f08c2a"/>`;
  return { svg, w: 92, h: 188, hand: [30, -120] };
}

/** A small lantern with a glowing candle, held by its ring. */
export function lantern(): Figure {
  const svg = `<circle cx="0" cy="-24" r="30" fill="#ffe27a" opacity="0.3"/><path d="M-6 -52 q 6 -10 12 0" stroke="#3a3330" stroke-width="3" fill="none"/><rect x="-12" y="-46" width="24" height="6" rx="2" fill="#3a3330"/><rect x="-10" y="-40" width="20" height="30" fill="#ffd84a" stroke="#3a3330" stroke-width="3"/><rect x="-13" y="-10" width="26" height="8" rx="2" fill="#3a3330"/>`;
  return { svg, w: 60, h: 56 };
}

/** A baker's oven, warm and glowing behind its glass door; what bakes in it shows there. */
export function oven(): Figure {
  const svg = `<rect x="-60" y="-110" width="120" height="110" rx="8" fill="#b5542f"/><rect x="-44" y="-84" width="88" height="56" rx="6" fill="#3a2a1e"/><rect x="-38" y="-78" width="76" height="44" rx="4" fill="#f0a23a" opacity="0.9"/><rect x="-30" y="-100" width="60" height="8" rx="3" fill="#d9784a"/>`;
  return { svg, w: 120, h: 110, inside: { x: -36, y: -76, w: 72, h: 40 } };
}

/** An open box for cookies, with a ribbon; what is in it shows over its rim. */
export function cookieBox(colour: string): Figure {
  const svg = `<rect x="-50" y="-40" width="100" height="40" rx="4" fill="${colour}"/><path d="M-50 -40 L-62 -58 L38 -58 L50 -40 Z" fill="${colour}" opacity="0.75"/><rect x="-6" y="-40" width="12" height="40" fill="#ffffff" opacity="0.8"/>`;
  return { svg, w: 112, h: 58, inside: { x: -44, y: -56, w: 88, h: 30 } };
}

/** A big net under the ceiling, holding balloons until it opens. */
export function balloonNet(): Figure {
  let svg = `<path d="M-150 -150 Q0 -40 150 -150" stroke="#8a7a6a" stroke-width="4" fill="none"/>`;
  for (let x = -130; x <= 130; x += 26)
    svg += `<path d="M${x} -150 L${f(x * 0.7)} ${f(-150 + 100 * (1 - (x / 150) ** 2))}" stroke="#a89a8a" stroke-width="2"/>`;
  svg += `<path d="M-150 -150 H150" stroke="#8a7a6a" stroke-width="5"/>`;
  return { svg, w: 304, h: 150, inside: { x: -110, y: -150, w: 220, h: 90 } };
}

/** A swan, its face turned to us; grey for a young one. */
export function swan(colour: string, feeling: Feeling, pose?: string): Figure {
  const tucked = pose === 'lying';
  let svg = `<path d="M-56 -30 Q-70 -52 -48 -46 Q0 -56 40 -36 Q52 -12 20 -6 H-36 Q-58 -10 -56 -30 Z" fill="${colour}" stroke="#c9ccd2" stroke-width="2"/>`;
  svg += `<path d="M-30 -30 Q0 -50 28 -32" stroke="#c9ccd2" stroke-width="3" fill="none"/>`;
  if (tucked) {
    svg += `<circle cx="26" cy="-44" r="13" fill="${colour}" stroke="#c9ccd2" stroke-width="2"/>`;
    svg += face(26, -44, 13, feeling, '#2b2118');
    return { svg, w: 124, h: 58 };
  }
  svg += `<path d="M26 -34 Q 44 -70 22 -92 Q 10 -108 26 -118" stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="28" cy="-120" r="13" fill="${colour}" stroke="#c9ccd2" stroke-width="1.5"/><path d="M38 -122 L54 -116 L38 -112 Z" fill="#e0787a"/><path d="M36 -124 L40 -118 L36 -112 Z" fill="#2b2118"/>`;
  svg += face(26, -120, 13, feeling, '#2b2118');
  return { svg, w: 124, h: 134 };
}

/** A swan flying, its wings wide and its neck stretched out. */
export function flyingSwan(colour: string): Figure {
  const svg = `<path d="M-60 -40 Q-10 -52 40 -40 Q10 -28 -60 -40 Z" fill="${colour}" stroke="#c9ccd2" stroke-width="2"/><path d="M-20 -44 Q-10 -100 30 -110 Q10 -70 10 -44 Z" fill="${colour}" stroke="#c9ccd2" stroke-width="2"/><path d="M40 -40 L70 -46" stroke="${colour}" stroke-width="7" stroke-linecap="round"/><path d="M70 -48 L82 -45 L70 -42 Z" fill="#e0787a"/>`;
  return { svg, w: 150, h: 110 };
}

/** A birch: a white trunk with black marks; its crown gold in autumn, white with snow in winter, none when bare. */
export function birch(crown: string | null): Figure {
  let svg = `<path d="M-9 0 L-6 -220 L6 -220 L9 0 Z" fill="#f4f1ea" stroke="#cfc8ba" stroke-width="2"/>`;
  for (const [y, side] of [
    [-30, -1],
    [-70, 1],
    [-110, -1],
    [-150, 1],
    [-190, -1],
  ] as const)
    svg += `<path d="M${side * 8} ${y} h${-side * 8}" stroke="#2b2118" stroke-width="4"/>`;
  svg += `<path d="M0 -150 L-40 -200 M0 -120 L36 -170" stroke="#cfc8ba" stroke-width="4"/>`;
  if (crown)
    for (const [x, y, r] of [
      [0, -230, 44],
      [-36, -196, 34],
      [36, -194, 34],
      [0, -270, 30],
    ] as const)
      svg += `<circle cx="${x}" cy="${y}" r="${r}" fill="${crown}" opacity="0.92"/>`;
  return {
    svg,
    w: 160,
    h: crown ? 300 : 222,
    crown: crown ? { x: -60, y: -280, w: 120, h: 100 } : undefined,
  };
}

/** A thick round bush; someone hiding under it sits at its foot. */
export function bush(colour: string): Figure {
  const svg = `<circle cx="-40" cy="-40" r="40" fill="${colour}"/><circle cx="36" cy="-42" r="42" fill="${colour}"/><circle cx="0" cy="-70" r="46" fill="${colour}"/><circle cx="-10" cy="-80" r="18" fill="#ffffff" opacity="0.1"/>`;
  return { svg, w: 164, h: 116 };
}

/** Wisps of steam rising off warm water on a frosty morning. */
export function steam(): Figure {
  const svg = `<path d="M-40 0 q -14 -30 0 -60 q 14 -30 0 -60 M0 0 q 16 -34 0 -68 q -16 -34 0 -68 M40 0 q -14 -30 0 -60 q 14 -30 0 -60" stroke="#ffffff" stroke-width="9" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  return { svg, w: 110, h: 136 };
}

/** A pair of binoculars. */
export function binoculars(): Figure {
  const svg = `<rect x="-20" y="-30" width="16" height="28" rx="5" fill="#3a3330"/><rect x="4" y="-30" width="16" height="28" rx="5" fill="#3a3330"/><rect x="-6" y="-24" width="12" height="8" fill="#5a5350"/><circle cx="-12" cy="-4" r="6" fill="#7cc8f6"/><circle cx="12" cy="-4" r="6" fill="#7cc8f6"/>`;
  return { svg, w: 42, h: 32 };
}

/** A paper crown lying by itself, silver or gold. */
export function paperCrown(colour: string): Figure {
  const svg = `<path d="M-40 0 L-40 -36 L-20 -16 L0 -44 L20 -16 L40 -36 L40 0 Z" fill="${colour}" stroke="#8a93a3" stroke-width="2.5"/><circle cx="0" cy="-12" r="5" fill="#ef8fb0"/><circle cx="-26" cy="-10" r="3.5" fill="#7cc8f6"/><circle cx="26" cy="-10" r="3.5" fill="#7cc8f6"/>`;
  return { svg, w: 84, h: 46 };
}

/** A wooden door in a wall, with a round knob. */
export function door(): Figure {
  const svg = `<rect x="-46" y="-200" width="92" height="200" rx="4" fill="#a8704a" stroke="#7a4e32" stroke-width="5"/><rect x="-32" y="-184" width="64" height="70" rx="3" fill="none" stroke="#8a5a3b" stroke-width="4"/><rect x="-32" y="-96" width="64" height="80" rx="3" fill="none" stroke="#8a5a3b" stroke-width="4"/><circle cx="30" cy="-100" r="5" fill="#f4c430"/>`;
  return { svg, w: 92, h: 200 };
}

/** Open dark sea water along the shore, splashing, not yet frozen. */
export function openWater(): Figure {
  const svg = `<ellipse cx="0" cy="-14" rx="160" ry="16" fill="#2f6f9f"/><path d="M-130 -18 q 15 -10 30 0 t 30 0 M-20 -14 q 15 -10 30 0 t 30 0 M80 -18 q 15 -10 30 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.8"/>`;
  return { svg, w: 322, h: 30 };
}
