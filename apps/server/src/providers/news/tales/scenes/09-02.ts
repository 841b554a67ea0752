/** What the pictures of 09-02 (the space station flies over a garden) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const zara = cast({ id: 'zara', is: 'girl', look: 'red jumper with a white star, two dark puffs of hair' });
const grandad = cast({ id: 'grandad', is: 'grandpa', look: 'brown cardigan, grey beard' });
const station = cast({ id: 'station', is: 'space-station', look: 'a bright white dot' });
const plane = cast({ id: 'plane', is: 'plane', look: 'a blinking red light' });
const stars = cast({ id: 'stars', is: 'star', count: 3 });
const blanket = cast({ id: 'blanket', is: 'blanket', look: 'blue' });
const garden = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'garden', 'night', 'clear', things, see);

export const SCENES_09_02: ItemScenes = {
  en: {
    toddler: [
      garden(
        'Zara and Grandad look up at the stars',
        [stars(), zara({ feeling: 'happy' }), grandad({ beside: 'zara', feeling: 'happy' })],
        ['stars', 'zara', 'grandad'],
      ),
      garden(
        'one light does not blink and moves across the sky: the space station',
        [station(), stars(), zara({ feeling: 'surprised' }), grandad({ beside: 'zara', feeling: 'happy' })],
        ['station', 'zara'],
      ),
      garden(
        'Zara waves to the station and the astronauts',
        [station(), zara({ feeling: 'happy', pose: 'waving' }), grandad({ beside: 'zara', feeling: 'happy' })],
        ['station', 'zara'],
      ),
    ],
    small: [
      garden(
        'after supper Zara and Grandad sit on a blanket in the garden and wait',
        [
          blanket(),
          stars(),
          zara({ on: 'blanket', feeling: 'happy' }),
          grandad({ beside: 'blanket', feeling: 'calm' }),
        ],
        ['blanket', 'zara', 'grandad'],
      ),
      garden(
        'Zara points at a blinking light, but it is only a plane',
        [plane(), zara({ feeling: 'worried' }), grandad({ beside: 'zara', feeling: 'calm' })],
        ['plane', 'zara', 'grandad'],
      ),
      garden(
        'a bright dot that does not blink glides over the roof; Zara waves with both hands',
        [station(), { id: 'house', is: 'house' }, zara({ feeling: 'surprised', pose: 'waving' })],
        ['station', 'zara'],
      ),
      garden(
        'Zara is happy: she has waved to the space station',
        [station(), stars(), zara({ feeling: 'happy' }), grandad({ beside: 'zara', feeling: 'happy' })],
        ['zara', 'station'],
      ),
    ],
    arc: [
      garden(
        'Zara and Grandad spread a blanket on the grass; the first stars come out',
        [
          blanket(),
          stars(),
          zara({ beside: 'blanket', feeling: 'happy' }),
          grandad({ beside: 'blanket', feeling: 'happy' }),
        ],
        ['blanket', 'stars', 'zara', 'grandad'],
      ),
      garden(
        'Zara stares at the many lights in the sky: which one is the station?',
        [{ id: 'stars', is: 'star', count: 5 }, zara({ feeling: 'worried' })],
        ['stars', 'zara'],
      ),
      garden(
        'a light with a tiny red flash moves above the trees; Grandad says it is a plane',
        [
          plane(),
          { id: 'tree', is: 'tree' },
          zara({ feeling: 'surprised' }),
          grandad({ beside: 'zara', feeling: 'calm' }),
        ],
        ['plane', 'zara', 'grandad'],
      ),
      garden(
        'Grandad tells Zara what to look for; she keeps her eyes on the roof',
        [
          stars(),
          { id: 'house', is: 'house' },
          zara({ feeling: 'calm' }),
          grandad({ beside: 'zara', feeling: 'calm' }),
        ],
        ['zara', 'grandad'],
      ),
      garden(
        'a bright white dot sails over the chimney; Zara jumps up and waves with both hands',
        [
          station(),
          { id: 'house', is: 'house' },
          zara({ feeling: 'happy', pose: 'waving' }),
          grandad({ beside: 'zara', feeling: 'happy' }),
        ],
        ['station', 'zara'],
      ),
      garden(
        'Grandad tells Zara that astronauts live on the station, which shines in the Sun',
        [station(), stars(), zara({ feeling: 'calm' }), grandad({ beside: 'zara', feeling: 'happy' })],
        ['station', 'grandad', 'zara'],
      ),
    ],
    bedtime: scene(
      'Zara sleeps in her bed; high above her roof the station flies on among the stars',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, zara({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), station(), stars()],
      ['zara', 'bed', 'station'],
    ),
  },
};
