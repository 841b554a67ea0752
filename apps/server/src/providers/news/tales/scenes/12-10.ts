/** What the pictures of 12-10 (a white hare waits for the snow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tuft = cast({ id: 'tuft', is: 'hare', look: 'white winter coat, long ears with black tips, big furry feet' });
const brown = 'brown summer coat, long ears with black tips, big furry feet';
const birches = cast({ id: 'birches', is: 'birch', count: 2, look: 'green' });
const bush = cast({ id: 'bush', is: 'bush', look: 'thick, green' });
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_12_10: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Tuft the hare, hippity-hop, his fur brown',
        'forest',
        'day',
        'clear',
        [tuft({ look: brown, feeling: 'happy' })],
        ['tuft'],
      ),
      scene(
        'now Tuft’s fur is white, all white, and it is cold',
        'forest',
        'day',
        'cloudy',
        [tuft({ feeling: 'worried' })],
        ['tuft'],
      ),
      scene(
        'snow falls soft and white; Tuft hides in it, only his two black ear tips show',
        'snow',
        'day',
        'snow',
        [tuft({ pose: 'lying', feeling: 'happy' })],
        ['tuft'],
      ),
    ],
    small: [
      scene(
        'at the edge of a birch wood lives Tuft the hare; all summer his fur is brown like the earth',
        'forest',
        'day',
        'clear',
        [birches(), tuft({ look: brown, feeling: 'calm' })],
        ['tuft', 'birches'],
      ),
      scene(
        'the days grow short and Tuft’s fur turns white, feet first, then his back, then all of him; but there is no snow',
        'forest',
        'day',
        'cloudy',
        [tuft({ feeling: 'surprised' })],
        ['tuft'],
      ),
      scene(
        'a white hare on brown ground is easy to see, so Tuft hides under a bush and keeps very still',
        'forest',
        'day',
        'cloudy',
        [bush(), tuft({ under: 'bush', feeling: 'worried' })],
        ['tuft', 'bush'],
      ),
      scene(
        'the first snow fell in the night; in the morning white Tuft sits in the snow and nobody can see him',
        'snow',
        'morning',
        'clear',
        [tuft({ feeling: 'happy' })],
        ['tuft'],
      ),
    ],
    arc: [
      scene(
        'at the edge of a birch wood near a village lives Tuft, a mountain hare with black-tipped ears; all summer his fur is brown',
        'forest',
        'day',
        'clear',
        [houses, birches(), tuft({ look: brown, feeling: 'calm' })],
        ['tuft', 'birches'],
      ),
      scene(
        'in autumn Tuft’s feet, sides and back turn white, but the snow is late and the ground stays brown',
        'forest',
        'day',
        'cloudy',
        [tuft({ feeling: 'worried' })],
        ['tuft'],
      ),
      scene(
        'a snow-white hare on brown ground: even the crows turn to look, so Tuft keeps still under a thick bush',
        'forest',
        'day',
        'cloudy',
        [{ id: 'crows', is: 'crow', count: 2 }, bush(), tuft({ under: 'bush', feeling: 'worried' })],
        ['tuft', 'bush', 'crows'],
      ),
      scene(
        'one night the clouds come low and soft snow falls and falls until the whole wood is white',
        'snow',
        'night',
        'snow',
        [birches({ look: 'snowy' }), bush({ look: 'white with snow' }), tuft({ under: 'bush', feeling: 'calm' })],
        ['birches', 'tuft'],
      ),
      scene(
        'in the morning the village children look at the white wood and see no hare, only two black ear tips, and then Tuft hops away',
        'snow',
        'morning',
        'clear',
        [
          { id: 'girl', is: 'girl-hat', look: 'red coat, white bobble hat', feeling: 'surprised' },
          { id: 'boy', is: 'boy-hat', look: 'blue coat, yellow bobble hat', feeling: 'surprised' },
          tuft({ pose: 'lying', feeling: 'happy' }),
        ],
        ['girl', 'boy', 'tuft'],
      ),
      scene(
        'a mountain hare changes its coat twice a year: white for winter, brown for summer',
        'forest',
        'day',
        'clear',
        [tuft({ id: 'summer', look: brown, feeling: 'calm' }), tuft({ id: 'winter', feeling: 'calm' })],
        ['summer', 'winter'],
      ),
    ],
    bedtime: scene(
      'Tuft sleeps curled in the snow; two black ear tips peek out',
      'snow',
      'night',
      'clear',
      [tuft({ pose: 'lying', feeling: 'sleepy' })],
      ['tuft'],
    ),
  },
  ru: {
    // «Шубка серая»
    toddler: {
      0: scene(
        'here is Pushok the hare, hop, hop, his fur grey',
        'forest',
        'day',
        'clear',
        [tuft({ look: 'grey summer coat, long ears with black tips', feeling: 'happy' })],
        ['tuft'],
      ),
    },
  },
};
