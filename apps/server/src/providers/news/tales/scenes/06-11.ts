/** What the pictures of 06-11 (the town clock ticks again) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tower = cast({ id: 'tower', is: 'tower', look: 'red brick tower' });
const clock = cast({ id: 'clock', is: 'clock', on: 'tower', look: 'white face, black hands, gold numbers' });
const leo = cast({ id: 'leo', is: 'grandpa', look: 'brown waistcoat, round glasses' });
const mia = cast({ id: 'mia', is: 'girl', look: 'yellow raincoat' });
const toolbox = cast({ id: 'toolbox', is: 'toolbox' });
const gear = cast({ id: 'gear', is: 'gear' });
const gears = cast({ id: 'gears', is: 'gear', count: 3 });
const key = cast({ id: 'key', is: 'key' });
const torch = cast({ id: 'torch', is: 'torch' });
const people = cast({ id: 'people', is: 'child', count: 2 });

export const SCENES_06_11: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a big clock high on a tower, its hands standing still',
        'town',
        'day',
        'clear',
        [tower(), clock({ feeling: 'calm' })],
        ['tower', 'clock'],
      ),
      scene(
        'the clockmaker climbs the stairs up inside the tower with his toolbox',
        'room',
        'day',
        'clear',
        [leo({ holding: 'toolbox', feeling: 'calm', pose: 'climbing' }), toolbox()],
        ['leo', 'toolbox'],
      ),
      scene(
        'the clockmaker turns a big key; the clock ticks and rings bong, bong, bong',
        'room',
        'day',
        'clear',
        [leo({ holding: 'key', feeling: 'happy' }), key(), gears()],
        ['leo', 'key', 'gears'],
      ),
    ],
    small: [
      scene(
        'a big old clock high on a tower in a small town has stopped at ten past three; a girl looks up, puzzled',
        'town',
        'morning',
        'clear',
        [tower(), clock(), mia({ feeling: 'surprised' })],
        ['tower', 'clock', 'mia'],
      ),
      scene(
        'inside the clock Grandpa Leo finds one little gear stuck with old dust and gives it a drop of oil',
        'room',
        'day',
        'clear',
        [leo({ feeling: 'calm' }), toolbox({ beside: 'leo' }), gear({ beside: 'toolbox' })],
        ['leo', 'gear', 'toolbox'],
      ),
      scene(
        'at twelve o’clock the clock rings bong; everyone in the square looks up and claps',
        'town',
        'day',
        'clear',
        [tower(), clock(), people({ feeling: 'happy' }), mia({ feeling: 'happy' })],
        ['clock', 'people', 'mia'],
      ),
    ],
    arc: [
      scene(
        'a town square with a tall tower and a big old clock at the top; people pass by below',
        'town',
        'day',
        'clear',
        [tower(), clock(), people({ feeling: 'calm' })],
        ['tower', 'clock', 'people'],
      ),
      scene(
        'the clock has stopped at ten past three; Mia waits at the bus stop and wonders what time it is',
        'town',
        'morning',
        'clear',
        [tower(), clock(), mia({ feeling: 'worried' })],
        ['clock', 'mia'],
      ),
      scene(
        'a boy calls "Tick!" up at the clock and the baker taps on the tower door; the hands do not move',
        'town',
        'morning',
        'clear',
        [
          tower(),
          clock(),
          { id: 'boy', is: 'boy', feeling: 'surprised' },
          { id: 'baker', is: 'man', look: 'white apron', feeling: 'worried' },
        ],
        ['boy', 'baker', 'clock'],
      ),
      scene(
        'Mia and her grandpa Leo the clockmaker climb a hundred twisty steps with his toolbox',
        'room',
        'day',
        'clear',
        [
          leo({ holding: 'toolbox', feeling: 'calm', pose: 'climbing' }),
          toolbox(),
          mia({ feeling: 'happy', pose: 'climbing' }),
        ],
        ['leo', 'mia', 'toolbox'],
      ),
      scene(
        'inside the clock: wheels of every size with little teeth, gears pushing each other round',
        'room',
        'day',
        'clear',
        [gears(), mia({ feeling: 'surprised' })],
        ['gears', 'mia'],
      ),
      scene(
        'Mia holds the torch; Grandpa brushes one tiny dusty gear clean, then winds the clock with a big key',
        'room',
        'day',
        'clear',
        [mia({ holding: 'torch', feeling: 'calm' }), torch(), leo({ holding: 'key', feeling: 'happy' }), key(), gear()],
        ['mia', 'torch', 'leo', 'gear', 'key'],
      ),
      scene(
        'the clock ticks again and rings bong at twelve; everyone below looks up and cheers',
        'town',
        'day',
        'clear',
        [tower(), clock(), people({ feeling: 'happy' }), mia({ feeling: 'happy' }), leo({ feeling: 'happy' })],
        ['clock', 'people', 'mia', 'leo'],
      ),
    ],
    bedtime: scene(
      'night over the quiet square: up in the tower the old clock ticks on under the moon',
      'town',
      'night',
      'clear',
      [tower(), clock(), { id: 'moon', is: 'moon' }],
      ['tower', 'clock'],
    ),
  },
};
