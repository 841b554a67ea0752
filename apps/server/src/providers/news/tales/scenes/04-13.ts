/** What the pictures of 04-13 (paper plane day at school) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sami = cast({ id: 'sami', is: 'boy', look: 'green school jumper, short dark hair sticking up' });
const plane = cast({ id: 'plane', is: 'paper-plane', look: 'white paper plane, long pointy wings' });
const clip = cast({ id: 'clip', is: 'paper-clip' });
const hill = cast({ id: 'teacher', is: 'teacher', look: 'red cardigan' });
const classmates = cast({ id: 'class', is: 'child', count: 2 });

export const SCENES_04_13: ItemScenes = {
  en: {
    toddler: [
      scene(
        'fold, fold, fold: Sami has folded a little paper plane',
        'school',
        'day',
        'clear',
        [sami({ holding: 'plane', feeling: 'happy' }), plane()],
        ['sami', 'plane'],
      ),
      scene(
        'whoosh, then plop: the plane falls down by Sami’s feet',
        'school',
        'day',
        'clear',
        [sami({ feeling: 'surprised' }), plane({ beside: 'sami' })],
        ['sami', 'plane'],
      ),
      scene(
        'a clip on its nose, and whoosh: the plane flies far, far away across the hall',
        'school',
        'day',
        'clear',
        [sami({ feeling: 'happy' }), plane(), clip({ beside: 'sami' })],
        ['plane', 'sami'],
      ),
    ],
    small: [
      scene(
        'paper plane day: the big school hall is full of children with paper planes; Sami folds a white one',
        'school',
        'day',
        'clear',
        [classmates({ feeling: 'happy' }), sami({ holding: 'plane', feeling: 'happy' }), plane()],
        ['class', 'sami', 'plane'],
      ),
      scene(
        'Sami has thrown as hard as he can; the plane has flipped over and fallen right by his feet, and he frowns',
        'school',
        'day',
        'clear',
        [sami({ feeling: 'worried' }), plane({ beside: 'sami' })],
        ['sami', 'plane'],
      ),
      scene(
        'the teacher has put a paper clip on the plane’s nose; the plane glides across the hall',
        'school',
        'day',
        'clear',
        [hill({ feeling: 'happy' }), sami({ feeling: 'surprised' }), plane(), clip({ beside: 'teacher' })],
        ['teacher', 'sami', 'plane'],
      ),
    ],
    arc: [
      scene(
        'Friday, paper plane day: the class lines up in the big hall; Sami holds his plane with long pointy wings',
        'school',
        'day',
        'clear',
        [classmates({ feeling: 'happy' }), sami({ holding: 'plane', feeling: 'happy' }), plane()],
        ['class', 'sami', 'plane'],
      ),
      scene(
        'the plane flips over and flops down right by Sami’s feet, plop',
        'school',
        'day',
        'clear',
        [sami({ feeling: 'worried' }), plane({ beside: 'sami' })],
        ['sami', 'plane'],
      ),
      scene(
        'Miss Hill kneels beside Sami and slides a paper clip onto the plane’s nose',
        'school',
        'day',
        'clear',
        [hill({ holding: 'clip', feeling: 'calm' }), clip(), sami({ holding: 'plane', feeling: 'calm' }), plane()],
        ['teacher', 'clip', 'sami', 'plane'],
      ),
      scene(
        'the plane glides on and on past the benches to the far wall; the whole hall cheers',
        'school',
        'day',
        'clear',
        [plane(), sami({ feeling: 'happy' }), classmates({ feeling: 'happy' }), hill({ feeling: 'happy' })],
        ['plane', 'sami', 'class'],
      ),
      scene(
        'the air under its wings holds the paper plane up; a little clip at the front keeps its nose pointing forward',
        'school',
        'day',
        'clear',
        [plane(), clip({ beside: 'sami' }), sami({ feeling: 'calm' })],
        ['plane', 'clip'],
      ),
    ],
    bedtime: scene(
      'night: the paper plane waits on the windowsill by the window',
      'bedroom',
      'night',
      'clear',
      [{ id: 'window', is: 'window', look: 'night' }, plane({ beside: 'window' })],
      ['plane', 'window'],
    ),
  },
};
