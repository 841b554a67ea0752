/** What the pictures of 01-06 (a crocodile opens wide for the vet) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const gus = cast({ id: 'gus', is: 'crocodile', look: 'big old green crocodile' });
const pool = cast({ id: 'pool', is: 'pond', look: 'a warm indoor pool' });
const nora = cast({ id: 'nora', is: 'keeper' });
const vet = cast({ id: 'vet', is: 'doctor', look: 'the zoo vet' });
const torch = cast({ id: 'torch', is: 'torch' });
const stick = cast({ id: 'stick', is: 'stick', look: 'a long stick with a red ball on the end' });
const fish = cast({ id: 'fish', is: 'fish' });

export const SCENES_01_06: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Gus, a big green crocodile, opening wide: aaah',
        'zoo',
        'day',
        'clear',
        [pool(), gus({ beside: 'pool', feeling: 'happy' })],
        ['gus'],
      ),
      scene(
        'so many teeth: the vet counts them with her torch',
        'zoo',
        'day',
        'clear',
        [gus({ feeling: 'calm' }), vet({ beside: 'gus', holding: 'torch', feeling: 'surprised' }), torch()],
        ['gus', 'vet', 'torch'],
      ),
      scene(
        'clack, all done: the keeper gives Gus a fish',
        'zoo',
        'day',
        'clear',
        [gus({ feeling: 'happy' }), nora({ beside: 'gus', holding: 'fish', feeling: 'happy' }), fish()],
        ['gus', 'fish'],
      ),
    ],
    small: [
      scene(
        'the vet has come to look at Gus’s teeth, but Gus slides into his pool',
        'zoo',
        'day',
        'clear',
        [pool(), gus({ in: 'pool', feeling: 'worried' }), vet({ beside: 'pool', feeling: 'calm' })],
        ['gus', 'vet'],
      ),
      scene(
        'keeper Nora holds up a red ball on a stick; Gus climbs out and opens his mouth wide',
        'zoo',
        'day',
        'clear',
        [pool(), nora({ holding: 'stick', feeling: 'happy' }), stick(), gus({ beside: 'nora', feeling: 'calm' })],
        ['nora', 'stick', 'gus'],
      ),
      scene(
        'the vet shines her torch inside and counts the teeth; Nora gives Gus a fish',
        'zoo',
        'day',
        'clear',
        [
          gus({ feeling: 'calm' }),
          vet({ beside: 'gus', holding: 'torch', feeling: 'happy' }),
          torch(),
          nora({ beside: 'gus', holding: 'fish', feeling: 'happy' }),
          fish(),
        ],
        ['gus', 'vet', 'torch', 'fish'],
      ),
      scene(
        'Gus looks very pleased with himself on the sandy bank',
        'zoo',
        'day',
        'clear',
        [pool(), gus({ beside: 'pool', feeling: 'happy' })],
        ['gus'],
      ),
    ],
    arc: [
      scene(
        'a warm crocodile house with a sandy bank and a deep pool; big knobbly Gus lies still in the water',
        'zoo',
        'day',
        'clear',
        [pool(), gus({ in: 'pool', feeling: 'calm' })],
        ['gus'],
      ),
      scene(
        'the vet arrives for the yearly check; Gus shuts his mouth tight and slides under the water',
        'zoo',
        'day',
        'clear',
        [pool(), gus({ in: 'pool', feeling: 'worried' }), vet({ beside: 'pool', feeling: 'surprised' })],
        ['gus', 'vet'],
      ),
      scene(
        'the vet waits by the pool with her torch; only Gus’s eyes and nostrils show',
        'zoo',
        'day',
        'clear',
        [
          pool(),
          gus({ in: 'pool', feeling: 'worried' }),
          vet({ beside: 'pool', holding: 'torch', feeling: 'calm' }),
          torch(),
        ],
        ['vet', 'torch', 'gus'],
      ),
      scene(
        'keeper Nora raises the red ball on a long stick; Gus has climbed out and slowly opens his enormous mouth',
        'zoo',
        'day',
        'clear',
        [pool(), nora({ holding: 'stick', feeling: 'calm' }), stick(), gus({ beside: 'nora', feeling: 'calm' })],
        ['nora', 'stick', 'gus'],
      ),
      scene(
        'the vet shines her torch inside and counts: lots of pointy teeth, a wobbly old one and a tiny new one',
        'zoo',
        'day',
        'clear',
        [gus({ feeling: 'happy' }), vet({ beside: 'gus', holding: 'torch', feeling: 'happy' }), torch()],
        ['gus', 'vet', 'torch'],
      ),
      scene(
        'a crocodile grows new teeth all its life; Gus gets a fish from Nora for being patient',
        'zoo',
        'day',
        'clear',
        [gus({ feeling: 'happy' }), nora({ beside: 'gus', holding: 'fish', feeling: 'happy' }), fish()],
        ['gus', 'nora', 'fish'],
      ),
    ],
    bedtime: scene(
      'night in the crocodile house: Gus dozes in his warm pool with a grin',
      'zoo',
      'night',
      'clear',
      [pool(), gus({ in: 'pool', feeling: 'sleepy', pose: 'lying' })],
      ['gus'],
    ),
  },
};
