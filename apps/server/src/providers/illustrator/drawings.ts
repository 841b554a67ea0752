/**
 * Our own drawings of things no emoji shows right: a dinosaur skeleton on its stand (a 🦕 would be a
 * live dinosaur), a little heap of seeds with two sprouting (🫘 are beans), a snowball. Named "svg:<name>" in a
 * tale's draw list.
 */

const BONE = '#f4ecd8';
const BONE_LINE = '#a8977a';

/** A thick bone-coloured stroke with an outline. */
const bone = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${BONE_LINE}" stroke-width="${width + 2.4}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${BONE}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A drawing in SVG and the box it fills. */
export interface Shape {
  svg: string;
  box: { x: number; y: number; w: number; h: number };
}

function skeleton(): Shape {
  let svg = `<rect x="18" y="80" width="84" height="8" rx="3" fill="#8b6b4a"/><rect x="56" y="60" width="4" height="21" fill="#6b5238"/>`;
  // legs behind, then the spine from tail to skull, ribs, the near legs
  svg += bone('M42 44 L36 62 L44 79', 4.5) + bone('M80 46 L84 62 L79 79', 4);
  svg += bone('M4 60 Q 20 50 44 40 Q 62 34 80 40 Q 92 40 98 22', 5);
  for (let x = 50; x <= 78; x += 6) svg += bone(`M${x} ${38 - (x > 64 ? 1 : 0)} q 4 14 -2 24`, 2.6);
  for (let x = 10; x < 40; x += 7) svg += `<circle cx="${x}" cy="${56 - (x - 10) * 0.45}" r="2" fill="${BONE_LINE}"/>`;
  svg += bone('M46 42 L50 60 L42 79', 5) + bone('M82 44 L88 58 L94 62', 3.5);
  // the skull
  svg += `<path d="M93 22 Q 96 10 108 10 Q 120 10 122 20 L 110 24 L 100 27 Z" fill="${BONE}" stroke="${BONE_LINE}" stroke-width="1.4"/><path d="M100 27 L 118 22 L 116 27 Z" fill="${BONE}" stroke="${BONE_LINE}" stroke-width="1.2"/><circle cx="108" cy="16" r="2.6" fill="#5b4a36"/>`;
  return { svg, box: { x: 0, y: 6, w: 124, h: 84 } };
}

function seeds(): Shape {
  const seed = (x: number, y: number, r: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="5.5" ry="3.6" transform="rotate(${r} ${x} ${y})" fill="#9a6b3a" stroke="#6b4423" stroke-width="0.8"/><ellipse cx="${x - 1.5}" cy="${y - 1}" rx="1.6" ry="0.9" transform="rotate(${r} ${x} ${y})" fill="#d9b07a"/>`;
  let svg = `<ellipse cx="30" cy="33" rx="28" ry="6" fill="#7a5230"/>`;
  svg += `<path d="M20 28 q -2 -12 4 -20" stroke="#5c913b" stroke-width="2.2" fill="none"/><ellipse cx="27" cy="8" rx="6" ry="3" transform="rotate(-30 27 8)" fill="#77b255"/><ellipse cx="19" cy="10" rx="5" ry="2.6" transform="rotate(30 19 10)" fill="#77b255"/>`;
  svg += `<path d="M40 29 q 1 -8 -3 -13" stroke="#5c913b" stroke-width="2" fill="none"/><ellipse cx="36" cy="15" rx="4.6" ry="2.4" transform="rotate(25 36 15)" fill="#77b255"/>`;
  for (const [x, y, r] of [
    [12, 30, 10],
    [24, 31, -20],
    [34, 30, 30],
    [46, 31, -10],
    [18, 26, 40],
    [30, 26, 0],
    [42, 26, -35],
  ] as const)
    svg += seed(x, y, r);
  return { svg, box: { x: 2, y: 4, w: 56, h: 36 } };
}

function snowball(): Shape {
  const svg =
    `<circle cx="30" cy="30" r="28" fill="#ffffff" stroke="#7f9fbd" stroke-width="2.4"/>` +
    `<path d="M6 36 Q 30 62 55 34 Q 50 54 28 57 Q 10 54 6 36 Z" fill="#c3d6ea"/>` +
    `<circle cx="20" cy="18" r="5" fill="#f4f9ff"/><circle cx="38" cy="26" r="2" fill="#dbe8f4"/><circle cx="26" cy="36" r="2.4" fill="#dbe8f4"/>`;
  return { svg, box: { x: 2, y: 2, w: 56, h: 56 } };
}

const OWN: Record<string, () => Shape> = { skeleton, seeds, snowball };

export const ownDrawing = (name: string): Shape | null => OWN[name]?.() ?? null;
export const OWN_DRAWINGS = Object.keys(OWN);
