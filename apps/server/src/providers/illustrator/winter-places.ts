/**
 * Where the winter items' characters are (01–03): a fence to sit on, a bear's den under the snow, an
 * igloo, open sea water and ice across the front of the picture, a snowy hill, a window with frost on
 * its glass, an ice castle with a slide, an observatory, the northern lights. Same units as creatures.ts.
 */
import type { Figure } from './creatures.js';

const f = (v: number) => v.toFixed(1);

/** A wooden fence; a bird or an owl sits on its top rail. */
export function fence(): Figure {
  let svg = `<path d="M-100 -60 H100 M-100 -30 H100" stroke="#a0724a" stroke-width="9"/>`;
  for (let x = -88; x <= 88; x += 44)
    svg += `<path d="M${x - 8} 0 V-78 L${x} -88 L${x + 8} -78 V0 Z" fill="#b8875a" stroke="#8a5f3c" stroke-width="2"/>`;
  return { svg, w: 200, h: 88, back: [0, -86] };
}

/** A bear's den: a snowy mound under a fallen tree's roots, dark and cosy inside. */
export function den(): Figure {
  let svg = `<path d="M-170 0 Q -160 -120 0 -130 Q 160 -120 170 0 Z" fill="#f2f6fb" stroke="#cfdbe8" stroke-width="3"/>`;
  svg += `<path d="M-120 -110 L150 -150" stroke="#7a5a3b" stroke-width="16" stroke-linecap="round"/><path d="M150 -150 l 20 -16 M150 -150 l 24 2 M150 -150 l 10 18" stroke="#6b4a2f" stroke-width="6" stroke-linecap="round"/>`;
  svg += `<path d="M-120 0 Q -110 -86 0 -92 Q 110 -86 120 0 Z" fill="#5a4434"/><path d="M-104 0 Q -96 -30 0 -34 Q 96 -30 104 0 Z" fill="#7a8a4a" opacity="0.7"/>`;
  return { svg, w: 350, h: 162, inside: { x: -100, y: -80, w: 200, h: 76 } };
}

/** An igloo of snow blocks with a low round door on its right; who is in it looks out of the door. */
export function igloo(): Figure {
  let svg = `<path d="M-110 0 A 110 100 0 0 1 110 0 Z" fill="#f4f8fd" stroke="#b9cde0" stroke-width="3"/>`;
  for (const y of [-24, -48, -70, -88])
    svg += `<path d="M${f(-Math.sqrt(Math.max(0, 1 - (y / 100) ** 2)) * 110)} ${y} H${f(Math.sqrt(Math.max(0, 1 - (y / 100) ** 2)) * 110)}" stroke="#b9cde0" stroke-width="2.5"/>`;
  for (const [x, y] of [
    [-60, -12],
    [20, -12],
    [-30, -36],
    [50, -36],
    [-70, -36],
    [0, -60],
    [-40, -60],
    [40, -60],
    [-16, -80],
    [24, -80],
  ] as const)
    svg += `<path d="M${x} ${y + 12} v-22" stroke="#b9cde0" stroke-width="2.5"/>`;
  svg += `<path d="M60 0 A 30 34 0 0 1 120 0 Z" fill="#f4f8fd" stroke="#b9cde0" stroke-width="3"/><path d="M72 0 A 18 22 0 0 1 108 0 Z" fill="#3d4f66"/>`;
  // who is in the igloo is seen at its low door
  return { svg, w: 240, h: 102, inside: { x: 68, y: -40, w: 44, h: 40 } };
}

/** Open sea water across the whole front of the picture, up to the horizon's water: whales, boats and
 * swimming penguins are in it. */
