/** What the pictures of 02-01 (frost draws on the window) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const alya = cast({ id: 'alya', is: 'girl', look: 'pink pyjamas, four years old' });
const mum = cast({ id: 'mum', is: 'woman', look: 'purple jumper' });
const pane = cast({
  id: 'window',
  is: 'snowy-window',
  look: 'frost: white ferns, feathers and little stars on the glass',
});
const HOLE = 'frost with a little round hole breathed into it, the snowy street outside';
const teddy = { id: 'teddy', is: 'teddy' };
const bed = { id: 'bed', is: 'bed' };

export const SCENES_02_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'white, white pictures all over the window glass',
        'bedroom',
        'morning',
        'clear',
        [pane(), alya({ beside: 'window', feeling: 'surprised' })],
        ['window', 'alya'],
      ),
      scene(
        'leaves of ice and feathers of ice on the window: so pretty',
        'bedroom',
        'morning',
        'clear',
        [pane(), alya({ beside: 'window', feeling: 'happy' })],
        ['window'],
      ),
      scene(
        'huff, huff: a little round hole in the frost, and through it the snowy street',
        'bedroom',
        'morning',
        'clear',
        [pane({ look: HOLE }), alya({ beside: 'window', feeling: 'happy', doing: 'breathing on the glass' })],
        ['window', 'alya'],
      ),
    ],
    small: [
      scene(
        'after the coldest night of the winter Alya wakes up early; her room is quiet and the window looks different',
        'bedroom',
        'morning',
        'clear',
        [bed, alya({ feeling: 'surprised' }), pane()],
        ['alya', 'window'],
      ),
      scene(
        'the glass is covered in white patterns like ferns, feathers and stars: who drew them?',
        'bedroom',
        'morning',
        'clear',
        [pane(), alya({ beside: 'window', feeling: 'surprised' })],
        ['window', 'alya'],
      ),
      scene(
        'Mum smiles and says it is the frost; Alya touches the icy glass and the patterns sparkle',
        'bedroom',
        'morning',
        'clear',
        [mum({ feeling: 'happy' }), alya({ feeling: 'surprised', doing: 'touching the glass' }), pane()],
        ['mum', 'alya', 'window'],
      ),
      scene(
        'Mum shows Alya how to breathe on the glass: a little round hole melts and Alya peeks out at the snowy street',
        'bedroom',
        'morning',
        'clear',
        [mum({ feeling: 'happy' }), alya({ feeling: 'happy', doing: 'peeking through' }), pane({ look: HOLE })],
        ['window', 'alya', 'mum'],
      ),
    ],
    arc: [
      scene(
        'the coldest night of the winter in a small northern town: sharp bright stars, and the last people going home on squeaky snow',
        'snow',
        'night',
        'clear',
        [
          { id: 'stars', is: 'star', count: 3 },
          { id: 'houses', is: 'house', count: 2 },
          { id: 'man', is: 'man', look: 'warm coat', feeling: 'calm', doing: 'walking home' },
        ],
        ['stars', 'houses', 'man'],
      ),
      scene(
        'in the morning Alya climbs out of bed and stops: her window is white all over with frost patterns',
        'bedroom',
        'morning',
        'clear',
        [bed, alya({ feeling: 'surprised' }), pane()],
        ['alya', 'window'],
      ),
      scene(
        'Alya finds no paintbrush and her teddy does not know, so she wonders who drew on her window in the night',
        'bedroom',
        'morning',
        'clear',
        [pane(), alya({ holding: 'teddy', feeling: 'worried', doing: 'wondering' }), teddy],
        ['alya', 'teddy', 'window'],
      ),
      scene(
        'Mum comes and smiles: it was the frost; the damp air of the warm room froze on the icy glass into tiny crystals',
        'bedroom',
        'morning',
        'clear',
        [mum({ feeling: 'happy' }), pane(), alya({ feeling: 'surprised' })],
        ['mum', 'window', 'alya'],
      ),
      scene(
        'huff, huff: a little round hole melts in the frost; Alya peeks through at the snowy street and laughs',
        'bedroom',
        'morning',
        'clear',
        [mum({ feeling: 'happy' }), pane({ look: HOLE }), alya({ beside: 'window', feeling: 'happy' })],
        ['alya', 'window'],
      ),
      scene(
        'water in the air freezes straight into ice crystals on the very cold glass, each growing from the one before, like a fern',
        'bedroom',
        'morning',
        'clear',
        [pane()],
        ['window'],
      ),
    ],
    bedtime: scene(
      'night: Alya is asleep in her bed while the frost draws on her window again',
      'bedroom',
      'night',
      'clear',
      [
        pane({ look: 'night, frost spreading on the glass' }),
        bed,
        alya({ in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['alya', 'window'],
    ),
  },
};
