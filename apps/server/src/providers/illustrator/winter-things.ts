/**
 * Things of the winter items (01–03) that no emoji shows right: a snowball (with bamboo inside), black
 * paper with snowflakes on it, a screen showing a picture, a snowplough, tracks in the snow, a snowman
 * of three balls, a big telescope, a star map, a bird house, a floor cushion. Same units as creatures.ts.
 */
import type { Figure } from './creatures.js';

const f = (v: number) => v.toFixed(1);

/** A snowball, round and white; `leaves` stick out of it when it has bamboo inside. */
export function snowball(leaves = false): Figure {
  const sprig = leaves
    ? `<path d="M6 -56 q 10 -22 30 -26 q -8 18 -30 26 Z M-4 -58 q -4 -24 -20 -34 q -2 20 20 34 Z" fill="#5aa04a"/><path d="M0 -54 l 4 -20" stroke="#6b8a3a" stroke-width="3"/>`
    : '';
  const svg =
    sprig +
    `<circle cx="0" cy="-30" r="30" fill="#fbfdff" stroke="#c9d8e8" stroke-width="3"/><path d="M-14 -44 q 8 -6 16 -4" stroke="#ffffff" stroke-width="4" fill="none"/>`;
  return { svg, w: 72, h: leaves ? 92 : 62 };
}

/** A sheet of black paper held up to catch snowflakes: white six-pointed flakes lie on it. */
export function blackPaper(): Figure {
  let svg = `<rect x="-40" y="-56" width="80" height="56" rx="3" fill="#1f1f26"/>`;
  for (const [x, y] of [
    [-20, -40],
    [12, -30],
    [-4, -14],
    [24, -12],
  ] as const)
    for (let k = 0; k < 3; k++)
      svg += `<path d="M${x} ${y} m -6 0 h12" stroke="#ffffff" stroke-width="1.6" transform="rotate(${k * 60} ${x} ${y})"/>`;
  return { svg, w: 80, h: 56 };
}

/** A screen (a camera's, a laptop's) on a little stand; it shows `picture` (an SVG group in a 100×100 box). */
export function screen(picture: string): Figure {
  const svg =
    `<rect x="-8" y="-20" width="16" height="20" fill="#4a4f5a"/><rect x="-40" y="-6" width="80" height="6" rx="3" fill="#4a4f5a"/>` +
    `<rect x="-90" y="-128" width="180" height="110" rx="8" fill="#2b2f3a"/><rect x="-80" y="-118" width="160" height="90" fill="#dfe9f2"/>` +
    `<g transform="translate(-44 -120) scale(0.88)">${picture}</g>`;
  return { svg, w: 180, h: 128 };
}

/** A big orange snowplough seen from the side, its wide curved blade in front; `flashing` lights its roof lamp. */
export function snowplough(flashing: boolean): Figure {
  let svg = `<rect x="-120" y="-96" width="150" height="64" rx="8" fill="#f08c2a"/>`;
  svg += `<path d="M30 -32 V-130 Q 30 -140 40 -140 H92 Q 104 -140 108 -128 L120 -80 V-32 Z" fill="#f08c2a"/>`;
  svg += `<path d="M46 -128 H88 Q 96 -128 99 -120 L108 -90 H46 Z" fill="#bfe3f5"/>`;
  svg += `<rect x="-120" y="-40" width="240" height="12" fill="#5a5a5a"/>`;
  for (const x of [-80, -30, 80])
    svg += `<circle cx="${x}" cy="-24" r="22" fill="#2f2f33"/><circle cx="${x}" cy="-24" r="9" fill="#9aa0a8"/>`;
  // the blade: a curved steel plate reaching to the ground
  svg += `<path d="M124 -90 Q 150 -60 128 -2 L168 -2 Q 186 -50 160 -96 Z" fill="#8a9098" stroke="#5f656c" stroke-width="3"/>`;
  svg += `<rect x="54" y="-152" width="20" height="12" rx="4" fill="${flashing ? '#ffb300' : '#c77a1a'}"/>`;
  if (flashing)
    svg += `<path d="M64 -160 v-14 M50 -156 l-10 -10 M78 -156 l10 -10" stroke="#ffb300" stroke-width="4" stroke-linecap="round"/>`;
  return { svg, w: 2 * 172, h: 176, back: [-40, -96] };
}

/** Prints in the snow, seen a little from above: a hare's (two long, two round, over and over), a fox's
 * (a neat line of small paws), a bird's (tiny stars in pairs), or any paw prints. */
