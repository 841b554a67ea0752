/** What the pictures of 02-12 (reading to a library dog) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

/** no colour word but his fur's in the look: the first colour word colours the fur */
const biscuit = cast({ id: 'biscuit', is: 'dog', look: 'big golden dog with a scarf' });
const leo = cast({ id: 'leo', is: 'boy', look: 'green jumper' });
const rosa = cast({ id: 'rosa', is: 'woman', look: 'librarian, purple cardigan' });
const mum = cast({ id: 'mum', is: 'woman', look: 'blue coat' });
const book = cast({ id: 'book', is: 'book', look: 'picture book', shows: 'dog' });
const cushion = { id: 'cushion', is: 'cushion', look: 'soft orange cushion' };
const books = { id: 'books', is: 'books' };

export const SCENES_02_12: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Biscuit, a big soft dog, wagging his tail in the library',
        'room',
        'day',
        'clear',
        [books, biscuit({ feeling: 'happy' })],
        ['biscuit'],
      ),
      scene(
        'Leo opens a book and reads to Biscuit; shh, Biscuit listens',
        'room',
        'day',
        'clear',
        [leo({ holding: 'book', feeling: 'calm' }), book(), biscuit({ beside: 'leo', pose: 'lying', feeling: 'calm' })],
        ['leo', 'book', 'biscuit'],
      ),
      scene(
        'the end! Biscuit wags his tail: good reading, Leo',
        'room',
        'day',
        'clear',
        [leo({ holding: 'book', feeling: 'happy' }), book({ look: 'closed' }), biscuit({ feeling: 'happy' })],
        ['leo', 'biscuit'],
      ),
    ],
    small: [
      scene(
        'on Saturdays a town library has a special guest: Biscuit, a big calm dog who loves to listen to stories',
        'room',
        'day',
        'clear',
        [books, biscuit({ feeling: 'calm' }), cushion],
        ['biscuit', 'books'],
      ),
      scene(
        'Leo can read, but reading aloud makes his cheeks go red; in class he only whispers',
        'school',
        'day',
        'clear',
        [leo({ holding: 'book', feeling: 'worried', doing: 'whispering, red cheeks' }), book()],
        ['leo', 'book'],
      ),
      scene(
        'Leo sits on a cushion next to Biscuit and opens his book; Biscuit puts his head on his paws and listens',
        'room',
        'day',
        'clear',
        [
          cushion,
          leo({ on: 'cushion', holding: 'book', feeling: 'calm' }),
          book(),
          biscuit({ pose: 'lying', feeling: 'calm' }),
        ],
        ['leo', 'cushion', 'biscuit', 'book'],
      ),
      scene(
        'page by page Leo reads the whole book, louder and louder, and Biscuit wags his tail',
        'room',
        'day',
        'clear',
        [leo({ holding: 'book', feeling: 'happy' }), book(), biscuit({ feeling: 'happy' })],
        ['leo', 'biscuit', 'book'],
      ),
    ],
    arc: [
      scene(
        'a small town library with big windows and soft cushions; every Saturday Rosa the librarian brings her big golden dog, Biscuit',
        'room',
        'day',
        'clear',
        [books, rosa({ feeling: 'happy' }), biscuit({ beside: 'rosa', feeling: 'happy' }), cushion],
        ['rosa', 'biscuit', 'cushion'],
      ),
      scene(
        'Leo is six and can read, but when he reads aloud in class his cheeks go red and his voice turns into a whisper',
        'school',
        'day',
        'clear',
        [
          leo({ holding: 'book', feeling: 'worried' }),
          { id: 'book', is: 'book', look: 'school reader' },
          { id: 'children', is: 'child', count: 2, feeling: 'calm' },
        ],
        ['leo', 'book'],
      ),
      scene(
        'Mum brings Leo to meet Biscuit; he sits on a cushion and opens a picture book, but his voice is very small and he stops after one line',
        'room',
        'day',
        'clear',
        [
          mum({ feeling: 'calm' }),
          cushion,
          leo({ on: 'cushion', holding: 'book', feeling: 'worried' }),
          book(),
          biscuit({ feeling: 'calm' }),
        ],
        ['mum', 'leo', 'cushion', 'biscuit'],
      ),
      scene(
        'Biscuit does not laugh or hurry him: he lies down with his chin by Leo’s knee and looks at the pictures; Leo reads the next line',
        'room',
        'day',
        'clear',
        [
          cushion,
          leo({ on: 'cushion', holding: 'book', feeling: 'calm' }),
          book(),
          biscuit({ beside: 'cushion', pose: 'lying', feeling: 'calm' }),
        ],
        ['biscuit', 'leo', 'book'],
      ),
      scene(
        'page by page his voice grows stronger; Rosa helps with a long word, and at the end Biscuit wags his tail',
        'room',
        'day',
        'clear',
        [
          rosa({ feeling: 'happy' }),
          leo({ holding: 'book', feeling: 'happy' }),
          book({ look: 'closed' }),
          biscuit({ feeling: 'happy' }),
        ],
        ['leo', 'rosa', 'biscuit'],
      ),
      scene(
        'a calm dog is a good listener: it never hurries you and never minds a mistake, so children read more and their voices grow brave',
        'room',
        'day',
        'clear',
        [leo({ holding: 'book', feeling: 'happy' }), book(), biscuit({ pose: 'lying', feeling: 'calm' })],
        ['leo', 'biscuit'],
      ),
    ],
    bedtime: scene(
      'night: Biscuit dozes at home on his blanket until next Saturday, and his book lies closed beside him',
      'room',
      'night',
      'clear',
      [
        { id: 'blanket', is: 'blanket', look: 'blue' },
        biscuit({ in: 'blanket', pose: 'lying', feeling: 'sleepy' }),
        book({ look: 'closed', beside: 'blanket' }),
      ],
      ['biscuit', 'book'],
    ),
  },
};
