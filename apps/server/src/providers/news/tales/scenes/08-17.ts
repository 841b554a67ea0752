/** What the pictures of 08-17 (the first apples) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tree = cast({ id: 'tree', is: 'apple-tree', look: 'old, twisty trunk' });
const apples = cast({ id: 'apples', is: 'apple', look: 'red', count: 3, on: 'tree' });
const green = cast({ id: 'apples', is: 'green-apple', look: 'small, green', count: 5, on: 'tree' });
const sophie = cast({ id: 'sophie', is: 'girl' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa' });
const pie = cast({ id: 'pie', is: 'pie' });

export const SCENES_08_17: ItemScenes = {
  en: {
    toddler: [
      scene(
        'an apple tree with three round red apples on it, one, two, three',
        'orchard',
        'day',
        'clear',
        [tree(), apples()],
        ['tree', 'apples'],
      ),
      scene(
        'a child picks a red apple and crunches it',
        'orchard',
        'day',
        'clear',
        [
          tree(),
          apples({ count: 2 }),
          sophie({ holding: 'apple', feeling: 'happy' }),
          { id: 'apple', is: 'apple', look: 'red' },
        ],
        ['sophie', 'apple'],
      ),
      scene(
        'Grandpa has baked an apple pie that smells lovely; a slice for you, a slice for me',
        'garden',
        'day',
        'clear',
        [grandpa({ holding: 'pie', feeling: 'happy' }), pie(), sophie({ feeling: 'happy' })],
        ['grandpa', 'pie'],
      ),
    ],
    small: [
      scene(
        'one sunny morning Sophie sees that the apples on the old tree have turned red at last',
        'orchard',
        'morning',
        'clear',
        [tree(), apples({ count: 5 }), sophie({ feeling: 'surprised' })],
        ['tree', 'apples', 'sophie'],
      ),
      scene(
        'Grandpa twists an apple off and hands it to Sophie; she dances for joy',
        'orchard',
        'morning',
        'clear',
        [
          tree(),
          apples({ count: 4 }),
          grandpa({ feeling: 'happy' }),
          sophie({ holding: 'apple', feeling: 'happy' }),
          { id: 'apple', is: 'apple', look: 'red' },
        ],
        ['grandpa', 'sophie', 'apple'],
      ),
      scene(
        'Grandpa has baked a big apple pie and the neighbours come to taste it',
        'garden',
        'day',
        'clear',
        [
          grandpa({ holding: 'pie', feeling: 'happy' }),
          pie(),
          sophie({ feeling: 'happy' }),
          { id: 'neighbour', is: 'woman', feeling: 'happy' },
        ],
        ['grandpa', 'pie'],
      ),
    ],
    arc: [
      scene(
        'Sophie sits up in the old twisty apple tree looking at the little green apples; Grandpa stands below and shakes his head: still hard and sour',
        'orchard',
        'day',
        'clear',
        [tree(), green(), sophie({ in: 'tree', feeling: 'worried' }), grandpa({ feeling: 'calm' })],
        ['tree', 'apples', 'sophie', 'grandpa'],
      ),
      scene(
        'Sophie bites a small green apple: so sour that her face scrunches up',
        'orchard',
        'day',
        'clear',
        [
          tree(),
          green({ count: 4 }),
          sophie({ holding: 'apple', feeling: 'surprised' }),
          { id: 'apple', is: 'green-apple', look: 'green, bitten' },
        ],
        ['sophie', 'apple'],
      ),
      scene(
        'Grandpa laughs and shows his trick: he cups a red apple and twists it off',
        'orchard',
        'day',
        'clear',
        [
          tree(),
          apples({ count: 4 }),
          grandpa({ holding: 'apple', feeling: 'happy' }),
          { id: 'apple', is: 'apple', look: 'red' },
          sophie({ feeling: 'surprised' }),
        ],
        ['grandpa', 'apple', 'apples'],
      ),
      scene(
        'a whole basket of sweet apples, a big apple pie, and the neighbours come to taste it',
        'garden',
        'day',
        'clear',
        [
          { id: 'basket', is: 'basket' },
          grandpa({ holding: 'pie', feeling: 'happy' }),
          pie(),
          sophie({ feeling: 'happy' }),
          { id: 'neighbour', is: 'man', feeling: 'happy' },
        ],
        ['basket', 'pie', 'grandpa'],
      ),
      scene(
        'in spring the apple tree is covered in pink and white blossom and bees carry pollen from flower to flower',
        'orchard',
        'day',
        'clear',
        [tree({ look: 'blossom' }), { id: 'bees', is: 'bee', count: 3, on: 'tree' }],
        ['tree', 'bees'],
      ),
    ],
    bedtime: scene(
      'the old apple tree sleeps under the stars in the dark garden',
      'orchard',
      'night',
      'clear',
      [tree(), apples({ count: 4 })],
      ['tree'],
    ),
  },
};
