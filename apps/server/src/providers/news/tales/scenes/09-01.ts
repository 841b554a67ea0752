/** What the pictures of 09-01 (the first day of school) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ben = cast({ id: 'ben', is: 'boy', look: 'messy fair hair, new shoes' });
const backpack = { id: 'backpack', is: 'backpack', look: 'big, blue, a yellow star on it' };
const mum = cast({ id: 'mum', is: 'woman' });
const teacher = cast({ id: 'teacher', is: 'teacher' });
/** «книжка с лисёнком»: a book with a fox on its cover, never a live fox */
const book = cast({ id: 'book', is: 'book', shows: 'fox', look: 'a fox on the cover' });
const school = { id: 'school', is: 'school' };
const mia = cast({ id: 'mia', is: 'girl' });

export const SCENES_09_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a boy with a big blue backpack sets off to school',
        'town',
        'morning',
        'clear',
        [school, ben({ holding: 'backpack', feeling: 'happy' }), backpack],
        ['ben', 'backpack', 'school'],
      ),
      scene(
        'a teacher gives flowers and a book with a fox on the cover',
        'town',
        'morning',
        'clear',
        [
          school,
          teacher({ holding: 'flowers', feeling: 'happy' }),
          { id: 'flowers', is: 'bouquet' },
          ben({ holding: 'book', feeling: 'happy' }),
          book(),
        ],
        ['teacher', 'flowers', 'book'],
      ),
      scene(
        'children sit together in the classroom, new friends all around, clapping',
        'school',
        'day',
        'clear',
        [ben({ feeling: 'happy' }), mia({ feeling: 'happy' }), { id: 'friend', is: 'child', feeling: 'happy' }],
        ['ben', 'mia'],
      ),
    ],
    small: [
      scene(
        'Ben puts on his big blue backpack and holds Mum’s hand tight on the way to school',
        'town',
        'morning',
        'clear',
        [school, mum({ feeling: 'calm' }), ben({ beside: 'mum', holding: 'backpack', feeling: 'worried' }), backpack],
        ['ben', 'mum', 'backpack'],
      ),
      scene(
        'at the door the teacher smiles and gives Ben a book with a fox on the cover',
        'town',
        'morning',
        'clear',
        [school, teacher({ holding: 'book', feeling: 'happy' }), book(), ben({ feeling: 'surprised' })],
        ['teacher', 'book', 'ben'],
      ),
      scene(
        'Ben feels shy, then Mia sits next to him and says she likes foxes too',
        'school',
        'day',
        'clear',
        [ben({ feeling: 'worried' }), mia({ beside: 'ben', holding: 'book', feeling: 'happy' }), book()],
        ['ben', 'mia', 'book'],
      ),
    ],
    arc: [
      scene(
        'on the first of September Ben sets off to school with a big blue backpack and new red shoes',
        'town',
        'morning',
        'clear',
        [school, ben({ holding: 'backpack', feeling: 'happy' }), backpack],
        ['ben', 'backpack'],
      ),
      scene(
        'at the school gate Ben stops: the building is so big; his tummy feels wobbly and he holds Mum’s hand',
        'town',
        'morning',
        'clear',
        [
          school,
          mum({ feeling: 'calm' }),
          ben({ beside: 'mum', feeling: 'worried' }),
          { id: 'children', is: 'child', count: 2, feeling: 'happy' },
        ],
        ['ben', 'mum', 'school'],
      ),
      scene(
        'inside the door Ben looks around for a quiet corner to hide his shy face',
        'school',
        'day',
        'clear',
        [ben({ feeling: 'worried' })],
        ['ben'],
      ),
      scene(
        'the teacher kneels beside Ben with a kind smile and gives him a flower and a book with a fox on the cover',
        'school',
        'day',
        'clear',
        [
          teacher({ holding: 'book', feeling: 'happy' }),
          book(),
          ben({ holding: 'flower', feeling: 'surprised' }),
          { id: 'flower', is: 'tulip' },
        ],
        ['teacher', 'book', 'ben', 'flower'],
      ),
      scene(
        'in the classroom Ben sits next to Mia, who has the same fox book; they laugh together',
        'school',
        'day',
        'clear',
        [ben({ holding: 'book', feeling: 'happy' }), book(), mia({ beside: 'ben', feeling: 'happy' })],
        ['ben', 'mia', 'book'],
      ),
      scene(
        'at school teachers help children learn to read; soon Ben will read the fox book by himself',
        'school',
        'day',
        'clear',
        [ben({ holding: 'book', feeling: 'calm' }), book(), teacher({ feeling: 'calm' })],
        ['ben', 'book'],
      ),
    ],
    // «waits by the bed» / «ждёт утра у кровати»: the backpack is the one named; Ben sleeps in the bed it waits by
    bedtime: scene(
      'the big blue backpack waits by the bed for the morning, while Ben sleeps',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, ben({ in: 'bed', pose: 'lying', feeling: 'sleepy' }), { ...backpack, beside: 'bed' }],
      ['backpack', 'bed'],
    ),
  },
};
