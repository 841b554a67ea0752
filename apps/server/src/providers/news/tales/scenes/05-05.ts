/** What the pictures of 05-05 (a rock from space you can touch) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ruby = cast({ id: 'ruby', is: 'girl', look: 'yellow T-shirt with a rocket, curly red bunches, purple backpack' });
const rock = cast({ id: 'rock', is: 'rock', look: 'dark, bumpy meteorite with tiny shiny spots' });
const tan = cast({ id: 'guide', is: 'guide', look: 'red museum jacket' });
const sign = cast({ id: 'sign', is: 'poster', look: '“Please touch!”' });
const classmates = cast({ id: 'class', is: 'child', count: 2 });

export const SCENES_05_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big dark rock that came from space stands in the museum hall',
        'room',
        'day',
        'clear',
        [rock(), ruby({ beside: 'rock', feeling: 'surprised' })],
        ['rock'],
      ),
      scene(
        'Ruby touches the rock: cold, bumpy',
        'room',
        'day',
        'clear',
        [rock(), ruby({ beside: 'rock', feeling: 'surprised' })],
        ['ruby', 'rock'],
      ),
      scene(
        'tiny shiny spots on the rock sparkle; Ruby says wow',
        'room',
        'day',
        'clear',
        [rock(), ruby({ beside: 'rock', feeling: 'happy' })],
        ['rock', 'ruby'],
      ),
    ],
    small: [
      scene(
        'a new museum hall: in the middle a dark, bumpy rock and a sign that says Please touch',
        'room',
        'day',
        'clear',
        [rock(), sign({ beside: 'rock' }), classmates({ feeling: 'surprised' })],
        ['rock', 'sign'],
      ),
      scene(
        'the rock is a meteorite: it flew through space among the stars for a very long time, then fell to Earth',
        'room',
        'night',
        'clear',
        [rock(), { id: 'stars', is: 'star', count: 3 }],
        ['rock', 'stars'],
      ),
      scene(
        'Ruby puts her hand on the cold, heavy rock and whispers: I touched space',
        'room',
        'day',
        'clear',
        [rock(), ruby({ beside: 'rock', feeling: 'happy' })],
        ['ruby', 'rock'],
      ),
    ],
    arc: [
      scene(
        'a big city museum all about the sky, with planets, stars and rockets; Ruby’s class arrives and Ruby skips',
        'room',
        'day',
        'clear',
        [
          { id: 'rocket', is: 'model-rocket' },
          { id: 'saturn', is: 'saturn' },
          classmates({ feeling: 'happy' }),
          ruby({ feeling: 'happy' }),
        ],
        ['rocket', 'class', 'ruby'],
      ),
      scene(
        'everything in the museum stands behind glass with Please do not touch signs; Ruby looks on',
        'room',
        'day',
        'clear',
        [{ id: 'window', is: 'window', look: 'glass case' }, ruby({ beside: 'window', feeling: 'worried' })],
        ['window', 'ruby'],
      ),
      scene(
        'Ruby presses her nose to the glass and reaches a finger towards a big model of the Moon',
        'room',
        'day',
        'clear',
        [{ id: 'moon', is: 'moon-model' }, ruby({ beside: 'moon', feeling: 'worried' })],
        ['moon', 'ruby'],
      ),
      scene(
        'Mr Tan the museum guide leads the class into the new hall, where a dark bumpy rock sits on a low stand with a Please touch sign',
        'room',
        'day',
        'clear',
        [
          tan({ feeling: 'happy' }),
          rock(),
          sign({ beside: 'rock' }),
          classmates({ feeling: 'surprised' }),
          ruby({ feeling: 'surprised' }),
        ],
        ['guide', 'rock', 'sign', 'ruby'],
      ),
      scene(
        'a meteorite is a rock from space; most space rocks only glow for a moment as falling stars',
        'room',
        'night',
        'clear',
        [rock(), { id: 'stars', is: 'star', count: 3 }],
        ['rock', 'stars'],
      ),
      scene(
        'Ruby puts both hands on the cold, heavy, bumpy meteorite and whispers: I touched space',
        'room',
        'day',
        'clear',
        [rock(), ruby({ beside: 'rock', feeling: 'happy' }), tan({ feeling: 'happy' })],
        ['ruby', 'rock'],
      ),
    ],
    bedtime: scene(
      'night in the dark museum: the space rock rests on its low stand',
      'room',
      'night',
      'clear',
      [rock(), sign({ beside: 'rock' })],
      ['rock'],
    ),
  },
};
