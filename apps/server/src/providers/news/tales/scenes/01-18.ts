/** What the pictures of 01-18 (reading animal tracks in fresh snow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const yasha = cast({ id: 'yasha', is: 'boy', look: 'blue snowsuit, woolly hat' });
const olga = cast({ id: 'olga', is: 'ranger', look: 'green ranger coat' });
const group = cast({ id: 'children', is: 'child', count: 2, look: 'winter coats' });
/** nobody sees the animals: only their prints are in the snow */
const hare = cast({ id: 'hare-tracks', is: 'tracks', look: 'hare: two long prints and two round ones' });
const fox = cast({ id: 'fox-tracks', is: 'tracks', look: 'fox: a neat line of small paw prints' });
const bird = cast({ id: 'bird-tracks', is: 'tracks', look: 'bird: tiny stars in pairs' });
const pines = { id: 'pines', is: 'pine', count: 2 };

export const SCENES_01_18: ItemScenes = {
  en: {
    toddler: [
      scene(
        'footprints in the fresh snow of the forest: who walked here?',
        'snow',
        'morning',
        'clear',
        [pines, { id: 'tracks', is: 'tracks', look: 'paw prints' }, yasha({ beside: 'tracks', feeling: 'surprised' })],
        ['tracks', 'yasha'],
      ),
      scene(
        'long prints, two and two: a hare; small prints in a neat line: a fox',
        'snow',
        'morning',
        'clear',
        [hare(), fox(), yasha({ feeling: 'surprised' })],
        ['hare-tracks', 'fox-tracks'],
      ),
      scene(
        'tiny star-shaped prints in the snow, where a bird hopped; Yasha smiles',
        'snow',
        'morning',
        'clear',
        [bird(), yasha({ beside: 'bird-tracks', feeling: 'happy' })],
        ['bird-tracks', 'yasha'],
      ),
    ],
    small: [
      scene(
        'fresh snow fell in the night; in the morning Yasha and his group go for a forest walk with Olga, the ranger',
        'snow',
        'morning',
        'clear',
        [pines, olga({ feeling: 'happy' }), yasha({ feeling: 'happy' }), group({ feeling: 'happy' })],
        ['olga', 'yasha', 'children'],
      ),
      scene(
        'footprints all along the path, but no animals anywhere: the snow remembered them',
        'snow',
        'morning',
        'clear',
        [pines, hare(), fox(), yasha({ feeling: 'surprised' })],
        ['hare-tracks', 'fox-tracks', 'yasha'],
      ),
      scene(
        'Olga shows how to read tracks: two long prints and two round ones, over and over: a hare!',
        'snow',
        'morning',
        'clear',
        [olga({ beside: 'hare-tracks', feeling: 'happy' }), hare(), yasha({ feeling: 'surprised' })],
        ['olga', 'hare-tracks', 'yasha'],
      ),
      scene(
        'a neat line of small paw prints is a fox; under a bush Yasha finds tiny star prints where a bird hopped',
        'snow',
        'morning',
        'clear',
        [fox(), yasha({ feeling: 'happy' }), bird()],
        ['fox-tracks', 'bird-tracks', 'yasha'],
      ),
    ],
    arc: [
      scene(
        'fresh snow over the forest near a small town; six-year-old Yasha sets off on a winter walk with his group and Olga, the ranger',
        'snow',
        'morning',
        'clear',
        [pines, olga({ feeling: 'happy' }), yasha({ feeling: 'happy' }), group({ feeling: 'calm' })],
        ['yasha', 'olga', 'children'],
      ),
      scene(
        'the forest is white and still; Yasha looks and looks but cannot see one animal; Olga smiles',
        'snow',
        'morning',
        'clear',
        [pines, yasha({ feeling: 'worried' }), olga({ feeling: 'happy' })],
        ['yasha', 'olga', 'pines'],
      ),
      scene(
        'Yasha thinks a line of prints is a dog’s, but Olga shows the shape: two long in front, two small behind, a hopping hare',
        'snow',
        'morning',
        'clear',
        [hare(), yasha({ feeling: 'surprised' }), olga({ feeling: 'calm' })],
        ['hare-tracks', 'yasha', 'olga'],
      ),
      scene(
        'Olga teaches the children: a neat line of small paws is a fox, tiny stars in pairs are a hopping bird',
        'snow',
        'morning',
        'clear',
        [fox(), olga({ feeling: 'calm' }), group({ feeling: 'surprised' }), bird()],
        ['fox-tracks', 'bird-tracks', 'olga', 'children'],
      ),
      scene(
        'by lunchtime Yasha has drawn six different tracks in his notebook',
        'snow',
        'day',
        'clear',
        [
          yasha({ holding: 'notebook', feeling: 'happy' }),
          { id: 'notebook', is: 'book', look: 'notebook', shows: 'tracks' },
        ],
        ['yasha', 'notebook'],
      ),
      scene(
        'fresh snow keeps the shape of every paw: a hare hides well behind a pine, but its tracks give it away',
        'snow',
        'day',
        'clear',
        [
          { id: 'pine', is: 'pine' },
          { id: 'hare', is: 'hare', look: 'white winter coat', beside: 'pine', feeling: 'calm' },
          hare(),
        ],
        ['hare', 'hare-tracks'],
      ),
    ],
    bedtime: scene(
      'night in the forest: new snow softly covers all the tracks',
      'snow',
      'night',
      'snow',
      [pines, hare(), fox()],
      ['hare-tracks', 'fox-tracks'],
    ),
  },
};
