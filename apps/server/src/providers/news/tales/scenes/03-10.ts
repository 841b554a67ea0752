/** What the pictures of 03-10 (down the big sledging hill) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nadia = cast({ id: 'nadia', is: 'girl', look: 'purple snowsuit, yellow hat with a pompom, blue mittens' });
const grandma = cast({ id: 'grandma', is: 'grandma', look: 'long red coat, white knitted hat' });
const sledge = cast({ id: 'sledge', is: 'sledge', look: 'red' });
const hill = cast({ id: 'hill', is: 'hill', look: 'big snowy hill' });
const children = cast({ id: 'children', is: 'child', count: 2 });

export const SCENES_03_10: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big snowy hill and a red sledge; Nadia pulls it up, up, up',
        'snow',
        'day',
        'clear',
        [hill(), nadia({ holding: 'sledge', feeling: 'happy' }), sledge()],
        ['hill', 'sledge', 'nadia'],
      ),
      scene(
        'Grandma sits behind Nadia on the sledge: hold on tight',
        'snow',
        'day',
        'clear',
        [
          hill(),
          sledge(),
          nadia({ on: 'sledge', feeling: 'surprised' }),
          grandma({ beside: 'sledge', feeling: 'happy' }),
        ],
        ['nadia', 'grandma', 'sledge'],
      ),
      scene(
        'whoosh, down they go, wheee: Nadia and Grandma laugh in the snow',
        'snow',
        'day',
        'snow',
        [hill(), sledge(), nadia({ beside: 'sledge', feeling: 'happy' }), grandma({ feeling: 'happy' })],
        ['nadia', 'grandma', 'sledge'],
      ),
    ],
    small: [
      scene(
        'Nadia stands at the top of a big steep sledging hill in a snowy park with her red sledge',
        'snow',
        'day',
        'clear',
        [hill(), nadia({ holding: 'sledge', feeling: 'worried' }), sledge()],
        ['nadia', 'sledge', 'hill'],
      ),
      scene(
        'Nadia slides down the little hill again and again, looking over at the big one',
        'snow',
        'day',
        'clear',
        [hill(), sledge(), nadia({ on: 'sledge', feeling: 'calm' }), children({ feeling: 'happy' })],
        ['nadia', 'sledge', 'children'],
      ),
      scene(
        'Grandma sits on the sledge behind Nadia and holds her tight; down they fly, laughing',
        'snow',
        'day',
        'clear',
        [hill(), sledge(), nadia({ on: 'sledge', feeling: 'happy' }), grandma({ beside: 'sledge', feeling: 'happy' })],
        ['nadia', 'grandma', 'sledge'],
      ),
      scene(
        'Nadia feels brave and goes again, pulling her sledge',
        'snow',
        'day',
        'clear',
        [nadia({ holding: 'sledge', feeling: 'happy' }), sledge(), grandma({ feeling: 'happy' })],
        ['nadia', 'sledge'],
      ),
    ],
    arc: [
      scene(
        'a big hill in the middle of a snowy park; children whizz down on sledges; Nadia arrives with Grandma and a new red sledge',
        'snow',
        'day',
        'clear',
        [
          hill(),
          children({ feeling: 'happy' }),
          grandma({ feeling: 'calm' }),
          nadia({ holding: 'sledge', feeling: 'happy' }),
          sledge(),
        ],
        ['hill', 'children', 'grandma', 'nadia', 'sledge'],
      ),
      scene(
        'at the top Nadia looks down the long steep hill; the children at the bottom look tiny, and she steps back',
        'snow',
        'day',
        'clear',
        [hill(), nadia({ feeling: 'worried' }), sledge({ beside: 'nadia' })],
        ['nadia', 'hill'],
      ),
      scene(
        'a sledge’s long smooth runners slide easily on packed snow',
        'snow',
        'day',
        'clear',
        [sledge(), { id: 'child', is: 'child', on: 'sledge', feeling: 'happy' }],
        ['sledge', 'child'],
      ),
      scene(
        'Nadia on the little hill by the trees, down and up, looking over at the big hill',
        'snow',
        'day',
        'clear',
        [hill(), { id: 'pines', is: 'pine', count: 2 }, sledge(), nadia({ on: 'sledge', feeling: 'calm' })],
        ['nadia', 'sledge', 'pines'],
      ),
      scene(
        'Grandma sits on the sledge behind Nadia and wraps her arms round her: feet up, hold the rope',
        'snow',
        'day',
        'clear',
        [hill(), sledge(), nadia({ on: 'sledge', feeling: 'calm' }), grandma({ beside: 'sledge', feeling: 'happy' })],
        ['nadia', 'grandma', 'sledge'],
      ),
      scene(
        'at the bottom they have tipped over into a soft drift, laughing; Nadia jumps up: again!',
        'snow',
        'evening',
        'clear',
        [hill(), sledge(), nadia({ feeling: 'happy' }), grandma({ beside: 'nadia', feeling: 'happy' })],
        ['nadia', 'grandma', 'sledge'],
      ),
    ],
    bedtime: scene(
      'night: the red sledge rests by the door of the house, snow all around',
      'snow',
      'night',
      'clear',
      [{ id: 'house', is: 'house' }, sledge(), { id: 'moon', is: 'moon' }],
      ['sledge', 'house'],
    ),
  },
};
