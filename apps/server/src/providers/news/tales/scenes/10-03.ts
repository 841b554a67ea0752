/** What the pictures of 10-03 (children try the firefighters' hose on open day) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const nina = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'nina',
  is: 'girl',
  look: 'yellow T-shirt, two dark curly bunches, red trainers',
  ...more,
});
const tom = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'tom', is: 'firefighter', ...more });
const engine: SpecThing = { id: 'engine', is: 'fire-truck', look: 'big shiny red fire engine' };
const helmet = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'helmet',
  is: 'fire-helmet',
  look: 'red',
  ...more,
});
const hose = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'hose', is: 'fire-hose', ...more });
const spray: SpecThing = { id: 'spray', is: 'water-spray' };
const cones: SpecThing = { id: 'cones', is: 'traffic-cone', count: 3 };

const yard = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'town',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

export const SCENES_10_03: ItemScenes = {
  en: {
    toddler: [
      yard(
        'a big shiny red fire engine stands in the fire station yard; little Nina looks at it',
        [engine, nina({ beside: 'engine', feeling: 'surprised' })],
        ['engine', 'nina'],
      ),
      yard(
        'Nina wears a firefighter’s big helmet that has slid down over her nose; she laughs',
        [nina({ feeling: 'happy' }), helmet({ on: 'nina' }), tom({ beside: 'nina', feeling: 'happy' })],
        ['nina', 'helmet'],
      ),
      yard(
        'Nina and a firefighter hold a hose together; water sprays out, whoosh',
        [nina({ holding: 'hose', feeling: 'happy' }), hose(), tom({ beside: 'nina', feeling: 'happy' }), spray],
        ['nina', 'hose', 'tom', 'spray'],
      ),
    ],
    small: [
      yard(
        'the big doors of the fire station stand open and Nina peeks at the shiny red fire engine',
        [engine, nina({ beside: 'engine', feeling: 'surprised' })],
        ['engine', 'nina'],
      ),
      yard(
        'firefighter Tom lets Nina try on his helmet; it slides over her eyes and everyone laughs',
        [tom({ feeling: 'happy' }), nina({ feeling: 'happy' }), helmet({ on: 'nina' })],
        ['tom', 'nina', 'helmet'],
      ),
      yard(
        'Nina and Tom hold a long hose together; water flies across the yard and knocks over orange cones',
        [nina({ holding: 'hose', feeling: 'happy' }), hose(), tom({ beside: 'nina', feeling: 'calm' }), spray, cones],
        ['nina', 'hose', 'tom', 'spray', 'cones'],
      ),
      yard(
        'Nina stands proudly beside the fire engine, shy no more',
        [engine, nina({ beside: 'engine', feeling: 'happy' })],
        ['nina', 'engine'],
      ),
    ],
    arc: [
      yard(
        'on open day Nina holds her dad’s hand and walks into the fire station, where a huge red fire engine stands',
        [engine, nina({ feeling: 'surprised' }), { id: 'dad', is: 'man', beside: 'nina', feeling: 'happy' }],
        ['engine', 'nina', 'dad'],
      ),
      yard(
        'Nina lifts the end of a real hose, which wriggles like a big snake; firefighter Tom watches',
        [nina({ holding: 'hose', feeling: 'worried' }), hose(), tom({ feeling: 'calm' })],
        ['nina', 'hose', 'tom'],
      ),
      yard(
        'water rushes hard through a fire hose; a firefighter in a heavy helmet holds it with both hands',
        [tom({ holding: 'hose', feeling: 'calm' }), hose(), spray, helmet({ beside: 'tom' })],
        ['tom', 'hose', 'spray', 'helmet'],
      ),
      yard(
        'Nina squeezes the hose alone; a spurt of water splashes her red trainers and the hose slides sideways',
        [nina({ holding: 'hose', feeling: 'surprised' }), hose(), spray],
        ['nina', 'hose', 'spray'],
      ),
      yard(
        'Tom kneels behind Nina and puts his hands beside hers on the hose',
        [nina({ holding: 'hose', feeling: 'calm' }), hose(), tom({ beside: 'nina', feeling: 'calm' })],
        ['nina', 'tom', 'hose'],
      ),
      yard(
        'their water knocks down three orange cones; Tom’s big helmet has slid down to Nina’s nose and everyone laughs',
        [nina({ feeling: 'happy' }), helmet({ on: 'nina' }), tom({ beside: 'nina', feeling: 'happy' }), cones],
        ['nina', 'helmet', 'tom', 'cones'],
      ),
    ],
    bedtime: {
      doing: 'Nina sleeps in her bed and dreams of the big shiny helmet, which lies beside her bed',
      where: 'bedroom',
      time: 'night',
      weather: 'clear',
      things: [
        { id: 'bed', is: 'bed' },
        nina({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        helmet({ beside: 'bed' }),
      ],
      see: ['nina', 'bed', 'helmet'],
    },
  },
};
