/** What the pictures of 11-19 (first day on skis) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tim = cast({ id: 'tim', is: 'boy', look: 'blue puffy snowsuit, yellow hat with ear flaps' });
const skis = cast({ id: 'skis', is: 'skis', look: 'short red skis' });
const skier = cast({ id: 'skier', is: 'skier', young: true, look: 'a small boy in a blue snowsuit on red skis' });
const grandpa = cast({ id: 'grandpa', is: 'grandpa', look: 'big mittens, woolly hat' });
const hill = { id: 'hill', is: 'mountain', look: 'a little snowy hill in the park' };

export const SCENES_11_19: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Tim with his long red skis in the snow: clomp, clomp',
        'snow',
        'day',
        'clear',
        [tim({ feeling: 'happy' }), skis({ beside: 'tim' })],
        ['tim', 'skis'],
      ),
      scene(
        'Tim slides back down the hill and lands in the snow: bump',
        'snow',
        'day',
        'clear',
        [hill, tim({ pose: 'lying', feeling: 'surprised' }), skis()],
        ['tim', 'skis'],
      ),
      scene(
        'swoosh: Tim skis down, down, down',
        'snow',
        'day',
        'clear',
        [hill, skier({ feeling: 'happy' })],
        ['skier'],
      ),
    ],
    small: [
      scene(
        'in a snowy park Tim has his first skis, long, red and slippery; Grandpa is with him',
        'snow',
        'day',
        'clear',
        [hill, grandpa({ feeling: 'happy' }), tim({ feeling: 'happy' }), skis({ beside: 'tim' })],
        ['tim', 'skis', 'grandpa'],
      ),
      scene(
        'Tim’s skis slide backwards and he lands in the snow; Grandpa shows him how to walk up like a duck',
        'snow',
        'day',
        'clear',
        [hill, tim({ pose: 'lying', feeling: 'worried' }), skis(), grandpa({ feeling: 'calm' })],
        ['tim', 'grandpa'],
      ),
      scene(
        'swoosh: Tim glides all the way down the little hill',
        'snow',
        'day',
        'clear',
        [hill, skier({ feeling: 'happy' }), grandpa({ feeling: 'happy' })],
        ['skier', 'grandpa'],
      ),
    ],
    arc: [
      scene(
        'after a big snowfall the park’s little hill is full of children on sledges and skis; Tim has his first skis',
        'snow',
        'day',
        'clear',
        [
          hill,
          { id: 'sledge', is: 'sledge' },
          { id: 'children', is: 'child', count: 2 },
          tim({ feeling: 'happy' }),
          skis({ beside: 'tim' }),
        ],
        ['tim', 'skis', 'children', 'sledge'],
      ),
      scene(
        'Tim looks up the little hill on his long, slippery red skis, wanting to ski down like the big children',
        'snow',
        'day',
        'clear',
        [hill, tim({ feeling: 'calm' }), skis(), { id: 'children', is: 'child', count: 2 }],
        ['tim', 'hill'],
      ),
      scene(
        'Tim slides backwards and lands, bump, in the snow, cross',
        'snow',
        'day',
        'clear',
        [hill, tim({ pose: 'lying', feeling: 'worried' }), skis()],
        ['tim', 'skis'],
      ),
      scene(
        'a pair of skis pointed out in a V, their edges dug into the snow',
        'snow',
        'day',
        'clear',
        [skis(), { id: 'skis2', is: 'skis' }],
        ['skis', 'skis2'],
      ),
      scene(
        'Grandpa shows Tim: toes out, heels in, like a duck; Tim waddles up the hill',
        'snow',
        'day',
        'clear',
        [hill, grandpa({ feeling: 'happy' }), tim({ beside: 'grandpa', feeling: 'calm' }), skis()],
        ['grandpa', 'tim'],
      ),
      scene(
        'swoosh: Tim glides to the bottom of the hill; Grandpa claps his big mittens',
        'snow',
        'day',
        'clear',
        [hill, skier({ feeling: 'happy' }), grandpa({ feeling: 'happy' })],
        ['skier', 'grandpa'],
      ),
    ],
    bedtime: scene(
      'night: Tim asleep in bed; two little red skis lean by the warm door',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, tim({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), skis()],
      ['tim', 'skis'],
    ),
  },
};