export function tracks(whose: string): Figure {
  const ink = '#8fa6bf';
  const paw = (x: number, y: number, r: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.8)}" fill="${ink}"/>` +
    [-1, 0, 1]
      .map((k) => `<circle cx="${f(x + k * r * 0.8)}" cy="${f(y - r * 1.2)}" r="${f(r * 0.35)}" fill="${ink}"/>`)
      .join('');
  let svg = `<ellipse cx="0" cy="-28" rx="86" ry="28" fill="#ffffff" opacity="0.7"/>`;
  for (let i = 0; i < 3; i++) {
    const x = -60 + i * 56;
    if (/hare|rabbit/.test(whose))
      svg += `<ellipse cx="${x}" cy="-38" rx="5" ry="11" fill="${ink}"/><ellipse cx="${x + 10}" cy="-38" rx="5" ry="11" fill="${ink}"/><circle cx="${x + 24}" cy="-22" r="5" fill="${ink}"/><circle cx="${x + 24}" cy="-8" r="5" fill="${ink}"/>`;
    else if (/fox/.test(whose)) svg += paw(x, -26 + (i % 2) * 4, 6) + paw(x + 28, -28 + (i % 2) * 4, 6);
    else if (/bird/.test(whose))
      for (const [dx, dy] of [
        [0, -34],
        [12, -20],
      ] as const)
        svg += `<path d="M${x + dx} ${dy} l0 -10 M${x + dx} ${dy} l-7 -7 M${x + dx} ${dy} l7 -7 M${x + dx} ${dy} l0 5" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/>`;
    else svg += paw(x, -30, 7) + paw(x + 26, -18, 7);
  }
  return { svg, w: 180, h: 58 };
}

/** A huge telescope on its mount, its tube pointing up at the sky; a watcher stands at its eyepiece. */
export function telescope(): Figure {
  let svg = `<path d="M-50 0 L-20 -90 L20 -90 L50 0 Z" fill="#5a6170"/><circle cx="0" cy="-100" r="18" fill="#7a8290"/>`;
  svg += `<path d="M-70 -40 L90 -240" stroke="#eef0f4" stroke-width="44" stroke-linecap="round"/><path d="M-70 -40 L90 -240" stroke="#c9ced8" stroke-width="44" stroke-dasharray="8 70" />`;
  svg += `<ellipse cx="92" cy="-242" rx="24" ry="12" fill="#2b2f4a" transform="rotate(-51 92 -242)"/>`;
  return { svg, w: 240, h: 270 };
}

/** A star map: a dark sheet with stars and their lines; one new dot is circled. */
export function starMap(): Figure {
  let svg = `<rect x="-50" y="-70" width="100" height="70" rx="4" fill="#1d2a5a" stroke="#c9a27a" stroke-width="3"/>`;
  svg += `<path d="M-36 -54 L-14 -44 L4 -56 L26 -40" stroke="#8fa6dd" stroke-width="1.5" fill="none"/>`;
  for (const [x, y] of [
    [-36, -54],
    [-14, -44],
    [4, -56],
    [26, -40],
    [-26, -20],
    [14, -16],
  ] as const)
    svg += `<circle cx="${x}" cy="${y}" r="3" fill="#fff6c8"/>`;
  svg += `<circle cx="34" cy="-18" r="2.5" fill="#fff6c8"/><circle cx="34" cy="-18" r="9" fill="none" stroke="#ff6b6b" stroke-width="2"/>`;
  return { svg, w: 100, h: 70 };
}

/** A wooden bird house with a pitched roof and a round door (small, as small birds like it, or too big);
 * the birds that are in it stand at its door, on the perch. */
export function birdhouse(colour: string, bigDoor: boolean): Figure {
  let svg = `<rect x="-4" y="-10" width="8" height="10" fill="#7a5a3b"/>`;
  svg += `<rect x="-30" y="-80" width="60" height="70" rx="3" fill="${colour}" stroke="#5a3e28" stroke-width="2"/>`;
  svg += `<path d="M-40 -78 L0 -112 L40 -78 Z" fill="#a0522d" stroke="#5a3e28" stroke-width="2"/>`;
  svg += `<circle cx="0" cy="-54" r="${bigDoor ? 18 : 9}" fill="#2b2118"/><path d="M-10 -30 h20" stroke="#5a3e28" stroke-width="4" stroke-linecap="round"/>`;
  return { svg, w: 84, h: 112, inside: { x: -40, y: -62, w: 80, h: 30 } };
}

/** A plump floor cushion; who is on it sits on its top. */
export function cushion(colour: string): Figure {
  const svg = `<path d="M-56 -4 Q -62 -26 -52 -48 Q 0 -56 52 -48 Q 62 -26 56 -4 Q 0 4 -56 -4 Z" fill="${colour}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/><circle cx="0" cy="-26" r="4" fill="#ffffff" opacity="0.6"/>`;
  return { svg, w: 124, h: 56, inside: { x: -46, y: -60, w: 92, h: 12 } };
}

