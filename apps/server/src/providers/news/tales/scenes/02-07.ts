/** What the pictures of 02-07 (leafcutter ants at the museum) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ada = cast({ id: 'ada', is: 'girl', look: 'yellow jacket, two black puffs of hair' });
const nest = cast({ id: 'nest', is: 'ant-nest', look: 'a glass box of tunnels with ants carrying green leaf bits' });
const guide = cast({ id: 'guide', is: 'teacher', look: 'museum guide' });
const glass = cast({ id: 'glass', is: 'magnifier' });
const leaf = cast({ id: 'leaf', is: 'leaf', look: 'green' });
const notebook = cast({ id: 'notebook', is: 'drawing', shows: 'ant-nest' });

export const SCENES_02_07: ItemScenes = {
  en: {
    toddler: [
      scene(
        'look, Ada: ants marching, each with a leaf',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', feeling: 'surprised' })],
        ['ada', 'nest'],
      ),
      scene(
        'each ant holds a green leaf up like a little flag',
        'room',
        'day',
        'clear',
        [nest(), leaf({ beside: 'nest' }), ada({ beside: 'nest', feeling: 'happy' })],
        ['nest', 'leaf'],
      ),
      scene(
        'along the rope and into the nest: bye-bye, ants',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', pose: 'waving', feeling: 'happy' })],
        ['nest', 'ada'],
      ),
    ],
    small: [
      scene(
        'at the museum Ada looks up at a line of ants carrying bits of green leaf like tiny flags',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', feeling: 'surprised' }), leaf({ beside: 'ada' })],
        ['ada', 'nest', 'leaf'],
      ),
      scene(
        'Ada follows the ants to a big glass box with tunnels and wonders if they eat the leaves',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', feeling: 'worried' })],
        ['nest', 'ada'],
      ),
      scene(
        'a museum guide gives Ada a magnifying glass; inside, the ants grow a soft white garden',
        'room',
        'day',
        'clear',
        [
          nest(),
          guide({ beside: 'nest', feeling: 'happy' }),
          ada({ beside: 'guide', holding: 'glass', feeling: 'surprised' }),
          glass(),
        ],
        ['guide', 'ada', 'glass', 'nest'],
      ),
      scene(
        'Ada draws the ants in her notebook',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', holding: 'notebook', feeling: 'happy' }), notebook()],
        ['ada', 'notebook'],
      ),
    ],
    arc: [
      scene(
        'at a natural history museum Ada sees a line of ants on a rope, each holding a bit of green leaf',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', feeling: 'surprised' }), leaf({ beside: 'ada' })],
        ['ada', 'nest', 'leaf'],
      ),
      scene(
        'Ada follows the line along the wall to a big glass box full of tunnels',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', feeling: 'calm' })],
        ['ada', 'nest'],
      ),
      scene(
        'the ants carry their leaves into the tunnels; Ada watches for ages and never sees one take a bite',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', feeling: 'worried' })],
        ['nest', 'ada'],
      ),
      scene(
        'a museum guide kneels beside Ada and gives her a magnifying glass to look at the soft white garden',
        'room',
        'day',
        'clear',
        [
          nest(),
          guide({ beside: 'nest', feeling: 'calm' }),
          ada({ beside: 'guide', holding: 'glass', feeling: 'surprised' }),
          glass(),
        ],
        ['guide', 'ada', 'glass'],
      ),
      scene(
        'leafcutter ants are farmers: they chew leaves and grow the fungus they eat',
        'room',
        'day',
        'clear',
        [nest(), leaf({ beside: 'nest' })],
        ['nest', 'leaf'],
      ),
      scene(
        'Ada sits on the floor and draws the ants, the rope and the white garden in her notebook',
        'room',
        'day',
        'clear',
        [nest(), ada({ beside: 'nest', holding: 'notebook', feeling: 'happy' }), notebook()],
        ['ada', 'notebook'],
      ),
    ],
    bedtime: scene(
      'night: Ada is asleep in bed, her notebook of ants beside her',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, ada({ in: 'bed', pose: 'lying', feeling: 'sleepy' }), notebook({ beside: 'bed' })],
      ['ada', 'bed'],
    ),
  },
};
