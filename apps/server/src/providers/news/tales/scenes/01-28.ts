/** What the pictures of 01-28 (star watchers find a new star) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const anya = cast({ id: 'anya', is: 'scientist', look: 'the youngest star watcher, warm purple jumper' });
const team = cast({ id: 'team', is: 'scientist', count: 2, look: 'warm blue jumpers' });
const telescope = cast({ id: 'telescope', is: 'telescope', look: 'huge, white' });
const observatory = { id: 'observatory', is: 'observatory', look: 'round white building, roof open to the sky' };
const stars = cast({ id: 'stars', is: 'star', count: 5 });
/** the new star is drawn after the others (at most three of them), so none hides it */
const star = cast({ id: 'star', is: 'new-star', look: 'a tiny faint new star' });
const cocoa = { id: 'cocoa', is: 'cup', look: 'cocoa' };
const map = { id: 'map', is: 'star-map' };

export const SCENES_01_28: ItemScenes = {
  en: {
    toddler: [
      scene(
        'up on the mountain at night, a big, big telescope looks at the sky',
        'mountain',
        'night',
        'clear',
        [stars({ count: 3 }), telescope(), anya({ beside: 'telescope', feeling: 'happy' })],
        ['telescope', 'anya'],
      ),
      scene(
        'so many stars twinkle in the night sky; one of them is tiny, tiny',
        'mountain',
        'night',
        'clear',
        [stars({ count: 3 }), star(), observatory],
        ['stars', 'star'],
      ),
      scene(
        'found it: a new little star! hooray!',
        'mountain',
        'night',
        'clear',
        [star(), telescope(), anya({ pose: 'waving', feeling: 'happy' })],
        ['star', 'anya'],
      ),
    ],
    small: [
      scene(
        'high on a mountain a team of star watchers looks up at the sky; their telescope is as big as a house',
        'mountain',
        'night',
        'clear',
        [stars(), telescope(), anya({ feeling: 'calm' }), team({ feeling: 'calm' })],
        ['telescope', 'team', 'anya'],
      ),
      scene(
        'all night long they look through the telescope; Anya sips cocoa to stay awake, her eyes tired',
        'room',
        'night',
        'clear',
        [telescope(), anya({ holding: 'cocoa', feeling: 'sleepy', doing: 'tired but still looking' }), cocoa],
        ['anya', 'cocoa', 'telescope'],
      ),
      scene(
        'then Anya sees it: a tiny new star far away, and the whole team claps and cheers',
        'mountain',
        'night',
        'clear',
        [star(), telescope(), anya({ feeling: 'surprised' }), team({ pose: 'waving', feeling: 'happy' })],
        ['star', 'anya', 'team'],
      ),
      scene(
        'Anya feels as bright as a star herself',
        'mountain',
        'night',
        'clear',
        [stars(), anya({ feeling: 'happy' })],
        ['anya', 'stars'],
      ),
    ],
    arc: [
      scene(
        'high on a mountain stands a round white observatory whose roof opens to the sky; Anya, the youngest, wishes to find a star nobody has seen',
        'mountain',
        'evening',
        'clear',
        [stars({ count: 3 }), observatory, anya({ feeling: 'calm', doing: 'wishing' })],
        ['observatory', 'anya'],
      ),
      scene(
        'all night the team takes turns at the telescope, pointed at a small dark patch of sky; the cocoa goes cold and there is nothing new',
        'room',
        'night',
        'clear',
        [
          telescope(),
          anya({ feeling: 'worried' }),
          team({ count: 1, feeling: 'sleepy' }),
          { ...cocoa, beside: 'anya' },
        ],
        ['telescope', 'anya', 'cocoa'],
      ),
      scene(
        'just before dawn Anya sees a tiny dot of light where the star map shows no star and calls softly: come and look!',
        'room',
        'night',
        'clear',
        [telescope(), anya({ holding: 'map', feeling: 'surprised' }), map],
        ['anya', 'map', 'telescope'],
      ),
      scene(
        'the star is very far away and faint; a big telescope high on a mountain, far from bright city lights, gathers its light',
        'mountain',
        'night',
        'clear',
        [stars({ count: 3 }), star(), observatory],
        ['observatory', 'stars', 'star'],
      ),
      scene(
        'the team checks again and again: it is real! everyone hugs, and the star gets a number and a place on the map',
        'room',
        'night',
        'clear',
        [telescope(), anya({ holding: 'map', feeling: 'happy' }), map, team({ feeling: 'happy' })],
        ['anya', 'team', 'map'],
      ),
    ],
    bedtime: scene(
      'far away above the sleeping mountain, the tiny new star twinkles on',
      'mountain',
      'night',
      'clear',
      [stars({ count: 3 }), star(), observatory],
      ['star', 'observatory'],
    ),
  },
};
