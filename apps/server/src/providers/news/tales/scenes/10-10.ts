/** What the pictures of 10-10 (a new baby sister comes home) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const leo = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'leo',
  is: 'boy',
  look: 'green jumper, short sandy hair',
  ...more,
});
const mia = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'mia',
  is: 'newborn',
  look: 'tiny, in a yellow blanket',
  young: true,
  ...more,
});
const mum = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'mum', is: 'woman', ...more });

const home = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'room',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

export const SCENES_10_10: ItemScenes = {
  en: {
    toddler: [
      home(
        'Mum comes in holding tiny baby Mia in a yellow blanket',
        [mum({ holding: 'mia', feeling: 'happy' }), mia({ feeling: 'calm' })],
        ['mum', 'mia'],
      ),
      home(
        'baby Mia cries in Mum’s arms and Leo sings to her',
        [
          mum({ holding: 'mia', feeling: 'calm' }),
          mia({ feeling: 'worried' }),
          leo({ beside: 'mum', feeling: 'calm' }),
          { id: 'song', is: 'song' },
        ],
        ['mia', 'leo', 'song'],
      ),
      home(
        'Mia’s tiny hand holds Leo’s finger and her eyes close',
        [
          mum({ holding: 'mia', feeling: 'happy' }),
          mia({ feeling: 'sleepy' }),
          leo({ beside: 'mum', feeling: 'happy' }),
        ],
        ['mia', 'leo'],
      ),
    ],
    small: [
      home(
        'Mum comes in with a little bundle in a yellow blanket; Leo peeks at his new sister',
        [
          mum({ holding: 'mia', feeling: 'happy' }),
          mia({ feeling: 'calm' }),
          leo({ beside: 'mum', feeling: 'surprised' }),
        ],
        ['mum', 'mia', 'leo'],
      ),
      home(
        'Mia cries in Mum’s arms; Leo pulls a funny face but she cries louder',
        [
          mum({ holding: 'mia', feeling: 'calm' }),
          mia({ feeling: 'worried' }),
          leo({ beside: 'mum', feeling: 'worried' }),
        ],
        ['mia', 'leo'],
      ),
      home(
        'Leo sings softly; Mia is quiet and holds his finger tight',
        [
          mum({ holding: 'mia', feeling: 'happy' }),
          mia({ feeling: 'calm' }),
          leo({ beside: 'mum', feeling: 'happy' }),
          { id: 'song', is: 'song' },
        ],
        ['mia', 'leo', 'song'],
      ),
      home(
        'Leo stands proudly beside his baby sister',
        [
          mum({ holding: 'mia', feeling: 'happy' }),
          mia({ feeling: 'sleepy' }),
          leo({ beside: 'mum', feeling: 'happy' }),
        ],
        ['leo', 'mia'],
      ),
    ],
    arc: [
      home(
        'Leo waits by the window with Grandpa; his drawing of a smiling sun and his old teddy are ready',
        [
          { id: 'window', is: 'window' },
          leo({ beside: 'window', feeling: 'happy' }),
          { id: 'grandpa', is: 'grandpa', beside: 'leo', feeling: 'happy' },
          { id: 'drawing', is: 'drawing', shows: 'sun' },
        ],
        ['window', 'leo', 'grandpa', 'drawing'],
      ),
      home(
        'Mum and Dad come in with tiny pink Mia; Leo leans in to say hello and she begins to cry',
        [
          mum({ holding: 'mia', feeling: 'calm' }),
          mia({ feeling: 'worried' }),
          { id: 'dad', is: 'man', feeling: 'happy' },
          leo({ beside: 'mum', feeling: 'surprised' }),
        ],
        ['mum', 'mia', 'dad', 'leo'],
      ),
      home(
        'Leo pulls a funny face, but Mia only cries louder',
        [
          mum({ holding: 'mia', feeling: 'calm' }),
          mia({ feeling: 'worried' }),
          leo({ beside: 'mum', feeling: 'worried' }),
        ],
        ['leo', 'mia'],
      ),
      home(
        'Mum sits beside Leo with Mia in her arms and explains why babies cry',
        [
          mum({ holding: 'mia', feeling: 'calm' }),
          mia({ feeling: 'worried' }),
          leo({ beside: 'mum', feeling: 'calm' }),
        ],
        ['mum', 'leo', 'mia'],
      ),
      home(
        'Mum has an idea: they will sing Mia the moon song together; Leo nods',
        [
          mum({ holding: 'mia', feeling: 'happy' }),
          mia({ feeling: 'worried' }),
          leo({ beside: 'mum', feeling: 'calm' }),
          { id: 'moon', is: 'moon' },
        ],
        ['mum', 'leo', 'mia'],
      ),
      home(
        'Leo sings softly; Mia grows quiet and her tiny fingers hold his finger',
        [
          mum({ holding: 'mia', feeling: 'happy' }),
          mia({ feeling: 'calm' }),
          leo({ beside: 'mum', feeling: 'happy' }),
          { id: 'song', is: 'song' },
        ],
        ['leo', 'mia', 'song'],
      ),
    ],
    bedtime: {
      doing: 'baby Mia sleeps in her cot, and Leo’s finger is in her tiny hand',
      where: 'bedroom',
      time: 'night',
      weather: 'clear',
      things: [
        { id: 'bed', is: 'bed' },
        mia({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        leo({ beside: 'bed', feeling: 'sleepy' }),
      ],
      see: ['mia', 'bed'],
    },
  },
};
