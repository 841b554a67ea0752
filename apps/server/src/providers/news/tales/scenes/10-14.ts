/** What the pictures of 10-14 (a plane that flies on sunlight lands) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const sami = cast({ id: 'sami', is: 'boy', look: 'green parka, spiky brown hair' });
const dad = cast({ id: 'dad', is: 'man', look: 'brown coat, woolly hat' });
const plane = cast({ id: 'plane', is: 'solar-plane' });
const fence = cast({ id: 'fence', is: 'fence' });
const stars = cast({ id: 'stars', is: 'star', count: 3 });
const helper = cast({ id: 'helper', is: 'woman', look: 'orange high-visibility vest' });
const airport = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'town', 'night', 'clear', things, see);

export const SCENES_10_14: ItemScenes = {
  en: {
    toddler: [
      airport(
        'Sami and Dad wait and look up at the night sky',
        [stars(), sami({ feeling: 'happy' }), dad({ beside: 'sami', feeling: 'happy' })],
        ['sami', 'dad'],
      ),
      airport(
        'tiny quiet lights glide in the sky',
        [stars(), { id: 'lights', is: 'fairy-light' }, sami({ feeling: 'surprised' })],
        ['lights', 'sami'],
      ),
      airport(
        'bump: the sun-plane lands; hooray',
        [plane(), sami({ feeling: 'happy', pose: 'waving' })],
        ['plane', 'sami'],
      ),
    ],
    small: [
      airport(
        'Sami and Dad at the airport fence at night, waiting for a plane with solar panels',
        [fence(), sami({ beside: 'fence', feeling: 'happy' }), dad({ beside: 'sami', feeling: 'happy' }), stars()],
        ['fence', 'sami', 'dad'],
      ),
      airport(
        'Dad shows Sami on his phone that the slow plane is coming',
        [
          dad({ holding: 'phone', feeling: 'calm' }),
          { id: 'phone', is: 'phone' },
          sami({ beside: 'dad', feeling: 'worried' }),
        ],
        ['dad', 'phone', 'sami'],
      ),
      airport(
        'the plane with very long wings lands almost without a sound',
        [
          plane(),
          sami({ feeling: 'surprised' }),
          { id: 'pilot', is: 'man', look: 'white helmet', pose: 'waving', feeling: 'happy' },
        ],
        ['plane', 'sami', 'pilot'],
      ),
      airport(
        'Sami waves back with both arms',
        [plane(), sami({ feeling: 'happy', pose: 'waving' }), dad({ beside: 'sami', feeling: 'happy' })],
        ['sami', 'plane'],
      ),
    ],
    arc: [
      airport(
        'Sami and Dad by the fence of a small airport, runway lights glowing blue and white',
        [
          fence(),
          { id: 'lights', is: 'fairy-light' },
          sami({ beside: 'fence', feeling: 'happy' }),
          dad({ beside: 'sami', feeling: 'happy' }),
        ],
        ['fence', 'sami', 'dad'],
      ),
      airport('Sami searches the sky but sees only stars', [stars(), sami({ feeling: 'worried' })], ['stars', 'sami']),
      airport(
        'Sami looks through Dad’s binoculars; a noisy blinking plane roars past',
        [
          { id: 'binoculars', is: 'binoculars' },
          sami({ holding: 'binoculars', feeling: 'worried' }),
          { id: 'jet', is: 'plane' },
        ],
        ['sami', 'binoculars'],
      ),
      airport(
        'a woman from the airport team shows Sami the slow plane on a tablet map',
        [
          helper({ holding: 'tablet', feeling: 'happy' }),
          { id: 'tablet', is: 'laptop' },
          sami({ beside: 'helper', feeling: 'calm' }),
        ],
        ['helper', 'tablet', 'sami'],
      ),
      scene(
        'by day solar panels on the long wings catch sunlight and fill the batteries',
        'town',
        'day',
        'clear',
        [{ id: 'sun', is: 'sun' }, plane(), { id: 'panel', is: 'solar-panel' }],
        ['sun', 'plane'],
      ),
      airport(
        'the plane with wings as long as six buses touches down gently',
        [plane(), sami({ feeling: 'surprised' }), dad({ beside: 'sami', feeling: 'surprised' })],
        ['plane', 'sami'],
      ),
      airport(
        'the pilot climbs out and waves; Sami waves back with both arms',
        [
          plane(),
          { id: 'pilot', is: 'man', look: 'white helmet', pose: 'waving', feeling: 'happy' },
          fence(),
          sami({ beside: 'fence', feeling: 'happy', pose: 'waving' }),
        ],
        ['pilot', 'sami'],
      ),
    ],
    bedtime: airport(
      'the sun-plane rests on the dark airfield until the Sun comes back',
      [plane(), stars(), { id: 'moon', is: 'moon' }],
      ['plane'],
    ),
  },
};
