/** What the pictures of 11-28 (a night of reading at the library) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zoe = cast({ id: 'zoe', is: 'girl', look: 'blue star-patterned pyjamas, fluffy slippers, curly dark hair' });
const bell = cast({ id: 'mr-bell', is: 'man-hat', look: 'brown owl costume, the librarian' });
const torch = { id: 'torch', is: 'torch', look: 'small, yellow, shining' };
const shelves = { id: 'shelves', is: 'bookshelf', count: 2, look: 'tall, full of books, up to the ceiling' };
const bearBook = cast({ id: 'book', is: 'book', shows: 'bear', look: 'about a bear who loved pancakes' });
const bigBook = cast({ id: 'big-book', is: 'book', look: 'big' });
const children = cast({ id: 'children', is: 'child', count: 2, look: 'in pyjamas' });

export const SCENES_11_28: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a dark, dark library; click: a little torch makes a circle of light',
        'room',
        'night',
        'clear',
        [shelves, zoe({ holding: 'torch', feeling: 'surprised' }), torch],
        ['shelves', 'torch'],
      ),
      scene(
        'big books, small books, picture books: turn the page, swish',
        'room',
        'night',
        'clear',
        [shelves, zoe({ holding: 'book', feeling: 'happy' }), bearBook()],
        ['book', 'zoe'],
      ),
      scene(
        'hoo-hoo, who is that? a big owl with a book: one last story',
        'room',
        'night',
        'clear',
        [bell({ holding: 'big-book', feeling: 'happy' }), bigBook(), zoe({ feeling: 'surprised' })],
        ['mr-bell', 'big-book'],
      ),
    ],
    small: [
      scene(
        'one evening children come to a big old library with torches and pillows to stay up late and read; Zoe comes too',
        'room',
        'evening',
        'clear',
        [shelves, zoe({ holding: 'torch', feeling: 'happy' }), torch, children({ feeling: 'happy' })],
        ['zoe', 'torch', 'children', 'shelves'],
      ),
      scene(
        'the big lights go off; little circles of light dance over the pages and Zoe reads about a bear who loved pancakes',
        'room',
        'night',
        'clear',
        [shelves, zoe({ holding: 'book', feeling: 'happy' }), bearBook(), { ...torch, beside: 'zoe' }],
        ['zoe', 'book', 'torch'],
      ),
      scene(
        'hoo-hoo: the librarian, dressed as an owl, reads the last story from a big book, and everyone snuggles up close',
        'room',
        'night',
        'clear',
        [
          bell({ holding: 'big-book', feeling: 'happy' }),
          bigBook(),
          zoe({ feeling: 'happy' }),
          children({ feeling: 'happy' }),
        ],
        ['mr-bell', 'big-book', 'zoe', 'children'],
      ),
    ],
    arc: [
      scene(
        'in the middle of town stands a big old library with shelves up to the ceiling; Zoe comes every Saturday, but never at night',
        'room',
        'day',
        'clear',
        [shelves, zoe({ look: 'red dress, curly dark hair', feeling: 'calm' })],
        ['shelves', 'zoe'],
      ),
      scene(
        'at the reading night the big lights go off and the hall looks so different that Zoe holds her little yellow torch tightly',
        'room',
        'night',
        'clear',
        [shelves, zoe({ holding: 'torch', feeling: 'worried' }), torch],
        ['zoe', 'torch', 'shelves'],
      ),
      scene(
        'in a cosy corner between the shelves, by torchlight, Zoe reads about a bear who loved pancakes and forgets to feel shy',
        'room',
        'night',
        'clear',
        [shelves, zoe({ holding: 'book', feeling: 'happy' }), bearBook(), { ...torch, beside: 'zoe' }],
        ['zoe', 'book', 'torch'],
      ),
      scene(
        'hoo-hoo: at the top of the stairs stands a big owl with a book under its wing; it is Mr Bell, the librarian, in an owl costume',
        'room',
        'night',
        'clear',
        [bell({ holding: 'big-book', feeling: 'happy' }), bigBook(), zoe({ feeling: 'surprised' })],
        ['mr-bell', 'big-book', 'zoe'],
      ),
      scene(
        'library books belong to everyone; the librarian knows where every book lives and helps each child find the right one',
        'room',
        'night',
        'clear',
        [shelves, bell({ holding: 'big-book', feeling: 'calm' }), bigBook(), children({ count: 1, feeling: 'happy' })],
        ['shelves', 'mr-bell', 'children'],
      ),
      scene(
        'the children sit in a circle while Mr Bell reads the last story in a slow, owlish voice; then the sleepy children go home',
        'room',
        'night',
        'clear',
        [
          bell({ holding: 'big-book', feeling: 'calm' }),
          bigBook(),
          children({ feeling: 'sleepy' }),
          zoe({ feeling: 'sleepy' }),
        ],
        ['mr-bell', 'children', 'zoe'],
      ),
    ],
    bedtime: scene(
      'the owl librarian closes his big book for tonight in the dark library',
      'room',
      'night',
      'clear',
      [shelves, bell({ holding: 'big-book', feeling: 'sleepy' }), bigBook({ look: 'closed' })],
      ['mr-bell', 'big-book'],
    ),
  },
};
