/** What the pictures of 04-20 (a robot goes to school for Theo) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const theo = cast({ id: 'theo', is: 'boy', look: 'red hoodie, white cast on one leg, short brown hair' });
const robot = cast({
  id: 'robot',
  is: 'school-robot',
  look: 'little robot on wheels with a screen showing Theo’s face',
});
const laptop = cast({ id: 'laptop', is: 'laptop' });
const kofi = cast({ id: 'kofi', is: 'boy', look: 'blue jumper, short black curls' });
const classmates = cast({ id: 'class', is: 'child', count: 2 });
const teacher = cast({ id: 'teacher', is: 'teacher' });

export const SCENES_04_20: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Theo has a big white cast on his leg and stays at home',
        'room',
        'day',
        'clear',
        [theo({ feeling: 'worried' }), laptop({ beside: 'theo' })],
        ['theo'],
      ),
      scene(
        'a little robot rolls into school: roll, roll, roll',
        'school',
        'day',
        'clear',
        [robot({ feeling: 'happy' }), classmates({ feeling: 'surprised' })],
        ['robot', 'class'],
      ),
      scene(
        'Theo’s face is on the robot’s screen; hello, class, and everyone waves',
        'school',
        'day',
        'clear',
        [robot(), classmates({ feeling: 'happy', pose: 'waving' })],
        ['robot', 'class'],
      ),
    ],
    small: [
      scene(
        'Theo’s leg is in a big white cast and he has to stay at home for weeks; he misses his class',
        'room',
        'day',
        'clear',
        [theo({ feeling: 'worried' }), laptop({ beside: 'theo' })],
        ['theo'],
      ),
      scene(
        'the school sends a little robot with wheels, a camera, a microphone and a screen to sit at Theo’s desk',
        'school',
        'day',
        'clear',
        [robot(), teacher({ feeling: 'happy' })],
        ['robot', 'teacher'],
      ),
      scene(
        'from home Theo steers the robot; his friends see his face on the screen and wave',
        'school',
        'day',
        'clear',
        [robot(), kofi({ feeling: 'happy', pose: 'waving' }), classmates({ feeling: 'happy' })],
        ['robot', 'kofi', 'class'],
      ),
      scene(
        'Theo at home with his laptop feels as if he is back at school',
        'room',
        'day',
        'clear',
        [theo({ feeling: 'happy' }), laptop({ beside: 'theo' })],
        ['theo', 'laptop'],
      ),
    ],
    arc: [
      scene(
        'Theo sits at home with his leg in a big white cast, missing his class and his friend Kofi',
        'room',
        'day',
        'clear',
        [theo({ feeling: 'worried' }), { id: 'window', is: 'window' }],
        ['theo'],
      ),
      scene(
        'his friends send drawings, and every evening Theo phones Kofi',
        'room',
        'evening',
        'clear',
        [theo({ feeling: 'calm' }), { id: 'drawing', is: 'book', shows: 'school-robot' }],
        ['theo', 'drawing'],
      ),
      scene(
        'the teacher has found a little robot on wheels with a camera and a screen for a face; it sits at Theo’s desk, and Theo steers it from his laptop',
        'school',
        'day',
        'clear',
        [teacher({ feeling: 'happy' }), robot(), kofi({ feeling: 'surprised' })],
        ['teacher', 'robot', 'kofi'],
      ),
      scene(
        'the robot’s camera sends the classroom to Theo’s laptop, and his face goes back to the robot’s screen',
        'room',
        'day',
        'clear',
        [theo({ feeling: 'happy' }), laptop({ beside: 'theo' })],
        ['theo', 'laptop'],
      ),
      scene(
        'the robot rolls to the front; Theo smiles from the screen and the class cheers; later Kofi gives the robot a high five',
        'school',
        'day',
        'clear',
        [robot(), kofi({ beside: 'robot', feeling: 'happy' }), classmates({ feeling: 'happy' })],
        ['robot', 'kofi', 'class'],
      ),
    ],
    bedtime: scene(
      'night at school: Theo’s little robot waits by his desk, its screen dark',
      'school',
      'night',
      'clear',
      [robot({ look: 'little robot on wheels, screen dark', feeling: 'sleepy' }), { id: 'moon', is: 'moon' }],
      ['robot'],
    ),
  },
};
