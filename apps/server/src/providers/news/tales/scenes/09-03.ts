/** What the pictures of 09-03 (a baby elephant learns to use her trunk) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zuri = cast({ id: 'zuri', is: 'elephant', young: true, look: 'baby elephant, wrinkly grey skin, floppy ears' });
const mum = cast({ id: 'mum', is: 'elephant', look: 'big grey mother elephant' });
const hole = { id: 'hole', is: 'pond', look: 'a muddy water hole in a wide, warm grassland' };
const herd = cast({ id: 'herd', is: 'elephant', count: 2 });

export const SCENES_09_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'baby Zuri’s trunk goes wiggle, wiggle, flop',
        'meadow',
        'day',
        'clear',
        [zuri({ feeling: 'surprised' })],
        ['zuri'],
      ),
      scene(
        'Mum dips her trunk in the water: slurp, slurp',
        'meadow',
        'day',
        'clear',
        [hole, mum({ beside: 'hole', pose: 'neck-down' }), zuri({ beside: 'mum' })],
        ['mum', 'hole', 'zuri'],
      ),
      scene(
        'Zuri slurps and splashes at the water hole, hooray',
        'meadow',
        'day',
        'clear',
        [hole, zuri({ in: 'hole' }), mum()],
        ['zuri'],
      ),
    ],
    small: [
      scene(
        'far away in a wide warm grassland, a herd of elephants and little Zuri with her floppy trunk',
        'meadow',
        'day',
        'clear',
        [herd(), mum(), zuri({ beside: 'mum' })],
        ['herd', 'zuri', 'mum'],
      ),
      scene(
        'at the water hole Zuri kneels to drink with her mouth, and tumbles in, splosh',
        'meadow',
        'day',
        'clear',
        [hole, zuri({ in: 'hole' })],
        ['zuri'],
      ),
      scene(
        'Mum shows Zuri again, slowly; Zuri drinks a big gulp with her trunk',
        'meadow',
        'day',
        'clear',
        [hole, mum({ beside: 'hole' }), zuri({ beside: 'mum' })],
        ['zuri', 'mum', 'hole'],
      ),
    ],
    arc: [
      scene(
        'a herd of elephants in a wide warm grassland; the smallest, Zuri, trips over her own wiggly trunk',
        'meadow',
        'day',
        'clear',
        [herd(), mum(), zuri({ beside: 'mum' })],
        ['herd', 'zuri'],
      ),
      scene('a close look at a baby elephant’s long, bendy trunk', 'meadow', 'day', 'clear', [zuri()], ['zuri']),
      scene(
        'at the water hole Zuri kneels to drink with her mouth; her trunk flops in the way and she tumbles in',
        'meadow',
        'day',
        'clear',
        [hole, zuri({ in: 'hole' })],
        ['zuri'],
      ),
      scene(
        'Mum stands close beside Zuri, sucks up water with her trunk and squirts it into her mouth',
        'meadow',
        'day',
        'clear',
        [hole, mum({ beside: 'hole' }), zuri({ beside: 'mum' })],
        ['mum', 'zuri', 'hole'],
      ),
      scene(
        'Zuri takes a big cool drink with her trunk and trumpets for joy; Mum stands beside her',
        'meadow',
        'day',
        'clear',
        [hole, zuri({ beside: 'hole' }), mum({ beside: 'zuri' })],
        ['zuri', 'mum'],
      ),
    ],
    bedtime: scene(
      'under the wide night sky the elephants rest, Zuri lying close to her mum',
      'meadow',
      'night',
      'clear',
      [mum({ pose: 'lying' }), zuri({ beside: 'mum', pose: 'lying' })],
      ['mum', 'zuri'],
    ),
  },
};
