/** What the pictures of 09-18 (a family moves to a new home) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const ben = cast({ id: 'ben', is: 'boy', look: 'green rocket T-shirt, brown fringe' });
const mum = cast({ id: 'mum', is: 'woman', look: 'yellow jumper' });
const dad = cast({ id: 'dad', is: 'man', look: 'red checked shirt' });
const box = cast({ id: 'box', is: 'box', look: 'a rocket drawn on the lid' });
const teddy = cast({ id: 'teddy', is: 'teddy' });
const light = cast({ id: 'light', is: 'night-light' });
const stars = cast({ id: 'stars', is: 'star', count: 4 });
const bed = cast({ id: 'bed', is: 'bed' });
const room = (doing: string, things: SpecThing[], see: string[], time: 'day' | 'night' = 'night'): SceneSpec =>
  scene(doing, time === 'night' ? 'bedroom' : 'room', time, 'clear', things, see);

export const SCENES_09_18: ItemScenes = {
  en: {
    toddler: [
      scene(
        'boxes and a big moving truck outside the new home',
        'street',
        'day',
        'clear',
        [{ id: 'truck', is: 'truck' }, { id: 'boxes', is: 'box', count: 3 }, ben({ feeling: 'happy' })],
        ['truck', 'boxes', 'ben'],
      ),
      room(
        'Ben says hello to his new room; his teddy comes too',
        [ben({ holding: 'teddy', feeling: 'surprised' }), teddy()],
        ['ben', 'teddy'],
        'day',
      ),
      room(
        'stars stuck on the ceiling of the new room',
        [stars(), bed(), ben({ beside: 'bed', feeling: 'happy' })],
        ['stars', 'ben'],
      ),
    ],
    small: [
      room(
        'Ben packs his own box with his teddy, night-light and stars, and draws a rocket on the lid',
        [box(), teddy(), light(), ben({ beside: 'box', feeling: 'happy' })],
        ['box', 'teddy', 'ben'],
        'day',
      ),
      room(
        'in the big bare new room Ben pulls the blanket over his head',
        [bed(), ben({ in: 'bed', feeling: 'worried', pose: 'lying' })],
        ['ben', 'bed'],
      ),
      room(
        'Dad and Ben unpack the rocket box and stick the stars on the ceiling; Teddy sits on the pillow',
        [
          stars(),
          bed(),
          teddy({ on: 'bed' }),
          dad({ feeling: 'happy' }),
          ben({ beside: 'dad', feeling: 'happy' }),
          box(),
        ],
        ['stars', 'dad', 'ben', 'box'],
      ),
      room(
        'Ben falls asleep under his own stars',
        [stars(), bed(), ben({ in: 'bed', feeling: 'sleepy', pose: 'lying' })],
        ['ben', 'stars'],
      ),
    ],
    arc: [
      room(
        'the old rooms are full of boxes; Ben draws a rocket on the lid of his own box',
        [{ id: 'boxes', is: 'box', count: 3 }, box(), ben({ beside: 'box', feeling: 'happy' })],
        ['box', 'boxes', 'ben'],
        'day',
      ),
      room(
        'Ben cannot fall asleep in his empty new room with tall windows',
        [{ id: 'window', is: 'window' }, bed(), ben({ in: 'bed', feeling: 'worried', pose: 'lying' })],
        ['window', 'ben'],
      ),
      room(
        'Ben counts under the blanket, then calls for Mum',
        [bed(), ben({ in: 'bed', feeling: 'worried', pose: 'lying' }), { id: 'blanket', is: 'blanket', look: 'blue' }],
        ['ben', 'bed'],
      ),
      room(
        'Dad unpacks the rocket box; Ben on Dad’s shoulders sticks the stars on the ceiling',
        [
          stars(),
          dad({ feeling: 'happy' }),
          ben({ beside: 'dad', feeling: 'happy' }),
          box(),
          mum({ feeling: 'happy' }),
        ],
        ['stars', 'dad', 'ben', 'box'],
      ),
      room(
        'Mum sits on the bed and explains why a new place feels strange',
        [bed(), mum({ beside: 'bed', feeling: 'calm' }), ben({ in: 'bed', feeling: 'calm' }), light()],
        ['mum', 'ben'],
      ),
      room(
        'Ben lies back and looks up at the same stars in a new sky',
        [stars(), bed(), ben({ in: 'bed', feeling: 'happy', pose: 'lying' }), teddy({ on: 'bed' })],
        ['stars', 'ben'],
      ),
    ],
    bedtime: room(
      'Ben asleep in his new room under his glowing stars',
      [stars(), bed(), ben({ in: 'bed', feeling: 'sleepy', pose: 'lying' })],
      ['ben', 'bed', 'stars'],
    ),
  },
};
