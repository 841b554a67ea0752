/** What the pictures of 11-21 (the night bus) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const rosa = cast({ id: 'rosa', is: 'woman', look: 'blue nurse’s uniform, hair in a bun' });
const bell = cast({ id: 'bell', is: 'baker', look: 'white baker’s hat, flour on his sleeves' });
/** Sam drives it: the night bus draws its driver (grey beard, blue cap) in the front window. */
const bus = (look = ''): SpecThing => ({ id: 'bus', is: 'night-bus', look: `blue, lit windows, number nine${look}` });
const stop: SpecThing = { id: 'stop', is: 'bus-stop' };
const bakery: SpecThing = { id: 'bakery', is: 'house', look: 'little bakery with a green door, lit window' };
const moon: SpecThing = { id: 'moon', is: 'crescent-moon' };
const street = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'street', 'night', 'clear', things, see);

export const SCENES_11_21: ItemScenes = {
  en: {
    toddler: [
      street(
        'beep, beep: the blue bus with glowing windows drives in the dark; Sam the driver sits at the front',
        [moon, bus()],
        ['bus', 'moon'],
      ),
      street(
        'Rosa the nurse rides the bus, dozing by a window; Sam drives slowly',
        [moon, bus(', a nurse dozing')],
        ['bus'],
      ),
      street(
        'Rosa’s stop: Rosa gets off, smiling and waving, and the bus goes on',
        [bus(), stop, rosa({ beside: 'stop', feeling: 'happy', pose: 'waving' })],
        ['bus', 'stop', 'rosa'],
      ),
    ],
    small: [
      street('Sam drives the night bus; its windows glow yellow in the dark street', [moon, bus()], ['bus', 'moon']),
      street(
        'Rosa the nurse, tired, sits by a window of the bus with her eyes closed; Sam drives gently',
        [moon, bus(', a nurse dozing')],
        ['bus'],
      ),
      street(
        'the bus stops softly at the bakery with the green door; Rosa wakes, smiles and waves goodbye',
        [bakery, bus(), rosa({ beside: 'bakery', feeling: 'happy', pose: 'waving' })],
        ['bakery', 'bus', 'rosa'],
      ),
      street('Sam hums a tune as the night bus drives on through the quiet town', [moon, bus()], ['bus', 'moon']),
    ],
    arc: [
      street(
        'the night bus, number nine, glows like a lantern in the quiet streets; Sam drives it',
        [moon, bus()],
        ['bus', 'moon'],
      ),
      street(
        'Rosa the nurse waits at a bus stop, tired after a long day at the hospital, as the night bus comes',
        [stop, bus(), rosa({ beside: 'stop', feeling: 'sleepy' })],
        ['stop', 'bus', 'rosa'],
      ),
      street(
        'night passengers: a nurse and a baker go to work and home on the night bus while the town sleeps',
        [bus(', a nurse'), bell({ beside: 'bus', feeling: 'happy' })],
        ['bus', 'bell'],
      ),
      street(
        'Sam drives extra gently with his radio turned down low while Rosa dozes by a window',
        [moon, bus(', a nurse dozing')],
        ['bus', 'moon'],
      ),
      street(
        'Mr Bell the baker gets on at the next stop, ready to help',
        [stop, bus(', a nurse dozing'), bell({ beside: 'stop', feeling: 'happy' })],
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
      [moon, bus()],
      ['bus', 'moon'],
    ),
  },
};
