/** What the pictures of 06-01 (a big day for children) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

/** a rainbow of seven colours painted on the playground's ground (never a flower: «семь цветов» are colours) */
const painted = { id: 'rainbow', is: 'painted-rainbow', look: 'seven colours' };
const max = cast({ id: 'max', is: 'boy', look: 'orange T-shirt, spiky blond hair, a paper crown' });
const friends = cast({ id: 'friends', is: 'child', count: 2 });
const slide = { id: 'slide', is: 'slide' };
const song = { id: 'song', is: 'song' };

export const SCENES_06_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big rainbow painted on the ground of the playground, red, yellow, green, blue',
        'town',
        'morning',
        'clear',
        [painted, max({ feeling: 'surprised' })],
        ['rainbow', 'max'],
      ),
      scene(
        'Max jumps on the red stripe, then on the blue one',
        'town',
        'morning',
        'clear',
        [painted, max({ on: 'rainbow', feeling: 'happy' })],
        ['max', 'rainbow'],
      ),
      scene(
        'everyone sings and claps: a happy day for children',
        'town',
        'day',
        'clear',
        [painted, max({ on: 'rainbow', feeling: 'happy' }), friends({ on: 'rainbow', feeling: 'happy' }), song],
        ['max', 'friends', 'song'],
      ),
    ],
    small: [
      scene(
        'on the first of June children play and sing in parks and playgrounds',
        'town',
        'day',
        'clear',
        [slide, max({ feeling: 'happy' }), friends({ feeling: 'happy' }), song],
        ['max', 'friends', 'slide'],
      ),
      scene(
        'Max runs to his playground and stops: overnight the grown-ups have painted a giant rainbow across it',
        'town',
        'morning',
        'clear',
        [slide, painted, max({ feeling: 'surprised' })],
        ['rainbow', 'max'],
      ),
      scene(
        'Max hops from red to orange to yellow, all the way to purple; his friends join in',
        'town',
        'day',
        'clear',
        [painted, max({ on: 'rainbow', feeling: 'happy' }), friends({ on: 'rainbow', feeling: 'happy' })],
        ['max', 'friends', 'rainbow'],
      ),
      scene(
        'Max laughs so much that his cheeks glow',
        'town',
        'day',
        'clear',
        [painted, max({ feeling: 'happy' })],
        ['max'],
      ),
    ],
    arc: [
      scene(
        'Max stands on the big grey square of tarmac by the slide, thinking it looks sad and sleepy and wishing it were as bright as his picture books',
        'town',
        'day',
        'cloudy',
        [
          slide,
          max({ holding: 'book', feeling: 'worried' }),
          { id: 'book', is: 'book', look: 'a bright picture book' },
        ],
        ['slide', 'max', 'book'],
      ),
      scene(
        'Max draws a sun and a flower with chalk, but the rain washes them away',
        'town',
        'day',
        'rain',
        [max({ holding: 'chalk', feeling: 'worried' }), { id: 'chalk', is: 'chalk' }, { id: 'puddle', is: 'puddle' }],
        ['max', 'chalk'],
      ),
      scene(
        'the evening before Children’s Day the grown-ups come out with brushes and pots of paint and work until dark',
        'town',
        'evening',
        'clear',
        [
          { id: 'painter', is: 'man', holding: 'brush', feeling: 'happy' },
          { id: 'brush', is: 'brush' },
          { id: 'neighbour', is: 'woman', feeling: 'happy' },
          { id: 'paint', is: 'paint', beside: 'neighbour' },
        ],
        ['painter', 'brush', 'paint'],
      ),
      scene(
        'in the morning Max finds a giant rainbow across the whole square; the children jump from colour to colour',
        'town',
        'morning',
        'clear',
        [painted, max({ on: 'rainbow', feeling: 'surprised' }), friends({ on: 'rainbow', feeling: 'happy' })],
        ['rainbow', 'max', 'friends'],
      ),
      scene(
        'a day just for children; the painted rainbow has seven colours in the same order as a real one',
        'town',
        'day',
        'clear',
        [painted, { id: 'sky-rainbow', is: 'rainbow' }, max({ feeling: 'calm' })],
        ['rainbow', 'sky-rainbow'],
      ),
    ],
    bedtime: scene(
      'Max is asleep in his bed, still humming a song',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, max({ in: 'bed', pose: 'lying', feeling: 'sleepy' }), song],
      ['max', 'bed'],
    ),
  },
  ru: {
    // «Макс спит и улыбается во сне»: no song in the Russian line, a smile instead
    bedtime: scene(
      'Max is asleep in his bed, smiling in his sleep',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, max({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
      ['max', 'bed'],
    ),
  },
};
