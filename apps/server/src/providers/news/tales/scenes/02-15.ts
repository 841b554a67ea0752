/** What the pictures of 02-15 (a whale waves at a boat) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sea = { id: 'sea', is: 'sea-water' };
const puff = cast({ id: 'puff', is: 'whale', look: 'big grey whale, white speckles on his back' });
const SPOUT = 'big grey whale breathing out a fountain of mist from the top of his head';
const TAIL = 'big grey whale, tail up, waving';
const boat = cast({ id: 'boat', is: 'fishing-boat', look: 'little red fishing boat' });
const lina = cast({ id: 'lina', is: 'girl', look: 'yellow raincoat', in: 'boat' });
const dad = cast({ id: 'dad', is: 'man', look: 'fisherman, blue jumper', in: 'boat' });
const town = { id: 'houses', is: 'house', count: 2, look: 'a little fishing town' };

export const SCENES_02_15: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big grey whale swims next to the little boat',
        'sea',
        'day',
        'clear',
        [sea, boat(), puff({ beside: 'boat', feeling: 'happy' })],
        ['puff', 'boat'],
      ),
      scene(
        'whoosh: water goes up, up, up from the top of the whale’s head: the whale breathes',
        'sea',
        'day',
        'clear',
        [sea, puff({ look: SPOUT, feeling: 'calm' })],
        ['puff'],
      ),
      scene(
        'up goes the whale’s big tail: wave, wave, splash!',
        'sea',
        'day',
        'clear',
        [sea, puff({ look: TAIL, feeling: 'happy' })],
        ['puff'],
      ),
    ],
    small: [
      scene(
        'near a fishing town a little boat bobs on the blue sea, and a big grey whale called Puff swims up beside it',
        'sea',
        'day',
        'clear',
        [town, sea, boat(), lina({ feeling: 'surprised' }), dad({ feeling: 'surprised' }), puff({ feeling: 'happy' })],
        ['puff', 'boat', 'lina'],
      ),
      scene(
        'whoosh: a fountain of mist rises from the top of Puff’s head; whales breathe air through a hole up there',
        'sea',
        'day',
        'clear',
        [sea, puff({ look: SPOUT, feeling: 'calm' })],
        ['puff'],
      ),
      scene(
        'Puff lifts his giant tail and waves it: splash! everyone on the boat laughs and waves back',
        'sea',
        'day',
        'clear',
        [
          sea,
          boat(),
          lina({ pose: 'waving', feeling: 'happy' }),
          dad({ pose: 'waving', feeling: 'happy' }),
          puff({ look: TAIL, feeling: 'happy' }),
        ],
        ['puff', 'lina', 'dad'],
      ),
      scene(
        'curious, friendly Puff swims beside the boat',
        'sea',
        'day',
        'clear',
        [sea, boat(), lina({ feeling: 'happy' }), puff({ feeling: 'surprised' })],
        ['puff', 'boat'],
      ),
    ],
    arc: [
      scene(
        'in the blue sea near a little fishing town lives Puff, a big grey whale as long as a bus, his back covered in white speckles',
        'sea',
        'day',
        'clear',
        [town, sea, puff({ feeling: 'calm' })],
        ['puff', 'houses'],
      ),
      scene(
        'one morning a fisherman and his daughter Lina set out in their little boat; Lina wishes to see a whale, but there is none',
        'sea',
        'morning',
        'clear',
        [town, sea, boat(), lina({ feeling: 'worried', doing: 'wishing for a whale' }), dad({ feeling: 'calm' })],
        ['lina', 'dad', 'boat'],
      ),
      scene(
        'Lina looks and looks at the water: seagulls and little waves, but still no whale; “Maybe tomorrow,” says Dad',
        'sea',
        'morning',
        'clear',
        [
          sea,
          boat(),
          lina({ feeling: 'worried' }),
          dad({ feeling: 'calm' }),
          { id: 'seagulls', is: 'seagull', count: 2 },
        ],
        ['lina', 'seagulls', 'dad'],
      ),
      scene(
        'right next to the boat, a loud whoosh: a tall fountain of mist; it is Puff, breathing out through the hole on his head',
        'sea',
        'morning',
        'clear',
        [
          sea,
          boat(),
          lina({ feeling: 'surprised' }),
          dad({ feeling: 'surprised' }),
          puff({ look: SPOUT, feeling: 'calm' }),
        ],
        ['puff', 'lina', 'boat'],
      ),
      scene(
        'whales live in the sea but breathe air like us: every few minutes they swim up, breathe out and in, and dive again',
        'sea',
        'day',
        'clear',
        [sea, puff({ look: SPOUT, feeling: 'calm' })],
        ['puff'],
      ),
      scene(
        'Puff swims slowly along the boat, so close that Lina sees his kind eye; he lifts his huge tail and waves, and Lina waves back with both hands',
        'sea',
        'morning',
        'clear',
        [sea, boat(), lina({ pose: 'waving', feeling: 'happy' }), puff({ look: TAIL, feeling: 'happy' })],
        ['puff', 'lina'],
      ),
    ],
    bedtime: scene(
      'night: the grey whale drifts asleep in the calm sea',
      'sea',
      'night',
      'clear',
      [sea, puff({ feeling: 'sleepy' })],
      ['puff'],
    ),
  },
};
