/** What the pictures of 06-29 (a paper boat race on a pond by the harbour) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zoe = cast({ id: 'zoe', is: 'girl', look: 'yellow T-shirt, brown curls' });
const pond = cast({ id: 'pond', is: 'pond', look: 'calm round pond' });
const ladybird = cast({
  id: 'ladybird-boat',
  is: 'paper-boat',
  in: 'pond',
  look: 'red paper boat with round black spots, like a ladybird',
});
const boats = cast({ id: 'boats', is: 'paper-boat', count: 2, in: 'pond', look: 'white paper boats' });
const child = cast({ id: 'child', is: 'boy', doing: 'puffing out his cheeks and blowing' });
const fishingBoat = cast({ id: 'fishing-boat', is: 'boat-at-sea', look: 'fishing boat resting in the harbour' });

export const SCENES_06_29: ItemScenes = {
  en: {
    toddler: [
      scene(
        'fold, fold, fold: a little paper boat on the water; it floats!',
        'meadow',
        'day',
        'clear',
        [pond(), boats({ count: 1, id: 'boat' })],
        ['boat', 'pond'],
      ),
      scene(
        'puff, puff, puff: blow the boats along; go, boats, go!',
        'meadow',
        'day',
        'clear',
        [child({ feeling: 'happy' }), pond(), boats({ count: 3 })],
        ['boats', 'child'],
      ),
      scene(
        'a red boat with black spots, a ladybird boat: it comes first! hooray',
        'meadow',
        'day',
        'clear',
        [pond(), ladybird(), boats()],
        ['ladybird-boat', 'boats'],
      ),
    ],
    small: [
      scene(
        'next to a little harbour by the sea there is a calm round pond; a crowd of children comes with paper boats for a race',
        'sea',
        'day',
        'clear',
        [
          pond(),
          { id: 'girl', is: 'girl', feeling: 'happy', holding: 'boat-1' },
          { id: 'boat-1', is: 'paper-boat' },
          { id: 'boy', is: 'boy', feeling: 'happy', holding: 'boat-2' },
          { id: 'boat-2', is: 'paper-boat', look: 'blue' },
        ],
        ['pond', 'girl', 'boy', 'boat-1', 'boat-2'],
      ),
      scene(
        'Zoe has painted her boat red with black spots, like a ladybird; she sets it on the water and blows: puff, puff',
        'sea',
        'day',
        'clear',
        [zoe({ feeling: 'happy', doing: 'blowing on her boat' }), pond(), ladybird()],
        ['zoe', 'ladybird-boat'],
      ),
      scene(
        'the ladybird boat reaches the other side first; Zoe jumps up and down, so proud',
        'sea',
        'day',
        'clear',
        [pond(), ladybird(), boats({ count: 1 }), zoe({ feeling: 'happy', pose: 'waving' })],
        ['zoe', 'ladybird-boat'],
      ),
    ],
    arc: [
      scene(
        'by the harbour fishing boats rest and seagulls sit on the posts; at the round pond Zoe’s first paper boat tips over and goes soft',
        'sea',
        'day',
        'clear',
        [
          fishingBoat(),
          { id: 'gull', is: 'seagull', look: 'white seagull', on: 'fishing-boat' },
          pond(),
          zoe({ feeling: 'worried' }),
          { id: 'first-boat', is: 'paper-boat', in: 'pond', look: 'soggy white paper boat, tipped over' },
        ],
        ['fishing-boat', 'gull', 'zoe', 'first-boat'],
      ),
      scene(
        'Zoe does not give up: she folds a new sheet slowly, pressing every fold, and paints the boat red with black spots',
        'sea',
        'day',
        'clear',
        [
          zoe({ feeling: 'calm', holding: 'ladybird-boat' }),
          ladybird({ in: undefined }),
          { id: 'paint', is: 'paint', look: 'red paint' },
        ],
        ['zoe', 'ladybird-boat'],
      ),
      scene(
        'boats with neat sharp folds sit high and dry; a light breeze comes from the sea, and the children puff out their cheeks and blow',
        'sea',
        'day',
        'wind',
        [child({ feeling: 'happy' }), pond(), ladybird(), boats(), zoe({ feeling: 'happy', doing: 'blowing' })],
        ['ladybird-boat', 'boats', 'child', 'zoe'],
      ),
      scene(
        'puff, puff: the ladybird boat sails past the others and bumps into the far bank first; everyone cheers',
        'sea',
        'day',
        'wind',
        [
          zoe({ feeling: 'happy', pose: 'waving' }),
          pond(),
          ladybird(),
          boats(),
          child({ feeling: 'happy', doing: 'cheering' }),
        ],
        ['ladybird-boat', 'zoe', 'child'],
      ),
      scene(
        'a boat floats because it is light and its sides keep the water out; the real boats in the harbour float the same way',
        'sea',
        'day',
        'clear',
        [fishingBoat(), pond(), ladybird()],
        ['fishing-boat', 'ladybird-boat'],
      ),
    ],
    bedtime: scene(
      'the ladybird boat rests on the windowsill, drying until morning',
      'room',
      'night',
      'clear',
      [{ id: 'window', is: 'windowsill' }, ladybird({ in: undefined, on: 'window' })],
      ['ladybird-boat', 'window'],
    ),
  },
};
