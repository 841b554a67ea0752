/** What the pictures of 08-07 (first light-up trainers, and learning to tie them) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const priya = cast({ id: 'priya', is: 'girl', look: 'short black bob with a fringe, purple top, denim shorts' });
const dad = cast({ id: 'dad', is: 'man', look: 'her dad, short black beard, green shirt' });
const litShoes = cast({ id: 'trainers', is: 'light-shoes', look: 'white trainers, soles lit red, green and blue' });
const darkShoes = cast({ id: 'trainers', is: 'light-shoes', look: 'white trainers, lights off' });
const loose = cast({ id: 'shoe', is: 'laced-shoe', look: 'white trainer, laces loose' });
const tied = cast({ id: 'shoe', is: 'laced-shoe', look: 'white trainer, laces tied in a double bow' });

const home = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_08_07: ItemScenes = {
  en: {
    toddler: [
      home(
        'Priya stamps in her new trainers and red and blue lights flash in the soles',
        [priya({ feeling: 'happy' }), litShoes({ beside: 'priya' })],
        ['priya', 'trainers'],
      ),
      home(
        'Dad makes a loop with the lace, swoops the other lace round and pulls it into a bow',
        [dad({ feeling: 'happy' }), tied({ beside: 'dad' })],
        ['dad', 'shoe'],
      ),
      home(
        'Priya jumps, the lights flash and her laces stay tied',
        [priya({ feeling: 'happy', pose: 'waving' }), litShoes({ beside: 'priya' }), tied()],
        ['priya', 'trainers', 'shoe'],
      ),
    ],
    small: [
      home(
        'Priya’s first light-up trainers: each time her heel touches the floor, lights flash red, green and blue',
        [priya({ feeling: 'surprised' }), litShoes({ beside: 'priya' })],
        ['priya', 'trainers'],
      ),
      home(
        'the laces of Priya’s trainer flop loose after a jump and she has to stop',
        [priya({ feeling: 'worried' }), loose({ beside: 'priya' })],
        ['priya', 'shoe'],
      ),
      home(
        'Dad shows Priya how to make a loop, swoop the other lace round and pull it through',
        [dad({ feeling: 'calm' }), priya({ beside: 'dad', feeling: 'happy' }), tied()],
        ['dad', 'priya', 'shoe'],
      ),
    ],
    arc: [
      home(
        'Priya stamps in her first light-up trainers, the soles flashing, but their laces hang untied',
        [priya({ feeling: 'happy' }), litShoes({ beside: 'priya' }), loose()],
        ['priya', 'trainers', 'shoe'],
      ),
      home(
        'Priya tucks the loose laces inside her trainer, and they wriggle out again',
        [priya({ feeling: 'worried' }), loose({ beside: 'priya' })],
        ['priya', 'shoe'],
      ),
      home(
        'a close look at the light-up trainers: a tiny battery and switch in each sole light the lights when the heel bumps down',
        [litShoes()],
        ['trainers'],
      ),
      home(
        'Dad sits next to Priya on the step and shows her the loop, swoop and pull, then a double knot',
        [dad({ feeling: 'calm' }), priya({ beside: 'dad', feeling: 'calm' }), tied({ beside: 'priya' })],
        ['dad', 'priya', 'shoe'],
      ),
      home(
        'Priya has tied both trainers herself and jumps down the hall; the lights blink and the laces stay tied',
        [priya({ feeling: 'happy', pose: 'waving' }), litShoes({ beside: 'priya' }), tied(), dad({ feeling: 'happy' })],
        ['priya', 'trainers', 'shoe'],
      ),
    ],
    bedtime: scene(
      'Priya is asleep in bed; her light-up trainers stand beside the bed with their lights off',
      'bedroom',
      'night',
      'clear',
      [priya({ pose: 'lying', feeling: 'sleepy' }), darkShoes({ beside: 'priya' })],
      ['priya', 'trainers'],
    ),
  },
};
