/** What the pictures of 12-05 (a seahorse dad and his hundred babies) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tank = cast({ id: 'tank', is: 'tank', look: 'tall aquarium tank with swaying seagrass' });
const grass = cast({ id: 'seagrass', is: 'seagrass', in: 'tank' });
const finn = cast({ id: 'finn', is: 'seahorse', look: 'yellow, round pouch on his tummy', in: 'tank' });
const slimFinn = cast({ id: 'finn', is: 'seahorse', look: 'yellow', in: 'tank' });
const babies = cast({ id: 'babies', is: 'seahorse', look: 'yellow', young: true, count: 4, in: 'tank' });
const nursery = cast({ id: 'nursery', is: 'tank', look: 'little nursery tank' });
const maya = cast({ id: 'maya', is: 'woman', look: 'green aquarium keeper’s shirt', beside: 'tank' });
const children = cast({ id: 'children', is: 'child', count: 2 });
const magnifier = cast({ id: 'magnifier', is: 'magnifier' });

export const SCENES_12_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a seahorse dad with a round, round tummy bobs in his tank',
        'room',
        'day',
        'clear',
        [tank(), grass(), finn({ feeling: 'calm' })],
        ['finn', 'tank'],
      ),
      scene(
        'puff! tiny seahorse babies come out of the dad’s pouch, lots and lots',
        'room',
        'morning',
        'clear',
        [tank(), slimFinn({ feeling: 'surprised' }), babies()],
        ['finn', 'babies'],
      ),
      scene(
        'the tiny seahorses hold on to the grass with their tails and sway',
        'room',
        'day',
        'clear',
        [tank(), grass(), babies({ feeling: 'happy', beside: 'seagrass' })],
        ['babies', 'seagrass'],
      ),
    ],
    small: [
      scene(
        'at an aquarium by the sea Finn the yellow seahorse holds the seagrass with his curly tail; his tummy pouch is round',
        'room',
        'day',
        'clear',
        [tank(), grass(), finn({ feeling: 'calm', beside: 'seagrass' })],
        ['finn', 'seagrass', 'tank'],
      ),
      scene(
        'keeper Maya looks into the tank and tells the children that Finn is carrying babies',
        'room',
        'morning',
        'clear',
        [tank(), finn({ feeling: 'calm' }), maya({ feeling: 'happy' }), children({ feeling: 'surprised' })],
        ['maya', 'finn', 'children'],
      ),
      scene(
        'puff! a cloud of tiny seahorses comes out of Finn’s pouch; Maya moves them to a little tank of their own',
        'room',
        'morning',
        'clear',
        [tank(), slimFinn({ feeling: 'happy' }), babies(), nursery(), maya({ feeling: 'happy' })],
        ['finn', 'babies', 'maya', 'nursery'],
      ),
      scene(
        'proud Finn with more than a hundred tiny babies around him',
        'room',
        'day',
        'clear',
        [tank(), grass(), slimFinn({ feeling: 'happy' }), babies({ feeling: 'happy' })],
        ['finn', 'babies'],
      ),
    ],
    arc: [
      scene(
        'a tall tank full of swaying seagrass; Finn the yellow seahorse wraps his curly tail round a blade of grass and rocks',
        'room',
        'day',
        'clear',
        [tank(), grass(), slimFinn({ feeling: 'calm', beside: 'seagrass' })],
        ['tank', 'seagrass', 'finn'],
      ),
      scene(
        'keeper Maya sees that Finn’s tummy pouch has grown round and tight, and wonders when the babies will come',
        'room',
        'day',
        'clear',
        [tank(), finn({ feeling: 'calm' }), maya({ feeling: 'surprised' })],
        ['finn', 'maya'],
      ),
      scene(
        'the seahorse dad carries the eggs in his round pouch while they grow',
        'room',
        'day',
        'clear',
        [tank(), grass(), finn({ feeling: 'calm', beside: 'seagrass' })],
        ['finn'],
      ),
      scene(
        'in the evening Maya looks in on Finn; a little nursery tank and a soft night light stand ready beside the big tank',
        'room',
        'evening',
        'clear',
        [
          tank(),
          finn({ feeling: 'calm' }),
          nursery(),
          { id: 'light', is: 'night-light', beside: 'tank' },
          maya({ feeling: 'calm' }),
        ],
        ['finn', 'nursery', 'light', 'maya'],
      ),
      scene(
        'very early one morning a cloud of tiny seahorses puffs out of Finn’s pouch; Maya scoops them gently with a cup',
        'room',
        'morning',
        'clear',
        [
          tank(),
          slimFinn({ feeling: 'happy' }),
          babies(),
          maya({ feeling: 'happy', holding: 'cup' }),
          { id: 'cup', is: 'cup' },
        ],
        ['finn', 'babies', 'maya'],
      ),
      scene(
        'the tiny babies curl their tails round the grass in the nursery tank; the children look at them through a magnifying glass',
        'room',
        'day',
        'clear',
        [
          nursery(),
          grass({ in: 'nursery' }),
          babies({ in: 'nursery', feeling: 'happy' }),
          children({ feeling: 'happy' }),
          magnifier(),
        ],
        ['babies', 'children', 'magnifier'],
      ),
    ],
    bedtime: scene(
      'in the dark tank Finn hugs his seagrass and sways to sleep',
      'room',
      'night',
      'clear',
      [tank(), grass(), slimFinn({ feeling: 'sleepy', beside: 'seagrass' })],
      ['finn', 'seagrass'],
    ),
  },
};
