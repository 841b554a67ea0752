/** What the pictures of 07-27 (sheep go to the mountains) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lamb = cast({ id: 'lamb', is: 'sheep', young: true, look: 'white, black face, a tiny bell on a red ribbon' });
const sheep = cast({ id: 'sheep', is: 'sheep', count: 3 });
const mum = cast({ id: 'mum', is: 'sheep', look: 'the lamb’s mum' });
const dog = cast({ id: 'dog', is: 'dog' });
const shepherd = cast({ id: 'shepherd', is: 'shepherd', holding: 'stick' });
const stick = { id: 'stick', is: 'stick' };
const flower = cast({ id: 'flower', is: 'flower' });

export const SCENES_07_27: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here come the sheep, big sheep and a little lamb, their bells going ding',
        'mountain',
        'day',
        'clear',
        [sheep({ count: 2, feeling: 'calm' }), lamb({ feeling: 'happy' })],
        ['sheep', 'lamb'],
      ),
      scene(
        'up the mountain: the dog runs and the shepherd walks with the sheep',
        'mountain',
        'day',
        'clear',
        [shepherd({ feeling: 'calm' }), stick, dog({ feeling: 'happy' }), sheep({ count: 2, feeling: 'calm' })],
        ['dog', 'shepherd', 'sheep'],
      ),
      scene(
        'a happy little lamb munches fresh green grass',
        'mountain',
        'day',
        'clear',
        [{ id: 'grass', is: 'grass', count: 3 }, lamb({ feeling: 'happy' })],
        ['lamb', 'grass'],
      ),
    ],
    small: [
      scene(
        'a big flock sets off up the mountain; the smallest lamb, Clover, walks at the back with her bell',
        'mountain',
        'morning',
        'clear',
        [sheep({ feeling: 'calm' }), lamb({ feeling: 'happy' })],
        ['sheep', 'lamb'],
      ),
      scene(
        'Clover stops to sniff a flower and the dog trots back and gently nudges her on; the shepherd walks with them',
        'mountain',
        'day',
        'clear',
        [
          shepherd({ feeling: 'calm' }),
          stick,
          flower(),
          lamb({ beside: 'flower', feeling: 'surprised' }),
          dog({ beside: 'lamb', feeling: 'calm' }),
        ],
        ['lamb', 'dog', 'flower', 'shepherd'],
      ),
      scene(
        'up high there is soft fresh grass; Clover is tired but happy',
        'mountain',
        'evening',
        'clear',
        [{ id: 'grass', is: 'grass', count: 3 }, lamb({ feeling: 'happy' }), mum({ feeling: 'calm' })],
        ['lamb', 'grass'],
      ),
    ],
    arc: [
      scene(
        'a big flock of sheep in a green mountain valley; the smallest is Clover with a black face and a tiny bell',
        'mountain',
        'day',
        'clear',
        [sheep({ feeling: 'calm' }), lamb({ feeling: 'happy' })],
        ['sheep', 'lamb'],
      ),
      scene(
        'the valley grass is short and dry; fresh grass waits high on the steep mountain, and Clover’s legs are short',
        'mountain',
        'day',
        'clear',
        [{ id: 'mountain', is: 'mountain' }, lamb({ feeling: 'worried' })],
        ['lamb', 'mountain'],
      ),
      scene(
        'the flock sets off; Clover hops over stones, falls behind and stops to nibble a flower',
        'mountain',
        'day',
        'clear',
        [sheep({ count: 2, feeling: 'calm' }), flower(), lamb({ beside: 'flower', feeling: 'calm' })],
        ['lamb', 'flower', 'sheep'],
      ),
      scene(
        'the shepherd’s dog runs back and nudges Clover along; the shepherd waits, leaning on his long stick',
        'mountain',
        'day',
        'clear',
        [
          shepherd({ feeling: 'calm' }),
          stick,
          lamb({ beside: 'shepherd', feeling: 'calm' }),
          dog({ beside: 'lamb', feeling: 'happy' }),
        ],
        ['dog', 'shepherd', 'stick', 'lamb'],
      ),
      scene(
        'in summer the snow melts high on the mountains and fresh grass grows there, so the shepherd takes the sheep up',
        'mountain',
        'day',
        'clear',
        [
          { id: 'mountain', is: 'mountain' },
          shepherd({ feeling: 'calm' }),
          stick,
          sheep({ count: 2, feeling: 'calm' }),
        ],
        ['mountain', 'shepherd', 'sheep'],
      ),
      scene(
        'by evening they reach a wide meadow near the top; Clover munches and curls up next to her mum',
        'mountain',
        'evening',
        'clear',
        [
          { id: 'flowers', is: 'flower', count: 3 },
          mum({ feeling: 'calm', pose: 'lying' }),
          lamb({ beside: 'mum', feeling: 'sleepy', pose: 'lying' }),
        ],
        ['lamb', 'mum'],
      ),
    ],
    bedtime: scene(
      'Clover the lamb is asleep in the high soft grass beside her mum',
      'mountain',
      'night',
      'clear',
      [
        mum({ feeling: 'sleepy', pose: 'lying' }),
        lamb({ beside: 'mum', feeling: 'sleepy', pose: 'lying' }),
        { id: 'grass', is: 'grass', count: 2 },
      ],
      ['lamb', 'mum'],
    ),
  },
};
