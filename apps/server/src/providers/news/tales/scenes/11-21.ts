/** What the pictures of 11-21 (the night bus) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const sam = cast({ id: 'sam', is: 'driver', look: 'short grey beard, blue uniform jacket, blue cap' });
const rosa = cast({ id: 'rosa', is: 'woman', look: 'blue nurse’s uniform under a long grey coat' });
const bell = cast({ id: 'bell', is: 'baker', look: 'white baker’s hat, flour on his sleeves' });
const bus = cast({ id: 'bus', is: 'town-bus', look: 'blue, lit windows at night, number nine' });
const stop: SpecThing = { id: 'stop', is: 'bus-stop' };
const bakery: SpecThing = { id: 'bakery', is: 'house', look: 'little bakery with a green door, lit window' };
const moon: SpecThing = { id: 'moon', is: 'crescent-moon' };
const street = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'street', 'night', 'clear', things, see);

export const SCENES_11_21: ItemScenes = {
  en: {
    toddler: [
      street(
        'beep, beep: the blue bus with glowing windows drives in the dark; Sam the driver waves',
        [moon, bus(), sam({ in: 'bus', feeling: 'happy', pose: 'waving' })],
        ['bus', 'sam'],
      ),
      street(
        'Rosa rides the bus, yawning, her eyes closing; Sam drives slowly',
        [bus(), rosa({ in: 'bus', feeling: 'sleepy' }), sam({ in: 'bus', feeling: 'calm' })],
        ['bus', 'rosa', 'sam'],
      ),
      street(
        'Rosa’s stop: Rosa gets off, smiling, and the bus goes on',
        [bus(), stop, rosa({ beside: 'stop', feeling: 'happy', pose: 'waving' })],
        ['bus', 'stop', 'rosa'],
      ),
    ],
    small: [
      street(
        'Sam drives the night bus; its windows glow yellow in the dark street',
        [moon, bus(), sam({ in: 'bus', feeling: 'happy' })],
        ['bus', 'sam'],
      ),
      street(
        'Rosa the nurse, tired, sits on the bus with her eyes closed; Sam drives gently',
        [bus(), rosa({ in: 'bus', feeling: 'sleepy' }), sam({ in: 'bus', feeling: 'calm' })],
        ['bus', 'rosa', 'sam'],
      ),
      street(
        'the bus stops softly at the bakery with the green door; Rosa wakes, smiles and waves goodbye',
        [
          bakery,
          bus(),
          rosa({ beside: 'bakery', feeling: 'happy', pose: 'waving' }),
          sam({ in: 'bus', feeling: 'happy' }),
        ],
        ['bakery', 'bus', 'rosa'],
      ),
      street(
        'Sam hums a tune as the night bus drives on through the quiet town',
        [moon, bus(), sam({ in: 'bus', feeling: 'happy' })],
        ['bus', 'sam'],
      ),
    ],
    arc: [
      street(
        'the night bus, number nine, glows like a lantern in the quiet streets; Sam drives it',
        [moon, bus(), sam({ in: 'bus', feeling: 'happy' })],
        ['bus', 'sam', 'moon'],
      ),
      street(
        'Rosa the nurse gets on at a bus stop, tired after a long day at the hospital',
        [stop, bus(), rosa({ beside: 'stop', feeling: 'sleepy' }), sam({ in: 'bus', feeling: 'worried' })],
        ['stop', 'bus', 'rosa', 'sam'],
      ),
      street(
        'night passengers: a nurse and a baker ride to work and home while the town sleeps',
        [
          bus(),
          rosa({ in: 'bus', feeling: 'calm' }),
          bell({ beside: 'bus', feeling: 'happy' }),
          sam({ in: 'bus', feeling: 'calm' }),
        ],
        ['bus', 'rosa', 'bell'],
      ),
      street(
        'Sam drives extra gently with his radio turned down low while Rosa dozes',
        [
          bus(),
          { id: 'radio', is: 'radio', beside: 'bus' },
          rosa({ in: 'bus', feeling: 'sleepy' }),
          sam({ in: 'bus', feeling: 'calm' }),
        ],
        ['bus', 'rosa', 'sam'],
      ),
      street(
        'Mr Bell the baker gets on at the next stop and whispers that he knows Rosa',
        [stop, bus(), bell({ beside: 'stop', feeling: 'happy' }), sam({ in: 'bus', feeling: 'happy' })],
        ['stop', 'bus', 'bell'],
      ),
      street(
        'at the bakery Rosa wakes with a smile and gets off with Mr Bell; the bakery lights come on',
        [
          bakery,
          bus(),
          rosa({ beside: 'bakery', feeling: 'happy' }),
          bell({ beside: 'rosa', feeling: 'happy' }),
          { id: 'bread', is: 'loaf', beside: 'bell' },
        ],
        ['bakery', 'bus', 'rosa', 'bell'],
      ),
    ],
    bedtime: scene(
      'the lit night bus hums softly through the sleeping town under the moon',
      'town',
      'night',
      'clear',
      [moon, bus(), sam({ in: 'bus', feeling: 'calm' })],
      ['bus', 'moon'],
    ),
  },
};
