/** What the pictures of 06-20 (soap bubbles that turn to ice) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const greta = cast({ id: 'greta', is: 'girl', look: 'red snowsuit, white fluffy hat, blonde plaits' });
const dad = cast({ id: 'dad', is: 'man', look: 'dark green winter coat' });
const bubble = cast({ id: 'bubble', is: 'bubble', look: 'big round soap bubble' });
const frozen = cast({ id: 'bubble', is: 'bubble', look: 'glittering ball of ice with feathery frost patterns' });
const bubbles = cast({ id: 'bubbles', is: 'bubble', count: 3, look: 'tiny soap bubbles' });
const jar = cast({ id: 'jar', is: 'bubble-jar' });

export const SCENES_06_20: ItemScenes = {
  en: {
    toddler: [
      scene(
        'blow, blow: Greta blows a big round bubble',
        'snow',
        'morning',
        'clear',
        [greta({ holding: 'jar', feeling: 'happy' }), jar(), bubble()],
        ['greta', 'bubble'],
      ),
      scene(
        'the bubble lands on the snow: shh, wait and see',
        'snow',
        'morning',
        'clear',
        [greta({ feeling: 'calm' }), bubble({ beside: 'greta' })],
        ['bubble', 'greta'],
      ),
      scene(
        'look, the bubble has turned to ice: sparkle, sparkle',
        'snow',
        'morning',
        'clear',
        [greta({ feeling: 'surprised' }), frozen({ beside: 'greta' })],
        ['bubble', 'greta'],
      ),
    ],
    small: [
      scene(
        'on a very frosty morning Greta goes out with a jar of bubbles; her breath makes little clouds',
        'snow',
        'morning',
        'clear',
        [greta({ holding: 'jar', feeling: 'happy' }), jar()],
        ['greta', 'jar'],
      ),
      scene(
        'Greta blows hard and lots of tiny bubbles fly off and pop',
        'snow',
        'morning',
        'wind',
        [greta({ feeling: 'surprised' }), bubbles()],
        ['greta', 'bubbles'],
      ),
      scene(
        'Dad shows her how to blow slowly; a big bubble on the snow has turned into a glittering ball of ice',
        'snow',
        'morning',
        'clear',
        [dad({ feeling: 'happy' }), greta({ feeling: 'surprised' }), frozen({ beside: 'greta' })],
        ['dad', 'greta', 'bubble'],
      ),
    ],
    arc: [
      scene(
        'the coldest morning of the winter: Greta runs outside with a jar of bubbles',
        'snow',
        'morning',
        'clear',
        [{ id: 'house', is: 'house' }, greta({ holding: 'jar', feeling: 'happy' }), jar()],
        ['greta', 'jar'],
      ),
      scene(
        'Greta blows as hard as she can; tiny bubbles whirl away on the breeze and pop at once',
        'snow',
        'morning',
        'wind',
        [greta({ feeling: 'worried' }), bubbles()],
        ['greta', 'bubbles'],
      ),
      scene(
        'Dad kneels beside Greta: blow slowly and let the bubble land on the snow; a big wobbly bubble settles',
        'snow',
        'morning',
        'clear',
        [dad({ feeling: 'calm' }), greta({ feeling: 'calm' }), bubble({ beside: 'greta' })],
        ['dad', 'greta', 'bubble'],
      ),
      scene(
        'a bubble is a thin skin of soapy water; in a hard frost ice crystals spread across it in feathery patterns',
        'snow',
        'morning',
        'clear',
        [frozen()],
        ['bubble'],
      ),
      scene(
        'Greta holds her breath as the bubble turns into a glittering ball of ice; then it cracks like an eggshell',
        'snow',
        'morning',
        'clear',
        [greta({ feeling: 'surprised' }), frozen({ beside: 'greta' }), dad({ feeling: 'happy' })],
        ['greta', 'bubble'],
      ),
    ],
    bedtime: scene(
      'night: the bubble wand rests in its little jar on the windowsill',
      'room',
      'night',
      'clear',
      [{ id: 'window', is: 'window', look: 'night' }, jar({ beside: 'window' })],
      ['jar'],
    ),
  },
};
