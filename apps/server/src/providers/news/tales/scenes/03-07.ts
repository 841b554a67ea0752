/** What the pictures of 03-07 (baby rabbits open their eyes) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const clover = cast({ id: 'clover', is: 'bunny', young: true, look: 'the smallest baby rabbit, one floppy ear' });
const babies = cast({ id: 'rabbits', is: 'bunny', young: true, count: 4, look: 'baby rabbits' });
/** newborn rabbits have no fur yet: pink, eyes shut */
const NEWBORN = 'pink newborn, no fur, eyes shut';
const mum = cast({ id: 'mum', is: 'bunny', look: 'grey mother rabbit' });
const farmer = cast({ id: 'farmer', is: 'farmer' });
const carrot = cast({ id: 'carrot', is: 'carrot', look: 'little orange carrot' });
const hay = { id: 'hay', is: 'hay', look: 'soft golden hay' };
const hutch = { id: 'hutch', is: 'hutch', look: 'cosy wooden hutch' };
const sun = { id: 'sun', is: 'sun' };

export const SCENES_03_07: ItemScenes = {
  en: {
    toddler: [
      scene(
        'one, two, three, four, five little rabbits hop on the sunny farm',
        'farm',
        'day',
        'clear',
        [babies({ count: 5, feeling: 'happy' })],
        ['rabbits'],
      ),
      scene(
        'a baby rabbit opens its eyes, blink, blink, and sees the sun',
        'farm',
        'morning',
        'clear',
        [sun, clover({ feeling: 'surprised' })],
        ['clover', 'sun'],
      ),
      scene(
        'a carrot for the baby rabbit, crunch, crunch; and now soft hay to sleep in',
        'farm',
        'day',
        'clear',
        [hay, clover({ in: 'hay', feeling: 'happy' }), carrot({ in: 'hay' })],
        ['clover', 'carrot', 'hay'],
      ),
    ],
    small: [
      scene(
        'on a sunny farm live five baby rabbits; the smallest, with one floppy ear, is called Clover',
        'farm',
        'day',
        'clear',
        [sun, hutch, clover({ feeling: 'happy' }), babies({ feeling: 'happy' })],
        ['clover', 'rabbits'],
      ),
      scene(
        'one morning Clover opens his eyes for the very first time and sees his mum, his brothers and sisters and the bright sun',
        'farm',
        'morning',
        'clear',
        [sun, mum({ feeling: 'happy' }), clover({ feeling: 'surprised' }), babies({ count: 2, feeling: 'happy' })],
        ['clover', 'mum', 'sun'],
      ),
      scene(
        'the farmer makes them a soft bed of hay and gives them a little orange carrot, and Clover nibbles it',
        'farm',
        'day',
        'clear',
        [farmer({ feeling: 'happy' }), hay, clover({ in: 'hay', feeling: 'happy' }), carrot({ in: 'hay' })],
        ['farmer', 'hay', 'clover', 'carrot'],
      ),
      scene(
        'Clover is amazed by everything he sees',
        'farm',
        'day',
        'clear',
        [sun, clover({ feeling: 'surprised' })],
        ['clover'],
      ),
    ],
    arc: [
      scene(
        'on a sunny farm, by a cosy wooden hutch, live five baby rabbits; the smallest, with one floppy ear, is Clover',
        'farm',
        'day',
        'clear',
        [hutch, clover({ feeling: 'calm' }), babies({ feeling: 'calm' })],
        ['hutch', 'clover', 'rabbits'],
      ),
      scene(
        'newborn, the babies have no fur and their eyes are shut; they snuggle together by their mother, and Clover wishes he could see the world',
        'farm',
        'day',
        'clear',
        [
          mum({ pose: 'lying', feeling: 'calm' }),
          clover({ look: NEWBORN, feeling: 'sleepy' }),
          babies({ count: 2, look: NEWBORN, feeling: 'sleepy' }),
        ],
        ['clover', 'mum', 'rabbits'],
      ),
      scene(
        'their soft fur has grown, and one morning Clover’s eyes open wide: light, colours and four brothers and sisters',
        'farm',
        'morning',
        'clear',
        [sun, clover({ feeling: 'surprised' }), babies({ feeling: 'happy' })],
        ['clover', 'rabbits'],
      ),
      scene(
        'the farmer brings an armful of golden hay for a soft new bed and puts down a little carrot; Clover sniffs it: what is it?',
        'farm',
        'day',
        'clear',
        [
          farmer({ feeling: 'happy' }),
          hay,
          carrot({ in: 'hay' }),
          clover({ in: 'hay', feeling: 'surprised', doing: 'sniffing the carrot' }),
        ],
        ['farmer', 'hay', 'carrot', 'clover'],
      ),
      scene(
        'a rabbit’s front teeth never stop growing, so it chews and chews: hay is its best food, and its bed too',
        'farm',
        'day',
        'clear',
        [hay, clover({ in: 'hay', feeling: 'calm', doing: 'chewing hay' })],
        ['clover', 'hay'],
      ),
      scene(
        'Clover takes a tiny bite, crunch, sweet and good; soon all five babies are nibbling, noses twitching',
        'farm',
        'day',
        'clear',
        [
          clover({ feeling: 'happy' }),
          carrot({ beside: 'clover' }),
          babies({ feeling: 'happy' }),
          { id: 'carrots', is: 'carrot', count: 2 },
        ],
        ['clover', 'carrot', 'rabbits'],
      ),
    ],
    bedtime: scene(
      'night: five little rabbits snuggle asleep in the warm hay',
      'barn',
      'night',
      'clear',
      [hay, babies({ count: 5, in: 'hay', pose: 'lying', feeling: 'sleepy' })],
      ['rabbits', 'hay'],
    ),
  },
};
