/** What the pictures of 09-17 (a boat climbs a hill on water) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const isla = cast({ id: 'isla', is: 'girl', look: 'yellow life jacket, stripy top, short ginger hair' });
const boat = cast({ id: 'boat', is: 'canal-boat', look: 'a long red and green canal boat' });
const lock = cast({ id: 'lock', is: 'pond', look: 'a canal lock, a long box of water with wooden gates at each end' });
const keeper = cast({ id: 'keeper', is: 'grandpa', look: 'lock keeper’s blue jacket' });
const hill = { id: 'hill', is: 'mountain', look: 'a green hill the canal climbs' };

export const SCENES_09_17: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Isla on her long red canal boat: chug, chug',
        'pond',
        'day',
        'clear',
        [boat(), isla({ on: 'boat', feeling: 'happy' })],
        ['isla', 'boat'],
      ),
      scene(
        'the gates shut and water comes into the lock: whoosh',
        'pond',
        'day',
        'clear',
        [boat(), keeper({ feeling: 'calm' })],
        ['boat', 'keeper'],
      ),
      scene(
        'up, up, up goes the boat to the top of the hill',
        'pond',
        'day',
        'clear',
        [hill, boat(), isla({ on: 'boat', feeling: 'happy' })],
        ['boat', 'isla', 'hill'],
      ),
    ],
    small: [
      scene(
        'Isla’s long canal boat comes to a hill; the canal goes up it',
        'pond',
        'morning',
        'clear',
        [hill, boat(), isla({ feeling: 'surprised' })],
        ['boat', 'isla', 'hill'],
      ),
      scene(
        'at the bottom of the hill the lock keeper shuts the gates behind the boat and lets water pour in',
        'pond',
        'morning',
        'clear',
        [boat(), keeper({ feeling: 'calm' }), isla({ feeling: 'surprised' })],
        ['boat', 'keeper'],
      ),
      scene(
        'the water rises and lifts the boat like a lift; Isla waves from the deck',
        'pond',
        'morning',
        'clear',
        [boat(), isla({ on: 'boat', feeling: 'happy', pose: 'waving' })],
        ['boat', 'isla'],
      ),
    ],
    arc: [
      scene(
        'a long red and green canal boat chugs along the canal past fields and tall trees; Isla and a sleepy cat on deck',
        'pond',
        'day',
        'clear',
        [{ id: 'tree', is: 'tree' }, boat(), isla({ feeling: 'happy' }), { id: 'cat', is: 'cat', feeling: 'sleepy' }],
        ['boat', 'isla', 'cat'],
      ),
      scene(
        'Isla sees the canal ahead going up a hill and wonders how the boat will get to the top',
        'pond',
        'morning',
        'clear',
        [hill, boat(), isla({ feeling: 'worried' })],
        ['hill', 'isla', 'boat'],
      ),
      scene(
        'a canal lock: a long box of water with gates at each end, a boat floating inside',
        'pond',
        'day',
        'clear',
        [lock(), boat({ in: 'lock' })],
        ['boat'],
      ),
      scene(
        'Isla pushes the long wooden arm of the heavy gate with all her might, but it does not move',
        'pond',
        'morning',
        'clear',
        [isla({ feeling: 'worried' })],
        ['isla'],
      ),
      scene(
        'the lock keeper shows Isla how to lean on the arm and walk; together they close the gates',
        'pond',
        'morning',
        'clear',
        [boat(), keeper({ feeling: 'happy' }), isla({ beside: 'keeper', feeling: 'happy' })],
        ['keeper', 'isla'],
      ),
      scene(
        'water rushes in and the boat rises up like a lift; the top gates swing open',
        'pond',
        'morning',
        'clear',
        [hill, boat(), isla({ on: 'boat', feeling: 'happy' })],
        ['boat', 'isla'],
      ),
    ],
    bedtime: scene(
      'night: the canal boat rocks gently by the towpath; Isla asleep inside',
      'pond',
      'night',
      'clear',
      [boat()],
      ['boat'],
    ),
  },
};
