/** What the pictures of 01-20 (a snowy owl watches a snowman grow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lumi = cast({ id: 'lumi', is: 'owl', look: 'snowy owl, white feathers, big yellow eyes, fluffy feet' });
const fence = { id: 'fence', is: 'fence', look: 'wooden' };
const snowman = cast({ id: 'snowman', is: 'snowman', look: 'three balls, carrot nose, pebble eyes' });
const children = cast({ id: 'children', is: 'child', count: 2, look: 'winter coats and hats' });
const girl = cast({ id: 'girl', is: 'girl', look: 'red coat' });
const balls = cast({ id: 'snowballs', is: 'snowball', count: 2, look: 'big balls of snow, growing' });
const village = { id: 'houses', is: 'house', count: 2, look: 'snowy roofs of a northern village' };
const moon = { id: 'moon', is: 'moon' };

export const SCENES_01_20: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a white owl with big yellow eyes sits on a fence: hoo, hoo',
        'snow',
        'day',
        'clear',
        [fence, lumi({ on: 'fence', feeling: 'surprised' })],
        ['lumi', 'fence'],
      ),
      scene(
        'children roll the snow, one ball, two balls, three: here is a snowman',
        'snow',
        'day',
        'clear',
        [children({ feeling: 'happy' }), snowman()],
        ['children', 'snowman'],
      ),
      scene(
        'the owl on the fence and the snowman look at each other: two white friends',
        'snow',
        'day',
        'clear',
        [fence, lumi({ on: 'fence', feeling: 'calm', doing: 'blinking' }), snowman()],
        ['lumi', 'snowman'],
      ),
    ],
    small: [
      scene(
        'near a quiet northern village the snowy owl Lumi flies down and sits on a fence, as white as the snow',
        'snow',
        'day',
        'clear',
        [village, fence, lumi({ on: 'fence', feeling: 'calm' })],
        ['lumi', 'fence'],
      ),
      scene(
        'in the yard children build a snowman, rolling the snowballs bigger and bigger',
        'snow',
        'day',
        'clear',
        [children({ feeling: 'happy' }), balls()],
        ['children', 'snowballs'],
      ),
      scene(
        'Lumi watches with her big yellow eyes; the children wave and she blinks back slowly',
        'snow',
        'day',
        'clear',
        [
          fence,
          lumi({ on: 'fence', feeling: 'calm', doing: 'blinking slowly' }),
          children({ pose: 'waving', feeling: 'happy' }),
        ],
        ['lumi', 'children'],
      ),
      scene(
        'curious Lumi and the glad children: what would you give a snowman for a nose?',
        'snow',
        'day',
        'clear',
        [
          fence,
          lumi({ on: 'fence', feeling: 'surprised' }),
          snowman(),
          girl({ holding: 'carrot', feeling: 'happy' }),
          { id: 'carrot', is: 'carrot' },
        ],
        ['lumi', 'snowman', 'carrot'],
      ),
    ],
    arc: [
      scene(
        'near a quiet northern village, deep in snow, lives Lumi, a snowy owl with white feathers and fluffy feet like slippers',
        'snow',
        'day',
        'clear',
        [village, lumi({ feeling: 'calm' })],
        ['lumi', 'houses'],
      ),
      scene(
        'one frosty day Lumi hears laughing: children are rolling big balls of snow; what are they making?',
        'snow',
        'day',
        'clear',
        [lumi({ feeling: 'surprised' }), children({ feeling: 'happy' }), balls()],
        ['lumi', 'children', 'snowballs'],
      ),
      scene(
        'Lumi flies over the roofs without a sound and lands on a wooden fence, turning her whole head to watch',
        'snow',
        'day',
        'clear',
        [village, fence, lumi({ on: 'fence', feeling: 'surprised', doing: 'turning her head' })],
        ['lumi', 'fence'],
      ),
      scene(
        'a girl spots the owl first and whispers “Shh!”; the children wave and go on working quietly',
        'snow',
        'day',
        'clear',
        [
          fence,
          lumi({ on: 'fence', feeling: 'calm' }),
          girl({ feeling: 'surprised', doing: 'whispering shh' }),
          children({ count: 1, pose: 'waving', feeling: 'happy' }),
          balls(),
        ],
        ['girl', 'lumi', 'children'],
      ),
      scene(
        'snowy owls live in the far north, where winter nights are long; their big yellow eyes catch a little moonlight',
        'snow',
        'night',
        'clear',
        [moon, fence, lumi({ on: 'fence', feeling: 'calm' })],
        ['lumi', 'moon'],
      ),
      scene(
        'the snowman, with a carrot nose and pebble eyes, and the owl look at each other; in the evening the moon rises',
        'snow',
        'evening',
        'clear',
        [moon, fence, lumi({ on: 'fence', feeling: 'happy' }), snowman()],
        ['snowman', 'lumi', 'moon'],
      ),
    ],
    bedtime: scene(
      'night: the white owl sits awake on the fence and keeps watch over the snowman',
      'snow',
      'night',
      'clear',
      [moon, fence, lumi({ on: 'fence', feeling: 'calm' }), snowman()],
      ['lumi', 'snowman'],
    ),
  },
  ru: {
    // «Белая сова сторожит сон тихой деревни»: the village sleeps, no snowman in the Russian line
    bedtime: scene(
      'night: the white owl sits awake on the fence and watches over the sleeping village',
      'snow',
      'night',
      'clear',
      [moon, village, fence, lumi({ on: 'fence', feeling: 'calm' })],
      ['lumi', 'fence'],
    ),
  },
};
