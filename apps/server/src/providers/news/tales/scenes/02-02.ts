/** What the pictures of 02-02 (a koala moves to a new tree) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const gumnut = cast({ id: 'gumnut', is: 'koala', look: 'grey koala, fluffy ears, big black nose' });
const oldTree = cast({ id: 'old-tree', is: 'tree', look: 'an old eucalyptus tree' });
const newTree = cast({ id: 'new-tree', is: 'tree', look: 'a tall new eucalyptus tree' });
const sam = cast({ id: 'sam', is: 'keeper' });
const leaves = cast({ id: 'leaves', is: 'leaves' });
const branch = cast({ id: 'branch', is: 'stick', look: 'a leafy branch from the old tree' });

export const SCENES_02_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Gumnut, a sleepy koala, hugging his tree',
        'zoo',
        'day',
        'clear',
        [oldTree(), gumnut({ in: 'old-tree', feeling: 'sleepy' })],
        ['gumnut', 'old-tree'],
      ),
      scene(
        'a new tree: Gumnut sniffs it, and it smells new',
        'zoo',
        'day',
        'clear',
        [newTree(), gumnut({ beside: 'new-tree', feeling: 'worried' })],
        ['gumnut', 'new-tree'],
      ),
      scene(
        'here is his old branch in the new tree: sniff, yes, Gumnut climbs up',
        'zoo',
        'day',
        'clear',
        [newTree(), branch({ in: 'new-tree' }), gumnut({ in: 'new-tree', feeling: 'happy' })],
        ['gumnut', 'new-tree'],
      ),
    ],
    small: [
      scene(
        'the koalas have a big new home with tall trees, but Gumnut hugs his old tree and will not let go',
        'zoo',
        'day',
        'clear',
        [oldTree(), gumnut({ in: 'old-tree', feeling: 'worried' }), newTree()],
        ['gumnut', 'old-tree', 'new-tree'],
      ),
      scene(
        'keeper Sam carries Gumnut to a new tree; he sniffs the bark and frowns',
        'zoo',
        'day',
        'clear',
        [newTree(), sam({ beside: 'new-tree', holding: 'gumnut', feeling: 'calm' }), gumnut({ feeling: 'worried' })],
        ['sam', 'gumnut', 'new-tree'],
      ),
      scene(
        'Sam ties a branch from the old tree into the new one; Gumnut sniffs it, ears up, and climbs',
        'zoo',
        'day',
        'clear',
        [
          newTree(),
          sam({ beside: 'new-tree', holding: 'branch', feeling: 'happy' }),
          branch(),
          gumnut({ in: 'new-tree', feeling: 'surprised' }),
        ],
        ['sam', 'branch', 'gumnut'],
      ),
      scene(
        'Gumnut is fast asleep in the branches of his new tree',
        'zoo',
        'day',
        'clear',
        [newTree(), gumnut({ in: 'new-tree', feeling: 'sleepy' })],
        ['gumnut', 'new-tree'],
      ),
    ],
    arc: [
      scene(
        'a grey koala with fluffy ears sits in his one favourite tree at the zoo',
        'zoo',
        'day',
        'clear',
        [oldTree(), gumnut({ in: 'old-tree', feeling: 'calm' })],
        ['gumnut', 'old-tree'],
      ),
      scene(
        'moving day: everyone has moved to the new trees, but Gumnut holds on to his old tree',
        'zoo',
        'day',
        'clear',
        [oldTree(), gumnut({ in: 'old-tree', feeling: 'worried' }), newTree()],
        ['gumnut', 'old-tree', 'new-tree'],
      ),
      scene(
        'keeper Sam offers Gumnut the freshest leaves by a new tree; he sniffs and climbs back down',
        'zoo',
        'day',
        'clear',
        [
          newTree(),
          sam({ beside: 'new-tree', holding: 'leaves', feeling: 'calm' }),
          leaves(),
          gumnut({ beside: 'sam', feeling: 'worried' }),
        ],
        ['sam', 'leaves', 'gumnut'],
      ),
      scene(
        'koalas know their trees by smell: Gumnut rubs his chest on the bark of his old tree',
        'zoo',
        'day',
        'clear',
        [oldTree(), gumnut({ beside: 'old-tree', pose: 'climbing', feeling: 'calm' })],
        ['gumnut', 'old-tree'],
      ),
      scene(
        'Sam ties a leafy branch from the old tree into the new one; Gumnut sniffs, ears up, and climbs',
        'zoo',
        'day',
        'clear',
        [
          newTree(),
          sam({ beside: 'new-tree', holding: 'branch', feeling: 'happy' }),
          branch(),
          gumnut({ in: 'new-tree', feeling: 'surprised' }),
        ],
        ['sam', 'branch', 'gumnut'],
      ),
      scene(
        'Gumnut nibbles a leaf and wedges himself into a comfy fork of the new tree, snoring softly',
        'zoo',
        'day',
        'clear',
        [newTree(), gumnut({ in: 'new-tree', feeling: 'sleepy' })],
        ['gumnut', 'new-tree'],
      ),
    ],
    bedtime: scene(
      'night at the zoo: Gumnut sleeps wedged in the fork of his new tree',
      'zoo',
      'night',
      'clear',
      [newTree(), gumnut({ in: 'new-tree', feeling: 'sleepy' }), { id: 'moon', is: 'moon' }],
      ['gumnut', 'new-tree'],
    ),
  },
};
