/** What the pictures of 05-01 (a whale skeleton hung in a museum) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const nora = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'nora',
  is: 'girl',
  look: 'yellow cardigan, two dark plaits',
  ...more,
});
const whale = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'whale',
  is: 'whale-skeleton',
  look: 'creamy white bones, hung on two cables',
  ...more,
});
const worker = (id: string, is: string, more: Partial<SpecThing> = {}): SpecThing => ({ id, is, ...more });

const hall = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'room',
  time: 'day',
  weather: 'clear',
  things,
  see,
});

const lying = hall(
  'Nora lies on the museum floor and looks up at the whale’s huge jaw',
  [whale(), nora({ pose: 'lying', feeling: 'happy' })],
  ['whale', 'nora'],
);

export const SCENES_05_01: ItemScenes = {
  en: {
    toddler: [
      hall(
        'big white whale bones hang high above Nora in the museum hall',
        [whale(), nora({ feeling: 'surprised' })],
        ['whale', 'nora'],
      ),
      hall(
        'two museum workers pull on ropes and the whale skeleton rises',
        [
          whale(),
          worker('worker', 'man', { feeling: 'happy', look: 'blue overalls', doing: 'pulling a rope' }),
          worker('helper', 'woman', { feeling: 'happy', look: 'green overalls', doing: 'pulling a rope' }),
        ],
        ['whale', 'worker', 'helper'],
      ),
      lying,
    ],
    small: [
      hall(
        'numbered whale bones lie in wooden boxes in the museum cellar',
        [
          { id: 'boxes', is: 'crate', count: 3 },
          { id: 'bone', is: 'bone', count: 2 },
        ],
        ['boxes', 'bone'],
      ),
      hall(
        'a museum worker cleans a whale bone with a soft brush',
        [
          worker('worker', 'woman', { holding: 'brush', feeling: 'calm', look: 'green overalls' }),
          { id: 'brush', is: 'brush' },
          { id: 'bone', is: 'bone', beside: 'worker' },
        ],
        ['worker', 'brush', 'bone'],
      ),
      hall(
        'a little crane lifts the whale skeleton up towards the ceiling',
        [whale(), { id: 'crane', is: 'lifting-crane' }, worker('worker', 'man', { feeling: 'happy' })],
        ['whale', 'crane'],
      ),
      lying,
    ],
    arc: [
      hall(
        'wooden boxes of whale bones in the old museum cellar',
        [
          { id: 'boxes', is: 'crate', count: 3 },
          { id: 'bone', is: 'bone' },
        ],
        ['boxes', 'bone'],
      ),
      hall(
        'a museum worker looks puzzled at the long whale bones: where could they go?',
        [
          worker('worker', 'woman', { feeling: 'worried', look: 'green overalls' }),
          { id: 'bone', is: 'bone', count: 3 },
        ],
        ['worker', 'bone'],
      ),
      hall(
        'workers clean the bones with soft brushes and lay them out like a puzzle',
        [
          worker('worker', 'woman', { holding: 'brush', feeling: 'calm', look: 'green overalls' }),
          { id: 'brush', is: 'brush' },
          { id: 'bone', is: 'bone', count: 3 },
        ],
        ['worker', 'brush', 'bone'],
      ),
      hall(
        'a whale skeleton with finger bones in its flippers, and a child’s hand beside it',
        [whale(), nora({ pose: 'waving', feeling: 'surprised' })],
        ['whale', 'nora'],
      ),
      hall(
        'a small crane and strong ropes lift the skeleton up to the high ceiling',
        [whale(), { id: 'crane', is: 'lifting-crane' }, worker('worker', 'man', { feeling: 'happy' })],
        ['whale', 'crane'],
      ),
      hall(
        'Nora and Grandpa lie on the floor and gaze up at the whale diving over the visitors',
        [
          whale(),
          nora({ pose: 'lying', feeling: 'happy' }),
          { id: 'grandpa', is: 'grandpa', pose: 'lying', feeling: 'happy' },
        ],
        ['whale', 'nora', 'grandpa'],
      ),
    ],
    bedtime: {
      doing: 'the whale skeleton hangs quietly in the dark, empty museum hall',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [whale(), { id: 'moon', is: 'moon' }],
      see: ['whale'],
    },
  },
};
