/**
 * Our own drawings of things that carry someone in a new item's scenes (items-b): a town bus seen from the side
 * whose front window holds a teddy, a kangaroo whose pouch holds a joey, and a little rover on Mars.
 * Same units as creatures.ts: centred on x = 0, standing on y = 0.
 */
import type { Figure } from './creatures.js';
import { glyph } from './glyphs.js';

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

/** A red town bus seen from the side; its front window is an inside (a teddy waiting in it). */
export function bus(): Figure {
  const windows = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${-140 + i * 62}" y="-125" width="50" height="42" rx="6" fill="#cfe8ff" stroke="#8a2a24" stroke-width="3"/>`,
    )
    .join('');
  const wheels = [-100, 100]
    .map((x) => `<circle cx="${x}" cy="-24" r="24" fill="#333"/><circle cx="${x}" cy="-24" r="9" fill="#bbb"/>`)
    .join('');
  const svg =
    `<rect x="-160" y="-140" width="320" height="110" rx="16" fill="#d9453b" stroke="#8a2a24" stroke-width="4"/>` +
    `<rect x="-160" y="-62" width="320" height="10" fill="#f4c430"/>` +
    windows +
    `<rect x="104" y="-125" width="46" height="42" rx="6" fill="#cfe8ff" stroke="#8a2a24" stroke-width="3"/>` +
    wheels;
  return { svg, w: 320, h: 140, inside: { x: 104, y: -125, w: 46, h: 42 } };
}

/** The kangaroo emoji with a pouch on its tummy as an inside, so a joey can peek out of it. */
export function kangaroo(): Figure {
  const g = glyph('🦘');
  if (!g) return { svg: '<ellipse cx="0" cy="-18" rx="14" ry="18" fill="#b07a4a"/>', w: 28, h: 36 };
  const { x, y, w, h } = g.box;
  const svg = `<g transform="translate(${(-(x + w / 2)).toFixed(2)} ${(-(y + h)).toFixed(2)})">${g.inner}</g>`;
  return { svg, w, h, inside: { x: -w * 0.18, y: -h * 0.52, w: w * 0.3, h: h * 0.2 } };
}
