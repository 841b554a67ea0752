/** What the pictures of 01-05 (a panda cub's first snow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mei = cast({ id: 'mei', is: 'panda', young: true, look: 'round panda cub, black ears and eye patches' });
const hill = { id: 'hill', is: 'hill', look: 'little snowy hill' };
const keeper = cast({ id: 'keeper', is: 'keeper' });
const treat = cast({ id: 'snowball', is: 'snowball', look: 'snowball with bamboo leaves inside' });
const bamboo = cast({ id: 'bamboo', is: 'bamboo' });

export const SCENES_01_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'the little panda sees white snow for the first time; snowflakes land on her nose',
        'snow',
        'day',
        'snow',
        [mei({ feeling: 'surprised' })],
        ['mei'],
      ),
      scene(
        'the panda rolls down the snowy hill, bump, into the snow, and laughs',
        'snow',
        'day',
        'clear',
        [hill, mei({ beside: 'hill', pose: 'lying', feeling: 'happy', doing: 'rolled up like a ball' })],
        ['mei', 'hill'],
      ),
      scene(
        'the panda crunches a snowball with bamboo leaves inside',
        'snow',
        'day',
        'clear',
        [mei({ holding: 'snowball', feeling: 'happy' }), treat()],
        ['mei', 'snowball'],
      ),
    ],
    small: [
      scene(
        'at a big zoo in China, the panda cub Mei wakes up, blinks and sees everything outside is white',
        'snow',
        'morning',
        'clear',
        [mei({ feeling: 'surprised' })],
        ['mei'],
      ),
      scene(
        'Mei tries the cold snow with one paw, and soon she is rolling down the hill, round as a ball',
        'snow',
        'morning',
        'clear',
        [hill, mei({ beside: 'hill', pose: 'lying', feeling: 'happy', doing: 'rolling down' })],
        ['mei', 'hill'],
      ),
      scene(
        'her keeper brings a treat: a snowball with bamboo leaves inside; Mei hugs it and munches',
        'snow',
        'morning',
        'clear',
        [keeper({ feeling: 'happy' }), mei({ holding: 'snowball', feeling: 'happy' }), treat()],
        ['keeper', 'mei', 'snowball'],
      ),
      scene(
        'Mei, surprised at first, is now very happy in the snow',
        'snow',
        'day',
        'clear',
        [mei({ feeling: 'happy' }), hill],
        ['mei'],
      ),
    ],
    arc: [
      scene(
        'at a big zoo in China lives the one-year-old panda cub Mei, who loves bamboo more than anything',
        'zoo',
        'day',
        'clear',
        [bamboo({ count: 2 }), mei({ beside: 'bamboo', feeling: 'happy', doing: 'munching a bamboo leaf' })],
        ['mei', 'bamboo'],
      ),
      scene(
        'one morning everything is white: Mei’s bamboo has gone under the snow and she sniffs for her breakfast',
        'snow',
        'morning',
        'clear',
        [mei({ feeling: 'worried', doing: 'sniffing the snow' })],
        ['mei'],
      ),
      scene(
        'Mei digs with her front paws, slips and rolls all the way down the little hill',
        'snow',
        'morning',
        'clear',
        [hill, mei({ beside: 'hill', pose: 'lying', feeling: 'surprised', doing: 'rolling down' })],
        ['mei', 'hill'],
      ),
      scene(
        'her keeper smiles and rolls Mei a snowball with bamboo leaves packed inside: breakfast!',
        'snow',
        'morning',
        'clear',
        [keeper({ feeling: 'happy' }), treat(), mei({ beside: 'snowball', feeling: 'surprised' })],
        ['keeper', 'snowball', 'mei'],
      ),
      scene(
        'Mei hugs the snowball and munches the leaves, then climbs the hill to roll down again, on purpose',
        'snow',
        'day',
        'clear',
        [hill, mei({ on: 'hill', holding: 'snowball', feeling: 'happy' }), treat()],
        ['mei', 'snowball', 'hill'],
      ),
      scene(
        'wild pandas live high in cold, misty mountains, where snow falls every winter',
        'mountain',
        'day',
        'snow',
        [{ id: 'mountain', is: 'mountain' }, bamboo({ count: 2 }), { id: 'panda', is: 'panda', feeling: 'calm' }],
        ['panda', 'mountain'],
      ),
    ],
    bedtime: scene(
      'Mei is asleep in her panda house, curled up round as a snowball',
      'barn',
      'night',
      'clear',
      [mei({ pose: 'lying', feeling: 'sleepy' })],
      ['mei'],
    ),
  },
};
