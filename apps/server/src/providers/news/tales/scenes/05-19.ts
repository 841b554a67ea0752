/** What the pictures of 05-19 (warm water for winter birds) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const arthur = cast({ id: 'arthur', is: 'boy', look: 'blue bobble hat, green padded coat, red wellies' });
const grandma = cast({ id: 'grandma', is: 'grandma', look: 'long purple coat, grey scarf' });
const dish = cast({ id: 'dish', is: 'bowl', look: 'shallow dish of steaming warm water with stones' });
const birds = cast({ id: 'birds', is: 'bird', count: 3, look: 'a sparrow, a blue tit and a robin' });
const sparrow = cast({ id: 'sparrow', is: 'bird', look: 'small brown sparrow' });
const ice = cast({ id: 'ice', is: 'ice', look: 'frozen bird bath' });

export const SCENES_05_19: ItemScenes = {
  en: {
    toddler: [
      scene(
        'tap, tap: the water in the bird bath is ice; poor little birds',
        'garden',
        'morning',
        'clear',
        [ice(), sparrow({ on: 'ice' }), birds({ count: 2, id: 'others' })],
        ['ice', 'sparrow'],
      ),
      scene(
        'Arthur brings a dish of warm water for the birds',
        'garden',
        'morning',
        'clear',
        [arthur({ holding: 'dish', feeling: 'happy' }), dish()],
        ['arthur', 'dish'],
      ),
      scene(
        'sip, sip, splash: happy little birds drink from the dish',
        'garden',
        'morning',
        'clear',
        [
          dish(),
          birds({ on: 'dish', count: 2, look: 'a sparrow and a blue tit' }),
          { id: 'robin', is: 'bird', look: 'a robin' },
        ],
        ['dish', 'birds'],
      ),
    ],
    small: [
      scene(
        'in a hard frost Arthur’s garden is white; the sparrows peck at the frozen bird bath',
        'garden',
        'morning',
        'clear',
        [ice(), sparrow({ on: 'ice' }), arthur({ feeling: 'worried' })],
        ['ice', 'sparrow', 'arthur'],
      ),
      scene(
        'Arthur and Grandma put out a shallow dish of warm water with a few stones in it',
        'garden',
        'morning',
        'clear',
        [grandma({ feeling: 'happy' }), arthur({ holding: 'dish', feeling: 'happy' }), dish()],
        ['grandma', 'arthur', 'dish'],
      ),
      scene(
        'a sparrow, a blue tit and a robin come to drink, and one has a bath',
        'garden',
        'morning',
        'clear',
        [
          dish(),
          birds({ on: 'dish', count: 2, look: 'a sparrow and a blue tit' }),
          { id: 'robin', is: 'bird', look: 'a robin' },
          arthur({ feeling: 'happy' }),
        ],
        ['dish', 'birds'],
      ),
    ],
    arc: [
      scene(
        'a January morning: the garden is white with frost and a sparrow pecks at the frozen bird bath',
        'garden',
        'morning',
        'clear',
        [
          ice(),
          sparrow({ on: 'ice' }),
          { id: 'window', is: 'window', look: 'frosty garden' },
          arthur({ beside: 'window', feeling: 'worried' }),
        ],
        ['ice', 'sparrow', 'arthur'],
      ),
      scene(
        'Arthur has cracked the ice and the birds come back, but by lunchtime it has frozen again',
        'garden',
        'day',
        'clear',
        [ice(), birds({ count: 2, id: 'others' }), arthur({ feeling: 'worried' })],
        ['ice', 'others', 'arthur'],
      ),
      scene(
        'a fluffy little bird with clean feathers that keep it warm, drinking water',
        'garden',
        'day',
        'clear',
        [dish(), sparrow({ on: 'dish' })],
        ['sparrow', 'dish'],
      ),
      scene(
        'every morning Grandma and Arthur fill a shallow dish with warm water and put stones in it',
        'garden',
        'morning',
        'clear',
        [grandma({ holding: 'dish', feeling: 'happy' }), dish(), arthur({ feeling: 'happy' })],
        ['grandma', 'dish', 'arthur'],
      ),
      scene(
        'the dish is the busiest place in the garden: a sparrow, a blue tit and a robin; Arthur counts them from the window',
        'garden',
        'day',
        'clear',
        [
          dish(),
          birds({ on: 'dish', count: 2, look: 'a sparrow and a blue tit' }),
          { id: 'robin', is: 'bird', look: 'a robin' },
          { id: 'window', is: 'window', look: 'frosty garden' },
          arthur({ beside: 'window', feeling: 'happy' }),
        ],
        ['dish', 'birds', 'arthur'],
      ),
    ],
    bedtime: scene(
      'night: the little dish waits on the windowsill for the morning birds',
      'room',
      'night',
      'clear',
      [{ id: 'window', is: 'window', look: 'night' }, dish({ look: 'empty little dish', beside: 'window' })],
      ['dish'],
    ),
  },
};
