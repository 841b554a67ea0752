/** What the pictures of 06-09 (a wheelchair swing at a playground) show, scene by scene (format in ./types.ts). */
import type { Feeling, ItemScenes, SceneSpec, SpecThing } from './types.js';

const anya = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'anya',
  is: 'wheelchair',
  look: 'a girl in a purple wheelchair, yellow T-shirt',
  ...more,
});
const joe = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'joe',
  is: 'boy',
  look: 'green T-shirt',
  feeling,
  ...more,
});
const swing: SpecThing = { id: 'swing', is: 'wheelchair-swing' };
const oldSwing: SpecThing = { id: 'swings', is: 'swing' };
const friend = (feeling: Feeling): SpecThing => ({
  id: 'friend',
  is: 'girl',
  look: 'red dress',
  on: 'swings',
  feeling,
});

const park = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'garden',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

const flying = (doing: string): SceneSpec =>
  park(doing, [swing, anya({ in: 'swing' }), joe('happy')], ['swing', 'anya', 'joe']);
const watching = (doing: string): SceneSpec =>
  park(doing, [anya(), oldSwing, friend('happy')], ['anya', 'swings', 'friend']);

export const SCENES_06_09: ItemScenes = {
  en: {
    toddler: [
      watching('Anya watches her friend swing high on the playground swing'),
      park('Anya rolls onto the new wide swing', [swing, anya({ in: 'swing' })], ['swing', 'anya']),
      flying('Joe pushes and Anya swings up, whoosh'),
    ],
    small: [
      watching('Anya in her wheelchair watches her friend swing high'),
      park(
        'Anya shows her drawing of a wide, flat swing with a ramp',
        [anya({ holding: 'drawing' }), { id: 'drawing', is: 'drawing', shows: 'swing' }],
        ['anya', 'drawing'],
      ),
      flying('Anya rolls up the ramp onto the new swing and Joe pushes her high'),
    ],
    arc: [
      park(
        'Anya whizzes round the busy playground in her purple wheelchair',
        [anya(), { id: 'slide', is: 'slide' }, { id: 'bench', is: 'bench' }],
        ['anya', 'slide'],
      ),
      watching('Anya sits beside the swings and watches her friend fly up and down'),
      park(
        'Dad holds Anya tight on an ordinary swing; his arms get tired',
        [oldSwing, { id: 'dad', is: 'man', look: 'blue jumper', feeling: 'worried', beside: 'swings' }],
        ['swings', 'dad'],
      ),
      park(
        'Anya’s drawing of a wide swing with a ramp and bars, and a builder who loves it',
        [
          anya({ holding: 'drawing' }),
          { id: 'drawing', is: 'drawing', shows: 'swing' },
          { id: 'builder', is: 'man', look: 'orange vest', feeling: 'happy' },
        ],
        ['anya', 'drawing', 'builder'],
      ),
      flying('the bars click shut, Joe pushes, and Anya swings higher and higher'),
      park(
        'the wide swing hangs flat from four strong chains, a wheelchair on it',
        [swing, anya({ in: 'swing' })],
        ['swing', 'anya'],
      ),
    ],
    bedtime: {
      doing: 'the wide wheelchair swing hangs still in the quiet playground at night',
      where: 'garden',
      time: 'night',
      weather: 'clear',
      things: [swing, { id: 'moon', is: 'moon' }],
      see: ['swing', 'moon'],
    },
  },
};
