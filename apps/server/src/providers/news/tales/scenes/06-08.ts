/** What the pictures of 06-08 (divers replant a coral garden) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lulu = cast({
  id: 'lulu',
  is: 'little-fish',
  look: 'small round yellow fish, bright blue stripe, fluttering tail',
});
const friends = cast({ id: 'friends', is: 'little-fish', count: 2, look: 'orange little fish' });
const pink = cast({ id: 'coral-pink', is: 'coral', look: 'pink coral' });
const orange = cast({ id: 'coral-orange', is: 'coral', look: 'orange coral' });
const purple = cast({ id: 'coral-purple', is: 'coral', look: 'purple coral' });
const broken = cast({ id: 'broken', is: 'coral', count: 2, look: 'broken pale grey coral' });
const diver = cast({ id: 'diver', is: 'diver', look: 'black wetsuit, big mask, flippers' });
const bubbles = cast({ id: 'bubbles', is: 'bubbles' });
const rock = cast({ id: 'rock', is: 'rock' });
const piece = cast({ id: 'piece', is: 'coral', look: 'little pink piece of coral' });
const coralIds = ['coral-pink', 'coral-orange', 'coral-purple'];

export const SCENES_06_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'blub, blub: under the sea a little yellow fish swims by',
        'underwater',
        'day',
        'clear',
        [pink(), lulu({ feeling: 'happy' })],
        ['lulu'],
      ),
      scene(
        'here come the divers with big masks and big flippers: bubbles, bubbles, bubbles',
        'underwater',
        'day',
        'clear',
        [diver({ feeling: 'happy' }), bubbles()],
        ['diver', 'bubbles'],
      ),
      scene(
        'pink coral, orange coral, purple coral; it grows and grows, and fish swim in and out',
        'underwater',
        'day',
        'clear',
        [pink(), lulu({ feeling: 'happy' }), orange(), purple()],
        [...coralIds, 'lulu'],
      ),
    ],
    small: [
      scene(
        'after a big storm many corals of the coral garden are broken, and Lulu the little fish has nowhere to hide',
        'underwater',
        'day',
        'clear',
        [broken(), lulu({ feeling: 'worried' })],
        ['lulu', 'broken'],
      ),
      scene(
        'divers come with masks, flippers and strings of bubbles and gently tie little pieces of coral onto the rocks',
        'underwater',
        'day',
        'clear',
        [diver({ feeling: 'calm', holding: 'piece' }), piece(), rock(), bubbles()],
        ['diver', 'piece', 'rock'],
      ),
      scene(
        'slowly the coral grows again, pink, orange and purple; Lulu has a bright new home, and her fish friends come back',
        'underwater',
        'day',
        'clear',
        [pink(), lulu({ feeling: 'happy' }), orange(), friends({ feeling: 'happy' }), purple()],
        [...coralIds, 'lulu', 'friends'],
      ),
      scene(
        'Lulu is so happy that she swims round and round',
        'underwater',
        'day',
        'clear',
        [pink(), lulu({ feeling: 'happy', doing: 'swimming round and round' }), orange()],
        ['lulu'],
      ),
    ],
    arc: [
      scene(
        'under the warm sea lies a coral garden where Lulu lives, a little yellow fish with a blue stripe and a wiggling tail',
        'underwater',
        'evening',
        'clear',
        [pink(), lulu({ feeling: 'calm', beside: 'coral-pink' })],
        ['lulu', 'coral-pink'],
      ),
      scene(
        'after a big storm many corals lie broken on the sand, pale and grey, and Lulu has no cosy gaps to hide in',
        'underwater',
        'day',
        'cloudy',
        [rock(), broken({ on: 'rock' }), lulu({ feeling: 'worried' })],
        ['lulu', 'broken'],
      ),
      scene(
        'Lulu swims this way and that looking for a new home, but finds only sand; the other fish swim away too',
        'underwater',
        'day',
        'cloudy',
        [lulu({ feeling: 'worried' }), friends({ feeling: 'worried', doing: 'swimming away' })],
        ['lulu', 'friends'],
      ),
      scene(
        'divers come down from a boat with little pieces of coral grown on frames and fix them gently to the rocks, one by one',
        'underwater',
        'day',
        'clear',
        [
          diver({ feeling: 'calm', holding: 'piece' }),
          piece(),
          rock(),
          bubbles(),
          diver({ id: 'diver-2', feeling: 'happy' }),
        ],
        ['diver', 'diver-2', 'piece', 'rock'],
      ),
      scene(
        'the little corals grow a tiny bit each month; at last the garden is pink, orange and purple again, and Lulu has a home full of friends',
        'underwater',
        'day',
        'clear',
        [pink(), friends({ feeling: 'happy' }), orange(), lulu({ feeling: 'happy' }), purple()],
        [...coralIds, 'lulu', 'friends'],
      ),
      scene(
        'coral is made of tiny animals that build stony homes and open at night to catch their food; small colourful fish hide, find food and raise their babies in it',
        'underwater',
        'night',
        'clear',
        [rock(), pink({ on: 'rock' }), lulu({ feeling: 'calm', beside: 'coral-pink' }), friends({ feeling: 'calm' })],
        ['coral-pink', 'lulu', 'friends'],
      ),
    ],
    bedtime: scene(
      'the little yellow fish sleeps in the coral',
      'underwater',
      'night',
      'clear',
      [pink(), lulu({ in: 'coral-pink', feeling: 'sleepy' })],
      ['lulu', 'coral-pink'],
    ),
  },
};
