/**
 * Our own figures for the characters of the spring and summer items (03–08) that have faces: an
 * elephant and her baby, a giant tortoise, the Sun, a little reef fish, a dragon kite, and a butterfly
 * (no face: it is too small for one). Same units as creatures.ts: centred on x = 0, standing on y = 0.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { face } from './faces.js';

const f = (v: number) => v.toFixed(1);

/**
 * A giant tortoise with a round brown shell like a roof and her long neck stretched out (or, `tucked`,
 * her head drawn back to the edge of her shell); her face shows her feeling.
 */
export function tortoise(feeling: Feeling, tucked: boolean): Figure {
  const skin = '#a0a07e';
  let svg = `<rect x="-56" y="-30" width="22" height="30" rx="9" fill="#8a8a6a"/><rect x="30" y="-30" width="22" height="30" rx="9" fill="#8a8a6a"/>`;
  const head: [number, number] = tucked ? [78, -40] : [100, -92];
  if (!tucked)
    svg += `<path d="M40 -50 Q 70 -70 92 -84" stroke="#9a9a78" stroke-width="22" stroke-linecap="round" fill="none"/>`;
  svg += `<circle cx="${head[0]}" cy="${head[1]}" r="${tucked ? 18 : 22}" fill="${skin}"/>`;
  svg += `<path d="M-80 -24 Q -80 -130 0 -132 Q 80 -130 80 -24 Z" fill="#7a5a3a"/>`;
  for (const [x, y] of [
    [-40, -60],
    [0, -90],
    [40, -60],
    [0, -44],
  ] as const)
    svg += `<path d="M${x - 18} ${y} l 18 -16 l 18 16 l -18 16 Z" fill="#9a7448" stroke="#5a3e28" stroke-width="3"/>`;
  svg += face(head[0] + 4, head[1], tucked ? 16 : 20, feeling);
  return { svg, w: 250, h: 134, back: [0, -130] };
}

/**
 * An elephant seen from the side with its face turned to us: big flapping ear, a trunk that hangs down
 * (or, `trunkUp`, lifted high with a shower of water over its back). Its face shows its feeling.
 */
export function elephant(feeling: Feeling, trunkUp: boolean): Figure {
  const grey = '#9aa3ad';
  let svg = '';
  for (const x of [-50, -20, 30, 58])
    svg += `<rect x="${x - 13}" y="-70" width="26" height="70" rx="10" fill="${x % 20 ? '#8a939d' : grey}"/>`;
  svg += `<path d="M-76 -110 q -20 10 -16 40" stroke="${grey}" stroke-width="5" fill="none"/>`;
  svg += `<ellipse cx="-6" cy="-110" rx="78" ry="56" fill="${grey}"/>`;
  svg += trunkUp
    ? `<path d="M96 -140 Q 120 -190 90 -230" stroke="${grey}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      [-30, -10, 10, 30, 50, 70]
        .map(
          (x, i) =>
            `<path d="M${86 - i * 4} -232 Q ${x} -250 ${x - 10} -${170 - (i % 3) * 12}" stroke="#6fb8e8" stroke-width="4" fill="none" stroke-dasharray="8 10"/>`,
        )
        .join('')
    : `<path d="M100 -120 Q 118 -70 108 -30" stroke="${grey}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="80" cy="-140" r="40" fill="${grey}"/>`;
  svg += `<path d="M58 -170 Q 20 -176 22 -130 Q 26 -96 60 -110 Z" fill="#b8c0c8" stroke="#8a939d" stroke-width="3"/>`;
  svg += face(86, -140, 34, feeling);
  return { svg, w: 240, h: 250, back: [-10, -166] };
}

/** A butterfly in the colour of its look (an orange one, black-edged with white dots); `folded` rests with its wings closed. */
export function butterflyFigure(colour: string, folded: boolean): Figure {
  const edge = `stroke="#2b2118" stroke-width="4"`;
  const body = `<ellipse cx="0" cy="-40" rx="5" ry="26" fill="#2b2118"/><path d="M-2 -64 q -8 -14 -16 -16 M2 -64 q 8 -14 16 -16" stroke="#2b2118" stroke-width="2.5" fill="none"/>`;
  if (folded) {
    const svg = `<path d="M0 -20 Q -14 -70 6 -96 Q 40 -80 30 -30 Q 20 -14 0 -20 Z" fill="${colour}" ${edge}/><circle cx="16" cy="-74" r="3" fill="#ffffff"/><circle cx="22" cy="-40" r="3" fill="#ffffff"/>${body}`;
    return { svg, w: 60, h: 100 };
  }
  let svg = '';
  for (const side of [-1, 1]) {
    svg += `<path d="M0 -44 Q ${side * 30} -100 ${side * 56} -80 Q ${side * 62} -50 0 -44 Z" fill="${colour}" ${edge}/>`;
    svg += `<path d="M0 -40 Q ${side * 46} -36 ${side * 40} -12 Q ${side * 20} -4 0 -36 Z" fill="${colour}" ${edge}/>`;
    svg += `<circle cx="${side * 46}" cy="-78" r="3.5" fill="#ffffff"/><circle cx="${side * 36}" cy="-18" r="3" fill="#ffffff"/>`;
  }
  return { svg: svg + body, w: 124, h: 100 };
}

