/** What the pictures of 02-08 (a hummingbird in the glasshouse) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const jewel = cast({ id: 'jewel', is: 'hummingbird', look: 'green back, ruby-red throat, long thin beak' });
const flowers = cast({ id: 'flowers', is: 'red-flower', count: 2 });
const omar = cast({ id: 'omar', is: 'man', look: 'green gardener’s apron' });
const pots = cast({ id: 'pots', is: 'flower-pot', count: 2 });
const can = cast({ id: 'can', is: 'watering-can', look: 'red' });
const yellow = cast({ id: 'yellow', is: 'yellow-flower' });
const leaves = cast({ id: 'leaves', is: 'leaves' });
const bush = cast({ id: 'bush', is: 'bush' });

export const SCENES_02_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'hmmm: here is Jewel, a tiny hummingbird, zipping among the plants',
        'garden',
        'day',
        'clear',
        [bush(), jewel({ feeling: 'happy' })],
        ['jewel'],
      ),
      scene(
        'where are the red flowers? only dry leaves on the path',
        'garden',
        'day',
        'clear',
        [leaves(), bush(), jewel({ feeling: 'worried' })],
        ['jewel', 'leaves'],
      ),
      scene(
        'new red flowers: Jewel sips, sips, sips',
        'garden',
        'day',
        'clear',
        [flowers(), jewel({ beside: 'flowers', feeling: 'happy' })],
        ['flowers', 'jewel'],
      ),
    ],
    small: [
      scene(
        'a tiny hummingbird as small as a thumb hovers in a warm glasshouse full of plants',
        'garden',
        'day',
        'clear',
        [bush(), flowers(), jewel({ feeling: 'happy' })],
        ['jewel', 'flowers'],
      ),
      scene(
        'the red flowers have dropped their petals; Jewel zips around and finds nothing',
        'garden',
        'morning',
        'clear',
        [leaves(), bush(), jewel({ feeling: 'worried' })],
        ['jewel', 'leaves'],
      ),
      scene(
        'Omar the gardener wheels in new pots of bright red flowers; Jewel sips from one',
        'garden',
        'day',
        'clear',
        [
          omar({ feeling: 'happy' }),
          pots({ beside: 'omar' }),
          flowers(),
          jewel({ beside: 'flowers', feeling: 'happy' }),
        ],
        ['omar', 'pots', 'flowers', 'jewel'],
      ),
      scene(
        'Jewel hums happily by the red flowers',
        'garden',
        'day',
        'clear',
        [flowers(), jewel({ beside: 'flowers', feeling: 'happy' })],
        ['jewel', 'flowers'],
      ),
    ],
    arc: [
      scene(
        'a warm glasshouse of palms, vines and flowers; a thumb-sized hummingbird with a red throat',
        'garden',
        'day',
        'clear',
        [bush(), flowers(), jewel({ feeling: 'happy' })],
        ['jewel', 'flowers', 'bush'],
      ),
      scene(
        'the red trumpet flowers by the pond have finished: their petals lie brown and dry on the path',
        'garden',
        'morning',
        'clear',
        [{ id: 'pond', is: 'pond' }, leaves(), jewel({ feeling: 'surprised' })],
        ['leaves', 'jewel'],
      ),
      scene(
        'Jewel zips to a flat yellow flower and a red watering can, then sits still, tired and hungry',
        'garden',
        'day',
        'clear',
        [yellow(), can(), jewel({ feeling: 'worried' })],
        ['yellow', 'can', 'jewel'],
      ),
      scene(
        'a hummingbird’s wings beat so fast they hum; it needs to sip nectar many times a day',
        'garden',
        'day',
        'clear',
        [flowers(), jewel({ beside: 'flowers', feeling: 'calm' })],
        ['jewel', 'flowers'],
      ),
      scene(
        'Omar the gardener wheels in new plants covered in bright red trumpet flowers',
        'garden',
        'day',
        'clear',
        [omar({ feeling: 'happy' }), pots({ beside: 'omar' }), jewel({ feeling: 'surprised' })],
        ['omar', 'pots', 'jewel'],
      ),
      scene(
        'Jewel hovers and dips her long beak into one red flower after another; the glasshouse hums',
        'garden',
        'day',
        'clear',
        [flowers(), jewel({ beside: 'flowers', feeling: 'happy' })],
        ['jewel', 'flowers'],
      ),
    ],
    bedtime: scene(
      'night in the glasshouse: Jewel sleeps on a thin twig of a bush, tiny and still',
      'garden',
      'night',
      'clear',
      [bush(), jewel({ feeling: 'sleepy' })],
      ['jewel', 'bush'],
    ),
  },
};
