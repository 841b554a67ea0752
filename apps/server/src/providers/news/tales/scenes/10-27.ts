/** What the pictures of 10-27 (a town lends umbrellas at its bus stops) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lily = cast({
  id: 'lily',
  is: 'girl',
  look: 'yellow raincoat with big round buttons, red rubber boots, two short braids',
});
const grandpa = cast({ id: 'grandpa', is: 'grandpa', look: 'brown coat' });
/** held over her head (drawn with its foot at her shoulders) */
const yellow = cast({ id: 'umbrella', is: 'open-umbrella', look: 'yellow, held over Lily', on: 'lily' });
const green = cast({ id: 'green-umbrella', is: 'open-umbrella', look: 'green, big, held over Grandpa', on: 'grandpa' });
const stop = { id: 'stop', is: 'bus-stop' };
const stand = cast({ id: 'stand', is: 'umbrella-stand', look: 'full of bright red, yellow and blue umbrellas' });
const sign = { id: 'sign', is: 'poster', look: 'free umbrellas: take one when it rains, bring it back later' };
const puddle = { id: 'puddle', is: 'puddle' };
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_10_27: ItemScenes = {
  en: {
    toddler: [
      scene(
        'drip, drop, rain, rain, rain; look, a puddle: splash!',
        'street',
        'day',
        'rain',
        [puddle, lily({ beside: 'puddle', feeling: 'happy' })],
        ['puddle', 'lily'],
      ),
      scene(
        'at the bus stop: umbrellas, red, yellow and blue; take one, little one',
        'street',
        'day',
        'rain',
        [stop, stand({ in: 'stop' }), lily({ feeling: 'surprised' })],
        ['stop', 'stand', 'lily'],
      ),
      scene(
        'up goes the umbrella, pitter-patter on the top: Lily is dry',
        'street',
        'day',
        'rain',
        [lily({ feeling: 'happy' }), yellow()],
        ['lily', 'umbrella'],
      ),
    ],
    small: [
      scene(
        'in a rainy little town Lily and her grandpa walk home; the rain begins and they have no umbrella',
        'street',
        'day',
        'rain',
        [houses, grandpa({ feeling: 'worried' }), lily({ feeling: 'worried' })],
        ['lily', 'grandpa'],
      ),
      scene(
        'at the bus stop a stand full of bright umbrellas and a sign: take one when it rains, bring it back later; Lily picks a yellow one',
        'street',
        'day',
        'rain',
        [stop, stand({ in: 'stop' }), sign, lily({ feeling: 'happy' }), yellow()],
        ['stand', 'sign', 'lily', 'umbrella'],
      ),
      scene(
        'pitter-patter goes the rain on the umbrella, but Lily stays dry',
        'street',
        'day',
        'rain',
        [houses, lily({ feeling: 'happy' }), yellow(), puddle],
        ['lily', 'umbrella'],
      ),
    ],
    arc: [
      scene(
        'in a rainy town Lily in her yellow raincoat and red boots walks home from the market with Grandpa; dark clouds roll in and drops fall',
        'street',
        'day',
        'rain',
        [
          houses,
          grandpa({ holding: 'basket', feeling: 'calm' }),
          { id: 'basket', is: 'basket' },
          lily({ feeling: 'surprised' }),
          puddle,
        ],
        ['lily', 'grandpa', 'basket'],
      ),
      scene(
        'they shelter under the little roof of the bus stop; the rain does not stop and home is far; Grandpa sighs',
        'street',
        'day',
        'rain',
        [stop, grandpa({ in: 'stop', feeling: 'worried' }), lily({ in: 'stop', feeling: 'worried' })],
        ['stop', 'grandpa', 'lily'],
      ),
      scene(
        'Lily sees a stand full of bright umbrellas and a sign: free umbrellas, take one and bring it back',
        'street',
        'day',
        'rain',
        [stop, stand({ in: 'stop' }), sign, lily({ feeling: 'surprised' })],
        ['stand', 'sign', 'lily'],
      ),
      scene(
        'under a big green umbrella and a small yellow one, Grandpa and Lily walk home through the puddles, dry and singing',
        'street',
        'day',
        'rain',
        [
          grandpa({ feeling: 'happy' }),
          green(),
          lily({ feeling: 'happy' }),
          yellow(),
          puddle,
          { id: 'song', is: 'song' },
        ],
        ['grandpa', 'green-umbrella', 'lily', 'umbrella', 'puddle'],
      ),
      scene(
        'an umbrella library works like a library of books: take one in the rain, bring it back for the next person',
        'street',
        'day',
        'clear',
        [stop, stand({ in: 'stop' }), { id: 'woman', is: 'woman', look: 'blue coat', feeling: 'happy' }],
        ['stand', 'woman'],
      ),
    ],
    bedtime: scene(
      'Lily is asleep in her bed while the rain sings softly on the window',
      'bedroom',
      'night',
      'rain',
      [
        { id: 'window', is: 'window', look: 'rain at night' },
        { id: 'bed', is: 'bed' },
        lily({ look: 'blue pyjamas, two short braids', in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['lily', 'bed', 'window'],
    ),
  },
  ru: {
    // «Дождик тихо шуршит по зонтикам»: the rain on the umbrellas at the bus stop, at night
    bedtime: scene(
      'at night the rain rustles softly on the umbrellas waiting in their stand at the bus stop',
      'street',
      'night',
      'rain',
      [stop, stand({ in: 'stop' })],
      ['stop', 'stand'],
    ),
  },
};
