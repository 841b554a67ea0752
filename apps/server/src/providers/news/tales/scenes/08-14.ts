/** What the pictures of 08-14 (a bedtime story from space) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lena = cast({ id: 'lena', is: 'astronaut', look: 'blue flight suit, short brown hair floating up' });
const raj = cast({ id: 'raj', is: 'astronaut', look: 'white flight suit' });
const book = cast({ id: 'book', is: 'book' });
const earth = { id: 'earth', is: 'earth', look: 'the Earth at night, sparkling with city lights' };
const station = { id: 'station', is: 'station' };
const window = { id: 'window', is: 'window', look: 'the Earth, dark and sparkling with city lights' };
const children = cast({ id: 'children', is: 'child', count: 2 });
const screen = { id: 'screen', is: 'screen' };

export const SCENES_08_14: ItemScenes = {
  en: {
    toddler: [
      scene(
        'up in the space station, Lena’s hair floats',
        'room',
        'day',
        'clear',
        [window, lena({ feeling: 'happy' })],
        ['lena'],
      ),
      scene(
        'the book floats away from Lena: catch it',
        'room',
        'day',
        'clear',
        [lena({ feeling: 'surprised' }), book({ look: 'a picture book floating' })],
        ['lena', 'book'],
      ),
      scene(
        'the big blue Earth in the window; Lena waves bye-bye',
        'room',
        'night',
        'clear',
        [window, lena({ pose: 'waving', feeling: 'happy' })],
        ['lena', 'window'],
      ),
    ],
    small: [
      scene(
        'a space station flies high above the Earth',
        'space',
        'night',
        'clear',
        [earth, station],
        ['station', 'earth'],
      ),
      scene(
        'Lena’s hair stands up like a cloud and the book drifts away; Raj catches it',
        'room',
        'evening',
        'clear',
        [lena({ feeling: 'surprised' }), raj({ holding: 'book', feeling: 'happy' }), book()],
        ['lena', 'raj', 'book'],
      ),
      scene(
        'Lena turns the camera to the window: the Earth is dark and sparkly with city lights',
        'room',
        'night',
        'clear',
        [window, lena({ pose: 'waving', feeling: 'happy' })],
        ['lena', 'window'],
      ),
    ],
    arc: [
      scene(
        'high above the Earth the space station flies round and round',
        'space',
        'night',
        'clear',
        [earth, station],
        ['station', 'earth'],
      ),
      scene(
        'children in a library wait in front of a big screen for the story from space',
        'room',
        'evening',
        'clear',
        [screen, children({ feeling: 'happy' })],
        ['screen', 'children'],
      ),
      scene(
        'inside the station everything floats: Lena, a pencil and a book drift in the air',
        'room',
        'day',
        'clear',
        [lena({ feeling: 'happy' }), book(), { id: 'pencil', is: 'chalk' }],
        ['lena', 'book'],
      ),
      scene(
        'as Lena turns a page the book slips out of her hands and floats up to the ceiling',
        'room',
        'evening',
        'clear',
        [lena({ feeling: 'surprised' }), book()],
        ['lena', 'book'],
      ),
      scene(
        'Raj catches the book, laughing, and holds the camera steady while Lena reads',
        'room',
        'evening',
        'clear',
        [raj({ holding: 'book', feeling: 'happy' }), book(), lena({ feeling: 'happy' })],
        ['raj', 'book', 'lena'],
      ),
      scene(
        'Lena shows the Earth at night through the window; the children on Earth wave goodbye',
        'room',
        'night',
        'clear',
        [window, lena({ pose: 'waving', feeling: 'happy' })],
        ['lena', 'window'],
      ),
    ],
    bedtime: scene(
      'night: far above, the space station glides on over the sleeping Earth',
      'space',
      'night',
      'clear',
      [earth, station],
      ['station', 'earth'],
    ),
  },
};
