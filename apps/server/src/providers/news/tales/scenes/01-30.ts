/** What the pictures of 01-30 (bear cubs born in a winter den) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const den = { id: 'den', is: 'den', look: 'under the roots of a fallen fir, covered in snow' };
const mum = cast({ id: 'mum', is: 'bear', look: 'big brown mother bear', in: 'den', pose: 'lying' });
const tiny = cast({ id: 'tiny', is: 'bear-cub', look: 'the smaller cub', in: 'den' });
const cub = cast({ id: 'cub', is: 'bear-cub', in: 'den' });
const cubs = cast({ id: 'cubs', is: 'bear-cub', count: 2, in: 'den' });
const ranger = cast({ id: 'ranger', is: 'ranger' });
const screen = { id: 'screen', is: 'screen', shows: 'bear-cub', look: 'the cubs drinking milk in the den' };
const camera = { id: 'camera', is: 'camera' };
const pines = { id: 'pines', is: 'pine', count: 2 };

export const SCENES_01_30: ItemScenes = {
  en: {
    toddler: [
      scene(
        'deep white snow in the forest, and under the snow a bear’s den',
        'snow',
        'day',
        'snow',
        [pines, den],
        ['den'],
      ),
      scene(
        'in the den lies Mummy Bear with two tiny cubs',
        'snow',
        'day',
        'clear',
        [den, mum({ feeling: 'calm' }), cubs({ feeling: 'happy' })],
        ['den', 'mum', 'cubs'],
      ),
      scene(
        'the cubs drink warm milk and snuggle up to their mum; shh, Tiny falls asleep',
        'snow',
        'day',
        'clear',
        [den, mum({ feeling: 'calm' }), tiny({ feeling: 'sleepy' }), cub({ feeling: 'calm' })],
        ['tiny', 'mum'],
      ),
    ],
    small: [
      scene(
        'deep in a snowy forest, under a fallen tree, there is a den, covered in snow like a thick white blanket',
        'snow',
        'day',
        'clear',
        [pines, den],
        ['den', 'pines'],
      ),
      scene(
        'inside, the mother bear sleeps, and in the middle of winter two tiny cubs are born; the smaller one is Tiny',
        'snow',
        'day',
        'clear',
        [den, mum({ feeling: 'sleepy' }), tiny({ feeling: 'calm' }), cub({ feeling: 'calm' })],
        ['mum', 'tiny', 'cub'],
      ),
      scene(
        'forest rangers left a little camera near the den; on the screen they see the cubs drinking milk',
        'snow',
        'day',
        'clear',
        [camera, ranger({ beside: 'screen', feeling: 'happy' }), screen],
        ['ranger', 'screen', 'camera'],
      ),
      scene(
        'all winter the cubs drink milk and grow beside their mum in the den',
        'snow',
        'day',
        'clear',
        [den, mum({ feeling: 'calm' }), cubs({ feeling: 'happy' })],
        ['cubs', 'mum'],
      ),
    ],
    arc: [
      scene(
        'deep in a snowy forest, under the roots of a fallen fir, the mother bear has dug her den, lined it with moss and lain down to sleep',
        'snow',
        'day',
        'clear',
        [pines, den, mum({ feeling: 'sleepy' })],
        ['den', 'mum'],
      ),
      scene(
        'in the middle of winter, while snow piles up outside, two tiny cubs are born in the den, their eyes still shut',
        'snow',
        'day',
        'snow',
        [den, mum({ feeling: 'calm' }), cubs({ feeling: 'sleepy', doing: 'eyes still shut' })],
        ['cubs', 'mum'],
      ),
      scene(
        'outside the frost is hard and the wind blows, but the cubs have everything they need in the den',
        'snow',
        'night',
        'wind',
        [pines, den, mum({ feeling: 'calm' }), cubs({ feeling: 'calm' })],
        ['den', 'cubs'],
      ),
      scene(
        'their mother curls around them like a big furry nest, feeds them rich milk and keeps them warm',
        'snow',
        'day',
        'clear',
        [den, mum({ feeling: 'happy' }), cubs({ feeling: 'happy' })],
        ['mum', 'cubs'],
      ),
      scene(
        'rangers watch on a screen from their hidden camera: the cubs drink milk, yawn and fall asleep in a furry heap',
        'snow',
        'day',
        'clear',
        [camera, ranger({ beside: 'screen', feeling: 'happy' }), screen],
        ['ranger', 'screen', 'camera'],
      ),
      scene(
        'by spring the cub is strong enough to come out and follow its mother through the forest',
        'forest',
        'day',
        'clear',
        [
          { id: 'mum', is: 'bear', look: 'big brown mother bear', feeling: 'calm' },
          { id: 'cub', is: 'bear', young: true, beside: 'mum', feeling: 'happy' },
        ],
        ['mum', 'cub'],
      ),
    ],
    bedtime: scene(
      'night: Tiny snuggles into his mother’s warm fur in the den, asleep',
      'snow',
      'night',
      'clear',
      [den, mum({ feeling: 'sleepy' }), tiny({ feeling: 'sleepy' })],
      ['tiny', 'mum'],
    ),
  },
};
