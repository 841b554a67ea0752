/** What the pictures of 08-12 (the first wobbly tooth) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const zara = cast({ id: 'zara', is: 'girl', look: 'yellow striped top, two bunches of dark hair' });
const dad = cast({ id: 'dad', is: 'man' });
const tooth = { id: 'tooth', is: 'tooth' };
const apple = { id: 'apple', is: 'apple' };
const mirror = { id: 'mirror', is: 'mirror' };
const box = { id: 'box', is: 'box', look: 'a tiny wooden box' };

export const SCENES_08_12: ItemScenes = {
  en: {
    toddler: [
      scene('Zara wiggles her wobbly tooth', 'room', 'day', 'clear', [zara({ feeling: 'surprised' })], ['zara']),
      scene(
        'crunch: Zara bites a big red apple',
        'room',
        'day',
        'clear',
        [zara({ holding: 'apple', feeling: 'happy' }), apple],
        ['zara', 'apple'],
      ),
      scene(
        'out pops the tooth; Zara smiles a gap-toothed smile, hooray',
        'room',
        'day',
        'clear',
        [zara({ holding: 'tooth', feeling: 'happy' }), tooth],
        ['zara', 'tooth'],
      ),
    ],
    small: [
      scene(
        'one morning Zara’s front tooth wobbles; she wiggles it all day',
        'room',
        'morning',
        'clear',
        [zara({ feeling: 'worried' }), mirror],
        ['zara', 'mirror'],
      ),
      scene(
        'at lunch Zara bites into a big red apple: her tooth is stuck in it',
        'room',
        'day',
        'clear',
        [zara({ holding: 'apple', feeling: 'surprised' }), apple, dad({ feeling: 'happy' })],
        ['zara', 'apple'],
      ),
      scene(
        'Dad gives Zara a little box for her tooth; she smiles in the mirror at the gap',
        'room',
        'day',
        'clear',
        [mirror, zara({ feeling: 'happy' }), dad({ holding: 'box', feeling: 'happy' }), box],
        ['zara', 'dad', 'box', 'mirror'],
      ),
    ],
    arc: [
      scene(
        'Monday morning: brushing her teeth at the mirror, Zara finds a wobbly front tooth',
        'room',
        'morning',
        'clear',
        [mirror, zara({ feeling: 'surprised' })],
        ['zara', 'mirror'],
      ),
      scene(
        'Zara jumps up and down and pulls funny faces in the mirror; the tooth stays put',
        'room',
        'day',
        'clear',
        [mirror, zara({ feeling: 'worried' }), { id: 'brother', is: 'boy', feeling: 'happy' }],
        ['zara', 'mirror', 'brother'],
      ),
      scene(
        'a baby tooth with a grown-up tooth growing underneath it',
        'room',
        'day',
        'clear',
        [tooth, { id: 'newtooth', is: 'tooth' }],
        ['tooth', 'newtooth'],
      ),
      scene(
        'Dad sits beside Zara and gives her a tiny wooden box, just in case',
        'room',
        'evening',
        'clear',
        [dad({ holding: 'box', feeling: 'calm' }), box, zara({ beside: 'dad', feeling: 'calm' })],
        ['dad', 'box', 'zara'],
      ),
      scene(
        'Friday lunch: Zara’s tooth is stuck in the red apple; she grins at her gap in the mirror',
        'room',
        'day',
        'clear',
        [mirror, zara({ holding: 'apple', feeling: 'happy' }), apple, tooth],
        ['zara', 'apple', 'tooth'],
      ),
    ],
    bedtime: scene(
      'night: Zara asleep in bed; the tiny tooth waits in its box beside her',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, zara({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), box],
      ['zara', 'box'],
    ),
  },
};
