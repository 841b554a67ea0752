/** What the pictures of 06-28 (a maze of snow in the schoolyard) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const kira = cast({ id: 'kira', is: 'girl', look: 'turquoise snowsuit, pink scarf, long dark plait' });
const bo = cast({ id: 'caretaker', is: 'man', look: 'orange work jacket, woolly hat' });
const snowman = cast({ id: 'snowman', is: 'giant-snowman' });
const shovel = cast({ id: 'shovel', is: 'spade' });
const plan = cast({ id: 'plan', is: 'poster', look: 'a maze drawn on a big sheet of paper' });
const children = cast({ id: 'children', is: 'child', count: 2 });
const school = { id: 'school', is: 'school' };

export const SCENES_06_28: ItemScenes = {
  en: {
    toddler: [
      scene(
        'snow, snow, so much snow, up to the children’s knees',
        'snow',
        'morning',
        'snow',
        [school, kira({ feeling: 'surprised' }), children({ feeling: 'happy' })],
        ['kira', 'children'],
      ),
      scene(
        'dig, dig, dig a path; pat, pat the snowy walls',
        'snow',
        'morning',
        'clear',
        [kira({ holding: 'shovel', feeling: 'happy' }), shovel()],
        ['kira', 'shovel'],
      ),
      scene(
        'left, right, round we go: found the snowman',
        'snow',
        'day',
        'clear',
        [snowman(), kira({ beside: 'snowman', feeling: 'happy' })],
        ['snowman', 'kira'],
      ),
    ],
    small: [
      scene(
        'so much snow has fallen that the schoolyard has disappeared; it comes up to the children’s knees',
        'snow',
        'morning',
        'clear',
        [school, children({ feeling: 'surprised' }), kira({ feeling: 'surprised' })],
        ['school', 'children', 'kira'],
      ),
      scene(
        'Mr Bo the caretaker holds up his plan on paper; everyone digs paths with shovels',
        'snow',
        'morning',
        'clear',
        [kira({ holding: 'shovel', feeling: 'happy' }), shovel(), bo({ holding: 'plan', feeling: 'happy' }), plan()],
        ['caretaker', 'plan', 'kira', 'shovel'],
      ),
      scene(
        'a real snow maze: Kira runs left and right and finds a snowman in the middle',
        'snow',
        'day',
        'clear',
        [snowman(), kira({ beside: 'snowman', feeling: 'happy' }), children({ feeling: 'happy' })],
        ['snowman', 'kira'],
      ),
    ],
    arc: [
      scene(
        'Kira’s school has a small yard with a climbing frame and a bench; the children play tag at break',
        'snow',
        'day',
        'clear',
        [school, children({ feeling: 'happy' }), kira({ feeling: 'happy' })],
        ['school', 'children', 'kira'],
      ),
      scene(
        'after a night of snow the yard has disappeared; the snow is up to the children’s knees and nobody can run',
        'snow',
        'morning',
        'clear',
        [school, kira({ feeling: 'worried' }), children({ feeling: 'surprised' })],
        ['kira', 'children'],
      ),
      scene(
        'the children have rolled a giant snowman bigger than a car, but the yard is still full of snow',
        'snow',
        'morning',
        'clear',
        [snowman(), children({ feeling: 'surprised' }), kira({ feeling: 'worried' })],
        ['snowman', 'children', 'kira'],
      ),
      scene(
        'fresh snow is fluffy, but patted down it packs into a firm wall; Kira pats the snow smooth',
        'snow',
        'day',
        'snow',
        [kira({ feeling: 'calm' }), shovel({ beside: 'kira' })],
        ['kira', 'shovel'],
      ),
      scene(
        'Mr Bo has drawn a maze on a big sheet of paper; everyone takes a shovel and digs the paths',
        'snow',
        'day',
        'clear',
        [
          bo({ holding: 'plan', feeling: 'happy' }),
          plan(),
          kira({ holding: 'shovel', feeling: 'happy' }),
          shovel(),
          children({ feeling: 'happy' }),
        ],
        ['caretaker', 'plan', 'kira', 'shovel'],
      ),
      scene(
        'a real snow maze with walls as tall as the children; Kira laughs, and in the very middle stands the giant snowman',
        'snow',
        'day',
        'clear',
        [snowman(), kira({ beside: 'snowman', feeling: 'happy' }), children({ feeling: 'happy' })],
        ['snowman', 'kira', 'children'],
      ),
    ],
    bedtime: scene(
      'night: under the moon the snow maze and the giant snowman stand quiet in the schoolyard',
      'snow',
      'night',
      'clear',
      [school, snowman(), { id: 'moon', is: 'moon' }],
      ['snowman', 'moon'],
    ),
  },
};
