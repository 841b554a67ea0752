/** What the pictures of 12-12 (the winter post comes by dog sled) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nord = cast({
  id: 'nord',
  is: 'husky',
  young: true,
  look: 'grey-and-white coat, white face with a grey mask, blue eyes, curled fluffy tail, red harness',
});
const dogs = cast({ id: 'dogs', is: 'husky', count: 7, look: 'grey-and-white sled dogs in red harnesses' });
const anna = cast({ id: 'anna', is: 'woman-hat', look: 'red coat, brown fur hat with ear flaps', doing: 'the musher' });
const sled = { id: 'sled', is: 'sled', look: 'long, wooden' };
const letters = cast({ id: 'letters', is: 'letter', count: 2, in: 'sled' });
const parcel = cast({ id: 'parcel', is: 'parcel', look: 'big' });
const houses = { id: 'houses', is: 'house', count: 2, look: 'little village, snowy roofs' };
const katya = cast({ id: 'katya', is: 'girl-hat', look: 'pink coat, white bobble hat' });

export const SCENES_12_12: ItemScenes = {
  en: {
    toddler: [
      scene(
        'eight fluffy dogs in the snow, woof, woof; little Nord wags his tail',
        'snow',
        'day',
        'clear',
        [dogs({ feeling: 'happy' }), nord({ feeling: 'happy' })],
        ['dogs', 'nord'],
      ),
      scene(
        'the sled dogs run over the snow pulling a sled full of letters, swish',
        'snow',
        'day',
        'clear',
        [sled, letters(), dogs({ count: 3, feeling: 'happy' }), nord({ feeling: 'happy' })],
        ['sled', 'letters', 'dogs', 'nord'],
      ),
      scene(
        'knock, knock: a letter for you; good dog, Nord',
        'snow',
        'day',
        'clear',
        [
          houses,
          katya({ holding: 'letter', feeling: 'happy' }),
          { id: 'letter', is: 'letter' },
          nord({ feeling: 'happy' }),
        ],
        ['letter', 'nord', 'katya'],
      ),
    ],
    small: [
      scene(
        'far in the north a little village; deep snow lies on the road and no car can get there',
        'snow',
        'day',
        'clear',
        [houses, { id: 'car', is: 'car', look: 'stuck in deep snow' }],
        ['houses', 'car'],
      ),
      scene(
        'Anna the musher has tied her team of sled dogs to a long sled full of letters and parcels; young Nord wags his tail',
        'snow',
        'day',
        'clear',
        [
          sled,
          anna({ in: 'sled', feeling: 'happy' }),
          letters(),
          parcel({ in: 'sled' }),
          dogs({ count: 3, feeling: 'happy' }),
          nord({ feeling: 'happy' }),
        ],
        ['anna', 'sled', 'letters', 'parcel', 'dogs', 'nord'],
      ),
      scene(
        'the dogs run over the white hills with the sled swishing behind; Nord is tired but keeps running',
        'snow',
        'day',
        'clear',
        [
          sled,
          anna({ in: 'sled', feeling: 'calm' }),
          dogs({ count: 4, feeling: 'calm' }),
          nord({ feeling: 'worried' }),
        ],
        ['sled', 'dogs', 'nord'],
      ),
      scene(
        'at last the village: the children run out and a girl gets a parcel from her grandma',
        'snow',
        'day',
        'clear',
        [
          houses,
          katya({ holding: 'parcel', feeling: 'happy' }),
          parcel(),
          { id: 'boy', is: 'boy-hat', look: 'blue coat, green bobble hat', feeling: 'happy' },
          nord({ feeling: 'happy' }),
        ],
        ['katya', 'parcel', 'nord'],
      ),
    ],
    arc: [
      scene(
        'far in the snowy north a little village stands by a frozen river; deep snow covers the road and no car gets through',
        'snow',
        'day',
        'clear',
        [
          houses,
          { id: 'river', is: 'ice', look: 'the frozen river' },
          { id: 'car', is: 'car', look: 'stuck in deep snow' },
        ],
        ['houses', 'river', 'car'],
      ),
      scene(
        'this week there are letters, warm socks and a big parcel for Katya; Anna the musher goes out to her dogs',
        'snow',
        'day',
        'clear',
        [
          { id: 'letters', is: 'letter', count: 2 },
          { id: 'socks', is: 'socks' },
          anna({ holding: 'parcel', feeling: 'calm' }),
          parcel(),
          dogs({ count: 3, feeling: 'happy' }),
        ],
        ['letters', 'socks', 'parcel', 'anna', 'dogs'],
      ),
      scene(
        'Anna ties her team of huskies to the long wooden sled; Nord, the youngest, bounces with joy, and off they run with snow flying',
        'snow',
        'day',
        'clear',
        [
          sled,
          anna({ in: 'sled', feeling: 'happy' }),
          dogs({ count: 3, feeling: 'happy' }),
          nord({ feeling: 'happy' }),
        ],
        ['sled', 'anna', 'dogs', 'nord'],
      ),
      scene(
        'Nord is tired and wants to stop, but the old dogs beside him keep a calm, steady pace and he runs in step with them',
        'snow',
        'day',
        'clear',
        [
          sled,
          anna({ in: 'sled', feeling: 'calm' }),
          dogs({ count: 3, feeling: 'calm' }),
          nord({ feeling: 'worried' }),
        ],
        ['dogs', 'nord', 'anna'],
      ),
      scene(
        'the village roofs come into sight; Katya hugs her parcel, and Nord gets a bowl of food and a pat on the head',
        'snow',
        'day',
        'clear',
        [
          houses,
          katya({ holding: 'parcel', feeling: 'happy' }),
          parcel(),
          { id: 'bowl', is: 'bowl' },
          nord({ beside: 'bowl', feeling: 'happy' }),
        ],
        ['katya', 'parcel', 'nord', 'bowl', 'houses'],
      ),
      scene(
        'a car sinks into deep soft snow, but light huskies run on top of it, warm in their thick fur',
        'snow',
        'day',
        'clear',
        [{ id: 'car', is: 'car', look: 'stuck in deep snow' }, dogs({ count: 2, feeling: 'happy' })],
        ['car', 'dogs'],
      ),
    ],
    bedtime: scene(
      'night in the village: the empty sled rests in the snow, the letters are home, and Nord sleeps beside the sled',
      'snow',
      'night',
      'clear',
      [houses, sled, nord({ beside: 'sled', pose: 'lying', feeling: 'sleepy' })],
      ['sled', 'houses', 'nord'],
    ),
  },
};
