/** What the pictures of 05-04 (a new footbridge opens) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const lily = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'lily',
  is: 'girl',
  look: 'blue and white striped top, short red bob',
  ...more,
});
const omar = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'omar', is: 'boy', look: 'orange jumper', ...more });
const river: SpecThing = { id: 'river', is: 'water', look: 'wide river' };
const bridge: SpecThing = { id: 'bridge', is: 'footbridge' };

const town = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'town',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

const apart = (doing: string, feeling: 'calm' | 'worried', waving = false): SceneSpec =>
  town(
    doing,
    [
      lily({ feeling, pose: waving ? 'waving' : undefined }),
      river,
      omar({ feeling, pose: waving ? 'waving' : undefined }),
    ],
    ['lily', 'river', 'omar'],
  );
const meeting = (doing: string): SceneSpec =>
  town(
    doing,
    [bridge, lily({ on: 'bridge', feeling: 'happy' }), omar({ on: 'bridge', feeling: 'happy' })],
    ['bridge', 'lily', 'omar'],
  );
const building = (doing: string): SceneSpec =>
  town(
    doing,
    [
      bridge,
      { id: 'crane', is: 'lifting-crane', beside: 'bridge' },
      { id: 'builder', is: 'man', look: 'orange vest', feeling: 'happy' },
    ],
    ['bridge', 'crane'],
  );

export const SCENES_05_04: ItemScenes = {
  en: {
    toddler: [
      apart('Lily on one bank, Omar on the other, the river in between', 'calm'),
      building('builders put up a new curved footbridge over the river'),
      meeting('Lily and Omar meet on the new bridge and say hello'),
    ],
    small: [
      apart('Lily and Omar wave to each other across the river', 'calm', true),
      building('builders put up a curved wooden footbridge with blue railings, piece by piece'),
      meeting('Lily and Omar meet in the middle of the bridge and hug'),
    ],
    arc: [
      apart('a wide, slow river with Lily on one bank and Omar on the other', 'calm'),
      town(
        'Lily waves across the river while cars rush over the far road bridge',
        [lily({ feeling: 'worried', pose: 'waving' }), river, { id: 'car', is: 'car' }, omar({ feeling: 'worried' })],
        ['lily', 'river', 'car'],
      ),
      town(
        'Lily holds up a drawing, but the river is too wide for Omar to see it',
        [
          lily({ feeling: 'worried', holding: 'drawing' }),
          { id: 'drawing', is: 'drawing', shows: 'sun' },
          river,
          omar({ feeling: 'worried' }),
        ],
        ['lily', 'drawing', 'river', 'omar'],
      ),
      building('a crane swings the long curved deck of the footbridge across the river'),
      town('the curved footbridge is an arch, its ends resting firm on both banks', [bridge], ['bridge']),
      meeting('Lily and Omar meet at the very top of the bridge and laugh'),
    ],
    bedtime: {
      doing: 'the footbridge over the quiet river at night, lamps glowing on both banks',
      where: 'town',
      time: 'night',
      weather: 'clear',
      things: [bridge, { id: 'moon', is: 'moon' }, { id: 'star', is: 'star', count: 2 }],
      see: ['bridge', 'moon'],
    },
  },
};
