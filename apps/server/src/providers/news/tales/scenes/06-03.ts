/** What the pictures of 06-03 (a baby hippo learns the hippo way) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pool = cast({ id: 'pool', is: 'pond', look: 'a big warm indoor pool' });
const plum = cast({ id: 'plum', is: 'hippo', young: true, look: 'pinkish-grey baby hippo, wiggly ears' });
const rosie = cast({ id: 'rosie', is: 'hippo', look: 'big grey hippo mother' });
const ducks = cast({ id: 'ducks', is: 'duck', count: 2 });
const visitors = cast({ id: 'visitors', is: 'child', count: 2 });

export const SCENES_06_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Plum, a baby hippo: splash, into the water',
        'zoo',
        'day',
        'clear',
        [pool(), plum({ in: 'pool', feeling: 'happy' })],
        ['plum'],
      ),
      scene(
        'tiptoe, tiptoe on the bottom: bounce, bounce, bounce',
        'zoo',
        'day',
        'clear',
        [pool(), plum({ in: 'pool', feeling: 'surprised' })],
        ['plum'],
      ),
      scene(
        'up comes her nose, pfff; her little ears wiggle',
        'zoo',
        'day',
        'clear',
        [pool(), plum({ in: 'pool', feeling: 'happy' }), rosie({ in: 'pool', feeling: 'calm' })],
        ['plum'],
      ),
    ],
    small: [
      scene(
        'the hippo house at a city zoo has a big warm pool; baby Plum lives there with her mum Rosie',
        'zoo',
        'day',
        'clear',
        [pool(), rosie({ beside: 'pool', feeling: 'calm' }), plum({ beside: 'rosie', feeling: 'happy' })],
        ['pool', 'rosie', 'plum'],
      ),
      scene(
        'Plum has stepped into the deep water and gone plop, right to the bottom',
        'zoo',
        'day',
        'clear',
        [pool(), plum({ in: 'pool', feeling: 'surprised' })],
        ['plum'],
      ),
      scene(
        'Mum shows the hippo way; Plum tiptoes and bounces across the pool behind her',
        'zoo',
        'day',
        'clear',
        [pool(), rosie({ in: 'pool', feeling: 'calm' }), plum({ in: 'pool', feeling: 'happy' })],
        ['rosie', 'plum'],
      ),
      scene(
        'Plum is proud and bouncy beside her mum',
        'zoo',
        'day',
        'clear',
        [rosie({ feeling: 'happy' }), plum({ beside: 'rosie', feeling: 'happy' })],
        ['plum', 'rosie'],
      ),
    ],
    arc: [
      scene(
        'a warm hippo house with a big pool; round pinkish-grey Plum stands by her mum Rosie, ears wiggling',
        'zoo',
        'day',
        'clear',
        [pool(), rosie({ beside: 'pool', feeling: 'calm' }), plum({ beside: 'rosie', feeling: 'happy' })],
        ['pool', 'rosie', 'plum'],
      ),
      scene(
        'Plum splashes in the shallow end and looks at the big deep end where Mum is',
        'zoo',
        'day',
        'clear',
        [pool(), rosie({ in: 'pool', feeling: 'calm' }), plum({ beside: 'pool', feeling: 'worried' })],
        ['plum', 'rosie'],
      ),
      scene(
        'Plum has watched ducks bob on the zoo pond and tries to float like them, but sinks, plop',
        'zoo',
        'day',
        'clear',
        [pool(), ducks({ in: 'pool' }), plum({ beside: 'pool', feeling: 'surprised' })],
        ['ducks', 'plum'],
      ),
      scene(
        'Rosie walks slowly into the deep water and looks back; Plum follows her',
        'zoo',
        'day',
        'clear',
        [pool(), rosie({ in: 'pool', feeling: 'calm' }), plum({ in: 'pool', feeling: 'calm' })],
        ['rosie', 'plum'],
      ),
      scene(
        'hippos are too heavy to float: they walk and bounce along the bottom and come up for air',
        'zoo',
        'day',
        'clear',
        [pool(), rosie({ in: 'pool', feeling: 'calm' })],
        ['rosie'],
      ),
      scene(
        'Plum bounces all across the pool, pfff; the visitors at the glass laugh and clap',
        'zoo',
        'day',
        'clear',
        [pool(), plum({ in: 'pool', feeling: 'happy' }), visitors({ feeling: 'happy' })],
        ['plum', 'visitors'],
      ),
    ],
    bedtime: scene(
      'night in the hippo house: Plum snoozes with her chin on Mum’s back',
      'zoo',
      'night',
      'clear',
      [rosie({ feeling: 'sleepy', pose: 'lying' }), plum({ on: 'rosie', feeling: 'sleepy', pose: 'lying' })],
      ['rosie', 'plum'],
    ),
  },
};
