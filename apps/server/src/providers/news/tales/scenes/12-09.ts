/** What the pictures of 12-09 (a parrot says good morning) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const perch = cast({ id: 'perch', is: 'perch', look: 'wooden branch' });
const rio = cast({ id: 'rio', is: 'parrot', look: 'grey, bright red tail', on: 'perch' });
const anna = cast({ id: 'anna', is: 'woman', look: 'green zoo keeper’s shirt', beside: 'perch' });
const seeds = cast({ id: 'seeds', is: 'seeds' });
const window = cast({ id: 'window', is: 'window' });

export const SCENES_12_09: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a grey parrot on his branch whistles',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'happy' })],
        ['rio'],
      ),
      scene(
        'the keeper says good morning to the parrot, again and again',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'calm' }), anna({ feeling: 'happy' })],
        ['anna', 'rio'],
      ),
      scene(
        'the parrot says good morning back; the keeper is surprised and happy',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'happy' }), anna({ feeling: 'surprised' })],
        ['rio', 'anna'],
      ),
    ],
    small: [
      scene(
        'in the zoo’s bird house keeper Anna opens the curtains and says good morning to Rio, the grey parrot with a red tail',
        'room',
        'morning',
        'clear',
        [window(), perch(), rio({ feeling: 'happy' }), anna({ feeling: 'happy', beside: 'window' })],
        ['anna', 'rio', 'window'],
      ),
      scene(
        'Rio bobs his head and tries, but it comes out all wrong; Anna gives him a sunflower seed',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'worried' }), anna({ feeling: 'happy', holding: 'seeds' }), seeds()],
        ['rio', 'anna', 'seeds'],
      ),
      scene(
        'before Anna says a thing, Rio says good morning in her own voice; Anna is surprised',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'happy' }), anna({ feeling: 'surprised' })],
        ['rio', 'anna'],
      ),
    ],
    arc: [
      scene(
        'in the bird house Rio the grey parrot whistles on his branch while keeper Anna opens the curtains and says good morning',
        'room',
        'morning',
        'clear',
        [window(), perch(), rio({ feeling: 'happy' }), anna({ feeling: 'calm', beside: 'window' })],
        ['rio', 'anna', 'window'],
      ),
      scene(
        'Rio listens with his head on one side and fluffs up his feathers, making funny sounds',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'surprised' })],
        ['rio', 'perch'],
      ),
      scene(
        'Anna says the two words slowly and gives Rio a sunflower seed for trying',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'calm' }), anna({ feeling: 'happy', holding: 'seeds' }), seeds()],
        ['anna', 'seeds', 'rio'],
      ),
      scene(
        'Anna opens the door and Rio says good morning from his branch; she laughs and other birds join in',
        'room',
        'morning',
        'clear',
        [perch(), rio({ feeling: 'happy' }), anna({ feeling: 'happy' }), { id: 'birds', is: 'bird', count: 2 }],
        ['rio', 'anna', 'birds'],
      ),
      scene(
        'parrots in a noisy flock call to each other; Rio’s flock at the zoo is his keepers',
        'room',
        'day',
        'clear',
        [perch(), rio({ feeling: 'happy' }), { id: 'birds', is: 'parrot', count: 2 }, anna({ feeling: 'calm' })],
        ['rio', 'birds', 'anna'],
      ),
    ],
    bedtime: scene(
      'in the dark bird house Rio sleeps on his branch, head tucked under his wing',
      'room',
      'night',
      'clear',
      [perch(), rio({ feeling: 'sleepy' })],
      ['rio', 'perch'],
    ),
  },
};
