/** What the pictures of 10-30 (a station cat greets the passengers) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const toffee = cast({ id: 'toffee', is: 'cat', look: 'ginger, white chest and paws, tail held high' });
const lily = cast({ id: 'lily', is: 'girl', look: 'red jumper, black curly hair' });
const dad = cast({ id: 'dad', is: 'man', look: 'grey jumper' });
const okoro = cast({ id: 'okoro', is: 'man-hat', look: 'dark blue uniform, stationmaster’s cap' });
const station = cast({ id: 'station', is: 'station', look: 'tiny railway station with a ticket window' });
const train = cast({ id: 'train', is: 'train', look: 'little red train' });
const bench = cast({ id: 'bench', is: 'bench', look: 'wooden station bench' });
const platform = (
  doing: string,
  things: SpecThing[],
  see: string[],
  time: 'morning' | 'night' = 'morning',
): SceneSpec => scene(doing, 'meadow', time, 'clear', things, see);

export const SCENES_10_30: ItemScenes = {
  en: {
    toddler: [
      platform(
        'Toffee the ginger cat says miaow, good morning, on the station platform',
        [station(), toffee({ feeling: 'happy' })],
        ['station', 'toffee'],
      ),
      platform(
        'Lily gently strokes Toffee, who purrs',
        [station(), toffee({ feeling: 'happy', beside: 'lily' }), lily({ feeling: 'happy' })],
        ['toffee', 'lily'],
      ),
      platform(
        'toot, toot: the little train comes in; Toffee waits on the platform',
        [train(), toffee({ feeling: 'happy' }), lily({ feeling: 'happy', pose: 'waving' })],
        ['train', 'toffee', 'lily'],
      ),
    ],
    small: [
      platform(
        'at a tiny railway station a ginger cat walks along the platform saying miaow to the passengers',
        [station(), bench(), toffee({ feeling: 'happy' }), okoro({ feeling: 'happy' })],
        ['station', 'toffee'],
      ),
      platform(
        'shy Lily hides behind Dad as Toffee comes close; the stationmaster shows her how to hold out one finger',
        [
          toffee({ feeling: 'calm' }),
          dad({ feeling: 'calm' }),
          lily({ feeling: 'worried', beside: 'dad' }),
          okoro({ feeling: 'happy' }),
        ],
        ['toffee', 'lily', 'dad', 'okoro'],
      ),
      platform(
        'Toffee pushes her head into Lily’s hand and purrs; Lily smiles',
        [station(), toffee({ feeling: 'happy', beside: 'lily' }), lily({ feeling: 'happy' })],
        ['toffee', 'lily'],
      ),
    ],
    arc: [
      platform(
        'a tiny railway station among the fields: one platform, one bench, a ticket window; the stationmaster and a ginger cat',
        [station(), bench(), okoro({ feeling: 'happy' }), toffee({ feeling: 'happy' })],
        ['station', 'bench', 'okoro', 'toffee'],
      ),
      platform(
        'Lily and her dad wait on the platform for the little train; Lily hides behind Dad’s legs',
        [station(), dad({ feeling: 'calm' }), lily({ feeling: 'worried', beside: 'dad' })],
        ['dad', 'lily'],
      ),
      platform(
        'Toffee trots up with her tail high and says miaow; Lily takes a step back',
        [toffee({ feeling: 'happy' }), lily({ feeling: 'worried' })],
        ['toffee', 'lily'],
      ),
      platform(
        'the stationmaster crouches beside Lily and shows her how to hold out one finger',
        [okoro({ feeling: 'happy' }), lily({ feeling: 'surprised', beside: 'okoro' }), toffee({ feeling: 'calm' })],
        ['okoro', 'lily', 'toffee'],
      ),
      platform(
        'Toffee rubs her cheek against Lily’s hand',
        [toffee({ feeling: 'happy', beside: 'lily' }), lily({ feeling: 'happy' }), okoro({ feeling: 'happy' })],
        ['toffee', 'lily'],
      ),
      platform(
        'next morning Lily runs onto the platform, calling good morning; the little train comes tooting in',
        [
          train(),
          toffee({ feeling: 'happy' }),
          lily({ feeling: 'happy', pose: 'waving' }),
          okoro({ feeling: 'happy' }),
        ],
        ['train', 'toffee', 'lily', 'okoro'],
      ),
    ],
    bedtime: platform(
      'Toffee curls up asleep on the station bench under the stars',
      [station(), bench(), toffee({ on: 'bench', feeling: 'sleepy', pose: 'lying' }), { id: 'moon', is: 'moon' }],
      ['toffee', 'bench'],
      'night',
    ),
  },
};
