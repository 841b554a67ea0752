/** What the pictures of 11-12 (bullfinches puff up in the frost) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const rowan = { id: 'rowan', is: 'tree', look: 'bare rowan tree with red berries, frost on the twigs' };
const birds = cast({
  id: 'birds',
  is: 'bird',
  count: 3,
  look: 'round puffed-up bullfinches, red breasts',
  in: 'rowan',
});
const bird = cast({ id: 'bird', is: 'bird', look: 'a round puffed-up bullfinch, red breast', in: 'rowan' });
const ruby = cast({ id: 'ruby', is: 'girl', look: 'puffy white jacket, red bobble hat, red hair' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa' });
const window = { id: 'window', is: 'window', look: 'frost patterns, a rowan tree with red birds outside' };

export const SCENES_11_12: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a frosty window, and outside a red bird in a tree',
        'room',
        'morning',
        'clear',
        [window, ruby({ feeling: 'surprised' })],
        ['window', 'ruby'],
      ),
      scene(
        'a bullfinch puffed up round like a ball on a frosty branch',
        'snow',
        'morning',
        'clear',
        [rowan, bird()],
        ['bird', 'rowan'],
      ),
      scene(
        'round red birds peck seeds on the windowsill',
        'snow',
        'morning',
        'clear',
        [
          { id: 'seeds', is: 'seeds' },
          { id: 'sill', is: 'bird', count: 2, look: 'bullfinches pecking seeds' },
        ],
        ['sill', 'seeds'],
      ),
    ],
    small: [
      scene(
        'on the coldest morning Ruby looks out of the window at bullfinches in the rowan tree, round as little red balls',
        'snow',
        'morning',
        'clear',
        [rowan, birds(), ruby({ feeling: 'surprised' })],
        ['ruby', 'birds', 'rowan'],
      ),
      scene(
        'Ruby asks Grandpa if the birds are freezing; Grandpa smiles and points at the fluffy birds',
        'snow',
        'morning',
        'clear',
        [rowan, birds(), grandpa({ feeling: 'happy' }), ruby({ beside: 'grandpa', feeling: 'worried' })],
        ['ruby', 'grandpa', 'birds'],
      ),
      scene(
        'the round red birds hop down to the windowsill for seeds; Ruby and Grandpa watch',
        'snow',
        'morning',
        'clear',
        [
          { id: 'seeds', is: 'seeds' },
          { id: 'sill', is: 'bird', count: 2 },
          grandpa({ feeling: 'happy' }),
          ruby({ feeling: 'happy' }),
        ],
        ['sill', 'ruby', 'grandpa'],
      ),
    ],
    arc: [
      scene(
        'the coldest morning of the winter: frost on the windows, snow on the ground, puffed-up bullfinches in the rowan tree',
        'snow',
        'morning',
        'clear',
        [rowan, birds(), ruby({ feeling: 'worried' })],
        ['birds', 'rowan', 'ruby'],
      ),
      scene(
        'Ruby runs out with a tiny doll’s scarf, but the bullfinches flutter up to the top of the tree',
        'snow',
        'morning',
        'clear',
        [rowan, birds(), ruby({ holding: 'scarf', feeling: 'surprised' }), { id: 'scarf', is: 'scarf' }],
        ['ruby', 'scarf', 'birds'],
      ),
      scene(
        'Grandpa comes out laughing and picks up the scarf, then fetches a bag of seeds',
        'snow',
        'morning',
        'clear',
        [
          rowan,
          birds(),
          grandpa({ holding: 'scarf', feeling: 'happy' }),
          { id: 'scarf', is: 'scarf' },
          ruby({ feeling: 'calm' }),
        ],
        ['grandpa', 'ruby', 'birds'],
      ),
      scene(
        'a bullfinch fluffs up its feathers into a round ball, warm air caught between them',
        'snow',
        'day',
        'clear',
        [rowan, bird()],
        ['bird'],
      ),
      scene(
        'bullfinches hop down to the seeds on the windowsill; Ruby watches from inside in her puffy jacket',
        'room',
        'morning',
        'clear',
        [window, ruby({ feeling: 'happy' }), grandpa({ feeling: 'happy' })],
        ['window', 'ruby', 'grandpa'],
      ),
    ],
    bedtime: scene(
      'a frosty night: round red birds doze in the rowan tree under the moon',
      'snow',
      'night',
      'clear',
      [rowan, birds({ feeling: 'sleepy' })],
      ['birds', 'rowan'],
    ),
  },
};
