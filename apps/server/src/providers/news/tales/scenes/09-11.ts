/** What the pictures of 09-11 (a girl's first library card) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const priya = cast({ id: 'priya', is: 'girl', look: 'pink hairband, rainbow jumper, black bob' });
const ade = cast({ id: 'ade', is: 'man', look: 'green waistcoat, round glasses' });
const dad = cast({ id: 'dad', is: 'man', look: 'grey jumper' });
const card = cast({ id: 'card', is: 'library-card' });
const shelf = cast({ id: 'shelf', is: 'bookshelf' });
const books = cast({ id: 'books', is: 'books' });
const table = cast({ id: 'table', is: 'table' });
const library = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_09_11: ItemScenes = {
  en: {
    toddler: [
      library(
        'so many books on the shelves; Priya looks and looks',
        [shelf(), priya({ beside: 'shelf', feeling: 'surprised' })],
        ['shelf', 'priya'],
      ),
      library(
        'Priya writes her name on her card at the table',
        [
          table(),
          card({ on: 'table' }),
          { id: 'pencil', is: 'pencil', on: 'table' },
          priya({ beside: 'table', feeling: 'calm' }),
        ],
        ['card', 'priya'],
      ),
      library(
        'stamp! Priya has her card and a book to take home',
        [priya({ holding: 'books', feeling: 'happy' }), books(), ade({ feeling: 'happy' })],
        ['priya', 'books'],
      ),
    ],
    small: [
      library(
        'Priya at the library desk, ready for her very own card',
        [
          table(),
          card({ on: 'table' }),
          priya({ beside: 'table', feeling: 'happy' }),
          ade({ beside: 'table', feeling: 'happy' }),
        ],
        ['card', 'priya', 'ade'],
      ),
      library(
        'the Y comes out upside down; Priya’s cheeks go hot',
        [table(), card({ on: 'table' }), priya({ beside: 'table', feeling: 'worried' })],
        ['card', 'priya'],
      ),
      library(
        'Mr Ade shows her that a Y is like a little tree; Priya writes her name',
        [
          table(),
          { id: 'paper', is: 'note', on: 'table' },
          { id: 'tree', is: 'sapling', on: 'table' },
          ade({ beside: 'table', feeling: 'happy' }),
          priya({ beside: 'table', feeling: 'happy' }),
        ],
        ['ade', 'priya', 'paper'],
      ),
      library(
        'Priya takes three books home and feels very grown-up',
        [priya({ holding: 'books', feeling: 'happy' }), books(), card()],
        ['priya', 'books', 'card'],
      ),
    ],
    arc: [
      library(
        'the children’s corner of the library: beanbags, a green rug and shelves of picture books; Priya and Dad arrive',
        [
          shelf(),
          { id: 'rug', is: 'blanket', look: 'green' },
          priya({ feeling: 'happy' }),
          dad({ beside: 'priya', feeling: 'happy' }),
        ],
        ['shelf', 'priya', 'dad'],
      ),
      library(
        'to get a card Priya must write her own name on it',
        [table(), card({ on: 'table' }), priya({ beside: 'table', feeling: 'worried' })],
        ['card', 'priya'],
      ),
      library(
        'Mr Ade explains that the card lets you borrow books for free',
        [shelf(), ade({ beside: 'shelf', feeling: 'happy' }), card(), priya({ feeling: 'calm' })],
        ['ade', 'card', 'priya'],
      ),
      library(
        'Priya writes slowly, but her Y comes out upside down; her cheeks go hot',
        [
          table(),
          card({ on: 'table' }),
          { id: 'pen', is: 'pencil', on: 'table' },
          priya({ beside: 'table', feeling: 'worried' }),
        ],
        ['card', 'priya'],
      ),
      library(
        'Mr Ade draws a little tree with two branches on a scrap of paper; Priya tries three times',
        [
          table(),
          { id: 'paper', is: 'note', on: 'table' },
          ade({ beside: 'table', feeling: 'happy' }),
          priya({ beside: 'table', feeling: 'calm' }),
        ],
        ['paper', 'ade', 'priya'],
      ),
      library(
        'Mr Ade stamps three books; Priya carries them home with her card in her pocket',
        [ade({ feeling: 'happy' }), priya({ holding: 'books', feeling: 'happy' }), books(), card()],
        ['priya', 'books', 'ade'],
      ),
    ],
    bedtime: scene(
      'Priya asleep; her first library book lies beside her pillow',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        priya({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'book', is: 'book', beside: 'bed' },
      ],
      ['priya', 'bed', 'book'],
    ),
  },
};
