/** What the pictures of 09-04 (a lunar eclipse seen from a balcony) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const amir = cast({ id: 'amir', is: 'boy', look: 'blue striped pyjamas, curly black hair' });
const mum = cast({ id: 'mum', is: 'woman', look: 'green cardigan' });
const moon = cast({ id: 'moon', is: 'full-moon', look: 'round and silver' });
const bitten = cast({ id: 'moon', is: 'half-moon', look: 'half in a dark shadow' });
const red = cast({ id: 'moon', is: 'red-moon', look: 'soft copper red' });
const blanket = cast({ id: 'blanket', is: 'blanket', look: 'yellow' });
const balcony = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'town', 'night', 'clear', things, see);
const kitchen = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'night', 'clear', things, see);

export const SCENES_09_04: ItemScenes = {
  en: {
    toddler: [
      balcony(
        'a big round silver Moon; Amir and Mum say hello',
        [moon(), amir({ feeling: 'happy', pose: 'waving' }), mum({ beside: 'amir', feeling: 'happy' })],
        ['moon', 'amir', 'mum'],
      ),
      balcony(
        'a dark bite grows on the Moon, and the Moon turns red',
        [red(), amir({ feeling: 'surprised' })],
        ['moon', 'amir'],
      ),
      balcony(
        'the silver Moon comes back; Amir says hello again',
        [moon(), amir({ feeling: 'happy', pose: 'waving' }), mum({ beside: 'amir', feeling: 'happy' })],
        ['moon', 'amir'],
      ),
    ],
    small: [
      balcony(
        'Amir sits up late on the balcony with Mum and a cup of cocoa under the full Moon',
        [
          moon(),
          amir({ holding: 'cup', feeling: 'happy' }),
          { id: 'cup', is: 'cup' },
          mum({ beside: 'amir', feeling: 'happy' }),
        ],
        ['moon', 'amir', 'mum'],
      ),
      balcony(
        'a dark shadow creeps over the Moon; Amir holds Mum’s hand',
        [bitten(), amir({ feeling: 'worried' }), mum({ beside: 'amir', feeling: 'calm' })],
        ['moon', 'amir', 'mum'],
      ),
      balcony(
        'the whole Moon glows copper red like a lantern; Mum smiles',
        [red(), amir({ feeling: 'surprised' }), mum({ beside: 'amir', feeling: 'happy' })],
        ['moon', 'amir', 'mum'],
      ),
      balcony(
        'Amir waves to the silver Moon before bed',
        [moon(), amir({ feeling: 'happy', pose: 'waving' })],
        ['amir', 'moon'],
      ),
    ],
    arc: [
      balcony(
        'Amir and Mum wrapped in one blanket on the balcony; a dark edge creeps over the full Moon',
        [bitten(), blanket(), amir({ feeling: 'surprised' }), mum({ beside: 'amir', feeling: 'calm' })],
        ['moon', 'amir', 'mum'],
      ),
      balcony(
        'Amir blows at the sky and shines his torch at the shadow, but it grows',
        [bitten(), amir({ holding: 'torch', feeling: 'worried' }), { id: 'torch', is: 'torch' }],
        ['moon', 'amir', 'torch'],
      ),
      kitchen(
        'at the kitchen table Mum shines a torch on an orange; Amir holds his little ball behind it',
        [
          { id: 'table', is: 'table' },
          { id: 'torch', is: 'torch', on: 'table' },
          { id: 'orange', is: 'orange', on: 'table' },
          { id: 'ball', is: 'ball', on: 'table' },
          mum({ beside: 'table', feeling: 'happy' }),
          amir({ beside: 'table', feeling: 'surprised' }),
        ],
        ['torch', 'orange', 'ball', 'mum', 'amir'],
      ),
      kitchen(
        'Amir understands: the Earth is in the middle, and its shadow falls on the Moon',
        [{ id: 'earth', is: 'earth' }, amir({ feeling: 'happy' }), mum({ beside: 'amir', feeling: 'happy' })],
        ['earth', 'amir'],
      ),
      balcony(
        'the Moon glows copper red like a lantern; Amir waves to it',
        [red(), amir({ feeling: 'happy', pose: 'waving' }), mum({ beside: 'amir', feeling: 'happy' })],
        ['moon', 'amir'],
      ),
    ],
    bedtime: scene(
      'Amir sleeps; the silver Moon shines again over the balcony',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, amir({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), moon()],
      ['amir', 'bed', 'moon'],
    ),
  },
};
