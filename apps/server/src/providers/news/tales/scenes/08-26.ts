/** What the pictures of 08-26 (a picture book to read with fingers) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ada = cast({ id: 'ada', is: 'girl', look: 'purple cardigan, dark curly hair, yellow headband' });
const ben = cast({ id: 'ben', is: 'boy', young: true, look: 'little brother, striped top' });
const kim = cast({ id: 'kim', is: 'man', look: 'librarian’s green jumper, glasses' });
const book = cast({ id: 'book', is: 'book' });
const touchBook = cast({ id: 'book', is: 'book', shows: 'sheep', look: 'a touch book with a woolly sheep on it' });

export const SCENES_08_26: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Ada reads a book with her fingertips: touch, touch',
        'room',
        'day',
        'clear',
        [ada({ holding: 'book', feeling: 'happy' }), book()],
        ['ada', 'book'],
      ),
      scene(
        'a touch book with bumpy dots and a fluffy sheep picture',
        'room',
        'day',
        'clear',
        [touchBook(), ada({ feeling: 'happy' })],
        ['book', 'ada'],
      ),
      scene(
        'Ada reads to little Ben, snuggled up together',
        'room',
        'evening',
        'clear',
        [ada({ holding: 'book', feeling: 'happy' }), touchBook(), ben({ beside: 'ada', feeling: 'happy' })],
        ['ada', 'ben', 'book'],
      ),
    ],
    small: [
      scene(
        'at the library Ada runs her fingers over a flat picture book and finds nothing',
        'room',
        'day',
        'clear',
        [ada({ holding: 'book', feeling: 'worried' }), book()],
        ['ada', 'book'],
      ),
      scene(
        'Mr Kim the librarian shows Ada a new touch book with bumpy pictures and braille dots',
        'room',
        'day',
        'clear',
        [kim({ holding: 'book', feeling: 'happy' }), touchBook(), ada({ feeling: 'surprised' })],
        ['kim', 'book', 'ada'],
      ),
      scene(
        'in the evening Ada reads a bedtime story to little Ben with her fingertips',
        'bedroom',
        'evening',
        'clear',
        [ada({ holding: 'book', feeling: 'happy' }), touchBook(), ben({ beside: 'ada', feeling: 'happy' })],
        ['ada', 'ben', 'book'],
      ),
    ],
    arc: [
      scene(
        'a cosy corner of a small town library full of picture books; Ada and little Ben come on Saturday',
        'room',
        'day',
        'clear',
        [ada({ feeling: 'happy' }), ben({ beside: 'ada', feeling: 'happy' }), book()],
        ['ada', 'ben', 'book'],
      ),
      scene(
        'Ada runs her fingers over the flat, smooth pages and cannot find a single word',
        'room',
        'day',
        'clear',
        [ada({ holding: 'book', feeling: 'worried' }), book(), ben({ feeling: 'calm' })],
        ['ada', 'book'],
      ),
      scene(
        'fingertips feel the raised dots of braille on a page',
        'room',
        'day',
        'clear',
        [ada({ holding: 'book', feeling: 'calm' }), book({ look: 'a page of raised braille dots' })],
        ['ada', 'book'],
      ),
      scene(
        'little Ben tries to tell Ada what is on each page, then wants to play instead',
        'room',
        'day',
        'clear',
        [ben({ feeling: 'happy' }), ada({ feeling: 'worried' }), book()],
        ['ben', 'ada'],
      ),
      scene(
        'Mr Kim and his helpers glue felt, string and wool onto the pages of a new touch book',
        'room',
        'day',
        'clear',
        [kim({ holding: 'book', feeling: 'happy' }), touchBook(), { id: 'helper', is: 'woman', feeling: 'happy' }],
        ['kim', 'book', 'helper'],
      ),
      scene(
        'Ada reads the touch book about a fluffy sheep to Ben; he strokes the woolly sheep',
        'bedroom',
        'evening',
        'clear',
        [ada({ holding: 'book', feeling: 'happy' }), touchBook(), ben({ beside: 'ada', feeling: 'sleepy' })],
        ['ada', 'ben', 'book'],
      ),
    ],
    bedtime: scene(
      'night: Ada asleep in bed; the closed touch book rests beside her pillow',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, ada({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), touchBook({ beside: 'bed' })],
      ['ada', 'book'],
    ),
  },
};