export function seaWater(): Figure {
  // drawn a little past its box, so the water reaches the picture's edges and bottom
  let svg = `<path d="M-340 -150 H340 V24 H-340 Z" fill="#2f8fcf"/>`;
  svg += `<path d="M-340 -150 H340 V-120 H-340 Z" fill="#3ea3dc"/>`;
  for (const [x, y] of [
    [-280, -110],
    [-120, -96],
    [60, -112],
    [200, -90],
    [-220, -40],
    [-40, -30],
    [140, -44],
    [260, -24],
  ] as const)
    svg += `<path d="M${x} ${y} q 30 -10 60 0" stroke="#bfe6fb" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return { svg, w: 640, h: 150, inside: { x: -280, y: -90, w: 560, h: 40 } };
}

/** The edge of the ice: ice on the left, dark cold water on the right; who stands on it stands at the edge. */
export function iceEdge(): Figure {
  let svg = `<path d="M-340 -150 H340 V24 H-340 Z" fill="#1f6f9f"/>`;
  svg += `<path d="M60 -100 q 30 -10 60 0 M180 -60 q 30 -10 60 0 M100 -24 q 30 -10 60 0" stroke="#bfe6fb" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  svg += `<path d="M-340 24 V-150 H-40 L-10 -90 L10 -40 L-6 24 Z" fill="#eef6fc" stroke="#b9d6ea" stroke-width="3"/>`;
  return { svg, w: 640, h: 150, inside: { x: -250, y: -90, w: 210, h: 40 } };
}

/** A low snowy hill; a panda or a sledge sits on its top. */
export function hill(): Figure {
  const svg = `<path d="M-130 0 Q -90 -96 0 -100 Q 90 -96 130 0 Z" fill="#f4f8fd" stroke="#c9d8e8" stroke-width="3"/><path d="M-70 -60 q 40 -24 90 -26" stroke="#ffffff" stroke-width="6" fill="none"/>`;
  return { svg, w: 260, h: 100, back: [0, -98] };
}

/** A window in a wall, its glass showing a snowy sky: by night dark blue with a moon, flakes falling. */
export function snowyWindow(night: boolean, frost: boolean, hole = false): Figure {
  let svg = `<rect x="-70" y="-40" width="140" height="40" fill="#e9d2ad"/><rect x="-66" y="-190" width="132" height="150" rx="6" fill="#ffffff"/>`;
  svg += `<rect x="-58" y="-182" width="116" height="134" fill="${night ? '#1d2a5a' : '#b8d4ea'}"/>`;
  if (night)
    svg += `<circle cx="30" cy="-156" r="12" fill="#fff6c8"/><circle cx="36" cy="-160" r="10" fill="#1d2a5a"/>`;
  for (const [x, y] of [
    [-40, -166],
    [-14, -140],
    [12, -170],
    [34, -118],
    [-44, -104],
    [2, -96],
    [40, -70],
    [-22, -66],
    [22, -140],
  ] as const)
    svg += `<circle cx="${x}" cy="${y}" r="3.5" fill="#ffffff"/>`;
  // frost ferns grow in from the corners of the glass, over a white veil
  if (frost) svg += `<rect x="-58" y="-182" width="116" height="134" fill="#ffffff" opacity="0.55"/>`;
  if (frost)
    for (const [x, y, turn] of [
      [-58, -48, -40],
      [58, -48, -140],
      [-58, -182, 40],
      [58, -182, 140],
    ] as const) {
      svg += `<g transform="translate(${x} ${y}) rotate(${turn})" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.9">`;
      svg += `<path d="M0 0 L62 0"/>`;
      for (let k = 1; k < 6; k++) svg += `<path d="M${k * 10} 0 l 8 -10 M${k * 10} 0 l 8 10"/>`;
      svg += `</g>`;
    }
  // a round hole breathed into the frost: the snowy street shows through it
  if (hole)
    svg += `<circle cx="-28" cy="-84" r="22" fill="#b8d4ea" stroke="#ffffff" stroke-width="4" opacity="0.95"/><path d="M-44 -72 h32 v-12 l-16 -12 l-16 12 Z" fill="#f6d7a7"/><path d="M-48 -84 l20 -16 l20 16" stroke="#ffffff" stroke-width="4" fill="none"/>`;
  svg += `<path d="M0 -182 V -48 M-58 -115 H58" stroke="#ffffff" stroke-width="7"/><rect x="-76" y="-46" width="152" height="8" rx="3" fill="#c9a27a"/>`;
  // who looks out of the window stands in it, behind the sill
  return { svg, w: 152, h: 190, inside: { x: -58, y: -182, w: 116, h: 136 } };
}

