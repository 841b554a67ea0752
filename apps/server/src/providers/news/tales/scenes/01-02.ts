/** What the pictures of 01-02 (a red panda's first climb) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ruby = cast({ id: 'ruby', is: 'red-panda', young: true, look: 'russet cub, white face, striped tail' });
const rani = cast({ id: 'rani', is: 'red-panda', look: 'russet red panda mother' });
const tree = cast({ id: 'tree', is: 'tree', look: 'tall green tree with a wide branch' });
const bush = cast({ id: 'bush', is: 'bush' });
const keeper = cast({ id: 'keeper', is: 'keeper' });
const bamboo = cast({ id: 'bamboo', is: 'bamboo' });

export const SCENES_01_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Ruby, a little red panda, beside a big tall tree',
        'zoo',
        'day',
        'clear',
        [tree(), ruby({ beside: 'tree', feeling: 'happy' })],
        ['ruby', 'tree'],
      ),
      scene(
        'paws on the tree, hold on tight: scritch, scratch, up she goes',
        'zoo',
        'day',
        'clear',
        [tree(), ruby({ beside: 'tree', pose: 'climbing', feeling: 'surprised' })],
        ['ruby', 'tree'],
      ),
      scene(
        'Ruby sits on the branch and says hello to Mum',
        'zoo',
        'day',
        'clear',
        [tree(), rani({ in: 'tree', feeling: 'happy' }), ruby({ in: 'tree', feeling: 'happy' })],
        ['ruby', 'tree'],
      ),
    ],
    small: [
      scene(
        'Ruby, a red panda cub with a striped tail, looks up at her mum napping high in a tall tree',
        'zoo',
        'day',
        'clear',
        [tree(), rani({ in: 'tree', feeling: 'sleepy' }), ruby({ beside: 'tree', feeling: 'calm' })],
        ['ruby', 'rani', 'tree'],
      ),
      scene(
        'the branches are so far away; Ruby feels wobbly and hides behind a bush',
        'zoo',
        'day',
        'clear',
        [tree(), bush(), ruby({ beside: 'bush', feeling: 'worried' })],
        ['ruby', 'bush'],
      ),
      scene(
        'Mum shows her: claws to hold on, tail out to balance; Ruby is up on the first branch',
        'zoo',
        'day',
        'clear',
        [
          tree(),
          ruby({ in: 'tree', feeling: 'surprised' }),
          rani({ beside: 'tree', pose: 'climbing', feeling: 'calm' }),
        ],
        ['ruby', 'rani'],
      ),
      scene(
        'Ruby is so proud that she swishes her tail on the branch',
        'zoo',
        'day',
        'clear',
        [tree(), ruby({ in: 'tree', feeling: 'happy' })],
        ['ruby', 'tree'],
      ),
    ],
    arc: [
      scene(
        'a green garden of trees at a city zoo; little Ruby, russet with a striped tail, stands under them',
        'zoo',
        'day',
        'clear',
        [tree(), bamboo(), ruby({ beside: 'tree', feeling: 'happy' })],
        ['ruby', 'tree'],
      ),
      scene(
        'Mum Rani naps on a wide branch of the tallest tree; Ruby looks up from the ground',
        'zoo',
        'day',
        'clear',
        [tree(), rani({ in: 'tree', feeling: 'sleepy' }), ruby({ beside: 'tree', feeling: 'worried' })],
        ['rani', 'ruby', 'tree'],
      ),
      scene(
        'Ruby has slid down the trunk onto the soft grass, ears flat, and creeps behind a bush',
        'zoo',
        'day',
        'clear',
        [tree(), bush(), ruby({ beside: 'bush', feeling: 'worried' })],
        ['ruby', 'bush'],
      ),
      scene(
        'Rani climbs down and they go up together, very slowly, paw over paw',
        'zoo',
        'day',
        'clear',
        [
          tree(),
          rani({ beside: 'tree', pose: 'climbing', feeling: 'calm' }),
          ruby({ beside: 'rani', pose: 'climbing', feeling: 'calm' }),
        ],
        ['rani', 'ruby', 'tree'],
      ),
      scene(
        'red pandas live in trees: they eat bamboo leaves and sleep on the branches, their tails out for balance',
        'zoo',
        'day',
        'clear',
        [tree(), rani({ in: 'tree', feeling: 'calm' }), bamboo()],
        ['rani', 'bamboo'],
      ),
      scene(
        'Ruby sits on the first branch beside her mum and yawns; the keeper below smiles',
        'zoo',
        'day',
        'clear',
        [
          tree(),
          rani({ in: 'tree', feeling: 'calm' }),
          ruby({ in: 'tree', feeling: 'sleepy' }),
          keeper({ beside: 'tree', feeling: 'happy' }),
        ],
        ['ruby', 'keeper'],
      ),
    ],
    bedtime: scene(
      'night in the zoo: Ruby sleeps high on her branch, her tail wrapped round her',
      'zoo',
      'night',
      'clear',
      [tree(), ruby({ in: 'tree', feeling: 'sleepy', pose: 'lying' }), { id: 'moon', is: 'moon' }],
      ['ruby', 'tree'],
    ),
  },
};
