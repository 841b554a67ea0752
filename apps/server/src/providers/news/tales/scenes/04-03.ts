/** What the pictures of 04-03 (an owl visits a school) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sami = cast({ id: 'sami', is: 'boy', look: 'red jumper, curly dark hair' });
const pearl = cast({ id: 'pearl', is: 'owl', look: 'white owl with big round eyes' });
const reed = cast({ id: 'reed', is: 'keeper', look: 'owl keeper with a leather glove' });
const classmates = cast({ id: 'class', is: 'child', count: 2 });
const teacher = cast({ id: 'teacher', is: 'teacher' });

export const SCENES_04_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'look, Sami: an owl with big round eyes',
        'school',
        'day',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'calm' }),
          pearl({ feeling: 'calm' }),
          sami({ beside: 'reed', feeling: 'surprised' }),
        ],
        ['pearl', 'sami'],
      ),
      scene(
        'too loud: Pearl hides her face; shh, whisper',
        'school',
        'day',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'calm' }),
          pearl({ feeling: 'worried' }),
          sami({ beside: 'reed', feeling: 'worried' }),
        ],
        ['pearl', 'sami'],
      ),
      scene(
        'Pearl flies, not a sound: wow, Sami',
        'school',
        'day',
        'clear',
        [sami({ feeling: 'surprised' }), pearl({ beside: 'sami', feeling: 'happy' })],
        ['pearl', 'sami'],
      ),
    ],
    small: [
      scene(
        'Mr Reed comes to Sami’s class with Pearl, a white owl with big round eyes, on his glove',
        'school',
        'morning',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'happy' }),
          pearl({ feeling: 'calm' }),
          sami({ beside: 'reed', feeling: 'happy' }),
        ],
        ['reed', 'pearl', 'sami'],
      ),
      scene(
        'everyone shouts hello; Pearl fluffs up and turns her face away; Sami feels worried',
        'school',
        'morning',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'calm' }),
          pearl({ feeling: 'worried' }),
          sami({ beside: 'reed', feeling: 'worried' }),
          classmates(),
        ],
        ['pearl', 'sami', 'class'],
      ),
      scene(
        'the children sit still and whisper; Pearl flies over them without a sound',
        'school',
        'morning',
        'clear',
        [
          classmates({ feeling: 'surprised' }),
          sami({ feeling: 'surprised' }),
          pearl({ beside: 'sami', feeling: 'happy' }),
        ],
        ['class', 'sami', 'pearl'],
      ),
      scene(
        'Sami whispers “wow”',
        'school',
        'morning',
        'clear',
        [
          sami({ feeling: 'happy' }),
          reed({ beside: 'sami', holding: 'pearl', feeling: 'happy' }),
          pearl({ feeling: 'calm' }),
        ],
        ['sami', 'pearl'],
      ),
    ],
    arc: [
      scene(
        'Sami cheers loudly when the teacher says an owl is coming to visit',
        'school',
        'day',
        'clear',
        [teacher({ feeling: 'happy' }), sami({ beside: 'teacher', feeling: 'happy' })],
        ['teacher', 'sami'],
      ),
      scene(
        'Mr Reed arrives with white Pearl on his leather glove; the class shouts hello and Pearl turns away',
        'school',
        'morning',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'calm' }),
          pearl({ feeling: 'worried' }),
          classmates({ feeling: 'happy' }),
          sami({ feeling: 'happy' }),
        ],
        ['reed', 'pearl', 'class', 'sami'],
      ),
      scene(
        'Sami calls even louder, but Pearl squeezes her eyes shut; his smile wobbles',
        'school',
        'morning',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'calm' }),
          pearl({ feeling: 'worried' }),
          sami({ beside: 'reed', feeling: 'worried' }),
        ],
        ['pearl', 'sami'],
      ),
      scene(
        'Mr Reed kneels and speaks softly: an owl hears a mouse in the grass at night',
        'school',
        'morning',
        'clear',
        [
          reed({ holding: 'pearl', feeling: 'calm' }),
          pearl({ feeling: 'calm' }),
          sami({ beside: 'reed', feeling: 'calm' }),
        ],
        ['reed', 'pearl'],
      ),
      scene(
        'the children sit still as statues and whisper; Pearl turns back and blinks at Sami',
        'school',
        'morning',
        'clear',
        [
          classmates({ feeling: 'calm' }),
          reed({ holding: 'pearl', feeling: 'happy' }),
          pearl({ feeling: 'surprised' }),
          sami({ beside: 'reed', feeling: 'surprised' }),
        ],
        ['class', 'pearl', 'sami'],
      ),
      scene(
        'Pearl spreads her white wings and flies silently across the room; Sami whispers wow',
        'school',
        'morning',
        'clear',
        [
          sami({ feeling: 'surprised' }),
          pearl({ beside: 'sami', feeling: 'happy' }),
          classmates({ feeling: 'surprised' }),
        ],
        ['pearl', 'sami'],
      ),
    ],
    bedtime: scene(
      'night: Sami lies in bed and whispers goodnight to Pearl, very quietly',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, sami({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
      ['sami', 'bed'],
    ),
  },
};
