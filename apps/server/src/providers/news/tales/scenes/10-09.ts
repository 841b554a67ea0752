/** What the pictures of 10-09 (a giant telescope's first picture) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const lucia = cast({ id: 'lucia', is: 'girl', look: 'orange woolly hat, red fleece, long dark hair' });
const mum = cast({ id: 'mum', is: 'scientist', look: 'white helmet, blue jacket' });
const telescope = cast({ id: 'telescope', is: 'telescope', look: 'giant white telescope' });
const blurry = cast({ id: 'screen', is: 'screen', look: 'blurry picture' });
const sharp = cast({ id: 'screen', is: 'screen', shows: 'galaxy' });
const control = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'night', 'clear', things, see);

export const SCENES_10_09: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a giant telescope on a high mountain, like a big eye',
        'mountain',
        'night',
        'clear',
        [telescope(), lucia({ beside: 'telescope', feeling: 'surprised' }), { id: 'stars', is: 'star', count: 3 }],
        ['telescope', 'lucia'],
      ),
      control(
        'the first picture on the screen is fuzzy',
        [blurry(), lucia({ beside: 'screen', feeling: 'worried' })],
        ['screen', 'lucia'],
      ),
      control(
        'pink clouds and stars on the screen; Lucía says wow',
        [sharp(), lucia({ beside: 'screen', feeling: 'surprised' })],
        ['screen', 'lucia'],
      ),
    ],
    small: [
      scene(
        'Lucía and her mum at the giant new telescope on top of a high mountain',
        'mountain',
        'night',
        'clear',
        [telescope(), mum({ beside: 'telescope', feeling: 'happy' }), lucia({ beside: 'mum', feeling: 'happy' })],
        ['telescope', 'mum', 'lucia'],
      ),
      control(
        'everyone stares at the big screen: the first picture is blurry',
        [blurry(), lucia({ beside: 'screen', feeling: 'worried' }), mum({ feeling: 'worried' })],
        ['screen', 'lucia', 'mum'],
      ),
      control(
        'a pink cloud full of stars glows on the screen',
        [sharp(), mum({ beside: 'screen', feeling: 'happy' }), lucia({ feeling: 'surprised' })],
        ['screen', 'mum', 'lucia'],
      ),
      control(
        'Lucía is one of the first people to see the picture',
        [sharp(), lucia({ beside: 'screen', feeling: 'happy' })],
        ['lucia', 'screen'],
      ),
    ],
    arc: [
      scene(
        'a brand-new telescope as big as a house stands high on a dry mountain under the stars',
        'mountain',
        'night',
        'clear',
        [
          telescope(),
          { id: 'dome', is: 'observatory' },
          lucia({ feeling: 'happy' }),
          mum({ beside: 'lucia', feeling: 'happy' }),
          { id: 'stars', is: 'star', count: 3 },
        ],
        ['telescope', 'lucia', 'mum'],
      ),
      control(
        'in the control room the first picture appears, blurry; Mum frowns',
        [blurry(), mum({ beside: 'screen', feeling: 'worried' }), lucia({ feeling: 'worried' })],
        ['screen', 'mum', 'lucia'],
      ),
      control(
        'they wait and try again, still blurry; Lucía crosses her fingers',
        [blurry(), lucia({ beside: 'screen', feeling: 'worried' })],
        ['screen', 'lucia'],
      ),
      control(
        'Mum shows Lucía the engineers typing: tiny pushers nudge the giant mirror',
        [
          { id: 'laptop', is: 'laptop' },
          mum({ beside: 'laptop', feeling: 'calm' }),
          lucia({ beside: 'mum', feeling: 'calm' }),
        ],
        ['laptop', 'mum', 'lucia'],
      ),
      control(
        'a pink and blue cloud sprinkled with stars glows on the screen; everyone cheers',
        [
          sharp(),
          lucia({ beside: 'screen', feeling: 'happy' }),
          mum({ feeling: 'happy' }),
          { id: 'team', is: 'scientist', count: 2, feeling: 'happy' },
        ],
        ['screen', 'lucia', 'team'],
      ),
      scene(
        'the giant telescope gathers starlight from the pink cloud where new stars are born',
        'mountain',
        'night',
        'clear',
        [{ id: 'galaxy', is: 'galaxy' }, telescope(), lucia({ feeling: 'calm' })],
        ['galaxy', 'telescope'],
      ),
    ],
    bedtime: scene(
      'Lucía asleep, dreaming of pink clouds full of stars',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        lucia({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'galaxy', is: 'galaxy' },
      ],
      ['lucia', 'bed'],
    ),
  },
};
