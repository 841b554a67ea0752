/** What the pictures of 07-17 (a teddy rides the bus home) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mila = cast({ id: 'mila', is: 'girl', look: 'yellow dress, curly dark hair in two puffs' });
const button = cast({ id: 'button', is: 'teddy', look: 'small brown teddy bear, one button eye, red bow' });
const bus = { id: 'bus', is: 'bus', look: 'red number seven bus' };
const ray = cast({ id: 'ray', is: 'man', look: 'blue bus driver’s shirt' });
const mum = cast({ id: 'mum', is: 'woman' });
const sign = { id: 'sign', is: 'poster', look: 'a little sign: Waiting for Mila' };

export const SCENES_07_17: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Mila rides the red bus, hugging her teddy Button',
        'street',
        'day',
        'clear',
        [bus, mila({ beside: 'bus', holding: 'button', feeling: 'happy' }), button()],
        ['mila', 'button', 'bus'],
      ),
      scene(
        'Mila looks here and there at home: where is Button?',
        'room',
        'evening',
        'clear',
        [mila({ feeling: 'worried' })],
        ['mila'],
      ),
      scene(
        'the bus comes, and there is Button in its front window; Mila waves hello',
        'street',
        'morning',
        'clear',
        [bus, button({ in: 'bus' }), mila({ feeling: 'happy', pose: 'waving' })],
        ['bus', 'button', 'mila'],
      ),
    ],
    small: [
      scene(
        'Mila and Mum have got off at their stop and the red bus drives away, Button still inside on the back seat',
        'street',
        'day',
        'clear',
        [bus, button({ in: 'bus' }), mila({ feeling: 'calm' }), mum({ beside: 'mila', feeling: 'calm' })],
        ['bus', 'button', 'mila'],
      ),
      scene(
        'at bedtime Mila cannot find Button anywhere and feels sad; Mum phones the bus company',
        'bedroom',
        'evening',
        'clear',
        [mila({ feeling: 'worried' }), mum({ beside: 'mila', feeling: 'calm' })],
        ['mila', 'mum'],
      ),
      scene(
        'the bus stops at Mila’s stop with Button in the front window; Ray the driver smiles beside it',
        'street',
        'morning',
        'clear',
        [bus, button({ in: 'bus' }), ray({ feeling: 'happy' }), mila({ feeling: 'surprised' })],
        ['bus', 'button', 'ray', 'mila'],
      ),
    ],
    arc: [
      scene(
        'in a big town the red number seven bus, driven by Ray; Mila waits at her stop with her teddy',
        'town',
        'morning',
        'clear',
        [bus, ray({ feeling: 'happy' }), mila({ holding: 'button', feeling: 'happy' }), button()],
        ['bus', 'ray', 'mila', 'button'],
      ),
      scene(
        'sleepy Mila hops off with Mum and the bus rolls away with Button still on the back seat',
        'street',
        'day',
        'clear',
        [bus, button({ in: 'bus' }), mila({ feeling: 'sleepy' }), mum({ beside: 'mila', feeling: 'calm' })],
        ['bus', 'button', 'mila'],
      ),
      scene(
        'at bedtime Mila looks for Button under the bed and hugs her pillow instead',
        'bedroom',
        'evening',
        'clear',
        [{ id: 'bed', is: 'bed' }, mila({ beside: 'bed', feeling: 'worried' })],
        ['mila', 'bed'],
      ),
      scene(
        'Mum phones the bus company about a small brown teddy with one button eye',
        'room',
        'evening',
        'clear',
        [mum({ feeling: 'worried' }), { id: 'phone', is: 'phone' }, mila({ feeling: 'worried' })],
        ['mum', 'mila'],
      ),
      scene(
        'Ray walks down his empty bus, finds Button on the back seat and carries him to the lost-and-found with a little sign',
        'street',
        'evening',
        'clear',
        [bus, ray({ holding: 'button', feeling: 'happy' }), button(), sign],
        ['ray', 'button', 'sign'],
      ),
      scene(
        'the number seven bus pulls up with Button in the front window; Mila runs up and hugs him tight',
        'street',
        'morning',
        'clear',
        [bus, mila({ holding: 'button', feeling: 'happy' }), button(), ray({ feeling: 'happy' })],
        ['bus', 'mila', 'button'],
      ),
      scene(
        'a lost-and-found shelf where a teddy, a hat and an umbrella wait for their owners',
        'room',
        'day',
        'clear',
        [
          { id: 'teddy', is: 'teddy' },
          { id: 'hat', is: 'hat' },
          { id: 'umbrella', is: 'umbrella' },
        ],
        ['teddy', 'hat', 'umbrella'],
      ),
    ],
    bedtime: scene(
      'night: Mila asleep in bed with Button home again, tucked under her chin',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, mila({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), button({ in: 'bed' })],
      ['mila', 'button', 'bed'],
    ),
  },
};
