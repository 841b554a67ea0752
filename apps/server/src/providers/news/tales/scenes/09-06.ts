/** What the pictures of 09-06 (a children's choir sings on the radio) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const sofia = cast({ id: 'sofia', is: 'girl', look: 'yellow dress, long brown plait' });
const choir = cast({ id: 'choir', is: 'child', count: 3, look: 'white shirts' });
const mic = cast({ id: 'microphone', is: 'microphone' });
const lamp = cast({ id: 'lamp', is: 'lamp', look: 'red ON AIR lamp' });
const bell = cast({ id: 'bell', is: 'man', look: 'blue jumper, round glasses' });
const grandma = cast({ id: 'grandma', is: 'grandma', look: 'purple cardigan' });
const radio = cast({ id: 'radio', is: 'radio' });
const studio = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);
const kitchen = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_09_06: ItemScenes = {
  en: {
    toddler: [
      studio(
        'Sofia and her friends sing into a big microphone',
        [mic(), sofia({ beside: 'microphone', feeling: 'happy' }), choir({ feeling: 'happy' })],
        ['microphone', 'sofia', 'choir'],
      ),
      studio(
        'the red lamp is on; Sofia takes a big breath',
        [lamp(), mic(), sofia({ beside: 'microphone', feeling: 'surprised' })],
        ['lamp', 'sofia'],
      ),
      kitchen(
        'far away Grandma listens to Sofia on the radio and claps',
        [{ id: 'table', is: 'table' }, radio({ on: 'table' }), grandma({ beside: 'table', feeling: 'happy' })],
        ['radio', 'grandma'],
      ),
    ],
    small: [
      studio(
        'the school choir in a radio studio with a tall microphone and a little red lamp',
        [lamp(), mic(), sofia({ beside: 'microphone', feeling: 'happy' }), choir({ feeling: 'happy' })],
        ['microphone', 'lamp', 'sofia', 'choir'],
      ),
      studio(
        'Sofia sings the first line alone, but her voice comes out tiny',
        [mic(), sofia({ beside: 'microphone', feeling: 'worried' }), choir({ feeling: 'calm' })],
        ['sofia', 'microphone'],
      ),
      kitchen(
        'Sofia sings loud and clear; far away Grandma listens to the radio and smiles',
        [{ id: 'table', is: 'table' }, radio({ on: 'table' }), grandma({ beside: 'table', feeling: 'happy' })],
        ['radio', 'grandma'],
      ),
      studio(
        'after the song the whole choir cheers with Sofia',
        [sofia({ feeling: 'happy', pose: 'waving' }), choir({ feeling: 'happy' })],
        ['sofia', 'choir'],
      ),
    ],
    arc: [
      studio(
        'a radio studio with soft grey walls, a tall microphone and an ON AIR lamp; the choir gets ready',
        [lamp(), mic(), choir({ feeling: 'happy' }), sofia({ beside: 'microphone', feeling: 'calm' })],
        ['lamp', 'microphone', 'choir', 'sofia'],
      ),
      studio(
        'Sofia will sing the first line alone; her knees feel wobbly',
        [mic(), sofia({ beside: 'microphone', feeling: 'worried' })],
        ['sofia', 'microphone'],
      ),
      studio(
        'the red lamp is on; only a tiny squeak comes out, and Sofia looks at the floor',
        [lamp(), mic(), sofia({ beside: 'microphone', feeling: 'worried' }), choir({ feeling: 'calm' })],
        ['lamp', 'sofia'],
      ),
      studio(
        'Mr Bell kneels beside Sofia and whispers: sing to one person you love',
        [bell({ beside: 'sofia', feeling: 'calm' }), sofia({ feeling: 'calm' }), mic()],
        ['bell', 'sofia'],
      ),
      kitchen(
        'in her kitchen far away, Grandma turns up the radio and claps',
        [
          { id: 'table', is: 'table' },
          radio({ on: 'table' }),
          grandma({ beside: 'table', feeling: 'happy' }),
          { id: 'song', is: 'song' },
        ],
        ['radio', 'grandma', 'song'],
      ),
      kitchen(
        'the song flies through the air from the studio to every radio that is on',
        [radio(), { id: 'song', is: 'song' }, grandma({ beside: 'radio', feeling: 'happy' })],
        ['radio', 'song'],
      ),
    ],
    bedtime: scene(
      'Sofia lies in bed under her blanket, humming the choir’s song',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, sofia({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), { id: 'song', is: 'song' }],
      ['sofia', 'bed'],
    ),
  },
};
