/**
 * The catalogue's kinds for the evergreen animal items of helper items-e (keys in 01–04): a red panda,
 * meerkats on guard, a crocodile, a camel calf, capybaras in a warm tub, a koala, a rhino
 * calf in the mud, a cheetah cub, leafcutter ants behind glass, a hummingbird, a heron and an animal
 * ambulance, a peacock, a llama, soft boots… Built with the catalogue's own helpers (passed in, so this
 * file needs nothing of kinds.ts at load time).
 */
import type { Kind } from './kind.js';
import type { KindHelpers } from './kinds-03-08.js';
import { beast } from './creatures.js';
import { antNest, heron, hummingbird, meerkat, mudPool, warmTub } from './beings-items-e.js';

const INK = '#2b2118';

export function kindsForItemsE({ emoji, colourOf }: Pick<KindHelpers, 'emoji' | 'colourOf'>): Record<string, Kind> {
  return {
    // a red panda is the size of a big cat: russet fur (whatever its look says), dark legs, a thick ringed tail
    'red-panda': {
      height: 0.35,
      where: 'ground',
      face: true,
      draw: (t, feeling) =>
        beast(
          {
            fur: '#c4562a',
            belly: '#3a2a22',
            ink: INK,
            ears: 'point',
            tail: 'bushy',
            legs: 14,
            neck: 0,
            socks: '#3a2a22',
            snout: '#f7efe4',
          },
          feeling,
          t.pose,
        ),
    },
    // a meerkat standing up on guard is about as tall as a ruler is long
    meerkat: { height: 0.3, where: 'ground', face: true, draw: (_t, feeling) => meerkat(feeling, _t.pose) },
    // a capybara is the biggest rodent: a round brown barrel on short legs, knee-high to a grown-up
    capybara: {
      height: 0.55,
      where: 'ground',
      face: true,
      draw: (t, feeling) =>
        beast(
          {
            fur: colourOf(t.look, '#9a6a42'),
            belly: '#b9875a',
            ink: INK,
            ears: 'round',
            tail: 'short',
            legs: 12,
            neck: 0,
          },
          feeling,
          t.pose,
        ),
    },
    hummingbird: { height: 0.08, where: 'fly', face: true, draw: (_t, feeling) => hummingbird(feeling) },
    heron: { height: 1, where: 'ground', face: true, draw: (t, feeling) => heron(feeling, t.pose) },
    // long things are measured along their larger side
    // the emoji stands its crocodile up on end: drawn about as tall as a child, as long as it lies
    crocodile: emoji(1.2, '🐊'),
    camel: emoji(2.2, '🐪'),
    koala: emoji(0.7, '🐨'),
    rhino: emoji(1.7, '🦏'),
    mud: { height: 0.2, where: 'ground', draw: () => mudPool() },
    cheetah: emoji(1.2, '🐆'),
    'ant-nest': { height: 0.8, where: 'ground', draw: () => antNest() },
    ant: emoji(0.05, '🐜'),
    ambulance: emoji(2.5, '🚑'),
    peacock: emoji(1.2, '🦚'),
    llama: emoji(1.8, '🦙'),
    boots: emoji(0.15, '🥾'),
    'warm-tub': { height: 0.6, where: 'ground', draw: () => warmTub() },
    'orange-slice': emoji(0.08, '🍊'),
  };
}
