/** What the pictures of 02-05 (a cheetah cub and her puppy friend) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zuri = cast({ id: 'zuri', is: 'cheetah', young: true, look: 'golden spotted cheetah cub' });
const biscuit = cast({ id: 'biscuit', is: 'dog', young: true, look: 'brown puppy with floppy ears' });
const log = cast({ id: 'log', is: 'log' });
const ball = cast({ id: 'ball', is: 'ball' });
const keeper = cast({ id: 'keeper', is: 'keeper' });
const bucket = cast({ id: 'bucket', is: 'bucket' });

export const SCENES_02_05: ItemScenes = {
  en: {
    toddler: [
      scene('here is Zuri, a spotty cheetah cub', 'zoo', 'day', 'clear', [zuri({ feeling: 'calm' })], ['zuri']),
      scene(
        'here is Biscuit the puppy: woof; Zuri hides behind a log',
        'zoo',
        'day',
        'clear',
        [log(), zuri({ beside: 'log', feeling: 'worried' }), biscuit({ feeling: 'happy' })],
        ['biscuit', 'zuri'],
      ),
      scene(
        'sniff, sniff, hello: Zuri and Biscuit run together',
        'zoo',
        'day',
        'clear',
        [zuri({ feeling: 'happy' }), biscuit({ beside: 'zuri', feeling: 'happy' })],
        ['zuri', 'biscuit'],
      ),
    ],
    small: [
      scene(
        'a spotty cheetah cub at the zoo, fast but very shy',
        'zoo',
        'day',
        'clear',
        [zuri({ feeling: 'worried' })],
        ['zuri'],
      ),
      scene(
        'the keepers bring puppy Biscuit; Zuri hides behind a log while Biscuit lies down and wags his tail',
        'zoo',
        'day',
        'clear',
        [log(), zuri({ beside: 'log', feeling: 'worried' }), biscuit({ pose: 'lying', feeling: 'calm' }), keeper()],
        ['log', 'zuri', 'biscuit', 'keeper'],
      ),
      scene(
        'Zuri sniffs Biscuit’s nose; soon they chase a ball across the grass',
        'zoo',
        'day',
        'clear',
        [zuri({ feeling: 'happy' }), biscuit({ beside: 'zuri', feeling: 'happy' }), ball()],
        ['zuri', 'biscuit', 'ball'],
      ),
      scene(
        'Zuri feels braver with Biscuit near',
        'zoo',
        'day',
        'clear',
        [zuri({ feeling: 'happy' }), biscuit({ beside: 'zuri', feeling: 'happy' })],
        ['zuri', 'biscuit'],
      ),
    ],
    arc: [
      scene(
        'a cheetah cub with golden spotted fur and dark tear lines stands at a big zoo',
        'zoo',
        'day',
        'clear',
        [zuri({ feeling: 'calm' })],
        ['zuri'],
      ),
      scene(
        'a new bucket makes shy Zuri hide; the keeper has a plan',
        'zoo',
        'day',
        'clear',
        [bucket(), zuri({ feeling: 'worried' }), keeper({ beside: 'bucket', feeling: 'calm' })],
        ['bucket', 'zuri', 'keeper'],
      ),
      scene(
        'puppy Biscuit bounces in with floppy ears; Zuri hides behind a log',
        'zoo',
        'day',
        'clear',
        [log(), zuri({ beside: 'log', feeling: 'worried' }), biscuit({ feeling: 'happy' })],
        ['log', 'zuri', 'biscuit'],
      ),
      scene(
        'Biscuit lies down with his chin on his paws and waits quietly, thumping his tail',
        'zoo',
        'day',
        'clear',
        [log(), zuri({ beside: 'log', feeling: 'surprised' }), biscuit({ pose: 'lying', feeling: 'calm' })],
        ['biscuit', 'zuri'],
      ),
      scene(
        'a cheetah cub learns by watching a calm, friendly dog',
        'zoo',
        'day',
        'clear',
        [biscuit({ pose: 'lying', feeling: 'calm' }), zuri({ beside: 'biscuit', feeling: 'calm' })],
        ['biscuit', 'zuri'],
      ),
      scene(
        'Zuri sniffs Biscuit’s nose, then darts off, and Biscuit gallops after her, round and round',
        'zoo',
        'day',
        'clear',
        [zuri({ feeling: 'happy' }), biscuit({ beside: 'zuri', feeling: 'happy' })],
        ['zuri', 'biscuit'],
      ),
    ],
    bedtime: scene(
      'night at the zoo: Zuri and Biscuit doze nose to nose',
      'zoo',
      'night',
      'clear',
      [zuri({ pose: 'lying', feeling: 'sleepy' }), biscuit({ beside: 'zuri', pose: 'lying', feeling: 'sleepy' })],
      ['zuri', 'biscuit'],
    ),
  },
};
