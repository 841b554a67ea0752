/** What the pictures of 10-07 (the Moon changes its shape) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const oscar = cast({ id: 'oscar', is: 'boy', look: 'yellow pyjamas with moons, messy blond hair' });
const grandma = cast({ id: 'grandma', is: 'grandma', look: 'red cardigan, silver glasses' });
const diary = cast({ id: 'diary', is: 'drawing', shows: 'crescent-moon' });
const window_ = cast({ id: 'window', is: 'window' });
const full = cast({ id: 'moon', is: 'full-moon' });
const thin = cast({ id: 'moon', is: 'crescent-moon', look: 'thin silver crescent' });
const night = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'night', 'clear', things, see);

export const SCENES_10_07: ItemScenes = {
  en: {
    toddler: [
      night(
        'a round Moon in the window; Oscar draws it',
        [window_(), full(), oscar({ beside: 'window', feeling: 'happy' })],
        ['moon', 'oscar'],
      ),
      night(
        'a thin Moon like a banana; Oscar draws it',
        [window_(), thin(), oscar({ beside: 'window', feeling: 'happy' }), diary()],
        ['moon', 'oscar'],
      ),
      night(
        'peekaboo: the thin Moon is back',
        [window_(), thin(), oscar({ beside: 'window', feeling: 'surprised' })],
        ['moon', 'oscar'],
      ),
    ],
    small: [
      night(
        'Oscar and Grandma look at the round Moon and draw it in a notebook',
        [
          window_(),
          full(),
          oscar({ beside: 'window', feeling: 'happy' }),
          grandma({ beside: 'oscar', feeling: 'happy' }),
        ],
        ['moon', 'oscar', 'grandma'],
      ),
      night(
        'no Moon at all in the sky; Oscar looks and looks',
        [window_(), oscar({ beside: 'window', feeling: 'worried' })],
        ['window', 'oscar'],
      ),
      night(
        'two nights later a thin silver crescent is back in the sky',
        [window_(), thin(), oscar({ beside: 'window', feeling: 'surprised' }), grandma({ feeling: 'happy' })],
        ['moon', 'oscar', 'grandma'],
      ),
      night(
        'Oscar draws the crescent with a big grin',
        [diary(), oscar({ holding: 'diary', feeling: 'happy' })],
        ['oscar', 'diary'],
      ),
    ],
    arc: [
      night(
        'Oscar and Grandma look out of the window with their Moon diary, but the sky is empty',
        [
          window_(),
          diary(),
          oscar({ beside: 'window', feeling: 'worried' }),
          grandma({ beside: 'oscar', feeling: 'calm' }),
        ],
        ['window', 'oscar', 'grandma'],
      ),
      night(
        'Oscar runs from window to window and even looks under the bed',
        [window_(), { id: 'bed', is: 'bed' }, oscar({ beside: 'bed', feeling: 'worried' })],
        ['oscar', 'bed'],
      ),
      night(
        'Grandma turns the pages of the Moon diary slowly',
        [grandma({ holding: 'diary', feeling: 'calm' }), diary(), oscar({ beside: 'grandma', feeling: 'surprised' })],
        ['grandma', 'diary', 'oscar'],
      ),
      night(
        'Grandma explains: the Sun lights half of the round Moon',
        [{ id: 'sun', is: 'sun' }, full(), grandma({ feeling: 'calm' }), oscar({ beside: 'grandma', feeling: 'calm' })],
        ['sun', 'moon', 'grandma'],
      ),
      night(
        'a thin silver crescent low over the roofs; Oscar presses his nose to the window',
        [window_(), thin(), oscar({ beside: 'window', feeling: 'happy' })],
        ['moon', 'oscar'],
      ),
    ],
    bedtime: scene(
      'Oscar asleep; a thin silver crescent smiles in his window',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, oscar({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), thin()],
      ['oscar', 'bed', 'moon'],
    ),
  },
};
