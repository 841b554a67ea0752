/** What the pictures of 11-05 (snow monkeys in a warm pool) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pool = { id: 'pool', is: 'pond', look: 'a steaming warm spring among snowy rocks' };
const steam = { id: 'steam', is: 'steam', count: 2 };
const momo = cast({ id: 'momo', is: 'monkey', young: true, look: 'fluffy grey-brown fur, pink face' });
const mum = cast({ id: 'mum', is: 'monkey', look: 'big grey-brown mother monkey' });
const grownups = cast({ id: 'grownups', is: 'monkey', count: 2 });
const pine = { id: 'pine', is: 'pine' };

export const SCENES_11_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'snow falls; little Momo is cold and shivers',
        'snow',
        'day',
        'snow',
        [pine, momo({ feeling: 'worried' })],
        ['momo'],
      ),
      scene(
        'a warm pool among the snow; steam goes up, up, up',
        'snow',
        'day',
        'snow',
        [pool, steam, momo({ feeling: 'surprised' })],
        ['pool', 'steam'],
      ),
      scene(
        'Mum carries Momo into the warm water: ahh',
        'snow',
        'day',
        'snow',
        [pool, mum({ in: 'pool', feeling: 'calm' }), momo({ in: 'pool', feeling: 'happy' }), steam],
        ['momo', 'mum', 'pool'],
      ),
    ],
    small: [
      scene(
        'high in the mountains of Japan snow is falling; young Momo is so cold her teeth chatter',
        'mountain',
        'day',
        'snow',
        [{ id: 'mountains', is: 'mountain' }, pine, momo({ feeling: 'worried' })],
        ['momo', 'mountains'],
      ),
      scene(
        'the grown-up monkeys sit in a steaming warm spring; Momo watches from the edge, unsure',
        'snow',
        'day',
        'snow',
        [pool, grownups({ in: 'pool', feeling: 'sleepy' }), steam, momo({ feeling: 'worried' })],
        ['grownups', 'pool', 'momo'],
      ),
      scene(
        'Mum carries Momo in on her back; Momo sits in the warm water up to her chin with snowflakes on her head',
        'snow',
        'day',
        'snow',
        [pool, mum({ in: 'pool', feeling: 'calm' }), momo({ in: 'pool', feeling: 'happy' }), steam],
        ['momo', 'mum', 'pool'],
      ),
    ],
    arc: [
      scene(
        'high in the snowy mountains of Japan a family of snow monkeys in thick fur',
        'mountain',
        'day',
        'snow',
        [
          { id: 'mountains', is: 'mountain' },
          mum({ feeling: 'calm' }),
          momo({ beside: 'mum', feeling: 'calm' }),
          grownups({ feeling: 'calm' }),
        ],
        ['momo', 'mum', 'grownups'],
      ),
      scene(
        'on a freezing morning little Momo huddles under a pine tree, cold, her teeth chattering',
        'snow',
        'morning',
        'snow',
        [pine, momo({ under: 'pine', feeling: 'worried' })],
        ['momo', 'pine'],
      ),
      scene(
        'steam curls from a pool among the rocks; grown-ups sit in it, eyes half closed; Momo dips one finger in',
        'snow',
        'morning',
        'snow',
        [pool, grownups({ in: 'pool', feeling: 'sleepy' }), steam, momo({ feeling: 'surprised' })],
        ['pool', 'grownups', 'momo', 'steam'],
      ),
      scene(
        'Mum wades over; Momo climbs onto her back and holds on tight',
        'snow',
        'morning',
        'snow',
        [pool, mum({ feeling: 'calm' }), momo({ on: 'mum', feeling: 'worried' })],
        ['momo', 'mum'],
      ),
      scene(
        'Momo sits up to her chin in the warm water, snowflakes on her head, eyes closed like the grown-ups',
        'snow',
        'morning',
        'snow',
        [pool, momo({ in: 'pool', feeling: 'sleepy' }), mum({ in: 'pool', feeling: 'sleepy' }), steam],
        ['momo', 'mum', 'pool'],
      ),
      scene(
        'a warm spring bubbles up among snowy rocks, steaming, never frozen',
        'mountain',
        'day',
        'snow',
        [{ id: 'mountains', is: 'mountain' }, pool, steam],
        ['pool', 'steam'],
      ),
    ],
    bedtime: scene(
      'night in the snowy mountains: snowflakes settle on the steamy pool; Momo sleeps curled against her mum',
      'snow',
      'night',
      'snow',
      [
        pool,
        steam,
        mum({ feeling: 'sleepy', pose: 'lying' }),
        momo({ beside: 'mum', feeling: 'sleepy', pose: 'lying' }),
      ],
      ['momo', 'mum', 'pool'],
    ),
  },
};
