/** What the pictures of 04-04 (a duck family crosses a city road) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mum = cast({ id: 'mum', is: 'mallard', look: 'brown mother duck, orange feet' });
const ducklings = cast({
  id: 'ducklings',
  is: 'mallard',
  young: true,
  count: 7,
  look: 'fluffy yellow ducklings in a line',
});
const officer = cast({ id: 'officer', is: 'police-officer', pose: 'waving', doing: 'holding up his hand: stop' });
const cars = cast({ id: 'cars', is: 'car', count: 2, look: 'waiting cars' });
const bus = cast({ id: 'bus', is: 'bus' });
const river = cast({ id: 'river', is: 'water', look: 'wide river' });

export const SCENES_04_04: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here comes Mother Duck, quack, with one, two, three little ducklings waddling behind',
        'street',
        'day',
        'clear',
        [mum({ feeling: 'happy' }), ducklings({ feeling: 'happy', count: 3 })],
        ['mum', 'ducklings'],
      ),
      scene(
        'the police officer holds up his hand: stop, cars! The cars wait',
        'street',
        'day',
        'clear',
        [officer({ feeling: 'calm' }), cars()],
        ['officer', 'cars'],
      ),
      scene(
        'over the road and into the river: splash! The ducklings swim behind Mum',
        'town',
        'day',
        'clear',
        [river(), mum({ feeling: 'happy', in: 'river' }), ducklings({ feeling: 'happy', count: 3, in: 'river' })],
        ['mum', 'ducklings', 'river'],
      ),
    ],
    small: [
      scene(
        'in a busy city a mother duck steps off the pavement; seven fluffy ducklings follow in a wobbly line',
        'street',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), ducklings({ feeling: 'happy' })],
        ['mum', 'ducklings'],
      ),
      scene(
        'the road is full of traffic; a kind police officer steps into the road and holds up his hand, and all the cars stop',
        'street',
        'day',
        'clear',
        [mum({ feeling: 'worried' }), officer({ feeling: 'calm' }), cars(), bus()],
        ['mum', 'officer', 'cars'],
      ),
      scene(
        'waddle, waddle: nobody beeps; the drivers smile and wait until the very last duckling is across',
        'street',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), ducklings({ feeling: 'happy' }), cars({ count: 1 })],
        ['mum', 'ducklings', 'cars'],
      ),
      scene(
        'splash! the whole duck family swims away down the river',
        'town',
        'day',
        'clear',
        [river(), mum({ feeling: 'happy', in: 'river' }), ducklings({ feeling: 'happy', in: 'river' })],
        ['mum', 'ducklings', 'river'],
      ),
    ],
    arc: [
      scene(
        'in a little park between tall buildings, under a bush, a mother duck has her nest; seven fluffy ducklings have hatched',
        'town',
        'morning',
        'clear',
        [
          { id: 'bush', is: 'bush' },
          { id: 'nest', is: 'nest', beside: 'bush' },
          { id: 'shells', is: 'egg', count: 2, in: 'nest', look: 'empty egg shells' },
          mum({ feeling: 'calm', beside: 'nest' }),
          ducklings({ feeling: 'happy' }),
        ],
        ['bush', 'nest', 'mum', 'ducklings'],
      ),
      scene(
        'the ducklings need water, but the river is on the other side of a wide road where the traffic never stops',
        'street',
        'day',
        'clear',
        [mum({ feeling: 'worried' }), ducklings({ feeling: 'worried', count: 3 }), cars(), bus(), river()],
        ['mum', 'ducklings', 'cars', 'river'],
      ),
      scene(
        'Mother Duck puts one orange foot on the road and pulls it back; cars and buses go much too fast; the ducklings huddle close',
        'street',
        'day',
        'clear',
        [
          ducklings({ feeling: 'worried', count: 3 }),
          mum({ feeling: 'worried', doing: 'pulling her foot back from the road' }),
          bus(),
          cars({ count: 1 }),
        ],
        ['mum', 'ducklings', 'bus'],
      ),
      scene(
        'a police officer walks into the middle of the road and holds up his hand; one by one all the cars stop',
        'street',
        'day',
        'clear',
        [
          mum({ feeling: 'surprised' }),
          ducklings({ feeling: 'surprised', count: 3 }),
          officer({ feeling: 'calm' }),
          cars(),
        ],
        ['officer', 'cars', 'mum'],
      ),
      scene(
        'baby ducks cannot fly until late summer, so they walk behind their mother, who leads them to water',
        'town',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), ducklings({ feeling: 'happy', count: 3 }), river()],
        ['mum', 'ducklings', 'river'],
      ),
      scene(
        'Mother Duck waddles across and the ducklings follow, one, two, three… seven! The drivers wait, then splash into the river',
        'street',
        'day',
        'clear',
        [cars({ count: 1 }), mum({ feeling: 'happy' }), ducklings({ feeling: 'happy' }), river()],
        ['mum', 'ducklings', 'cars', 'river'],
      ),
    ],
    bedtime: scene(
      'the ducklings sleep under Mother Duck’s wing beneath the bush in the park',
      'town',
      'night',
      'clear',
      [
        { id: 'bush', is: 'bush' },
        mum({ feeling: 'sleepy', beside: 'bush' }),
        ducklings({ feeling: 'sleepy', count: 3, under: 'mum' }),
      ],
      ['mum', 'ducklings'],
    ),
  },
};
