/** What the pictures of 09-29 (a young crane's first flight south) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const kip = cast({ id: 'kip', is: 'grey-crane', young: true, look: 'grey-brown feathers, long thin neck and legs' });
const flyingKip = cast({ id: 'kip', is: 'flying-crane', young: true, look: 'grey-brown, young' });
const mum = cast({ id: 'mum', is: 'grey-crane', look: 'grey, Kip’s mother' });
const flyingMum = cast({ id: 'mum', is: 'flying-crane', look: 'grey, Kip’s mother' });
const flock = cast({ id: 'flock', is: 'flying-crane', count: 4, look: 'grey, flying in a V' });
const lake = { id: 'lake', is: 'pond', look: 'a wide lake with reeds' };

export const SCENES_09_29: ItemScenes = {
  en: {
    toddler: [
      scene(
        'high in the sky, big grey birds flap their wings and sing kroo, kroo',
        'meadow',
        'day',
        'clear',
        [flock({ count: 3 })],
        ['flock'],
      ),
      scene(
        'one bird, two birds, many birds fly in a big V over the lake',
        'pond',
        'day',
        'clear',
        [flock({ count: 5 }), lake],
        ['flock', 'lake'],
      ),
      scene(
        'off to the warm sun they fly: bye-bye, cranes, see you in spring',
        'meadow',
        'evening',
        'clear',
        [{ id: 'sun', is: 'sun' }, flock({ count: 3 })],
        ['flock', 'sun'],
      ),
    ],
    small: [
      scene(
        'over a wide lake a long line of cranes rises into the sky, and little Kip is with them on his first trip south',
        'pond',
        'day',
        'clear',
        [lake, flock({ count: 3 }), flyingKip()],
        ['flock', 'kip', 'lake'],
      ),
      scene(
        'the cranes fly in a big V; Kip has found his place near the end, right behind his mum, calling kroo, kroo',
        'meadow',
        'day',
        'clear',
        [flock({ count: 3 }), flyingMum(), flyingKip()],
        ['flock', 'mum', 'kip'],
      ),
      scene(
        'soon the lake will be cold and icy, so the cranes fly far away to where it is warm, and come back in spring',
        'pond',
        'evening',
        'cloudy',
        [{ id: 'ice', is: 'ice', look: 'the lake icing over' }, flock({ count: 4 })],
        ['ice', 'flock'],
      ),
    ],
    arc: [
      scene(
        'by a wide lake lives a family of cranes; young Kip walks in the reeds on his long legs, learning to fly',
        'pond',
        'day',
        'clear',
        [lake, mum({ feeling: 'calm' }), kip({ feeling: 'happy' })],
        ['lake', 'mum', 'kip'],
      ),
      scene(
        'the air is getting cold and the grown-ups cannot sit still; Kip wonders if his wings are strong enough',
        'pond',
        'day',
        'wind',
        [lake, mum({ feeling: 'worried' }), kip({ feeling: 'worried' })],
        ['mum', 'kip'],
      ),
      scene(
        'the whole flock rises over the lake; Kip flaps hard off to one side and starts to fall behind',
        'pond',
        'day',
        'clear',
        [lake, flock({ count: 3 }), flyingKip()],
        ['flock', 'kip'],
      ),
      scene(
        'kroo, kroo: his mum calls and shows him a place just behind her wing in the big V, where the moving air lifts him',
        'meadow',
        'day',
        'clear',
        [flyingMum(), flyingKip(), flock({ count: 2 })],
        ['mum', 'kip'],
      ),
      scene(
        'now Kip flies easily in line with everyone; the long V sails south over fields and rivers',
        'farm',
        'day',
        'clear',
        [flock({ count: 4 }), flyingKip()],
        ['flock', 'kip'],
      ),
      scene(
        'cranes eat frogs, worms and seeds in wet fields; in winter the lake freezes, so they fly south where the water stays open',
        'pond',
        'day',
        'clear',
        [lake, mum({ feeling: 'calm' }), { id: 'frog', is: 'frog', feeling: 'surprised' }],
        ['mum', 'frog'],
      ),
    ],
    bedtime: scene(
      'tonight the cranes rest by the water, each standing asleep on one long leg',
      'pond',
      'night',
      'clear',
      [lake, mum({ pose: 'lying', feeling: 'sleepy' }), kip({ pose: 'lying', feeling: 'sleepy' })],
      ['mum', 'kip'],
    ),
  },
};
