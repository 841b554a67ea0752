/** What the pictures of 09-16 (a great-grandma's hundredth birthday) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const kai = cast({ id: 'kai', is: 'boy', look: 'white shirt, red bow tie, straight black hair' });
const rose = cast({ id: 'rose', is: 'grandma', look: 'lilac dress, white curls' });
const dad = cast({ id: 'dad', is: 'man', look: 'blue shirt' });
const cake = cast({ id: 'cake', is: 'birthday-cake' });
const card = cast({ id: 'card', is: 'drawing', shows: 'heart' });
const table = cast({ id: 'table', is: 'table' });
const room = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_09_16: ItemScenes = {
  en: {
    toddler: [
      room(
        'Great-Grandma Rose has a birthday and a big cake',
        [
          table(),
          cake({ on: 'table' }),
          rose({ beside: 'table', feeling: 'happy' }),
          { id: 'balloons', is: 'party-balloon', count: 2 },
        ],
        ['cake', 'rose'],
      ),
      room(
        'Kai draws lots and lots of hearts',
        [table(), card({ on: 'table' }), kai({ beside: 'table', feeling: 'happy' })],
        ['card', 'kai'],
      ),
      room(
        'Kai gives his card; Great-Grandma smiles and hugs him',
        [rose({ holding: 'card', feeling: 'happy' }), card(), kai({ beside: 'rose', feeling: 'happy' })],
        ['rose', 'kai', 'card'],
      ),
    ],
    small: [
      room(
        'the whole family comes to Great-Grandma Rose’s hundredth birthday party',
        [
          rose({ feeling: 'happy' }),
          { id: 'family', is: 'child', count: 3, feeling: 'happy' },
          { id: 'balloons', is: 'party-balloon', count: 2 },
        ],
        ['rose', 'family'],
      ),
      room(
        'Kai keeps losing count of his hearts and almost gives up',
        [table(), card({ on: 'table' }), kai({ beside: 'table', feeling: 'worried' })],
        ['kai', 'card'],
      ),
      room(
        'at the party Great-Grandma Rose counts the hundred hearts with Kai',
        [rose({ holding: 'card', feeling: 'happy' }), card(), kai({ beside: 'rose', feeling: 'happy' })],
        ['rose', 'card', 'kai'],
      ),
      room(
        'Great-Grandma Rose says it is the best card in a century',
        [rose({ feeling: 'happy' }), kai({ beside: 'rose', feeling: 'happy' }), cake()],
        ['rose', 'kai'],
      ),
    ],
    arc: [
      room(
        'the family gets ready for Great-Grandma Rose’s hundredth birthday; Kai thinks of a present',
        [rose({ feeling: 'happy' }), kai({ feeling: 'calm' }), { id: 'balloons', is: 'party-balloon', count: 3 }],
        ['rose', 'kai', 'balloons'],
      ),
      room(
        'Kai draws hearts and loses count after thirty-seven',
        [table(), card({ on: 'table' }), kai({ beside: 'table', feeling: 'worried' })],
        ['card', 'kai'],
      ),
      room(
        'Kai starts again and again; the paper gets messier and he puts down his pencil',
        [
          table(),
          card({ on: 'table' }),
          { id: 'pencil', is: 'pencil', on: 'table' },
          kai({ beside: 'table', feeling: 'worried' }),
        ],
        ['kai', 'pencil'],
      ),
      room(
        'Dad sits beside Kai and tells him how long a hundred years is',
        [dad({ feeling: 'calm' }), kai({ beside: 'dad', feeling: 'calm' }), { id: 'letter', is: 'letter' }],
        ['dad', 'kai'],
      ),
      room(
        'Kai draws ten rows of ten hearts, counting in tens',
        [table(), card({ on: 'table' }), kai({ beside: 'table', feeling: 'happy' }), dad({ feeling: 'happy' })],
        ['card', 'kai', 'dad'],
      ),
      room(
        'at the party Great-Grandma Rose counts every row with Kai and hugs him',
        [rose({ holding: 'card', feeling: 'happy' }), card(), kai({ beside: 'rose', feeling: 'happy' }), cake()],
        ['rose', 'card', 'kai'],
      ),
    ],
    bedtime: scene(
      'Great-Grandma Rose asleep; Kai’s card of hearts stands beside her bed',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, rose({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), card({ beside: 'bed' })],
      ['rose', 'bed', 'card'],
    ),
  },
};
