/** What the pictures of 06-22 (midsummer: the Sun stays up) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sun = cast({
  id: 'sun',
  is: 'sun-face',
  look: 'round golden sun, kind smiling face, rosy cheeks, short wavy rays',
});
const lowSun = cast({ id: 'sun', is: 'sun-low', look: 'round golden sun, kind face, low just above the roofs' });
const roofs = cast({ id: 'roofs', is: 'house', count: 2, look: 'houses with red roofs' });
const linnea = cast({ id: 'linnea', is: 'girl-crowned', look: 'flower crown on her fair hair, white dress' });
const friends = [
  { id: 'friend', is: 'girl', feeling: 'happy' as const, doing: 'dancing in a ring' },
  { id: 'friend-2', is: 'boy', feeling: 'happy' as const, doing: 'dancing in a ring' },
];
const daisies = cast({ id: 'daisies', is: 'daisy', count: 2 });
const clover = cast({ id: 'clover', is: 'clover' });

export const SCENES_06_22: ItemScenes = {
  en: {
    toddler: [
      scene(
        'look up: there is the sun; it is late and still so bright, and the sun stays and stays',
        'town',
        'evening',
        'clear',
        [sun({ feeling: 'happy' }), roofs()],
        ['sun', 'roofs'],
      ),
      scene(
        'pick red, blue and yellow flowers and twist them into a ring: a flower crown for you',
        'meadow',
        'evening',
        'clear',
        [
          { id: 'red', is: 'tulip', look: 'red' },
          { id: 'blue', is: 'lavender', look: 'blue' },
          { id: 'yellow', is: 'daisy', look: 'yellow' },
          { id: 'girl', is: 'girl', feeling: 'happy', holding: 'crown' },
          { id: 'crown', is: 'flower-crown' },
        ],
        ['red', 'blue', 'yellow', 'crown'],
      ),
      scene(
        'round and round we dance, la-la-la; the sun smiles at everyone',
        'meadow',
        'evening',
        'clear',
        [sun({ feeling: 'happy' }), linnea({ feeling: 'happy' }), ...friends],
        ['sun', 'linnea', 'friend', 'friend-2'],
      ),
    ],
    small: [
      scene(
        'far in the north, cities with red roofs; on the longest day the Sun does not want to go to bed and stays up almost all night',
        'town',
        'evening',
        'clear',
        [sun({ feeling: 'happy' }), roofs()],
        ['sun', 'roofs'],
      ),
      scene(
        'people pick daisies and clover for flower crowns; Linnea puts one on her head and laughs; everyone dances in a ring',
        'meadow',
        'evening',
        'clear',
        [daisies(), clover(), linnea({ feeling: 'happy' }), ...friends],
        ['daisies', 'clover', 'linnea', 'friend'],
      ),
      scene(
        'the Sun feels warm and happy watching them; it dips down for only a little nap and soon is up again',
        'town',
        'evening',
        'clear',
        [lowSun({ feeling: 'sleepy' }), roofs()],
        ['sun', 'roofs'],
      ),
    ],
    arc: [
      scene(
        'far in the north, cities with red roofs and quiet rivers; above them lives the Sun, round, golden and kind',
        'town',
        'day',
        'clear',
        [sun({ feeling: 'calm' }), roofs(), { id: 'river', is: 'water', look: 'a quiet river' }],
        ['sun', 'roofs', 'river'],
      ),
      scene(
        'on the longest day people get ready for a big summer party; the Sun wants to watch it all, right to the end',
        'town',
        'day',
        'clear',
        [
          sun({ feeling: 'surprised' }),
          { id: 'woman', is: 'woman', feeling: 'happy', holding: 'flowers' },
          { id: 'flowers', is: 'bouquet' },
          { id: 'man', is: 'man', feeling: 'happy' },
        ],
        ['sun', 'woman', 'man'],
      ),
      scene(
        'that evening the Sun does not hurry to bed: it rolls slowly along the edge of the sky, just above the roofs',
        'town',
        'evening',
        'clear',
        [lowSun({ feeling: 'happy' }), roofs()],
        ['sun', 'roofs'],
      ),
      scene(
        'at ten, then eleven o’clock it is still light enough to pick flowers; Linnea makes flower crowns with her friends and they dance in a ring',
        'meadow',
        'evening',
        'clear',
        [daisies(), linnea({ feeling: 'happy' }), ...friends],
        ['linnea', 'friend', 'daisies'],
      ),
      scene(
        'at midnight the sky turns pink, then pale, but never truly dark; the Sun dips down for a short nap',
        'town',
        'evening',
        'clear',
        [lowSun({ feeling: 'sleepy' }), roofs()],
        ['sun', 'roofs'],
      ),
      scene(
        'our Earth spins like a top leaning to one side; in June the north leans towards the Sun, so days are long and nights short',
        'meadow',
        'day',
        'clear',
        [sun({ feeling: 'calm' }), { id: 'earth', is: 'globe', look: 'the Earth, leaning a little' }],
        ['sun', 'earth'],
      ),
    ],
    bedtime: scene(
      'the Sun is napping low behind the roofs',
      'town',
      'evening',
      'clear',
      [lowSun({ feeling: 'sleepy' }), roofs()],
      ['sun', 'roofs'],
    ),
  },
  ru: {
    // «Венок на голову — вот так!»: the crown is on the girl's head
    toddler: {
      1: scene(
        'pick red, blue and yellow flowers and weave a flower crown; on your head it goes, like this',
        'meadow',
        'evening',
        'clear',
        [
          { id: 'red', is: 'tulip', look: 'red' },
          { id: 'blue', is: 'lavender', look: 'blue' },
          { id: 'yellow', is: 'daisy', look: 'yellow' },
          { id: 'girl', is: 'girl-crowned', feeling: 'happy', look: 'a flower crown on her head' },
        ],
        ['red', 'blue', 'yellow', 'girl'],
      ),
    },
  },
};
