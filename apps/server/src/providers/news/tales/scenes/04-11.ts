/** What the pictures of 04-11 (a balloon festival at sunrise) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const balloon = cast({ id: 'balloon', is: 'hot-air-balloon', look: 'huge red and yellow balloon, wicker basket' });
const tom = cast({ id: 'tom', is: 'boy', in: 'balloon' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa', in: 'balloon', look: 'balloon pilot' });
const blue = cast({ id: 'balloons-blue', is: 'far-balloon', count: 2, look: 'blue balloons' });
const green = cast({ id: 'balloons-green', is: 'far-balloon', count: 2, look: 'green striped balloons' });
const sun = { id: 'sun', is: 'sun' };

export const SCENES_04_11: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big red and yellow balloon, round and tall, ready to go up',
        'meadow',
        'morning',
        'clear',
        [balloon()],
        ['balloon'],
      ),
      scene(
        'one balloon, two balloons, a hundred balloons in the sky: blue ones, green ones, stripy ones',
        'meadow',
        'morning',
        'clear',
        [blue(), green(), balloon()],
        ['balloons-blue', 'balloons-green', 'balloon'],
      ),
      scene(
        'Tom stands in the basket and waves to the sun and the sky',
        'meadow',
        'morning',
        'clear',
        [sun, balloon(), tom({ pose: 'waving', feeling: 'happy' })],
        ['tom', 'balloon', 'sun'],
      ),
    ],
    small: [
      scene(
        'very early over a wide valley Tom stands in a wicker basket with his grandpa under a huge red and yellow balloon',
        'meadow',
        'morning',
        'clear',
        [balloon(), grandpa({ feeling: 'calm' }), tom({ feeling: 'happy' })],
        ['tom', 'grandpa', 'balloon'],
      ),
      scene(
        'Grandpa turns on the burner, whoosh: warm air fills the balloon and the basket lifts gently off the grass',
        'meadow',
        'morning',
        'clear',
        [balloon(), grandpa({ feeling: 'happy', doing: 'turning on the burner' }), tom({ feeling: 'surprised' })],
        ['balloon', 'grandpa', 'tom'],
      ),
      scene(
        'a hundred colourful balloons rise into the morning sky like soap bubbles; people wave from every basket and Tom waves back',
        'meadow',
        'morning',
        'clear',
        [blue(), green(), balloon(), grandpa({ feeling: 'happy' }), tom({ pose: 'waving', feeling: 'happy' })],
        ['tom', 'balloons-blue', 'balloons-green'],
      ),
      scene(
        'a little tickle in Tom’s tummy, and then pure joy',
        'meadow',
        'morning',
        'clear',
        [blue({ count: 1 }), balloon(), tom({ feeling: 'happy' })],
        ['tom', 'balloon'],
      ),
    ],
    arc: [
      scene(
        'before sunrise at a balloon festival in a green valley, Tom and his grandpa the pilot find their balloon lying flat on the grass',
        'meadow',
        'morning',
        'clear',
        [
          balloon({ pose: 'lying', look: 'red and yellow balloon lying flat on the grass like a sleepy blanket' }),
          tom({ in: undefined, feeling: 'worried' }),
          grandpa({ in: undefined, feeling: 'calm' }),
        ],
        ['balloon', 'tom', 'grandpa'],
      ),
      scene(
        'a big fan blows cool air inside; the balloon grows fat and round but still lies on its side in the grass',
        'meadow',
        'morning',
        'clear',
        [
          balloon({ pose: 'lying', look: 'red and yellow balloon, fat and round, lying on its side' }),
          grandpa({ in: undefined, feeling: 'calm' }),
          tom({ in: undefined, feeling: 'surprised' }),
        ],
        ['balloon', 'tom'],
      ),
      scene(
        'Grandpa turns on the burner, a bright flame goes whoosh, and slowly the balloon stands up, tall and round, above the basket',
        'meadow',
        'morning',
        'clear',
        [balloon(), grandpa({ feeling: 'happy', doing: 'turning on the burner' }), tom({ feeling: 'surprised' })],
        ['balloon', 'grandpa', 'tom'],
      ),
      scene(
        'warm air is lighter than cool air and floats up, carrying the balloon; pilots fly early, when the air is cool and calm',
        'meadow',
        'morning',
        'clear',
        [blue({ count: 1 }), green({ count: 1 }), balloon()],
        ['balloon', 'balloons-blue'],
      ),
      scene(
        'the basket lifts off; a hundred balloons rise into the pink morning sky; Tom waves to the other baskets and they wave back',
        'meadow',
        'morning',
        'clear',
        [blue(), green(), balloon(), grandpa({ feeling: 'happy' }), tom({ pose: 'waving', feeling: 'happy' })],
        ['tom', 'balloon', 'balloons-blue', 'balloons-green'],
      ),
    ],
    bedtime: scene(
      'Tom is asleep in his bed, dreaming of floating over the valley',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, tom({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
      ['tom', 'bed'],
    ),
  },
};
