/** What the pictures of 05-27 (a baby sloth's very slow climb) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mango = cast({
  id: 'mango',
  is: 'sloth',
  young: true,
  look: 'shaggy light-brown fur, dark eye patches like a mask',
});
const mum = cast({ id: 'mum', is: 'sloth', look: 'shaggy brown sloth' });
const rope = cast({ id: 'rope', is: 'rope', look: 'thick climbing rope' });
const flowers = cast({ id: 'flowers', is: 'hibiscus', count: 2, look: 'pink, high up' });
const flower = cast({ id: 'flower', is: 'hibiscus', look: 'pink, high up' });
const keeper = cast({ id: 'keeper', is: 'man', look: 'khaki keeper’s shirt' });

export const SCENES_05_27: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Mango, a baby sloth, hanging upside down',
        'forest',
        'day',
        'clear',
        [rope(), mango({ on: 'rope', feeling: 'happy', pose: 'climbing' })],
        ['mango'],
      ),
      scene(
        'slowly, slowly up the rope: reach, reach, reach',
        'forest',
        'day',
        'clear',
        [rope(), mango({ on: 'rope', feeling: 'calm', pose: 'climbing' }), flower()],
        ['mango', 'rope'],
      ),
      scene(
        'a pink flower at the top of the rope: munch, munch, yum',
        'forest',
        'day',
        'clear',
        [rope(), flower(), mango({ on: 'rope', feeling: 'happy', pose: 'climbing' })],
        ['flower', 'mango'],
      ),
    ],
    small: [
      scene(
        'in the warm rainforest house of a zoo, baby Mango rides on her mum’s tummy',
        'forest',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), mango({ on: 'mum', feeling: 'sleepy' })],
        ['mum', 'mango'],
      ),
      scene(
        'Mango sees pink flowers at the top of a rope and reaches out',
        'forest',
        'day',
        'clear',
        [rope(), flowers(), mum({ beside: 'rope', feeling: 'calm' }), mango({ beside: 'mum', feeling: 'surprised' })],
        ['flowers', 'mango', 'rope'],
      ),
      scene(
        'Mango climbs slowly, paw over paw, all afternoon, and munches a flower at last',
        'forest',
        'evening',
        'clear',
        [rope(), flower(), mango({ on: 'rope', feeling: 'happy', pose: 'climbing' })],
        ['mango', 'flower'],
      ),
      scene(
        'Mango is proud of her very slow climb, resting beside her mum',
        'forest',
        'evening',
        'clear',
        [mum({ feeling: 'happy' }), mango({ beside: 'mum', feeling: 'happy' })],
        ['mango', 'mum'],
      ),
    ],
    arc: [
      scene(
        'a warm, steamy rainforest house full of tall plants and ropes; baby Mango rides on her mum’s tummy',
        'forest',
        'day',
        'clear',
        [rope(), mum({ beside: 'rope', feeling: 'calm' }), mango({ on: 'mum', feeling: 'calm' })],
        ['rope', 'mum', 'mango'],
      ),
      scene(
        'Mango spots pink flowers at the very top of a rope',
        'forest',
        'morning',
        'clear',
        [rope(), flowers(), mango({ beside: 'rope', feeling: 'surprised' })],
        ['flowers', 'mango'],
      ),
      scene(
        'Mango tries to climb fast like the monkeys next door, but just hangs upside down on the rope',
        'forest',
        'morning',
        'clear',
        [{ id: 'monkey', is: 'monkey' }, rope(), mango({ on: 'rope', feeling: 'worried', pose: 'climbing' })],
        ['monkey', 'mango', 'rope'],
      ),
      scene(
        'sloths eat leaves and move very slowly to save their energy; a sloth dozes on a branch',
        'forest',
        'day',
        'clear',
        [{ id: 'tree', is: 'tree' }, mum({ in: 'tree', feeling: 'sleepy' })],
        ['mum', 'tree'],
      ),
      scene(
        'Mum climbs beside Mango, one slow paw after another; Mango copies her',
        'forest',
        'day',
        'clear',
        [
          rope(),
          mum({ beside: 'rope', feeling: 'calm', pose: 'climbing' }),
          mango({ on: 'rope', feeling: 'calm', pose: 'climbing' }),
        ],
        ['mum', 'mango'],
      ),
      scene(
        'at the top at last Mango munches a pink flower; the keeper claps very quietly',
        'forest',
        'evening',
        'clear',
        [rope(), flower(), mango({ on: 'rope', feeling: 'happy', pose: 'climbing' }), keeper({ feeling: 'happy' })],
        ['mango', 'flower', 'keeper'],
      ),
    ],
    bedtime: scene(
      'night in the rainforest house: Mango dozes upside down on her rope',
      'forest',
      'night',
      'clear',
      [rope(), mango({ on: 'rope', feeling: 'sleepy', pose: 'climbing' })],
      ['mango', 'rope'],
    ),
  },
};
