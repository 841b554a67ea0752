/**
 * The catalogue's kinds for the evergreen town, family and science items of helper items-d (keys in
 * 09–11): a fire station's open day (a firefighter's helmet, a hose, orange cones, a spray of water), a newborn baby…
 * Built with the catalogue's own helpers (passed in, so this file needs nothing of kinds.ts at load time).
 */
import type { Figure } from './creatures.js';
import type { KindHelpers } from './kinds-03-08.js';
import type { Kind } from './kind.js';

/** A firefighter's round helmet with a brim that sticks out at the back. */
function fireHelmet(colour: string): Figure {
  const svg =
    `<path d="M-46 -10 Q -46 -70 0 -72 Q 46 -70 46 -10 Z" fill="${colour}"/>` +
    `<path d="M-58 -6 Q 0 -20 64 -2 L 64 4 Q 0 -8 -58 2 Z" fill="${colour}" stroke="#2b2118" stroke-width="2"/>` +
    `<rect x="-8" y="-70" width="16" height="56" rx="6" fill="#f4c430"/>`;
  return { svg, w: 124, h: 76 };
}

/** A coiled red hose with a silver nozzle. */
function fireHose(): Figure {
  const svg =
    `<ellipse cx="0" cy="-22" rx="40" ry="20" fill="none" stroke="#d9453b" stroke-width="10"/>` +
    `<ellipse cx="0" cy="-22" rx="24" ry="11" fill="none" stroke="#b8342b" stroke-width="9"/>` +
    `<path d="M38 -18 Q 60 -12 70 -30" fill="none" stroke="#d9453b" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="64" y="-48" width="14" height="22" rx="3" fill="#b9c0c8" transform="rotate(20 71 -37)"/>`;
  return { svg, w: 160, h: 56 };
}

/** An orange traffic cone with a white stripe. */
function cone(): Figure {
  const svg =
    `<rect x="-30" y="-8" width="60" height="8" rx="2" fill="#e0701f"/>` +
    `<path d="M-22 -8 L -6 -70 L 6 -70 L 22 -8 Z" fill="#f08c2a"/>` +
    `<path d="M-15 -34 L 15 -34 L 12 -46 L -12 -46 Z" fill="#ffffff"/>`;
  return { svg, w: 60, h: 70 };
}

export function kindsForItemsD({ emoji, colourOf }: KindHelpers): Record<string, Kind> {
  return {
    'fire-helmet': { height: 0.3, where: 'ground', draw: (t) => fireHelmet(colourOf(t.look, '#d9453b')) },
    'fire-hose': { height: 0.25, where: 'ground', draw: () => fireHose() },
    'traffic-cone': { height: 0.5, where: 'ground', draw: () => cone() },
    'water-spray': emoji(0.6, '💦', 'fly'),
    // a new baby sister (10-10), small in a grown-up's arms
    newborn: emoji(0.5, '👶'),
  };
}
