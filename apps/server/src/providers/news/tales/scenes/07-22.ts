/** What the pictures of 07-22 (the sea that glows at night) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nia = cast({ id: 'nia', is: 'girl', look: 'white cotton dress with blue dots, short black curls, bare feet' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa' });
const wave = cast({ id: 'wave', is: 'wave', look: 'a wave glowing bright blue' });
const sparks = cast({ id: 'sparks', is: 'sparks', count: 3, look: 'tiny blue sparks' });
const moon = { id: 'moon', is: 'moon', look: 'a big round full moon' };
const house = { id: 'house', is: 'house' };

export const SCENES_07_22: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Nia and Grandpa stand by the sea at night; little waves whisper shh',
        'sea',
        'night',
        'clear',
        [
          grandpa({ feeling: 'calm' }),
          nia({ beside: 'grandpa', feeling: 'calm' }),
          wave({ look: 'a small dark wave' }),
        ],
        ['nia', 'grandpa', 'wave'],
      ),
      scene(
        'splash: the waves glow blue and sparkle in the dark',
        'sea',
        'night',
        'clear',
        [wave(), sparks(), nia({ feeling: 'surprised' })],
        ['wave', 'sparks'],
      ),
      scene(
        'Nia wiggles her toes in the wet sand and blue sparks pop up',
        'sea',
        'night',
        'clear',
        [nia({ feeling: 'happy' }), sparks()],
        ['nia', 'sparks'],
      ),
    ],
    small: [
      scene(
        'on a warm faraway island, Grandpa tells Nia a secret by their house on the shore',
        'sea',
        'evening',
        'clear',
        [house, grandpa({ feeling: 'happy' }), nia({ beside: 'grandpa', feeling: 'surprised' })],
        ['nia', 'grandpa', 'house'],
      ),
      scene(
        'Nia looks out at the sea, but it is just dark; Grandpa says they need a night with no moon',
        'sea',
        'night',
        'clear',
        [moon, grandpa({ feeling: 'calm' }), nia({ beside: 'grandpa', feeling: 'worried' })],
        ['nia', 'grandpa', 'moon'],
      ),
      scene(
        'on a dark night every wave glows blue; Nia wiggles her toes in the wet sand and sparks pop up',
        'sea',
        'night',
        'clear',
        [wave(), nia({ feeling: 'happy' }), sparks()],
        ['nia', 'wave', 'sparks'],
      ),
    ],
    arc: [
      scene(
        'a little island in a warm blue sea: Nia and her grandpa by their house on the sandy shore',
        'sea',
        'day',
        'clear',
        [house, grandpa({ feeling: 'happy' }), nia({ beside: 'grandpa', feeling: 'happy' })],
        ['nia', 'grandpa', 'house'],
      ),
      scene(
        'Nia looks out at the dark sea from the shore, hoping to see it sparkle',
        'sea',
        'night',
        'clear',
        [house, nia({ feeling: 'worried' })],
        ['nia'],
      ),
      scene(
        'tiny plankton in a wave flash blue as the water moves',
        'sea',
        'night',
        'clear',
        [wave(), sparks()],
        ['wave', 'sparks'],
      ),
      scene(
        'under a big round moon, Nia splashes in the water but sees no sparks',
        'sea',
        'night',
        'clear',
        [moon, wave({ look: 'a dark wave' }), nia({ feeling: 'worried' })],
        ['nia', 'moon'],
      ),
      scene(
        'Grandpa shows Nia his moon calendar; every evening she crosses off one more day',
        'room',
        'evening',
        'clear',
        [
          grandpa({ holding: 'calendar', feeling: 'happy' }),
          { id: 'calendar', is: 'calendar' },
          nia({ feeling: 'calm' }),
        ],
        ['grandpa', 'calendar', 'nia'],
      ),
      scene(
        'on a night with no moon a wave glows blue from end to end; Nia draws sparkling circles with her toes',
        'sea',
        'night',
        'clear',
        [wave(), grandpa({ feeling: 'happy' }), nia({ feeling: 'happy' }), sparks()],
        ['wave', 'nia', 'grandpa', 'sparks'],
      ),
    ],
    bedtime: scene(
      'night on the island: the last blue sparks fade on the waves; Nia is asleep in the house by the shore',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, nia({ in: 'bed', feeling: 'sleepy', pose: 'lying' })],
      ['nia', 'bed'],
    ),
  },
};
