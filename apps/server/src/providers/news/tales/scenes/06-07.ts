/** What the pictures of 06-07 (a first haircut) show, scene by scene (format in ./types.ts). */
import type { Feeling, ItemScenes, SceneSpec, SpecThing } from './types.js';

const benji = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'benji',
  is: 'boy',
  look: 'green dungarees, a mop of golden curls',
  feeling,
  ...more,
});
const sam = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'sam',
  is: 'man',
  look: 'black apron',
  feeling,
  holding: 'scissors',
  ...more,
});
const scissors: SpecThing = { id: 'scissors', is: 'scissors' };
const mirror: SpecThing = { id: 'mirror', is: 'mirror' };
const curls: SpecThing = { id: 'curls', is: 'hair-curl', look: 'golden', count: 3 };
const mum = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'mum',
  is: 'woman',
  feeling,
  ...more,
});

const shop = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'room',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

export const SCENES_06_07: ItemScenes = {
  en: {
    toddler: [
      shop('Benji’s curly golden hair falls into his eyes', [benji('surprised')], ['benji']),
      shop(
        'snip, snip: the scissors cut and little curls fall down',
        [benji('happy'), sam('happy'), scissors, curls],
        ['benji', 'scissors', 'curls'],
      ),
      shop('Benji looks in the mirror: ta-da!', [mirror, benji('happy', { beside: 'mirror' })], ['mirror', 'benji']),
    ],
    small: [
      shop(
        'Benji’s long curls fall into his eyes; time for a haircut',
        [mum('happy'), benji('surprised')],
        ['benji', 'mum'],
      ),
      shop(
        'Mr Sam the hairdresser lets Benji look in a big mirror',
        [mirror, benji('calm', { beside: 'mirror' }), sam('happy')],
        ['mirror', 'benji', 'sam'],
      ),
      shop(
        'snip, snip: soft curls float down and Mum keeps one',
        [benji('happy'), sam('happy'), scissors, curls, mum('happy')],
        ['benji', 'scissors', 'curls'],
      ),
    ],
    arc: [
      shop(
        'Mum says “haircut” and Benji hides behind the sofa, curls in his eyes',
        [mum('calm'), benji('worried')],
        ['mum', 'benji'],
      ),
      shop(
        'Mum shows Benji her fingernails: hair cannot feel a thing',
        [mum('calm'), benji('surprised', { beside: 'mum' })],
        ['mum', 'benji'],
      ),
      shop(
        'Benji wriggles while Mum tries the kitchen scissors; one curl comes off',
        [
          mum('worried', { holding: 'scissors' }),
          scissors,
          benji('worried'),
          { id: 'curls', is: 'hair-curl', look: 'golden' },
        ],
        ['mum', 'scissors', 'benji', 'curls'],
      ),
      shop(
        'at the barber’s shop Mr Sam gives Benji a little mirror to hold',
        [{ id: 'pole', is: 'barber-pole' }, sam('happy'), benji('calm'), mirror],
        ['pole', 'sam', 'benji'],
      ),
      shop(
        'curls on the floor; Benji giggles at the mirror and Mum holds an envelope',
        [benji('happy'), curls, mum('happy', { holding: 'envelope' }), { id: 'envelope', is: 'envelope' }],
        ['benji', 'curls', 'envelope'],
      ),
    ],
    bedtime: {
      doing: 'Benji’s first curl sleeps in a little envelope on the shelf at night',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [
        { id: 'envelope', is: 'envelope' },
        { id: 'curl', is: 'hair-curl', look: 'golden', beside: 'envelope' },
      ],
      see: ['envelope', 'curl'],
    },
  },
};
