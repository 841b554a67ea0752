/** What the pictures of 02-09 (a class builds bird houses) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const misha = cast({ id: 'misha', is: 'boy', look: 'yellow jumper' });
const classmate = cast({ id: 'children', is: 'child', look: 'red jumper' });
const house = cast({ id: 'birdhouse', is: 'birdhouse', look: 'wooden, small round door, a roof against the rain' });
const tree = { id: 'tree', is: 'tree', look: 'old tree by the river' };
const tits = cast({ id: 'birds', is: 'blue-tit', count: 2, in: 'birdhouse', look: 'blue and yellow' });
const hammer = { id: 'hammer', is: 'hammer' };
const school = { id: 'school', is: 'school' };

export const SCENES_02_09: ItemScenes = {
  en: {
    toddler: [
      scene(
        'tap, tap, tap: the children build a little house for birds',
        'school',
        'day',
        'clear',
        [misha({ holding: 'hammer', feeling: 'happy' }), hammer, house(), classmate({ feeling: 'happy' })],
        ['misha', 'hammer', 'birdhouse', 'children'],
      ),
      scene(
        'the bird house has a little round door: who will live here?',
        'school',
        'day',
        'clear',
        [house(), misha({ beside: 'birdhouse', feeling: 'surprised' })],
        ['birdhouse'],
      ),
      scene(
        'two blue birds flap to the bird house on the tree and hop in: cheep, cheep',
        'garden',
        'day',
        'clear',
        [tree, house({ in: 'tree' }), tits({ feeling: 'happy' })],
        ['birds', 'birdhouse'],
      ),
    ],
    small: [
      scene(
        'at a small school by the river, a class builds houses for birds; tap, tap go the little hammers',
        'school',
        'day',
        'clear',
        [misha({ holding: 'hammer', feeling: 'happy' }), hammer, house(), classmate({ feeling: 'happy' })],
        ['misha', 'hammer', 'birdhouse', 'children'],
      ),
      scene(
        'Misha paints the first wooden house green; it has a little round door and a roof against the rain',
        'school',
        'day',
        'clear',
        [
          misha({ holding: 'brush', feeling: 'happy' }),
          { id: 'brush', is: 'brush' },
          house({ look: 'green, small round door' }),
        ],
        ['misha', 'brush', 'birdhouse'],
      ),
      scene(
        'the houses hang on the trees, and a pair of blue tits flies to the first one, peeps inside and moves in',
        'garden',
        'day',
        'clear',
        [tree, house({ in: 'tree', look: 'green' }), tits({ feeling: 'happy' })],
        ['tree', 'birdhouse', 'birds'],
      ),
      scene(
        'Misha is so happy that he hops up and down under the tree with the bird house',
        'garden',
        'day',
        'clear',
        [
          tree,
          house({ in: 'tree', look: 'green' }),
          tits({ feeling: 'calm' }),
          misha({ pose: 'waving', feeling: 'happy' }),
        ],
        ['misha', 'birdhouse'],
      ),
    ],
    arc: [
      scene(
        'outside a small school by the river old trees grow and birds sing; Misha, who knows each bird by its song, says: let’s build them houses!',
        'garden',
        'morning',
        'clear',
        [
          school,
          tree,
          { id: 'birds', is: 'blue-tit', count: 2, in: 'tree', feeling: 'happy' },
          misha({ feeling: 'happy' }),
        ],
        ['misha', 'tree', 'birds', 'school'],
      ),
      scene(
        'the children measure, saw and hammer; their first house has a big round door, which lets in the cold and the rain',
        'school',
        'day',
        'clear',
        [
          misha({ holding: 'hammer', feeling: 'worried' }),
          hammer,
          house({ look: 'wooden, a big door' }),
          classmate({ feeling: 'calm' }),
        ],
        ['misha', 'hammer', 'birdhouse'],
      ),
      scene(
        'a book about birds says small birds like a small door, as wide as a big coin, so the children make the doors smaller',
        'school',
        'day',
        'clear',
        [misha({ holding: 'book', feeling: 'surprised' }), { id: 'book', is: 'book', shows: 'blue-tit' }, house()],
        ['misha', 'book', 'birdhouse'],
      ),
      scene(
        'the houses hang high on the trees by the river; one morning Misha sees a flash of blue and yellow: blue tits have moved in',
        'garden',
        'morning',
        'clear',
        [tree, house({ in: 'tree' }), tits({ feeling: 'happy' }), misha({ feeling: 'surprised' })],
        ['birdhouse', 'birds', 'misha'],
      ),
      scene(
        'in spring birds need a dry, quiet place for their eggs; now the blue tits carry moss and feathers into the house for a soft nest',
        'garden',
        'day',
        'clear',
        [tree, house({ in: 'tree' }), tits({ feeling: 'calm', doing: 'carrying moss and feathers' })],
        ['birdhouse', 'birds'],
      ),
    ],
    bedtime: scene(
      'night: the two blue tits doze in their snug house on the tree',
      'garden',
      'night',
      'clear',
      [tree, house({ in: 'tree' }), tits({ feeling: 'sleepy' })],
      ['birds', 'birdhouse'],
    ),
  },
};
