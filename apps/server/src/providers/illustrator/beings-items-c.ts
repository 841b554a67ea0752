/**
 * Our own figures for the animal items of items-c that have no emoji: a seahorse (dad or baby) with a
 * curly tail and a face. Same units as creatures.ts: centred on x = 0, standing on y = 0.
 */
import type { Feeling } from '../news/tales/scenes/types.js';
import type { Figure } from './creatures.js';
import { face } from './faces.js';

/** A seahorse upright: crowned head with a long snout, a round belly (`pouch` rounder), a tail curled at the bottom. */
export function seahorse(colour: string, feeling: Feeling, pouch = false): Figure {
  const belly = pouch ? 30 : 22;
  const svg =
    `<path d="M4 -62 Q 24 -40 10 -22 Q 0 -8 12 -6 Q 24 -4 20 -16 Q 16 -24 8 -18" stroke="${colour}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${pouch ? 4 : 0}" cy="-84" rx="${belly}" ry="32" fill="${colour}"/>` +
    `<path d="M-16 -96 q -14 10 -2 24" stroke="#c89a2a" stroke-width="4" fill="none"/>` +
    `<path d="M-4 -124 l 8 -14 l 6 12 l 8 -10 l 2 14 Z" fill="${colour}"/>` +
    `<circle cx="0" cy="-118" r="18" fill="${colour}"/>` +
    `<rect x="12" y="-122" width="30" height="9" rx="4" fill="${colour}"/>` +
    face(2, -118, 14, feeling);
  return { svg, w: 90, h: 140 };
}
