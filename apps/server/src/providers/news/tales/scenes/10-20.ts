/** What the pictures of 10-20 (a fox family on camera) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const rusty = cast({ id: 'rusty', is: 'fox', young: true, look: 'orange fox cub, white chin, black socks' });
const mum = cast({ id: 'mum', is: 'fox', look: 'the cubs’ mother' });
const cubs = cast({ id: 'cubs', is: 'fox', young: true, count: 2 });
const tree = { id: 'tree', is: 'tree', look: 'old, with a den under its roots' };
const moon = { id: 'moon', is: 'moon' };
const camera = cast({ id: 'camera', is: 'camera', on: 'tree' });
const nina = cast({ id: 'nina', is: 'woman', look: 'studies forest animals' });
const grass = { id: 'grass', is: 'grass', count: 2 };

export const SCENES_10_20: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a round bright moon over the grass; who is there?',
        'forest',
        'night',
        'clear',
        [moon, grass, rusty({ feeling: 'surprised' })],
        ['moon', 'rusty'],
      ),
      scene(
        'a fox and her cubs, one, two, three, hopping',
        'forest',
        'night',
        'clear',
        [moon, mum({ feeling: 'calm' }), rusty({ feeling: 'happy' }), cubs({ feeling: 'happy' })],
        ['mum', 'rusty', 'cubs'],
      ),
      scene(
        'the cubs roll in the grass, paws up; click goes a camera on a tree',
        'forest',
        'night',
        'clear',
        [tree, camera(), rusty({ pose: 'lying', feeling: 'happy' }), cubs({ count: 1, feeling: 'happy' })],
        ['rusty', 'camera'],
      ),
    ],
    small: [
      scene(
        'at the edge of a forest the moon comes out; a mother fox peeks out of her den and her cubs tumble after her',
        'forest',
        'night',
        'clear',
        [moon, tree, mum({ under: 'tree', feeling: 'calm' }), rusty({ feeling: 'happy' }), cubs({ feeling: 'happy' })],
        ['moon', 'mum', 'rusty', 'cubs'],
      ),
      scene(
        'the cubs chase each other; Rusty rolls in the grass, paws in the air; Mum sits nearby with her ears up',
        'forest',
        'night',
        'clear',
        [
          grass,
          rusty({ pose: 'lying', feeling: 'happy' }),
          cubs({ count: 1, feeling: 'happy' }),
          mum({ feeling: 'calm' }),
        ],
        ['rusty', 'mum'],
      ),
      scene(
        'nobody sees them but a little camera hidden on a tree',
        'forest',
        'night',
        'clear',
        [tree, camera(), rusty({ feeling: 'happy' }), mum({ feeling: 'calm' })],
        ['camera', 'tree', 'rusty'],
      ),
    ],
    arc: [
      scene(
        'at the edge of a forest, under the roots of an old tree, a fox family has its den: a mother and three cubs',
        'forest',
        'evening',
        'clear',
        [tree, mum({ under: 'tree', feeling: 'calm' }), rusty({ feeling: 'happy' }), cubs({ feeling: 'happy' })],
        ['tree', 'mum', 'rusty', 'cubs'],
      ),
      scene(
        'Nina finds little paw prints by the old tree and wonders whose they are',
        'forest',
        'day',
        'clear',
        [tree, nina({ beside: 'tree', feeling: 'surprised' })],
        ['nina', 'tree'],
      ),
      scene(
        'Nina ties a small camera to the tree and hides it with leaves',
        'forest',
        'day',
        'clear',
        [tree, camera(), nina({ beside: 'tree', feeling: 'calm' })],
        ['camera', 'nina'],
      ),
      scene(
        'in the video the moon is bright and out of the den come the foxes, one, two, three, four',
        'forest',
        'night',
        'clear',
        [moon, tree, mum({ feeling: 'calm' }), rusty({ feeling: 'happy' }), cubs({ feeling: 'happy' })],
        ['moon', 'mum', 'rusty', 'cubs'],
      ),
      scene(
        'Nina laughs at her screen: the cubs chase each other and Rusty pounces on his brother’s tail',
        'room',
        'morning',
        'clear',
        [nina({ holding: 'laptop', feeling: 'happy' }), { id: 'laptop', is: 'laptop' }],
        ['nina', 'laptop'],
      ),
      scene(
        'foxes come out mostly at night; by playing, cubs learn to jump and pounce',
        'forest',
        'night',
        'clear',
        [moon, rusty({ feeling: 'happy' }), cubs({ count: 1, feeling: 'happy' })],
        ['rusty', 'cubs'],
      ),
    ],
    bedtime: scene(
      'the three fox cubs are curled up asleep under the old tree, noses under their tails',
      'forest',
      'night',
      'clear',
      [
        tree,
        rusty({ under: 'tree', pose: 'lying', feeling: 'sleepy' }),
        cubs({ beside: 'rusty', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['rusty', 'cubs'],
    ),
  },
};
