/** What the pictures of 07-24 (a sloth at the zoo weigh-in) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tree = { id: 'tree', is: 'tree' };
const pablo = cast({ id: 'pablo', is: 'sloth', look: 'shaggy brown two-toed sloth, pale smiley face' });
const ana = cast({ id: 'ana', is: 'woman', look: 'green keeper’s shirt' });
const scales = { id: 'scales', is: 'scales' };
const basket = cast({ id: 'basket', is: 'basket', look: 'a basket of green leaves hung from a scale' });
const penguin = cast({ id: 'penguin', is: 'penguin' });

export const SCENES_07_24: ItemScenes = {
  en: {
    toddler: [
      scene(
        'weigh-in day at the zoo: a penguin hops onto the scales',
        'zoo',
        'day',
        'clear',
        [scales, penguin({ on: 'scales' }), ana({ feeling: 'happy' })],
        ['penguin', 'scales'],
      ),
      scene(
        'Pablo the sloth hangs up in his tree, slow, slow, slow',
        'zoo',
        'day',
        'clear',
        [tree, pablo({ in: 'tree' })],
        ['pablo', 'tree'],
      ),
      scene(
        'a basket of leaves hangs in the tree; Pablo creeps in',
        'zoo',
        'day',
        'clear',
        [tree, basket({ in: 'tree' }), pablo({ in: 'basket' })],
        ['pablo', 'basket', 'tree'],
      ),
    ],
    small: [
      scene(
        'weigh-in day at a city zoo: the keeper weighs a penguin on the scales',
        'zoo',
        'day',
        'clear',
        [scales, penguin({ on: 'scales' }), penguin({ id: 'penguin2' }), ana({ feeling: 'happy' })],
        ['penguin', 'scales', 'ana'],
      ),
      scene(
        'Pablo the sloth hangs upside down in his tree and does not come down',
        'zoo',
        'day',
        'clear',
        [tree, pablo({ in: 'tree' }), scales],
        ['pablo', 'tree'],
      ),
      scene(
        'keeper Ana has hung a basket of leaves from Pablo’s branch; he creeps over, slow as a snail, and climbs in',
        'zoo',
        'day',
        'clear',
        [tree, basket({ in: 'tree' }), pablo({ in: 'basket' }), ana({ feeling: 'happy' })],
        ['pablo', 'basket', 'ana'],
      ),
    ],
    arc: [
      scene(
        'weigh-in day at a big city zoo: a penguin on the scales, a tortoise waiting, Pablo the sloth hanging still in his tree',
        'zoo',
        'day',
        'clear',
        [tree, pablo({ in: 'tree' }), scales, penguin({ on: 'scales' }), { id: 'tortoise', is: 'tortoise' }],
        ['pablo', 'scales', 'penguin', 'tortoise'],
      ),
      scene(
        'keeper Ana puts the scales under the tree and calls up; Pablo opens one eye',
        'zoo',
        'day',
        'clear',
        [tree, pablo({ in: 'tree' }), scales, ana({ feeling: 'surprised' })],
        ['pablo', 'scales', 'ana'],
      ),
      scene(
        'a sloth hangs from a branch munching leaves, slow and sleepy',
        'zoo',
        'day',
        'clear',
        [tree, pablo({ in: 'tree' }), { id: 'leaves', is: 'leaves', count: 2, in: 'tree' }],
        ['pablo', 'leaves'],
      ),
      scene(
        'Ana hangs a basket with Pablo’s favourite leaves on a little scale from his branch',
        'zoo',
        'day',
        'clear',
        [tree, basket({ in: 'tree' }), ana({ feeling: 'happy' })],
        ['basket', 'ana', 'tree'],
      ),
      scene(
        'Pablo is curled up in the basket, munching; Ana smiles, everyone cheers quietly',
        'zoo',
        'day',
        'clear',
        [tree, basket({ in: 'tree' }), pablo({ in: 'basket' }), ana({ feeling: 'happy' })],
        ['pablo', 'basket', 'ana'],
      ),
    ],
    bedtime: scene(
      'night at the zoo: the sloth snoozes upside down in his tree',
      'zoo',
      'night',
      'clear',
      [tree, pablo({ in: 'tree' })],
      ['pablo', 'tree'],
    ),
  },
};
