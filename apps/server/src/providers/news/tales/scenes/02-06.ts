/** What the pictures of 02-06 (northern lights from the porch) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const liza = cast({ id: 'liza', is: 'girl', look: 'pink pyjamas' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa', look: 'brown knitted jumper' });
const mum = cast({ id: 'mum', is: 'woman' });
const lights = { id: 'lights', is: 'aurora', look: 'green curtains with pink edges' };
/** wrapped in a warm red blanket: the blanket is what she wears (a blanket on the ground would be a rug) */
const WRAPPED = 'wrapped in a warm red blanket';
const house = { id: 'house', is: 'house', look: 'wooden house with a porch, snowy roof' };
const houses = { id: 'houses', is: 'house', count: 2, look: 'snowy roofs' };
const bed = { id: 'bed', is: 'bed' };

export const SCENES_02_06: ItemScenes = {
  en: {
    toddler: [
      scene(
        'night in the far north: the sky is dark and the snow is white around the little wooden house',
        'snow',
        'night',
        'clear',
        [house],
        ['house'],
      ),
      scene(
        'look up, Liza: green lights and pink lights dance across the sky',
        'snow',
        'night',
        'clear',
        [lights, liza({ look: WRAPPED, feeling: 'surprised' })],
        ['lights', 'liza'],
      ),
      scene(
        'wow: Grandpa and Liza look up at the lights together; so pretty',
        'snow',
        'night',
        'clear',
        [lights, grandpa({ feeling: 'happy' }), liza({ look: WRAPPED, feeling: 'happy' })],
        ['grandpa', 'liza', 'lights'],
      ),
    ],
    small: [
      scene(
        'a long, dark winter night in a small town in the far north: Liza is in bed, almost asleep',
        'bedroom',
        'night',
        'clear',
        [bed, liza({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
        ['liza', 'bed'],
      ),
      scene(
        'Grandpa comes in quietly, whispers “Come and see” and wraps Liza in a warm blanket',
        'bedroom',
        'night',
        'clear',
        [grandpa({ feeling: 'happy', doing: 'whispering' }), liza({ look: WRAPPED, feeling: 'surprised' })],
        ['grandpa', 'liza'],
      ),
      scene(
        'above the snowy roofs green and pink lights wave across the sky like big soft ribbons: the northern lights',
        'snow',
        'night',
        'clear',
        [lights, houses],
        ['lights', 'houses'],
      ),
      scene(
        'Liza holds her breath: she has never seen anything so beautiful',
        'snow',
        'night',
        'clear',
        [lights, liza({ look: WRAPPED, feeling: 'surprised' })],
        ['liza', 'lights'],
      ),
    ],
    arc: [
      scene(
        'a small snowy town far in the north, where Liza lives with her mum and her grandpa in a wooden house with a porch',
        'snow',
        'evening',
        'clear',
        [house, mum({ feeling: 'happy' }), liza({ feeling: 'happy' }), grandpa({ feeling: 'happy' })],
        ['liza', 'mum', 'grandpa', 'house'],
      ),
      scene(
        'Grandpa tells Liza about the northern lights; she wants to see them so much, but they always come when she is asleep',
        'room',
        'evening',
        'clear',
        [
          grandpa({ holding: 'book', feeling: 'happy' }),
          { id: 'book', is: 'book', shows: 'aurora' },
          liza({ feeling: 'worried', doing: 'wishing' }),
        ],
        ['grandpa', 'book', 'liza'],
      ),
      scene(
        'every evening Liza looks out of the window at the dark sky; one night she falls asleep with her nose against the glass',
        'room',
        'night',
        'clear',
        [{ id: 'window', is: 'snowy-window', look: 'night, dark sky' }, liza({ beside: 'window', feeling: 'sleepy' })],
        ['liza', 'window'],
      ),
      scene(
        'on a clear frosty night Grandpa hurries in, wraps Liza in a blanket and takes her out onto the porch',
        'snow',
        'night',
        'clear',
        [house, grandpa({ feeling: 'happy' }), liza({ look: WRAPPED, feeling: 'sleepy' })],
        ['grandpa', 'liza'],
      ),
      scene(
        'over the roofs green light waves like a huge curtain, pink at its edges; Liza and Grandpa watch together without a word',
        'snow',
        'night',
        'clear',
        [lights, houses, grandpa({ feeling: 'surprised' }), liza({ look: WRAPPED, feeling: 'surprised' })],
        ['lights', 'liza', 'grandpa'],
      ),
      scene(
        'tiny bits sent out by the Sun meet the air high above the far north and make it glow: the northern lights',
        'snow',
        'night',
        'clear',
        [lights, houses],
        ['lights'],
      ),
    ],
    bedtime: scene(
      'night: Liza is asleep in her bed, dreaming in green, under the quiet sky',
      'bedroom',
      'night',
      'clear',
      [{ id: 'window', is: 'snowy-window', look: 'night' }, bed, liza({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
      ['liza'],
    ),
  },
};
