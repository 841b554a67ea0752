/**
 * The catalogue's kinds for the evergreen items of helper items-j (10-18, 10-24, 10-30, 08-08): a red and white
 * barrier that stops the traffic at a lifting bridge, a steep stone dam wall and the mountain goats that climb it.
 * Built with the catalogue's own helpers (passed in, so this file needs nothing of kinds.ts at load time).
 */
import type { Figure } from './creatures.js';
import type { Kind } from './kind.js';
import type { KindHelpers } from './kinds-03-08.js';

const f = (n: number) => n.toFixed(1);

/** A traffic barrier: a grey post with a long boom striped red and white, lying level across the road. */
export function barrier(): Figure {
  let svg = `<rect x="-150" y="-110" width="22" height="110" rx="4" fill="#6e7683"/><rect x="-160" y="-8" width="42" height="8" rx="3" fill="#4a4f57"/>`;
  svg += `<rect x="-140" y="-96" width="290" height="16" rx="8" fill="#ffffff" stroke="#3a3330" stroke-width="2"/>`;
  for (let x = -120; x < 140; x += 48) svg += `<rect x="${x}" y="-96" width="24" height="16" fill="#d9453b"/>`;
  svg += `<circle cx="-139" cy="-88" r="9" fill="#f4c430" stroke="#3a3330" stroke-width="2"/>`;
  return { svg, w: 312, h: 112 };
}

/**
 * A dam seen from below: a steep wall of fitted grey stones with a curved top, a strip of lake glinting over it
 * and a slope of rock at each side. Climbers on it are spread over the wall's face (its crown).
 */
export function damWall(): Figure {
  const w = 520;
  const h = 400;
  let svg = `<path d="M${-w / 2} 0 L ${-w / 2 + 40} ${-h} H ${w / 2 - 40} L ${w / 2} 0 Z" fill="#b9b2a6" stroke="#6e665c" stroke-width="4"/>`;
  // rows of stones, each row offset by half a stone
  for (let row = 0; row < 10; row++) {
    const y = -h + 16 + row * 38;
    const inset = 40 * (1 - (row * 38 + 16) / h);
    const left = -w / 2 + inset + 6;
    const right = w / 2 - inset - 6;
    svg += `<path d="M${f(left)} ${y} H ${f(right)}" stroke="#8d857a" stroke-width="3"/>`;
    for (let x = left + (row % 2 ? 30 : 0) + 20; x < right - 10; x += 60)
      svg += `<path d="M${f(x)} ${y} V ${y + 38}" stroke="#8d857a" stroke-width="3"/>`;
  }
  svg += `<rect x="${-w / 2 + 30}" y="${-h - 14}" width="${w - 60}" height="16" rx="4" fill="#9a9288"/>`;
  svg += `<path d="M${-w / 2 + 34} ${-h - 14} q 60 -10 120 0 t 120 0 t 120 0 t 100 0" stroke="#6fa8d6" stroke-width="6" fill="none"/>`;
  svg += `<path d="M${-w / 2 - 30} 0 L ${-w / 2 + 40} ${-h + 60} L ${-w / 2 + 20} 0 Z" fill="#8a7f72"/>`;
  svg += `<path d="M${w / 2 + 30} 0 L ${w / 2 - 40} ${-h + 80} L ${w / 2 - 20} 0 Z" fill="#8a7f72"/>`;
  return { svg, w: w + 60, h: h + 20, crown: { x: -w / 2 + 60, y: -h + 20, w: w - 120, h: h - 80 } };
}

export function kindsForItemsJ({ emoji }: Pick<KindHelpers, 'emoji'>): Record<string, Kind> {
  return {
    // the barrier that closes a lifting bridge's road while it opens (10-18): waist-high, as wide as a lane
    barrier: { height: 1.1, where: 'ground', draw: () => barrier() },
    // a mountain goat (08-08): a sure-footed climber, about as tall as a child's shoulder
    goat: emoji(0.9, '🐐'),
    // the part of a stone dam's wall seen from its foot, about as tall as a house (goats climb its face)
    dam: { height: 10, where: 'ground', draw: () => damWall() },
  };
}
