/** What the pictures of 09-09 (neighbours carry a piano up the stairs) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const nina = cast({ id: 'nina', is: 'girl', look: 'green dungarees, short red hair' });
const dad = cast({ id: 'dad', is: 'man', look: 'blue shirt' });
const piano = cast({ id: 'piano', is: 'piano', look: 'brown and shiny' });
const stairs = cast({ id: 'stairs', is: 'stairs' });
const karim = cast({ id: 'karim', is: 'man', look: 'orange jumper, black beard' });
const lee = cast({ id: 'lee', is: 'woman', look: 'purple coat' });
const students = cast({ id: 'students', is: 'woman', count: 2, look: 'yellow T-shirts' });
const dog = cast({ id: 'dog', is: 'dog', look: 'small white' });
const indoors = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_09_09: ItemScenes = {
  en: {
    toddler: [
      indoors(
        'a big heavy piano stands at the bottom of the stairs',
        [stairs(), piano({ beside: 'stairs' }), nina({ feeling: 'surprised' })],
        ['piano', 'stairs'],
      ),
      indoors(
        'the neighbours come and carry the piano up the stairs, step by step',
        [
          stairs(),
          piano({ beside: 'stairs' }),
          karim({ beside: 'piano', feeling: 'happy' }),
          lee({ feeling: 'happy' }),
          dad({ feeling: 'happy' }),
        ],
        ['stairs', 'piano', 'karim'],
      ),
      indoors(
        'Nina plays the piano; everybody claps',
        [piano(), nina({ beside: 'piano', feeling: 'happy' }), karim({ feeling: 'happy' }), lee({ feeling: 'happy' })],
        ['nina', 'piano'],
      ),
    ],
    small: [
      indoors(
        'a shiny brown piano arrives for Nina, but her flat is up four flights of stairs',
        [{ id: 'van', is: 'truck' }, piano({ beside: 'van' }), nina({ feeling: 'happy' })],
        ['van', 'piano', 'nina'],
      ),
      indoors(
        'Dad and the driver push and puff, but the piano will not go up a step; Nina worries',
        [
          stairs(),
          piano({ beside: 'stairs' }),
          dad({ beside: 'piano', feeling: 'worried' }),
          nina({ feeling: 'worried' }),
        ],
        ['piano', 'dad', 'nina'],
      ),
      indoors(
        'the neighbours come out and lift the piano up the stairs together; a little dog watches',
        [
          stairs(),
          piano({ beside: 'stairs' }),
          karim({ beside: 'piano', feeling: 'happy' }),
          lee({ feeling: 'happy' }),
          dog({ feeling: 'happy' }),
        ],
        ['piano', 'karim', 'lee', 'dog'],
      ),
      indoors(
        'Nina plays a tune for everyone on the landing',
        [piano(), nina({ beside: 'piano', feeling: 'happy' }), students({ feeling: 'happy' })],
        ['nina', 'piano'],
      ),
    ],
    arc: [
      scene(
        'a van stops outside an old block of flats; Grandma’s brown piano is inside, a present for Nina',
        'street',
        'day',
        'clear',
        [
          { id: 'van', is: 'truck' },
          piano({ beside: 'van' }),
          nina({ feeling: 'happy' }),
          { id: 'house', is: 'house' },
        ],
        ['van', 'piano', 'nina'],
      ),
      indoors(
        'the piano on a trolley at the bottom of narrow steep stairs',
        [stairs(), piano({ beside: 'stairs' }), dad({ feeling: 'worried' }), nina({ feeling: 'worried' })],
        ['stairs', 'piano'],
      ),
      indoors(
        'Dad and the driver push and puff, red in the face; the piano is stuck on one step',
        [
          stairs(),
          piano({ beside: 'stairs' }),
          dad({ beside: 'piano', feeling: 'worried' }),
          { id: 'driver', is: 'man', look: 'grey overalls', feeling: 'worried' },
        ],
        ['piano', 'dad', 'driver'],
      ),
      indoors(
        'Nina knocks on doors; out come Mr Karim, Mrs Lee and her little dog',
        [
          { id: 'door', is: 'door' },
          nina({ beside: 'door', feeling: 'calm' }),
          karim({ feeling: 'happy' }),
          lee({ feeling: 'happy' }),
          dog({ feeling: 'happy' }),
        ],
        ['door', 'nina', 'karim', 'lee', 'dog'],
      ),
      indoors(
        'Mr Karim explains: a piano weighs as much as three grown-ups, but eight can lift it',
        [
          piano(),
          karim({ beside: 'piano', feeling: 'calm' }),
          students({ feeling: 'happy' }),
          nina({ feeling: 'calm' }),
        ],
        ['karim', 'piano', 'students'],
      ),
      indoors(
        'everyone carries the piano up to the fourth floor; Nina plays her first tune for them',
        [
          piano(),
          nina({ beside: 'piano', feeling: 'happy' }),
          karim({ feeling: 'happy' }),
          lee({ feeling: 'happy' }),
          students({ feeling: 'happy' }),
        ],
        ['piano', 'nina', 'karim', 'lee'],
      ),
    ],
    bedtime: scene(
      'Nina sleeps; the piano waits upstairs in her room for her morning tune',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, nina({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), piano({ beside: 'bed' })],
      ['nina', 'bed', 'piano'],
    ),
  },
};