/** The Sun as a character: round and golden with short wavy rays and a face that shows its feeling. */
export function sunFace(feeling: Feeling): Figure {
  let svg = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const at = (r: number, turn = 0) => `${f(Math.cos(a + turn) * r)} ${f(-86 + Math.sin(a + turn) * r)}`;
    svg += `<path d="M${at(62)} Q ${at(74, 0.12)} ${at(84)}" stroke="#f6b62a" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  }
  svg += `<circle cx="0" cy="-86" r="56" fill="#ffd84a"/>` + face(0, -86, 50, feeling, '#8a4a1a');
  return { svg, w: 176, h: 176 };
}

/**
 * Ziggy, a big dragon kite with a smiling face: green with orange spots and a long ribbon tail that
 * wiggles while he flies (or, `down`, lies curled up on the sand).
 */
export function dragonKite(feeling: Feeling, down: boolean): Figure {
  const green = '#4fae4a';
  const tail = down
    ? `<path d="M60 -30 Q 120 -20 130 -50 Q 136 -80 104 -76 Q 84 -70 96 -54" stroke="#f08c2a" stroke-width="8" fill="none" stroke-linecap="round"/>`
    : `<path d="M0 -40 Q 30 -10 -10 20 Q -40 50 0 80" stroke="#f08c2a" stroke-width="8" fill="none" stroke-linecap="round" transform="translate(0 -80)"/>`;
  let body = `<path d="M-70 -120 Q -80 -170 -40 -180 L-30 -200 L-10 -182 L10 -182 L30 -200 L40 -180 Q 80 -170 70 -120 Q 60 -70 0 -50 Q -60 -70 -70 -120 Z" fill="${green}" stroke="#2f7d3a" stroke-width="4"/>`;
  for (const [x, y] of [
    [-44, -140],
    [46, -136],
    [-30, -90],
    [34, -92],
  ] as const)
    body += `<circle cx="${x}" cy="${y}" r="8" fill="#f08c2a"/>`;
  body += face(0, -128, 42, feeling, '#1f3a1a');
  // lying on his side on the sand: the body turned a quarter, resting on the ground, the tail curled beside him
  if (down) body = `<g transform="translate(-30 45) rotate(-90 0 -125)">${body}</g>`;
  return down ? { svg: tail + body, w: 280, h: 165 } : { svg: tail + body, w: 200, h: 200 };
}

/** A small round fish in the colour of its look with a blue stripe along her side and a face that shows her feeling. */
export function littleFish(colour: string, feeling: Feeling): Figure {
  const svg =
    `<path d="M-40 -30 L-64 -52 L-64 -8 Z" fill="${colour}" stroke="#c89a2a" stroke-width="2"/>` +
    `<ellipse cx="0" cy="-30" rx="44" ry="28" fill="${colour}"/><path d="M-34 -30 Q 0 -24 30 -32" stroke="#3b7dd8" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    face(18, -38, 18, feeling);
  return { svg, w: 112, h: 60 };
}

/** An octopus: a soft round head with a face and eight wavy arms dotted with suckers, in the colour of its look. */
export function octopus(colour: string, feeling: Feeling): Figure {
  let svg = '';
  for (let i = 0; i < 8; i++) {
    const x = -56 + i * 16;
    const bend = i % 2 ? 14 : -14;
    svg += `<path d="M${x * 0.6} -60 Q ${x + bend} -30 ${x} -8 Q ${x - bend / 2} 0 ${x + bend / 2} -2" stroke="${colour}" stroke-width="13" fill="none" stroke-linecap="round"/>`;
    svg += `<circle cx="${f(x + bend * 0.3)}" cy="-24" r="2.6" fill="#ffe0c8"/>`;
  }
  svg += `<ellipse cx="0" cy="-96" rx="52" ry="50" fill="${colour}"/><ellipse cx="-16" cy="-122" rx="12" ry="8" fill="#ffffff" opacity="0.25"/>`;
  svg += face(0, -84, 36, feeling);
  return { svg, w: 150, h: 146 };
}

/** A baby sea turtle seen from the side, flippers out, her face turned to us. */
export function seaTurtle(feeling: Feeling): Figure {
  const skin = '#8fb86a';
  const svg =
    `<path d="M-40 -10 L-70 4 L-44 -2 Z M24 -8 L58 10 L30 -2 Z" fill="${skin}"/>` +
    `<path d="M-56 -14 Q -50 -62 0 -64 Q 50 -62 56 -14 Z" fill="#4f7a3a"/>` +
    `<path d="M-30 -16 L-20 -50 L20 -50 L30 -16 M-40 -32 H40" stroke="#35592a" stroke-width="4" fill="none"/>` +
    `<ellipse cx="0" cy="-12" rx="58" ry="7" fill="#c9d88a"/>` +
    `<circle cx="66" cy="-36" r="20" fill="${skin}"/>` +
    face(68, -36, 18, feeling);
  return { svg, w: 176, h: 66 };
}

/** A duck seen from the side with her face turned to us, orange beak and feet; a duckling is the same, yellow and fluffy. */
export function duck(colour: string, feeling: Feeling): Figure {
  const svg =
    `<path d="M-8 -4 l -8 4 h 14 Z M14 -4 l -8 4 h 14 Z" fill="#f08c2a"/><path d="M-6 -16 v 12 M16 -16 v 12" stroke="#f08c2a" stroke-width="4"/>` +
    `<path d="M-50 -44 L-64 -58 L-40 -52 Z" fill="${colour}"/><ellipse cx="-6" cy="-38" rx="46" ry="26" fill="${colour}"/>` +
    `<path d="M-30 -44 Q -8 -30 16 -42" stroke="#ffffff" stroke-width="3" opacity="0.35" fill="none"/>` +
    `<circle cx="30" cy="-74" r="24" fill="${colour}"/><path d="M50 -72 Q 70 -70 68 -62 Q 56 -58 48 -64 Z" fill="#f08c2a"/>` +
    face(28, -76, 22, feeling);
  return { svg, w: 136, h: 98 };
}
