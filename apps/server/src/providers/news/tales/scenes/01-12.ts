/** What the pictures of 01-12 (penguin chicks' first swim) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ice = { id: 'ice', is: 'ice' };
const edge = { id: 'ice', is: 'ice-edge' };
const sea = { id: 'sea', is: 'sea-water' };
const tuk = cast({ id: 'tuk', is: 'penguin', young: true, look: 'grey fluff, the smallest chick' });
const chicks = cast({ id: 'chicks', is: 'penguin', young: true, count: 3, look: 'fluffy grey chicks' });
/** after the moult: smooth black and white feathers, like the grown-ups' */
const SLEEK = 'smooth new black and white feathers';
const dad = cast({ id: 'dad', is: 'penguin', look: 'black and white' });
const mum = cast({ id: 'mum', is: 'penguin', look: 'black and white' });
const fish = cast({ id: 'fish', is: 'fish', count: 2 });

export const SCENES_01_12: ItemScenes = {
  en: {
    toddler: [
      scene(
        'fluffy penguin chicks waddle along on the cold ice',
        'sea',
        'day',
        'clear',
        [ice, chicks({ on: 'ice', feeling: 'happy' })],
        ['chicks', 'ice'],
      ),
      scene(
        'the big blue sea: one, two, three chicks jump in, splash!',
        'sea',
        'day',
        'clear',
        [sea, chicks({ in: 'sea', look: SLEEK, feeling: 'surprised' })],
        ['sea', 'chicks'],
      ),
      scene(
        'the chicks swim in the cold water, snug in their warm feathers',
        'sea',
        'day',
        'clear',
        [sea, chicks({ in: 'sea', look: SLEEK, feeling: 'happy' })],
        ['chicks', 'sea'],
      ),
    ],
    small: [
      scene(
        'far in the south, on a cold icy shore, a family of penguin chicks stands by the sea; the smallest is Tuk',
        'sea',
        'day',
        'clear',
        [ice, chicks({ count: 2, on: 'ice', feeling: 'calm' }), tuk({ on: 'ice', feeling: 'calm' })],
        ['tuk', 'chicks', 'ice'],
      ),
      scene(
        'his brother jumps, his sister jumps, and Tuk jumps into the cold grey waves too: splash!',
        'sea',
        'day',
        'clear',
        [
          sea,
          chicks({ count: 2, in: 'sea', look: SLEEK, feeling: 'happy' }),
          tuk({ in: 'sea', look: SLEEK, feeling: 'surprised' }),
        ],
        ['tuk', 'chicks', 'sea'],
      ),
      scene(
        'under the water Tuk is not cold at all: his thick feathers keep him warm and he zooms along as fast as a fish',
        'sea',
        'day',
        'clear',
        [sea, tuk({ in: 'sea', look: SLEEK, feeling: 'happy' }), fish({ in: 'sea' })],
        ['tuk', 'fish', 'sea'],
      ),
      scene(
        'Tuk felt wobbly for a moment, and now he stands on the ice, very proud',
        'sea',
        'day',
        'clear',
        [ice, tuk({ on: 'ice', look: SLEEK, feeling: 'happy' })],
        ['tuk'],
      ),
    ],
    arc: [
      scene(
        'on the icy southern shore the smallest chick, Tuk, still in soft grey fluff, watches his mum and dad go off to fish and has to wait',
        'sea',
        'day',
        'clear',
        [
          ice,
          mum({ on: 'ice', feeling: 'calm' }),
          tuk({ on: 'ice', feeling: 'worried' }),
          dad({ on: 'ice', feeling: 'calm' }),
        ],
        ['tuk', 'mum', 'dad'],
      ),
      scene(
        'Tuk waddles to the very edge of the ice, looks down at the dark cold water and takes a little step back',
        'sea',
        'morning',
        'clear',
        [edge, tuk({ on: 'ice', feeling: 'worried' })],
        ['tuk', 'ice'],
      ),
      scene(
        'Tuk looks at himself: the grey fluff has nearly all gone, and underneath are smooth black and white feathers, like his dad’s',
        'sea',
        'morning',
        'clear',
        [ice, tuk({ on: 'ice', look: SLEEK, feeling: 'surprised' }), dad({ on: 'ice', feeling: 'happy' })],
        ['tuk', 'dad'],
      ),
      scene(
        'his brothers and sisters jump in one after another; Tuk jumps too, splash, and zooms along like a little fish',
        'sea',
        'morning',
        'clear',
        [
          sea,
          chicks({ count: 2, in: 'sea', look: SLEEK, feeling: 'happy' }),
          tuk({ in: 'sea', look: SLEEK, feeling: 'happy' }),
        ],
        ['tuk', 'chicks', 'sea'],
      ),
      scene(
        'short thick feathers lie close like roof tiles, keep the icy water out and the warmth in: now Tuk catches fish like the grown-ups',
        'sea',
        'day',
        'clear',
        [
          sea,
          dad({ in: 'sea', feeling: 'calm' }),
          tuk({ in: 'sea', look: SLEEK, feeling: 'happy' }),
          fish({ in: 'sea' }),
        ],
        ['tuk', 'fish', 'dad'],
      ),
    ],
    bedtime: scene(
      'night on the ice: the penguin chicks huddle up together, dry and warm, asleep',
      'sea',
      'night',
      'clear',
      [ice, chicks({ on: 'ice', look: SLEEK, feeling: 'sleepy' })],
      ['chicks'],
    ),
  },
};
