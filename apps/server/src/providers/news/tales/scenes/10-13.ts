/** What the pictures of 10-13 (children build a watering robot) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const drip = cast({
  id: 'drip',
  is: 'robot',
  look: 'small, round, blue, three wheels, glowing eyes, water tank on its back, bendy spout',
});
const table = { id: 'table', is: 'table', look: 'long, by the club window' };
const pots = cast({ id: 'pots', is: 'flower-pot', count: 3, on: 'table' });
const drops = cast({ id: 'drops', is: 'drop', count: 2 });
const ana = cast({ id: 'ana', is: 'girl', look: 'purple jumper' });
const max = cast({ id: 'max', is: 'boy', look: 'blue jumper' });
const leo = cast({ id: 'leo', is: 'boy', look: 'green jumper' });
const laptop = { id: 'laptop', is: 'laptop', look: 'the robot’s instructions on the screen' };

export const SCENES_10_13: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is a little robot: beep, beep, blue and round, on little wheels',
        'room',
        'day',
        'clear',
        [drip({ feeling: 'happy' })],
        ['drip'],
      ),
      scene(
        'roll, roll, slowly; the robot stops at the flower: drip, drip, a drink for the flower',
        'room',
        'day',
        'clear',
        [table, drip({ on: 'table', feeling: 'calm' }), pots({ count: 1, id: 'pot' }), drops()],
        ['drip', 'pot', 'drops'],
      ),
      scene(
        'a drink for the red flower, a drink for the yellow flower: hooray for the robot',
        'room',
        'day',
        'clear',
        [
          table,
          { id: 'red', is: 'red-flower', on: 'table' },
          drip({ on: 'table', feeling: 'happy' }),
          { id: 'yellow', is: 'yellow-flower', on: 'table' },
        ],
        ['red', 'yellow', 'drip'],
      ),
    ],
    small: [
      scene(
        'after school at the science club Ana, Max and Leo have built a little robot and called it Drip',
        'school',
        'day',
        'clear',
        [ana({ feeling: 'happy' }), drip({ feeling: 'happy' }), max({ feeling: 'happy' }), leo({ feeling: 'happy' })],
        ['ana', 'drip', 'max', 'leo'],
      ),
      scene(
        'Drip rolls slowly along a row of flowerpots, stops at each one and pours a little water: drip, drip',
        'school',
        'day',
        'clear',
        [table, pots(), drip({ on: 'table', feeling: 'calm' }), drops()],
        ['pots', 'drip', 'drops'],
      ),
      scene(
        'the children clap and jump up and down: their robot works',
        'school',
        'day',
        'clear',
        [
          ana({ pose: 'waving', feeling: 'happy' }),
          drip({ feeling: 'happy' }),
          max({ pose: 'waving', feeling: 'happy' }),
          leo({ feeling: 'happy' }),
        ],
        ['ana', 'max', 'leo', 'drip'],
      ),
    ],
    arc: [
      scene(
        'every Thursday Ana, Max and Leo meet at the science club; on the long table by the window the flowers hang down, thirsty after the weekend',
        'school',
        'day',
        'clear',
        [
          table,
          pots({ look: 'leaves hanging down, thirsty' }),
          ana({ feeling: 'worried' }),
          max({ feeling: 'worried' }),
          leo({ feeling: 'calm' }),
        ],
        ['pots', 'ana', 'max', 'leo'],
      ),
      scene(
        'the first time, the new robot zooms along too fast and splashes water all over the table: oops',
        'school',
        'day',
        'clear',
        [
          table,
          pots({ count: 2 }),
          drip({ on: 'table', feeling: 'surprised' }),
          drops({ count: 3 }),
          max({ feeling: 'surprised' }),
        ],
        ['drip', 'drops', 'max'],
      ),
      scene(
        'the children do not give up: they change the robot’s instructions, drive slowly, stop at each pot, pour a little, and try again',
        'school',
        'day',
        'clear',
        [ana({ holding: 'laptop', feeling: 'calm' }), laptop, drip({ feeling: 'calm' }), leo({ feeling: 'calm' })],
        ['ana', 'laptop', 'drip', 'leo'],
      ),
      scene(
        'a robot cannot think by itself; it follows the steps people write for it, one by one',
        'school',
        'day',
        'clear',
        [max({ holding: 'laptop', feeling: 'happy' }), laptop, drip({ feeling: 'calm' })],
        ['laptop', 'drip'],
      ),
      scene(
        'at last Drip rolls slowly along the row and gives each flower a drink; the leaves stand up straight and the children cheer',
        'school',
        'day',
        'clear',
        [
          table,
          pots(),
          drip({ on: 'table', feeling: 'happy' }),
          ana({ pose: 'waving', feeling: 'happy' }),
          max({ pose: 'waving', feeling: 'happy' }),
        ],
        ['pots', 'drip', 'ana', 'max'],
      ),
    ],
    bedtime: scene(
      'at night the little robot is parked by the flowers, its lights off',
      'school',
      'night',
      'clear',
      [table, pots(), drip({ look: 'parked, lights off', beside: 'table', feeling: 'sleepy' })],
      ['drip', 'pots'],
    ),
  },
};
