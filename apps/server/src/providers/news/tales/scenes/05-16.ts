/** What the pictures of 05-16 (a library bus comes to the village) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zoya = cast({ id: 'zoya', is: 'girl', look: 'green dress, long fair plaits, red backpack' });
const bus = cast({ id: 'bus', is: 'yellow-bus', look: 'bright yellow bus painted with books: a library on wheels' });
const foxBook = cast({ id: 'book', is: 'book', shows: 'fox', look: 'a book about a little fox' });
const books = cast({ id: 'books', is: 'books', count: 3, look: 'shelves of new books' });
const librarian = cast({ id: 'librarian', is: 'man', look: 'round glasses, smiling' });
const home = { id: 'home', is: 'house' };

export const SCENES_05_16: ItemScenes = {
  en: {
    toddler: [
      scene('beep, beep: here comes a big, bright yellow bus', 'farm', 'day', 'clear', [bus()], ['bus']),
      scene(
        'open the door: books, books, books; red books, blue books, books with cats',
        'room',
        'day',
        'clear',
        [books(), { id: 'cat-book', is: 'book', shows: 'cat', look: 'a book with a cat' }],
        ['books', 'cat-book'],
      ),
      scene(
        'Zoya picks a book, hugs it and reads',
        'room',
        'day',
        'clear',
        [zoya({ holding: 'book', feeling: 'happy' }), foxBook({ shows: undefined, look: 'a new book' })],
        ['zoya', 'book'],
      ),
    ],
    small: [
      scene(
        'in a village far from the city Zoya hears a beep: a bright yellow bus, a library on wheels, stops by the well',
        'farm',
        'day',
        'clear',
        [bus(), zoya({ feeling: 'surprised' })],
        ['bus', 'zoya'],
      ),
      scene(
        'inside, the walls are shelves of new books; a smiling librarian with round glasses helps Zoya find a book about a little fox',
        'room',
        'day',
        'clear',
        [books(), librarian({ feeling: 'happy', holding: 'book' }), foxBook(), zoya({ feeling: 'happy' })],
        ['books', 'librarian', 'book', 'zoya'],
      ),
      scene(
        'you can borrow a book and bring it back next week; Zoya holds her book tight all the way home',
        'farm',
        'day',
        'clear',
        [home, zoya({ holding: 'book', feeling: 'happy' }), foxBook()],
        ['zoya', 'book'],
      ),
      scene(
        'so excited, Zoya reads the first page right on the doorstep',
        'farm',
        'day',
        'clear',
        [home, zoya({ holding: 'book', feeling: 'surprised', doing: 'reading on the doorstep' }), foxBook()],
        ['zoya', 'book'],
      ),
    ],
    arc: [
      scene(
        'in a little village among fields and hills lives Zoya, who loves stories, but she has only three books at home',
        'room',
        'day',
        'clear',
        [zoya({ feeling: 'calm' }), { id: 'old-books', is: 'book', count: 3, look: 'her three old books' }],
        ['zoya', 'old-books'],
      ),
      scene(
        'she reads them to her cat again and again and makes up new endings, wishing for a story she has never heard',
        'room',
        'evening',
        'clear',
        [
          zoya({ holding: 'old-book', feeling: 'worried' }),
          { id: 'old-book', is: 'book', look: 'an old, much-read book' },
          { id: 'cat', is: 'cat', feeling: 'calm' },
        ],
        ['zoya', 'old-book', 'cat'],
      ),
      scene(
        'one morning a bright yellow bus painted with books drives into the village: a library on wheels!',
        'farm',
        'morning',
        'clear',
        [bus(), zoya({ feeling: 'surprised' })],
        ['bus', 'zoya'],
      ),
      scene(
        'the librarian shows Zoya how to borrow a book; she chooses a book about a fox who loved the moon',
        'room',
        'day',
        'clear',
        [books(), librarian({ feeling: 'happy' }), zoya({ holding: 'book', feeling: 'happy' }), foxBook()],
        ['librarian', 'zoya', 'book'],
      ),
      scene(
        'borrowed and brought back, one book is read by many children; the bus drives from village to village',
        'farm',
        'day',
        'clear',
        [
          bus(),
          { id: 'boy', is: 'boy', holding: 'boy-book', feeling: 'happy' },
          { id: 'boy-book', is: 'book', look: 'a borrowed book' },
          zoya({ holding: 'book', feeling: 'happy' }),
          foxBook(),
        ],
        ['bus', 'boy', 'zoya'],
      ),
    ],
    bedtime: scene(
      'Zoya is asleep in her bed with her new fox book nearby',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, zoya({ in: 'bed', pose: 'lying', feeling: 'sleepy' }), foxBook({ beside: 'bed' })],
      ['zoya', 'book'],
    ),
  },
};
