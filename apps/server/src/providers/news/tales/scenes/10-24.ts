/** What the pictures of 10-24 (a lost parrot says his street's name) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const kiwi = cast({ id: 'kiwi', is: 'parrot', look: 'bright green, yellow face, red patch on each wing' });
const ella = cast({ id: 'ella', is: 'girl', look: 'yellow dress, two brown plaits' });
const mum = cast({ id: 'mum', is: 'woman', look: 'blue cardigan' });
const rosa = cast({ id: 'rosa', is: 'woman', look: 'white apron, a baker' });
const perch = cast({ id: 'perch', is: 'perch', look: 'wooden perch' });
const window = cast({ id: 'window', is: 'window', look: 'open' });
const bread = cast({ id: 'bread', is: 'bread', count: 3 });
const door = cast({ id: 'door', is: 'door', look: 'green door, number seven' });
const sign = cast({ id: 'sign', is: 'sign', shows: 'apple', look: 'street sign with an apple: Apple Street' });
const poster = cast({ id: 'poster', is: 'poster', look: 'a poster with the parrot’s picture' });
const box = cast({ id: 'box', is: 'box', look: 'cardboard box with air holes' });
const home = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);
const street = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'street', 'day', 'clear', things, see);
const bakery = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_10_24: ItemScenes = {
  en: {
    toddler: [
      home(
        'flap, flap: Kiwi the green parrot flies out of the open window',
        [window(), kiwi({ feeling: 'happy', beside: 'window' }), ella({ feeling: 'worried' })],
        ['window', 'kiwi', 'ella'],
      ),
      bakery(
        'Kiwi lands in a bakery and says “Apple Street!”',
        [bread(), kiwi({ feeling: 'happy' }), rosa({ feeling: 'surprised' })],
        ['kiwi', 'bread', 'rosa'],
      ),
      street(
        'knock, knock: Ella opens the door and says hello to Kiwi',
        [door(), ella({ feeling: 'happy', beside: 'door' }), kiwi({ feeling: 'happy' })],
        ['door', 'ella', 'kiwi'],
      ),
    ],
    small: [
      home(
        'Ella practises her address beside Kiwi on his perch; the window stands open',
        [window(), perch(), kiwi({ on: 'perch', feeling: 'happy' }), ella({ feeling: 'happy' })],
        ['kiwi', 'ella', 'window'],
      ),
      bakery(
        'two streets away Kiwi lands in a bakery; the baker gives him a crumb and he says “Number seven, Apple Street!”',
        [bread(), kiwi({ feeling: 'happy' }), rosa({ feeling: 'surprised' })],
        ['kiwi', 'bread', 'rosa'],
      ),
      street(
        'the baker brings Kiwi to Apple Street and knocks; Ella hugs her parrot',
        [
          sign(),
          door(),
          rosa({ feeling: 'happy' }),
          ella({ feeling: 'happy', beside: 'door' }),
          kiwi({ feeling: 'happy', on: 'ella' }),
        ],
        ['sign', 'door', 'rosa', 'ella', 'kiwi'],
      ),
    ],
    arc: [
      home(
        'at number seven, Apple Street, Ella practises her address every morning; Kiwi listens from his perch',
        [window(), perch(), kiwi({ on: 'perch', feeling: 'calm' }), ella({ feeling: 'happy' })],
        ['kiwi', 'perch', 'ella'],
      ),
      home(
        'the window is left open; Kiwi hops out and flaps away over the roofs while Ella calls him',
        [window(), kiwi({ beside: 'window', feeling: 'happy' }), ella({ feeling: 'worried' })],
        ['window', 'kiwi', 'ella'],
      ),
      street(
        'Ella and Mum search the street and put up a poster with Kiwi’s picture',
        [poster(), ella({ feeling: 'worried', beside: 'poster' }), mum({ feeling: 'worried' })],
        ['poster', 'ella', 'mum'],
      ),
      bakery(
        'two streets away the baker Rosa finds a green parrot on her bread counter; Kiwi fluffs his feathers and says his address',
        [bread(), kiwi({ feeling: 'happy' }), rosa({ feeling: 'surprised' })],
        ['kiwi', 'bread', 'rosa'],
      ),
      street(
        'Rosa carries Kiwi in a box with air holes to Apple Street and knocks at number seven; Ella opens the door',
        [
          sign(),
          door(),
          rosa({ feeling: 'happy', holding: 'box' }),
          box(),
          ella({ feeling: 'surprised', beside: 'door' }),
        ],
        ['sign', 'door', 'rosa', 'ella'],
      ),
      home(
        'back home, Kiwi on his perch repeats the words he heard Ella say every morning',
        [perch(), kiwi({ on: 'perch', feeling: 'happy' }), ella({ feeling: 'happy' })],
        ['kiwi', 'ella'],
      ),
    ],
    bedtime: scene(
      'Kiwi dozes on his perch by the window at night',
      'room',
      'night',
      'clear',
      [window(), perch(), kiwi({ on: 'perch', feeling: 'sleepy' })],
      ['kiwi', 'perch'],
    ),
  },
};