/** A little fishing boat with a cabin; who is in it stands on its deck. */
export function boat(): Figure {
  let svg = `<rect x="40" y="-104" width="50" height="56" rx="4" fill="#f7f5f0" stroke="#8a5a3b" stroke-width="3"/><rect x="52" y="-94" width="26" height="18" fill="#9fd6f5"/>`;
  svg += `<path d="M-120 -52 H120 L96 0 H-96 Z" fill="#c0392b"/><path d="M-114 -40 H114" stroke="#ffffff" stroke-width="6"/>`;
  return { svg, w: 240, h: 104, inside: { x: -104, y: -92, w: 130, h: 40 } };
}

/** A block of pressed snow, cut with a saw: a big white brick. */
export function snowBlock(): Figure {
  const svg = `<rect x="-34" y="-40" width="68" height="40" rx="5" fill="#fbfdff" stroke="#b9cde0" stroke-width="3"/><path d="M-26 -30 h30" stroke="#dfeaf4" stroke-width="4"/>`;
  return { svg, w: 68, h: 40 };
}

/** A tall white rocket standing on its fins, a round window at the top (who is in it looks out of it);
 * `flying` lifts it on its fire, with a trail of smoke down to the ground unless it is `inSpace`. The box
 * is the same either way, so the rocket keeps its size. */
export function rocket(flying: boolean, inSpace: boolean): Figure {
  const lift = flying ? 200 : 0;
  let svg = '';
  if (flying) {
    if (!inSpace)
      for (const [x, y, r] of [
        [-40, -30, 50],
        [40, -40, 46],
        [0, -90, 44],
        [-20, -140, 34],
        [16, -170, 28],
      ] as const)
        svg += `<circle cx="${x}" cy="${y}" r="${r}" fill="#e9e6e2" opacity="0.9"/>`;
    svg += `<path d="M-26 -${lift} Q 0 -${lift - 120} 26 -${lift} Z" fill="#ff9a2a"/><path d="M-14 -${lift} Q 0 -${lift - 70} 14 -${lift} Z" fill="#ffe14a"/>`;
  }
  svg += `<g transform="translate(0 ${-lift})">`;
  svg += `<path d="M-30 -60 L-70 0 L-30 -10 Z M30 -60 L70 0 L30 -10 Z" fill="#d9453b"/>`;
  svg += `<path d="M-30 -10 V-360 Q 0 -430 30 -360 V-10 Z" fill="#f7f7f4" stroke="#c9c9c0" stroke-width="3"/>`;
  svg += `<path d="M-30 -120 H30 M-30 -130 H30" stroke="#d9453b" stroke-width="6"/><path d="M-20 -10 L-14 12 H14 L20 -10 Z" fill="#5a5f6a"/>`;
  svg += `<circle cx="0" cy="-300" r="22" fill="#9fd6f5" stroke="#8a9098" stroke-width="5"/>`;
  svg += `</g>`;
  return { svg, w: 140, h: 620, inside: { x: -20, y: -320 - lift, w: 40, h: 40 } };
}

/** A clump of green bamboo: jointed stalks with narrow leaves (a panda's favourite food). */
export function bamboo(): Figure {
  let svg = '';
  for (const [x, lean] of [
    [-22, -10],
    [0, 4],
    [20, 14],
  ] as const) {
    svg += `<path d="M${x} 0 L${x + lean} -200" stroke="#6fae3f" stroke-width="9" stroke-linecap="round"/>`;
    for (let k = 1; k < 5; k++)
      svg += `<path d="M${f(x + (lean * k) / 5 - 6)} ${-k * 40} h12" stroke="#4f8a2f" stroke-width="3"/>`;
    for (const k of [2, 3, 4])
      svg += `<path d="M${f(x + (lean * k) / 5)} ${-k * 40 - 4} q 18 -4 30 -18 q -18 2 -30 18 Z M${f(x + (lean * k) / 5)} ${-k * 40 - 10} q -18 -2 -28 -16 q 16 0 28 16 Z" fill="#5aa04a"/>`;
  }
  return { svg, w: 120, h: 206 };
}