/** A castle of clear ice blocks with towers, little windows and a smooth slide down its right side;
 * `glowing` lights it blue and pink from inside, as at night. Who is on it rides the slide. */
export function iceCastle(glowing: boolean): Figure {
  const ice = glowing ? '#a9d8f5' : '#dff1fb';
  const line = '#8cc3e3';
  const tower = (x: number, w: number, h: number) => {
    let out = `<rect x="${x - w / 2}" y="${-h}" width="${w}" height="${h}" fill="${ice}" stroke="${line}" stroke-width="3"/>`;
    for (let k = 0; k < 3; k++)
      out += `<rect x="${f(x - w / 2 + k * (w / 3) + 2)}" y="${-h - 14}" width="${f(w / 3 - 8)}" height="14" fill="${ice}" stroke="${line}" stroke-width="2"/>`;
    return out;
  };
  let svg = glowing ? `<ellipse cx="0" cy="-110" rx="200" ry="140" fill="#c7a6ff" opacity="0.25"/>` : '';
  // the slide runs from the right tower's top down to the ground
  svg += `<path d="M80 -150 Q 150 -140 170 -60 Q 182 -8 220 -4" stroke="${line}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M80 -150 Q 150 -140 170 -60 Q 182 -8 220 -4" stroke="#f4fbff" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  svg += tower(-100, 70, 190) + tower(100, 70, 170) + tower(0, 130, 240);
  svg += `<rect x="-140" y="-110" width="280" height="110" fill="${ice}" stroke="${line}" stroke-width="3"/>`;
  for (let y = -88; y < 0; y += 28)
    svg += `<path d="M-140 ${y} H140" stroke="${line}" stroke-width="1.5" opacity="0.7"/>`;
  const lights = glowing ? ['#7fd0ff', '#ff9ad5'] : ['#bfe3f7', '#bfe3f7'];
  for (const [x, y, k] of [
    [-100, -150, 0],
    [100, -130, 1],
    [-20, -190, 1],
    [20, -190, 0],
    [-70, -60, 1],
    [70, -60, 0],
  ] as const)
    svg += `<path d="M${x - 10} ${y + 22} V${y} a10 10 0 0 1 20 0 V${y + 22} Z" fill="${lights[k]}" stroke="${line}" stroke-width="2"/>`;
  svg += `<path d="M-22 0 V-36 a22 22 0 0 1 44 0 V0 Z" fill="${glowing ? '#5a7fd8' : '#9fcbe6'}"/>`;
  return { svg, w: 460, h: 256, back: [160, -78] };
}

/** A round white observatory with a dome whose roof opens to the sky; the telescope looks out. */
export function observatory(): Figure {
  let svg = `<rect x="-90" y="-120" width="180" height="120" fill="#f4f4f0" stroke="#c9c9c0" stroke-width="3"/>`;
  svg += `<path d="M-100 -120 A 100 92 0 0 1 100 -120 Z" fill="#ffffff" stroke="#c9c9c0" stroke-width="3"/>`;
  svg += `<path d="M-14 -210 L14 -210 L22 -120 L-22 -120 Z" fill="#2b2f4a"/>`;
  svg += `<path d="M-6 -150 L40 -226" stroke="#9aa0a8" stroke-width="16" stroke-linecap="round"/>`;
  svg += `<path d="M-18 0 V-50 H18 V0 Z" fill="#8a9098"/><rect x="40" y="-80" width="26" height="22" fill="#ffd84a" opacity="0.8"/>`;
  return { svg, w: 210, h: 236 };
}

/** The northern lights: soft green curtains waving across the sky, pink along their top edges. */
export function aurora(): Figure {
  let svg = '';
  for (const [y0, amp, phase, opacity] of [
    [-186, 36, 0, 0.45],
    [-158, 28, 1.6, 0.35],
    [-206, 22, 3.1, 0.3],
  ] as const) {
    const top: string[] = [];
    const bottom: string[] = [];
    for (let x = -300; x <= 300; x += 30) {
      const wave = Math.sin(x / 70 + phase) * amp;
      top.push(`${x} ${f(y0 + wave)}`);
      bottom.push(`${x} ${f(y0 + wave + 110 + Math.sin(x / 40 + phase) * 20)}`);
    }
    svg += `<path d="M${top.join(' L')} L${bottom.reverse().join(' L')} Z" fill="#5dff9a" opacity="${opacity}"/>`;
    svg += `<path d="M${top.join(' L')}" stroke="#ff7ad9" stroke-width="8" fill="none" opacity="${opacity + 0.1}" stroke-linejoin="round"/>`;
  }
  return { svg, w: 620, h: 240 };
}

/** A mountain lake far below, blue as the sky. */
export function lake(): Figure {
  const svg = `<ellipse cx="0" cy="-16" rx="70" ry="16" fill="#3ea3dc" stroke="#2f7db0" stroke-width="2"/><ellipse cx="-18" cy="-20" rx="30" ry="5" fill="#9fd6f5"/>`;
  return { svg, w: 140, h: 32 };
}

/** A snowy rock with a dark tunnel through it; a train in the tunnel comes out of its arch. */
export function tunnel(): Figure {
  let svg = `<path d="M-150 0 Q -150 -150 0 -160 Q 150 -150 150 0 Z" fill="#7f8c99"/><path d="M-110 -110 Q 0 -176 110 -110 Q 40 -150 -110 -110 Z" fill="#ffffff"/>`;
  svg += `<path d="M-80 0 V-60 A 80 70 0 0 1 80 -60 V0 Z" fill="#262a33"/>`;
  return { svg, w: 300, h: 160, inside: { x: -76, y: -120, w: 152, h: 120 } };
}

/** A little hollow in the snow, a rim of snow round a shallow dip; who is in it lies low and cosy. */
export function snowHollow(): Figure {
  const svg = `<ellipse cx="0" cy="-16" rx="100" ry="18" fill="#dfeaf4"/><path d="M-100 -16 Q -96 -40 -60 -36 M100 -16 Q 96 -40 60 -36" stroke="#fbfdff" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return { svg, w: 212, h: 44, inside: { x: -70, y: -46, w: 140, h: 32 } };
}

