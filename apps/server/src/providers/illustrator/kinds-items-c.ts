/**
 * The catalogue's kinds for the animal items written by items-c (zoos, aquariums, far-away warm places):
 * a seahorse with a pouch and its tiny babies, seagrass in a tank, a magnifying glass… Built with the
 * catalogue's own helpers (passed in, so this file needs nothing of kinds.ts at load time).
 */
import type { Kind } from './kind.js';
import type { KindHelpers } from './kinds-03-08.js';
import { seahorse } from './beings-items-c.js';

export function kindsForItemsC({ emoji, colourOf }: Pick<KindHelpers, 'emoji' | 'colourOf'>): Record<string, Kind> {
  return {
    // a seahorse dad is a hand long; "round pouch" in the look draws his tummy full of babies
    seahorse: {
      height: 0.15,
      where: 'ground',
      face: true,
      draw: (t, feeling) => seahorse(colourOf(t.look, '#f4c430'), feeling, /pouch/.test(t.look ?? '')),
    },
    seagrass: emoji(0.5, '🌿'),
    magnifier: emoji(0.2, '🔍'),
    'night-light': emoji(0.3, '🪔'),
    gorilla: emoji(1.5, '🦍'),
    // a birthday cake of fruit frozen in a block of ice, about knee-high to a gorilla
    'ice-cake': emoji(0.4, '🎂'),
    banana: emoji(0.2, '🍌'),
    melon: emoji(0.25, '🍉'),
    grapes: emoji(0.15, '🍇'),
    log: emoji(0.5, '🪵'),
    parrot: emoji(0.35, '🦜'),
    // a parrot's perch in a bird house
    perch: emoji(0.6, '🪵'),
  };
}
