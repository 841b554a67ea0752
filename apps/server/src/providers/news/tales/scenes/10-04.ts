/** What the pictures of 10-04 (twins' first day at nursery) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const ella = cast({ id: 'ella', is: 'girl', look: 'red dungaree dress, fair curls' });
const finn = cast({ id: 'finn', is: 'boy', look: 'blue dungarees, fair curls' });
const joy = cast({ id: 'joy', is: 'teacher', look: 'yellow cardigan' });
const amara = cast({ id: 'amara', is: 'girl', look: 'orange T-shirt, black braids' });
const blocks = cast({ id: 'blocks', is: 'blocks' });
const picture = cast({ id: 'picture', is: 'drawing', shows: 'cat' });
const nursery = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'school', 'day', 'clear', things, see);

export const SCENES_10_04: ItemScenes = {
  en: {
    toddler: [
      nursery(
        'Ella and Finn hang two coats on two pegs at nursery',
        [ella({ feeling: 'happy' }), finn({ beside: 'ella', feeling: 'happy' }), { id: 'coats', is: 'coat', count: 2 }],
        ['ella', 'finn', 'coats'],
      ),
      nursery(
        'Finn builds a tower of blocks; Ella looks for him',
        [blocks(), finn({ beside: 'blocks', feeling: 'happy' }), ella({ feeling: 'worried' })],
        ['blocks', 'finn', 'ella'],
      ),
      nursery(
        'Ella paints with Amara; Finn builds',
        [
          picture(),
          ella({ beside: 'picture', feeling: 'happy' }),
          amara({ feeling: 'happy' }),
          finn({ feeling: 'happy' }),
          blocks(),
        ],
        ['ella', 'amara', 'finn'],
      ),
    ],
    small: [
      nursery(
        'twins Ella and Finn arrive together on their first day at nursery',
        [ella({ feeling: 'happy' }), finn({ beside: 'ella', feeling: 'happy' })],
        ['ella', 'finn'],
      ),
      nursery(
        'Finn runs to the blocks; Ella stands by the door holding her coat',
        [
          blocks(),
          finn({ beside: 'blocks', feeling: 'happy' }),
          { id: 'door', is: 'door' },
          ella({ beside: 'door', feeling: 'worried' }),
        ],
        ['finn', 'blocks', 'ella'],
      ),
      nursery(
        'Ella and Amara paint a purple cat together; Miss Joy smiles',
        [
          picture(),
          ella({ beside: 'picture', feeling: 'happy' }),
          amara({ feeling: 'happy' }),
          joy({ feeling: 'happy' }),
        ],
        ['picture', 'ella', 'amara'],
      ),
      nursery(
        'home time: the twins run to Mum, both talking at once',
        [
          ella({ feeling: 'happy' }),
          finn({ beside: 'ella', feeling: 'happy' }),
          { id: 'mum', is: 'woman', look: 'green coat', feeling: 'happy' },
        ],
        ['ella', 'finn', 'mum'],
      ),
    ],
    arc: [
      nursery(
        'Ella and Finn hold hands; their two coats hang side by side at nursery',
        [ella({ feeling: 'happy' }), finn({ beside: 'ella', feeling: 'happy' }), { id: 'coats', is: 'coat', count: 2 }],
        ['ella', 'finn', 'coats'],
      ),
      nursery(
        'Finn builds a tower with two new boys; Ella stands by the door feeling left behind',
        [
          blocks(),
          finn({ beside: 'blocks', feeling: 'happy' }),
          { id: 'boys', is: 'boy', count: 2, feeling: 'happy' },
          ella({ feeling: 'worried' }),
        ],
        ['blocks', 'finn', 'ella'],
      ),
      nursery(
        'Ella tugs Finn’s sleeve, but he is busy counting bricks; her lip wobbles',
        [blocks(), finn({ beside: 'blocks', feeling: 'calm' }), ella({ beside: 'finn', feeling: 'worried' })],
        ['ella', 'finn'],
      ),
      nursery(
        'Miss Joy kneels beside Ella and explains that twins are two different people',
        [joy({ feeling: 'calm' }), ella({ beside: 'joy', feeling: 'calm' })],
        ['joy', 'ella'],
      ),
      nursery(
        'Ella and Amara mix paints and paint a purple cat with yellow eyes',
        [
          { id: 'paint', is: 'paint' },
          picture(),
          ella({ beside: 'picture', feeling: 'happy' }),
          amara({ feeling: 'happy' }),
        ],
        ['paint', 'ella', 'amara'],
      ),
      nursery(
        'home time: Finn shows his tall tower, Ella her new friend and her purple cat',
        [
          blocks(),
          finn({ feeling: 'happy' }),
          ella({ holding: 'picture', feeling: 'happy' }),
          picture(),
          amara({ feeling: 'happy' }),
        ],
        ['finn', 'ella', 'picture'],
      ),
    ],
    bedtime: scene(
      'Ella and Finn whisper from bed to bed before they fall asleep',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        ella({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'bed2', is: 'bed' },
        finn({ in: 'bed2', feeling: 'sleepy', pose: 'lying' }),
      ],
      ['ella', 'finn'],
    ),
  },
};
