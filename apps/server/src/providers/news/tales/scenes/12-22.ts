/** What the pictures of 12-22 (the longest night of the year) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sasha = cast({ id: 'sasha', is: 'girl-hat', look: 'long blue coat, white furry hat with ear flaps, felt boots' });
const home = 'yellow jumper, long brown hair';
const grandma = cast({ id: 'grandma', is: 'grandma-hat', look: 'purple coat, grey knitted hat' });
const lantern = { id: 'lantern', is: 'lantern', look: 'small, glowing' };
const moon = { id: 'moon', is: 'moon' };
const stars = { id: 'stars', is: 'star', count: 3 };
const dark = { id: 'window', is: 'window', look: 'dark night outside' };
const sparrow = { id: 'sparrow', is: 'sparrow', look: 'a little brown sparrow hopping' };
const houses = { id: 'houses', is: 'house', count: 2, look: 'snowy roofs' };

export const SCENES_12_22: ItemScenes = {
  en: {
    toddler: [
      scene(
        'dark, dark, dark: the moon is up and the stars twinkle over the snow',
        'snow',
        'night',
        'clear',
        [moon, stars, houses],
        ['moon', 'stars'],
      ),
      scene(
        'Sasha has a lantern, its little light glowing; the snow goes crunch',
        'snow',
        'night',
        'clear',
        [moon, sasha({ holding: 'lantern', feeling: 'happy' }), lantern],
        ['sasha', 'lantern'],
      ),
      scene(
        'tomorrow the sun comes back, a bit more sun each day',
        'snow',
        'morning',
        'clear',
        [{ id: 'sun', is: 'sun' }, houses, sasha({ pose: 'waving', feeling: 'happy' })],
        ['sun', 'sasha'],
      ),
    ],
    small: [
      scene(
        'in a snowy northern town the sun has set very early; Sasha looks out of the window: dark before dinner',
        'room',
        'evening',
        'clear',
        [dark, sasha({ look: home, beside: 'window', feeling: 'surprised' })],
        ['sasha', 'window'],
      ),
      scene(
        'on the longest night of the year Sasha and Grandma go out with a lantern to see the moon and the stars',
        'snow',
        'night',
        'clear',
        [moon, stars, grandma({ feeling: 'happy' }), sasha({ holding: 'lantern', feeling: 'happy' }), lantern],
        ['sasha', 'grandma', 'lantern', 'moon', 'stars'],
      ),
      scene(
        'from tomorrow the days grow longer, just a tiny bit each day, like a sparrow’s hop',
        'snow',
        'morning',
        'clear',
        [{ id: 'sun', is: 'sun' }, sparrow],
        ['sun', 'sparrow'],
      ),
    ],
    arc: [
      scene(
        'a snowy town in the north of the world, where Sasha lives with her grandma; in winter the sun sets early',
        'snow',
        'evening',
        'clear',
        [houses, grandma({ feeling: 'calm' }), sasha({ feeling: 'calm' })],
        ['houses', 'sasha', 'grandma'],
      ),
      scene(
        'every day it gets dark a little sooner; Sasha misses the long sunny evenings',
        'room',
        'evening',
        'clear',
        [dark, sasha({ look: home, beside: 'window', feeling: 'worried' })],
        ['sasha', 'window'],
      ),
      scene(
        'each evening Sasha looks at the clock when the sky goes dark, earlier and earlier',
        'room',
        'evening',
        'clear',
        [dark, { id: 'clock', is: 'clock' }, sasha({ look: home, feeling: 'worried' })],
        ['clock', 'sasha', 'window'],
      ),
      scene(
        'Grandma shows with a ball and a lamp how the Earth is tilted, our half leaning away from the sun',
        'room',
        'night',
        'clear',
        [
          { id: 'lamp', is: 'lamp' },
          grandma({ look: 'purple cardigan', holding: 'ball', feeling: 'calm' }),
          { id: 'ball', is: 'globe', look: 'a ball for the Earth' },
          sasha({ look: home, feeling: 'surprised' }),
        ],
        ['grandma', 'ball', 'lamp', 'sasha'],
      ),
      scene(
        'after the longest night each day gets a minute or two more daylight, like a sparrow’s hop',
        'snow',
        'morning',
        'clear',
        [{ id: 'sun', is: 'sun' }, houses, sparrow],
        ['sun', 'sparrow'],
      ),
      scene(
        'Sasha and Grandma take a lantern out into the long night; the snow sparkles, the moon shines, the stars are bright',
        'snow',
        'night',
        'clear',
        [moon, stars, grandma({ feeling: 'happy' }), sasha({ holding: 'lantern', feeling: 'happy' }), lantern],
        ['sasha', 'grandma', 'lantern', 'moon', 'stars'],
      ),
    ],
    bedtime: scene(
      'Sasha is asleep in her bed, dreaming that tomorrow the sun stays longer',
      'bedroom',
      'night',
      'clear',
      [
        dark,
        { id: 'bed', is: 'bed' },
        sasha({ look: 'blue pyjamas, long brown hair', in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['sasha', 'bed'],
    ),
  },
};
