/** What the pictures of 07-08 (a puppy at guide-dog school) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sunny = cast({ id: 'sunny', is: 'dog', young: true, look: 'golden Labrador puppy in a little training jacket' });
const tom = cast({ id: 'tom', is: 'man', look: 'green jacket, holding the lead' });
const pigeon = cast({ id: 'pigeon', is: 'bird', look: 'grey pigeon' });
const bus = { id: 'bus', is: 'bus' };
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_07_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Sunny, a golden puppy in a little jacket, wags her tail',
        'street',
        'day',
        'clear',
        [houses, sunny({ feeling: 'happy' })],
        ['sunny'],
      ),
      scene(
        'Sunny walks along the pavement and stops at the road',
        'street',
        'day',
        'clear',
        [houses, tom({ feeling: 'calm' }), sunny({ beside: 'tom', feeling: 'surprised' })],
        ['sunny', 'tom'],
      ),
      scene(
        'Sunny sits and waits at the kerb; a pat for a good dog',
        'street',
        'day',
        'clear',
        [houses, tom({ feeling: 'happy' }), sunny({ beside: 'tom', feeling: 'happy' })],
        ['sunny', 'tom'],
      ),
    ],
    small: [
      scene(
        'in a busy town, golden puppy Sunny goes to a school for guide dogs with her trainer',
        'town',
        'day',
        'clear',
        [houses, tom({ feeling: 'calm' }), sunny({ beside: 'tom', feeling: 'happy' })],
        ['sunny', 'tom', 'houses'],
      ),
      scene(
        'Sunny wants to run straight on after a pigeon; Tom says “Stop, Sunny”',
        'street',
        'day',
        'clear',
        [tom({ feeling: 'calm' }), sunny({ beside: 'tom', feeling: 'surprised' }), pigeon()],
        ['sunny', 'tom', 'pigeon'],
      ),
      scene(
        'Sunny stops at the kerb all by herself and sits; Tom gives her a big pat',
        'street',
        'day',
        'clear',
        [tom({ feeling: 'happy' }), sunny({ beside: 'tom', feeling: 'happy' })],
        ['sunny', 'tom'],
      ),
    ],
    arc: [
      scene(
        'a guide-dog school in a busy town; Sunny in her little jacket walks beside her trainer',
        'town',
        'morning',
        'clear',
        [houses, tom({ feeling: 'calm' }), sunny({ beside: 'tom', feeling: 'happy' })],
        ['sunny', 'tom', 'houses'],
      ),
      scene(
        'Sunny sniffs at puddles and looks at pigeons, wanting to run straight on past the kerb',
        'street',
        'day',
        'clear',
        [sunny({ feeling: 'surprised' }), pigeon()],
        ['sunny', 'pigeon'],
      ),
      scene(
        'a grown-up guide dog sits at the kerb beside a man, showing him the road is ahead',
        'street',
        'day',
        'clear',
        [
          { id: 'man', is: 'man', look: 'dark glasses', feeling: 'calm' },
          { id: 'guide', is: 'dog', feeling: 'calm' },
        ],
        ['man', 'guide'],
      ),
      scene(
        'a pigeon lands across the road; Sunny pulls towards it and Tom holds the lead',
        'street',
        'day',
        'clear',
        [tom({ feeling: 'surprised' }), sunny({ beside: 'tom', feeling: 'surprised' }), pigeon()],
        ['sunny', 'tom', 'pigeon'],
      ),
      scene(
        'Sunny has stopped but not sat: her tail swishes and her paws dance',
        'street',
        'day',
        'clear',
        [tom({ feeling: 'calm' }), sunny({ beside: 'tom', feeling: 'happy' })],
        ['sunny', 'tom'],
      ),
      scene(
        'Tom kneels and shows Sunny slowly: walk, stop, sit; a tiny treat for getting it right',
        'street',
        'day',
        'clear',
        [tom({ feeling: 'happy' }), sunny({ beside: 'tom', feeling: 'calm' })],
        ['sunny', 'tom'],
      ),
      scene(
        'a bus rumbles by and a pigeon flies up, but Sunny sits at the kerb all by herself; Tom laughs',
        'street',
        'day',
        'clear',
        [bus, tom({ feeling: 'happy' }), sunny({ beside: 'tom', feeling: 'happy' }), pigeon()],
        ['sunny', 'tom', 'bus', 'pigeon'],
      ),
    ],
    bedtime: scene(
      'night at home: Sunny sleeps curled up in her basket; her blue jacket hangs on its hook',
      'room',
      'night',
      'clear',
      [sunny({ feeling: 'sleepy', pose: 'lying' })],
      ['sunny'],
    ),
  },
};
