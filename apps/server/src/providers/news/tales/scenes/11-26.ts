/** What the pictures of 11-26 (a tiny house on wheels) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const max = cast({ id: 'max', is: 'boy', look: 'short black hair, round glasses, red T-shirt, blue dungarees' });
const dad = cast({ id: 'dad', is: 'man', look: 'checked shirt, tool belt' });
const mum = cast({ id: 'mum', is: 'woman', look: 'yellow jumper, hair in a bun' });
const house: SpecThing = {
  id: 'house',
  is: 'tiny-house',
  look: 'tiny wooden house on a trailer with two wheels, blue door',
};
const hammer: SpecThing = { id: 'hammer', is: 'hammer' };
const car: SpecThing = { id: 'car', is: 'car', look: 'red' };
const lake: SpecThing = { id: 'lake', is: 'lake' };
const yard = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'town', 'day', 'clear', things, see);
const field = (doing: string, things: SpecThing[], see: string[], time: 'day' | 'night' = 'day'): SceneSpec =>
  scene(doing, 'meadow', time, 'clear', things, see);
const inside = (doing: string, things: SpecThing[], see: string[], time: 'day' | 'night' = 'day'): SceneSpec =>
  scene(doing, 'room', time, 'clear', things, see);

export const SCENES_11_26: ItemScenes = {
  en: {
    toddler: [
      yard(
        'bang, bang: Max and Dad build a tiny house with a hammer',
        [
          house,
          dad({ beside: 'house', holding: 'hammer', feeling: 'happy' }),
          hammer,
          max({ beside: 'dad', feeling: 'happy' }),
        ],
        ['house', 'dad', 'max'],
      ),
      field('the tiny house on its wheels rolls along behind a car', [car, house], ['house', 'car']),
      inside(
        'Max climbs up to his bed under the roof; night-night, tiny house',
        [
          { id: 'bed', is: 'bed' },
          max({ in: 'bed', feeling: 'sleepy' }),
          { id: 'window', is: 'window', look: 'round, night' },
        ],
        ['bed', 'max'],
        'night',
      ),
    ],
    small: [
      yard(
        'Max and his mum and dad build a tiny house on a trailer; Max paints the door blue',
        [
          house,
          dad({ holding: 'hammer', feeling: 'happy' }),
          hammer,
          mum({ beside: 'dad', feeling: 'happy' }),
          max({ beside: 'house', holding: 'brush', feeling: 'happy' }),
          { id: 'brush', is: 'brush' },
        ],
        ['house', 'dad', 'mum', 'max', 'brush'],
      ),
      inside(
        'Max worries there is no room for his bed; Dad shows him a loft under the roof',
        [
          { id: 'ladder', is: 'ladder' },
          dad({ beside: 'ladder', feeling: 'happy' }),
          max({ beside: 'dad', feeling: 'worried' }),
        ],
        ['ladder', 'dad', 'max'],
      ),
      field(
        'a car has towed the tiny house to a field by a lake; the stars come out over it',
        [lake, house, car, max({ beside: 'house', feeling: 'happy' })],
        ['lake', 'house', 'max'],
        'night',
      ),
      inside(
        'Max, as snug as a bird in a nest, looks at the stars through a round window from his loft bed',
        [
          { id: 'bed', is: 'bed' },
          max({ in: 'bed', feeling: 'happy' }),
          { id: 'window', is: 'window', look: 'round, night' },
        ],
        ['bed', 'max', 'window'],
        'night',
      ),
    ],
    arc: [
      yard(
        'Max and his parents begin to build a tiny house on a long trailer with two wheels',
        [
          house,
          dad({ holding: 'hammer', feeling: 'happy' }),
          hammer,
          mum({ beside: 'dad', feeling: 'happy' }),
          max({ beside: 'house', feeling: 'happy' }),
        ],
        ['house', 'dad', 'mum', 'max'],
      ),
      yard(
        'Max paces along the trailer, eight steps long: where will his bed and his drum go?',
        [house, max({ beside: 'house', feeling: 'worried' }), { id: 'drum', is: 'drum', beside: 'max' }],
        ['house', 'max', 'drum'],
      ),
      yard(
        'Mum explains why a tiny house is good: less wood, less power, and it can travel',
        [house, mum({ feeling: 'happy' }), max({ beside: 'mum', feeling: 'calm' })],
        ['house', 'mum', 'max'],
      ),
      inside(
        'Max draws a crowded plan on a big sheet of paper',
        [
          { id: 'plan', is: 'plan', look: 'big sheet of paper with a crowded plan' },
          { id: 'table', is: 'table' },
          max({ beside: 'table', holding: 'plan', feeling: 'worried' }),
        ],
        ['plan', 'max'],
      ),
      inside(
        'Dad shows Max the trick of using the space up high: stairs with drawers and a loft under the roof',
        [
          { id: 'stairs', is: 'stairs' },
          dad({ beside: 'stairs', feeling: 'happy' }),
          max({ beside: 'dad', feeling: 'surprised' }),
        ],
        ['stairs', 'dad', 'max'],
      ),
      inside(
        'on the first night Max lies in his loft and watches the stars through the round window',
        [
          { id: 'bed', is: 'bed' },
          max({ in: 'bed', feeling: 'happy' }),
          { id: 'window', is: 'window', look: 'round, night' },
        ],
        ['bed', 'max', 'window'],
        'night',
      ),
      field(
        'a car tows the tiny house slowly to a field by a lake; Max waves from the steps',
        [lake, car, house, max({ beside: 'house', feeling: 'happy', pose: 'waving' })],
        ['lake', 'car', 'house', 'max'],
      ),
    ],
    bedtime: scene(
      'Max asleep in his loft bed, one last star in the round window',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        max({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'window', is: 'window', look: 'round, night' },
        { id: 'star', is: 'star' },
      ],
      ['max', 'bed'],
    ),
  },
};
