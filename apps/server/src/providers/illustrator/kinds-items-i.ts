/**
 * The catalogue's kinds for the evergreen items of helper items-i (keys in 11): a grey heron in flight, free
 * again after its wing has mended (the standing heron is in kinds-items-e.ts), and the night bus with its driver
 * and a passenger seen through its lit windows. Built with nothing of kinds.ts, so this file loads on its own.
 */
import type { Figure } from './creatures.js';
import type { Kind } from './kind.js';
import { townBus } from './props-items-f.js';

/** A grey heron flying to the right: wide wings up, its neck folded back into an S and its legs trailing. */
function flyingHeron(): Figure {
  const grey = '#9aa3ad';
  let svg = `<path d="M-40 -52 L-104 -48 M-40 -48 L-100 -40" stroke="#c8a63a" stroke-width="4" stroke-linecap="round"/>`;
  svg += `<path d="M-10 -60 Q-40 -120 -86 -132 Q-52 -92 -34 -56 Z" fill="${grey}"/><path d="M-86 -132 Q-70 -118 -60 -100 L-74 -112 Z" fill="#5a6068"/>`;
  svg += `<ellipse cx="-6" cy="-54" rx="42" ry="16" fill="${grey}"/>`;
  svg += `<path d="M4 -62 Q30 -10 10 6 Q40 -6 26 -58 Z" fill="#8a939d"/><path d="M10 6 Q20 0 24 -8 L16 -2 Z" fill="#5a6068"/>`;
  svg += `<path d="M30 -58 Q46 -48 40 -66 Q36 -80 50 -78" stroke="#e9ecef" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="54" cy="-78" r="9" fill="#eef0f2"/><path d="M48 -84 Q38 -88 30 -84" stroke="#2b2b2b" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="57" cy="-80" r="2" fill="#2b2118"/><path d="M62 -81 L92 -77 L62 -74 Z" fill="#e0a72e"/>`;
  return { svg: `<g transform="translate(0 -8)">${svg}</g>`, w: 200, h: 142 };
}

/** A head and shoulders seen through a bus window: eyes shut when dozing, a cap for the driver, a bun for a nurse. */
function rider(x: number, y: number, top: string, hair: string, cap: boolean, bun: boolean, dozing: boolean): string {
  let svg = `<path d="M${x - 13} ${y + 22} Q${x} ${y + 6} ${x + 13} ${y + 22} Z" fill="${top}"/>`;
  svg += `<circle cx="${x}" cy="${y}" r="10" fill="#f1c9a5"/>`;
  if (bun) svg += `<circle cx="${x - 8}" cy="${y - 8}" r="5" fill="${hair}"/>`;
  svg += cap
    ? `<path d="M${x - 11} ${y - 3} Q${x} ${y - 18} ${x + 11} ${y - 3} Z" fill="#2f4f8a"/><rect x="${x}" y="${y - 5}" width="14" height="3" fill="#2f4f8a"/>`
    : `<path d="M${x - 10} ${y - 2} Q${x} ${y - 15} ${x + 10} ${y - 2} Z" fill="${hair}"/>`;
  svg += dozing
    ? `<path d="M${x - 6} ${y + 1} q 2 2 4 0 M${x + 2} ${y + 1} q 2 2 4 0" stroke="#2b2118" stroke-width="1.5" fill="none"/>`
    : `<circle cx="${x - 4}" cy="${y}" r="1.5" fill="#2b2118"/><circle cx="${x + 4}" cy="${y}" r="1.5" fill="#2b2118"/>`;
  return svg;
}

/**
 * The night bus from the side, its windows lit: its driver in the front window (a grey beard, a blue cap), and,
 * when its look says "nurse", a nurse in a window (her eyes shut when it says "dozing").
 */
function nightBus(look: string): Figure {
  const bus = townBus(`lit ${look}`, '#3b7dd8');
  let riders = rider(143, -150, '#2f4f8a', '#9a9a9a', true, false, false);
  riders += `<path d="M136 -146 q 7 8 14 0" stroke="#d8d8d8" stroke-width="4" fill="none"/>`;
  if (/nurse/.test(look)) riders += rider(-20, -154, '#5b8fd8', '#6b3f26', false, true, /dozing|sleep/.test(look));
  return { svg: bus.svg + riders, w: bus.w, h: bus.h };
}

export function kindsForItemsI(): Record<string, Kind> {
  return {
    // a heron is about a metre long beak to tail; in flight its wings spread almost two metres
    'flying-heron': { height: 1, where: 'fly', draw: () => flyingHeron() },
    // as big as the town bus; "nurse" seats a nurse by a window, "dozing" shuts her eyes
    'night-bus': { height: 3.2, where: 'ground', draw: (t) => nightBus(t.look ?? '') },
  };
}
