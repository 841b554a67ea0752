/** What the pictures of 11-03 (a village hangs up bird feeders) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const polly = cast({
  id: 'polly',
  is: 'girl-hat',
  look: 'blue puffy coat, red knitted hat with a big pom-pom, white mittens, grey felt boots',
});
const grandpa = cast({ id: 'grandpa', is: 'grandpa-hat', look: 'brown coat, grey knitted hat' });
const tree = { id: 'tree', is: 'bare-tree', look: 'the old apple tree, snow on its branches' };
const feeder = cast({
  id: 'feeder',
  is: 'bird-feeder',
  look: 'little wooden house with a roof and no walls',
  on: 'tree',
});
const bullfinches = cast({ id: 'bullfinches', is: 'bullfinch', count: 3, look: 'red chests, black caps', on: 'tree' });
const seeds = { id: 'seeds', is: 'seeds', look: 'sunflower seeds' };
const houses = { id: 'houses', is: 'house', count: 2, look: 'snowy roofs' };
const bird = cast({ id: 'bird', is: 'sparrow', look: 'a little brown bird' });

export const SCENES_11_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'snow, snow, snow: white roofs, white trees, and a little bird is hungry',
        'snow',
        'day',
        'snow',
        [houses, tree, bird()],
        ['tree', 'bird', 'houses'],
      ),
      scene(
        'here is a feeder with seeds inside; Polly hangs it up high in the tree',
        'snow',
        'day',
        'clear',
        [tree, feeder(), polly({ pose: 'waving', feeling: 'happy' })],
        ['feeder', 'polly'],
      ),
      scene(
        'flutter, flutter: red birds on the tree, peck, peck, peck',
        'snow',
        'day',
        'clear',
        [tree, bullfinches()],
        ['bullfinches', 'tree'],
      ),
    ],
    small: [
      scene(
        'in a snowy village children and grandparents go out with boards, string and bags of seeds; Polly comes with her grandpa',
        'snow',
        'day',
        'clear',
        [
          houses,
          grandpa({ holding: 'seeds', feeling: 'happy' }),
          seeds,
          polly({ feeling: 'happy' }),
          { id: 'boy', is: 'boy-hat', look: 'green coat, blue bobble hat', feeling: 'happy' },
        ],
        ['polly', 'grandpa', 'seeds', 'boy'],
      ),
      scene(
        'the feeder Grandpa made, filled by Polly with sunflower seeds, hangs on the old apple tree; they stand very still and wait',
        'snow',
        'day',
        'clear',
        [tree, feeder(), polly({ feeling: 'calm' }), grandpa({ feeling: 'calm' })],
        ['feeder', 'tree', 'polly', 'grandpa'],
      ),
      scene(
        'first come the bullfinches, red chests like apples on a snowy branch; Polly holds her breath',
        'snow',
        'day',
        'clear',
        [tree, feeder(), bullfinches({ count: 4 }), polly({ feeling: 'surprised' })],
        ['bullfinches', 'polly'],
      ),
    ],
    arc: [
      scene(
        'winter has come to a small village: deep snow on the roofs, the fences and the old apple tree in Polly’s garden',
        'snow',
        'day',
        'clear',
        [houses, tree],
        ['houses', 'tree'],
      ),
      scene(
        'one morning Polly sees a little bird hopping on the snow, pecking, but finding nothing to eat',
        'snow',
        'morning',
        'clear',
        [bird(), polly({ feeling: 'worried' })],
        ['bird', 'polly'],
      ),
      scene(
        'Polly and Grandpa make a little wooden house with a roof but no walls; all over the village others make feeders too',
        'snow',
        'day',
        'clear',
        [
          grandpa({ holding: 'feeder', feeling: 'happy' }),
          { id: 'feeder', is: 'bird-feeder', look: 'little wooden house with a roof and no walls' },
          polly({ feeling: 'happy' }),
          { id: 'grandma', is: 'grandma-hat', look: 'purple coat, white knitted hat', feeling: 'happy' },
        ],
        ['grandpa', 'feeder', 'polly', 'grandma'],
      ),
      scene(
        'the feeders full of sunflower seeds hang in the trees; everyone waits very still, but nobody comes, and Polly begins to worry',
        'snow',
        'day',
        'clear',
        [tree, feeder(), polly({ feeling: 'worried' }), grandpa({ feeling: 'calm' })],
        ['feeder', 'polly'],
      ),
      scene(
        'little birds must eat a lot to stay warm through the long cold night; a feeder full of seeds helps them all winter',
        'snow',
        'evening',
        'clear',
        [tree, feeder(), { id: 'birds', is: 'sparrow', count: 2 }, seeds],
        ['feeder', 'birds', 'seeds'],
      ),
      scene(
        'flutter, flutter: bullfinches land on the apple tree, red as apples, and soon sparrows come too',
        'snow',
        'day',
        'clear',
        [tree, feeder(), bullfinches(), { id: 'sparrows', is: 'sparrow', count: 2 }, polly({ feeling: 'happy' })],
        ['bullfinches', 'sparrows', 'polly'],
      ),
    ],
    bedtime: scene(
      'Polly is fast asleep in her bed, and outside on the window sill the bullfinches sleep too',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'window', is: 'window', look: 'snowy night outside' },
        bullfinches({ count: 2, on: 'window', look: 'asleep, red chests', feeling: 'sleepy' }),
        { id: 'bed', is: 'bed' },
        polly({ look: 'pink pyjamas', in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['polly', 'bullfinches', 'bed'],
    ),
  },
  ru: {
    // «На ветке у окна дремлют снегири»
    bedtime: scene(
      'at night the bullfinches doze on a snowy branch by the window',
      'snow',
      'night',
      'clear',
      [tree, bullfinches({ look: 'asleep, red chests', feeling: 'sleepy' })],
      ['bullfinches', 'tree'],
    ),
  },
};
