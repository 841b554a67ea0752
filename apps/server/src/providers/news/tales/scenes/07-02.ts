/** What the pictures of 07-02 (a phone box becomes a village library) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ruby = cast({ id: 'ruby', is: 'girl', look: 'two brown plaits, green dungarees' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa', look: 'grey beard, brown waistcoat' });
const neighbour = cast({ id: 'neighbour', is: 'woman', look: 'a neighbour with a bag of books' });
const box = cast({ id: 'box', is: 'phone-box', look: 'red phone box, shelves of books inside' });
const emptyBox = cast({ id: 'box', is: 'phone-box', look: 'red phone box, empty and dusty' });
const books = cast({ id: 'books', is: 'books' });
const duckBook = cast({ id: 'book', is: 'book', look: 'picture book', shows: 'duck' });
const whaleBook = cast({ id: 'book', is: 'book', look: 'thick book', shows: 'whale' });
const duck = cast({ id: 'duck', is: 'duck' });
const pond = cast({ id: 'pond', is: 'pond' });
const bag = cast({ id: 'bag', is: 'shopping-bag', look: 'bag full of books' });

export const SCENES_07_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a little red phone box in a village, full of books instead of a phone',
        'street',
        'day',
        'clear',
        [box(), books({ beside: 'box' })],
        ['box', 'books'],
      ),
      scene(
        'Ruby opens the phone box door and takes out a picture book about a duck',
        'street',
        'day',
        'clear',
        [box(), ruby({ beside: 'box', holding: 'book', feeling: 'happy' }), duckBook()],
        ['ruby', 'box', 'book'],
      ),
      scene(
        'Ruby puts a book of her own on a shelf of the phone box',
        'street',
        'day',
        'clear',
        [box(), ruby({ beside: 'box', holding: 'books', feeling: 'happy', pose: 'waving' }), books()],
        ['ruby', 'box', 'books'],
      ),
    ],
    small: [
      scene(
        'an old red phone box in Ruby’s village stands empty and dusty; nobody makes calls from it',
        'street',
        'day',
        'clear',
        [emptyBox(), ruby({ beside: 'box', feeling: 'worried' })],
        ['box', 'ruby'],
      ),
      scene(
        'Grandpa fixes wooden shelves inside the phone box while a neighbour brings books she has read',
        'street',
        'day',
        'clear',
        [box(), grandpa({ beside: 'box', feeling: 'happy' }), neighbour({ holding: 'bag', feeling: 'happy' }), bag()],
        ['box', 'grandpa', 'neighbour'],
      ),
      scene(
        'Ruby takes a book about whales from the little phone-box library',
        'street',
        'day',
        'clear',
        [box(), ruby({ beside: 'box', holding: 'book', feeling: 'happy' }), whaleBook()],
        ['ruby', 'box', 'book'],
      ),
    ],
    arc: [
      scene(
        'by the village duck pond stands an old red phone box, empty for years; Ruby looks at it, bored',
        'pond',
        'day',
        'clear',
        [pond(), duck({ on: 'pond' }), emptyBox(), ruby({ beside: 'box', feeling: 'worried' })],
        ['box', 'ruby', 'duck'],
      ),
      scene(
        'Ruby peeps into the phone box and tells Grandpa it looks like a cupboard for books; Grandpa knocks on its red wall',
        'street',
        'day',
        'clear',
        [emptyBox(), ruby({ beside: 'box', feeling: 'surprised' }), grandpa({ beside: 'ruby', feeling: 'calm' })],
        ['ruby', 'box', 'grandpa'],
      ),
      scene(
        'the phone box has a roof, a door and little windows all round: books inside stay dry and daylight comes in',
        'street',
        'day',
        'clear',
        [box(), books({ beside: 'box' })],
        ['box', 'books'],
      ),
      scene(
        'Grandpa fixes shelves in the phone box, Ruby washes its windows, and a neighbour brings a bag of books',
        'street',
        'day',
        'clear',
        [
          box(),
          grandpa({ beside: 'box', feeling: 'happy' }),
          ruby({ feeling: 'happy' }),
          neighbour({ holding: 'bag', feeling: 'happy' }),
          bag(),
        ],
        ['box', 'grandpa', 'ruby', 'neighbour'],
      ),
      scene(
        'Ruby chooses a thick book about whales from the phone-box library by the pond',
        'pond',
        'day',
        'clear',
        [pond(), box(), ruby({ beside: 'box', holding: 'book', feeling: 'happy' }), whaleBook(), duck({ on: 'pond' })],
        ['ruby', 'box', 'book'],
      ),
    ],
    bedtime: scene(
      'Ruby is asleep in bed with the whale book open beside her',
      'bedroom',
      'night',
      'clear',
      [ruby({ pose: 'lying', feeling: 'sleepy' }), whaleBook({ beside: 'ruby' })],
      ['ruby', 'book'],
    ),
  },
};
