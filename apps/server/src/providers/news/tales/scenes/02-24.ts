/** What the pictures of 02-24 (Dina and Grandpa build an igloo) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const dina = cast({ id: 'dina', is: 'girl', look: 'red snowsuit, mittens' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa', look: 'brown coat, fur hat' });
const mum = cast({ id: 'mum', is: 'woman', look: 'blue coat' });
const saw = { id: 'saw', is: 'saw' };
const block = { id: 'block', is: 'snow-block' };
const blocks = cast({ id: 'blocks', is: 'snow-block', count: 2 });
const igloo = cast({ id: 'igloo', is: 'igloo', look: 'round house of snow blocks, low round door' });
const village = { id: 'houses', is: 'house', count: 2, look: 'village deep in snow' };

export const SCENES_02_24: ItemScenes = {
  en: {
    toddler: [
      scene(
        'snow, snow: Grandpa cuts a block of snow with a saw, one block, two',
        'snow',
        'day',
        'clear',
        [grandpa({ holding: 'saw', feeling: 'happy' }), saw, blocks()],
        ['grandpa', 'blocks'],
      ),
      scene(
        'round and round go the blocks, up and up grows the snow house',
        'snow',
        'day',
        'clear',
        [
          igloo({ look: 'snow blocks laid round and round, growing' }),
          dina({ holding: 'block', feeling: 'happy' }),
          block,
        ],
        ['igloo', 'dina'],
      ),
      scene(
        'crawl inside, Dina: a cosy, quiet snow house',
        'snow',
        'day',
        'clear',
        [igloo(), dina({ in: 'igloo', feeling: 'happy' })],
        ['dina', 'igloo'],
      ),
    ],
    small: [
      scene(
        'a big snowfall in the night has covered Dina’s village; in the morning the snow in the yard comes up to her knees',
        'snow',
        'morning',
        'clear',
        [village, dina({ feeling: 'surprised' })],
        ['dina', 'houses'],
      ),
      scene(
        'Grandpa presses the snow down hard and cuts it into blocks with a saw; Dina carries them one by one, like big white bricks',
        'snow',
        'morning',
        'clear',
        [grandpa({ holding: 'saw', feeling: 'calm' }), saw, dina({ holding: 'block', feeling: 'happy' }), block],
        ['grandpa', 'saw', 'dina', 'block'],
      ),
      scene(
        'they lay the blocks in a circle, higher and higher, into a round roof; Grandpa cuts a low door',
        'snow',
        'day',
        'clear',
        [igloo(), grandpa({ holding: 'saw', feeling: 'happy' }), saw],
        ['igloo', 'grandpa'],
      ),
      scene(
        'Dina crawls in: outside it is frosty, but inside the igloo it feels much warmer',
        'snow',
        'day',
        'clear',
        [igloo(), dina({ in: 'igloo', feeling: 'happy' })],
        ['dina', 'igloo'],
      ),
    ],
    arc: [
      scene(
        'in a village of long winters, five-year-old Dina lives with her mum and grandpa; one night so much snow falls that the yard is a white sea',
        'snow',
        'morning',
        'snow',
        [village, mum({ feeling: 'happy' }), dina({ feeling: 'surprised' }), grandpa({ feeling: 'happy' })],
        ['dina', 'mum', 'grandpa'],
      ),
      scene(
        '“Shall we build a real igloo?” asks Grandpa, smiling; Dina claps her mittens',
        'snow',
        'morning',
        'clear',
        [grandpa({ feeling: 'happy' }), dina({ pose: 'waving', feeling: 'happy', doing: 'clapping her mittens' })],
        ['grandpa', 'dina'],
      ),
      scene(
        'they stamp the snow hard, Grandpa cuts blocks with a big saw, and Dina, puffing, stacks them in a wide circle',
        'snow',
        'day',
        'clear',
        [
          grandpa({ holding: 'saw', feeling: 'calm' }),
          saw,
          dina({ holding: 'block', feeling: 'happy' }),
          block,
          blocks({ count: 3 }),
        ],
        ['grandpa', 'saw', 'dina', 'blocks'],
      ),
      scene(
        'each ring leans in a little, so the wall curls up like a bowl turned upside down; Grandpa fits the last block on top and cuts a low round door',
        'snow',
        'day',
        'clear',
        [igloo(), grandpa({ feeling: 'happy' }), dina({ feeling: 'surprised' })],
        ['igloo', 'grandpa', 'dina'],
      ),
      scene(
        'inside the igloo it is still and much warmer; Dina and Grandpa sit on a rug and drink tea from a flask',
        'snow',
        'day',
        'clear',
        [
          igloo(),
          dina({ in: 'igloo', holding: 'tea', feeling: 'happy' }),
          { id: 'tea', is: 'cup', look: 'tea' },
          grandpa({ beside: 'igloo', feeling: 'happy' }),
        ],
        ['dina', 'igloo', 'grandpa'],
      ),
      scene(
        'fresh snow is full of tiny pockets of air that keep the cold out, like a fluffy blanket: that is why people of the far north built snow houses',
        'snow',
        'day',
        'clear',
        [igloo()],
        ['igloo'],
      ),
    ],
    bedtime: scene(
      'night: the snow house stands quiet under the stars',
      'snow',
      'night',
      'clear',
      [{ id: 'stars', is: 'star', count: 3 }, igloo()],
      ['igloo', 'stars'],
    ),
  },
};
