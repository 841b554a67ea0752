/** What the pictures of 09-15 (autumn leaves and a big pile to jump in) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const maple = cast({ id: 'maple', is: 'maple', look: 'tall, old, gold, red and orange leaves' });
const green = 'tall, old, green summer leaves';
const bench = { id: 'bench', is: 'bench', under: 'maple' };
const red = cast({ id: 'red-leaves', is: 'leaf', count: 2, look: 'red' });
const yellow = cast({ id: 'yellow-leaves', is: 'leaf', count: 2, look: 'yellow' });
const orange = cast({ id: 'orange-leaves', is: 'leaf', count: 1, look: 'orange' });
const pile = { id: 'pile', is: 'leaf-pile', look: 'huge, as high as Theo’s nose' };
const theo = cast({ id: 'theo', is: 'boy', look: 'green jumper' });
const lucy = cast({ id: 'lucy', is: 'girl', look: 'red coat, his little sister' });

export const SCENES_09_15: ItemScenes = {
  en: {
    toddler: [
      scene(
        'yellow leaves, red leaves, orange leaves float down, down, down from the tree',
        'town',
        'day',
        'clear',
        [maple(), yellow(), red(), orange()],
        ['yellow-leaves', 'red-leaves', 'orange-leaves'],
      ),
      scene('rustle, rustle: a big pile of leaves', 'town', 'day', 'clear', [pile, red({ count: 1 })], ['pile']),
      scene(
        'one, two, three, jump! a child lands in the leaves, wheee, leaves in the hair',
        'town',
        'day',
        'clear',
        [pile, theo({ in: 'pile', feeling: 'happy' }), red(), yellow()],
        ['theo', 'pile', 'red-leaves'],
      ),
    ],
    small: [
      scene(
        'in a big city park the trees have turned gold, red and orange; leaves twirl down from the old maple like little flags',
        'town',
        'day',
        'clear',
        [maple(), red(), yellow(), orange()],
        ['maple', 'red-leaves', 'yellow-leaves'],
      ),
      scene(
        'Theo and his little sister Lucy gather the leaves into a huge pile, as high as Theo’s nose',
        'town',
        'day',
        'clear',
        [theo({ feeling: 'happy' }), pile, lucy({ feeling: 'happy' })],
        ['theo', 'pile', 'lucy'],
      ),
      scene(
        'one, two, three, jump! the children land in the pile, leaves fly everywhere and Theo laughs',
        'town',
        'day',
        'clear',
        [
          pile,
          theo({ in: 'pile', feeling: 'happy' }),
          lucy({ in: 'pile', feeling: 'happy' }),
          red(),
          yellow(),
          orange(),
        ],
        ['theo', 'lucy', 'pile', 'red-leaves'],
      ),
    ],
    arc: [
      scene(
        'a big city park with wide paths and a pond; in the middle stands the old maple, the tallest in the park, with a bench beneath it',
        'town',
        'day',
        'clear',
        [{ id: 'pond', is: 'pond' }, maple({ look: green }), bench],
        ['maple', 'bench', 'pond'],
      ),
      scene(
        'Theo and Lucy want to jump into a big pile of leaves like the children in their book, but all summer the maple stays green',
        'town',
        'day',
        'clear',
        [
          maple({ look: green }),
          theo({ holding: 'book', feeling: 'calm' }),
          { id: 'book', is: 'book', shows: 'leaf-pile' },
          lucy({ feeling: 'worried' }),
        ],
        ['maple', 'theo', 'book', 'lucy'],
      ),
      scene(
        'one cool morning Theo shakes a low branch: only one small yellow leaf twirls slowly down',
        'town',
        'morning',
        'clear',
        [maple({ look: green }), theo({ under: 'maple', feeling: 'surprised' }), yellow({ id: 'leaf', count: 1 })],
        ['theo', 'leaf', 'maple'],
      ),
      scene(
        'a week later the park is different: the trees are gold, red and orange and leaves drift down like coloured paper',
        'town',
        'day',
        'clear',
        [maple(), red(), yellow(), orange(), lucy({ feeling: 'surprised' })],
        ['maple', 'red-leaves', 'yellow-leaves', 'orange-leaves'],
      ),
      scene(
        'in autumn trees stop making the green in their leaves, so the yellow and orange hiding underneath can show',
        'town',
        'day',
        'clear',
        [
          { id: 'green-leaf', is: 'leaf', look: 'green' },
          yellow({ id: 'yellow-leaf', count: 1 }),
          orange({ id: 'orange-leaf' }),
        ],
        ['green-leaf', 'yellow-leaf', 'orange-leaf'],
      ),
      scene(
        'the children rake the leaves into a huge pile, one, two, three, jump! the leaves crunch and fly up and everyone laughs',
        'town',
        'day',
        'clear',
        [pile, theo({ in: 'pile', feeling: 'happy' }), lucy({ in: 'pile', feeling: 'happy' }), red(), yellow()],
        ['pile', 'theo', 'lucy', 'red-leaves'],
      ),
    ],
    bedtime: scene(
      'at night the old maple rests in the quiet park, its bench empty beneath it',
      'town',
      'night',
      'clear',
      [{ id: 'moon', is: 'moon' }, maple(), bench],
      ['maple', 'bench'],
    ),
  },
};