/** A cosy wooden rabbit hutch on short legs, its wire door open. */
export function hutch(): Figure {
  let svg = `<rect x="-110" y="-20" width="12" height="20" fill="#7a5a3b"/><rect x="98" y="-20" width="12" height="20" fill="#7a5a3b"/>`;
  svg += `<rect x="-120" y="-130" width="240" height="112" fill="#c8955a" stroke="#7a5a3b" stroke-width="4"/><path d="M-130 -128 L0 -170 L130 -128 Z" fill="#a0522d"/>`;
  svg += `<rect x="-104" y="-116" width="130" height="86" fill="#5a3e28"/>`;
  for (let x = -96; x < 26; x += 14)
    svg += `<path d="M${x} -116 V-30" stroke="#b8b8b8" stroke-width="1.5" opacity="0.6"/>`;
  svg += `<rect x="40" y="-116" width="66" height="86" fill="#e8c872"/>`;
  return { svg, w: 260, h: 170 };
}

/** A soft bed of golden hay across the front of the picture; rabbits snuggle in it. */
export function hayBed(): Figure {
  let svg = `<path d="M-320 0 Q -300 -70 -200 -74 Q 0 -86 200 -74 Q 300 -70 320 0 Z" fill="#e8c872"/>`;
  for (let i = 0; i < 30; i++) {
    const x = -290 + ((i * 97) % 580);
    const y = -10 - ((i * 37) % 60);
    svg += `<path d="M${x} ${y} l 26 -${6 + (i % 4) * 3}" stroke="#c9a24a" stroke-width="3" stroke-linecap="round"/>`;
  }
  return { svg, w: 640, h: 86, inside: { x: -260, y: -70, w: 520, h: 40 } };
}

/** A tiny, faint new star, ringed so a child can find it among the big ones. */
export function newStar(): Figure {
  const svg =
    `<circle cx="0" cy="-50" r="40" fill="none" stroke="#ff8a8a" stroke-width="4" stroke-dasharray="10 7"/>` +
    `<path d="M0 -62 L3 -53 L12 -50 L3 -47 L0 -38 L-3 -47 L-12 -50 L-3 -53 Z" fill="#fff6c8"/>`;
  return { svg, w: 100, h: 100 };
}
