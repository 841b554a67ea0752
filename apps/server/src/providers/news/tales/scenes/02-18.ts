/** What the pictures of 02-18 (a fox dives for a mouse in the snow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

/** "red fox" in the text, orange in the picture: the look's first colour word colours her fur */
const poppy = cast({ id: 'poppy', is: 'fox', look: 'orange winter coat, bushy tail like a scarf' });
const leap = cast({ id: 'poppy', is: 'fox-pounce', look: 'orange, diving nose-first, tail up high' });
const tail = cast({ id: 'poppy', is: 'fox-in-snow', look: 'orange bushy tail sticking out of the snow' });
const drift = { id: 'snow', is: 'snowdrift', look: 'deep snow with mouse tunnels under it' };
const mouse = cast({ id: 'mouse', is: 'mouse', under: 'snow', look: 'little mouse in its tunnel under the snow' });
const photographer = cast({ id: 'photographer', is: 'man', look: 'green coat, hiding behind a pine' });
const camera = { id: 'camera', is: 'camera' };
const pines = { id: 'pines', is: 'young-fir', count: 2, look: 'young pines at the edge of the forest' };

export const SCENES_02_18: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a red fox stands in the white snow, quiet, listening',
        'snow',
        'day',
        'clear',
        [poppy({ feeling: 'calm', doing: 'listening, ears turned' })],
        ['poppy'],
      ),
      scene(
        'the fox jumps high, and down she goes, nose first into the snow: plop!',
        'snow',
        'day',
        'clear',
        [leap({ feeling: 'happy' })],
        ['poppy'],
      ),
      scene(
        'Poppy pops out of the snow with a white nose: achoo!',
        'snow',
        'day',
        'clear',
        [poppy({ feeling: 'surprised', doing: 'snow on her nose, sneezing' }), drift],
        ['poppy'],
      ),
    ],
    small: [
      scene(
        'at the edge of a forest a red fox called Poppy walks slowly across a snowy meadow, turning her ears this way and that',
        'snow',
        'day',
        'clear',
        [pines, poppy({ feeling: 'calm' })],
        ['poppy', 'pines'],
      ),
      scene(
        'Poppy stops: under the deep snow a little mouse is scratching; she cannot see it, but she can hear it',
        'snow',
        'day',
        'clear',
        [drift, mouse(), poppy({ beside: 'snow', feeling: 'surprised', doing: 'listening' })],
        ['poppy', 'mouse'],
      ),
      scene(
        'Poppy pounces high and nose-first into the snow: plop! only her bushy tail sticks out',
        'snow',
        'day',
        'clear',
        [tail()],
        ['poppy'],
      ),
      scene(
        'Poppy pops out with snow all over her nose and listens again; a photographer has caught her jump on camera',
        'snow',
        'day',
        'clear',
        [
          { id: 'pine', is: 'young-fir', look: 'young pine' },
          photographer({ beside: 'pine', holding: 'camera', feeling: 'happy' }),
          camera,
          poppy({ feeling: 'surprised' }),
        ],
        ['poppy', 'photographer', 'camera'],
      ),
    ],
    arc: [
      scene(
        'at the edge of a pine forest lies a wide meadow deep in snow, where the young red fox Poppy lives; her tail is as bushy as a scarf',
        'snow',
        'day',
        'clear',
        [pines, poppy({ feeling: 'happy' })],
        ['poppy', 'pines'],
      ),
      scene(
        'Poppy is hungry, but the meadow is white and still: the mice are hidden deep under the snow in their warm tunnels',
        'snow',
        'day',
        'clear',
        [drift, { id: 'mice', is: 'mouse', count: 2, under: 'snow' }, poppy({ feeling: 'worried' })],
        ['poppy', 'mice'],
      ),
      scene(
        'Poppy stands still and turns her big ears: scratch, scratch, a mouse is moving under the snow; she creeps closer',
        'snow',
        'day',
        'clear',
        [drift, mouse(), poppy({ beside: 'snow', pose: 'neck-down', feeling: 'calm', doing: 'creeping closer' })],
        ['poppy', 'mouse'],
      ),
      scene(
        'she crouches and springs high into the air, coming down nose-first like a diver: plop! but she comes up with only snow on her nose',
        'snow',
        'day',
        'clear',
        [leap({ feeling: 'happy' })],
        ['poppy'],
      ),
      scene(
        'Poppy jumps again and finds her supper; a wildlife photographer hiding behind a tree catches her jump on camera, tail up high',
        'snow',
        'day',
        'clear',
        [
          { id: 'pine', is: 'young-fir', look: 'young pine' },
          photographer({ beside: 'pine', holding: 'camera', feeling: 'surprised' }),
          camera,
          leap({ feeling: 'happy' }),
        ],
        ['poppy', 'photographer', 'camera'],
      ),
      scene(
        'a fox’s ears are so sharp that it hears a mouse under deep snow, and a high jump breaks through the hard crust on top',
        'snow',
        'day',
        'clear',
        [drift, mouse(), poppy({ beside: 'snow', feeling: 'calm', doing: 'listening' })],
        ['poppy', 'mouse'],
      ),
    ],
    bedtime: scene(
      'night: Poppy sleeps curled up in the snow, her bushy tail over her nose',
      'snow',
      'night',
      'clear',
      [pines, poppy({ pose: 'lying', feeling: 'sleepy' })],
      ['poppy'],
    ),
  },
};
