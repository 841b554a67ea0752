/** What the pictures of 07-02 (a baby hippo walks under water) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pool = { id: 'pool', is: 'pond', look: 'a deep blue pool in a warm hippo house' };
const pebble = cast({ id: 'pebble', is: 'hippo', young: true, look: 'grey-pink calf with tiny round ears' });
const mum = cast({ id: 'mum', is: 'hippo', look: 'big grey mother hippo' });
const keeper = cast({ id: 'keeper', is: 'woman', look: 'green keeper’s shirt' });
const notebook = { id: 'notebook', is: 'notebook' };

export const SCENES_07_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'baby hippo Pebble stands beside her big mum, then jumps, splash, into the water',
        'zoo',
        'day',
        'clear',
        [pool, mum({ feeling: 'calm' }), pebble({ beside: 'mum', feeling: 'happy' })],
        ['pebble', 'mum', 'pool'],
      ),
      scene(
        'Pebble is down under the water, bubbles rising, bouncing along the bottom',
        'zoo',
        'day',
        'clear',
        [pool, pebble({ in: 'pool', feeling: 'surprised' })],
        ['pebble'],
      ),
      scene(
        'a little nose pops up out of the water: Pebble takes a breath',
        'zoo',
        'day',
        'clear',
        [pool, pebble({ in: 'pool', feeling: 'happy' })],
        ['pebble'],
      ),
    ],
    small: [
      scene(
        'in the warm hippo house of a zoo, little Pebble watches her mum slide into the big pool',
        'zoo',
        'day',
        'clear',
        [pool, mum({ in: 'pool', feeling: 'calm' }), pebble({ feeling: 'calm' })],
        ['pebble', 'mum'],
      ),
      scene(
        'Pebble stands at the edge of the pool, unsure; Mum waits for her in the water',
        'zoo',
        'morning',
        'clear',
        [pool, mum({ in: 'pool', feeling: 'calm' }), pebble({ beside: 'pool', feeling: 'worried' })],
        ['pebble', 'mum'],
      ),
      scene(
        'Pebble bounces along the bottom of the pool on her tiptoes, then pops up to breathe',
        'zoo',
        'morning',
        'clear',
        [pool, pebble({ in: 'pool', feeling: 'happy' })],
        ['pebble'],
      ),
    ],
    arc: [
      scene(
        'a warm hippo house at a big zoo with a deep pool; Pebble stands beside her mum Rosa',
        'zoo',
        'day',
        'clear',
        [pool, mum({ feeling: 'calm' }), pebble({ beside: 'mum', feeling: 'happy' })],
        ['pebble', 'mum', 'pool'],
      ),
      scene(
        'Rosa lies in the water with only her eyes and ears poking out; Pebble looks at the water from the edge, unsure',
        'zoo',
        'day',
        'clear',
        [pool, mum({ in: 'pool', feeling: 'calm' }), pebble({ feeling: 'worried' })],
        ['pebble', 'mum'],
      ),
      scene(
        'Pebble has slid into the water up to her tummy and scrambles out, snorting',
        'zoo',
        'morning',
        'clear',
        [pool, pebble({ beside: 'pool', feeling: 'surprised' })],
        ['pebble', 'pool'],
      ),
      scene(
        'a big hippo walks along the bottom of the pool, ears and nose closed',
        'zoo',
        'day',
        'clear',
        [pool, mum({ in: 'pool', feeling: 'calm' })],
        ['mum'],
      ),
      scene(
        'Rosa walks slowly down into the pool; Pebble presses close against her side',
        'zoo',
        'morning',
        'clear',
        [pool, mum({ in: 'pool', feeling: 'calm' }), pebble({ in: 'pool', feeling: 'calm' })],
        ['pebble', 'mum'],
      ),
      scene(
        'Pebble bounces in the pool beside her mum’s big head; the keeper laughs and writes in her notebook',
        'zoo',
        'morning',
        'clear',
        [
          pool,
          mum({ in: 'pool', feeling: 'happy' }),
          pebble({ in: 'pool', feeling: 'happy' }),
          keeper({ holding: 'notebook', feeling: 'happy' }),
          notebook,
        ],
        ['pebble', 'mum', 'keeper', 'notebook'],
      ),
    ],
    bedtime: scene(
      'night in the hippo house: Pebble dozes, lying pressed against her mum’s warm side',
      'zoo',
      'night',
      'clear',
      [mum({ feeling: 'sleepy', pose: 'lying' }), pebble({ beside: 'mum', feeling: 'sleepy', pose: 'lying' })],
      ['pebble', 'mum'],
    ),
  },
};
