/** What the pictures of 07-15 (a boy sees clearly with his first glasses) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const leo = cast({ id: 'leo', is: 'boy', look: 'green jumper, messy black hair, freckles' });
const glasses = cast({ id: 'glasses', is: 'glasses', look: 'round red glasses' });
const bus = { id: 'bus', is: 'bus' };
const cat = cast({ id: 'cat', is: 'cat' });
const doctor = cast({ id: 'doctor', is: 'doctor' });
const chart = { id: 'chart', is: 'poster', look: 'a chart of letters, big at the top, tiny at the bottom' };
const mum = cast({ id: 'mum', is: 'woman' });
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_07_15: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Leo squints: the bus and the cat look fuzzy to him',
        'street',
        'day',
        'clear',
        [bus, leo({ feeling: 'worried' }), cat({ feeling: 'calm' })],
        ['leo', 'bus', 'cat'],
      ),
      scene(
        'Leo holds his new round red glasses, ready to put them on',
        'room',
        'day',
        'clear',
        [leo({ holding: 'glasses', feeling: 'surprised' }), glasses()],
        ['leo', 'glasses'],
      ),
      scene(
        'with his glasses on, Leo sees the bus and the cat clearly: wow!',
        'street',
        'day',
        'clear',
        [bus, leo({ feeling: 'happy' }), glasses({ on: 'leo' }), cat({ feeling: 'happy' })],
        ['leo', 'glasses', 'bus', 'cat'],
      ),
    ],
    small: [
      scene(
        'at school Leo squints at the letters on the board, which look fuzzy',
        'school',
        'day',
        'clear',
        [{ id: 'board', is: 'poster', look: 'school board with letters' }, leo({ feeling: 'worried' })],
        ['leo', 'board'],
      ),
      scene(
        'at the eye doctor’s, Leo reads a chart of letters with one eye; Mum waits beside him',
        'room',
        'day',
        'clear',
        [chart, doctor({ feeling: 'calm' }), leo({ feeling: 'calm' }), mum({ beside: 'leo', feeling: 'calm' })],
        ['leo', 'doctor', 'chart'],
      ),
      scene(
        'Leo in his new glasses looks out of the window at the houses: every brick sharp and clear',
        'room',
        'day',
        'clear',
        [
          { id: 'window', is: 'window', look: 'houses and a bird on a roof' },
          leo({ feeling: 'surprised' }),
          glasses({ on: 'leo' }),
        ],
        ['leo', 'glasses', 'window'],
      ),
    ],
    arc: [
      scene(
        'in a busy town the world looks fuzzy to Leo: he screws up his eyes at a bus going by',
        'town',
        'day',
        'clear',
        [houses, bus, leo({ feeling: 'worried' })],
        ['leo', 'bus'],
      ),
      scene(
        'Leo holds a book right up to his nose; his head aches and he feels cross',
        'school',
        'day',
        'clear',
        [leo({ holding: 'book', feeling: 'worried' }), { id: 'book', is: 'book' }],
        ['leo', 'book'],
      ),
      scene(
        'at the eye doctor’s Leo reads the chart of letters; the doctor smiles',
        'room',
        'day',
        'clear',
        [chart, doctor({ feeling: 'happy' }), leo({ feeling: 'calm' }), mum({ feeling: 'calm' })],
        ['leo', 'doctor', 'chart', 'mum'],
      ),
      scene(
        'Leo holds up his new glasses with clear curved lenses and looks through them',
        'room',
        'day',
        'clear',
        [leo({ holding: 'glasses', feeling: 'surprised' }), glasses()],
        ['leo', 'glasses'],
      ),
      scene(
        'in the evening Leo, in his round red glasses, looks up at the stars over the houses and counts them',
        'town',
        'evening',
        'clear',
        [houses, leo({ feeling: 'happy' }), glasses({ on: 'leo' }), { id: 'stars', is: 'star', count: 3 }],
        ['leo', 'glasses', 'stars'],
      ),
    ],
    bedtime: scene(
      'night: Leo asleep in bed; his red glasses rest folded on the shelf beside him',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, leo({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), glasses({ beside: 'bed' })],
      ['leo', 'glasses', 'bed'],
    ),
  },
};
