/** What the pictures of 10-18 (a lifting bridge opens for a tall ship) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const sam = cast({ id: 'sam', is: 'boy', look: 'green hoodie, curly brown hair' });
const grandad = cast({ id: 'grandad', is: 'grandpa', look: 'brown coat, flat cap' });
const shut = cast({ id: 'bridge', is: 'lift-bridge', look: 'closed, road across' });
const open = cast({ id: 'bridge', is: 'lift-bridge', look: 'open, both halves raised' });
const ship = cast({ id: 'ship', is: 'tall-ship', look: 'three masts, white sails' });
const barrier = cast({ id: 'barrier', is: 'barrier', look: 'red and white' });
const bus = cast({ id: 'bus', is: 'town-bus', look: 'blue' });
const car = cast({ id: 'car', is: 'car' });
const city = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'town', 'day', 'clear', things, see);

export const SCENES_10_18: ItemScenes = {
  en: {
    toddler: [
      city(
        'a bell rings, a gate closes; Sam, Grandad and the cars wait on the bridge',
        [shut(), barrier(), car(), sam({ feeling: 'surprised' }), grandad({ beside: 'sam', feeling: 'calm' })],
        ['bridge', 'barrier', 'car', 'sam', 'grandad'],
      ),
      city('the middle of the bridge lifts up, up, up', [open(), sam({ feeling: 'surprised' })], ['bridge', 'sam']),
      city(
        'a tall ship sails through the open bridge; Sam waves hello',
        [open(), ship(), sam({ feeling: 'happy', pose: 'waving' })],
        ['ship', 'bridge', 'sam'],
      ),
    ],
    small: [
      city(
        'Sam and Grandad walk over the big bridge; a bell rings and a gate closes in front of them, the cars stop',
        [shut(), barrier(), car(), sam({ feeling: 'surprised' }), grandad({ beside: 'sam', feeling: 'calm' })],
        ['bridge', 'barrier', 'car', 'sam', 'grandad'],
      ),
      city(
        'Sam grumbles at the gate; Grandad points as the middle of the bridge lifts up like two giant arms',
        [open(), barrier(), sam({ feeling: 'worried' }), grandad({ beside: 'sam', feeling: 'happy' })],
        ['bridge', 'sam', 'grandad'],
      ),
      city(
        'a tall ship with three masts and white sails glides between the raised halves; Sam waves with both hands',
        [open(), ship(), sam({ feeling: 'happy', pose: 'waving' }), grandad({ beside: 'sam', feeling: 'happy' })],
        ['ship', 'bridge', 'sam'],
      ),
    ],
    arc: [
      city(
        'a bridge with two stone towers over a wide river in the city; Sam and Grandad set off on foot across it',
        [shut(), bus(), sam({ feeling: 'happy' }), grandad({ beside: 'sam', feeling: 'happy' })],
        ['bridge', 'sam', 'grandad'],
      ),
      city(
        'halfway across, a red and white gate swings shut; the cars and buses stop and Sam stamps his foot',
        [shut(), barrier(), bus(), car(), sam({ feeling: 'worried' }), grandad({ beside: 'sam', feeling: 'calm' })],
        ['barrier', 'bus', 'sam', 'grandad'],
      ),
      city(
        'Grandad explains that the middle of the bridge lifts in two halves when a ship’s masts are too tall',
        [shut(), sam({ feeling: 'calm' }), grandad({ beside: 'sam', feeling: 'happy' })],
        ['bridge', 'sam', 'grandad'],
      ),
      city(
        'Sam stands on tiptoe behind the gate; all he can see is the back of a big blue bus',
        [barrier(), bus(), sam({ feeling: 'worried', beside: 'barrier' })],
        ['bus', 'barrier', 'sam'],
      ),
      city(
        'Sam sits on Grandad’s shoulders; the two halves of the road rise like giant arms',
        [open(), grandad({ feeling: 'happy' }), sam({ on: 'grandad', feeling: 'surprised' })],
        ['bridge', 'grandad', 'sam'],
      ),
      city(
        'a tall ship with three masts glides between the raised halves; sailors wave and Sam waves back',
        [open(), ship(), grandad({ feeling: 'happy' }), sam({ on: 'grandad', feeling: 'happy', pose: 'waving' })],
        ['ship', 'bridge', 'sam'],
      ),
    ],
    bedtime: scene(
      'the bridge lies flat across the quiet river at night',
      'town',
      'night',
      'clear',
      [shut(), { id: 'moon', is: 'moon' }],
      ['bridge', 'moon'],
    ),
  },
};
