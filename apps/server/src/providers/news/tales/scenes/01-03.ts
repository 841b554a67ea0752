/** What the pictures of 01-03 (elephants get the New Year trees) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lola = cast({ id: 'lola', is: 'elephant', look: 'big grey elephant, floppy ears, short white tusks' });
const herd = cast({ id: 'elephants', is: 'elephant', count: 2 });
const fir = cast({ id: 'fir', is: 'young-fir', look: 'green, no decorations' });
const firs = cast({ id: 'firs', is: 'young-fir', count: 3 });
const keeper = cast({ id: 'keeper', is: 'keeper' });
const fence = { id: 'fence', is: 'fence' };

export const SCENES_01_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a green fir tree stands in the snowy elephant yard; Lola looks at it, curious',
        'snow',
        'day',
        'clear',
        [fir(), lola({ beside: 'fir', feeling: 'surprised' })],
        ['fir', 'lola'],
      ),
      scene(
        'Lola holds the fir tree in her trunk and swings and shakes it',
        'snow',
        'day',
        'clear',
        [lola({ holding: 'fir', feeling: 'happy', doing: 'swinging the tree' }), fir()],
        ['lola', 'fir'],
      ),
      scene(
        'Lola munches the green needles of the fir tree, chomp, chomp',
        'snow',
        'day',
        'clear',
        [lola({ holding: 'fir', feeling: 'happy', doing: 'munching needles' }), fir({ look: 'half eaten' })],
        ['lola', 'fir'],
      ),
    ],
    small: [
      scene(
        'after the New Year holidays lots of unsold fir trees stand at the big zoo; a keeper wonders what to do with them',
        'snow',
        'day',
        'clear',
        [firs({ count: 4 }), keeper({ feeling: 'surprised' })],
        ['firs', 'keeper'],
      ),
      scene(
        'the keepers check that no decorations are left, then carry a fir tree into the elephants’ yard',
        'snow',
        'day',
        'clear',
        [
          fence,
          fir(),
          keeper({ beside: 'fir', feeling: 'calm', doing: 'carrying the tree in' }),
          { id: 'keeper2', is: 'keeper', look: 'blue', feeling: 'calm', beside: 'firs', doing: 'checking branches' },
          firs({ count: 1 }),
        ],
        ['keeper', 'fir', 'keeper2'],
      ),
      scene(
        'Lola sniffs a fir tree with her long trunk, then lifts it and shakes it so the needles fly',
        'snow',
        'day',
        'clear',
        [lola({ holding: 'fir', feeling: 'surprised', doing: 'shaking the tree' }), fir()],
        ['lola', 'fir'],
      ),
      scene(
        'Lola munches the needles and the bark, and the other elephants join in with trees of their own',
        'snow',
        'day',
        'clear',
        [
          lola({ holding: 'fir', feeling: 'happy', doing: 'munching' }),
          fir(),
          herd({ feeling: 'happy' }),
          firs({ count: 2, beside: 'elephants' }),
        ],
        ['lola', 'fir', 'elephants', 'firs'],
      ),
    ],
    arc: [
      scene(
        'the wide elephant yard of a city zoo in January, a little snow on the ground; Lola, the oldest elephant, looks about, curious',
        'snow',
        'day',
        'clear',
        [fence, lola({ feeling: 'surprised', doing: 'looking about, curious' }), herd({ feeling: 'calm' })],
        ['lola', 'fence', 'elephants'],
      ),
      scene(
        'after the holidays the tree sellers still have lots of fir trees that nobody bought',
        'snow',
        'day',
        'clear',
        [firs({ count: 5 }), { id: 'seller', is: 'man', look: 'red coat', feeling: 'worried' }],
        ['firs', 'seller'],
      ),
      scene(
        'a truck has brought the trees to the zoo; a keeper checks every branch for tinsel, wire and ornaments',
        'snow',
        'day',
        'clear',
        [{ id: 'truck', is: 'truck' }, fir(), keeper({ beside: 'fir', feeling: 'calm', doing: 'checking branches' })],
        ['truck', 'fir', 'keeper'],
      ),
      scene(
        'the keepers have carried the trees into the yard and stepped back; Lola stretches out her trunk and sniffs',
        'snow',
        'day',
        'clear',
        [keeper({ feeling: 'happy' }), fence, fir(), lola({ beside: 'fir', feeling: 'surprised', doing: 'sniffing' })],
        ['lola', 'fir', 'keeper'],
      ),
      scene(
        'Lola lifts a tree in her trunk and shakes it hard; soon every elephant has a tree',
        'snow',
        'day',
        'clear',
        [
          lola({ holding: 'fir', feeling: 'happy', doing: 'shaking the tree' }),
          fir(),
          herd({ feeling: 'happy' }),
          firs({ count: 2, beside: 'elephants' }),
        ],
        ['lola', 'fir', 'elephants'],
      ),
      scene(
        'fir needles and bark are a healthy winter treat: the whole herd munches and plays with the trees',
        'snow',
        'day',
        'clear',
        [
          lola({ holding: 'fir', feeling: 'happy', doing: 'munching' }),
          fir(),
          herd({ feeling: 'happy' }),
          firs({ count: 2, beside: 'elephants' }),
        ],
        ['lola', 'elephants', 'fir'],
      ),
    ],
    bedtime: scene(
      'night in the elephant house: Lola dozes standing up, as elephants do, beside a fir tree that smells sweet',
      'barn',
      'night',
      'clear',
      [fir(), lola({ beside: 'fir', feeling: 'sleepy', doing: 'asleep standing up' })],
      ['lola', 'fir'],
    ),
  },
};
