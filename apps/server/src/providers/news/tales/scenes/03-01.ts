/** What the pictures of 03-01 (a snowdrop pushes up through the snow) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const bell = cast({ id: 'bell', is: 'snowdrop', look: 'little white snowdrop, head hanging like a bell' });
const SHOOTS = 'hard pointed green leaf tips pushing up through the snow';
const bee = { id: 'bee', is: 'bee', look: 'fuzzy' };
const sun = { id: 'sun', is: 'sun' };
const snow = { id: 'snow', is: 'snowdrift', look: 'thick blanket of snow over hard soil' };
const bulb = cast({ id: 'bulb', is: 'bulb', look: 'small round bulb like a tiny onion' });

export const SCENES_03_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'white, cold snow, and something pushing up through it: green leaf tips',
        'snow',
        'day',
        'clear',
        [bell({ look: SHOOTS })],
        ['bell'],
      ),
      scene(
        'peep: a little white flower comes up out of the snow to the sun',
        'snow',
        'day',
        'clear',
        [sun, bell({ feeling: 'happy' })],
        ['bell', 'sun'],
      ),
      scene(
        'the flower hangs like a tiny bell, ding, ding, and a bee comes buzzing',
        'snow',
        'day',
        'clear',
        [bell({ feeling: 'happy' }), bee],
        ['bell', 'bee'],
      ),
    ],
    small: [
      scene(
        'in a garden still covered with snow, a little snowdrop called Bell pushes up her green leaves',
        'snow',
        'day',
        'clear',
        [bell({ look: SHOOTS })],
        ['bell'],
      ),
      scene(
        'at last Bell’s white head peeps out of the snow and she lifts it towards the warm, bright sun',
        'snow',
        'day',
        'clear',
        [sun, bell({ feeling: 'surprised' })],
        ['bell', 'sun'],
      ),
      scene(
        'Bell opens her white petals like a little bell, and a fuzzy bee comes to visit',
        'snow',
        'day',
        'clear',
        [bell({ feeling: 'happy' }), bee],
        ['bell', 'bee'],
      ),
      scene(
        'Bell feels brave and very happy in the sunshine',
        'snow',
        'day',
        'clear',
        [sun, bell({ feeling: 'happy' })],
        ['bell'],
      ),
    ],
    arc: [
      scene(
        'under the snow of a garden, Bell the snowdrop has slept all winter inside a small round bulb; now the sun warms the earth above her',
        'snow',
        'morning',
        'clear',
        [sun, snow, bulb({ under: 'snow' })],
        ['bulb', 'snow'],
      ),
      scene(
        'Bell pushes up her green leaves with hard pointed tips, like little spades, a little higher through the snow every day',
        'snow',
        'morning',
        'clear',
        [bell({ look: SHOOTS })],
        ['bell'],
      ),
      scene(
        'her strength is the food saved inside her bulb last spring, like a packed lunch: just enough to reach the light',
        'snow',
        'day',
        'clear',
        [bulb(), bell({ look: SHOOTS, beside: 'bulb' })],
        ['bulb', 'bell'],
      ),
      scene(
        'at last Bell’s head pops out of the snow; she lifts it to the sun, her white petals open like a tiny bell, and a fuzzy bee comes buzzing',
        'snow',
        'day',
        'clear',
        [sun, bell({ feeling: 'happy' }), bee],
        ['bell', 'bee', 'sun'],
      ),
      scene(
        'snowdrops are among the first flowers of spring; their hanging heads keep off snow and rain, and the first bees find food in them',
        'snow',
        'day',
        'clear',
        [{ id: 'snowdrops', is: 'snowdrop', count: 3, feeling: 'calm' }, bee],
        ['snowdrops', 'bee'],
      ),
    ],
    bedtime: scene(
      'evening: the little white flower nods its sleepy head',
      'snow',
      'evening',
      'clear',
      [bell({ feeling: 'sleepy' })],
      ['bell'],
    ),
  },
};
