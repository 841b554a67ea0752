/** What the pictures of 06-13 (a puppy learns to be a guide dog) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pepper = cast({
  id: 'pepper',
  is: 'guide-puppy',
  young: true,
  look: 'black Labrador puppy, yellow training vest',
});
const jess = cast({ id: 'jess', is: 'woman', look: 'blue trainer’s jacket, a lead in her hand' });
const rami = cast({ id: 'rami', is: 'man', look: 'grey coat, dark glasses' });
const ball = cast({ id: 'ball', is: 'ball', look: 'red' });
const car = { id: 'car', is: 'car' };

export const SCENES_06_13: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Pepper, a little puppy: woof, woof',
        'street',
        'day',
        'clear',
        [pepper({ feeling: 'happy' }), jess({ feeling: 'happy' })],
        ['pepper'],
      ),
      scene(
        'a busy road: Pepper stops, sits and waits at the kerb',
        'street',
        'day',
        'clear',
        [car, jess({ feeling: 'calm' }), pepper({ beside: 'jess', feeling: 'calm' })],
        ['pepper', 'car'],
      ),
      scene(
        'now Pepper helps Mr Rami walk: walk, walk, walk',
        'street',
        'morning',
        'clear',
        [rami({ feeling: 'happy' }), pepper({ beside: 'rami', feeling: 'happy' })],
        ['pepper', 'rami'],
      ),
    ],
    small: [
      scene(
        'Pepper the puppy at a special school, learning to be a guide dog with his trainer',
        'street',
        'day',
        'clear',
        [jess({ feeling: 'happy' }), pepper({ beside: 'jess', feeling: 'happy' })],
        ['pepper', 'jess'],
      ),
      scene(
        'on a busy street Pepper sees a ball across the road and pulls hard towards the kerb',
        'street',
        'day',
        'clear',
        [jess({ feeling: 'surprised' }), pepper({ beside: 'jess', feeling: 'surprised' }), car, ball()],
        ['pepper', 'ball', 'jess'],
      ),
      scene(
        'stop, sit, wait: Pepper sits at the kerb; now he walks Mr Rami to the park every morning',
        'street',
        'morning',
        'clear',
        [rami({ feeling: 'happy' }), pepper({ beside: 'rami', feeling: 'calm' })],
        ['pepper', 'rami'],
      ),
      scene(
        'Pepper is proud of his new job, walking beside Mr Rami',
        'town',
        'morning',
        'clear',
        [rami({ feeling: 'happy' }), pepper({ beside: 'rami', feeling: 'happy' })],
        ['pepper', 'rami'],
      ),
    ],
    arc: [
      scene(
        'on a busy street Pepper spots a red ball across the road and pulls right to the edge of the kerb',
        'street',
        'day',
        'clear',
        [jess({ feeling: 'surprised' }), pepper({ beside: 'jess', feeling: 'surprised' }), car, ball()],
        ['pepper', 'ball', 'jess'],
      ),
      scene(
        'Jess holds the lead firmly and gives Pepper a treat, but he still looks at the ball',
        'street',
        'day',
        'clear',
        [jess({ feeling: 'calm' }), pepper({ beside: 'jess', feeling: 'worried' }), ball()],
        ['jess', 'pepper', 'ball'],
      ),
      scene(
        'the waiting game: at the kerb Pepper sits and waits; good dog',
        'street',
        'day',
        'clear',
        [jess({ feeling: 'happy' }), pepper({ beside: 'jess', feeling: 'calm' }), car],
        ['jess', 'pepper'],
      ),
      scene(
        'a guide dog leads its person around lampposts and puddles and stops at the kerb',
        'street',
        'day',
        'clear',
        [rami({ feeling: 'calm' }), pepper({ beside: 'rami', feeling: 'calm' }), { id: 'puddle', is: 'puddle' }],
        ['rami', 'pepper', 'puddle'],
      ),
      scene(
        'after a year Pepper is Mr Rami’s guide dog; every morning they walk to the park together',
        'town',
        'morning',
        'clear',
        [{ id: 'tree', is: 'tree' }, rami({ feeling: 'happy' }), pepper({ beside: 'rami', feeling: 'happy' })],
        ['rami', 'pepper'],
      ),
    ],
    bedtime: scene(
      'night: Pepper snoozes by Mr Rami’s slippers',
      'room',
      'night',
      'clear',
      [pepper({ feeling: 'sleepy', pose: 'lying' }), { id: 'window', is: 'window', look: 'night' }],
      ['pepper'],
    ),
  },
};
