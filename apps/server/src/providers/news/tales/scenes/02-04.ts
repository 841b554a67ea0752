/** What the pictures of 02-04 (a baby rhino's first mud bath) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const kito = cast({ id: 'kito', is: 'rhino', young: true, look: 'chubby grey baby rhino, a tiny bump for a horn' });
const neema = cast({ id: 'neema', is: 'rhino', look: 'big grey rhino mother' });
const mud = cast({ id: 'mud', is: 'mud', look: 'a big brown pool of mud' });
const bird = cast({ id: 'bird', is: 'bird', look: 'a little brown oxpecker' });
const grass = cast({ id: 'grass', is: 'grass', look: 'tall yellow grass' });
const sun = cast({ id: 'sun', is: 'sun' });

export const SCENES_02_04: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Kito, a baby rhino, and here is the mud: squelch',
        'meadow',
        'day',
        'clear',
        [mud(), kito({ beside: 'mud', feeling: 'surprised' })],
        ['kito', 'mud'],
      ),
      scene(
        'one toe in: yuck, sticky; Kito steps back',
        'meadow',
        'day',
        'clear',
        [mud(), kito({ beside: 'mud', feeling: 'worried' })],
        ['kito', 'mud'],
      ),
      scene(
        'Mum flops down, splat, and Kito rolls and rolls in the mud',
        'meadow',
        'day',
        'clear',
        [
          mud(),
          neema({ in: 'mud', pose: 'lying', feeling: 'happy' }),
          kito({ beside: 'neema', pose: 'lying', feeling: 'happy' }),
        ],
        ['kito', 'neema'],
      ),
    ],
    small: [
      scene(
        'far away on a warm grassy plain, baby Kito watches his mum lie down in a big brown pool of mud',
        'meadow',
        'day',
        'clear',
        [
          grass(),
          mud(),
          neema({ in: 'mud', pose: 'lying', feeling: 'happy' }),
          kito({ beside: 'mud', feeling: 'calm' }),
        ],
        ['neema', 'kito'],
      ),
      scene(
        'squelch: Kito has put one foot in the sticky mud and steps right back out',
        'meadow',
        'day',
        'clear',
        [mud(), kito({ beside: 'mud', feeling: 'worried' })],
        ['kito', 'mud'],
      ),
      scene(
        'Mum rolls over and splat, mud all over Kito; he rolls in after her',
        'meadow',
        'day',
        'clear',
        [mud(), neema({ in: 'mud', pose: 'lying', feeling: 'happy' }), kito({ beside: 'neema', feeling: 'surprised' })],
        ['neema', 'kito'],
      ),
      scene(
        'now Kito loves the mud and lies in it happily',
        'meadow',
        'day',
        'clear',
        [mud(), kito({ in: 'mud', pose: 'lying', feeling: 'happy' })],
        ['kito'],
      ),
    ],
    arc: [
      scene(
        'a wide warm grassland of tall yellow grass; chubby grey Kito stands by his mum Neema',
        'meadow',
        'day',
        'clear',
        [grass(), neema({ feeling: 'calm' }), kito({ beside: 'neema', feeling: 'happy' })],
        ['grass', 'neema', 'kito'],
      ),
      scene(
        'the sun is hot; Neema flops down in the big brown mud pool, but Kito does not like it at all',
        'meadow',
        'day',
        'clear',
        [
          sun(),
          mud(),
          neema({ in: 'mud', pose: 'lying', feeling: 'happy' }),
          kito({ beside: 'mud', feeling: 'worried' }),
        ],
        ['sun', 'neema', 'kito'],
      ),
      scene(
        'Kito dips in one toe, squelch, and backs away',
        'meadow',
        'day',
        'clear',
        [mud(), kito({ beside: 'mud', feeling: 'worried' })],
        ['kito', 'mud'],
      ),
      scene(
        'Neema rolls over and splashes a wave of mud onto Kito; he stands dripping and blinks',
        'meadow',
        'day',
        'clear',
        [mud(), neema({ in: 'mud', pose: 'lying', feeling: 'happy' }), kito({ beside: 'neema', feeling: 'surprised' })],
        ['neema', 'kito'],
      ),
      scene(
        'Kito rolls in the mud beside his mum, brown from ears to toes; a little bird sits on his back',
        'meadow',
        'day',
        'clear',
        [
          mud(),
          neema({ in: 'mud', pose: 'lying', feeling: 'calm' }),
          kito({ beside: 'neema', feeling: 'happy' }),
          bird({ on: 'kito' }),
        ],
        ['kito', 'bird'],
      ),
      scene(
        'a coat of mud is a rhino’s sun cream: Neema stands muddy under the hot sun',
        'meadow',
        'day',
        'clear',
        [sun(), neema({ feeling: 'calm' })],
        ['neema', 'sun'],
      ),
    ],
    bedtime: scene(
      'evening on the grassland: Kito naps, muddy from ears to toes, beside his mum',
      'meadow',
      'night',
      'clear',
      [neema({ pose: 'lying', feeling: 'sleepy' }), kito({ beside: 'neema', pose: 'lying', feeling: 'sleepy' })],
      ['kito', 'neema'],
    ),
  },
};
