/** What the pictures of 04-02 (a llama comes to visit a care home) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const coco = cast({ id: 'coco', is: 'llama', look: 'cream-white curly wool, long ears' });
const frank = cast({ id: 'frank', is: 'grandpa' });
const farmer = cast({ id: 'farmer', is: 'farmer' });
const carer = cast({ id: 'carer', is: 'woman', look: 'blue carer’s top' });
const carrot = cast({ id: 'carrot', is: 'carrot' });
const window = cast({ id: 'window', is: 'window' });
const grandma = cast({ id: 'grandma', is: 'grandma' });

export const SCENES_04_02: ItemScenes = {
  en: {
    toddler: [
      scene(
        'clip, clop: here is Coco the llama; hello, Coco',
        'room',
        'day',
        'clear',
        [coco({ feeling: 'happy' }), farmer({ beside: 'coco', feeling: 'happy' })],
        ['coco'],
      ),
      scene(
        'soft, soft wool: stroke, stroke, stroke',
        'room',
        'day',
        'clear',
        [coco({ feeling: 'calm' }), grandma({ beside: 'coco', feeling: 'happy' })],
        ['coco', 'grandma'],
      ),
      scene(
        'a carrot for Coco: munch, munch; hmm, hums Coco',
        'room',
        'day',
        'clear',
        [frank({ holding: 'carrot', feeling: 'happy' }), carrot(), coco({ beside: 'frank', feeling: 'happy' })],
        ['coco', 'carrot'],
      ),
    ],
    small: [
      scene(
        'a farmer leads Coco the llama into a care home; everyone smiles at her curly wool',
        'room',
        'morning',
        'clear',
        [farmer({ feeling: 'happy' }), coco({ beside: 'farmer', feeling: 'calm' }), grandma({ feeling: 'happy' })],
        ['farmer', 'coco', 'grandma'],
      ),
      scene(
        'Grandpa Frank stays by the window and looks out at the garden',
        'room',
        'morning',
        'clear',
        [window(), frank({ beside: 'window', feeling: 'worried' })],
        ['window', 'frank'],
      ),
      scene(
        'a carer gives Frank a carrot; Coco bends her neck and takes it gently, and Frank laughs',
        'room',
        'morning',
        'clear',
        [
          carer({ feeling: 'happy' }),
          frank({ beside: 'carer', holding: 'carrot', feeling: 'happy' }),
          carrot(),
          coco({ beside: 'frank', feeling: 'calm' }),
        ],
        ['carer', 'frank', 'carrot', 'coco'],
      ),
      scene(
        'Frank tells everyone about the farm where he grew up, with Coco beside him',
        'room',
        'day',
        'clear',
        [frank({ feeling: 'happy' }), coco({ beside: 'frank', feeling: 'happy' }), grandma({ feeling: 'happy' })],
        ['frank', 'coco'],
      ),
    ],
    arc: [
      scene(
        'a care home in a town: Grandpa Frank sits quietly by the window',
        'room',
        'morning',
        'clear',
        [window(), frank({ beside: 'window', feeling: 'calm' })],
        ['window', 'frank'],
      ),
      scene(
        'the door opens and a farmer walks in with Coco the llama on a lead: curly cream wool, long ears',
        'room',
        'morning',
        'clear',
        [{ id: 'door', is: 'door' }, farmer({ feeling: 'happy' }), coco({ beside: 'farmer', feeling: 'calm' })],
        ['farmer', 'coco'],
      ),
      scene(
        'everyone gathers round to stroke Coco, but Frank shakes his head and turns back to the window',
        'room',
        'morning',
        'clear',
        [
          coco({ feeling: 'calm' }),
          grandma({ beside: 'coco', feeling: 'happy' }),
          window(),
          frank({ beside: 'window', feeling: 'worried' }),
        ],
        ['coco', 'grandma', 'frank'],
      ),
      scene(
        'Coco stops beside Frank and stands very still, humming softly',
        'room',
        'morning',
        'clear',
        [frank({ feeling: 'surprised' }), coco({ beside: 'frank', feeling: 'calm' })],
        ['frank', 'coco'],
      ),
      scene(
        'a carer puts a carrot in Frank’s hand; Coco takes it gently and Frank laughs out loud',
        'room',
        'morning',
        'clear',
        [
          carer({ feeling: 'happy' }),
          frank({ beside: 'carer', holding: 'carrot', feeling: 'happy' }),
          carrot(),
          coco({ beside: 'frank', feeling: 'calm' }),
        ],
        ['carer', 'frank', 'carrot', 'coco'],
      ),
      scene(
        'Frank strokes Coco’s neck and tells everyone about the farm of his childhood',
        'room',
        'day',
        'clear',
        [frank({ feeling: 'happy' }), coco({ beside: 'frank', feeling: 'happy' }), grandma({ feeling: 'happy' })],
        ['frank', 'coco'],
      ),
      scene(
        'stroking a calm animal helps people feel relaxed and happy: Coco among the residents',
        'room',
        'day',
        'clear',
        [coco({ feeling: 'happy' }), grandma({ beside: 'coco', feeling: 'happy' }), frank({ feeling: 'happy' })],
        ['coco', 'grandma', 'frank'],
      ),
    ],
    bedtime: scene(
      'night back at the farm: Coco dozes in the barn, humming softly',
      'barn',
      'night',
      'clear',
      [{ id: 'straw', is: 'straw' }, coco({ pose: 'lying', feeling: 'sleepy' })],
      ['coco'],
    ),
  },
};
