/** What the pictures of 05-23 (butterflies fly home for the summer) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mimi = cast({
  id: 'mimi',
  is: 'monarch',
  young: true,
  look: 'orange, black edges, white dots: the smallest butterfly',
});
const cloud = cast({ id: 'butterflies', is: 'monarch', count: 5, look: 'orange butterflies with black edges' });
const flower = cast({ id: 'flower', is: 'flower', look: 'pink flower' });
const garden = [
  { id: 'tulip', is: 'tulip' },
  { id: 'lavender', is: 'lavender' },
  { id: 'sunflower', is: 'sunflower' },
];

export const SCENES_05_23: ItemScenes = {
  en: {
    toddler: [
      scene(
        'flutter, flutter: orange wings, so many wings, a whole cloud of butterflies',
        'meadow',
        'day',
        'clear',
        [cloud()],
        ['butterflies'],
      ),
      scene(
        'Mimi lands on a pink flower; tip-tap go her tiny feet: mmm, sweet',
        'meadow',
        'day',
        'clear',
        [flower(), mimi({ on: 'flower' })],
        ['mimi', 'flower'],
      ),
      scene(
        'fly over the fields: here is the summer garden, home at last',
        'garden',
        'day',
        'clear',
        [...garden, mimi(), cloud({ count: 3 })],
        ['mimi', 'butterflies', 'tulip', 'sunflower'],
      ),
    ],
    small: [
      scene(
        'over green fields and gardens flies a cloud of orange butterflies, going back to their summer home; the smallest is Mimi',
        'meadow',
        'day',
        'clear',
        [cloud(), mimi()],
        ['butterflies', 'mimi'],
      ),
      scene(
        'Mimi flaps and flaps; her wings grow tired, so she lands on a pink flower for a rest',
        'meadow',
        'day',
        'clear',
        [flower(), mimi({ on: 'flower', doing: 'resting her tired wings' })],
        ['mimi', 'flower'],
      ),
      scene(
        'tip, tap: with her tiny feet Mimi tastes the flower; sweet! Butterflies taste with their feet',
        'meadow',
        'day',
        'clear',
        [flower(), mimi({ on: 'flower', doing: 'tasting with her feet' })],
        ['mimi', 'flower'],
      ),
      scene(
        'Mimi sips the nectar and flies on, happy and strong again',
        'meadow',
        'day',
        'clear',
        [flower(), mimi()],
        ['mimi', 'flower'],
      ),
    ],
    arc: [
      scene(
        'in spring a cloud of orange butterflies flies high over green fields and gardens, home from warm lands; the smallest is Mimi',
        'meadow',
        'day',
        'clear',
        [cloud(), mimi()],
        ['butterflies', 'mimi'],
      ),
      scene(
        'they fly for days over rivers and hills; Mimi’s thin wings grow tired and she falls behind the others',
        'mountain',
        'day',
        'clear',
        [
          { id: 'river', is: 'water', look: 'a river far below' },
          cloud({ count: 3 }),
          mimi({ doing: 'falling behind' }),
        ],
        ['mimi', 'butterflies', 'river'],
      ),
      scene(
        'Mimi lands on a pink flower; tip, tap, her feet taste sweet nectar, and new strength fills her wings',
        'meadow',
        'day',
        'clear',
        [flower(), mimi({ on: 'flower' })],
        ['mimi', 'flower'],
      ),
      scene(
        'butterflies fly to warm places for the cold winter and come back when the flowers bloom; they taste with their feet',
        'meadow',
        'day',
        'clear',
        [{ id: 'sun', is: 'sun' }, flower(), mimi({ on: 'flower' })],
        ['mimi', 'flower', 'sun'],
      ),
      scene(
        'Mimi catches up, and together they float down into the summer garden; every flower seems to say welcome back',
        'garden',
        'day',
        'clear',
        [...garden, flower(), mimi(), cloud({ count: 3 })],
        ['mimi', 'butterflies', 'tulip', 'lavender', 'sunflower'],
      ),
    ],
    bedtime: scene(
      'Mimi sleeps on a petal with her wings folded',
      'garden',
      'night',
      'clear',
      [flower(), mimi({ on: 'flower', look: 'orange butterfly, wings folded' })],
      ['mimi', 'flower'],
    ),
  },
};
