/**
 * The catalogue's kinds for the evergreen items of helper items-i (keys in 11): a grey heron in flight, free
 * again after its wing has mended (the standing heron is in kinds-items-e.ts). Built with nothing of kinds.ts,
 * so this file loads on its own.
 */
import type { Figure } from './creatures.js';
import type { Kind } from './kind.js';

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

export function kindsForItemsI(): Record<string, Kind> {
  return {
    // a heron is about a metre long beak to tail; in flight its wings spread almost two metres
    'flying-heron': { height: 1, where: 'fly', draw: () => flyingHeron() },
  };
}
