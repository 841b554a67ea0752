/** What the pictures of 06-18 (a glowing jellyfish in the deep sea) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const jelly = cast({ id: 'jellyfish', is: 'jellyfish', look: 'see-through bell glowing soft blue and green' });
const robot = cast({ id: 'robot', is: 'sea-robot', look: 'little yellow underwater robot with lights' });
const ship = cast({ id: 'ship', is: 'ship', look: 'white research ship' });
const amara = cast({ id: 'amara', is: 'woman', look: 'orange life jacket over a white coat' });
const screen = cast({ id: 'screen', is: 'laptop' });
const children = cast({ id: 'children', is: 'child', count: 2 });

export const SCENES_06_18: ItemScenes = {
  en: {
    toddler: [
      scene(
        'down, down, down goes the yellow robot into the dark sea',
        'sea',
        'night',
        'clear',
        [ship(), robot({ feeling: 'calm' })],
        ['robot'],
      ),
      scene(
        'look: a jellyfish, glowing in the dark',
        'sea',
        'night',
        'clear',
        [robot(), jelly()],
        ['jellyfish', 'robot'],
      ),
      scene('wiggle, wiggle: the jellyfish dances', 'sea', 'night', 'clear', [jelly()], ['jellyfish']),
    ],
    small: [
      scene(
        'far out at sea scientists on a ship lower a little yellow robot deep down into the dark',
        'sea',
        'day',
        'clear',
        [ship(), amara({ feeling: 'happy' }), robot({ beside: 'amara' })],
        ['ship', 'robot', 'amara'],
      ),
      scene(
        'the robot’s bright lights are on; there is a jellyfish, drifting away from the light',
        'sea',
        'night',
        'clear',
        [robot(), jelly({ look: 'pale jellyfish drifting away' })],
        ['robot', 'jellyfish'],
      ),
      scene(
        'under a soft red light the jellyfish floats close, glowing blue all by itself',
        'sea',
        'night',
        'clear',
        [robot({ look: 'little yellow robot with a soft red light' }), jelly()],
        ['jellyfish', 'robot'],
      ),
    ],
    arc: [
      scene(
        'far out at sea a ship full of scientists stops over deep water; on its deck a little yellow robot with lights and a camera',
        'sea',
        'day',
        'clear',
        [ship(), amara({ feeling: 'happy' }), robot({ beside: 'amara' })],
        ['ship', 'amara', 'robot'],
      ),
      scene(
        'the scientists look at a picture of a rare jellyfish nobody has seen up close',
        'room',
        'day',
        'clear',
        [amara({ feeling: 'calm' }), { id: 'book', is: 'book', shows: 'jellyfish' }],
        ['amara', 'book'],
      ),
      scene(
        'deep in the dark the robot’s bright white lights find the jellyfish, which drifts away from the glare',
        'sea',
        'night',
        'clear',
        [robot(), jelly({ look: 'pale jellyfish drifting away' })],
        ['robot', 'jellyfish'],
      ),
      scene(
        'no sunlight reaches the deep sea; its animals make their own light',
        'sea',
        'night',
        'clear',
        [jelly(), { id: 'fish', is: 'fish', look: 'small glowing fish' }],
        ['jellyfish', 'fish'],
      ),
      scene(
        'Dr Amara presses a button to switch the robot to a soft red light; everyone watches the screen quietly',
        'room',
        'day',
        'clear',
        [amara({ feeling: 'calm' }), screen({ beside: 'amara' })],
        ['amara', 'screen'],
      ),
      scene(
        'the jellyfish floats right up to the camera, glowing blue and green like a tiny lantern with long wavy ribbons',
        'sea',
        'night',
        'clear',
        [robot({ look: 'little yellow robot with a soft red light' }), jelly()],
        ['jellyfish', 'robot'],
      ),
      scene(
        'children in a school far away watch the glowing jellyfish on a screen and smile',
        'school',
        'day',
        'clear',
        [children({ feeling: 'happy' }), screen(), { id: 'boy', is: 'boy', feeling: 'surprised' }],
        ['children', 'screen', 'boy'],
      ),
    ],
    bedtime: scene(
      'deep down in the dark sea, a jellyfish glows softly like a nightlight',
      'sea',
      'night',
      'clear',
      [jelly()],
      ['jellyfish'],
    ),
  },
};
