/** What the pictures of 03-02 (a peacock opens his tail) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const percy = cast({ id: 'percy', is: 'peacock', young: true, look: 'blue neck, long green tail with eye spots' });
const rajah = cast({ id: 'rajah', is: 'peacock', look: 'old peacock with a huge tail' });
const girl = cast({ id: 'girl', is: 'girl' });
const sparrow = cast({ id: 'sparrow', is: 'sparrow' });
const bench = cast({ id: 'bench', is: 'bench' });
const tree = cast({ id: 'tree', is: 'tree' });

export const SCENES_03_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Percy, a peacock with a long tail',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'happy' })],
        ['percy'],
      ),
      scene(
        'up, tail, up: oops, it flops down',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'surprised' })],
        ['percy'],
      ),
      scene(
        'shake, shake, whoosh: a big fan; wow, Percy',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'happy' }), girl({ beside: 'percy', feeling: 'surprised' })],
        ['percy'],
      ),
    ],
    small: [
      scene(
        'a young peacock in a city park with a long green tail full of shiny eye spots',
        'garden',
        'day',
        'clear',
        [tree(), percy({ beside: 'tree', feeling: 'happy' })],
        ['percy'],
      ),
      scene(
        'Percy puffs and pushes, but his tail flops down behind him',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'worried' })],
        ['percy'],
      ),
      scene(
        'Percy watches old Rajah lift his tail and shake it; then Percy’s tail goes up too',
        'garden',
        'day',
        'clear',
        [rajah({ feeling: 'calm' }), percy({ beside: 'rajah', feeling: 'surprised' })],
        ['rajah', 'percy'],
      ),
      scene(
        'a girl on the path claps for Percy',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'happy' }), girl({ beside: 'percy', feeling: 'happy' })],
        ['percy', 'girl'],
      ),
    ],
    arc: [
      scene(
        'peacocks stroll across the lawns of a big city park; the youngest, Percy, has a bright blue neck',
        'garden',
        'day',
        'clear',
        [tree(), rajah({ beside: 'tree', feeling: 'calm' }), percy({ feeling: 'happy' })],
        ['percy', 'rajah'],
      ),
      scene(
        'Percy’s new long green tail just trails along the grass',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'worried' })],
        ['percy'],
      ),
      scene(
        'Percy puffs out his chest and hops, but the tail flops; a sparrow on the bench seems to giggle',
        'garden',
        'day',
        'clear',
        [bench(), sparrow({ on: 'bench' }), percy({ feeling: 'surprised' })],
        ['bench', 'sparrow', 'percy'],
      ),
      scene(
        'old Rajah leans forward and slowly lifts his tail, then shivers it so the feathers rustle',
        'garden',
        'day',
        'clear',
        [rajah({ feeling: 'calm' }), percy({ beside: 'rajah', feeling: 'surprised' })],
        ['rajah', 'percy'],
      ),
      scene(
        'a peacock lifts its long feathers with strong tail muscles and shakes them so the eye spots shimmer',
        'garden',
        'day',
        'clear',
        [rajah({ feeling: 'happy' })],
        ['rajah'],
      ),
      scene(
        'up rises Percy’s great fan, shimmering green and blue; a girl on the path gasps',
        'garden',
        'day',
        'clear',
        [percy({ feeling: 'happy' }), girl({ beside: 'percy', feeling: 'surprised' })],
        ['percy', 'girl'],
      ),
    ],
    bedtime: scene(
      'night in the park: Percy roosts in a tree, his tail folded',
      'garden',
      'night',
      'clear',
      [tree(), percy({ in: 'tree', feeling: 'sleepy' })],
      ['percy', 'tree'],
    ),
  },
};
