/** What the pictures of 08-30 (frogs sing after the rain) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pond = { id: 'lake', is: 'pond' };
const pad = cast({ id: 'pad', is: 'lily-pad', in: 'lake' });
const hoppy = cast({ id: 'hoppy', is: 'frog', look: 'small, bright green, big gold eyes', on: 'pad' });
const frogs = cast({ id: 'frogs', is: 'frog', count: 2 });
const reeds = { id: 'reeds', is: 'reeds', count: 2 };

export const SCENES_08_30: ItemScenes = {
  en: {
    toddler: [
      scene('rain drips on the lake; then the rain stops', 'pond', 'day', 'rain', [pond, pad(), reeds], ['lake']),
      scene(
        'a little green frog puffs up his throat like a balloon',
        'pond',
        'day',
        'clear',
        [pond, pad(), hoppy({ pose: 'throat-puffed', feeling: 'happy' })],
        ['hoppy'],
      ),
      scene(
        'ribbit, ribbit: all the frogs sing, loud and happy',
        'pond',
        'day',
        'clear',
        [
          pond,
          pad(),
          hoppy({ pose: 'throat-puffed', feeling: 'happy' }),
          frogs({ pose: 'throat-puffed', feeling: 'happy' }),
        ],
        ['hoppy', 'frogs'],
      ),
    ],
    small: [
      scene(
        'the summer rain has stopped and the lake sparkles; Hoppy sits on a lily pad, so happy he wants to sing',
        'pond',
        'day',
        'clear',
        [pond, pad(), hoppy({ feeling: 'happy' }), reeds],
        ['hoppy', 'pad', 'lake'],
      ),
      scene(
        'Hoppy puffs up his throat like a little balloon; all round the lake the other frogs puff up theirs too',
        'pond',
        'day',
        'clear',
        [
          pond,
          pad(),
          hoppy({ pose: 'throat-puffed', feeling: 'happy' }),
          frogs({ pose: 'throat-puffed', feeling: 'happy' }),
        ],
        ['hoppy', 'frogs'],
      ),
      scene(
        'the frog choir sings so loudly that the ducks look up',
        'pond',
        'day',
        'clear',
        [
          pond,
          pad(),
          hoppy({ pose: 'throat-puffed', feeling: 'happy' }),
          frogs({ count: 1, pose: 'throat-puffed', feeling: 'happy' }),
          { id: 'ducks', is: 'duck', count: 2 },
        ],
        ['hoppy', 'ducks'],
      ),
    ],
    arc: [
      scene(
        'a quiet lake among reeds and lily pads, home of a frog choir; in the hot dry summer the frogs sit quietly, and the smallest, Hoppy, wants to sing but his voice is thin and small',
        'pond',
        'day',
        'clear',
        [pond, pad(), hoppy({ feeling: 'worried' }), frogs({ feeling: 'calm' }), reeds, { id: 'sun', is: 'sun' }],
        ['hoppy', 'lake', 'frogs', 'sun'],
      ),
      scene(
        'Hoppy puffs out his chest but only a squeak comes out',
        'pond',
        'day',
        'clear',
        [pond, pad(), hoppy({ feeling: 'worried' }), reeds],
        ['hoppy'],
      ),
      scene(
        'the summer rain falls on the lake; an old frog on the next lily pad shows Hoppy how to puff up his throat',
        'pond',
        'day',
        'rain',
        [
          pond,
          pad(),
          hoppy({ feeling: 'surprised' }),
          { id: 'old-frog', is: 'frog', look: 'old, darker green', pose: 'throat-puffed', feeling: 'calm' },
        ],
        ['hoppy', 'old-frog'],
      ),
      scene(
        'a frog’s puffed-up throat makes its song louder; frogs sing most after rain, in the fresh water',
        'pond',
        'day',
        'clear',
        [pond, pad(), hoppy({ pose: 'throat-puffed', feeling: 'calm' }), { id: 'puddle', is: 'puddle' }],
        ['hoppy', 'puddle'],
      ),
      scene(
        'the rain has stopped; Hoppy puffs up his throat, round and shiny, and sings a big RIBBIT; the choir joins in',
        'pond',
        'day',
        'clear',
        [
          pond,
          pad(),
          hoppy({ pose: 'throat-puffed', feeling: 'happy' }),
          frogs({ pose: 'throat-puffed', feeling: 'happy' }),
        ],
        ['hoppy', 'frogs'],
      ),
    ],
    bedtime: scene(
      'Hoppy the frog is asleep on his lily pad under the moon',
      'pond',
      'night',
      'clear',
      [pond, pad(), hoppy({ feeling: 'sleepy' })],
      ['hoppy', 'pad'],
    ),
  },
};
