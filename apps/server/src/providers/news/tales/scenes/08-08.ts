/** What the pictures of 08-08 (mountain goats climb a stone dam for its salt) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const dam = cast({ id: 'dam', is: 'dam', look: 'steep wall of grey stones, a lake glinting over its top' });
const goats = cast({ id: 'goats', is: 'goat', count: 3, look: 'brown mountain goats', on: 'dam', pose: 'climbing' });
const skip = cast({ id: 'skip', is: 'goat', young: true, look: 'young brown goat, tiny stubby horns' });
const mother = cast({ id: 'mother', is: 'goat', look: 'brown mountain goat, curved horns' });
const grass = cast({ id: 'grass', is: 'grass' });
const hills = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'mountain', 'day', 'clear', things, see);

export const SCENES_08_08: ItemScenes = {
  en: {
    toddler: [
      hills('goats climb up a big stone wall', [dam(), goats()], ['dam', 'goats']),
      hills(
        'little Skip goes hop, hop, hop on the grass below the wall',
        [dam(), grass(), skip({ feeling: 'happy' })],
        ['skip'],
      ),
      hills(
        'Skip licks a salty stone on the wall; yum',
        [dam(), skip({ on: 'dam', feeling: 'happy', pose: 'climbing' })],
        ['dam', 'skip'],
      ),
    ],
    small: [
      hills(
        'high in the mountains a tall stone dam holds back a lake; mountain goats climb right up it',
        [{ id: 'mountain', is: 'mountain' }, dam(), goats()],
        ['dam', 'goats'],
      ),
      hills(
        'little Skip slides back onto the grass; his mother shows him how to take tiny steps',
        [dam(), grass(), skip({ feeling: 'worried' }), mother({ beside: 'skip', feeling: 'calm' })],
        ['skip', 'mother'],
      ),
      hills(
        'step by step Skip climbs the wall and licks a salty stone',
        [dam(), skip({ on: 'dam', feeling: 'happy', pose: 'climbing' })],
        ['dam', 'skip'],
      ),
    ],
    arc: [
      hills(
        'a tall, steep stone dam holds back a deep blue lake; mountain goats climb its wall and little Skip watches',
        [{ id: 'mountain', is: 'mountain' }, dam(), goats(), skip({ feeling: 'surprised' })],
        ['dam', 'goats', 'skip'],
      ),
      hills(
        'Skip jumps at the wall, his hooves slip on the smooth stone and he slides gently back onto the grass',
        [dam(), grass(), skip({ feeling: 'worried' })],
        ['dam', 'skip'],
      ),
      hills(
        'his mother explains that goats need salt and the dam’s stones have a thin white crust of it',
        [dam(), mother({ feeling: 'calm' }), skip({ beside: 'mother', feeling: 'surprised' })],
        ['dam', 'mother', 'skip'],
      ),
      hills(
        'his mother shows him how to climb in tiny steps from one stone edge to the next',
        [dam(), mother({ on: 'dam', feeling: 'happy', pose: 'climbing' }), skip({ feeling: 'calm' })],
        ['mother', 'skip', 'dam'],
      ),
      hills(
        'Skip climbs slowly up the wall to a white salty patch and licks it; the lake sparkles',
        [dam(), skip({ on: 'dam', feeling: 'happy', pose: 'climbing' })],
        ['dam', 'skip'],
      ),
    ],
    bedtime: scene(
      'Skip dozes in the soft mountain grass at night',
      'mountain',
      'night',
      'clear',
      [grass(), skip({ feeling: 'sleepy', pose: 'lying' }), { id: 'moon', is: 'moon' }],
      ['skip'],
    ),
  },
};
