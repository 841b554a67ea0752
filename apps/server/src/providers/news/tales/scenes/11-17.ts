/** What the pictures of 11-17 (a boy helps his neighbour on a rainy day) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sam = cast({
  id: 'sam',
  is: 'boy',
  look: 'green raincoat with the hood up, yellow rubber boots, messy brown hair',
});
const green = cast({ id: 'mrs-green', is: 'grandma', look: 'purple coat, the old lady from next door' });
const bags = cast({ id: 'bags', is: 'shopping-bag', count: 2, look: 'heavy' });
const table = { id: 'table', is: 'table' };
const tea = { id: 'tea', is: 'tea', count: 2, on: 'table' };
const teapot = { id: 'kettle', is: 'teapot', on: 'table' };
const houses = { id: 'houses', is: 'house', count: 2 };
const door = { id: 'door', is: 'door', look: 'the front door' };

export const SCENES_11_17: ItemScenes = {
  en: {
    toddler: [
      scene(
        'drip, drip, drip: rain on the windows, rain on the street',
        'street',
        'day',
        'rain',
        [houses, { id: 'puddle', is: 'puddle' }],
        ['houses', 'puddle'],
      ),
      scene(
        'oh, heavy bags! Sam helps: one bag, two bags',
        'street',
        'day',
        'rain',
        [green({ feeling: 'happy' }), sam({ holding: 'bags', feeling: 'happy' }), bags()],
        ['sam', 'bags', 'mrs-green'],
      ),
      scene(
        'stomp, stomp up the stairs; thank you, Sam! tea for two',
        'room',
        'day',
        'clear',
        [table, teapot, tea, sam({ feeling: 'happy' }), green({ feeling: 'happy' })],
        ['tea', 'sam', 'mrs-green'],
      ),
    ],
    small: [
      scene(
        'on a rainy autumn day people everywhere do kind things for their neighbours; Sam wants to do one too, but what?',
        'street',
        'day',
        'rain',
        [houses, sam({ feeling: 'worried' })],
        ['sam', 'houses'],
      ),
      scene(
        'Mrs Green from next door has two heavy shopping bags in the pouring rain; Sam runs to help and carries them up the stairs',
        'street',
        'day',
        'rain',
        [door, green({ feeling: 'happy' }), sam({ holding: 'bags', feeling: 'happy' }), bags()],
        ['mrs-green', 'sam', 'bags'],
      ),
      scene(
        'Mrs Green smiles and makes two cups of tea; Sam feels warm inside',
        'room',
        'day',
        'clear',
        [table, teapot, tea, green({ feeling: 'happy' }), sam({ feeling: 'happy' })],
        ['tea', 'mrs-green', 'sam'],
      ),
    ],
    arc: [
      scene(
        'a grey autumn day and the rain goes on and on; in Sam’s city people are doing kind things for their neighbours',
        'street',
        'day',
        'rain',
        [houses, sam({ feeling: 'calm' })],
        ['sam', 'houses'],
      ),
      scene(
        'Sam wants to do something kind, but he is small: he cannot fix a roof or drive a car',
        'street',
        'day',
        'rain',
        [{ id: 'car', is: 'car' }, sam({ feeling: 'worried' }), { id: 'hammer', is: 'hammer' }],
        ['sam', 'car'],
      ),
      scene(
        'Sam goes out in his raincoat to look: someone sweeps up wet leaves, someone shares an umbrella',
        'street',
        'day',
        'rain',
        [
          { id: 'sweeper', is: 'man', look: 'blue jacket', holding: 'broom', feeling: 'calm' },
          { id: 'broom', is: 'broom' },
          { id: 'leaves', is: 'leaf', count: 2, look: 'orange, wet' },
          { id: 'woman', is: 'woman', look: 'red coat', feeling: 'happy' },
          { id: 'umbrella', is: 'open-umbrella', look: 'blue, shared', on: 'woman' },
          sam({ feeling: 'surprised' }),
        ],
        ['sweeper', 'broom', 'woman', 'umbrella', 'sam'],
      ),
      scene(
        'by the front door Mrs Green, the old lady from next door, carries two heavy shopping bags, stopping to rest at every step',
        'street',
        'day',
        'rain',
        [door, green({ holding: 'bags', feeling: 'worried' }), bags(), sam({ feeling: 'surprised' })],
        ['door', 'mrs-green', 'bags', 'sam'],
      ),
      scene(
        'Sam carries the bags up to her door; Mrs Green puts the kettle on and they have tea and biscuits',
        'room',
        'day',
        'clear',
        [
          table,
          teapot,
          tea,
          { id: 'biscuits', is: 'biscuit', count: 2, on: 'table' },
          green({ feeling: 'happy' }),
          sam({ feeling: 'happy' }),
        ],
        ['kettle', 'tea', 'biscuits', 'mrs-green', 'sam'],
      ),
      scene(
        'neighbours live right next door, so they are the first to see when someone needs a hand',
        'street',
        'day',
        'rain',
        [houses, green({ feeling: 'happy' }), sam({ holding: 'bags', feeling: 'happy' }), bags()],
        ['houses', 'mrs-green', 'sam'],
      ),
    ],
    bedtime: scene(
      'Sam sleeps in his bed, warm as a cup of tea, while it rains outside',
      'bedroom',
      'night',
      'rain',
      [
        { id: 'window', is: 'window', look: 'rain at night' },
        { id: 'bed', is: 'bed' },
        sam({ look: 'green pyjamas, messy brown hair', in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['sam', 'bed'],
    ),
  },
};
