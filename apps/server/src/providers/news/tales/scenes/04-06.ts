/** What the pictures of 04-06 (a baby kangaroo hops out) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tilly = cast({ id: 'tilly', is: 'kangaroo', look: 'sandy-brown kangaroo mother' });
const kip = cast({ id: 'kip', is: 'kangaroo', young: true, look: 'sandy-brown joey, very long ears' });
const inPouch = { in: 'tilly' };
const carrots = cast({ id: 'carrots', is: 'carrot', count: 3 });
const ben = cast({ id: 'ben', is: 'man', look: 'green keeper’s shirt' });

export const SCENES_04_06: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a kangaroo with her baby peeking out of the pocket on her tummy: peekaboo',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ ...inPouch, feeling: 'surprised' })],
        ['tilly', 'kip'],
      ),
      scene(
        'plop! the baby kangaroo climbs out onto the soft sand beside his mum',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ beside: 'tilly', feeling: 'surprised' })],
        ['kip', 'tilly'],
      ),
      scene(
        'hop, hop, hop: the baby kangaroo bounces to a crunchy carrot and munches it',
        'zoo',
        'day',
        'clear',
        [kip({ feeling: 'happy' }), carrots({ beside: 'kip' }), tilly()],
        ['kip', 'carrots'],
      ),
    ],
    small: [
      scene(
        'at a city zoo, Tilly the kangaroo with her joey Kip in her pouch; only his nose and long ears peek out',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ ...inPouch, feeling: 'calm' })],
        ['tilly', 'kip'],
      ),
      scene(
        'Kip has tumbled out onto the soft sand and wobbles; everything looks so big',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ beside: 'tilly', feeling: 'worried' })],
        ['kip', 'tilly'],
      ),
      scene(
        'the keeper has put crunchy carrots on the sand; Kip hops over to them',
        'zoo',
        'day',
        'clear',
        [ben({ feeling: 'happy' }), carrots(), kip({ beside: 'carrots', feeling: 'happy' }), tilly()],
        ['ben', 'carrots', 'kip'],
      ),
      scene(
        'Kip is proud of his hops, bouncing beside his mum',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'happy' }), kip({ beside: 'tilly', feeling: 'happy' })],
        ['kip', 'tilly'],
      ),
    ],
    arc: [
      scene(
        'a warm kangaroo house with soft sand on the floor; Tilly stands with Kip, as big as a cat, in her pouch',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ ...inPouch, feeling: 'calm' })],
        ['tilly', 'kip'],
      ),
      scene(
        'Kip pokes out only his nose and long ears, looking at the wide sandy floor',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ ...inPouch, feeling: 'worried' })],
        ['kip', 'tilly'],
      ),
      scene(
        'a kangaroo baby grows for months in the warm pocket on its mother’s tummy',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ ...inPouch, feeling: 'sleepy' })],
        ['tilly', 'kip'],
      ),
      scene(
        'plop! Kip has tumbled out of the pouch onto the sand and blinks, about to dive back in',
        'zoo',
        'morning',
        'clear',
        [tilly({ feeling: 'calm' }), kip({ beside: 'tilly', feeling: 'surprised' })],
        ['kip', 'tilly'],
      ),
      scene(
        'the keeper Ben puts a little pile of carrots on the sand; Tilly bends down to sniff them, Kip in her pouch',
        'zoo',
        'morning',
        'clear',
        [
          ben({ feeling: 'happy' }),
          carrots(),
          tilly({ beside: 'carrots', feeling: 'calm' }),
          kip({ ...inPouch, feeling: 'surprised' }),
        ],
        ['ben', 'carrots', 'tilly', 'kip'],
      ),
      scene(
        'Kip bounces all round his mum on the sand, a carrot nearby',
        'zoo',
        'day',
        'clear',
        [tilly({ feeling: 'happy' }), kip({ beside: 'tilly', feeling: 'happy' }), carrots({ count: 1, id: 'carrot' })],
        ['kip', 'tilly', 'carrot'],
      ),
    ],
    bedtime: scene(
      'Kip sleeps inside his mother’s warm pouch in the quiet kangaroo house',
      'zoo',
      'night',
      'clear',
      [tilly({ feeling: 'sleepy' }), kip({ ...inPouch, feeling: 'sleepy' })],
      ['tilly', 'kip'],
    ),
  },
};
