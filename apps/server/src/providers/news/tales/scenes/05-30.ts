/** What the pictures of 05-30 (a newborn foal learns to stand) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const rosa = cast({
  id: 'rosa',
  is: 'horse',
  young: true,
  look: 'brown foal, white star on her forehead, very long legs',
});
const mum = cast({ id: 'mum', is: 'horse', look: 'brown mother horse' });
const farmer = cast({ id: 'farmer', is: 'farmer', look: 'watching from the fence' });
const down = { pose: 'lying' } as const;

export const SCENES_05_30: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a little foal with long, long legs gets up: wobble, wobble',
        'farm',
        'day',
        'clear',
        [rosa({ feeling: 'surprised', doing: 'standing up on wobbly legs' })],
        ['rosa'],
      ),
      scene(
        'oops, plop: the foal sits down in the grass; up again!',
        'farm',
        'day',
        'clear',
        [rosa({ ...down, feeling: 'surprised' })],
        ['rosa'],
      ),
      scene(
        'one step, two steps, clip-clop: here is Mummy; neigh!',
        'farm',
        'day',
        'clear',
        [mum({ feeling: 'happy' }), rosa({ feeling: 'happy', beside: 'mum' })],
        ['rosa', 'mum'],
      ),
    ],
    small: [
      scene(
        'on a green farm meadow a little brown foal is born: Rosa, with a white star on her forehead and very long legs',
        'farm',
        'morning',
        'clear',
        [mum({ feeling: 'calm' }), rosa({ ...down, feeling: 'calm' })],
        ['rosa', 'mum'],
      ),
      scene(
        'Rosa tries to stand; her legs wobble this way and that, and plop, she sits down in the soft grass',
        'farm',
        'morning',
        'clear',
        [rosa({ ...down, feeling: 'worried' })],
        ['rosa'],
      ),
      scene(
        'her mother nuzzles her gently; Rosa tries again and again, and up she stands',
        'farm',
        'morning',
        'clear',
        [mum({ pose: 'neck-down', feeling: 'calm', doing: 'nuzzling her foal' }), rosa({ feeling: 'surprised' })],
        ['mum', 'rosa'],
      ),
      scene(
        'wobbly, then very proud: clip-clop, Rosa takes her first steps to her mum',
        'farm',
        'day',
        'clear',
        [mum({ feeling: 'happy' }), rosa({ feeling: 'happy', beside: 'mum' })],
        ['rosa', 'mum'],
      ),
    ],
    arc: [
      scene(
        'early one morning on a green farm meadow a brown mother horse has a baby girl with a white star; the farmer names her Rosa',
        'farm',
        'morning',
        'clear',
        [farmer({ feeling: 'happy' }), mum({ feeling: 'calm' }), rosa({ ...down, feeling: 'calm' })],
        ['mum', 'rosa', 'farmer'],
      ),
      scene(
        'Rosa wants to stand up next to her mum, but her legs are so long and thin she does not know what to do with them',
        'farm',
        'morning',
        'clear',
        [mum({ feeling: 'calm' }), rosa({ ...down, feeling: 'worried' })],
        ['rosa', 'mum'],
      ),
      scene(
        'she pushes with her front legs, then her back legs: bottom up, nose down, and plop! she sits back down in the grass',
        'farm',
        'morning',
        'clear',
        [rosa({ ...down, feeling: 'surprised' })],
        ['rosa'],
      ),
      scene(
        'her mother bends down and nuzzles her softly; the farmer watches quietly from the fence and does not rush them',
        'farm',
        'morning',
        'clear',
        [farmer({ feeling: 'calm' }), mum({ pose: 'neck-down', feeling: 'calm' }), rosa({ ...down, feeling: 'calm' })],
        ['mum', 'rosa', 'farmer'],
      ),
      scene(
        'Rosa tries once more and stands, wobbling like a table with wonky legs; then one, two, three steps to her mum for milk',
        'farm',
        'day',
        'clear',
        [mum({ feeling: 'happy' }), rosa({ feeling: 'happy', beside: 'mum', doing: 'wobbly first steps' })],
        ['rosa', 'mum'],
      ),
      scene(
        'a foal can stand an hour after it is born: wild horses live in herds that are always on the move',
        'meadow',
        'day',
        'clear',
        [{ id: 'herd', is: 'horse', count: 2, look: 'a herd of horses', feeling: 'calm' }, rosa({ feeling: 'happy' })],
        ['herd', 'rosa'],
      ),
    ],
    bedtime: scene(
      'the little foal lies asleep in the soft grass',
      'farm',
      'night',
      'clear',
      [rosa({ ...down, feeling: 'sleepy' })],
      ['rosa'],
    ),
  },
  ru: {
    // «Жеребёнок прилёг в траве рядом с мамой»: his mother is beside him
    bedtime: scene(
      'the little foal lies asleep in the grass beside its mum',
      'farm',
      'night',
      'clear',
      [mum({ feeling: 'sleepy' }), rosa({ ...down, feeling: 'sleepy', beside: 'mum' })],
      ['rosa', 'mum'],
    ),
  },
};
