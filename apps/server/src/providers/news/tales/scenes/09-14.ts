/** What the pictures of 09-14 (a baby's first word) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const theo = cast({ id: 'theo', is: 'baby', look: 'blue romper, tuft of ginger hair', young: true });
const ruby = cast({ id: 'ruby', is: 'girl', look: 'orange dress, two plaits' });
const bo = cast({ id: 'bo', is: 'spotted-dog', look: 'white with brown spots' });
const mum = cast({ id: 'mum', is: 'woman', look: 'blue jumper' });
const kitchen = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'morning', 'clear', things, see);

export const SCENES_09_14: ItemScenes = {
  en: {
    toddler: [
      kitchen(
        'baby Theo babbles ba-ba-ba',
        [theo({ feeling: 'happy' }), mum({ beside: 'theo', feeling: 'happy' })],
        ['theo'],
      ),
      kitchen(
        'Bo the dog comes in; Theo claps',
        [bo({ feeling: 'happy' }), theo({ beside: 'bo', feeling: 'happy' })],
        ['bo', 'theo'],
      ),
      kitchen(
        'Theo points at Bo and says his first word',
        [bo({ feeling: 'happy' }), theo({ beside: 'bo', feeling: 'surprised' }), mum({ feeling: 'happy' })],
        ['theo', 'bo'],
      ),
    ],
    small: [
      kitchen(
        'Ruby says Ru-by to baby Theo, but he only babbles',
        [ruby({ feeling: 'calm' }), theo({ beside: 'ruby', feeling: 'happy' })],
        ['ruby', 'theo'],
      ),
      kitchen(
        'Ruby waits and waits and feels a bit cross',
        [ruby({ feeling: 'worried' }), theo({ beside: 'ruby', feeling: 'calm' }), mum({ feeling: 'calm' })],
        ['ruby', 'theo'],
      ),
      kitchen(
        'Bo trots in wagging his tail; Theo points and shouts Bo',
        [bo({ feeling: 'happy' }), theo({ beside: 'bo', feeling: 'happy' }), ruby({ feeling: 'surprised' })],
        ['bo', 'theo', 'ruby'],
      ),
      kitchen(
        'Ruby is proud of her little brother',
        [ruby({ feeling: 'happy' }), theo({ beside: 'ruby', feeling: 'happy' })],
        ['ruby', 'theo'],
      ),
    ],
    arc: [
      kitchen(
        'baby Theo crawls and claps; big sister Ruby wants his first word to be her name',
        [theo({ feeling: 'happy' }), ruby({ beside: 'theo', feeling: 'calm' })],
        ['theo', 'ruby'],
      ),
      kitchen(
        'Ruby sits by Theo’s high chair saying Ru-by; he drops his spoon on the floor',
        [
          { id: 'table', is: 'table' },
          theo({ beside: 'table', feeling: 'happy' }),
          { id: 'spoon', is: 'spoon' },
          ruby({ feeling: 'calm' }),
        ],
        ['theo', 'spoon', 'ruby'],
      ),
      kitchen(
        'Mum explains that babies listen for a long time before they talk',
        [
          mum({ holding: 'theo', feeling: 'calm' }),
          theo({ feeling: 'calm' }),
          ruby({ beside: 'mum', feeling: 'calm' }),
        ],
        ['mum', 'theo', 'ruby'],
      ),
      kitchen(
        'Ruby watches what makes Theo giggle: bubbles, bananas and Bo the dog licking his toes',
        [
          { id: 'bubbles', is: 'bubbles' },
          { id: 'banana', is: 'banana' },
          bo({ feeling: 'happy' }),
          theo({ beside: 'bo', feeling: 'happy' }),
          ruby({ feeling: 'happy' }),
        ],
        ['bubbles', 'bo', 'theo'],
      ),
      kitchen(
        'Bo trots into the kitchen; Theo points and shouts Bo, and everyone cheers',
        [
          bo({ feeling: 'happy' }),
          theo({ beside: 'bo', feeling: 'surprised' }),
          ruby({ feeling: 'happy' }),
          mum({ feeling: 'happy' }),
        ],
        ['bo', 'theo', 'ruby'],
      ),
    ],
    bedtime: scene(
      'Theo dreams in his cot; Bo snores on the floor beside it',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        theo({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        bo({ beside: 'bed', feeling: 'sleepy', pose: 'lying' }),
      ],
      ['theo', 'bed', 'bo'],
    ),
  },
};
