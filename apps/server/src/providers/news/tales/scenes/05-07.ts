/** What the pictures of 05-07 (sea otters hold paws to sleep) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pool = cast({ id: 'pool', is: 'pond', look: 'a pool of cold salty water' });
const pebble = cast({ id: 'pebble', is: 'otter', young: true, look: 'fluffy light-brown pup, cream face' });
const mum = cast({ id: 'mum', is: 'otter', look: 'brown sea otter, cream face' });
const family = cast({ id: 'family', is: 'otter', count: 3, in: 'pool', look: 'brown sea otters' });
const rock = cast({ id: 'rock', is: 'rock' });
const shell = cast({ id: 'shell', is: 'shell' });
const keeper = cast({ id: 'keeper', is: 'woman', look: 'blue keeper’s shirt, a notebook' });

export const SCENES_05_07: ItemScenes = {
  en: {
    toddler: [
      scene(
        'splash! a fluffy little otter floats on his back in the water',
        'zoo',
        'day',
        'clear',
        [pool(), pebble({ in: 'pool', feeling: 'happy' })],
        ['pebble', 'pool'],
      ),
      scene(
        'the little otter falls asleep and drifts away from his mum',
        'zoo',
        'day',
        'clear',
        [pool(), pebble({ in: 'pool', feeling: 'sleepy' }), rock(), mum({ beside: 'rock', feeling: 'surprised' })],
        ['pebble', 'mum'],
      ),
      scene(
        'Mum takes his paw; the two otters float and snooze, paws held',
        'zoo',
        'day',
        'clear',
        [pool(), mum({ in: 'pool', feeling: 'calm' }), pebble({ in: 'pool', feeling: 'sleepy' })],
        ['pebble', 'mum'],
      ),
    ],
    small: [
      scene(
        'at a big aquarium a family of sea otters lives in a salty pool; Pebble floats on his back with a shell on his tummy',
        'zoo',
        'day',
        'clear',
        [pool(), pebble({ in: 'pool', feeling: 'happy' }), shell({ on: 'pebble' }), mum({ in: 'pool' })],
        ['pebble', 'shell', 'pool'],
      ),
      scene(
        'the otters nap; Pebble has drifted away and wakes up all alone in a corner',
        'zoo',
        'day',
        'clear',
        [pool(), pebble({ in: 'pool', feeling: 'worried' }), rock({ beside: 'pool' })],
        ['pebble', 'pool'],
      ),
      scene(
        'Mum has swum over and holds his paw; they sleep side by side, a little otter raft',
        'zoo',
        'day',
        'clear',
        [pool(), mum({ in: 'pool', feeling: 'calm' }), pebble({ in: 'pool', feeling: 'sleepy' })],
        ['pebble', 'mum'],
      ),
    ],
    arc: [
      scene(
        'a pool of cold salty water with rocks around it; Pebble floats on his back cracking a shell on his tummy',
        'zoo',
        'day',
        'clear',
        [rock(), pool(), pebble({ in: 'pool', feeling: 'happy' }), shell({ on: 'pebble' })],
        ['pebble', 'shell', 'rock', 'pool'],
      ),
      scene(
        'in the afternoon nap Pebble wakes up alone in a corner, far from his family',
        'zoo',
        'day',
        'clear',
        [pool(), family(), rock(), pebble({ beside: 'rock', feeling: 'worried' })],
        ['pebble', 'family'],
      ),
      scene(
        'Pebble curls up beside a big wet rock and tries to hold on to it with his paws',
        'zoo',
        'day',
        'clear',
        [rock(), pebble({ beside: 'rock', feeling: 'surprised', pose: 'climbing' }), pool()],
        ['pebble', 'rock'],
      ),
      scene(
        'sea otters sleep floating on their backs, holding paws so the moving water does not carry them apart',
        'sea',
        'day',
        'clear',
        [mum({ feeling: 'sleepy' }), pebble({ beside: 'mum', feeling: 'sleepy' })],
        ['mum', 'pebble'],
      ),
      scene(
        'Mum floats right beside Pebble and takes his paw; the keeper smiles and writes in her notebook',
        'zoo',
        'day',
        'clear',
        [
          keeper({ feeling: 'happy' }),
          pool(),
          mum({ in: 'pool', feeling: 'calm' }),
          pebble({ in: 'pool', feeling: 'calm' }),
        ],
        ['keeper', 'mum', 'pebble'],
      ),
      scene(
        'the whole family floats paw in paw in a long wobbly line, a raft of otters; Pebble snores a tiny snore',
        'zoo',
        'evening',
        'clear',
        [pool(), family({ feeling: 'sleepy' }), pebble({ in: 'pool', feeling: 'sleepy' })],
        ['family', 'pebble'],
      ),
    ],
    bedtime: scene(
      'two otters bob on the water under the night sky, holding paws, asleep',
      'zoo',
      'night',
      'clear',
      [pool(), mum({ in: 'pool', feeling: 'sleepy' }), pebble({ in: 'pool', feeling: 'sleepy' })],
      ['mum', 'pebble'],
    ),
  },
};
