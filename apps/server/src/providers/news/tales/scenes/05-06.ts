/** What the pictures of 05-06 (children paint a town bus) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const zara = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'zara',
  is: 'girl',
  look: 'white smock with paint spots, yellow headband',
  ...more,
});
const plainBus: SpecThing = { id: 'bus', is: 'town-bus', look: 'plain white' };
const paintedBus: SpecThing = {
  id: 'bus',
  is: 'town-bus',
  look: 'painted with a fish, flowers, a sun and rainbow stripes',
};
const brush: SpecThing = { id: 'brush', is: 'brush' };
const ben = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'ben', is: 'driver', ...more });

const street = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'street',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

export const SCENES_05_06: ItemScenes = {
  en: {
    toddler: [
      street('a plain white bus says beep, beep', [plainBus], ['bus']),
      street(
        'Zara paints a blue fish on the white bus with a brush',
        [plainBus, zara({ beside: 'bus', holding: 'brush', feeling: 'happy' }), brush],
        ['bus', 'zara', 'brush'],
      ),
      street('the painted bus drives off with its fish, sun and flowers', [paintedBus], ['bus']),
    ],
    small: [
      street(
        'Zara looks at the plain white number seven bus, like a blank page',
        [plainBus, zara({ beside: 'bus', feeling: 'surprised' })],
        ['bus', 'zara'],
      ),
      street(
        'the children paint bright pictures on the bus with brushes and pots of paint',
        [
          paintedBus,
          zara({ beside: 'bus', holding: 'brush', feeling: 'happy' }),
          brush,
          { id: 'paint', is: 'paint', beside: 'zara' },
          { id: 'friend', is: 'boy', feeling: 'happy', look: 'green T-shirt' },
        ],
        ['bus', 'zara', 'brush', 'paint'],
      ),
      street(
        'the painted bus drives through town and Zara waves',
        [paintedBus, zara({ pose: 'waving', feeling: 'happy' })],
        ['bus', 'zara'],
      ),
    ],
    arc: [
      street(
        'the plain white number seven bus rumbles past Zara’s school',
        [plainBus, zara({ pose: 'waving', feeling: 'calm' })],
        ['bus', 'zara'],
      ),
      street(
        'Zara stands small beside the huge white bus, wondering what to paint',
        [plainBus, zara({ beside: 'bus', feeling: 'worried' })],
        ['bus', 'zara'],
      ),
      street(
        'a painter from the bus company brings a pot of special shiny paint',
        [
          plainBus,
          { id: 'painter', is: 'man', look: 'white overalls', holding: 'paint', feeling: 'happy' },
          { id: 'paint', is: 'paint' },
        ],
        ['bus', 'painter', 'paint'],
      ),
      street(
        'Zara paints a tiny blue fish near a wheel, then steps back and can hardly see it',
        [plainBus, zara({ holding: 'brush', feeling: 'worried' }), brush],
        ['bus', 'zara', 'brush'],
      ),
      street(
        'Mr Ben the driver smiles and shows Zara where to stand far back',
        [plainBus, ben({ feeling: 'happy', pose: 'waving' }), zara({ beside: 'ben', feeling: 'calm' })],
        ['bus', 'ben', 'zara'],
      ),
      street(
        'the bus with Zara’s big blue fish swims past her school, and she waves',
        [paintedBus, zara({ pose: 'waving', feeling: 'happy' })],
        ['bus', 'zara'],
      ),
    ],
    bedtime: {
      doing: 'the painted bus parked for the night under the moon',
      where: 'street',
      time: 'night',
      weather: 'clear',
      things: [paintedBus, { id: 'moon', is: 'moon' }],
      see: ['bus', 'moon'],
    },
  },
};
