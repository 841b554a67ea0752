/** What the pictures of 12-01 (the city lights its tree) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tim = cast({
  id: 'tim',
  is: 'boy-hat',
  look: 'blue coat, green knitted hat with a pom-pom, red-and-white striped scarf, rosy cheeks',
});
const choir = cast({ id: 'choir', is: 'child-hat', count: 3, look: 'red coats, yellow woolly hats' });
const fir = cast({ id: 'tree', is: 'fir', look: 'tall, snowy, dark bulbs' });
const litFir = cast({ id: 'tree', is: 'fir', look: 'tall, snowy, lit with a thousand lights' });
const lights = cast({ id: 'lights', is: 'fairy-light', on: 'tree', look: 'yellow' });
const star = cast({ id: 'star', is: 'tree-star', on: 'tree', look: 'golden, shining' });
const song = { id: 'song', is: 'song' };
const houses = { id: 'houses', is: 'house', count: 2 };
const woman = cast({ id: 'woman', is: 'woman-hat', look: 'purple coat, red bobble hat' });
const man = cast({ id: 'man', is: 'man-hat', look: 'green coat, blue knitted hat' });

export const SCENES_12_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big, big fir tree in the square, tall up to the sky, snow on its branches',
        'snow',
        'evening',
        'clear',
        [houses, fir()],
        ['tree'],
      ),
      scene(
        'the children sing, la la la; blink, one light on the tree, blink, two lights',
        'snow',
        'evening',
        'clear',
        [fir(), lights({ count: 2 }), choir({ feeling: 'happy' }), song],
        ['choir', 'lights', 'tree'],
      ),
      scene(
        'so many lights on the tree, and a star on top',
        'snow',
        'night',
        'clear',
        [litFir(), lights({ count: 6 }), star(), choir({ feeling: 'surprised' })],
        ['star', 'lights', 'tree'],
      ),
    ],
    small: [
      scene(
        'a tall fir stands dark in the main square on a snowy night; Tim waits with the children’s choir, his nose red with cold',
        'snow',
        'night',
        'snow',
        [houses, fir(), tim({ feeling: 'calm' }), choir({ count: 2, feeling: 'calm' }), woman({ feeling: 'calm' })],
        ['tree', 'tim', 'choir'],
      ),
      scene(
        'the children sing and the lights on the tree come on one by one, from the bottom up',
        'snow',
        'night',
        'snow',
        [fir(), lights({ count: 3 }), tim({ feeling: 'happy' }), choir({ count: 2, feeling: 'happy' }), song],
        ['lights', 'tim', 'choir'],
      ),
      scene(
        'a thousand lights shine and a golden star glows at the very top; Tim forgets his cold nose',
        'snow',
        'night',
        'clear',
        [litFir(), lights({ count: 8 }), star(), tim({ feeling: 'surprised' }), choir({ count: 2, feeling: 'happy' })],
        ['star', 'lights', 'tim'],
      ),
    ],
    arc: [
      scene(
        'one winter evening a tall fir stands in the main square, covered in snow and in bulbs still switched off; the city has come, and Tim, in the choir, has freezing toes',
        'snow',
        'night',
        'clear',
        [
          houses,
          fir(),
          woman({ feeling: 'calm' }),
          tim({ feeling: 'worried' }),
          choir({ count: 2, feeling: 'calm' }),
          man({ feeling: 'calm' }),
        ],
        ['tree', 'tim', 'choir', 'woman', 'man'],
      ),
      scene(
        'the choir sings; Tim stamps his feet to keep warm and sings loud, but the tree stays dark',
        'snow',
        'night',
        'clear',
        [fir(), tim({ feeling: 'worried' }), choir({ count: 2, feeling: 'calm' }), song],
        ['tree', 'tim', 'choir'],
      ),
      scene(
        'at the bottom of the tree one little light comes on, then another and another, climbing up as the children sing',
        'snow',
        'night',
        'clear',
        [fir(), lights({ count: 3 }), tim({ feeling: 'surprised' }), choir({ count: 2, feeling: 'happy' }), song],
        ['lights', 'tree', 'tim'],
      ),
      scene(
        'the sun sets early in winter; the bright tree in the square is a cheerful place for the whole city to meet',
        'snow',
        'night',
        'clear',
        [
          houses,
          woman({ feeling: 'happy' }),
          litFir(),
          lights({ count: 5 }),
          man({ feeling: 'happy' }),
          { id: 'child', is: 'child-hat', look: 'orange coat, green bobble hat', feeling: 'happy' },
        ],
        ['tree', 'lights', 'woman', 'man'],
      ),
      scene(
        'with the last song the golden star on top lights up; a thousand lights shine, everyone claps and Tim forgets his cold toes',
        'snow',
        'night',
        'clear',
        [
          woman({ feeling: 'happy' }),
          litFir(),
          lights({ count: 8 }),
          star(),
          tim({ feeling: 'happy' }),
          choir({ count: 2, feeling: 'happy' }),
        ],
        ['star', 'lights', 'tim', 'woman'],
      ),
    ],
    bedtime: scene(
      'the big tree shines on in the empty square while the whole city sleeps',
      'snow',
      'night',
      'clear',
      [houses, { id: 'moon', is: 'moon' }, litFir(), lights({ count: 6 }), star()],
      ['tree', 'star', 'lights'],
    ),
  },
  ru: {
    // «Мигает огонёк… Ещё огонёк! И ещё!»: three lights
    toddler: {
      1: scene(
        'the children sing; a light blinks on the tree, then another, and another',
        'snow',
        'evening',
        'clear',
        [fir(), lights({ count: 3 }), choir({ feeling: 'happy' }), { id: 'song', is: 'song' }],
        ['choir', 'lights', 'tree'],
      ),
    },
  },
};
