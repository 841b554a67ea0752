/** What the pictures of 05-12 (a rope bridge for squirrels over a road) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nutmeg = cast({ id: 'nutmeg', is: 'squirrel', look: 'small red squirrel, fluffy rust-red tail, tufted ears' });
const squirrels = cast({ id: 'squirrels', is: 'squirrel', count: 2, look: 'red squirrels', in: 'pine' });
const pine = cast({ id: 'pine', is: 'pine', look: 'tall pine on one side of the road' });
const oak = cast({ id: 'oak', is: 'tree', look: 'big oak on the other side' });
const acorns = cast({ id: 'acorns', is: 'acorn', count: 3, in: 'oak' });
const bridge = cast({ id: 'bridge', is: 'rope-bridge', look: 'long rope bridge high above the road' });
const cars = cast({ id: 'cars', is: 'car', count: 2 });
const worker = cast({ id: 'worker', is: 'man', look: 'orange helmet, tree worker', pose: 'climbing', in: 'pine' });
const worker2 = cast({ id: 'worker-2', is: 'woman', look: 'orange helmet, tree worker', pose: 'climbing', in: 'oak' });

export const SCENES_05_12: ItemScenes = {
  en: {
    toddler: [
      scene(
        'one tree here, one tree there, and a road in the middle',
        'street',
        'day',
        'clear',
        [pine(), cars({ count: 1 }), oak()],
        ['pine', 'oak'],
      ),
      scene(
        'up high, between the trees, a rope bridge: hop, hop, Nutmeg!',
        'street',
        'day',
        'clear',
        [pine(), bridge(), oak(), nutmeg({ on: 'bridge', feeling: 'happy' })],
        ['bridge', 'nutmeg'],
      ),
      scene(
        'across he goes, over the cars; hello, acorns!',
        'street',
        'day',
        'clear',
        [
          pine(),
          bridge(),
          oak(),
          nutmeg({ on: 'bridge', feeling: 'happy' }),
          cars({ count: 1, under: 'bridge' }),
          acorns(),
        ],
        ['nutmeg', 'cars', 'acorns'],
      ),
    ],
    small: [
      scene(
        'a busy road runs through the middle of a park: oak trees on one side, squirrels living on the other',
        'street',
        'day',
        'clear',
        [pine(), squirrels({ feeling: 'calm' }), cars({ count: 1 }), oak(), acorns()],
        ['squirrels', 'cars', 'oak'],
      ),
      scene(
        'to reach the acorns the squirrels must run across the road, and the cars go by so fast',
        'street',
        'day',
        'clear',
        [cars({ count: 1 }), nutmeg({ feeling: 'worried' }), { ...cars(), id: 'car-2', count: 1 }, oak(), acorns()],
        ['nutmeg', 'cars', 'acorns'],
      ),
      scene(
        'tree workers climb two tall trees and tie a rope bridge between them, high above the road',
        'street',
        'day',
        'clear',
        [pine(), bridge(), oak(), worker({ feeling: 'calm' }), worker2({ feeling: 'calm' })],
        ['worker', 'worker-2', 'bridge'],
      ),
      scene(
        'Nutmeg the red squirrel sniffs the ropes, then runs across, quick as a flash',
        'street',
        'day',
        'clear',
        [pine(), bridge(), oak(), nutmeg({ on: 'bridge', feeling: 'happy' })],
        ['nutmeg', 'bridge'],
      ),
    ],
    arc: [
      scene(
        'a park with tall old trees and a busy road right through it; Nutmeg the red squirrel lives in a pine on one side',
        'street',
        'day',
        'clear',
        [pine(), nutmeg({ in: 'pine', feeling: 'calm' }), cars({ count: 1 }), oak()],
        ['nutmeg', 'pine', 'cars'],
      ),
      scene(
        'on the other side grow oaks full of acorns; to reach them the squirrels must dash across the road between the cars',
        'street',
        'day',
        'clear',
        [cars({ count: 1 }), nutmeg({ feeling: 'worried' }), { ...cars(), id: 'car-2', count: 1 }, oak(), acorns()],
        ['acorns', 'nutmeg', 'cars'],
      ),
      scene(
        'the children of the town school watch the squirrels and worry; they write a letter to the town and draw a bridge',
        'school',
        'day',
        'clear',
        [
          { id: 'girl', is: 'girl', feeling: 'worried', holding: 'drawing' },
          { id: 'drawing', is: 'drawing', shows: 'rope-bridge', look: 'a drawing of a rope bridge' },
          { id: 'boy', is: 'boy', feeling: 'calm' },
        ],
        ['girl', 'drawing', 'boy'],
      ),
      scene(
        'the town says yes: tree workers climb two tall trees, one on each side, and tie a long rope bridge between them',
        'street',
        'day',
        'clear',
        [
          pine(),
          bridge(),
          oak(),
          worker({ feeling: 'happy' }),
          worker2({ feeling: 'happy' }),
          cars({ count: 1, under: 'bridge' }),
        ],
        ['worker', 'worker-2', 'bridge'],
      ),
      scene(
        'after two days Nutmeg creeps out, sniffs the ropes and runs across, tail held high; the cars drive by below',
        'street',
        'day',
        'clear',
        [
          pine(),
          squirrels({ feeling: 'surprised' }),
          bridge(),
          oak(),
          nutmeg({ on: 'bridge', feeling: 'happy' }),
          cars({ count: 1, under: 'bridge' }),
        ],
        ['nutmeg', 'bridge', 'cars', 'squirrels'],
      ),
      scene(
        'squirrels are happiest up in the trees; a rope bridge is one more branch over the road, so they never touch the ground',
        'street',
        'day',
        'clear',
        [pine(), nutmeg({ in: 'pine', feeling: 'happy' }), bridge(), oak()],
        ['nutmeg', 'bridge'],
      ),
    ],
    bedtime: scene(
      'Nutmeg curls up asleep in his leafy nest in the pine',
      'forest',
      'night',
      'clear',
      [
        pine(),
        { id: 'nest', is: 'nest', in: 'pine', look: 'leafy squirrel nest' },
        nutmeg({ in: 'nest', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['nutmeg', 'nest'],
    ),
  },
};
