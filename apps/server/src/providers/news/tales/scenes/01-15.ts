/** What the pictures of 01-15 (a snowplough clears the town before dawn) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const gus = cast({ id: 'gus', is: 'snowplough', look: 'big orange snowplough, roof light flashing, wide blade' });
const vera = cast({ id: 'vera', is: 'woman', look: 'orange jacket' });
const tim = cast({ id: 'tim', is: 'boy', look: 'blue pyjamas' });
const pane = cast({ id: 'window', is: 'snowy-window', look: 'snowy morning' });
const bus = cast({ id: 'bus', is: 'bus', look: 'yellow school bus' });
const houses = { id: 'houses', is: 'house', count: 2, look: 'snow on the roofs' };
const drift = cast({ id: 'snowdrift', is: 'snowdrift', look: 'snow pushed to the side of the road' });
const car = cast({ id: 'car', is: 'car', look: 'red, deep in snow' });

export const SCENES_01_15: ItemScenes = {
  en: {
    toddler: [
      scene(
        'so much snow: snow on the roofs of the little town, snow on the road',
        'snow',
        'morning',
        'snow',
        [houses, car(), drift()],
        ['houses', 'car'],
      ),
      scene(
        'here comes Gus, big and orange, pushing the snow aside with his blade',
        'snow',
        'morning',
        'clear',
        [drift(), gus()],
        ['gus', 'snowdrift'],
      ),
      scene(
        'the road is clear and here comes the school bus; beep, beep, Gus!',
        'snow',
        'morning',
        'clear',
        [drift(), gus(), bus()],
        ['bus', 'gus'],
      ),
    ],
    small: [
      scene(
        'lots of snow fell on the small town in the night; by morning the streets are white and deep and no car can drive',
        'snow',
        'morning',
        'snow',
        [houses, car()],
        ['houses', 'car'],
      ),
      scene(
        'early, in the dark, Vera starts Gus, the big orange snowplough: his light flashes and his wide blade goes down',
        'snow',
        'night',
        'clear',
        [gus(), vera({ beside: 'gus', feeling: 'happy' })],
        ['gus', 'vera'],
      ),
      scene(
        'Gus pushes the snow to the side of the road; a boy called Tim waves from his window',
        'snow',
        'morning',
        'clear',
        [pane(), tim({ in: 'window', pose: 'waving', feeling: 'happy' }), drift(), gus()],
        ['tim', 'window', 'gus'],
      ),
      scene(
        'the sun comes up, the roads are clear and the school bus drives by right on time',
        'snow',
        'morning',
        'clear',
        [{ id: 'sun', is: 'sun' }, drift(), bus()],
        ['bus', 'sun'],
      ),
    ],
    arc: [
      scene(
        'snow falls all night on a small town at the foot of the hills, covering the roads and the cars',
        'snow',
        'night',
        'snow',
        [houses, car()],
        ['houses', 'car'],
      ),
      scene(
        'the school bus and the bread van must drive soon, but the snow is as deep as a child’s knees',
        'snow',
        'night',
        'snow',
        [bus({ look: 'yellow, stuck in deep snow' }), { id: 'van', is: 'truck', look: 'bread van, stuck' }],
        ['bus', 'van'],
      ),
      scene(
        'Vera climbs into the cab of Gus, the big orange snowplough, and starts the engine; the roof light begins to flash',
        'snow',
        'night',
        'clear',
        [vera({ beside: 'gus', feeling: 'calm' }), gus()],
        ['gus', 'vera'],
      ),
      scene(
        'Vera lowers the blade and Gus pushes the snow to the side of the road, street after street, in the dark',
        'snow',
        'night',
        'clear',
        [drift(), gus(), houses],
        ['gus', 'snowdrift'],
      ),
      scene(
        'at seven Tim waves from his window, Vera flashes the lights back, and the yellow school bus comes along the clear road',
        'snow',
        'morning',
        'clear',
        [pane(), tim({ in: 'window', pose: 'waving', feeling: 'happy' }), gus(), bus()],
        ['tim', 'gus', 'bus'],
      ),
      scene(
        'snowploughs work in the night while the streets are empty; the curved blade rolls the snow aside',
        'snow',
        'night',
        'clear',
        [houses, drift(), gus()],
        ['gus', 'snowdrift'],
      ),
    ],
    bedtime: scene(
      'night: Gus rests, his blade down and his light off, in the quiet snowy town',
      'snow',
      'night',
      'clear',
      [houses, gus({ look: 'big orange snowplough, blade down, lights off' })],
      ['gus'],
    ),
  },
};
