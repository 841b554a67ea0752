/** What the pictures of 07-04 (a young orangutan builds his first bed) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tree = { id: 'tree', is: 'tree', look: 'tall green rainforest tree' };
const budi = cast({ id: 'budi', is: 'orangutan', young: true, look: 'shaggy orange-red fur, long arms' });
const mum = cast({ id: 'mum', is: 'orangutan', look: 'big orange-red mother orangutan' });
const nest = cast({ id: 'nest', is: 'nest', in: 'tree', look: 'a nest of bent branches and green leaves' });
const leaves = cast({ id: 'leaves', is: 'leaves', count: 3 });
const ranger = { id: 'ranger', is: 'man', look: 'green ranger’s shirt', feeling: 'happy' as const };

export const SCENES_07_04: ItemScenes = {
  en: {
    toddler: [
      scene(
        'young orangutan Budi climbs up, up, up the tree with his long arms',
        'forest',
        'day',
        'clear',
        [tree, budi({ in: 'tree', pose: 'climbing', feeling: 'happy' })],
        ['budi', 'tree'],
      ),
      scene(
        'Budi bends and folds branches; soft green leaves all around him',
        'forest',
        'evening',
        'clear',
        [budi({ feeling: 'calm' }), leaves()],
        ['budi', 'leaves'],
      ),
      scene(
        'Budi snuggles into a leafy nest of his own, high in the tree',
        'forest',
        'evening',
        'clear',
        [tree, nest(), budi({ in: 'nest', feeling: 'happy' })],
        ['budi', 'nest', 'tree'],
      ),
    ],
    small: [
      scene(
        'far away in a warm green rainforest, Budi and his mum in her nest high in a tree',
        'forest',
        'evening',
        'clear',
        [tree, nest(), mum({ in: 'nest', feeling: 'calm' }), budi({ in: 'nest', feeling: 'calm' })],
        ['budi', 'mum', 'nest', 'tree'],
      ),
      scene(
        'Budi’s first nest of branches and leaves wobbles and sags; Mum shows him how to weave it tight',
        'forest',
        'evening',
        'clear',
        [budi({ feeling: 'worried' }), mum({ beside: 'budi', feeling: 'calm' }), leaves()],
        ['budi', 'mum', 'leaves'],
      ),
      scene(
        'Budi lies in his round, firm nest with a big leaf over him like a blanket, proud',
        'forest',
        'evening',
        'clear',
        [tree, nest(), budi({ in: 'nest', feeling: 'happy' })],
        ['budi', 'nest'],
      ),
    ],
    arc: [
      scene(
        'in the rainforest, Budi and his mother squeezed together in one nest high in the trees, hardly room for both',
        'forest',
        'evening',
        'clear',
        [tree, nest(), mum({ in: 'nest', feeling: 'calm' }), budi({ in: 'nest', feeling: 'worried' })],
        ['budi', 'mum', 'nest', 'tree'],
      ),
      scene(
        'a mother orangutan builds a fresh bed of branches and leaves high in a tree, her young one watching',
        'forest',
        'evening',
        'clear',
        [tree, nest(), mum({ in: 'nest', feeling: 'calm' }), budi({ in: 'tree', feeling: 'surprised' })],
        ['mum', 'budi', 'nest'],
      ),
      scene(
        'Budi sits on a heap of thin branches and leaves in the fork of a tall tree; it sags under him',
        'forest',
        'evening',
        'clear',
        [tree, budi({ in: 'tree', feeling: 'surprised' }), leaves({ in: 'tree' })],
        ['budi', 'tree', 'leaves'],
      ),
      scene(
        'Mum sits beside Budi and bends thick branches across; Budi watches and copies her',
        'forest',
        'evening',
        'clear',
        [mum({ feeling: 'calm' }), budi({ beside: 'mum', feeling: 'calm' }), leaves()],
        ['mum', 'budi', 'leaves'],
      ),
      scene(
        'Budi lies in his firm new nest under a big leaf; down below a ranger smiles',
        'forest',
        'evening',
        'clear',
        [tree, nest(), budi({ in: 'nest', feeling: 'happy' }), ranger],
        ['budi', 'nest', 'ranger'],
      ),
    ],
    bedtime: scene(
      'night in the rainforest: Budi sleeps in his leafy nest high in the treetops',
      'forest',
      'night',
      'clear',
      [tree, nest(), budi({ in: 'nest', feeling: 'sleepy', pose: 'lying' }), { id: 'moon', is: 'moon' }],
      ['budi', 'nest', 'tree'],
    ),
  },
};
