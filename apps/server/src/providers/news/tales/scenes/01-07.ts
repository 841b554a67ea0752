/** What the pictures of 01-07 (a baby camel's first steps) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sunny = cast({ id: 'sunny', is: 'camel', young: true, look: 'fluffy cream calf, long wobbly legs, no hump yet' });
const dune = cast({ id: 'dune', is: 'camel', look: 'sandy camel mother' });
const straw = cast({ id: 'straw', is: 'straw' });
const keeper = cast({ id: 'keeper', is: 'keeper' });

export const SCENES_01_07: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Sunny, a baby camel with long, long legs',
        'barn',
        'day',
        'clear',
        [straw(), dune({ feeling: 'calm' }), sunny({ beside: 'dune', feeling: 'surprised' })],
        ['sunny'],
      ),
      scene(
        'Sunny wobbles, wobbles and sits down, bump, in the straw',
        'barn',
        'day',
        'clear',
        [straw(), sunny({ pose: 'lying', feeling: 'surprised' })],
        ['sunny', 'straw'],
      ),
      scene(
        'Mum gives a nudge and Sunny walks: step, step, step',
        'barn',
        'day',
        'clear',
        [dune({ pose: 'neck-down', feeling: 'happy' }), sunny({ beside: 'dune', feeling: 'happy' })],
        ['sunny', 'dune'],
      ),
    ],
    small: [
      scene(
        'in a zoo barn full of straw a camel calf has been born: fluffy cream Sunny with the longest legs',
        'barn',
        'morning',
        'clear',
        [straw(), dune({ feeling: 'happy' }), sunny({ beside: 'dune', pose: 'lying', feeling: 'calm' })],
        ['straw', 'dune', 'sunny'],
      ),
      scene(
        'Sunny tries to stand; his front legs fold and bump, he sits down again',
        'barn',
        'morning',
        'clear',
        [straw(), sunny({ pose: 'lying', feeling: 'worried' })],
        ['sunny'],
      ),
      scene(
        'Mum bends down and nudges him with her soft nose; Sunny stands and steps to her side',
        'barn',
        'morning',
        'clear',
        [dune({ pose: 'neck-down', feeling: 'calm' }), sunny({ beside: 'dune', feeling: 'surprised' })],
        ['dune', 'sunny'],
      ),
      scene(
        'Sunny stands bouncy and proud beside his mum',
        'barn',
        'day',
        'clear',
        [dune({ feeling: 'happy' }), sunny({ beside: 'dune', feeling: 'happy' })],
        ['sunny', 'dune'],
      ),
    ],
    arc: [
      scene(
        'early morning in the zoo’s camel barn: a calf is born, fluffy and cream, with very long legs',
        'barn',
        'morning',
        'clear',
        [straw(), dune({ feeling: 'happy' }), sunny({ beside: 'dune', pose: 'lying', feeling: 'calm' }), keeper()],
        ['sunny', 'dune', 'keeper'],
      ),
      scene(
        'Dune has licked him clean and waits; Sunny lies in the straw, not sure what to do with his legs',
        'barn',
        'morning',
        'clear',
        [
          straw(),
          dune({ pose: 'neck-down', feeling: 'calm' }),
          sunny({ beside: 'dune', pose: 'lying', feeling: 'worried' }),
        ],
        ['dune', 'sunny'],
      ),
      scene(
        'bump: Sunny sits down in the straw with a puzzled blink',
        'barn',
        'morning',
        'clear',
        [straw(), sunny({ pose: 'lying', feeling: 'surprised' })],
        ['sunny', 'straw'],
      ),
      scene(
        'Dune lowers her long neck and nudges him; Sunny stands, swaying, but stays up',
        'barn',
        'morning',
        'clear',
        [dune({ pose: 'neck-down', feeling: 'calm' }), sunny({ beside: 'dune', feeling: 'surprised' })],
        ['dune', 'sunny'],
      ),
      scene(
        'camel calves stand a few hours after they are born, to walk beside their mothers; Sunny has no hump yet',
        'barn',
        'day',
        'clear',
        [dune({ feeling: 'calm' }), sunny({ beside: 'dune', feeling: 'calm' })],
        ['dune', 'sunny'],
      ),
      scene(
        'step, step, wobble, step: Sunny reaches his mum; the keeper watches happily from the gate',
        'barn',
        'day',
        'clear',
        [dune({ feeling: 'happy' }), sunny({ beside: 'dune', feeling: 'happy' }), keeper({ feeling: 'happy' })],
        ['sunny', 'dune', 'keeper'],
      ),
    ],
    bedtime: scene(
      'night in the camel barn: Sunny sleeps, his head on his mum’s warm side',
      'barn',
      'night',
      'clear',
      [
        straw(),
        dune({ pose: 'lying', feeling: 'sleepy' }),
        sunny({ beside: 'dune', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['sunny', 'dune'],
    ),
  },
};
