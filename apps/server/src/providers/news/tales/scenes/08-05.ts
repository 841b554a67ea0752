/** What the pictures of 08-05 (sea otters hold paws to sleep) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tilly = cast({ id: 'tilly', is: 'otter', young: true, look: 'fluffy light brown pup, pale round face' });
const mum = cast({ id: 'mum', is: 'otter', look: 'big brown mother sea otter' });
const kelp = { id: 'kelp', is: 'kelp', count: 2 };
const wave = { id: 'wave', is: 'wave' };

export const SCENES_08_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Tilly, a little otter, floats on the sea',
        'sea',
        'day',
        'clear',
        [wave, tilly({ pose: 'lying', feeling: 'happy' })],
        ['tilly'],
      ),
      scene(
        'Mum holds Tilly’s paw as they float side by side',
        'sea',
        'evening',
        'clear',
        [mum({ pose: 'lying', feeling: 'calm' }), tilly({ beside: 'mum', pose: 'lying', feeling: 'happy' })],
        ['tilly', 'mum'],
      ),
      scene(
        'the waves rock Tilly and Mum, cosy and sleepy',
        'sea',
        'night',
        'clear',
        [wave, mum({ pose: 'lying', feeling: 'sleepy' }), tilly({ beside: 'mum', pose: 'lying', feeling: 'sleepy' })],
        ['tilly', 'mum', 'wave'],
      ),
    ],
    small: [
      scene(
        'in a quiet bay tiny Tilly sleeps on her mum’s tummy as Mum floats on her back',
        'sea',
        'day',
        'clear',
        [mum({ pose: 'lying', feeling: 'calm' }), tilly({ on: 'mum', feeling: 'sleepy' })],
        ['tilly', 'mum'],
      ),
      scene(
        'Tilly has woken up; Mum has floated a little way off and Tilly squeaks',
        'sea',
        'night',
        'clear',
        [tilly({ pose: 'lying', feeling: 'worried' }), wave, mum({ pose: 'lying', feeling: 'sleepy' })],
        ['tilly', 'mum'],
      ),
      scene(
        'wrapped in floppy kelp, Tilly and Mum float together paw in paw',
        'sea',
        'night',
        'clear',
        [kelp, mum({ pose: 'lying', feeling: 'calm' }), tilly({ beside: 'mum', pose: 'lying', feeling: 'happy' })],
        ['tilly', 'mum', 'kelp'],
      ),
    ],
    arc: [
      scene(
        'a quiet bay with long ribbons of kelp; Tilly the fluffy pup lies on her mum’s tummy',
        'sea',
        'day',
        'clear',
        [kelp, mum({ pose: 'lying', feeling: 'happy' }), tilly({ on: 'mum', feeling: 'happy' })],
        ['tilly', 'mum', 'kelp'],
      ),
      scene(
        'Tilly has grown: there is no room left for her on Mum’s tummy; she floats beside her',
        'sea',
        'evening',
        'clear',
        [wave, mum({ pose: 'lying', feeling: 'calm' }), tilly({ feeling: 'worried' })],
        ['tilly', 'mum'],
      ),
      scene(
        'sea otters sleep floating on their backs, holding paws among the kelp',
        'sea',
        'night',
        'clear',
        [kelp, { id: 'otters', is: 'otter', count: 2, pose: 'lying', feeling: 'sleepy' }],
        ['otters', 'kelp'],
      ),
      scene(
        'Tilly opens her eyes: Mum has drifted a little way off; Tilly paddles back, squeaking',
        'sea',
        'night',
        'clear',
        [tilly({ feeling: 'worried' }), wave, mum({ pose: 'lying', feeling: 'sleepy' })],
        ['tilly', 'mum'],
      ),
      scene(
        'Mum wraps long kelp round Tilly and herself like a soft belt and takes Tilly’s paw',
        'sea',
        'night',
        'clear',
        [kelp, mum({ pose: 'lying', feeling: 'calm' }), tilly({ beside: 'mum', pose: 'lying', feeling: 'calm' })],
        ['tilly', 'mum', 'kelp'],
      ),
      scene(
        'the whole otter family floats in a ring holding paws; Tilly yawns',
        'sea',
        'night',
        'clear',
        [
          mum({ pose: 'lying', feeling: 'sleepy' }),
          tilly({ beside: 'mum', pose: 'lying', feeling: 'sleepy' }),
          { id: 'family', is: 'otter', count: 2, pose: 'lying', feeling: 'sleepy' },
        ],
        ['tilly', 'mum', 'family'],
      ),
    ],
    bedtime: scene(
      'night on the sea: Tilly and Mum asleep on the water, two furry paws holding tight',
      'sea',
      'night',
      'clear',
      [mum({ pose: 'lying', feeling: 'sleepy' }), tilly({ beside: 'mum', pose: 'lying', feeling: 'sleepy' })],
      ['tilly', 'mum'],
    ),
  },
};
