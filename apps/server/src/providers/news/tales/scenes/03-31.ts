/** What the pictures of 03-31 (the first loaf of bread) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nico = cast({
  id: 'nico',
  is: 'boy',
  look: 'big white apron over a green T-shirt, paper baker’s hat, black curls',
});
const lark = cast({ id: 'baker', is: 'baker', look: 'white apron, flour on her sleeves' });
const bowl = cast({ id: 'bowl', is: 'bowl', look: 'a big bowl of dough' });
const loaf = cast({ id: 'loaf', is: 'loaf', look: 'golden loaf' });
const children = cast({ id: 'children', is: 'child', count: 2 });

export const SCENES_03_31: ItemScenes = {
  en: {
    toddler: [
      scene(
        'squish, squish, squash: Nico makes the dough in a big bowl',
        'room',
        'day',
        'clear',
        [nico({ holding: 'bowl', feeling: 'happy' }), bowl()],
        ['nico', 'bowl'],
      ),
      scene(
        'shh, the dough is resting in its bowl and growing, puff, puff',
        'room',
        'day',
        'clear',
        [bowl({ look: 'a bowl of puffy dough under a cloth' }), nico({ beside: 'bowl', feeling: 'surprised' })],
        ['bowl', 'nico'],
      ),
      scene(
        'mmm, warm bread out of the oven: yum, yum',
        'room',
        'day',
        'clear',
        [nico({ holding: 'loaf', feeling: 'happy' }), loaf()],
        ['nico', 'loaf'],
      ),
    ],
    small: [
      scene(
        'a bread class at the town bakery: Nico mixes flour, water, salt and yeast in a big bowl',
        'room',
        'day',
        'clear',
        [children({ feeling: 'happy' }), nico({ holding: 'bowl', feeling: 'happy' }), bowl()],
        ['nico', 'bowl', 'children'],
      ),
      scene(
        'Nico squishes and stretches the dough, but it stays flat and heavy',
        'room',
        'day',
        'clear',
        [nico({ feeling: 'worried' }), bowl({ beside: 'nico' })],
        ['nico', 'bowl'],
      ),
      scene(
        'the baker covers his bowl with a cloth by the warm oven; an hour later the dough has puffed up twice as big',
        'room',
        'day',
        'clear',
        [
          lark({ feeling: 'happy' }),
          bowl({ beside: 'baker', look: 'a bowl of puffy dough' }),
          nico({ feeling: 'surprised' }),
        ],
        ['baker', 'bowl', 'nico'],
      ),
      scene(
        'Nico carries home a warm golden loaf',
        'street',
        'evening',
        'clear',
        [nico({ holding: 'loaf', feeling: 'happy' }), loaf()],
        ['nico', 'loaf'],
      ),
    ],
    arc: [
      scene(
        'at the bakery’s bread class Nico squishes and stretches his dough, but it stays flat and heavy like clay',
        'room',
        'day',
        'clear',
        [children({ feeling: 'calm' }), nico({ feeling: 'worried' }), bowl({ beside: 'nico' })],
        ['nico', 'bowl'],
      ),
      scene(
        'Nico kneads harder, pokes the dough and whispers to it: come on, grow',
        'room',
        'day',
        'clear',
        [nico({ holding: 'bowl', feeling: 'worried' }), bowl()],
        ['nico', 'bowl'],
      ),
      scene(
        'Mrs Lark the baker laughs kindly and sets the covered bowls by the warm oven',
        'room',
        'day',
        'clear',
        [
          lark({ feeling: 'happy' }),
          { id: 'bowls', is: 'bowl', count: 3, look: 'bowls under cloths' },
          nico({ feeling: 'calm' }),
        ],
        ['baker', 'bowls', 'nico'],
      ),
      scene(
        'tiny living yeast breathes out bubbles of gas that puff the dough up like a balloon',
        'room',
        'day',
        'clear',
        [bowl({ look: 'a bowl of dough puffing up with bubbles' }), { id: 'balloon', is: 'balloon' }],
        ['bowl', 'balloon'],
      ),
      scene(
        'under the cloth the dough has grown twice as big, soft and puffy; they shape loaves for the hot oven',
        'room',
        'day',
        'clear',
        [
          nico({ feeling: 'surprised' }),
          bowl({ beside: 'nico', look: 'a bowl of puffy dough' }),
          lark({ feeling: 'happy' }),
        ],
        ['nico', 'bowl', 'baker'],
      ),
      scene(
        'Nico breaks open his golden loaf and sees hundreds of little holes inside; the bakery smells of warm bread',
        'room',
        'evening',
        'clear',
        [nico({ holding: 'loaf', feeling: 'happy' }), loaf(), lark({ feeling: 'happy' })],
        ['nico', 'loaf'],
      ),
    ],
    bedtime: scene(
      'night in the kitchen: a slice of Nico’s bread waits on a plate for breakfast',
      'room',
      'night',
      'clear',
      [loaf({ look: 'a slice of golden bread' }), { id: 'window', is: 'window', look: 'night' }],
      ['loaf'],
    ),
  },
};
