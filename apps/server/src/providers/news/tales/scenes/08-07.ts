/** What the pictures of 08-07 (a joey peeks out of the pouch) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mum = cast({ id: 'mum', is: 'kangaroo', look: 'big sandy-brown mother kangaroo with a pouch' });
const kip = cast({ id: 'kip', is: 'kangaroo', young: true, look: 'tiny pinkish-brown joey, tall ears', in: 'mum' });
const grass = { id: 'grass', is: 'grass', count: 2 };
const bird = { id: 'bird', is: 'bird' };

export const SCENES_08_07: ItemScenes = {
  en: {
    toddler: [
      scene('Mum kangaroo stands in the grass; her pouch wriggles', 'zoo', 'day', 'clear', [grass, mum()], ['mum']),
      scene(
        'two ears and a nose peek out of Mum’s pouch: peekaboo, Kip',
        'zoo',
        'day',
        'clear',
        [mum(), kip()],
        ['kip', 'mum'],
      ),
      scene(
        'Kip leans out of the pouch and nibbles the grass',
        'zoo',
        'day',
        'clear',
        [mum({ pose: 'neck-down' }), kip(), grass],
        ['kip', 'grass'],
      ),
    ],
    small: [
      scene(
        'at a zoo a keeper watches a mother kangaroo whose pouch is wriggling',
        'zoo',
        'day',
        'clear',
        [mum(), { id: 'keeper', is: 'woman', look: 'green keeper’s shirt', feeling: 'surprised' }],
        ['mum', 'keeper'],
      ),
      scene(
        'one sunny morning joey Kip pops his ears, nose and eyes out of the pouch; a bird cheeps nearby',
        'zoo',
        'morning',
        'clear',
        [mum(), kip(), bird],
        ['kip', 'mum', 'bird'],
      ),
      scene(
        'Mum bends down low; Kip leans out and nibbles a blade of grass',
        'zoo',
        'morning',
        'clear',
        [mum({ pose: 'neck-down' }), kip(), grass],
        ['kip', 'mum', 'grass'],
      ),
    ],
    arc: [
      scene(
        'a sunny kangaroo yard at a big zoo; kangaroos bounce about; Mum has a pouch like a deep pocket',
        'zoo',
        'day',
        'clear',
        [mum(), { id: 'kangaroos', is: 'kangaroo', count: 2 }, grass],
        ['mum', 'kangaroos'],
      ),
      scene(
        'a keeper sees Mum’s pouch wriggle: someone small is growing inside',
        'zoo',
        'day',
        'clear',
        [mum(), { id: 'keeper', is: 'woman', look: 'green keeper’s shirt', feeling: 'surprised' }],
        ['mum', 'keeper'],
      ),
      scene(
        'two tall ears, a nose and shiny eyes poke out of the pouch; a bird cheeps',
        'zoo',
        'morning',
        'clear',
        [mum(), kip(), bird],
        ['kip', 'mum', 'bird'],
      ),
      scene(
        'Kip has tumbled into the pouch head first; only his two long feet stick out; a keeper tries not to laugh',
        'zoo',
        'morning',
        'clear',
        [mum(), kip()],
        ['kip', 'mum'],
      ),
      scene(
        'Mum stands still in the sunny grass, bends down low and nibbles slowly',
        'zoo',
        'morning',
        'clear',
        [mum({ pose: 'neck-down' }), kip(), grass],
        ['mum', 'grass'],
      ),
      scene(
        'Kip leans far out of the pouch; his nose touches a blade of grass and he takes his first nibble',
        'zoo',
        'morning',
        'clear',
        [mum({ pose: 'neck-down' }), kip(), grass],
        ['kip', 'grass'],
      ),
      scene(
        'inside the pouch a tiny joey, once as small as a jelly bean, drinks milk and grows',
        'zoo',
        'day',
        'clear',
        [mum(), kip()],
        ['kip', 'mum'],
      ),
    ],
    bedtime: scene(
      'night at the zoo: Mum lies in the grass, and deep in her warm pouch the joey curls up asleep',
      'zoo',
      'night',
      'clear',
      [mum({ pose: 'lying' }), kip({ feeling: 'sleepy' })],
      ['kip', 'mum'],
    ),
  },
};
