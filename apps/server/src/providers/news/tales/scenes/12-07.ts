/** What the pictures of 12-07 (a birthday cake for a gorilla) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const kito = cast({ id: 'kito', is: 'gorilla', young: true, look: 'black, round furry head' });
const shira = cast({ id: 'shira', is: 'gorilla', look: 'black, his mum, bigger' });
const cake = cast({ id: 'cake', is: 'ice-cake', look: 'block of ice with fruit frozen inside' });
const rock = cast({ id: 'rock', is: 'rock' });
const banana = cast({ id: 'banana', is: 'banana' });
const melon = cast({ id: 'melon', is: 'melon' });
const grapes = cast({ id: 'grapes', is: 'grapes' });
const sam = cast({ id: 'sam', is: 'man', look: 'green zoo keeper’s shirt' });

export const SCENES_12_07: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a gorilla looks at a big cold birthday cake',
        'zoo',
        'day',
        'clear',
        [kito({ feeling: 'surprised' }), cake({ beside: 'kito' })],
        ['kito', 'cake'],
      ),
      scene(
        'crack! the cake is banged on a rock and a banana comes out',
        'zoo',
        'day',
        'clear',
        [kito({ feeling: 'surprised' }), rock(), cake({ on: 'rock' }), banana()],
        ['kito', 'rock', 'banana'],
      ),
      scene(
        'the gorilla munches the banana, happy birthday',
        'zoo',
        'day',
        'clear',
        [kito({ feeling: 'happy', holding: 'banana' }), banana()],
        ['kito', 'banana'],
      ),
    ],
    small: [
      scene(
        'keeper Sam brings a birthday cake of ice with bananas and melon inside into Kito’s enclosure',
        'zoo',
        'day',
        'clear',
        [sam({ feeling: 'happy' }), cake({ beside: 'sam' }), kito({ feeling: 'surprised' })],
        ['sam', 'cake', 'kito'],
      ),
      scene(
        'Kito licks and rolls the cold cake but the fruit stays inside; he scratches his head',
        'zoo',
        'day',
        'clear',
        [kito({ feeling: 'worried', beside: 'cake' }), cake()],
        ['kito', 'cake'],
      ),
      scene(
        'his mum Shira bumps the cake on a rock; crack! a banana pops out and Kito laughs',
        'zoo',
        'day',
        'clear',
        [
          shira({ feeling: 'calm', beside: 'rock' }),
          rock(),
          cake({ on: 'rock' }),
          banana(),
          kito({ feeling: 'happy' }),
        ],
        ['shira', 'rock', 'banana', 'kito'],
      ),
    ],
    arc: [
      scene(
        'on Kito’s tenth birthday keeper Sam rolls a big cake of ice with fruit frozen inside into the enclosure; Kito and his mum look at it',
        'zoo',
        'day',
        'clear',
        [sam({ feeling: 'happy' }), cake(), kito({ feeling: 'surprised' }), shira({ feeling: 'calm' })],
        ['sam', 'cake', 'kito', 'shira'],
      ),
      scene(
        'Kito licks the cake, rolls it across the grass and tugs at a banana, but the ice holds tight',
        'zoo',
        'day',
        'clear',
        [kito({ feeling: 'worried', beside: 'cake' }), cake()],
        ['kito', 'cake'],
      ),
      scene(
        'gorillas search for leaves and fruit all day; Kito looks for food among the leaves and on a log',
        'zoo',
        'day',
        'clear',
        [{ id: 'log', is: 'log' }, kito({ feeling: 'calm', beside: 'log' }), grapes({ on: 'log' })],
        ['kito', 'grapes'],
      ),
      scene(
        'Shira lifts the cake in her strong hands and bumps it on a big rock; crack! a banana slides out',
        'zoo',
        'day',
        'clear',
        [
          shira({ feeling: 'calm', beside: 'rock' }),
          rock(),
          cake({ on: 'rock' }),
          banana(),
          kito({ feeling: 'surprised' }),
        ],
        ['shira', 'rock', 'banana'],
      ),
      scene(
        'Kito cracks the cake himself; grapes and melon come out and he shares a slice with his mum while Sam smiles',
        'zoo',
        'day',
        'clear',
        [
          kito({ feeling: 'happy', holding: 'melon' }),
          melon(),
          grapes(),
          shira({ feeling: 'happy' }),
          sam({ feeling: 'happy' }),
        ],
        ['kito', 'melon', 'grapes', 'shira', 'sam'],
      ),
    ],
    bedtime: scene(
      'Kito snuggles into his nest of straw, asleep after his birthday',
      'zoo',
      'night',
      'clear',
      [{ id: 'nest', is: 'straw' }, kito({ feeling: 'sleepy', pose: 'lying', on: 'nest' })],
      ['kito', 'nest'],
    ),
  },
};
