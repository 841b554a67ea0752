/** What the pictures of 09-08 (a hedgehog gets well at a hedgehog hospital) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const conker = cast({ id: 'conker', is: 'spiny-hedgehog', look: 'little, soft brown prickles, pointed pink nose' });
const box = { id: 'box', is: 'hay-box', look: 'a warm box with soft hay' };
const bowl = { id: 'bowl', is: 'bowl', look: 'good food' };
const vet = cast({ id: 'vet', is: 'woman', look: 'green vet’s clothes' });
const girl = cast({ id: 'girl', is: 'girl', look: 'red jumper' });
const bush = cast({ id: 'bush', is: 'bush', look: 'big, green' });

export const SCENES_09_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a little prickly hedgehog in the garden, snuffle, snuffle',
        'garden',
        'evening',
        'clear',
        [conker({ feeling: 'calm' })],
        ['conker'],
      ),
      scene(
        'yummy food and a warm box: the little hedgehog sleeps in the hay',
        'room',
        'day',
        'clear',
        [box, conker({ in: 'box', pose: 'lying', feeling: 'sleepy' }), bowl],
        ['conker', 'box', 'bowl'],
      ),
      scene(
        'now he is well: off he trots, home to the garden',
        'garden',
        'evening',
        'clear',
        [bush(), conker({ feeling: 'happy' })],
        ['conker', 'bush'],
      ),
    ],
    small: [
      scene(
        'in a village by the forest a girl finds a little hedgehog curled up alone, thin and very tired',
        'garden',
        'day',
        'clear',
        [girl({ feeling: 'worried' }), conker({ pose: 'lying', feeling: 'worried' })],
        ['girl', 'conker'],
      ),
      scene(
        'at the hedgehog hospital the vet gives Conker good food and a warm box with soft hay; he munches and snoozes',
        'room',
        'day',
        'clear',
        [vet({ feeling: 'happy' }), box, conker({ in: 'box', feeling: 'happy' }), bowl],
        ['vet', 'box', 'conker', 'bowl'],
      ),
      scene(
        'Conker is well and back home in his garden, trotting off under a bush, snuffle, snuffle',
        'garden',
        'evening',
        'clear',
        [bush(), conker({ under: 'bush', feeling: 'happy' })],
        ['conker', 'bush'],
      ),
    ],
    arc: [
      scene(
        'at the hedgehog hospital a girl brings in a little hedgehog she found curled up alone in her garden; he is thin and sleepy',
        'room',
        'day',
        'clear',
        [
          vet({ feeling: 'calm' }),
          girl({ holding: 'conker', feeling: 'worried' }),
          conker({ pose: 'lying', feeling: 'sleepy' }),
        ],
        ['vet', 'girl', 'conker'],
      ),
      scene(
        'Conker sniffs the air but is too tired to eat; he rolls into a tight prickly ball and hides his nose',
        'room',
        'day',
        'clear',
        [bowl, conker({ beside: 'bowl', pose: 'lying', feeling: 'worried' })],
        ['conker', 'bowl'],
      ),
      scene(
        'every day the vet weighs Conker on a tiny scale, and little by little he grows rounder and livelier',
        'room',
        'day',
        'clear',
        [
          box,
          vet({ feeling: 'happy' }),
          { id: 'scale', is: 'kitchen-scale' },
          conker({ in: 'scale', feeling: 'happy' }),
        ],
        ['vet', 'scale', 'conker'],
      ),
      scene(
        'the girl carries Conker back to her garden and he trots off under a big bush, snuffling for beetles',
        'garden',
        'evening',
        'clear',
        [
          girl({ feeling: 'happy' }),
          { id: 'beetle', is: 'beetle' },
          bush(),
          conker({ under: 'bush', feeling: 'happy' }),
        ],
        ['girl', 'bush', 'conker', 'beetle'],
      ),
      scene(
        'hedgehogs sleep all winter in a cosy nest of leaves, so Conker must be round and heavy before the cold comes',
        'garden',
        'evening',
        'clear',
        [
          { id: 'leaves', is: 'leaf-pile', look: 'a nest of dry leaves' },
          conker({ in: 'leaves', pose: 'lying', feeling: 'sleepy' }),
        ],
        ['leaves', 'conker'],
      ),
    ],
    bedtime: scene(
      'the little hedgehog curls up asleep under a bush in the night garden',
      'garden',
      'night',
      'clear',
      [bush(), conker({ under: 'bush', pose: 'lying', feeling: 'sleepy' })],
      ['conker', 'bush'],
    ),
  },
};
