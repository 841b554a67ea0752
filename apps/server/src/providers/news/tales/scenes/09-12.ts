/** What the pictures of 09-12 (a lost dog finds his way home) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pickle = cast({ id: 'pickle', is: 'dog', look: 'small scruffy white dog with brown patches, one ear up' });
const noah = cast({ id: 'noah', is: 'boy', look: 'blue jacket' });
const vet = cast({ id: 'vet', is: 'doctor', look: 'green vet’s coat' });
const lady = cast({ id: 'lady', is: 'woman', look: 'yellow coat' });
const ball = { id: 'ball', is: 'ball' };
const scanner = { id: 'scanner', is: 'phone', look: 'a little scanner' };

export const SCENES_09_12: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Pickle, one ear up and one ear down, says woof',
        'street',
        'day',
        'clear',
        [pickle({ feeling: 'happy' })],
        ['pickle'],
      ),
      scene(
        'Pickle runs and sniffs in the park: where is Noah?',
        'meadow',
        'day',
        'clear',
        [{ id: 'tree', is: 'tree' }, pickle({ feeling: 'worried' })],
        ['pickle'],
      ),
      scene(
        'beep: at the vet’s Noah hugs Pickle, who licks his face',
        'room',
        'day',
        'clear',
        [vet({ feeling: 'happy' }), noah({ feeling: 'happy' }), pickle({ beside: 'noah', feeling: 'happy' })],
        ['pickle', 'noah', 'vet'],
      ),
    ],
    small: [
      scene(
        'in the big park Pickle chases a ball so fast that he slips out of his collar',
        'meadow',
        'day',
        'clear',
        [{ id: 'tree', is: 'tree' }, noah({ feeling: 'surprised' }), ball, pickle({ feeling: 'happy' })],
        ['pickle', 'ball', 'noah'],
      ),
      scene(
        'a kind lady brings Pickle, with no collar, to the vet',
        'room',
        'day',
        'clear',
        [lady({ feeling: 'calm' }), pickle({ feeling: 'worried' }), vet({ feeling: 'calm' })],
        ['lady', 'pickle', 'vet'],
      ),
      scene(
        'the vet moves a little scanner over Pickle’s back: beep; Noah comes running',
        'room',
        'day',
        'clear',
        [
          vet({ holding: 'scanner', feeling: 'happy' }),
          scanner,
          pickle({ feeling: 'happy' }),
          noah({ feeling: 'happy' }),
        ],
        ['vet', 'pickle', 'noah'],
      ),
    ],
    arc: [
      scene(
        'in a busy town Noah and his scruffy dog Pickle play in the big park',
        'meadow',
        'day',
        'clear',
        [{ id: 'tree', is: 'tree' }, noah({ feeling: 'happy' }), pickle({ beside: 'noah', feeling: 'happy' })],
        ['noah', 'pickle'],
      ),
      scene(
        'Pickle has chased the ball round the pond; he looks up and Noah is nowhere to be seen',
        'pond',
        'day',
        'clear',
        [{ id: 'pond', is: 'pond' }, ball, pickle({ feeling: 'worried' })],
        ['pickle', 'ball', 'pond'],
      ),
      scene(
        'Pickle sits by the park gate and barks; a kind lady stops and strokes him',
        'street',
        'day',
        'clear',
        [lady({ feeling: 'calm' }), pickle({ beside: 'lady', feeling: 'worried' })],
        ['lady', 'pickle'],
      ),
      scene(
        'a vet shows a tiny microchip, as small as a grain of rice',
        'room',
        'day',
        'clear',
        [vet({ feeling: 'calm' }), pickle({ feeling: 'calm' })],
        ['vet', 'pickle'],
      ),
      scene(
        'the vet moves the scanner over Pickle’s back: beep, a number pops up on the screen',
        'room',
        'day',
        'clear',
        [
          vet({ holding: 'scanner', feeling: 'happy' }),
          scanner,
          pickle({ feeling: 'surprised' }),
          { id: 'screen', is: 'screen' },
        ],
        ['vet', 'pickle', 'screen'],
      ),
      scene(
        'Noah bursts in; Pickle jumps into his arms and wags his whole body',
        'room',
        'day',
        'clear',
        [noah({ feeling: 'happy' }), pickle({ beside: 'noah', feeling: 'happy' }), vet({ feeling: 'happy' })],
        ['noah', 'pickle'],
      ),
    ],
    bedtime: scene(
      'night at home: Pickle snores in his basket, one ear up, one ear down, a new name tag on his collar',
      'room',
      'night',
      'clear',
      [{ id: 'basket', is: 'basket' }, pickle({ in: 'basket', feeling: 'sleepy', pose: 'lying' })],
      ['pickle'],
    ),
  },
};
