/** What the pictures of 10-15 (a weather balloon goes up) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const mei = cast({ id: 'mei', is: 'girl', look: 'yellow jacket, red wellies, short black bob' });
const lin = cast({ id: 'lin', is: 'woman', look: 'blue jacket, grey scarf' });
const balloon = cast({ id: 'balloon', is: 'weather-balloon', look: 'big white balloon with a little orange box' });
const far = cast({ id: 'balloon', is: 'far-balloon', look: 'a tiny white dot' });
const station = cast({ id: 'station', is: 'house', look: 'little white weather station' });
const field = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'meadow', 'day', 'clear', things, see);

export const SCENES_10_15: ItemScenes = {
  en: {
    toddler: [
      field('a big white balloon bobs on its string', [balloon(), mei({ feeling: 'surprised' })], ['balloon', 'mei']),
      field(
        'Mei holds on tight and counts to three',
        [balloon(), mei({ feeling: 'happy' }), lin({ beside: 'mei', feeling: 'happy' })],
        ['balloon', 'mei', 'lin'],
      ),
      field('up, up goes the balloon; bye-bye', [far(), mei({ feeling: 'happy', pose: 'waving' })], ['balloon', 'mei']),
    ],
    small: [
      field(
        'Mei visits Aunt Lin at the weather station to send a balloon up',
        [station(), balloon(), lin({ feeling: 'happy' }), mei({ beside: 'lin', feeling: 'happy' })],
        ['balloon', 'lin', 'mei'],
      ),
      field(
        'the balloon tugs at its string like a puppy; Mei holds on tight',
        [balloon(), mei({ feeling: 'worried' })],
        ['balloon', 'mei'],
      ),
      field(
        'Aunt Lin shows Mei the little box; Mei counts to three and lets go',
        [balloon(), lin({ feeling: 'happy' }), mei({ beside: 'lin', feeling: 'happy', pose: 'waving' })],
        ['balloon', 'lin', 'mei'],
      ),
      field(
        'the balloon rises until it is a tiny white dot',
        [far(), mei({ feeling: 'happy', pose: 'waving' })],
        ['balloon', 'mei'],
      ),
    ],
    arc: [
      field(
        'a little white weather station in a wide field; Mei comes to help Aunt Lin',
        [station(), lin({ feeling: 'happy' }), mei({ beside: 'lin', feeling: 'happy' })],
        ['station', 'lin', 'mei'],
      ),
      field(
        'the balloon, as tall as Aunt Lin, tugs at its string; a little orange box hangs under it',
        [balloon(), lin({ feeling: 'calm' }), mei({ beside: 'lin', feeling: 'worried' })],
        ['balloon', 'lin', 'mei'],
      ),
      field(
        'Mei holds the string with both hands; the balloon bobs and pulls',
        [balloon(), mei({ feeling: 'worried' })],
        ['balloon', 'mei'],
      ),
      field(
        'Aunt Lin kneels beside Mei and shows her the little box',
        [balloon(), lin({ feeling: 'calm' }), mei({ beside: 'lin', feeling: 'calm' })],
        ['lin', 'mei', 'balloon'],
      ),
      field(
        'Mei lets go and the balloon rises into a tiny white dot; numbers appear on the computer',
        [far(), { id: 'laptop', is: 'laptop' }, mei({ feeling: 'happy', pose: 'waving' }), lin({ feeling: 'happy' })],
        ['balloon', 'mei', 'laptop'],
      ),
      field(
        'Aunt Lin explains: all over the world balloons go up at the same moment',
        [far(), { id: 'globe', is: 'globe' }, lin({ feeling: 'happy' }), mei({ beside: 'lin', feeling: 'calm' })],
        ['globe', 'lin', 'mei'],
      ),
    ],
    bedtime: scene(
      'Mei asleep; far above, her balloon drifts high in the sky',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        mei({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'stars', is: 'star', count: 2 },
      ],
      ['mei', 'bed'],
    ),
  },
};
