/** What the pictures of 11-26 (bubbles that freeze) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const maya = cast({ id: 'maya', is: 'girl', look: 'white pompom hat, long green scarf, blue mittens' });
const jack = cast({ id: 'jack', is: 'boy', look: 'red woolly hat' });
const bubble = cast({ id: 'bubble', is: 'bubbles', look: 'a big round soap bubble' });
const iceBall = cast({ id: 'iceball', is: 'bubbles', look: 'a frozen bubble with white ice feathers' });

export const SCENES_11_26: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Maya blows a big round bubble in the snowy garden',
        'snow',
        'morning',
        'clear',
        [maya({ feeling: 'happy' }), bubble()],
        ['maya', 'bubble'],
      ),
      scene(
        'pop, pop: the bubbles burst in the air',
        'snow',
        'morning',
        'clear',
        [maya({ feeling: 'surprised' })],
        ['maya'],
      ),
      scene(
        'one bubble lands on the snow and turns to sparkling ice',
        'snow',
        'morning',
        'clear',
        [iceBall(), maya({ feeling: 'happy' })],
        ['iceball', 'maya'],
      ),
    ],
    small: [
      scene(
        'on the coldest morning of winter Maya goes into the snowy garden with her bubble wand',
        'snow',
        'morning',
        'clear',
        [{ id: 'tree', is: 'tree', look: 'bare frosty tree' }, maya({ feeling: 'happy' })],
        ['maya'],
      ),
      scene(
        'Maya’s bubble pops straight away; her brother Jack shows her how to blow slowly',
        'snow',
        'morning',
        'clear',
        [jack({ feeling: 'happy' }), maya({ beside: 'jack', feeling: 'worried' }), bubble()],
        ['jack', 'maya', 'bubble'],
      ),
      scene(
        'a bubble sits on the soft snow and tiny ice crystals grow across it like feathers',
        'snow',
        'morning',
        'clear',
        [iceBall(), maya({ feeling: 'surprised' }), jack({ feeling: 'happy' })],
        ['iceball', 'maya'],
      ),
    ],
    arc: [
      scene(
        'the coldest morning of the winter: snow sparkles in the garden; Jack tells Maya a bubble could freeze',
        'snow',
        'morning',
        'clear',
        [jack({ feeling: 'happy' }), maya({ beside: 'jack', feeling: 'surprised' })],
        ['jack', 'maya'],
      ),
      scene(
        'Maya blows hard; the big bubbles pop in the air and on a twig',
        'snow',
        'morning',
        'clear',
        [{ id: 'tree', is: 'tree', look: 'bare frosty tree' }, maya({ feeling: 'worried' }), bubble()],
        ['maya', 'bubble'],
      ),
      scene(
        'Jack shows Maya how to blow very slowly; a big gentle bubble floats down to the snow',
        'snow',
        'morning',
        'clear',
        [jack({ feeling: 'calm' }), maya({ beside: 'jack', feeling: 'calm' }), bubble()],
        ['jack', 'maya', 'bubble'],
      ),
      scene(
        'white crystals swirl across the bubble on the snow until it is a glittering ball of ice; Maya holds her breath',
        'snow',
        'morning',
        'clear',
        [iceBall(), maya({ feeling: 'surprised' })],
        ['iceball', 'maya'],
      ),
      scene(
        'a close look at a frozen bubble: ice feathers like frost on a window',
        'snow',
        'day',
        'clear',
        [iceBall()],
        ['iceball'],
      ),
    ],
    bedtime: scene(
      'night in the snowy garden: a tiny ice ball glitters on the snow under the moon',
      'snow',
      'night',
      'clear',
      [iceBall(), { id: 'moon', is: 'moon' }],
      ['iceball'],
    ),
  },
};
