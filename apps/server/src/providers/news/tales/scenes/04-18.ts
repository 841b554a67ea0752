/** What the pictures of 04-18 (baby sea turtles find their way to the sea) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const kiki = cast({ id: 'kiki', is: 'turtle', look: 'the smallest baby sea turtle, tiny flippers' });
const turtles = cast({ id: 'turtles', is: 'turtle', count: 3, look: 'tiny baby sea turtles' });
const eggs = cast({ id: 'eggs', is: 'egg', count: 3, look: 'round white turtle eggs in the sand' });
const sea = cast({ id: 'sea', is: 'water', look: 'the sea, gentle waves' });
const moon = { id: 'moon', is: 'moon' };
const helpers = [
  { id: 'helper', is: 'woman', look: 'green T-shirt', feeling: 'happy' as const },
  { id: 'helper-2', is: 'man', look: 'green T-shirt', feeling: 'happy' as const },
];

export const SCENES_04_18: ItemScenes = {
  en: {
    toddler: [
      scene(
        'crack: out of the sand pops a tiny turtle, with a tiny head, tiny flippers and a tiny shell',
        'sea',
        'evening',
        'clear',
        [eggs({ count: 1, id: 'egg', look: 'cracked turtle egg' }), kiki({ feeling: 'surprised' })],
        ['kiki', 'egg'],
      ),
      scene(
        'scritch, scratch: down the sand go the baby turtles, one, two, so many',
        'sea',
        'evening',
        'clear',
        [turtles({ feeling: 'happy', count: 4 })],
        ['turtles'],
      ),
      scene(
        'here are the waves: swoosh! swim, little turtle, swim',
        'sea',
        'evening',
        'clear',
        [sea(), kiki({ feeling: 'happy', in: 'sea' })],
        ['kiki', 'sea'],
      ),
    ],
    small: [
      scene(
        'on a warm sandy beach the eggs hidden under the sand hatch, and tiny turtles wriggle out; the smallest is Kiki',
        'sea',
        'evening',
        'clear',
        [eggs(), turtles({ feeling: 'happy', count: 2 }), kiki({ feeling: 'surprised' })],
        ['eggs', 'turtles', 'kiki'],
      ),
      scene(
        'which way is the sea? Kiki sees the moon shining on the water and begins to crawl',
        'sea',
        'night',
        'clear',
        [moon, kiki({ feeling: 'worried', doing: 'crawling towards the shining water' }), sea()],
        ['kiki', 'moon', 'sea'],
      ),
      scene(
        'kind helpers have smoothed a path in the sand and taken away the sticks and rubbish, so every little turtle reaches the waves',
        'sea',
        'night',
        'clear',
        [...helpers, turtles({ feeling: 'happy' }), sea()],
        ['helper', 'turtles', 'sea'],
      ),
      scene(
        'Kiki is tired but so happy when the first wave lifts her up',
        'sea',
        'night',
        'clear',
        [moon, sea(), kiki({ feeling: 'happy', in: 'sea' })],
        ['kiki', 'sea'],
      ),
    ],
    arc: [
      scene(
        'deep in the sand of a warm beach lie a hundred turtle eggs; in one of them is the smallest turtle of all, Kiki',
        'sea',
        'day',
        'clear',
        [eggs({ count: 5 })],
        ['eggs'],
      ),
      scene(
        'one evening the eggs hatch and the baby turtles push up through the sand; Kiki wants to reach the sea, but which way is it?',
        'sea',
        'evening',
        'clear',
        [eggs({ count: 2 }), turtles({ feeling: 'surprised', count: 2 }), kiki({ feeling: 'worried' })],
        ['kiki', 'turtles'],
      ),
      scene(
        'Kiki crawls, slowly, slowly; the sand is bumpy and full of footprints, and her flippers are so small',
        'sea',
        'evening',
        'clear',
        [
          { id: 'footprints', is: 'footprints', count: 2 },
          kiki({ feeling: 'worried', doing: 'crawling: scritch, scratch' }),
        ],
        ['kiki', 'footprints'],
      ),
      scene(
        'helpers have smoothed a wide path to the water and switched off the beach lamps, so only the moon shines over the sea',
        'sea',
        'night',
        'clear',
        [moon, ...helpers.map((h) => ({ ...h, feeling: 'calm' as const })), sea()],
        ['helper', 'helper-2', 'moon', 'sea'],
      ),
      scene(
        'Kiki follows the shining water down the path; a soft wave lifts her, and she swims away with the other tiny turtles',
        'sea',
        'night',
        'clear',
        [moon, sea(), kiki({ feeling: 'happy', in: 'sea' }), turtles({ feeling: 'happy', in: 'sea' })],
        ['kiki', 'turtles', 'sea'],
      ),
      scene(
        'baby turtles find the sea by the light over the water; one day Kiki will come back to this beach to lay her own eggs',
        'sea',
        'night',
        'clear',
        [moon, sea(), kiki({ feeling: 'calm', in: 'sea' })],
        ['moon', 'kiki', 'sea'],
      ),
    ],
    bedtime: scene(
      'the tiny turtle bobs on the gentle, warm waves under the moon',
      'sea',
      'night',
      'clear',
      [moon, sea(), kiki({ feeling: 'sleepy', in: 'sea' })],
      ['kiki', 'sea'],
    ),
  },
};
