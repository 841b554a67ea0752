/** What the pictures of 07-06 (a giraffe is born) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tim = cast({ id: 'tim', is: 'giraffe', young: true, look: 'baby giraffe, long wobbly legs' });
const mum = cast({ id: 'mum', is: 'giraffe', look: 'his mum, a grown giraffe' });
const keeper = cast({ id: 'keeper', is: 'farmer', look: 'zoo keeper with a cap' });
const straw = { id: 'straw', is: 'straw', count: 3 };
const tree = cast({ id: 'tree', is: 'tree' });

export const SCENES_07_06: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a baby giraffe with long legs and a long neck, tall, tall, tall',
        'zoo',
        'day',
        'clear',
        [tim({ feeling: 'happy' })],
        ['tim'],
      ),
      scene(
        'the baby giraffe wobbles, flops down in the straw and gets up again',
        'barn',
        'day',
        'clear',
        [straw, tim({ feeling: 'surprised', pose: 'lying' })],
        ['tim', 'straw'],
      ),
      scene(
        'Mum stretches up high to munch green leaves from a tree; the baby stands beside her',
        'zoo',
        'day',
        'clear',
        [tree(), mum({ beside: 'tree', feeling: 'happy' }), tim({ beside: 'mum', feeling: 'calm' })],
        ['mum', 'tim', 'tree'],
      ),
    ],
    small: [
      scene(
        'a baby giraffe called Tim is born in a big zoo: tiny for a giraffe, yet already taller than a grown-up',
        'barn',
        'day',
        'clear',
        [tim({ feeling: 'surprised' }), keeper({ beside: 'tim', feeling: 'happy' })],
        ['tim', 'keeper'],
      ),
      scene(
        'Tim’s legs wobble and he flops into the straw; his mum bends her long neck down and nuzzles him',
        'barn',
        'day',
        'clear',
        [straw, mum({ pose: 'neck-down', feeling: 'calm' }), tim({ beside: 'mum', pose: 'lying', feeling: 'worried' })],
        ['tim', 'mum'],
      ),
      scene(
        'Tim stretches his neck and sniffs a green leaf on a tree, very proud',
        'zoo',
        'day',
        'clear',
        [tree(), tim({ beside: 'tree', feeling: 'happy' })],
        ['tim', 'tree'],
      ),
    ],
    arc: [
      scene(
        'in a warm giraffe house full of straw a baby giraffe is born, already taller than a grown-up; he wants to stand and look around, but his long thin legs wobble like jelly',
        'barn',
        'day',
        'clear',
        [straw, mum({ feeling: 'happy' }), tim({ feeling: 'worried', pose: 'lying' }), keeper({ feeling: 'happy' })],
        ['tim', 'mum', 'keeper'],
      ),
      scene(
        'he pushes up his back legs, then his front legs: wobble, wobble, flop, down in the straw again',
        'barn',
        'day',
        'clear',
        [straw, tim({ feeling: 'surprised', pose: 'lying' }), mum({ feeling: 'calm' })],
        ['tim', 'straw'],
      ),
      scene(
        'his mum bends her long neck down, licks the top of his head and nudges him with her nose; the keeper watches from the door and smiles',
        'barn',
        'day',
        'clear',
        [
          straw,
          mum({ pose: 'neck-down', feeling: 'calm' }),
          tim({ beside: 'mum', pose: 'lying', feeling: 'calm' }),
          keeper({ feeling: 'happy' }),
        ],
        ['mum', 'tim', 'keeper'],
      ),
      scene(
        'giraffes have long necks to reach leaves high in the trees, where other animals cannot get them',
        'zoo',
        'day',
        'clear',
        [tree(), mum({ beside: 'tree', feeling: 'calm' }), tim({ feeling: 'calm' })],
        ['mum', 'tree', 'tim'],
      ),
      scene(
        'at last Tim stands on all four legs, his head higher than the keeper’s cap, then has his first drink of his mum’s milk',
        'barn',
        'day',
        'clear',
        [
          straw,
          mum({ feeling: 'happy' }),
          tim({ beside: 'mum', feeling: 'happy' }),
          keeper({ beside: 'tim', feeling: 'surprised' }),
        ],
        ['tim', 'keeper'],
      ),
    ],
    bedtime: scene(
      'Tim the baby giraffe is asleep in the straw, his long neck curled round',
      'barn',
      'night',
      'clear',
      [straw, tim({ pose: 'lying', feeling: 'sleepy' }), mum({ feeling: 'sleepy' })],
      ['tim'],
    ),
  },
};
