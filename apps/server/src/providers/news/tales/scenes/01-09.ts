/** What the pictures of 01-09 (capybaras in a warm bath) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const bean = cast({ id: 'bean', is: 'capybara', young: true, look: 'round reddish-brown young capybara' });
const clover = cast({ id: 'clover', is: 'capybara', look: 'big brown grandma capybara' });
const family = cast({ id: 'family', is: 'capybara', count: 2, look: 'brown' });
const tub = cast({ id: 'tub', is: 'warm-tub' });
const orange = cast({ id: 'orange', is: 'orange-slice' });
const keeper = cast({ id: 'keeper', is: 'keeper' });

export const SCENES_01_09: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Bean, a little capybara, and here is a big warm bath',
        'zoo',
        'day',
        'clear',
        [tub(), bean({ beside: 'tub', feeling: 'happy' })],
        ['bean', 'tub'],
      ),
      scene(
        'the tub is too high for Bean; Grandma lies down beside it',
        'zoo',
        'day',
        'clear',
        [
          tub(),
          bean({ beside: 'tub', feeling: 'worried' }),
          clover({ beside: 'bean', pose: 'lying', feeling: 'calm' }),
        ],
        ['bean', 'clover', 'tub'],
      ),
      scene(
        'up on Grandma and splash: Bean is in the warm water, ahhh',
        'zoo',
        'day',
        'clear',
        [tub(), bean({ in: 'tub', feeling: 'happy' })],
        ['bean'],
      ),
    ],
    small: [
      scene(
        'bath day: the keeper fills a big wooden tub with warm water and floats orange slices on top',
        'zoo',
        'day',
        'clear',
        [tub(), keeper({ beside: 'tub', holding: 'orange', feeling: 'happy' }), orange()],
        ['tub', 'keeper', 'orange'],
      ),
      scene(
        'the others are in the tub, but its side is too high for Bean, who slides back down',
        'zoo',
        'day',
        'clear',
        [tub(), family({ in: 'tub', feeling: 'happy' }), bean({ beside: 'tub', feeling: 'worried' })],
        ['family', 'bean'],
      ),
      scene(
        'Grandma Clover lies down beside the tub and Bean climbs onto her back like a step',
        'zoo',
        'day',
        'clear',
        [
          tub(),
          clover({ beside: 'tub', pose: 'lying', feeling: 'calm' }),
          bean({ on: 'clover', feeling: 'surprised' }),
        ],
        ['clover', 'bean'],
      ),
      scene(
        'Bean floats in the warm tub, eyes half closed, an orange slice by her nose',
        'zoo',
        'day',
        'clear',
        [tub(), bean({ in: 'tub', feeling: 'sleepy' }), orange({ in: 'tub' })],
        ['bean', 'orange'],
      ),
    ],
    arc: [
      scene(
        'the capybara house at a zoo: a family of round brown capybaras, and Bean, the youngest',
        'zoo',
        'day',
        'clear',
        [clover({ feeling: 'calm' }), family({ feeling: 'happy' }), bean({ beside: 'clover', feeling: 'happy' })],
        ['clover', 'family', 'bean'],
      ),
      scene(
        'the keeper fills the wooden tub with warm water and orange slices; steam curls up and Grandma Clover climbs in first',
        'zoo',
        'day',
        'clear',
        [tub(), clover({ in: 'tub', feeling: 'happy' }), keeper({ beside: 'tub', feeling: 'happy' })],
        ['tub', 'clover', 'keeper'],
      ),
      scene(
        'Bean puts her front paws on the edge of the tub, far higher than her nose, and slides down',
        'zoo',
        'day',
        'clear',
        [tub(), bean({ beside: 'tub', feeling: 'surprised' })],
        ['bean', 'tub'],
      ),
      scene(
        'the others float with their eyes shut; Bean, outside the tub, gives a cross little squeak',
        'zoo',
        'day',
        'clear',
        [tub(), family({ in: 'tub', feeling: 'sleepy' }), bean({ beside: 'tub', feeling: 'worried' })],
        ['family', 'bean'],
      ),
      scene(
        'Grandma Clover lies flat beside the tub; Bean scrambles onto her broad back to reach the edge',
        'zoo',
        'day',
        'clear',
        [tub(), clover({ beside: 'tub', pose: 'lying', feeling: 'calm' }), bean({ on: 'clover', feeling: 'happy' })],
        ['clover', 'bean'],
      ),
      scene(
        'capybaras float with only their eyes, ears and noses above the water',
        'zoo',
        'day',
        'clear',
        [tub(), clover({ in: 'tub', feeling: 'calm' })],
        ['clover'],
      ),
      scene(
        'all the capybaras float in a warm steamy circle; Bean nibbles an orange slice',
        'zoo',
        'day',
        'clear',
        [
          tub(),
          family({ in: 'tub', feeling: 'sleepy' }),
          bean({ beside: 'tub', feeling: 'happy' }),
          orange({ beside: 'bean' }),
        ],
        ['family', 'bean', 'orange'],
      ),
    ],
    bedtime: scene(
      'night in the capybara house: Bean sleeps, warm and dry, against Grandma Clover',
      'zoo',
      'night',
      'clear',
      [clover({ pose: 'lying', feeling: 'sleepy' }), bean({ beside: 'clover', pose: 'lying', feeling: 'sleepy' })],
      ['bean', 'clover'],
    ),
  },
};
