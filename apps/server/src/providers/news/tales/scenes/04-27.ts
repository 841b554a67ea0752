/** What the pictures of 04-27 (a whole town moves a library) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const hana = cast({ id: 'hana', is: 'girl', look: 'yellow raincoat, short black bob' });
const green = cast({ id: 'librarian', is: 'woman', look: 'green cardigan, glasses on a cord' });
const book = cast({ id: 'book', is: 'book' });
const books = cast({ id: 'books', is: 'books' });
const library = { id: 'library', is: 'library' };
const chain = cast({ id: 'chain', is: 'child', count: 3, look: 'a line of people passing books' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa' });

export const SCENES_04_27: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is a book: take it and pass it on',
        'street',
        'day',
        'clear',
        [grandpa({ holding: 'book', feeling: 'happy' }), book(), hana({ feeling: 'happy' })],
        ['book', 'hana'],
      ),
      scene(
        'hand to hand, hand to hand, the books go down the street',
        'street',
        'day',
        'clear',
        [library, chain({ feeling: 'happy' }), books({ beside: 'chain' })],
        ['chain', 'books'],
      ),
      scene(
        'Hana puts the last book on the shelf: hooray',
        'room',
        'evening',
        'clear',
        [books(), hana({ holding: 'book', feeling: 'happy' }), book()],
        ['hana', 'book'],
      ),
    ],
    small: [
      scene(
        'a small town has built a new library across the street from the old one, full of books',
        'street',
        'day',
        'clear',
        [library, books(), green({ feeling: 'worried' })],
        ['library', 'books', 'librarian'],
      ),
      scene(
        'the whole town stands in a long chain from one door to the other, passing the books hand to hand',
        'street',
        'day',
        'clear',
        [library, chain({ feeling: 'happy' }), hana({ holding: 'book', feeling: 'happy' }), book()],
        ['chain', 'hana', 'book'],
      ),
      scene(
        'by the evening every book is on a new shelf; Hana passes the very last one and everyone cheers',
        'room',
        'evening',
        'clear',
        [books(), hana({ holding: 'book', feeling: 'happy' }), book(), green({ feeling: 'happy' })],
        ['hana', 'book', 'librarian'],
      ),
    ],
    arc: [
      scene(
        'an old library full to the ceiling with books, and a bright new library right across the street',
        'street',
        'day',
        'clear',
        [library, books(), hana({ feeling: 'happy' })],
        ['library', 'books'],
      ),
      scene(
        'thousands of books and a street too narrow for a van; Mrs Green the librarian scratches her head',
        'room',
        'day',
        'clear',
        [books(), green({ feeling: 'worried' })],
        ['librarian', 'books'],
      ),
      scene(
        'Mrs Green carries a box of books across herself, one box at a time',
        'street',
        'morning',
        'clear',
        [green({ holding: 'box', feeling: 'worried' }), { id: 'box', is: 'box' }],
        ['librarian', 'box'],
      ),
      scene(
        'Hana has an idea: ask everyone; on Saturday the whole town comes, children, grandparents, the baker',
        'street',
        'day',
        'clear',
        [
          hana({ feeling: 'happy', pose: 'waving' }),
          grandpa({ feeling: 'happy' }),
          { id: 'baker', is: 'baker' },
          chain({ count: 2 }),
        ],
        ['hana', 'grandpa', 'baker'],
      ),
      scene(
        'a long chain from the old door to the new one; each person passes a book to the next',
        'street',
        'day',
        'clear',
        [library, chain({ feeling: 'happy' }), hana({ holding: 'book', feeling: 'happy' }), book()],
        ['chain', 'hana', 'book'],
      ),
      scene(
        'in a chain nobody walks far; each takes one small step and the books keep moving',
        'street',
        'day',
        'clear',
        [chain({ feeling: 'calm' }), books({ beside: 'chain' })],
        ['chain', 'books'],
      ),
      scene(
        'every book on a new shelf; Hana passes the very last one, a fat book about whales, and the street cheers',
        'room',
        'evening',
        'clear',
        [books(), hana({ holding: 'book', feeling: 'happy' }), book({ shows: 'fish' }), green({ feeling: 'happy' })],
        ['hana', 'book', 'librarian'],
      ),
    ],
    bedtime: scene(
      'night in the new library: the books sleep on their new shelves',
      'room',
      'night',
      'clear',
      [books(), { id: 'window', is: 'window', look: 'night' }],
      ['books'],
    ),
  },
};
