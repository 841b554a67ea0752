/** What the pictures of 07-01 (a kite festival on a windy beach) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ziggy = cast({
  id: 'ziggy',
  is: 'dragon-kite',
  look: 'big green dragon kite, wide smile, orange spots, long ribbon tail',
});
const lying = { is: 'dragon-kite-down', look: 'big green dragon kite lying on the sand, tail curled up' };
const nina = cast({ id: 'nina', is: 'girl', look: 'red T-shirt, dark plaits' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa' });
const red = cast({ id: 'kite-red', is: 'diamond-kite', look: 'red kite' });
const blue = cast({ id: 'kite-blue', is: 'diamond-kite', look: 'blue kite' });
const yellow = cast({ id: 'kite-yellow', is: 'diamond-kite', look: 'yellow kite' });
const striped = cast({ id: 'kite-striped', is: 'diamond-kite', look: 'purple striped kite' });
const little = [red(), blue(), yellow()];
const littleIds = ['kite-red', 'kite-blue', 'kite-yellow'];

export const SCENES_07_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'look up: kites, kites, kites; a red kite, a blue kite, a yellow kite',
        'sea',
        'day',
        'clear',
        little,
        littleIds,
      ),
      scene(
        'whoosh goes the wind: up, up they fly, wiggling like little fish',
        'sea',
        'day',
        'wind',
        [...little, striped()],
        [...littleIds, 'kite-striped'],
      ),
      scene(
        'here is a big green dragon kite; he smiles and smiles; wave to the dragon',
        'sea',
        'day',
        'wind',
        [ziggy({ feeling: 'happy' }), nina({ pose: 'waving', feeling: 'happy' })],
        ['ziggy', 'nina'],
      ),
    ],
    small: [
      scene(
        'over a windy beach hundreds of kites dance in the sky like colourful fish: red ones, blue ones and striped ones',
        'sea',
        'day',
        'wind',
        [red(), blue(), striped(), yellow()],
        ['kite-red', 'kite-blue', 'kite-striped'],
      ),
      scene(
        'the biggest kite is a green dragon called Ziggy, with a wide smile and a long wiggly tail; Nina holds his string tight with both hands',
        'sea',
        'day',
        'wind',
        [ziggy({ feeling: 'happy' }), nina({ feeling: 'happy', doing: 'holding the string tight with both hands' })],
        ['ziggy', 'nina'],
      ),
      scene(
        'the wind tugs and Ziggy flies up, up, above all the others; Nina laughs, light as a kite herself',
        'sea',
        'day',
        'wind',
        [red(), ziggy({ feeling: 'happy' }), blue(), nina({ feeling: 'happy' })],
        ['ziggy', 'nina', 'kite-red'],
      ),
    ],
    arc: [
      scene(
        'on a wide sandy beach hundreds of people come to a kite festival; the biggest kite is a green dragon with a wide smile, Ziggy',
        'sea',
        'day',
        'clear',
        [
          red(),
          blue(),
          nina({ feeling: 'happy' }),
          ziggy({ ...lying, feeling: 'happy' }),
          grandpa({ feeling: 'happy' }),
        ],
        ['ziggy', 'nina', 'kite-red'],
      ),
      scene(
        'the little kites fly up at once, but Ziggy is big and heavy and just lies on the sand with his long tail curled up',
        'sea',
        'day',
        'clear',
        [...little, ziggy({ ...lying, feeling: 'worried' })],
        ['ziggy', ...littleIds],
      ),
      scene(
        'Nina and her grandpa run along the beach pulling the string; Ziggy lifts his nose a little, then flops back onto the sand',
        'sea',
        'day',
        'clear',
        [
          nina({ feeling: 'worried', doing: 'running, pulling the string' }),
          grandpa({ feeling: 'calm' }),
          ziggy({ ...lying, feeling: 'surprised' }),
        ],
        ['nina', 'grandpa', 'ziggy'],
      ),
      scene(
        'Nina licks her finger and holds it up: the wind comes from the sea! She turns Ziggy’s nose towards the wind and waits',
        'sea',
        'day',
        'wind',
        [
          nina({ pose: 'waving', feeling: 'surprised', doing: 'holding up a wet finger' }),
          ziggy({ ...lying, feeling: 'calm' }),
        ],
        ['nina', 'ziggy'],
      ),
      scene(
        'a kite flies when moving air pushes it from below; the string holds it at a slant, so the wind lifts it up',
        'sea',
        'day',
        'wind',
        [ziggy({ feeling: 'happy' }), nina({ feeling: 'calm' })],
        ['ziggy'],
      ),
      scene(
        'whoosh: the wind fills Ziggy like a sail and up he goes, higher than all the rest, smiling down at the little kites',
        'sea',
        'day',
        'wind',
        [
          red(),
          ziggy({ feeling: 'happy' }),
          blue(),
          yellow(),
          nina({ feeling: 'happy' }),
          grandpa({ feeling: 'happy' }),
        ],
        ['ziggy', ...littleIds, 'nina'],
      ),
    ],
    bedtime: scene(
      'the green dragon kite rests for the night, his tail rolled up',
      'room',
      'night',
      'clear',
      [ziggy({ ...lying, feeling: 'sleepy', look: 'green dragon kite resting, tail rolled up' })],
      ['ziggy'],
    ),
  },
};
