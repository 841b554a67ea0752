/** What the pictures of 01-25 (an ice castle with a slide) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const kostya = cast({ id: 'kostya', is: 'boy', look: 'green snowsuit, red hat' });
const mum = cast({ id: 'mum', is: 'woman', look: 'purple coat' });
const carver = cast({ id: 'carver', is: 'carver', look: 'red warm coat, thick gloves' });
const saw = { id: 'saw', is: 'saw' };
const blocks = cast({ id: 'blocks', is: 'ice-block', count: 3, look: 'clear as glass' });
const castle = cast({ id: 'castle', is: 'ice-castle', look: 'towers, little windows, a slide down one side' });
const GLOWING = 'glowing blue and pink from inside';
const truck = { id: 'truck', is: 'truck' };

export const SCENES_01_25: ItemScenes = {
  en: {
    toddler: [
      scene(
        'big blocks of clear, cold ice in the snowy park; a boy taps one',
        'snow',
        'day',
        'clear',
        [blocks(), kostya({ beside: 'blocks', feeling: 'surprised', doing: 'tapping the ice' })],
        ['blocks', 'kostya'],
      ),
      scene(
        'chip, chip: a carver has made the ice into a castle with towers and windows',
        'snow',
        'day',
        'clear',
        [castle(), carver({ holding: 'saw', feeling: 'happy' }), saw],
        ['castle', 'carver'],
      ),
      scene(
        'Kostya whooshes down the ice slide of the castle: whee!',
        'snow',
        'day',
        'clear',
        [castle(), kostya({ on: 'castle', feeling: 'happy', doing: 'sliding down' })],
        ['kostya', 'castle'],
      ),
    ],
    small: [
      scene(
        'for the winter festival, trucks bring huge blocks of ice from the frozen river, clear as glass',
        'snow',
        'day',
        'clear',
        [truck, blocks()],
        ['truck', 'blocks'],
      ),
      scene(
        'the carvers work for three days with saws and chisels, and little by little the ice turns into towers and windows',
        'snow',
        'day',
        'clear',
        [carver({ holding: 'saw', feeling: 'calm' }), saw, castle(), blocks({ count: 1 })],
        ['carver', 'saw', 'castle'],
      ),
      scene(
        'a whole ice castle stands in the park; at night lights inside it glow blue and pink',
        'snow',
        'night',
        'clear',
        [castle({ look: GLOWING })],
        ['castle'],
      ),
      scene(
        'down one side of the castle runs a smooth ice slide; Kostya whooshes down, laughing',
        'snow',
        'day',
        'clear',
        [castle(), kostya({ on: 'castle', feeling: 'happy', doing: 'sliding down' })],
        ['kostya', 'castle'],
      ),
    ],
    arc: [
      scene(
        'the winter festival in the city’s biggest park: Kostya and his mum come to watch the ice carvers',
        'snow',
        'day',
        'clear',
        [
          mum({ feeling: 'happy' }),
          kostya({ feeling: 'surprised' }),
          carver({ holding: 'saw', feeling: 'calm' }),
          saw,
          blocks({ count: 1 }),
        ],
        ['kostya', 'mum', 'carver'],
      ),
      scene(
        'the carvers want to build something children can play on; trucks bring huge blocks of river ice, each as heavy as a car',
        'snow',
        'day',
        'clear',
        [truck, blocks(), carver({ feeling: 'happy' })],
        ['truck', 'blocks', 'carver'],
      ),
      scene(
        'for three days the carvers saw and chip in warm coats and thick gloves; towers and little windows appear',
        'snow',
        'day',
        'clear',
        [carver({ holding: 'saw', feeling: 'calm' }), saw, castle()],
        ['carver', 'saw', 'castle'],
      ),
      scene(
        'no glue: a carver pours a little water between two blocks, and in the frost it freezes and holds them tight',
        'snow',
        'day',
        'clear',
        [
          carver({ holding: 'bucket', feeling: 'calm', doing: 'pouring water' }),
          { id: 'bucket', is: 'paint', look: 'bucket of water' },
          blocks({ count: 2 }),
        ],
        ['carver', 'bucket', 'blocks'],
      ),
      scene(
        'on the fourth day the ice castle stands with its slide, glowing blue and pink in the evening; Kostya slides down again and again',
        'snow',
        'evening',
        'clear',
        [castle({ look: GLOWING }), kostya({ on: 'castle', feeling: 'happy', doing: 'sliding down' })],
        ['castle', 'kostya'],
      ),
      scene(
        'ice stays hard while it freezes; in spring the sun will warm the castle and it will melt back into water',
        'snow',
        'day',
        'clear',
        [{ id: 'sun', is: 'sun' }, castle(), { id: 'puddle', is: 'puddle', look: 'melt water', beside: 'castle' }],
        ['castle', 'sun'],
      ),
    ],
    bedtime: scene(
      'night in the empty park: the ice castle glows blue in the dark',
      'snow',
      'night',
      'clear',
      [castle({ look: 'glowing blue in the dark' })],
      ['castle'],
    ),
  },
};
