/** What the pictures of 08-21 (a tiny frog in the bananas) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const frog = cast({ id: 'frog', is: 'frog', look: 'tiny bright green tree frog, big orange eyes' });
const bananas = cast({ id: 'bananas', is: 'banana', count: 3, look: 'yellow bananas' });
const box = cast({ id: 'box', is: 'box', look: 'a big box of bananas' });
const mo = cast({ id: 'mo', is: 'man', look: 'green supermarket apron' });
const keeper = cast({ id: 'keeper', is: 'woman', look: 'green zoo keeper’s shirt' });
const leaves = cast({ id: 'leaves', is: 'leaves', count: 2 });

export const SCENES_08_21: ItemScenes = {
  en: {
    toddler: [
      scene(
        'lots of yellow bananas, and a little frog on one',
        'room',
        'day',
        'clear',
        [bananas(), frog({ feeling: 'surprised' })],
        ['bananas', 'frog'],
      ),
      scene(
        'a tiny green frog with big orange eyes blinks',
        'room',
        'day',
        'clear',
        [frog({ feeling: 'calm' })],
        ['frog'],
      ),
      scene(
        'the frog sits on a warm leaf in its new home and sings',
        'forest',
        'evening',
        'clear',
        [leaves(), frog({ feeling: 'happy', pose: 'throat-puffed' })],
        ['frog', 'leaves'],
      ),
    ],
    small: [
      scene(
        'at the supermarket Mo opens a big box of bananas and finds a tiny green frog on a banana',
        'room',
        'morning',
        'clear',
        [box(), bananas(), mo({ feeling: 'surprised' }), frog({ feeling: 'surprised' })],
        ['mo', 'bananas', 'frog'],
      ),
      scene(
        'the chilly, sleepy frog sits in a small box with damp leaves; Mo looks after him',
        'room',
        'day',
        'clear',
        [box(), frog({ feeling: 'sleepy' }), leaves(), mo({ feeling: 'worried' })],
        ['frog', 'mo', 'leaves'],
      ),
      scene(
        'in the zoo’s warm rainforest house the frog sits on a big leaf and sings; the keeper smiles',
        'forest',
        'day',
        'clear',
        [leaves(), frog({ feeling: 'happy', pose: 'throat-puffed' }), keeper({ feeling: 'happy' })],
        ['frog', 'keeper'],
      ),
    ],
    arc: [
      scene(
        'Mo opens a box of bananas that came by ship; on a yellow banana sits a tiny green frog',
        'room',
        'morning',
        'clear',
        [box(), bananas(), mo({ feeling: 'surprised' }), frog({ feeling: 'calm' })],
        ['mo', 'bananas', 'frog'],
      ),
      scene(
        'in a warm, wet faraway country a little tree frog sleeps in a bunch of bananas',
        'forest',
        'day',
        'clear',
        [{ id: 'tree', is: 'tree', look: 'banana plant' }, bananas(), frog({ feeling: 'sleepy' })],
        ['frog', 'bananas'],
      ),
      scene(
        'Mo puts the frog in a small box with holes and damp leaves; the frog sits very still',
        'room',
        'day',
        'clear',
        [box(), leaves(), frog({ feeling: 'sleepy' }), mo({ feeling: 'worried' })],
        ['frog', 'mo', 'box'],
      ),
      scene(
        'a zoo keeper who looks after frogs puts him in a warm, misty tank; he begins to wake up',
        'room',
        'day',
        'clear',
        [keeper({ feeling: 'calm' }), leaves(), frog({ feeling: 'surprised' })],
        ['keeper', 'frog'],
      ),
      scene(
        'in the zoo’s rainforest house the frog climbs a big leaf on his sticky toes and sings',
        'forest',
        'evening',
        'clear',
        [leaves(), frog({ feeling: 'happy', pose: 'throat-puffed' })],
        ['frog', 'leaves'],
      ),
    ],
    bedtime: scene(
      'night in the rainforest house: a tiny frog sleeps on a big leaf',
      'forest',
      'night',
      'clear',
      [leaves(), frog({ feeling: 'sleepy', pose: 'lying' })],
      ['frog'],
    ),
  },
};
