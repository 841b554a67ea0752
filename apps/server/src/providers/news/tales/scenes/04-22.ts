/** What the pictures of 04-22 (Earth Day: a park cleaned up) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mark = cast({ id: 'mark', is: 'boy', look: 'blue jumper, big yellow gloves' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa' });
const mum = cast({ id: 'mum', is: 'woman' });
const bench = cast({ id: 'bench', is: 'bench' });
const paper = cast({ id: 'paper', is: 'paper', look: 'crumpled paper' });
const cup = cast({ id: 'cup', is: 'paper-cup', look: 'plastic cup' });
const bottle = cast({ id: 'bottle', is: 'bottle', look: 'glass bottle' });
const bags = [
  { id: 'bag-paper', is: 'rubbish-bag', look: 'blue bag for paper' },
  { id: 'bag-plastic', is: 'rubbish-bag', look: 'yellow bag for plastic' },
  { id: 'bag-glass', is: 'rubbish-bag', look: 'green bag for glass' },
];
const bagIds = bags.map((b) => b.id);
const tree = { id: 'tree', is: 'tree' };
const ducks = cast({ id: 'ducks', is: 'mallard', count: 2, feeling: 'calm' });

export const SCENES_04_22: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a paper on the grass and a cup by the bench: pick them up and pop them in the bag',
        'meadow',
        'day',
        'clear',
        [paper(), bench(), cup({ beside: 'bench' }), mark({ feeling: 'happy', holding: 'paper' }), bags[0]!],
        ['paper', 'cup', 'bench', 'mark', 'bag-paper'],
      ),
      scene(
        'paper in the blue bag, plastic in the yellow bag, glass in the green bag: clink, clink',
        'meadow',
        'day',
        'clear',
        [...bags, bottle({ beside: 'bag-glass' })],
        [...bagIds, 'bottle'],
      ),
      scene(
        'look at the park now: clean grass, clean path; hooray for Earth Day',
        'meadow',
        'day',
        'clear',
        [tree, bench(), mark({ feeling: 'happy', pose: 'waving' })],
        ['bench', 'mark'],
      ),
    ],
    small: [
      scene(
        'on Earth Day families go out to the parks; Mark comes with his mum and his grandpa, wearing big yellow gloves',
        'meadow',
        'day',
        'clear',
        [tree, mum({ feeling: 'happy' }), mark({ feeling: 'happy' }), grandpa({ feeling: 'happy' })],
        ['mark', 'mum', 'grandpa'],
      ),
      scene(
        'under the benches and in the grass: crumpled paper, plastic cups, a glass bottle; Mark picks it all up',
        'meadow',
        'day',
        'clear',
        [bench(), paper(), cup({ count: 2, id: 'cups' }), bottle(), mark({ feeling: 'calm', holding: 'paper' })],
        ['bench', 'paper', 'cups', 'bottle', 'mark'],
      ),
      scene(
        'Grandpa holds three bags, for plastic, paper and glass; Mark sorts everything; clink goes the bottle',
        'meadow',
        'day',
        'clear',
        [grandpa({ feeling: 'happy' }), ...bags, mark({ feeling: 'happy', holding: 'bottle' }), bottle()],
        ['grandpa', ...bagIds, 'mark', 'bottle'],
      ),
      scene(
        'the park is clean, and Mark feels proud and very grown-up',
        'meadow',
        'day',
        'clear',
        [tree, bench(), mark({ feeling: 'happy' })],
        ['mark', 'bench'],
      ),
    ],
    arc: [
      scene(
        'a park runs down to a sandy beach; there is litter in the grass and on the sand, the ducks poke at it, and Mark is sad',
        'sea',
        'day',
        'clear',
        [grandpa({ feeling: 'worried' }), mark({ feeling: 'worried' }), paper(), cup(), ducks({ beside: 'cup' })],
        ['mark', 'paper', 'cup', 'ducks'],
      ),
      scene(
        'on Earth Day Mark and Grandpa put on gloves and pick up everything they find',
        'sea',
        'day',
        'clear',
        [grandpa({ feeling: 'happy', holding: 'paper' }), paper(), mark({ feeling: 'happy', holding: 'cup' }), cup()],
        ['mark', 'grandpa', 'cup', 'paper'],
      ),
      scene(
        'Grandpa has brought three bags, plastic, paper and glass; sorting is a game, and Mark is the fastest of all',
        'sea',
        'day',
        'clear',
        [grandpa({ feeling: 'happy' }), ...bags, mark({ feeling: 'happy', holding: 'bottle' }), bottle()],
        ['grandpa', ...bagIds, 'mark'],
      ),
      scene(
        'by lunchtime the grass is clean and the sand smooth; other families have filled their bags too',
        'sea',
        'day',
        'clear',
        [
          mark({ feeling: 'happy' }),
          grandpa({ feeling: 'happy' }),
          ...bags,
          mum({ feeling: 'happy', look: 'another family' }),
        ],
        ['mark', 'grandpa', ...bagIds],
      ),
      scene(
        'sorted rubbish becomes new things: old paper new paper, old bottles new bottles; and no duck eats plastic in a clean park',
        'sea',
        'day',
        'clear',
        [paper({ look: 'old newspaper' }), bottle(), ducks({ count: 1, id: 'duck' })],
        ['paper', 'bottle', 'duck'],
      ),
    ],
    bedtime: scene(
      'the clean park is quiet under the moon',
      'meadow',
      'night',
      'clear',
      [{ id: 'moon', is: 'moon' }, tree, bench()],
      ['bench', 'moon'],
    ),
  },
};
