/** What the pictures of 03-28 (a town plants a thousand trees) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nina = cast({
  id: 'nina',
  is: 'girl',
  look: 'yellow raincoat, two brown plaits, green wellies',
  holding: 'can',
});
const can = cast({ id: 'can', is: 'watering-can', look: 'red watering can' });
const mum = cast({ id: 'mum', is: 'woman', holding: 'spade-mum' });
const dad = cast({ id: 'dad', is: 'man', holding: 'spade-dad' });
const spades = [
  { id: 'spade-mum', is: 'spade' },
  { id: 'spade-dad', is: 'spade' },
];
const holes = cast({ id: 'holes', is: 'hole', count: 3 });
const saplings = cast({ id: 'saplings', is: 'sapling', look: 'little young trees', count: 3 });
const river = cast({ id: 'river', is: 'water', look: 'wide river' });

export const SCENES_03_28: ItemScenes = {
  en: {
    toddler: [
      scene(
        'mums and dads dig little holes with spades: one hole, two holes, so many holes',
        'town',
        'day',
        'clear',
        [mum({ feeling: 'happy' }), ...spades, holes(), dad({ feeling: 'happy' })],
        ['mum', 'dad', 'holes'],
      ),
      scene(
        'a little tree goes into the ground; Nina waters it from her red can: glug, glug',
        'town',
        'day',
        'clear',
        [saplings({ count: 1, id: 'sapling' }), nina({ beside: 'sapling', feeling: 'happy' }), can()],
        ['sapling', 'nina', 'can'],
      ),
      scene(
        'a tree, a tree and one more tree stand in a row by the river',
        'town',
        'day',
        'clear',
        [river(), saplings()],
        ['saplings', 'river'],
      ),
    ],
    small: [
      scene(
        'in a town by a wide river everyone is up early: today the whole town will plant a thousand trees',
        'town',
        'morning',
        'clear',
        [river(), mum({ feeling: 'happy' }), ...spades, nina({ feeling: 'happy' }), can(), dad({ feeling: 'happy' })],
        ['river', 'nina', 'mum', 'dad'],
      ),
      scene(
        'the grown-ups dig holes with spades; Nina gives each seedling a drink from her red watering can',
        'town',
        'day',
        'clear',
        [
          dad({ feeling: 'calm' }),
          ...spades.slice(1),
          holes({ count: 2 }),
          saplings({ count: 2 }),
          nina({ feeling: 'happy' }),
          can(),
        ],
        ['dad', 'spade-dad', 'holes', 'saplings', 'nina', 'can'],
      ),
      scene(
        'by evening a thousand little trees stand in rows along the river; Nina is tired but proud',
        'town',
        'evening',
        'clear',
        [river(), saplings({ count: 6 }), nina({ feeling: 'happy' }), can()],
        ['saplings', 'nina', 'river'],
      ),
    ],
    arc: [
      scene(
        'a town by a wide river; Nina with her red watering can looks at the bare, muddy bank with hardly a tree on it',
        'town',
        'day',
        'clear',
        [river(), nina({ feeling: 'worried', doing: 'wishing for shade and birds' }), can()],
        ['nina', 'can', 'river'],
      ),
      scene(
        'one spring day the whole town comes out to plant a thousand little trees; the grown-ups dig hole after hole',
        'town',
        'day',
        'clear',
        [mum({ feeling: 'happy' }), ...spades, holes(), dad({ feeling: 'happy' }), saplings({ count: 2 })],
        ['mum', 'dad', 'holes', 'saplings'],
      ),
      scene(
        'Nina and her friends fill their cans at the river and water each seedling, one by one',
        'town',
        'day',
        'clear',
        [
          river(),
          nina({ feeling: 'happy' }),
          can(),
          { id: 'friend', is: 'boy', holding: 'can-2', feeling: 'happy' },
          { id: 'can-2', is: 'watering-can', look: 'green watering can' },
          saplings({ count: 2 }),
        ],
        ['nina', 'can', 'friend', 'saplings', 'river'],
      ),
      scene(
        'by sunset a thousand young trees stand in neat rows along the bank; Nina waters the very last one',
        'town',
        'evening',
        'clear',
        [river(), saplings({ count: 6 }), nina({ feeling: 'happy', doing: 'watering the last tree' }), can()],
        ['saplings', 'nina', 'river'],
      ),
      scene(
        'tree roots hold the soil of the bank together; in a few years the trees give shade and homes for birds',
        'town',
        'day',
        'clear',
        [
          river(),
          { id: 'tree', is: 'tree', look: 'grown tree giving shade' },
          { id: 'birds', is: 'bird', count: 2, in: 'tree' },
        ],
        ['tree', 'birds', 'river'],
      ),
    ],
    bedtime: scene(
      'Nina is asleep in her bed; her little trees sleep too',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, nina({ in: 'bed', pose: 'lying', feeling: 'sleepy', holding: undefined })],
      ['nina', 'bed'],
    ),
  },
};
