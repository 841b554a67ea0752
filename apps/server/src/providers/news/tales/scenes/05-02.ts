/** What the pictures of 05-02 (a garden on the library roof for city bees) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zuzu = cast({ id: 'zuzu', is: 'bee', look: 'small round honeybee, yellow and black stripes, see-through wings' });
const bees = cast({ id: 'bees', is: 'bee', count: 3, look: 'her buzzing family' });
const hive = cast({ id: 'hive', is: 'hive' });
const library = cast({ id: 'library', is: 'library', look: 'city library with a garden on its roof' });
const lavender = cast({ id: 'lavender', is: 'lavender', look: 'purple' });
const clover = cast({ id: 'clover', is: 'clover' });
const sunflower = cast({ id: 'sunflower', is: 'sunflower' });
const honey = cast({ id: 'honey', is: 'honey', look: 'sticky golden honey' });
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_05_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'buzz, buzz: a little bee flies up, up, up to the library roof',
        'town',
        'day',
        'clear',
        [library(), zuzu()],
        ['zuzu', 'library'],
      ),
      scene(
        'pink flowers, blue flowers, yellow flowers; the bee sips sweet nectar',
        'garden',
        'day',
        'clear',
        [
          { id: 'pink', is: 'flower', look: 'pink' },
          lavender({ look: 'blue-purple' }),
          { id: 'yellow', is: 'daisy', look: 'yellow' },
          zuzu({ on: 'pink' }),
        ],
        ['pink', 'lavender', 'yellow', 'zuzu'],
      ),
      scene(
        'home flies the bee to the hive: now there will be sticky, golden honey',
        'garden',
        'day',
        'clear',
        [hive(), zuzu(), honey()],
        ['hive', 'zuzu', 'honey'],
      ),
    ],
    small: [
      scene(
        'Zuzu the bee lives with her big buzzing family in the middle of a city, all roofs and roads and very few flowers',
        'town',
        'day',
        'clear',
        [houses, hive(), zuzu(), bees()],
        ['zuzu', 'bees', 'hive'],
      ),
      scene(
        'Zuzu flies high over the city library and stops in the air: on its roof there is a brand new garden, full of flowers',
        'town',
        'day',
        'clear',
        [library(), zuzu(), lavender(), clover(), sunflower()],
        ['zuzu', 'library', 'lavender', 'sunflower'],
      ),
      scene(
        'Zuzu sips sweet nectar from a purple flower; soon her whole family comes and the garden is buzzing',
        'garden',
        'day',
        'clear',
        [lavender(), zuzu({ on: 'lavender' }), sunflower(), bees()],
        ['zuzu', 'lavender', 'bees'],
      ),
      scene(
        'Zuzu is so happy that she wiggles and dances in the air',
        'garden',
        'day',
        'clear',
        [lavender(), zuzu({ doing: 'a wiggly dance' }), sunflower()],
        ['zuzu'],
      ),
    ],
    arc: [
      scene(
        'a family of bees lives in the middle of a big city; little Zuzu flies a long way over roofs and walls to find one flower',
        'town',
        'day',
        'clear',
        [houses, hive(), zuzu({ doing: 'flying home tired' })],
        ['zuzu', 'hive'],
      ),
      scene(
        'every morning she tries again over bus stops and car parks, and finds only three daisies in a window box',
        'street',
        'morning',
        'clear',
        [
          { id: 'car', is: 'car', look: 'a car in a car park' },
          { id: 'daisies', is: 'daisy', count: 3, look: 'three daisies in a window box' },
          zuzu(),
        ],
        ['zuzu', 'daisies', 'car'],
      ),
      scene(
        'above the roof of the city library Zuzu smells something sweet: a garden of lavender, clover and sunflowers',
        'town',
        'day',
        'clear',
        [library(), lavender(), clover(), sunflower(), zuzu()],
        ['zuzu', 'library', 'lavender', 'clover', 'sunflower'],
      ),
      scene(
        'bees carry nectar home in a special tummy; in the hive they pass it on and fan it with their wings until it is honey',
        'garden',
        'day',
        'clear',
        [hive(), bees(), honey()],
        ['hive', 'bees', 'honey'],
      ),
      scene(
        'Zuzu does a wiggly dance to show her sisters the way; soon the whole family is buzzing over the library roof',
        'town',
        'day',
        'clear',
        [library(), lavender(), zuzu({ doing: 'a wiggly dance' }), bees({ count: 4 }), sunflower()],
        ['zuzu', 'bees', 'library'],
      ),
    ],
    bedtime: scene(
      'the little bee rests in the warm, sweet hive',
      'garden',
      'night',
      'clear',
      [hive(), zuzu({ in: 'hive' })],
      ['zuzu', 'hive'],
    ),
  },
};
