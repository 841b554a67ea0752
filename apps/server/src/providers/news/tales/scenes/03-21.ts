/** What the pictures of 03-21 (a bear wakes up in spring) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const bruno = cast({ id: 'bruno', is: 'bear', look: 'big brown bear' });
const den = cast({ id: 'den', is: 'den', look: 'cosy den under the roots of an old fir', beside: 'fir' });
const fir = cast({ id: 'fir', is: 'pine', look: 'old fir tree' });
const grass = cast({ id: 'grass', is: 'grass', count: 3, look: 'first young green grass', beside: 'stream' });
const stream = cast({ id: 'stream', is: 'water', look: 'little stream of melted snow' });
const sun = { id: 'sun', is: 'sun' };
const asleep = { in: 'den', pose: 'lying', feeling: 'sleepy' } as const;

export const SCENES_03_21: ItemScenes = {
  en: {
    toddler: [
      scene(
        'shh: a big brown bear sleeps in his den all winter',
        'snow',
        'day',
        'snow',
        [fir(), den(), bruno(asleep)],
        ['bruno', 'den'],
      ),
      scene(
        'the bear wakes with a huge yawn and stretches his paws up high',
        'forest',
        'morning',
        'clear',
        [den(), bruno({ beside: 'den', feeling: 'sleepy', doing: 'yawning, paws stretched up high' })],
        ['bruno'],
      ),
      scene(
        'the sun is warm; the bear sniffs and munches the green grass',
        'forest',
        'day',
        'clear',
        [sun, bruno({ feeling: 'happy', doing: 'munching grass' }), grass({ beside: 'bruno' })],
        ['bruno', 'grass', 'sun'],
      ),
    ],
    small: [
      scene(
        'in a deep green forest Bruno the brown bear opens his eyes in his warm den after sleeping all winter',
        'forest',
        'morning',
        'clear',
        [fir(), den(), bruno({ in: 'den', pose: 'lying', feeling: 'sleepy', doing: 'opening his eyes' })],
        ['bruno', 'den'],
      ),
      scene(
        'Bruno crawls out into the sunshine, stretches his paws up high and yawns a huge yawn',
        'forest',
        'morning',
        'clear',
        [sun, den(), bruno({ beside: 'den', feeling: 'sleepy', doing: 'yawning, paws up high' })],
        ['bruno', 'sun'],
      ),
      scene(
        'his tummy rumbles; Bruno sniffs and finds the first green grass by the stream: munch, munch',
        'forest',
        'day',
        'clear',
        [stream(), grass(), bruno({ feeling: 'happy', doing: 'munching grass' })],
        ['bruno', 'grass', 'stream'],
      ),
      scene(
        'sleepy at first, now Bruno is happy and very hungry',
        'forest',
        'day',
        'clear',
        [sun, bruno({ feeling: 'happy' }), grass({ beside: 'bruno' })],
        ['bruno'],
      ),
    ],
    arc: [
      scene(
        'deep in a green forest, under the roots of an old fir, a cosy den where Bruno the brown bear sleeps all winter',
        'snow',
        'day',
        'snow',
        [fir(), den(), bruno(asleep)],
        ['den', 'fir', 'bruno'],
      ),
      scene(
        'a drop of melting snow falls on Bruno’s nose; he opens one eye and his tummy rumbles',
        'forest',
        'morning',
        'clear',
        [
          fir(),
          den(),
          bruno({ in: 'den', pose: 'lying', feeling: 'surprised', doing: 'one eye open' }),
          { id: 'drop', is: 'drop', on: 'bruno' },
        ],
        ['bruno', 'drop'],
      ),
      scene(
        'Bruno yawns, stretches and squeezes out of the den; the sun is so bright he blinks; the snow melts into streams',
        'forest',
        'morning',
        'clear',
        [sun, den(), bruno({ beside: 'den', feeling: 'sleepy', doing: 'blinking in the bright sun' }), stream()],
        ['bruno', 'den', 'sun'],
      ),
      scene(
        'Bruno sniffs the air: in a sunny spot by the stream the first young grass is peeping up',
        'forest',
        'day',
        'clear',
        [sun, stream(), grass(), bruno({ feeling: 'surprised', doing: 'sniffing the air' })],
        ['bruno', 'grass', 'stream'],
      ),
      scene(
        'Bruno munches grass and roots, finds a few old berries, then scratches his back on a tree, wide awake',
        'forest',
        'day',
        'clear',
        [
          fir(),
          bruno({ beside: 'fir', feeling: 'happy', doing: 'scratching his back on the tree' }),
          { id: 'berries', is: 'berries', count: 3, look: 'old berries from autumn' },
        ],
        ['bruno', 'berries', 'fir'],
      ),
      scene(
        'in winter the forest is deep in snow with nothing to eat, so a fat bear sleeps in his den until spring',
        'snow',
        'day',
        'snow',
        [fir(), den(), bruno(asleep)],
        ['bruno', 'den'],
      ),
    ],
    bedtime: scene(
      'the big brown bear, full now, yawns and dozes again in his den',
      'forest',
      'evening',
      'clear',
      [fir(), den(), bruno(asleep)],
      ['bruno', 'den'],
    ),
  },
  ru: {
    // «нашёл под снегом немного прошлогодней клюквы»: red cranberries in the snow
    arc: {
      4: scene(
        'Bruno munches grass and roots, finds a few red cranberries under the snow, then scratches his back on a tree',
        'forest',
        'day',
        'clear',
        [
          fir(),
          bruno({ beside: 'fir', feeling: 'happy', doing: 'scratching his back on the tree' }),
          { id: 'berries', is: 'berries', count: 3, look: 'red cranberries from last year' },
        ],
        ['bruno', 'berries', 'fir'],
      ),
    },
  },
};
