/** What the pictures of 11-10 (a museum puts up a dinosaur skeleton) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const skeleton = {
  id: 'skeleton',
  is: 'dino-skeleton',
  look: 'long-necked dinosaur, stone bones, tiny head, very long tail',
};
const mira = cast({ id: 'mira', is: 'woman', look: 'green cardigan, works at the museum' });
const helper = cast({ id: 'helper', is: 'man', look: 'blue overalls, Mira’s team' });
const bones = cast({ id: 'bones', is: 'bone', count: 3, look: 'heavy, brown like stone' });
const crates = { id: 'crates', is: 'crate', count: 2, look: 'big wooden boxes' };
const children = cast({ id: 'children', is: 'child', count: 2 });

export const SCENES_11_10: ItemScenes = {
  en: {
    toddler: [
      scene('look, bones: big bones, small bones, click, clack', 'room', 'day', 'clear', [bones()], ['bones']),
      scene(
        'a long, long neck and a long, long tail: up goes the dinosaur',
        'room',
        'day',
        'clear',
        [skeleton, helper({ feeling: 'happy' })],
        ['skeleton'],
      ),
      scene(
        'one bus, two buses, three buses long: what a big dinosaur!',
        'room',
        'day',
        'clear',
        [skeleton, { id: 'buses', is: 'bus', count: 3, look: 'in a row, as long as the dinosaur' }],
        ['skeleton', 'buses'],
      ),
    ],
    small: [
      scene(
        'big wooden boxes arrive at the city museum, full of bones big and small; Mira claps her hands',
        'room',
        'morning',
        'clear',
        [crates, bones({ count: 2 }), mira({ pose: 'waving', feeling: 'happy' })],
        ['crates', 'bones', 'mira'],
      ),
      scene(
        'Mira and her team fit the dinosaur skeleton together bone by bone, like a giant puzzle',
        'room',
        'day',
        'clear',
        [
          skeleton,
          mira({ holding: 'bone', feeling: 'calm' }),
          bones({ id: 'bone', count: 1 }),
          helper({ feeling: 'calm' }),
        ],
        ['skeleton', 'mira', 'bone'],
      ),
      scene(
        'the dinosaur stands in the big hall, as long as three buses; children tip their heads back to see its tiny head',
        'room',
        'day',
        'clear',
        [children({ feeling: 'surprised' }), skeleton],
        ['skeleton', 'children'],
      ),
    ],
    arc: [
      scene(
        'in a big empty museum hall wooden boxes have arrived full of heavy stone-brown bones: which bone goes where?',
        'room',
        'day',
        'clear',
        [crates, bones(), mira({ feeling: 'surprised' })],
        ['crates', 'bones', 'mira'],
      ),
      scene(
        'Mira and her team lay the bones out on the floor from head to tail and match each one to a big drawing',
        'room',
        'day',
        'clear',
        [
          bones({ count: 4 }),
          mira({ holding: 'plan', feeling: 'calm' }),
          { id: 'plan', is: 'plan', look: 'the big drawing' },
          helper({ feeling: 'calm' }),
        ],
        ['bones', 'mira', 'plan'],
      ),
      scene(
        'bone by bone the skeleton goes onto its frame; the neck is so long that a little crane lifts it up, slowly',
        'room',
        'day',
        'clear',
        [{ id: 'crane', is: 'lifting-crane' }, skeleton, mira({ feeling: 'calm' }), helper({ feeling: 'calm' })],
        ['crane', 'skeleton', 'mira'],
      ),
      scene(
        'long ago this dinosaur lived, and its long neck could reach the leaves at the tops of the trees',
        'forest',
        'day',
        'clear',
        [
          { id: 'dinosaur', is: 'dinosaur', look: 'alive, long-necked, long ago' },
          { id: 'tree', is: 'tree' },
        ],
        ['dinosaur', 'tree'],
      ),
      scene(
        'at last the dinosaur stands in the hall, as long as three buses; the doors open and the children gasp and look up at its tiny head',
        'room',
        'day',
        'clear',
        [children({ feeling: 'surprised' }), skeleton, mira({ feeling: 'happy' })],
        ['skeleton', 'children', 'mira'],
      ),
    ],
    bedtime: scene(
      'the dinosaur skeleton stands quietly in the dark hall',
      'room',
      'night',
      'clear',
      [skeleton],
      ['skeleton'],
    ),
  },
};
