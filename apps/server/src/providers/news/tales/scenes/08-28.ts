/** What the pictures of 08-28 (bread that rises while we sleep) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nadia = cast({ id: 'nadia', is: 'girl', look: 'white apron, small baker’s hat, long dark plait' });
const dad = cast({ id: 'dad', is: 'man', look: 'white baker’s apron and hat' });
const bowl = cast({ id: 'bowl', is: 'bowl', look: 'a bowl of soft white dough' });
const oven = { id: 'oven', is: 'oven' };
const bread = cast({ id: 'bread', is: 'bread', count: 2 });

export const SCENES_08_28: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Nadia squishes soft white dough in a bowl',
        'room',
        'evening',
        'clear',
        [nadia({ holding: 'bowl', feeling: 'happy' }), bowl()],
        ['nadia', 'bowl'],
      ),
      scene(
        'the dough in the bowl grows big: puff, puff',
        'room',
        'evening',
        'clear',
        [bowl({ look: 'a bowl of puffed-up dough' }), nadia({ feeling: 'surprised' })],
        ['bowl', 'nadia'],
      ),
      scene(
        'fresh bread comes out of the oven; Nadia sniffs: mmm',
        'room',
        'night',
        'clear',
        [oven, bread(), nadia({ feeling: 'happy' })],
        ['bread', 'nadia'],
      ),
    ],
    small: [
      scene(
        'one evening at the bakery Nadia helps her dad, squishing the soft dough',
        'room',
        'evening',
        'clear',
        [dad({ feeling: 'happy' }), nadia({ holding: 'bowl', feeling: 'happy' }), bowl()],
        ['nadia', 'dad', 'bowl'],
      ),
      scene(
        'the dough stays flat; Dad sets the bowl beside the warm oven',
        'room',
        'night',
        'clear',
        [oven, bowl({ beside: 'oven' }), dad({ feeling: 'calm' }), nadia({ feeling: 'worried' })],
        ['bowl', 'oven', 'dad', 'nadia'],
      ),
      scene(
        'in the morning fresh loaves fill the bakery; the whole street smells of bread',
        'town',
        'morning',
        'clear',
        [{ id: 'bakery', is: 'house' }, bread(), nadia({ feeling: 'happy' }), dad({ feeling: 'happy' })],
        ['bread', 'nadia', 'dad'],
      ),
    ],
    arc: [
      scene(
        'at night in a little town bakery, Nadia and her dad mix flour, water and yeast, and Nadia kneads the dough',
        'room',
        'night',
        'clear',
        [dad({ feeling: 'happy' }), nadia({ holding: 'bowl', feeling: 'happy' }), bowl()],
        ['nadia', 'dad', 'bowl'],
      ),
      scene(
        'Nadia peeks under the cloth: the dough is still as flat as a pancake',
        'room',
        'night',
        'clear',
        [bowl({ look: 'a bowl of flat dough under a cloth' }), nadia({ feeling: 'worried' })],
        ['bowl', 'nadia'],
      ),
      scene(
        'a close look at dough full of tiny bubbles, puffing up like a balloon',
        'room',
        'night',
        'clear',
        [bowl({ look: 'dough full of tiny bubbles' }), { id: 'bubbles', is: 'bubbles', count: 3 }],
        ['bowl', 'bubbles'],
      ),
      scene(
        'Dad carries the bowl to the warm oven; he and Nadia drink cocoa while they wait',
        'room',
        'night',
        'clear',
        [oven, bowl({ beside: 'oven' }), dad({ feeling: 'calm' }), nadia({ feeling: 'calm' })],
        ['oven', 'bowl', 'dad', 'nadia'],
      ),
      scene(
        'at sunrise fresh loaves come out of the oven; Nadia is fast asleep on a sack of flour',
        'room',
        'morning',
        'clear',
        [oven, bread(), dad({ feeling: 'happy' }), nadia({ feeling: 'sleepy', pose: 'lying' })],
        ['bread', 'nadia', 'dad'],
      ),
    ],
    bedtime: scene(
      'soft warm loaves cool on the bakery shelves while Nadia sleeps',
      'room',
      'night',
      'clear',
      [bread(), nadia({ feeling: 'sleepy', pose: 'lying' })],
      ['bread', 'nadia'],
    ),
  },
};
