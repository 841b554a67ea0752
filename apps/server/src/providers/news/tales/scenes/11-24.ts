/** What the pictures of 11-24 (polar bears wait for the sea to freeze) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nanu = cast({
  id: 'nanu',
  is: 'polar-bear',
  young: true,
  look: 'fluffy cream-white cub, black nose, big furry paws',
});
const mum = cast({ id: 'mum', is: 'polar-bear', look: 'big, white, Nanu’s mother' });
const water = { id: 'water', is: 'open-water', look: 'the bay, still water, splashing' };
const ice = { id: 'ice', is: 'ice', look: 'the whole bay frozen white and hard' };

export const SCENES_11_24: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big white bear and a little white bear, pad, pad, pad on the snow',
        'snow',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), nanu({ beside: 'mum', feeling: 'happy' })],
        ['mum', 'nanu'],
      ),
      scene(
        'the sea goes splash, splash, no ice yet: wait, little bear, wait',
        'snow',
        'day',
        'cloudy',
        [water, nanu({ beside: 'water', feeling: 'worried' }), mum({ pose: 'lying', feeling: 'calm' })],
        ['water', 'nanu', 'mum'],
      ),
      scene(
        'brr, a cold, cold wind; now the sea is ice, and off they go',
        'snow',
        'day',
        'wind',
        [ice, mum({ in: 'ice', feeling: 'happy' }), nanu({ in: 'ice', feeling: 'happy' })],
        ['ice', 'mum', 'nanu'],
      ),
    ],
    small: [
      scene(
        'a polar bear mother and her cub Nanu sit on the snowy shore of a northern bay, looking at the sea',
        'snow',
        'day',
        'clear',
        [water, mum({ pose: 'lying', feeling: 'calm' }), nanu({ pose: 'lying', feeling: 'calm' })],
        ['water', 'mum', 'nanu'],
      ),
      scene(
        'the water still splashes and rolls; Nanu wants to go, but Mum does not move: first the sea must freeze',
        'snow',
        'day',
        'cloudy',
        [water, nanu({ beside: 'water', feeling: 'worried' }), mum({ pose: 'lying', feeling: 'calm' })],
        ['water', 'nanu', 'mum'],
      ),
      scene(
        'one morning the whole bay is white; off they go, far out over the sea',
        'snow',
        'morning',
        'clear',
        [ice, mum({ in: 'ice', feeling: 'happy' }), nanu({ in: 'ice', feeling: 'happy' })],
        ['ice', 'mum', 'nanu'],
      ),
    ],
    arc: [
      scene(
        'far in the north on the shore of a big bay a polar bear and her one-year-old cub Nanu wait; the sea is still water',
        'snow',
        'day',
        'clear',
        [water, mum({ feeling: 'calm' }), nanu({ feeling: 'worried' })],
        ['water', 'mum', 'nanu'],
      ),
      scene(
        'Nanu puts one paw on a thin sheet of ice at the edge: crack! cold water splashes his toes and he jumps back',
        'snow',
        'day',
        'cloudy',
        [
          water,
          { id: 'thin-ice', is: 'ice', look: 'thin, cracking' },
          nanu({ beside: 'thin-ice', feeling: 'surprised' }),
        ],
        ['thin-ice', 'nanu', 'water'],
      ),
      scene(
        'Mum does not hurry: she lies in the snow and rests, and Nanu snuggles up to her while the wind blows colder every night',
        'snow',
        'night',
        'wind',
        [mum({ pose: 'lying', feeling: 'calm' }), nanu({ beside: 'mum', pose: 'lying', feeling: 'calm' })],
        ['mum', 'nanu'],
      ),
      scene(
        'one morning the bay is white and hard; Mum tests it with her big paw, it holds, and off go the two bears',
        'snow',
        'morning',
        'clear',
        [ice, mum({ in: 'ice', pose: 'neck-down', feeling: 'calm' }), nanu({ in: 'ice', feeling: 'happy' })],
        ['ice', 'mum', 'nanu'],
      ),
      scene(
        'polar bears find their food far out on the sea ice; salty sea water must get colder than a puddle to freeze, so they wait',
        'snow',
        'day',
        'clear',
        [{ id: 'puddle', is: 'puddle' }, water, mum({ feeling: 'calm' }), nanu({ feeling: 'calm' })],
        ['puddle', 'water', 'mum'],
      ),
    ],
    bedtime: scene(
      'the little white bear snuggles into the snow against his mum’s fur and sleeps',
      'snow',
      'night',
      'clear',
      [mum({ pose: 'lying', feeling: 'sleepy' }), nanu({ beside: 'mum', pose: 'lying', feeling: 'sleepy' })],
      ['nanu', 'mum'],
    ),
  },
};