/** A knitted mitten with a white cuff, in its colour (a little red one lost in the snow). */
export function mitten(colour: string): Figure {
  let svg = `<path d="M-22 -14 V-60 Q -22 -86 2 -86 Q 24 -86 24 -60 V-14 Z" fill="${colour}"/>`;
  svg += `<path d="M-22 -50 Q -40 -52 -38 -36 Q -36 -26 -22 -30 Z" fill="${colour}"/>`;
  svg += `<rect x="-26" y="-16" width="54" height="16" rx="5" fill="#f7f5f0"/>`;
  for (const y of [-70, -56, -42])
    svg += `<path d="M-14 ${y} q 6 6 12 0 q 6 6 12 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.5"/>`;
  return { svg, w: 80, h: 86 };
}

/** A seagull gliding: white wings bent like a wide "m", grey wing tips. */
export function seagull(): Figure {
  const svg =
    `<path d="M-60 -30 Q -30 -60 0 -30 Q 30 -60 60 -30" stroke="#8a939e" stroke-width="15" fill="none" stroke-linecap="round"/>` +
    `<path d="M-60 -30 Q -30 -60 0 -30 Q 30 -60 60 -30" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M-60 -30 l -6 6 M60 -30 l 6 6" stroke="#6e7683" stroke-width="8" stroke-linecap="round"/><circle cx="0" cy="-28" r="6" fill="#ffffff"/>`;
  return { svg, w: 136, h: 50 };
}

/** A little red mountain train car: windows with passengers' heads, a toothed wheel under its middle. */
export function mountainTrain(): Figure {
  let svg = `<rect x="-116" y="-128" width="232" height="12" rx="5" fill="#8a2a22"/>`;
  svg += `<rect x="-110" y="-118" width="220" height="92" rx="14" fill="#d9453b"/><rect x="-110" y="-50" width="220" height="8" fill="#f4c430"/>`;
  for (const x of [-92, -50, -8, 34])
    svg += `<rect x="${x}" y="-104" width="34" height="36" rx="5" fill="#bfe3f5"/><circle cx="${x + 17}" cy="-80" r="8" fill="#f3c9a5"/><path d="M${x + 8} -84 q 9 -12 18 0 Z" fill="#3b7dd8"/>`;
  svg += `<rect x="78" y="-104" width="22" height="64" rx="4" fill="#8a2a22"/>`;
  for (const x of [-80, 80])
    svg += `<circle cx="${x}" cy="-16" r="16" fill="#2f2f33"/><circle cx="${x}" cy="-16" r="6" fill="#9aa0a8"/>`;
  // the toothed wheel that holds on to the toothed rail
  svg += `<circle cx="0" cy="-16" r="14" fill="#6e7683" stroke="#3a3330" stroke-width="6" stroke-dasharray="4 4"/>`;
  return { svg, w: 236, h: 128 };
}

/** A tiny wooden station at the top of the mountain, with a clock over its door. */
export function station(): Figure {
  let svg = `<rect x="-60" y="-120" width="120" height="120" fill="#f3e2c0" stroke="#8a5a3b" stroke-width="3"/>`;
  svg += `<path d="M-76 -116 L0 -176 L76 -116 Z" fill="#8a2a22"/><path d="M-76 -116 L0 -176 L76 -116" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>`;
  svg += `<rect x="-18" y="-64" width="36" height="64" fill="#8a5a3b"/><rect x="-52" y="-84" width="26" height="26" fill="#bfe3f5"/><rect x="26" y="-84" width="26" height="26" fill="#bfe3f5"/>`;
  svg += `<circle cx="0" cy="-96" r="13" fill="#ffffff" stroke="#3a3330" stroke-width="3"/><path d="M0 -96 V-104 M0 -96 H6" stroke="#3a3330" stroke-width="2.5"/>`;
  return { svg, w: 152, h: 176 };
}

/** A yellow school bus seen from the side: a row of windows, a door, big wheels. */
export function schoolBus(): Figure {
  let svg = `<rect x="-150" y="-130" width="300" height="104" rx="16" fill="#f4c430"/><rect x="-150" y="-60" width="300" height="10" fill="#2f2f33"/>`;
  for (const x of [-130, -84, -38, 8]) svg += `<rect x="${x}" y="-116" width="38" height="36" rx="5" fill="#bfe3f5"/>`;
  svg += `<rect x="62" y="-116" width="28" height="84" rx="4" fill="#bfe3f5" stroke="#2f2f33" stroke-width="3"/>`;
  svg += `<rect x="100" y="-116" width="42" height="40" rx="6" fill="#bfe3f5"/><circle cx="146" cy="-40" r="6" fill="#fff6c8"/>`;
  for (const x of [-96, 96])
    svg += `<circle cx="${x}" cy="-22" r="22" fill="#2f2f33"/><circle cx="${x}" cy="-22" r="9" fill="#9aa0a8"/>`;
  return { svg, w: 304, h: 130 };
}
