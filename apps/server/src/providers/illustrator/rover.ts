/**
 * Our own drawing of a little rover on Mars (items-b).
 * Same units as creatures.ts: centred on x = 0, standing on y = 0.
 */
import type { Figure } from './creatures.js';

/** A little six-wheeled rover with a solar panel and a camera on a tall neck (items-b: a rover on Mars). */
export function rover(): Figure {
  const wheels = [-40, 0, 40].map((x) => `<circle cx="${x}" cy="-12" r="12" fill="#3a3a3a"/>`).join('');
  const svg =
    `<rect x="-58" y="-64" width="72" height="8" fill="#3b5a9a" stroke="#2a3a66" stroke-width="2"/>` +
    `<rect x="-50" y="-56" width="100" height="32" rx="6" fill="#e4e4e4" stroke="#6a6a6a" stroke-width="3"/>` +
    `<rect x="22" y="-90" width="6" height="36" fill="#8a8a8a"/>` +
    `<rect x="10" y="-100" width="30" height="16" rx="4" fill="#5a5a5a"/>` +
    `<circle cx="35" cy="-92" r="4" fill="#7fd0ff"/>` +
    wheels;
  return { svg, w: 120, h: 100 };
}
