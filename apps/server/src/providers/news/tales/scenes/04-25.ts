/** What the pictures of 04-25 (a new bike path along the river) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mila = cast({ id: 'mila', is: 'girl', look: 'red helmet, yellow jacket' });
const bike = cast({ id: 'bike', is: 'bike', look: 'blue bike with a little bell' });
const duckSign = cast({ id: 'sign-duck', is: 'sign', shows: 'duck', look: 'little sign with a duck' });
const frogSign = cast({ id: 'sign-frog', is: 'sign', shows: 'frog', look: 'little sign with a frog' });
const river = cast({ id: 'river', is: 'water', look: 'river by the green bank' });
const ducks = cast({ id: 'ducks', is: 'mallard', count: 2, in: 'river', feeling: 'happy' });
const mum = cast({ id: 'mum', is: 'woman' });
const riding = { on: 'bike' };

export const SCENES_04_25: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Mila on her bike: ring, ring! round go the wheels',
        'street',
        'day',
        'clear',
        [bike(), mila({ ...riding, feeling: 'happy' })],
        ['mila', 'bike'],
      ),
      scene(
        'a sign with a duck, quack; a sign with a frog, ribbit',
        'meadow',
        'day',
        'clear',
        [duckSign(), frogSign()],
        ['sign-duck', 'sign-frog'],
      ),
      scene(
        'slow down, Mila: here are real ducks on the river; wave to the ducks',
        'meadow',
        'day',
        'clear',
        [bike(), mila({ ...riding, pose: 'waving', feeling: 'happy' }), river(), ducks()],
        ['mila', 'ducks'],
      ),
    ],
    small: [
      scene(
        'in a small town along a green river bank there is a brand new bike path; Mila comes on her blue bike',
        'meadow',
        'day',
        'clear',
        [river(), bike(), mila({ ...riding, feeling: 'happy' }), { id: 'child', is: 'boy', feeling: 'happy' }],
        ['river', 'bike', 'mila'],
      ),
      scene(
        'Mila pedals hard; the wind blows her hair and her little bell goes ring, ring; she feels fast and brave',
        'meadow',
        'day',
        'wind',
        [bike(), mila({ ...riding, feeling: 'happy', doing: 'pedalling hard' })],
        ['mila', 'bike'],
      ),
      scene(
        'little signs along the path, one with a duck, one with a frog; behind the reeds a real frog goes plop into the water',
        'meadow',
        'day',
        'clear',
        [
          duckSign(),
          frogSign(),
          bike(),
          mila({ ...riding, feeling: 'surprised' }),
          { id: 'reeds', is: 'reeds' },
          river(),
          { id: 'frog', is: 'frog', in: 'river', feeling: 'happy' },
        ],
        ['sign-duck', 'sign-frog', 'mila', 'frog'],
      ),
      scene(
        'if you made a sign for the path, which animal would you draw on it? Here are the duck and the frog',
        'meadow',
        'day',
        'clear',
        [duckSign(), frogSign(), mila({ feeling: 'happy' })],
        ['sign-duck', 'sign-frog', 'mila'],
      ),
    ],
    arc: [
      scene(
        'in a small town by a green river bank lives Mila; she has a blue bike with a bell and has only just learned to ride it',
        'town',
        'day',
        'clear',
        [mila({ feeling: 'happy' }), bike({ beside: 'mila' })],
        ['mila', 'bike'],
      ),
      scene(
        'Mila wants to ride to the river to see the ducks, but the road is full of cars, and Mum says it is too busy',
        'street',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), mila({ feeling: 'worried' }), { id: 'cars', is: 'car', count: 2 }],
        ['mila', 'mum', 'cars'],
      ),
      scene(
        'so Mila rides round and round the yard: round the swing, round the tree',
        'garden',
        'day',
        'clear',
        [{ id: 'swing', is: 'swing' }, bike(), mila({ ...riding, feeling: 'calm' }), { id: 'tree', is: 'tree' }],
        ['swing', 'mila', 'tree'],
      ),
      scene(
        'one morning Mum comes in smiling: the new bike path is open, along the river bank, far from the cars',
        'town',
        'morning',
        'clear',
        [mum({ feeling: 'happy' }), mila({ feeling: 'surprised' }), river()],
        ['mum', 'mila'],
      ),
      scene(
        'signs use pictures that everyone understands at once: a duck on a sign means ducks may cross here, so riders slow down',
        'meadow',
        'day',
        'clear',
        [duckSign(), { id: 'ducks', is: 'mallard', count: 2, feeling: 'happy' }],
        ['sign-duck', 'ducks'],
      ),
      scene(
        'all the children ride; Mila rings her bell; signs with ducks and frogs show where to slow down, and real ducks swim by the water',
        'meadow',
        'day',
        'clear',
        [duckSign(), bike(), mila({ ...riding, feeling: 'happy' }), frogSign(), river(), ducks()],
        ['mila', 'sign-duck', 'sign-frog', 'ducks'],
      ),
    ],
    bedtime: scene(
      'Mila is asleep in her bed; her blue bike waits by the door',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, mila({ in: 'bed', pose: 'lying', feeling: 'sleepy' }), bike()],
      ['mila', 'bed', 'bike'],
    ),
  },
};
