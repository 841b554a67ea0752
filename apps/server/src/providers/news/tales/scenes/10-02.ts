/** What the pictures of 10-02 (a boy pulls his neighbour's shopping home) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const omar = cast({ id: 'omar', is: 'boy', look: 'yellow hoodie, short black curls' });
const green = cast({ id: 'green', is: 'grandma', look: 'green coat, grey bun' });
const mum = cast({ id: 'mum', is: 'woman', look: 'blue headscarf' });
const bag = cast({ id: 'bag', is: 'shopping-bag' });
const wagon = cast({ id: 'wagon', is: 'wagon', look: 'red' });
const stick = cast({ id: 'stick', is: 'stick' });
const street = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'street', 'morning', 'clear', things, see);

export const SCENES_10_02: ItemScenes = {
  en: {
    toddler: [
      street('Mrs Green has a big heavy bag', [green({ holding: 'bag', feeling: 'worried' }), bag()], ['green', 'bag']),
      street(
        'Omar brings his red wagon; the bag goes in',
        [wagon(), bag({ in: 'wagon' }), omar({ beside: 'wagon', feeling: 'happy' }), green({ feeling: 'happy' })],
        ['wagon', 'bag', 'omar'],
      ),
      street(
        'home at last: Mrs Green smiles and thanks Omar',
        [
          { id: 'house', is: 'house' },
          green({ feeling: 'happy' }),
          omar({ beside: 'green', feeling: 'happy' }),
          wagon(),
        ],
        ['green', 'omar'],
      ),
    ],
    small: [
      street(
        'Mrs Green walks slowly with a stick and a heavy bag',
        [green({ holding: 'stick', feeling: 'worried' }), stick(), bag({ beside: 'green' })],
        ['green', 'bag'],
      ),
      street(
        'Omar tries to lift the bag but cannot',
        [bag(), omar({ beside: 'bag', feeling: 'worried' }), green({ feeling: 'calm' })],
        ['omar', 'bag'],
      ),
      street(
        'Omar pulls the bag home in his red wagon',
        [wagon(), bag({ in: 'wagon' }), omar({ beside: 'wagon', feeling: 'happy' }), green({ feeling: 'happy' })],
        ['wagon', 'bag', 'omar', 'green'],
      ),
      street(
        'Mrs Green smiles and gives Omar an apple',
        [green({ feeling: 'happy' }), omar({ holding: 'apple', feeling: 'happy' }), { id: 'apple', is: 'apple' }],
        ['green', 'omar', 'apple'],
      ),
    ],
    arc: [
      street(
        'outside the shop Mrs Green leans on her stick and sighs at her heavy bag; Omar sees her',
        [
          green({ holding: 'stick', feeling: 'worried' }),
          stick(),
          bag({ beside: 'green' }),
          omar({ feeling: 'surprised' }),
        ],
        ['green', 'bag', 'omar'],
      ),
      street(
        'Omar pulls the bag handles with all his might, but it does not budge',
        [bag(), omar({ beside: 'bag', feeling: 'worried' }), green({ feeling: 'calm' })],
        ['bag', 'omar'],
      ),
      street(
        'Omar and Mum come back with the red wagon and lift the bag in',
        [wagon(), bag({ in: 'wagon' }), mum({ beside: 'wagon', feeling: 'happy' }), omar({ feeling: 'happy' })],
        ['wagon', 'mum', 'omar'],
      ),
      street(
        'Omar pulls the wagon; Mrs Green walks beside him with her stick, telling stories',
        [
          wagon(),
          bag({ in: 'wagon' }),
          omar({ beside: 'wagon', feeling: 'happy' }),
          green({ beside: 'omar', feeling: 'happy' }),
        ],
        ['wagon', 'omar', 'green'],
      ),
      street(
        'Mrs Green chooses her own apples, and Omar waits with his wagon',
        [{ id: 'apples', is: 'apple', count: 3 }, green({ feeling: 'happy' }), omar({ feeling: 'happy' }), wagon()],
        ['apples', 'green', 'omar'],
      ),
    ],
    bedtime: scene(
      'Omar asleep; his red wagon waits by the door',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        omar({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'door', is: 'door' },
        wagon({ beside: 'door' }),
      ],
      ['omar', 'bed', 'wagon'],
    ),
  },
};
