/** What the pictures of 07-29 (Grandma learns to swim) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const pool = { id: 'pool', is: 'pond', look: 'a warm blue indoor swimming pool' };
const lil = cast({ id: 'lil', is: 'grandma', look: 'blue swimsuit, flowery swimming cap, short white curls' });
const amy = cast({ id: 'amy', is: 'girl', look: 'pink swimsuit' });
const teacher = cast({ id: 'teacher', is: 'teacher', look: 'red swimming teacher’s shirt, whistle' });
const bubbles = { id: 'bubbles', is: 'bubbles', count: 3 };

export const SCENES_07_29: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Grandma Lil in her flowery cap jumps into the pool, splash',
        'room',
        'day',
        'clear',
        [pool, lil({ in: 'pool', feeling: 'happy' })],
        ['lil', 'pool'],
      ),
      scene(
        'Grandma blows bubbles, blub, blub, and kicks her legs in the pool',
        'room',
        'day',
        'clear',
        [pool, lil({ in: 'pool', feeling: 'calm' }), bubbles],
        ['lil', 'bubbles'],
      ),
      scene(
        'Grandma swims; Amy claps at the edge of the pool, hooray',
        'room',
        'day',
        'clear',
        [pool, lil({ in: 'pool', feeling: 'happy' }), amy({ feeling: 'happy', pose: 'waving' })],
        ['lil', 'amy', 'pool'],
      ),
    ],
    small: [
      scene(
        'Grandma Lil, eighty years old, watches her granddaughter Amy at her swimming lesson',
        'room',
        'day',
        'clear',
        [pool, amy({ in: 'pool', feeling: 'happy' }), lil({ feeling: 'surprised' })],
        ['lil', 'amy', 'pool'],
      ),
      scene(
        'at a beginners’ class Grandma is nervous in the water; Amy shows her how to blow bubbles and the teacher helps',
        'room',
        'day',
        'clear',
        [
          pool,
          lil({ in: 'pool', feeling: 'worried' }),
          amy({ in: 'pool', feeling: 'happy' }),
          teacher({ feeling: 'calm' }),
          bubbles,
        ],
        ['lil', 'amy', 'teacher'],
      ),
      scene(
        'Grandma has let go of the noodle and swims across the pool; Amy cheers the loudest',
        'room',
        'morning',
        'clear',
        [pool, lil({ in: 'pool', feeling: 'happy' }), amy({ feeling: 'happy', pose: 'waving' })],
        ['lil', 'amy', 'pool'],
      ),
    ],
    arc: [
      scene(
        'a warm indoor swimming pool in a small town: Amy has her lesson while Grandma Lil waves from the bench',
        'room',
        'day',
        'clear',
        [pool, amy({ in: 'pool', feeling: 'happy' }), lil({ feeling: 'happy', pose: 'waving' })],
        ['amy', 'lil', 'pool'],
      ),
      scene(
        'Grandma Lil watches Amy glide through the water like a little fish and wishes she could too',
        'room',
        'day',
        'clear',
        [pool, amy({ in: 'pool', feeling: 'happy' }), lil({ feeling: 'worried' })],
        ['amy', 'lil'],
      ),
      scene(
        'in her flowery cap Grandma tries to lie back on the water, goes stiff and comes up spluttering',
        'room',
        'day',
        'clear',
        [pool, lil({ in: 'pool', feeling: 'surprised' })],
        ['lil', 'pool'],
      ),
      scene(
        'a calm swimmer lies back on the water and floats, breathing slowly',
        'room',
        'day',
        'clear',
        [pool, teacher({ in: 'pool', pose: 'lying', feeling: 'calm' })],
        ['teacher', 'pool'],
      ),
      scene(
        'Amy shows Grandma the starfish float, arms and legs out wide; the teacher smiles beside the pool',
        'room',
        'day',
        'clear',
        [
          pool,
          lil({ in: 'pool', pose: 'lying', feeling: 'happy' }),
          amy({ in: 'pool', feeling: 'happy' }),
          teacher({ feeling: 'happy' }),
        ],
        ['lil', 'amy', 'teacher'],
      ),
      scene(
        'Grandma swims all the way across the pool, water dripping off her nose; Amy cheers',
        'room',
        'day',
        'clear',
        [pool, lil({ in: 'pool', feeling: 'happy' }), amy({ feeling: 'happy', pose: 'waving' })],
        ['lil', 'amy', 'pool'],
      ),
    ],
    bedtime: scene(
      'night: Grandma’s flowery swimming cap dries by the window while Grandma sleeps',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        lil({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'window', is: 'window', look: 'night' },
      ],
      ['lil', 'bed'],
    ),
  },
};
