/** What the pictures of 04-05 (a penguin gets soft boots) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const otto = cast({ id: 'otto', is: 'penguin', look: 'old penguin, yellow patch at his neck' });
const boots = cast({ id: 'boots', is: 'boots', look: 'small soft brown boots' });
const vet = cast({ id: 'vet', is: 'doctor', look: 'the aquarium vet' });
const friends = cast({ id: 'friends', is: 'penguin', count: 2 });
const rock = cast({ id: 'rock', is: 'rock' });
const pool = cast({ id: 'pool', is: 'pond', look: 'a deep blue pool' });
const mat = cast({ id: 'mat', is: 'blanket', look: 'blue soft mat' });

export const SCENES_04_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Otto, a penguin: ouch, sore feet',
        'zoo',
        'day',
        'clear',
        [rock(), otto({ beside: 'rock', feeling: 'worried' })],
        ['otto'],
      ),
      scene(
        'soft boots for Otto: one, two, on they go',
        'zoo',
        'day',
        'clear',
        [vet({ holding: 'boots', feeling: 'happy' }), boots(), otto({ beside: 'vet', feeling: 'surprised' })],
        ['boots', 'otto'],
      ),
      scene(
        'waddle, waddle, waddle: happy Otto with his friends',
        'zoo',
        'day',
        'clear',
        [otto({ feeling: 'happy' }), friends({ beside: 'otto', feeling: 'happy' })],
        ['otto', 'friends'],
      ),
    ],
    small: [
      scene(
        'an old penguin at the aquarium sits all alone on the hard rocks with sore feet',
        'zoo',
        'day',
        'clear',
        [rock(), otto({ beside: 'rock', feeling: 'worried' })],
        ['otto', 'rock'],
      ),
      scene(
        'the vet gives Otto two soft little boots; he looks down at them',
        'zoo',
        'day',
        'clear',
        [vet({ holding: 'boots', feeling: 'happy' }), boots(), otto({ beside: 'vet', feeling: 'surprised' })],
        ['vet', 'boots', 'otto'],
      ),
      scene(
        'Otto waddles after his friends all round the rocks',
        'zoo',
        'day',
        'clear',
        [rock(), otto({ feeling: 'happy' }), friends({ beside: 'otto', feeling: 'happy' })],
        ['otto', 'friends'],
      ),
      scene('Otto feels happy and bouncy', 'zoo', 'day', 'clear', [otto({ feeling: 'happy' })], ['otto']),
    ],
    arc: [
      scene(
        'a penguin beach at a big aquarium, with rocks and a deep blue pool; old Otto stands by the rocks',
        'zoo',
        'day',
        'clear',
        [pool(), rock(), otto({ beside: 'rock', feeling: 'calm' })],
        ['pool', 'otto'],
      ),
      scene(
        'Otto’s feet are sore; his friends go to the pool while he stands alone in a corner',
        'zoo',
        'day',
        'clear',
        [pool(), friends({ beside: 'pool', feeling: 'happy' }), rock(), otto({ beside: 'rock', feeling: 'worried' })],
        ['friends', 'otto'],
      ),
      scene(
        'the keepers lay a soft mat by the pool; Otto stands on it, but the rocks are still hard on his feet',
        'zoo',
        'day',
        'clear',
        [pool(), mat(), otto({ on: 'mat', feeling: 'calm' })],
        ['mat', 'otto'],
      ),
      scene(
        'the aquarium vet slips two tiny soft boots onto Otto’s feet',
        'zoo',
        'day',
        'clear',
        [vet({ holding: 'boots', feeling: 'calm' }), boots(), otto({ beside: 'vet', feeling: 'surprised' })],
        ['vet', 'boots', 'otto'],
      ),
      scene(
        'Otto shakes one foot, then steps and waddles after his friends round the beach',
        'zoo',
        'day',
        'clear',
        [rock(), otto({ feeling: 'happy' }), friends({ beside: 'otto', feeling: 'happy' })],
        ['otto', 'friends'],
      ),
      scene(
        'the boots keep his sore feet off the hard rocks; the keepers take them off when he swims',
        'zoo',
        'day',
        'clear',
        [pool(), otto({ in: 'pool', feeling: 'happy' }), boots({ beside: 'pool' })],
        ['otto', 'boots'],
      ),
    ],
    bedtime: scene(
      'night on the penguin beach: Otto sleeps, his boots standing side by side',
      'zoo',
      'night',
      'clear',
      [rock(), otto({ beside: 'rock', feeling: 'sleepy' }), boots({ beside: 'otto' })],
      ['otto', 'boots'],
    ),
  },
};
