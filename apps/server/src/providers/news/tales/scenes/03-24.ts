/** What the pictures of 03-24 (a boy sees the rings of Saturn) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const danny = cast({ id: 'danny', is: 'boy', look: 'blue jumper with a white star, red woolly hat, curly black hair' });
const telescope = cast({ id: 'telescope', is: 'telescope', look: 'giant white telescope' });
const saturn = cast({ id: 'saturn', is: 'saturn', look: 'golden, with a ring' });
const lena = cast({ id: 'lena', is: 'woman', look: 'dark blue jumper' });
const dad = cast({ id: 'dad', is: 'man' });
const stars = cast({ id: 'stars', is: 'star', count: 3 });

export const SCENES_03_24: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big telescope under the stars; Danny peeks in',
        'town',
        'night',
        'clear',
        [telescope(), danny({ beside: 'telescope', feeling: 'surprised' }), stars()],
        ['telescope', 'danny'],
      ),
      scene(
        'it is all blurry: the little wheel of the telescope is turned, turn, turn',
        'town',
        'night',
        'clear',
        [telescope(), danny({ beside: 'telescope', feeling: 'worried' }), lena({ feeling: 'calm' })],
        ['telescope', 'danny'],
      ),
      scene(
        'there it is: Saturn, a ball with a ring, high in the night sky; Danny says wow',
        'town',
        'night',
        'clear',
        [saturn(), telescope(), danny({ feeling: 'surprised' })],
        ['saturn', 'danny'],
      ),
    ],
    small: [
      scene(
        'on a clear night the observatory on the hill opens its doors; Danny waits in a long line for the giant telescope',
        'town',
        'night',
        'clear',
        [telescope(), { id: 'line', is: 'child', count: 2, feeling: 'calm' }, danny({ feeling: 'happy' }), stars()],
        ['telescope', 'line', 'danny'],
      ),
      scene(
        'his turn at last: Danny presses his eye to the telescope but sees only a fuzzy yellow blob',
        'town',
        'night',
        'clear',
        [telescope(), danny({ beside: 'telescope', feeling: 'worried' })],
        ['danny', 'telescope'],
      ),
      scene(
        'the astronomer has turned a little wheel: there is Saturn with a ring all around it, and Danny gasps',
        'town',
        'night',
        'clear',
        [saturn(), telescope(), danny({ beside: 'telescope', feeling: 'surprised' }), lena({ feeling: 'happy' })],
        ['saturn', 'danny', 'lena'],
      ),
    ],
    arc: [
      scene(
        'on a clear night Danny and his dad wait in a long line for the giant telescope at the observatory on the hill',
        'town',
        'night',
        'clear',
        [telescope(), dad({ feeling: 'calm' }), danny({ beside: 'dad', feeling: 'happy' }), stars()],
        ['telescope', 'dad', 'danny'],
      ),
      scene(
        'Danny climbs the little steps and presses his eye to the telescope, squinting at a blurry blob',
        'town',
        'night',
        'clear',
        [telescope(), danny({ beside: 'telescope', feeling: 'worried' })],
        ['danny', 'telescope'],
      ),
      scene(
        'Lena the astronomer slowly turns a little wheel on the side of the telescope',
        'town',
        'night',
        'clear',
        [telescope(), lena({ beside: 'telescope', feeling: 'calm' }), danny({ feeling: 'calm' })],
        ['lena', 'telescope', 'danny'],
      ),
      scene(
        'Saturn, a giant planet with rings of ice and rock, looks like a tiny star among the others',
        'town',
        'night',
        'clear',
        [saturn(), stars()],
        ['saturn', 'stars'],
      ),
      scene(
        'there it is: a tiny golden ball with a ring like a hat brim; Danny gasps, then looks up at the sky all the way home',
        'town',
        'night',
        'clear',
        [saturn(), stars(), danny({ feeling: 'surprised' }), dad({ beside: 'danny', feeling: 'happy' })],
        ['saturn', 'danny'],
      ),
    ],
    bedtime: scene(
      'far, far away in the dark sky, Saturn spins in its rings among the stars',
      'town',
      'night',
      'clear',
      [saturn(), stars(), { id: 'moon', is: 'moon' }],
      ['saturn', 'stars'],
    ),
  },
};
