/** What the pictures of 03-05 (snow monkeys take a warm bath) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const momo = cast({
  id: 'momo',
  is: 'snow-monkey',
  young: true,
  look: 'fluffy grey-brown fur, bright red face, snow on her head',
});
const grandma = cast({ id: 'grandma', is: 'snow-monkey', look: 'big grey-brown monkey, red face' });
const troop = cast({ id: 'troop', is: 'snow-monkey', count: 2, look: 'grey-brown monkeys with red faces' });
const pool = cast({ id: 'pool', is: 'pond', look: 'a steaming warm spring among the snow' });
const mountain = { id: 'mountain', is: 'mountain' };

export const SCENES_03_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'so cold: snow on little Momo’s fur',
        'snow',
        'morning',
        'snow',
        [mountain, momo({ feeling: 'worried' })],
        ['momo'],
      ),
      scene(
        'a warm pool in the snow, steam going up, up, up',
        'snow',
        'morning',
        'snow',
        [mountain, pool(), momo({ beside: 'pool', feeling: 'surprised' })],
        ['pool', 'momo'],
      ),
      scene(
        'in goes Momo: ahh, so warm, cosy, cosy',
        'snow',
        'morning',
        'snow',
        [pool(), momo({ in: 'pool', feeling: 'happy' })],
        ['momo', 'pool'],
      ),
    ],
    small: [
      scene(
        'high in the snowy mountains of Japan, monkeys with thick fur and red faces; little Momo shivers in the snow',
        'snow',
        'morning',
        'snow',
        [mountain, troop({ feeling: 'calm' }), momo({ feeling: 'worried' })],
        ['troop', 'momo'],
      ),
      scene(
        'the big monkeys bathe in the steaming pool of a warm spring; Momo is afraid to go in',
        'snow',
        'morning',
        'snow',
        [pool(), troop({ in: 'pool', feeling: 'sleepy' }), momo({ beside: 'pool', feeling: 'worried' })],
        ['pool', 'troop', 'momo'],
      ),
      scene(
        'Grandma holds Momo’s hand and lowers her in; Momo sits in the warm water up to her chin',
        'snow',
        'morning',
        'snow',
        [pool(), grandma({ in: 'pool', feeling: 'calm' }), momo({ in: 'pool', feeling: 'happy' })],
        ['grandma', 'momo'],
      ),
    ],
    arc: [
      scene(
        'high in the snowy mountains of Japan lives a troop of monkeys with thick fur and red faces; Momo is the smallest',
        'snow',
        'day',
        'snow',
        [mountain, troop({ feeling: 'calm' }), momo({ feeling: 'calm' })],
        ['mountain', 'troop', 'momo'],
      ),
      scene(
        'snow piles on Momo’s fur and she shivers on the bank while the grown-ups climb into the steaming pool',
        'snow',
        'morning',
        'snow',
        [pool(), troop({ in: 'pool', feeling: 'calm' }), momo({ beside: 'pool', feeling: 'worried' })],
        ['momo', 'pool', 'troop'],
      ),
      scene(
        'the warm spring’s water comes from deep under the mountain, so it steams even among the snow',
        'snow',
        'day',
        'clear',
        [mountain, pool()],
        ['pool', 'mountain'],
      ),
      scene(
        'Momo dips one toe in, pulls it back and huddles under a snowy bush, shivering',
        'snow',
        'morning',
        'snow',
        [pool(), { id: 'bush', is: 'pine', look: 'small snowy bush' }, momo({ beside: 'bush', feeling: 'worried' })],
        ['momo', 'pool'],
      ),
      scene(
        'Grandma sits with Momo at the edge and lowers her into the water one paw at a time',
        'snow',
        'morning',
        'snow',
        [pool(), grandma({ beside: 'pool', feeling: 'calm' }), momo({ beside: 'grandma', feeling: 'surprised' })],
        ['grandma', 'momo', 'pool'],
      ),
      scene(
        'Momo sits in the warm water up to her chin, eyes half closed, snowflakes landing on her head',
        'snow',
        'day',
        'snow',
        [pool(), momo({ in: 'pool', feeling: 'sleepy' }), grandma({ in: 'pool', feeling: 'sleepy' })],
        ['momo', 'grandma'],
      ),
    ],
    bedtime: scene(
      'night: snowflakes settle on Momo’s head as she dozes in the warm spring',
      'snow',
      'night',
      'snow',
      [pool(), momo({ in: 'pool', feeling: 'sleepy' })],
      ['momo', 'pool'],
    ),
  },
};
