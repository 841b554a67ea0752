/** What the pictures of 08-24 (dolphins play beside a little boat) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const sea = { id: 'sea', is: 'sea-waves', look: 'warm blue sea' };
const zippy = cast({
  id: 'zippy',
  is: 'dolphin',
  young: true,
  look: 'sleek, slate-coloured back, pale belly, curved back fin',
  in: 'sea',
});
/** leaping out of the water: drawn at the waterline, arched */
const leapingZippy = cast({
  id: 'zippy',
  is: 'leaping-dolphin',
  young: true,
  look: 'sleek, slate-coloured back, pale belly',
  in: 'sea',
});
const pod = cast({ id: 'pod', is: 'dolphin', count: 3, look: 'slate-coloured, Zippy’s family', in: 'sea' });
const boat = cast({ id: 'boat', is: 'sailboat', look: 'little, white sail', in: 'sea' });
const girl = cast({ id: 'girl', is: 'girl', look: 'yellow T-shirt', in: 'boat' });
const song = { id: 'clicks', is: 'song', look: 'clicks and whistles' };

export const SCENES_08_24: ItemScenes = {
  en: {
    toddler: [
      scene(
        'splish, splash: here come the dolphins, jumping up out of the sea',
        'sea',
        'day',
        'clear',
        [
          sea,
          pod({ count: 1, feeling: 'happy' }),
          { id: 'jumpers', is: 'leaping-dolphin', count: 2, in: 'sea', feeling: 'happy' },
        ],
        ['jumpers', 'pod'],
      ),
      scene(
        'click, click, whee: the dolphins are talking to each other',
        'sea',
        'day',
        'clear',
        [sea, pod({ count: 2, feeling: 'happy' }), song],
        ['pod', 'clicks'],
      ),
      scene(
        'a little white boat; the dolphins swim beside it and a girl waves to them',
        'sea',
        'day',
        'clear',
        [sea, boat(), girl({ pose: 'waving', feeling: 'happy' }), pod({ count: 2, feeling: 'happy' })],
        ['boat', 'pod', 'girl'],
      ),
    ],
    small: [
      scene(
        'a little sailing boat bobs on the warm blue sea; splash, a young dolphin, Zippy, jumps up right beside it',
        'sea',
        'day',
        'clear',
        [sea, boat(), leapingZippy({ feeling: 'happy' })],
        ['boat', 'zippy'],
      ),
      scene(
        'Zippy calls his family with clicks and whistles and the whole pod comes to play around the boat',
        'sea',
        'day',
        'clear',
        [sea, boat(), pod({ count: 2, feeling: 'happy' }), leapingZippy({ feeling: 'happy' }), song],
        ['pod', 'zippy', 'clicks', 'boat'],
      ),
      scene(
        'the people on the boat clap and laugh, and the dolphins seem to smile back',
        'sea',
        'day',
        'clear',
        [
          sea,
          boat(),
          girl({ feeling: 'happy' }),
          { id: 'man', is: 'man', look: 'blue shirt', in: 'boat', feeling: 'happy' },
          pod({ count: 2, feeling: 'happy' }),
          zippy({ feeling: 'happy' }),
        ],
        ['girl', 'man', 'pod', 'zippy'],
      ),
    ],
    arc: [
      scene(
        'in the warm blue sea lives a pod of dolphins; the youngest, Zippy, jumps higher than a wave',
        'sea',
        'day',
        'clear',
        [sea, pod({ count: 2, feeling: 'calm' }), leapingZippy({ feeling: 'happy' })],
        ['pod', 'zippy'],
      ),
      scene(
        'one morning Zippy sees a little boat with a white sail on the water and wonders if it would play with him',
        'sea',
        'morning',
        'clear',
        [sea, boat(), zippy({ feeling: 'surprised' })],
        ['boat', 'zippy'],
      ),
      scene(
        'a girl on the deck waves and laughs; Zippy leaps out of the water, splash, beside the boat',
        'sea',
        'morning',
        'clear',
        [sea, boat(), girl({ pose: 'waving', feeling: 'happy' }), leapingZippy({ feeling: 'happy' })],
        ['girl', 'boat', 'zippy'],
      ),
      scene(
        'Zippy calls his family with quick clicks and happy whistles, and the whole pod comes racing',
        'sea',
        'morning',
        'clear',
        [sea, pod({ count: 2, feeling: 'happy' }), song, zippy({ feeling: 'happy' })],
        ['zippy', 'clicks', 'pod'],
      ),
      scene(
        'dolphins talk with clicks and whistles, each with its own whistle like a name; clicks help them find fish',
        'sea',
        'day',
        'clear',
        [
          sea,
          pod({ count: 1, feeling: 'calm' }),
          { id: 'fish', is: 'fish', count: 2, young: true, in: 'sea' },
          song,
          zippy({ feeling: 'calm' }),
        ],
        ['zippy', 'clicks', 'fish'],
      ),
      scene(
        'the dolphins jump and dive beside the boat and ride its little waves; the people on deck clap',
        'sea',
        'day',
        'clear',
        [
          sea,
          boat(),
          girl({ feeling: 'happy' }),
          { id: 'man', is: 'man', look: 'blue shirt', in: 'boat', feeling: 'happy' },
          pod({ count: 2, feeling: 'happy' }),
          leapingZippy({ feeling: 'happy' }),
        ],
        ['boat', 'girl', 'man', 'pod', 'zippy'],
      ),
    ],
    bedtime: scene(
      'night on the warm sea: the dolphins rest side by side, rocked by the water',
      'sea',
      'night',
      'clear',
      [{ id: 'moon', is: 'moon' }, sea, pod({ count: 1, feeling: 'sleepy' }), zippy({ feeling: 'sleepy' })],
      ['pod', 'zippy'],
    ),
  },
};
