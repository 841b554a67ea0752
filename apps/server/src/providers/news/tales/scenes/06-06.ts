/** What the pictures of 06-06 (a panda's birthday cake of ice) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const bao = cast({ id: 'bao', is: 'panda', young: true, look: 'fluffy one-year-old panda cub' });
const lulu = cast({ id: 'lulu', is: 'panda', look: 'big panda mother' });
const cake = cast({
  id: 'cake',
  is: 'ice-cake',
  look: 'a block of ice with apples, carrots and bamboo frozen inside, a number one on top',
});
const apple = cast({ id: 'apple', is: 'apple' });
const carrot = cast({ id: 'carrot', is: 'carrot' });
const visitors = cast({ id: 'visitors', is: 'child', count: 2 });

export const SCENES_06_06: ItemScenes = {
  en: {
    toddler: [
      scene(
        'happy birthday, Bao: a big cake of ice',
        'zoo',
        'day',
        'clear',
        [cake(), bao({ beside: 'cake', feeling: 'surprised' })],
        ['cake', 'bao'],
      ),
      scene(
        'sniff, sniff: the icy cake slips and slides, so cold',
        'zoo',
        'day',
        'clear',
        [bao({ feeling: 'surprised' }), cake()],
        ['bao', 'cake'],
      ),
      scene(
        'an apple out of the ice: crunch, crunch, yum',
        'zoo',
        'day',
        'clear',
        [bao({ holding: 'apple', feeling: 'happy' }), apple(), cake()],
        ['bao', 'apple'],
      ),
    ],
    small: [
      scene(
        'panda cub Bao turns one; the keepers bring a birthday cake of ice with apples, carrots and bamboo inside',
        'zoo',
        'day',
        'clear',
        [
          { id: 'keeper', is: 'man', look: 'green keeper’s shirt', feeling: 'happy' },
          cake(),
          bao({ feeling: 'surprised' }),
        ],
        ['keeper', 'cake', 'bao'],
      ),
      scene(
        'Bao sniffs the cake and pushes it with his paw; it slides away across the floor',
        'zoo',
        'day',
        'clear',
        [bao({ feeling: 'worried' }), cake()],
        ['bao', 'cake'],
      ),
      scene(
        'Mum licks the ice and pulls out a red apple; Bao copies her, crunching and munching',
        'zoo',
        'day',
        'clear',
        [
          lulu({ holding: 'apple', feeling: 'calm' }),
          apple(),
          cake(),
          bao({ holding: 'carrot', feeling: 'happy' }),
          carrot(),
        ],
        ['lulu', 'apple', 'bao'],
      ),
    ],
    arc: [
      scene(
        'at a city zoo panda cub Bao with his mum Lulu; he has turned one year old',
        'zoo',
        'day',
        'clear',
        [lulu({ feeling: 'calm' }), bao({ beside: 'lulu', feeling: 'happy' })],
        ['lulu', 'bao'],
      ),
      scene(
        'the cake is a big block of ice with apples, carrots and bamboo frozen inside; Bao sniffs it, puzzled',
        'zoo',
        'day',
        'clear',
        [cake(), bao({ beside: 'cake', feeling: 'surprised' })],
        ['cake', 'bao'],
      ),
      scene(
        'Bao tries to hug the slippery cake; it slides across the floor and he sits down with a bump',
        'zoo',
        'day',
        'clear',
        [cake(), bao({ feeling: 'worried' })],
        ['cake', 'bao'],
      ),
      scene(
        'pandas come from cool misty mountain forests and like the cold; the ice cake is a puzzle',
        'mountain',
        'day',
        'cloudy',
        [{ id: 'mountain', is: 'mountain' }, lulu({ feeling: 'calm' })],
        ['lulu', 'mountain'],
      ),
      scene(
        'Lulu licks the ice until an apple peeks out and pulls it free with her teeth; Bao watches',
        'zoo',
        'day',
        'clear',
        [cake(), lulu({ holding: 'apple', feeling: 'calm' }), apple(), bao({ feeling: 'surprised' })],
        ['lulu', 'apple', 'bao'],
      ),
      scene(
        'Bao sits on top of his cake licking it happily; the visitors sing happy birthday',
        'zoo',
        'day',
        'clear',
        [cake(), bao({ on: 'cake', feeling: 'happy' }), visitors({ feeling: 'happy' })],
        ['bao', 'cake', 'visitors'],
      ),
    ],
    bedtime: scene(
      'night at the zoo: Bao sleeps curled up beside his mum, dreaming of apples frozen in ice',
      'zoo',
      'night',
      'clear',
      [lulu({ feeling: 'sleepy', pose: 'lying' }), bao({ beside: 'lulu', feeling: 'sleepy', pose: 'lying' })],
      ['bao', 'lulu'],
    ),
  },
};
