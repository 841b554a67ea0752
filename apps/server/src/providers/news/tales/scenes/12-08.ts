/** What the pictures of 12-08 (a young reindeer finds moss under the snow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lumi = cast({
  id: 'lumi',
  is: 'reindeer',
  young: true,
  look: 'thick coat the colour of dry bark, fluffy pale neck, small new antlers, soft dark nose, wide round hooves',
});
const mum = cast({ id: 'mum', is: 'reindeer', look: 'Lumi’s mother, big antlers, wide hooves' });
const herd = cast({ id: 'herd', is: 'reindeer', count: 3, look: 'the herd' });
const moss = cast({ id: 'moss', is: 'moss', look: 'grey-green, in a hole dug in the snow' });

export const SCENES_12_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'so many reindeer walking over the snow, crunch, crunch, and a little one among them',
        'snow',
        'day',
        'clear',
        [herd(), lumi({ feeling: 'happy' })],
        ['herd', 'lumi'],
      ),
      scene(
        'sniff, sniff: the little reindeer puts his nose down to the snow; what is under it?',
        'snow',
        'day',
        'clear',
        [lumi({ pose: 'neck-down', feeling: 'surprised' })],
        ['lumi'],
      ),
      scene(
        'soft green moss under the snow; Lumi munches it',
        'snow',
        'day',
        'clear',
        [moss(), lumi({ beside: 'moss', pose: 'neck-down', feeling: 'happy' })],
        ['moss', 'lumi'],
      ),
    ],
    small: [
      scene(
        'in the snowy north a herd of reindeer walks across the white fields; little Lumi keeps close to his mum',
        'snow',
        'day',
        'clear',
        [herd({ count: 2 }), mum({ feeling: 'calm' }), lumi({ beside: 'mum', feeling: 'calm' })],
        ['herd', 'mum', 'lumi'],
      ),
      scene(
        'Lumi is hungry and everything is white; his mum puts her nose to the snow and sniffs',
        'snow',
        'day',
        'clear',
        [mum({ pose: 'neck-down', feeling: 'calm' }), lumi({ feeling: 'worried' })],
        ['mum', 'lumi'],
      ),
      scene(
        'Mum has dug with her wide hooves down to soft grey-green moss; Lumi finds some all by himself',
        'snow',
        'day',
        'clear',
        [
          mum({ pose: 'neck-down', feeling: 'happy' }),
          moss({ count: 2 }),
          lumi({ pose: 'neck-down', feeling: 'happy' }),
        ],
        ['moss', 'mum', 'lumi'],
      ),
    ],
    arc: [
      scene(
        'far in the snowy north a herd of reindeer walks across the white fields; the youngest is Lumi, in his first winter',
        'snow',
        'day',
        'clear',
        [herd(), lumi({ feeling: 'happy' })],
        ['herd', 'lumi'],
      ),
      scene(
        'deep snow covers everything, no green grass anywhere; Lumi’s tummy rumbles',
        'snow',
        'day',
        'clear',
        [lumi({ feeling: 'worried' }), mum({ feeling: 'calm' })],
        ['lumi'],
      ),
      scene(
        'Lumi scrapes at the snow with his hoof here and there but finds only more snow',
        'snow',
        'day',
        'clear',
        [lumi({ pose: 'neck-down', feeling: 'worried' })],
        ['lumi'],
      ),
      scene(
        'his mum lowers her head, sniffs the snow and begins to dig with her wide hooves; Lumi watches',
        'snow',
        'day',
        'clear',
        [mum({ pose: 'neck-down', feeling: 'calm' }), lumi({ beside: 'mum', feeling: 'surprised' })],
        ['mum', 'lumi'],
      ),
      scene(
        'under the snow lies a soft carpet of grey-green moss; Lumi munches, then digs a hole all by himself',
        'snow',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), moss({ count: 2 }), lumi({ pose: 'neck-down', feeling: 'happy' })],
        ['moss', 'lumi'],
      ),
      scene(
        'a reindeer’s nose smells moss through deep snow and its wide hooves dig; the herd walks on to new fields',
        'snow',
        'day',
        'clear',
        [moss(), herd({ feeling: 'calm' }), lumi({ feeling: 'calm' })],
        ['moss', 'herd', 'lumi'],
      ),
    ],
    bedtime: scene(
      'Lumi sleeps lying in the snow beside his mum, his nose in his warm fur',
      'snow',
      'night',
      'clear',
      [mum({ pose: 'lying', feeling: 'sleepy' }), lumi({ beside: 'mum', pose: 'lying', feeling: 'sleepy' })],
      ['lumi'],
    ),
  },
  ru: {
    // «Олени спят, уткнувшись носами в мех»: the whole herd asleep
    bedtime: scene(
      'the reindeer sleep lying in the snow, noses in their fur, little Lumi among them',
      'snow',
      'night',
      'clear',
      [
        herd({ count: 2, pose: 'lying', feeling: 'sleepy' }),
        mum({ pose: 'lying', feeling: 'sleepy' }),
        lumi({ beside: 'mum', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['herd', 'lumi'],
    ),
  },
};
