/** What the pictures of 05-03 (a bean grows in a cup at nursery) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const sami = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'sami',
  is: 'boy',
  look: 'red T-shirt, curly black hair',
  ...more,
});
const ada = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'ada', is: 'teacher', ...more });
const cup = (look: string, more: Partial<SpecThing> = {}): SpecThing => ({ id: 'cup', is: 'bean-cup', look, ...more });
const plant = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'plant',
  is: 'bean-plant',
  look: 'a bean plant taller than its clear cup',
  ...more,
});

const room = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'room',
  time: 'day',
  weather: 'clear',
  things,
  see,
});
const sill = { id: 'sill', is: 'windowsill' };

export const SCENES_05_03: ItemScenes = {
  en: {
    toddler: [
      room(
        'a bean goes into a clear cup of cotton wool',
        [cup('a bean on damp cotton wool', { beside: 'bean' }), { id: 'bean', is: 'bean' }],
        ['cup', 'bean'],
      ),
      room(
        'drip, drip: a little drink of water for the bean in its cup',
        [cup('a bean on damp cotton wool'), { id: 'drop', is: 'drop', count: 2, beside: 'cup' }],
        ['cup', 'drop'],
      ),
      room('a green shoot with two little leaves grows out of the cup', [cup('sprout')], ['cup']),
    ],
    small: [
      room(
        'Sami puts his bean in a clear cup; the cups stand on the windowsill',
        [sill, cup('a bean on damp cotton wool', { on: 'sill' }), sami({ beside: 'sill', feeling: 'happy' })],
        ['sami', 'cup', 'sill'],
      ),
      room(
        'Sami peeks at his bean: a white root and a green shoot with two leaves',
        [sill, cup('sprout', { on: 'sill' }), sami({ beside: 'sill', feeling: 'surprised' })],
        ['sami', 'cup'],
      ),
      room(
        'Sami dances beside his bean plant, now taller than its cup',
        [sill, plant({ on: 'sill' }), sami({ beside: 'sill', feeling: 'happy', pose: 'waving' })],
        ['sami', 'plant'],
      ),
    ],
    arc: [
      room(
        'the other cups on the nursery table have white roots, but Sami’s bean sits still',
        [
          { id: 'table', is: 'table' },
          { id: 'cups', is: 'bean-cup', look: 'root', count: 2, on: 'table' },
          cup('a bean on damp cotton wool', { on: 'table' }),
          sami({ beside: 'table', feeling: 'worried' }),
        ],
        ['sami', 'cup', 'cups'],
      ),
      room(
        'Sami pours water into his cup until the cotton wool is soggy',
        [
          sami({ holding: 'can', feeling: 'worried' }),
          { id: 'can', is: 'watering-can' },
          cup('a bean on soggy cotton wool', { beside: 'sami' }),
        ],
        ['sami', 'can', 'cup'],
      ),
      room(
        'Miss Ada kneels beside Sami and they squeeze the extra water out',
        [
          ada({ feeling: 'calm' }),
          sami({ beside: 'ada', feeling: 'calm' }),
          cup('a bean on damp cotton wool', { beside: 'sami' }),
        ],
        ['ada', 'sami', 'cup'],
      ),
      room(
        'a white root curls down the cup and a green shoot opens two leaves; Sami gasps',
        [sill, cup('sprout', { on: 'sill' }), sami({ beside: 'sill', feeling: 'surprised' })],
        ['sami', 'cup'],
      ),
      room(
        'Miss Ada shows the class a bean split in half, beside a bean plant taller than its cup',
        [
          ada({ feeling: 'happy', holding: 'bean' }),
          { id: 'bean', is: 'bean' },
          plant({ beside: 'ada' }),
          sami({ feeling: 'happy' }),
        ],
        ['ada', 'bean', 'plant'],
      ),
    ],
    bedtime: {
      doing: 'the bean plant rests in its cup on the windowsill by the dark window',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [{ id: 'window', is: 'window', look: 'night' }, sill, plant({ on: 'sill' })],
      see: ['plant', 'window'],
    },
  },
};
