/** What the pictures of 10-11 (a deep-sea robot meets a new fish) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const ada = cast({ id: 'ada', is: 'girl', look: 'whale T-shirt, round glasses, short curly black hair' });
const robot = cast({ id: 'robot', is: 'sea-robot', look: 'yellow underwater robot with bright lights' });
const fish = cast({ id: 'fish', is: 'little-fish', look: 'pink, almost see-through, fins like wings' });
const depths = cast({ id: 'depths', is: 'sea-depths' });
const screen = cast({ id: 'screen', is: 'screen', shows: 'sea-robot' });
const classmates = cast({ id: 'class', is: 'child', count: 2 });
const deep = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'underwater', 'night', 'clear', things, see);
const classroom = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'school', 'day', 'clear', things, see);

export const SCENES_10_11: ItemScenes = {
  en: {
    toddler: [
      deep('a yellow robot goes down, down into the dark sea', [depths(), robot({ feeling: 'calm' })], ['robot']),
      deep(
        'the robot’s lights click on; everyone waits',
        [depths(), robot({ feeling: 'calm' }), { id: 'rock', is: 'rock' }],
        ['robot'],
      ),
      deep(
        'a little pink fish flaps its wing-like fins in the light',
        [depths(), robot(), fish({ beside: 'robot', feeling: 'happy' })],
        ['fish', 'robot'],
      ),
    ],
    small: [
      classroom(
        'Ada’s class watches a live video of a yellow robot diving from a ship',
        [screen(), ada({ beside: 'screen', feeling: 'happy' }), classmates({ feeling: 'happy' })],
        ['screen', 'ada', 'class'],
      ),
      deep(
        'the robot goes deeper than any diver; only darkness on the screen',
        [depths(), robot({ feeling: 'calm' })],
        ['robot'],
      ),
      deep(
        'a tiny pink fish with fins like wings swims into the robot’s light',
        [depths(), robot(), fish({ beside: 'robot', feeling: 'surprised' })],
        ['fish', 'robot'],
      ),
      classroom(
        'Ada’s class chooses a nickname for the new fish',
        [
          { id: 'screen', is: 'screen', shows: 'little-fish' },
          ada({ beside: 'screen', feeling: 'happy' }),
          classmates({ feeling: 'happy' }),
        ],
        ['screen', 'ada'],
      ),
    ],
    arc: [
      classroom(
        'Ada’s class crowds round a big screen to watch a yellow robot sent down from a ship',
        [screen(), ada({ beside: 'screen', feeling: 'happy' }), classmates({ feeling: 'happy' })],
        ['screen', 'ada', 'class'],
      ),
      deep(
        'down and down goes the robot until there is nothing but black water',
        [depths(), robot({ feeling: 'calm' })],
        ['robot'],
      ),
      scene(
        'a scientist on the ship answers the children: the deep sea is the biggest home on Earth',
        'sea',
        'day',
        'clear',
        [
          { id: 'ship', is: 'ship', look: 'white research ship' },
          { id: 'scientist', is: 'scientist', look: 'orange life jacket', feeling: 'happy' },
        ],
        ['ship', 'scientist'],
      ),
      deep(
        'the robot sweeps its lights over sand and rocks; nothing moves',
        [depths(), robot(), { id: 'rock', is: 'rock' }],
        ['robot', 'rock'],
      ),
      deep(
        'the robot’s motors are off and its lights dimmed; everyone waits quietly',
        [depths(), robot({ feeling: 'calm' })],
        ['robot', 'depths'],
      ),
      deep(
        'a tiny pink see-through fish drifts into the light, fins spread like wings',
        [depths(), robot(), fish({ beside: 'robot', feeling: 'happy' })],
        ['fish', 'robot'],
      ),
    ],
    bedtime: deep(
      'deep down in the dark sea, the little pink fish rests',
      [depths(), fish({ feeling: 'sleepy' })],
      ['fish'],
    ),
  },
};
