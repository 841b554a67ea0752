/** What the pictures of 12-19 (swans winter on a lake that never freezes) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const smoky = cast({
  id: 'smoky',
  is: 'swan',
  young: true,
  look: 'smoky-grey feathers, long curved neck, pale pink-and-black beak',
});
const flyingSmoky = cast({ id: 'smoky', is: 'flying-swan', young: true, look: 'grey, young' });
const swans = cast({ id: 'swans', is: 'swan', count: 3, look: 'white', in: 'lake' });
const parents = cast({ id: 'parents', is: 'flying-swan', count: 2, look: 'white, Smoky’s parents' });
const lake = { id: 'lake', is: 'pond', look: 'open dark water among white fields, warm springs' };
const steam = { id: 'steam', is: 'steam', in: 'lake' };
const frozen = { id: 'ice', is: 'ice', look: 'a northern lake frozen hard' };
const houses = { id: 'houses', is: 'house', count: 2, look: 'a snowy village' };

export const SCENES_12_19: ItemScenes = {
  en: {
    toddler: [
      scene(
        'so many white swans on the water, honk, honk',
        'snow',
        'day',
        'clear',
        [lake, swans({ count: 4, feeling: 'happy' })],
        ['swans', 'lake'],
      ),
      scene(
        'here is Smoky, a grey young swan, landing on the water with a splash among the white ones',
        'snow',
        'day',
        'clear',
        [lake, swans({ count: 2, feeling: 'calm' }), smoky({ in: 'lake', feeling: 'surprised' })],
        ['smoky', 'swans'],
      ),
      scene(
        'the water is warm and steams; Smoky paddles, happy',
        'snow',
        'morning',
        'clear',
        [lake, steam, smoky({ in: 'lake', feeling: 'happy' })],
        ['smoky', 'steam'],
      ),
    ],
    small: [
      scene(
        'in winter the lakes in the north freeze hard and the swans cannot find food under the ice',
        'snow',
        'day',
        'cloudy',
        [frozen, { id: 'swans', is: 'swan', count: 2, look: 'white', in: 'ice', feeling: 'worried' }],
        ['ice', 'swans'],
      ),
      scene(
        'so the swans fly far away to a lake that never freezes, its water kept open by warm springs',
        'snow',
        'day',
        'clear',
        [parents({ id: 'flock', count: 3 }), lake, steam],
        ['flock', 'lake', 'steam'],
      ),
      scene(
        'Smoky, a young swan still grey, has flown behind his parents for many days and lands with a splash',
        'snow',
        'day',
        'clear',
        [lake, swans({ id: 'parents', count: 2, feeling: 'calm' }), smoky({ in: 'lake', feeling: 'happy' })],
        ['smoky', 'parents', 'lake'],
      ),
      scene(
        'the village children come with their grandpa to count the swans: more than three hundred',
        'snow',
        'day',
        'clear',
        [
          lake,
          swans({ count: 4, feeling: 'calm' }),
          { id: 'grandpa', is: 'grandpa-hat', look: 'brown coat, grey knitted hat', feeling: 'happy' },
          { id: 'girl', is: 'girl-hat', look: 'red coat, white bobble hat', feeling: 'surprised' },
          { id: 'boy', is: 'boy-hat', look: 'blue coat, green bobble hat', feeling: 'happy' },
        ],
        ['swans', 'grandpa', 'girl', 'boy'],
      ),
    ],
    arc: [
      scene(
        'near a snowy village a lake that never freezes steams on a frosty morning, and hundreds of white swans float on it',
        'snow',
        'morning',
        'clear',
        [houses, lake, steam, swans({ count: 5, feeling: 'calm' })],
        ['lake', 'steam', 'swans', 'houses'],
      ),
      scene(
        'far in the north the lakes turn to ice in winter and the swans cannot reach the water plants they eat',
        'snow',
        'day',
        'cloudy',
        [frozen, { id: 'swans', is: 'swan', count: 2, look: 'white', in: 'ice', feeling: 'worried' }],
        ['ice', 'swans'],
      ),
      scene(
        'for many days grey Smoky flies behind his white parents over forests and fields, his wings aching',
        'snow',
        'day',
        'clear',
        [parents(), flyingSmoky()],
        ['parents', 'smoky'],
      ),
      scene(
        'at last they see the lake, dark and open among white fields, kept free of ice by warm springs',
        'snow',
        'day',
        'clear',
        [parents(), flyingSmoky(), lake, steam],
        ['lake', 'steam', 'smoky', 'parents'],
      ),
      scene(
        'Smoky has landed and feeds; the village children count more than three hundred swans with binoculars and spot one grey one',
        'snow',
        'day',
        'clear',
        [
          lake,
          swans({ feeling: 'calm' }),
          smoky({ in: 'lake', feeling: 'happy' }),
          {
            id: 'girl',
            is: 'girl-hat',
            look: 'red coat, white bobble hat',
            holding: 'binoculars',
            feeling: 'surprised',
          },
          { id: 'binoculars', is: 'binoculars' },
          { id: 'boy', is: 'boy-hat', look: 'blue coat, green bobble hat', feeling: 'happy' },
        ],
        ['smoky', 'swans', 'girl', 'binoculars', 'boy'],
      ),
      scene(
        'swans eat plants that grow under the water, so in winter they need water that does not freeze',
        'snow',
        'day',
        'clear',
        [lake, steam, swans({ count: 2, feeling: 'calm' }), smoky({ in: 'lake', feeling: 'calm' })],
        ['smoky', 'swans', 'lake'],
      ),
    ],
    bedtime: scene(
      'Smoky floats asleep on the warm lake, his beak tucked under his wing',
      'snow',
      'night',
      'clear',
      [lake, smoky({ in: 'lake', pose: 'lying', feeling: 'sleepy' })],
      ['smoky'],
    ),
  },
};
