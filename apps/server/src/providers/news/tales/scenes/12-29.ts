/** What the pictures of 12-29 (a town builds a hundred snowmen) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const finn = cast({ id: 'finn', is: 'boy-hat', look: 'bright blue snowsuit, yellow bobble hat, big red mittens' });
const dad = cast({ id: 'dad', is: 'man-hat', look: 'green coat, red knitted hat' });
const snowmen = cast({ id: 'snowmen', is: 'snowman', count: 3, look: 'carrot noses, pebble eyes' });
const tallest = cast({ id: 'tallest', is: 'big-snowman', look: 'the tallest, big orange scarf' });
const ball = cast({ id: 'snowball', is: 'snowball', look: 'as big as a pumpkin' });
const neighbour = cast({ id: 'neighbour', is: 'woman-hat', look: 'purple coat, white bobble hat' });

export const SCENES_12_29: ItemScenes = {
  en: {
    toddler: [
      scene(
        'roll, roll the snow: a big ball, a bigger ball, the biggest ball',
        'snow',
        'day',
        'clear',
        [ball({ id: 'small-ball', young: true }), ball({ id: 'big-ball' }), finn({ feeling: 'happy' })],
        ['small-ball', 'big-ball'],
      ),
      scene(
        'one snowman, two snowmen, lots of snowmen, with carrot noses and pebble eyes',
        'snow',
        'day',
        'clear',
        [snowmen({ count: 4, feeling: 'happy' })],
        ['snowmen'],
      ),
      scene(
        'the tallest snowman is so big, with a big orange scarf; hooray!',
        'snow',
        'day',
        'clear',
        [
          snowmen({ count: 1, feeling: 'happy' }),
          tallest({ feeling: 'happy' }),
          finn({ pose: 'waving', feeling: 'happy' }),
        ],
        ['tallest'],
      ),
    ],
    small: [
      scene(
        'the whole town comes to the snowy park with shovels, sledges and carrots to build a hundred snowmen; Finn comes with his dad',
        'snow',
        'morning',
        'clear',
        [
          neighbour({ holding: 'shovel', feeling: 'happy' }),
          { id: 'shovel', is: 'shovel' },
          { id: 'sledge', is: 'sledge' },
          dad({ feeling: 'happy' }),
          finn({ holding: 'carrot', feeling: 'happy' }),
          { id: 'carrot', is: 'carrot' },
        ],
        ['finn', 'dad', 'shovel', 'sledge', 'carrot'],
      ),
      scene(
        'Finn rolled a ball as big as a pumpkin, Dad lifted it onto another, and Finn sticks on pebble eyes and a carrot nose',
        'snow',
        'day',
        'clear',
        [
          dad({ feeling: 'happy' }),
          snowmen({ id: 'snowman', count: 1, feeling: 'happy' }),
          finn({ holding: 'carrot', feeling: 'happy' }),
          { id: 'carrot', is: 'carrot' },
        ],
        ['snowman', 'finn', 'carrot', 'dad'],
      ),
      scene(
        'by evening a hundred snowmen stand in the park; the tallest wears a big orange scarf and Finn’s snowman stands next to it',
        'snow',
        'evening',
        'clear',
        [
          snowmen({ count: 2, feeling: 'happy' }),
          tallest({ feeling: 'happy' }),
          snowmen({ id: 'finns', count: 1, beside: 'tallest', feeling: 'happy' }),
          finn({ feeling: 'happy' }),
        ],
        ['tallest', 'finns', 'snowmen', 'finn'],
      ),
    ],
    arc: [
      scene(
        'one winter morning the whole town comes to the big park with its old trees and frozen pond, with shovels, sledges and carrots; Finn comes with his dad',
        'snow',
        'morning',
        'clear',
        [
          { id: 'pond', is: 'ice', look: 'the frozen pond' },
          neighbour({ holding: 'shovel', feeling: 'happy' }),
          { id: 'shovel', is: 'shovel' },
          { id: 'sledge', is: 'sledge' },
          dad({ feeling: 'calm' }),
          finn({ feeling: 'happy' }),
        ],
        ['pond', 'finn', 'dad', 'shovel', 'sledge'],
      ),
      scene(
        'the snow is dry and powdery like flour; it falls apart in Finn’s mittens and he frowns',
        'snow',
        'morning',
        'clear',
        [finn({ feeling: 'worried' })],
        ['finn'],
      ),
      scene(
        'the sun comes out, the snow grows soft and packs; Finn rolls a ball as big as a pumpkin and Dad helps to stack it',
        'snow',
        'day',
        'clear',
        [{ id: 'sun', is: 'sun' }, ball(), finn({ beside: 'snowball', feeling: 'happy' }), dad({ feeling: 'happy' })],
        ['sun', 'snowball', 'finn', 'dad'],
      ),
      scene(
        'snow is tiny ice crystals; a little wet, they hold on to each other, and a rolling ball grows bigger and bigger',
        'snow',
        'day',
        'clear',
        [
          { id: 'snowflake', is: 'snowflake', count: 2 },
          ball({ id: 'small-ball', young: true }),
          ball({ id: 'big-ball' }),
          neighbour({ feeling: 'happy' }),
        ],
        ['snowflake', 'small-ball', 'big-ball'],
      ),
      scene(
        'as the sky turns pink they count ninety-eight, ninety-nine, one hundred; the tallest snowman gets a big orange scarf and everyone cheers',
        'snow',
        'evening',
        'clear',
        [
          snowmen({ count: 2, feeling: 'happy' }),
          tallest({ feeling: 'happy' }),
          neighbour({ pose: 'waving', feeling: 'happy' }),
          finn({ pose: 'waving', feeling: 'happy' }),
          dad({ feeling: 'happy' }),
        ],
        ['tallest', 'snowmen', 'finn', 'dad', 'neighbour'],
      ),
    ],
    bedtime: scene(
      'at night a hundred snowmen keep watch over the quiet park, the tallest in his orange scarf',
      'snow',
      'night',
      'clear',
      [{ id: 'moon', is: 'moon' }, snowmen({ count: 3, feeling: 'calm' }), tallest({ feeling: 'calm' })],
      ['snowmen', 'tallest'],
    ),
  },
};
