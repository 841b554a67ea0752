/** What the pictures of 01-08 (snowflakes under a magnifying glass) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nadia = cast({ id: 'nadia', is: 'girl', look: 'red winter coat, woolly hat' });
const teacher = cast({ id: 'teacher', is: 'teacher', look: 'green coat' });
const classmates = cast({ id: 'children', is: 'child', count: 2, look: 'winter coats' });
const paper = cast({ id: 'paper', is: 'black-paper', look: 'black sheet with white flakes on it' });
const glass = cast({ id: 'glass', is: 'magnifier' });
const flakes = cast({ id: 'flakes', is: 'snowflake', count: 3 });
const school = { id: 'school', is: 'school' };

export const SCENES_01_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'snow is falling on the school yard; a girl holds up black paper and the white flakes land on it',
        'snow',
        'morning',
        'snow',
        [school, nadia({ holding: 'paper', feeling: 'happy' }), paper(), flakes()],
        ['paper', 'flakes', 'nadia'],
      ),
      scene(
        'Nadia looks through a big round magnifying glass: a snowflake is a tiny star',
        'snow',
        'morning',
        'snow',
        [nadia({ holding: 'glass', feeling: 'surprised' }), glass(), flakes({ count: 1 })],
        ['nadia', 'glass', 'flakes'],
      ),
      scene(
        'star after star: each snowflake is different',
        'snow',
        'morning',
        'snow',
        [flakes({ count: 4 }), nadia({ holding: 'glass', feeling: 'happy' }), glass()],
        ['flakes', 'nadia'],
      ),
    ],
    small: [
      scene(
        'one snowy morning Nadia’s class goes out into the school yard; the teacher hands out black paper and magnifying glasses',
        'snow',
        'morning',
        'snow',
        [
          school,
          teacher({ holding: 'paper', feeling: 'happy' }),
          paper(),
          nadia({ feeling: 'surprised' }),
          classmates(),
        ],
        ['teacher', 'paper', 'nadia', 'children'],
      ),
      scene(
        'the children hold up their black paper, and white snowflakes land on it, easy to see',
        'snow',
        'morning',
        'snow',
        [nadia({ holding: 'paper', feeling: 'happy' }), paper(), classmates({ feeling: 'happy' }), flakes()],
        ['nadia', 'paper', 'flakes'],
      ),
      scene(
        'Nadia looks through her magnifying glass: the flake is a tiny star with six points',
        'snow',
        'morning',
        'snow',
        [nadia({ holding: 'glass', feeling: 'surprised' }), glass(), flakes({ count: 2 })],
        ['nadia', 'glass', 'flakes'],
      ),
      scene(
        'Nadia looks quickly and breathes to the side, so the flake on her paper does not melt',
        'snow',
        'morning',
        'snow',
        [nadia({ holding: 'paper', feeling: 'calm', doing: 'breathing to the side' }), paper(), flakes({ count: 2 })],
        ['nadia', 'paper'],
      ),
    ],
    arc: [
      scene(
        'a small school on a quiet winter morning, big soft flakes falling; Nadia and her class go out into the yard with their teacher',
        'snow',
        'morning',
        'snow',
        [school, teacher({ feeling: 'happy' }), nadia({ feeling: 'happy' }), classmates({ feeling: 'happy' })],
        ['school', 'teacher', 'nadia', 'children'],
      ),
      scene(
        'Nadia catches snowflakes on her mitten, but sees only white specks; she wishes she could see one properly',
        'snow',
        'morning',
        'snow',
        [nadia({ holding: 'mitten', feeling: 'worried' }), { id: 'mitten', is: 'mitten', look: 'red' }, flakes()],
        ['nadia', 'mitten', 'flakes'],
      ),
      scene(
        'a flake on her warm hand turns into a drop of water: snowflakes do not wait for anyone',
        'snow',
        'morning',
        'snow',
        [nadia({ holding: 'drop', feeling: 'surprised' }), { id: 'drop', is: 'drop' }, flakes({ count: 2 })],
        ['nadia', 'drop'],
      ),
      scene(
        'the teacher gives everyone cold black paper and a magnifying glass and tells them to breathe to the side',
        'snow',
        'morning',
        'snow',
        [
          teacher({ holding: 'glass', feeling: 'calm' }),
          glass(),
          nadia({ holding: 'paper', feeling: 'happy' }),
          paper(),
        ],
        ['teacher', 'glass', 'nadia', 'paper'],
      ),
      scene(
        'under the glass every flake is a tiny six-pointed star, and the class finds no two the same',
        'snow',
        'morning',
        'snow',
        [
          nadia({ holding: 'glass', feeling: 'happy' }),
          glass(),
          classmates({ feeling: 'surprised' }),
          flakes({ count: 4 }),
        ],
        ['nadia', 'glass', 'children', 'flakes'],
      ),
      scene(
        'a snowflake starts as a speck of ice high in a cloud and grows its own pattern as it falls',
        'snow',
        'day',
        'snow',
        [{ id: 'cloud', is: 'cloud' }, flakes({ count: 5 })],
        ['cloud', 'flakes'],
      ),
    ],
    bedtime: scene(
      'night: Nadia is asleep in her bed, and outside her window new snowflakes are still falling',
      'bedroom',
      'night',
      'snow',
      [
        { id: 'window', is: 'snowy-window', look: 'night, snow falling' },
        { id: 'bed', is: 'bed' },
        nadia({ in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['window', 'nadia'],
    ),
  },
};
