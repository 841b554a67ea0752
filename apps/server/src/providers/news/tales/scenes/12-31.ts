/** What the pictures of 12-31 (a library counts down to the New Year at noon) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nika = cast({
  id: 'nika',
  is: 'girl-hat',
  look: 'red dress with white dots, sparkly silver paper crown, short dark bob, round glasses',
});
const balloons = cast({ id: 'balloons', is: 'party-balloon', count: 2, look: 'red' });
const blue = cast({ id: 'blue-balloons', is: 'party-balloon', count: 1, look: 'blue' });
const yellow = cast({ id: 'yellow-balloons', is: 'party-balloon', count: 1, look: 'yellow' });
const net = { id: 'net', is: 'balloon-net', look: 'a big net under the ceiling' };
const stars = { id: 'stars', is: 'paper-star', count: 2, look: 'paper stars hanging in the library' };
const clock = { id: 'clock', is: 'clock', look: 'a big clock on the wall at twelve' };
const children = cast({ id: 'children', is: 'child', count: 2 });
const librarian = cast({ id: 'librarian', is: 'woman', look: 'green cardigan' });

export const SCENES_12_31: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a party: Nika in her paper crown, and balloons up high',
        'room',
        'day',
        'clear',
        [balloons(), blue(), yellow(), nika({ feeling: 'happy' })],
        ['nika', 'balloons'],
      ),
      scene(
        'three, two, one: down come the balloons; Nika reaches up to catch one',
        'room',
        'day',
        'clear',
        [
          balloons(),
          blue(),
          yellow(),
          nika({ pose: 'waving', feeling: 'surprised' }),
          children({ count: 1, feeling: 'happy' }),
        ],
        ['balloons', 'nika'],
      ),
      scene(
        'hooray, New Year! hugs for everyone, a balloon each, and now a nap',
        'room',
        'day',
        'clear',
        [
          nika({ holding: 'balloon', feeling: 'happy' }),
          balloons({ id: 'balloon', count: 1, look: 'red' }),
          librarian({ feeling: 'happy' }),
          children({ count: 1, feeling: 'happy' }),
        ],
        ['nika', 'balloon', 'librarian'],
      ),
    ],
    small: [
      scene(
        'on the last day of the year the town library has a party for little children; Nika comes in a shiny paper crown',
        'room',
        'day',
        'clear',
        [stars, nika({ feeling: 'happy' }), children({ feeling: 'happy' })],
        ['nika', 'stars', 'children'],
      ),
      scene(
        'a big net full of balloons hangs from the ceiling; the children dance and keep looking up at it',
        'room',
        'day',
        'clear',
        [
          net,
          balloons({ in: 'net' }),
          blue({ in: 'net' }),
          yellow({ in: 'net' }),
          nika({ feeling: 'surprised' }),
          children({ count: 1, feeling: 'happy' }),
        ],
        ['net', 'balloons', 'nika'],
      ),
      scene(
        'at twelve o’clock, at noon, the countdown ends at one: the net opens and the balloons float down',
        'room',
        'day',
        'clear',
        [clock, balloons(), blue(), yellow(), children({ feeling: 'happy' })],
        ['clock', 'balloons', 'children'],
      ),
      scene(
        'Nika catches a red balloon and laughs; then she goes home for her nap',
        'room',
        'day',
        'clear',
        [nika({ holding: 'balloon', feeling: 'happy' }), balloons({ id: 'balloon', count: 1, look: 'red' })],
        ['nika', 'balloon'],
      ),
    ],
    arc: [
      scene(
        'on the last day of December the town library is full of paper stars and little children; Nika, who is four, comes in a silver paper crown',
        'room',
        'day',
        'clear',
        [stars, children({ feeling: 'happy' }), nika({ feeling: 'happy' })],
        ['nika', 'stars', 'children'],
      ),
      scene(
        'Nika’s big brother says the New Year comes at midnight, when Nika is always asleep; she is sad to miss it again',
        'room',
        'day',
        'clear',
        [{ id: 'brother', is: 'boy', look: 'green jumper', feeling: 'calm' }, nika({ feeling: 'worried' })],
        ['nika', 'brother'],
      ),
      scene(
        'the children draw bright stars with crayons; above them hangs a net full of balloons, and Nika keeps looking at the big clock',
        'room',
        'day',
        'clear',
        [
          clock,
          net,
          balloons({ in: 'net' }),
          blue({ in: 'net' }),
          yellow({ in: 'net' }),
          children({ count: 1, holding: 'crayon', feeling: 'happy' }),
          { id: 'crayon', is: 'crayon' },
          nika({ feeling: 'surprised' }),
        ],
        ['clock', 'net', 'balloons', 'crayon', 'nika'],
      ),
      scene(
        'at twelve o’clock in the middle of the day the librarians start the countdown and everyone counts: three, two, one!',
        'room',
        'day',
        'clear',
        [
          clock,
          librarian({ pose: 'waving', feeling: 'happy' }),
          nika({ feeling: 'happy' }),
          children({ feeling: 'happy' }),
        ],
        ['clock', 'librarian', 'nika', 'children'],
      ),
      scene(
        'the net opens and red, blue and yellow balloons float down; everyone cheers, and Nika catches a red balloon',
        'room',
        'day',
        'clear',
        [
          balloons(),
          blue(),
          yellow(),
          nika({ holding: 'balloon', feeling: 'happy' }),
          balloons({ id: 'balloon', count: 1, look: 'red' }),
          children({ feeling: 'happy' }),
        ],
        ['balloons', 'blue-balloons', 'yellow-balloons', 'nika', 'balloon'],
      ),
      scene(
        'the New Year begins at midnight, but some libraries count down at noon, and on the other side of the world it arrives half a day sooner',
        'room',
        'day',
        'clear',
        [clock, { id: 'globe', is: 'globe' }, nika({ feeling: 'surprised' })],
        ['clock', 'globe'],
      ),
    ],
    bedtime: scene(
      'Nika is asleep in her bed; her paper crown waits beside it',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        nika({ look: 'pink pyjamas, short dark bob', in: 'bed', pose: 'lying', feeling: 'sleepy' }),
        { id: 'crown', is: 'paper-crown', look: 'silver', beside: 'bed' },
      ],
      ['crown', 'nika', 'bed'],
    ),
  },
};
