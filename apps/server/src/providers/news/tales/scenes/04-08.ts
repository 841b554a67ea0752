/** What the pictures of 04-08 (an old lighthouse gets a new lamp) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lighthouse = cast({ id: 'lighthouse', is: 'lighthouse', look: 'red and white stripes, on a rocky island' });
const shining = { look: 'red and white stripes, shining: a bright beam over the water' };
const rocks = cast({ id: 'rocks', is: 'rock', count: 2, look: 'grey rocks of the island' });
const boat = cast({ id: 'boat', is: 'boat-at-sea', look: 'small fishing boat out at sea' });
const marta = cast({ id: 'marta', is: 'woman', in: 'boat', look: 'blue captain’s coat and cap' });
const engineer = cast({ id: 'engineer', is: 'man', look: 'orange work jacket', holding: 'lamp' });
const helper = cast({ id: 'engineer-2', is: 'woman', look: 'orange work jacket' });
const lamp = cast({ id: 'lamp', is: 'lamp', look: 'big new lamp' });
const panel = cast({ id: 'panel', is: 'solar-panel', look: 'shiny solar panel', beside: 'lighthouse' });
const sun = { id: 'sun', is: 'sun' };

export const SCENES_04_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a tall lighthouse with red and white stripes on a rocky island',
        'sea',
        'day',
        'clear',
        [lighthouse(), rocks()],
        ['lighthouse'],
      ),
      scene(
        'up, up the steps: an engineer carries a new lamp to the lighthouse',
        'sea',
        'day',
        'clear',
        [lighthouse(), engineer({ feeling: 'happy' }), lamp()],
        ['engineer', 'lamp', 'lighthouse'],
      ),
      scene(
        'blink, blink: the light shines over the dark sea; hello, little boat!',
        'sea',
        'night',
        'clear',
        [lighthouse(shining), boat()],
        ['lighthouse', 'boat'],
      ),
    ],
    small: [
      scene(
        'on a rocky island stands an old lighthouse with red and white stripes; for a hundred years its light has shone over the sea',
        'sea',
        'evening',
        'clear',
        [lighthouse(shining), rocks()],
        ['lighthouse', 'rocks'],
      ),
      scene(
        'engineers carry a new lamp up to the top; panels on the wall take power from the sun',
        'sea',
        'day',
        'clear',
        [sun, lighthouse(), panel(), engineer({ feeling: 'happy' }), lamp(), helper({ feeling: 'happy' })],
        ['engineer', 'lamp', 'panel', 'lighthouse'],
      ),
      scene(
        'that night the new lamp switches on; its beam sweeps over the dark water, two flashes and a rest',
        'sea',
        'night',
        'clear',
        [lighthouse(shining)],
        ['lighthouse'],
      ),
      scene(
        'out at sea Marta steers her fishing boat home; she sees the light and smiles',
        'sea',
        'night',
        'clear',
        [lighthouse(shining), boat(), marta({ feeling: 'happy' })],
        ['marta', 'boat', 'lighthouse'],
      ),
    ],
    arc: [
      scene(
        'on a rocky island near a fishing town stands a lighthouse with red and white stripes; every night its light shines over the sea',
        'sea',
        'evening',
        'clear',
        [lighthouse(shining), rocks(), { id: 'town', is: 'house', count: 2 }],
        ['lighthouse', 'rocks'],
      ),
      scene(
        'the old lamp is dim and often goes out; on dark nights the boats can hardly see it, and the rocks are hard to spot',
        'sea',
        'night',
        'cloudy',
        [lighthouse({ look: 'red and white stripes, lamp dim and dark' }), rocks(), boat()],
        ['lighthouse', 'rocks', 'boat'],
      ),
      scene(
        'engineers come by boat with a new lamp and carry it up all one hundred and twenty steps, resting on the way',
        'sea',
        'day',
        'clear',
        [boat(), lighthouse(), engineer({ feeling: 'calm' }), lamp(), helper({ feeling: 'calm' })],
        ['engineer', 'engineer-2', 'lamp', 'lighthouse'],
      ),
      scene(
        'they fix the new lamp at the top and put shiny panels on the wall that catch the sunlight all day',
        'sea',
        'day',
        'clear',
        [sun, lighthouse(), lamp({ on: 'lighthouse' }), panel(), helper({ feeling: 'happy' })],
        ['lamp', 'panel', 'lighthouse', 'sun'],
      ),
      scene(
        'that evening the new lamp shines, two flashes and a rest; Captain Marta sees it and steers her boat home past the rocks',
        'sea',
        'night',
        'clear',
        [lighthouse(shining), rocks(), boat(), marta({ feeling: 'happy' })],
        ['lighthouse', 'rocks', 'boat', 'marta'],
      ),
      scene(
        'each lighthouse has its own pattern of flashes, like a name; sailors count them and know where the rocks are',
        'sea',
        'night',
        'clear',
        [lighthouse(shining), rocks(), boat(), marta({ feeling: 'calm', doing: 'counting the flashes' })],
        ['lighthouse', 'marta', 'rocks'],
      ),
    ],
    bedtime: scene(
      'blink, blink: the lighthouse keeps watch over the sea all night',
      'sea',
      'night',
      'clear',
      [lighthouse(shining), rocks()],
      ['lighthouse'],
    ),
  },
};
