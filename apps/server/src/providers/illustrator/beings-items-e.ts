/**
 * Our own figures for the animal items of items-e that have no emoji: a meerkat standing up on guard, a
 * hummingbird hovering, a grey heron, and the things around them (an ant nest behind glass, a mud wallow,
 * a warm tub). Same units as creatures.ts: centred on x = 0, standing on y = 0.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { face } from './faces.js';

const INK = '#2b2118';

/** A meerkat up on its back legs, tail as a prop, paws at its chest; `lying` is one curled up asleep. */
export function meerkat(feeling: Feeling, pose?: string): Figure {
  const fur = '#c9a46e';
  if (pose === 'lying') {
    let svg = `<ellipse cx="0" cy="-18" rx="40" ry="18" fill="${fur}"/>`;
    svg += `<path d="M-36 -10 Q -54 -4 -40 4" stroke="${fur}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    svg += `<circle cx="30" cy="-26" r="16" fill="${fur}"/><ellipse cx="34" cy="-26" rx="7" ry="5" fill="#4a3a2a" opacity="0.5"/>`;
    svg += face(30, -26, 16, feeling, INK);
    return { svg, w: 100, h: 44 };
  }
  let svg = `<path d="M10 -8 Q 34 -4 30 -30" stroke="${fur}" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="30" cy="-31" r="3.5" fill="#3a3330"/>`;
  svg += `<ellipse cx="-10" cy="-4" rx="10" ry="4" fill="${fur}"/><ellipse cx="10" cy="-4" rx="10" ry="4" fill="${fur}"/>`;
  svg += `<ellipse cx="0" cy="-44" rx="20" ry="42" fill="${fur}"/><ellipse cx="0" cy="-40" rx="12" ry="32" fill="#ead2a6"/>`;
  svg += `<path d="M-14 -62 q 8 10 10 4 M14 -62 q -8 10 -10 4" stroke="#8a6a40" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="-14" cy="-110" r="5" fill="#4a3a2a"/><circle cx="14" cy="-110" r="5" fill="#4a3a2a"/>`;
  svg += `<ellipse cx="0" cy="-98" rx="17" ry="18" fill="${fur}"/>`;
  // the dark patches round a meerkat's eyes
  svg += `<ellipse cx="-6" cy="-100" rx="5" ry="4" fill="#4a3a2a" opacity="0.35"/><ellipse cx="6" cy="-100" rx="5" ry="4" fill="#4a3a2a" opacity="0.35"/>`;
  svg += face(0, -98, 17, feeling, INK);
  svg += `<ellipse cx="0" cy="-91" rx="3" ry="2" fill="#3a3330"/>`;
  return { svg, w: 70, h: 116, back: [0, -118] };
}

/** A tiny hummingbird hovering: green back, a ruby throat, a long thin beak and blurred wings. */
export function hummingbird(feeling: Feeling): Figure {
  let svg = `<ellipse cx="-10" cy="-44" rx="22" ry="8" fill="#bfe3d0" opacity="0.7" transform="rotate(-35 -10 -44)"/>`;
  svg += `<ellipse cx="8" cy="-44" rx="22" ry="8" fill="#bfe3d0" opacity="0.7" transform="rotate(35 8 -44)"/>`;
  svg += `<path d="M-10 -14 L -24 -2 L -14 -2 Z" fill="#2f7a5a"/>`;
  svg += `<ellipse cx="0" cy="-26" rx="12" ry="18" fill="#3fa07a"/><ellipse cx="4" cy="-36" rx="8" ry="6" fill="#d9304b"/>`;
  svg += `<circle cx="2" cy="-50" r="12" fill="#3fa07a"/><path d="M12 -52 L 46 -58 L 12 -48 Z" fill="#3a3330"/>`;
  svg += face(2, -50, 12, feeling, INK);
  return { svg, w: 96, h: 70 };
}

/** A grey heron standing tall: long yellow legs, a long neck, a black crest and a dagger beak. */
export function heron(feeling: Feeling, pose?: string): Figure {
  const grey = '#9aa3ad';
  const oneLeg = pose === 'lying';
  let svg = `<path d="M-6 -90 L-8 0 M8 -90 L${oneLeg ? '2 -66 L10 -56' : '12 0'}" stroke="#c8a63a" stroke-width="4" fill="none"/>`;
  svg += `<path d="M-44 -104 Q-18 -132 26 -114 Q34 -96 8 -88 Q-28 -84 -44 -104 Z" fill="${grey}"/><path d="M-44 -104 Q-58 -94 -52 -84 Q-44 -92 -34 -94 Z" fill="#5a6068"/>`;
  svg += `<path d="M20 -112 Q 8 -140 26 -168" stroke="#e9ecef" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="28" cy="-174" r="13" fill="#eef0f2"/><path d="M18 -182 Q 4 -186 -6 -178" stroke="#2b2b2b" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  svg += `<path d="M39 -177 L72 -172 L39 -168 Z" fill="#e0a72e"/>`;
  svg += face(28, -174, 13, feeling, INK);
  return { svg, w: 140, h: 190 };
}

/** A glass case of a leafcutter ant nest: soil tunnels, and ants carrying bits of green leaf along a branch. */
export function antNest(): Figure {
  let svg = `<rect x="-70" y="-110" width="140" height="106" rx="6" fill="#cfe7f2" stroke="#6a7a86" stroke-width="4"/>`;
  svg += `<rect x="-66" y="-60" width="132" height="52" fill="#a3774d"/>`;
  svg += `<path d="M-50 -40 q 20 -10 40 0 t 40 0 M-30 -22 q 20 8 50 -2" stroke="#6b4a2e" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  svg += `<path d="M-66 -74 Q 0 -92 66 -80" stroke="#7a5a3a" stroke-width="5" fill="none"/>`;
  for (const x of [-44, -14, 16, 44]) {
    const y = x < 0 ? -82 - (x + 66) * 0.14 : -86 + x * 0.1;
    svg += `<path d="M${x - 4} ${y - 10} l 12 -10 l 6 10 Z" fill="#4f9a4a"/>`;
    svg += `<ellipse cx="${x}" cy="${y - 2}" rx="7" ry="4" fill="#7a3a1e"/><circle cx="${x + 8}" cy="${y - 3}" r="3.5" fill="#7a3a1e"/>`;
  }
  svg += `<rect x="-74" y="-6" width="148" height="6" rx="2" fill="#6a7a86"/>`;
  return { svg, w: 148, h: 112 };
}

/** A round wallow of warm brown mud, with a few bubbles. */
export function mudPool(): Figure {
  const svg =
    `<ellipse cx="0" cy="-12" rx="90" ry="14" fill="#7a5636"/>` +
    `<ellipse cx="-20" cy="-14" rx="50" ry="6" fill="#946a45"/>` +
    `<circle cx="30" cy="-16" r="3" fill="#a37a52"/><circle cx="44" cy="-12" r="2" fill="#a37a52"/>`;
  return { svg, w: 180, h: 26, inside: { x: -80, y: -26, w: 160, h: 20 } };
}

/** A round wooden tub of warm water, a little steam rising: a bath for capybaras. */
export function warmTub(): Figure {
  let svg = `<path d="M-80 -40 L -70 0 L 70 0 L 80 -40 Z" fill="#a0683a"/>`;
  svg += `<path d="M-78 -30 L 78 -30 M-74 -14 L 74 -14" stroke="#7a4a26" stroke-width="4"/>`;
  svg += `<ellipse cx="0" cy="-40" rx="80" ry="10" fill="#8fcde0"/>`;
  for (const x of [-30, 10, 44])
    svg += `<path d="M${x} -54 q -8 -10 0 -20 q 8 -10 0 -20" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  return { svg, w: 160, h: 96, inside: { x: -70, y: -54, w: 140, h: 24 } };
}
