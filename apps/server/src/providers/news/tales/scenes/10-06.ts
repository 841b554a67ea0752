/** What the pictures of 10-06 (a giant pumpkin wins at the fair) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pumpkin = cast({
  id: 'pumpkin',
  is: 'giant-pumpkin',
  look: 'giant, round, orange, deep ridges, curly green stem',
});
const winner = 'giant, round, orange, a blue ribbon rosette pinned on it';
const tom = cast({ id: 'tom', is: 'farmer', look: 'blue shirt, cap' });
const neighbours = cast({ id: 'neighbours', is: 'man', count: 2, look: 'neighbours' });
const helpers = cast({ id: 'helpers', is: 'woman', count: 2, look: 'neighbours' });
const children = cast({ id: 'children', is: 'child', count: 2 });

export const SCENES_10_06: ItemScenes = {
  en: {
    toddler: [
      scene(
        'look at this pumpkin: big, big, big, bigger than a bathtub, orange and round',
        'farm',
        'day',
        'clear',
        [pumpkin(), children({ count: 1, feeling: 'surprised' })],
        ['pumpkin'],
      ),
      scene(
        'one, two, three… ten people lift it together: heave-ho, up it goes',
        'farm',
        'day',
        'clear',
        [
          neighbours({ feeling: 'happy' }),
          { id: 'sheet', is: 'sheet', look: 'white, strong' },
          pumpkin({ on: 'sheet' }),
          helpers({ feeling: 'happy' }),
        ],
        ['pumpkin', 'neighbours', 'helpers'],
      ),
      scene(
        'here is a blue ribbon: the biggest pumpkin wins, hooray',
        'farm',
        'day',
        'clear',
        [pumpkin({ look: winner }), children({ pose: 'waving', feeling: 'happy' })],
        ['pumpkin', 'children'],
      ),
    ],
    small: [
      scene(
        'at the village fair there are apples, jars of honey and pumpkins, and Farmer Tom’s pumpkin is the biggest of all',
        'farm',
        'day',
        'clear',
        [
          { id: 'apples', is: 'apple', count: 3 },
          { id: 'honey', is: 'honey' },
          pumpkin(),
          tom({ beside: 'pumpkin', feeling: 'happy' }),
        ],
        ['apples', 'honey', 'pumpkin', 'tom'],
      ),
      scene(
        'the pumpkin is so heavy that ten people hold on and lift it together: heave-ho',
        'farm',
        'day',
        'clear',
        [
          neighbours({ feeling: 'happy' }),
          { id: 'sheet', is: 'sheet', look: 'white, strong' },
          pumpkin({ on: 'sheet' }),
          helpers({ feeling: 'happy' }),
        ],
        ['pumpkin', 'neighbours', 'helpers'],
      ),
      scene(
        'Tom’s pumpkin wins the blue ribbon for the biggest pumpkin, and Tom pats it proudly',
        'farm',
        'day',
        'clear',
        [pumpkin({ look: winner }), tom({ beside: 'pumpkin', feeling: 'happy' })],
        ['pumpkin', 'tom'],
      ),
      scene(
        'the children try to hug the pumpkin, but their arms do not reach around it',
        'farm',
        'day',
        'clear',
        [
          children({ count: 1, feeling: 'surprised' }),
          pumpkin({ look: winner }),
          children({ id: 'friend', count: 1, feeling: 'happy' }),
        ],
        ['children', 'pumpkin', 'friend'],
      ),
    ],
    arc: [
      scene(
        'on a farm near a village Farmer Tom plants pumpkin seeds every spring',
        'farm',
        'morning',
        'clear',
        [tom({ holding: 'seed', feeling: 'calm' }), { id: 'seed', is: 'seed' }, { id: 'sprout', is: 'seedling' }],
        ['tom', 'seed', 'sprout'],
      ),
      scene(
        'all summer one pumpkin grows and grows until it is wider than a bathtub; how can Tom take it to the fair?',
        'farm',
        'day',
        'clear',
        [pumpkin(), tom({ feeling: 'worried' })],
        ['pumpkin', 'tom'],
      ),
      scene(
        'Tom pushes, pulls and rocks the giant pumpkin, but it does not move an inch',
        'farm',
        'day',
        'clear',
        [tom({ feeling: 'worried' }), pumpkin()],
        ['tom', 'pumpkin'],
      ),
      scene(
        'ten neighbours slide a strong sheet under the pumpkin and lift it onto a trailer behind the tractor',
        'farm',
        'day',
        'clear',
        [
          { id: 'tractor', is: 'tractor' },
          neighbours({ feeling: 'happy' }),
          { id: 'sheet', is: 'sheet', look: 'white, strong' },
          pumpkin({ on: 'sheet' }),
          helpers({ feeling: 'happy' }),
          tom({ feeling: 'happy' }),
        ],
        ['tractor', 'pumpkin', 'sheet', 'neighbours'],
      ),
      scene(
        'a pumpkin starts as a flat seed no bigger than a fingernail; its wide leaves catch the sun and it grows heavier every day',
        'farm',
        'day',
        'clear',
        [
          { id: 'sun', is: 'sun' },
          { id: 'seed', is: 'seed' },
          { id: 'leaves', is: 'seedling', look: 'a young pumpkin plant with wide leaves' },
          pumpkin(),
        ],
        ['seed', 'leaves', 'pumpkin', 'sun'],
      ),
      scene(
        'at the fair the pumpkin stands on a giant scale, the heaviest of all; Tom wins the prize and everyone claps',
        'farm',
        'day',
        'clear',
        [
          { id: 'scale', is: 'platform-scale' },
          pumpkin({ look: winner, in: 'scale' }),
          tom({ feeling: 'happy' }),
          children({ pose: 'waving', feeling: 'happy' }),
        ],
        ['scale', 'pumpkin', 'tom', 'children'],
      ),
    ],
    bedtime: scene(
      'at night the giant pumpkin rests under its blue ribbon on the quiet farm',
      'farm',
      'night',
      'clear',
      [{ id: 'moon', is: 'moon' }, pumpkin({ look: winner })],
      ['pumpkin'],
    ),
  },
};
