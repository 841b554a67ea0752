/** What the pictures of 08-03 (a double rainbow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const max = cast({ id: 'max', is: 'boy' });
const rainy = cast({ id: 'window', is: 'window', look: 'rain on the glass' });
const rainbows = cast({ id: 'rainbows', is: 'rainbow', count: 2, look: 'a bright one and a paler one above it' });
const houses = cast({ id: 'houses', is: 'house', count: 3 });

export const SCENES_08_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'rain runs down the window, pitter-patter; a boy watches',
        'room',
        'day',
        'rain',
        [rainy(), max({ beside: 'window', feeling: 'calm' })],
        ['window'],
      ),
      scene(
        'the rain has stopped and the sun comes out over the wet street',
        'town',
        'day',
        'clear',
        [houses(), { id: 'sun', is: 'sun' }, { id: 'puddle', is: 'puddle' }, max({ feeling: 'happy' })],
        ['sun', 'puddle'],
      ),
      scene(
        'one rainbow, two rainbows over the rooftops',
        'town',
        'day',
        'clear',
        [houses(), rainbows(), max({ feeling: 'surprised' })],
        ['rainbows', 'max'],
      ),
    ],
    small: [
      scene(
        'it rains all afternoon in the big city; Max sits at the window watching the drops and wants to go out',
        'room',
        'day',
        'rain',
        [rainy(), max({ beside: 'window', feeling: 'worried' })],
        ['window', 'max'],
      ),
      scene(
        'the rain has stopped, the sun is out, and over the rooftops stands a rainbow with another one above it',
        'town',
        'day',
        'clear',
        [houses(), rainbows(), max({ feeling: 'surprised' })],
        ['rainbows', 'max'],
      ),
      scene(
        'the sun shines through the last raindrops; the double rainbow glows and Max feels it is a present',
        'town',
        'evening',
        'clear',
        [houses(), rainbows(), max({ feeling: 'happy' })],
        ['rainbows', 'max'],
      ),
    ],
    arc: [
      scene(
        'a big city in the rain; Max presses his nose to the window, bored, and draws a sun with his finger on the misty glass; the streets are wet and grey',
        'room',
        'day',
        'rain',
        [
          rainy({ look: 'rain on the glass, a sun drawn with a finger' }),
          max({ beside: 'window', feeling: 'worried' }),
        ],
        ['window', 'max'],
      ),
      scene(
        'the rain stops and the sun peeks out from behind a cloud, low in the sky',
        'town',
        'evening',
        'clear',
        [houses(), { id: 'sun', is: 'sun' }, { id: 'cloud', is: 'cloud' }, max({ feeling: 'calm' })],
        ['sun', 'cloud'],
      ),
      scene(
        'Mum calls Max to the window: over the rooftops stands a huge rainbow and a second, paler one above it',
        'town',
        'evening',
        'clear',
        [
          houses(),
          rainbows(),
          { id: 'mum', is: 'woman', feeling: 'happy' },
          max({ beside: 'mum', feeling: 'surprised' }),
        ],
        ['rainbows', 'max', 'mum'],
      ),
      scene(
        'sunlight shines through raindrops and each drop splits it into colours: a rainbow when the sun is behind you',
        'town',
        'evening',
        'clear',
        [houses({ count: 2 }), { id: 'rainbow', is: 'rainbow' }, max({ feeling: 'calm' })],
        ['rainbow'],
      ),
      scene(
        'Max counts the colours; in the second rainbow they go the other way round; people stop to look up',
        'town',
        'evening',
        'clear',
        [houses(), rainbows(), max({ feeling: 'happy' }), { id: 'people', is: 'man', feeling: 'surprised' }],
        ['rainbows', 'max'],
      ),
    ],
    bedtime: scene(
      'the rainbows have gone: the sky over the city rooftops is dark and starry, with the moon, falling asleep too',
      'town',
      'night',
      'clear',
      [houses(), { id: 'moon', is: 'moon' }],
      ['houses', 'moon'],
    ),
  },
};
