/** What the pictures of 11-06 (a heron flies free again) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const leo = cast({ id: 'leo', is: 'boy', look: 'curly red hair, green hoodie, blue wellies' });
const dad = cast({ id: 'dad', is: 'man', look: 'brown jacket, beard' });
const ada = cast({ id: 'ada', is: 'woman', look: 'green carer’s top, hair tied back' });
const vet = cast({ id: 'vet', is: 'doctor', look: 'blue vet’s top' });
const heron = cast({ id: 'heron', is: 'heron', look: 'grey heron, one wing hanging down' });
const well = cast({ id: 'heron', is: 'heron', look: 'grey heron, wing bandaged' });
const flying = cast({ id: 'heron', is: 'flying-heron', look: 'grey heron, wide wings, neck folded back' });
const box: SpecThing = { id: 'box', is: 'box', look: 'big cardboard box with air holes' };
const reeds: SpecThing = { id: 'reeds', is: 'reeds' };
const fish: SpecThing = { id: 'fish', is: 'fish', look: 'little silver fish' };
const river = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'pond', 'day', 'clear', things, see);
const hospital = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_11_06: ItemScenes = {
  en: {
    toddler: [
      river(
        'a tall grey heron stands by the river with one wing hanging down; Leo and Dad see it',
        [reeds, heron({ feeling: 'worried' }), leo({ feeling: 'surprised' }), dad({ beside: 'leo', feeling: 'calm' })],
        ['heron', 'leo', 'dad'],
      ),
      hospital(
        'a kind vet has wrapped the heron’s wing; the heron rests and eats a fish',
        [well({ feeling: 'calm' }), fish, vet({ beside: 'heron', feeling: 'happy' })],
        ['heron', 'vet', 'fish'],
      ),
      river(
        'the wing is well again: the heron flies up high, flap, flap',
        [reeds, flying(), leo({ feeling: 'happy', pose: 'waving' }), dad({ beside: 'leo', feeling: 'happy' })],
        ['heron', 'leo'],
      ),
    ],
    small: [
      river(
        'Leo and Dad find a tall grey heron on the river path; one wing hangs down',
        [reeds, heron({ feeling: 'worried' }), leo({ feeling: 'worried' }), dad({ beside: 'leo', feeling: 'calm' })],
        ['heron', 'leo', 'dad'],
      ),
      river(
        'Ada lays a soft towel over the heron and lifts it into a box',
        [
          box,
          heron({ beside: 'box', feeling: 'calm' }),
          ada({ beside: 'heron', feeling: 'calm' }),
          { id: 'towel', is: 'blanket', look: 'soft blue towel', beside: 'ada' },
          dad({ feeling: 'calm' }),
        ],
        ['box', 'heron', 'ada'],
      ),
      river(
        'by the river Ada opens the box; the heron flies away low over the water and Leo waves',
        [box, flying(), ada({ beside: 'box', feeling: 'happy' }), leo({ feeling: 'happy', pose: 'waving' })],
        ['box', 'heron', 'ada', 'leo'],
      ),
      river(
        'Leo feels as light as a feather, watching the heron fly over the water',
        [reeds, flying(), leo({ feeling: 'happy', pose: 'waving' })],
        ['heron', 'leo'],
      ),
    ],
    arc: [
      river(
        'Leo and Dad walk along the river; a tall grey heron stands in the shallow water as still as a statue',
        [
          reeds,
          { id: 'heron', is: 'heron', look: 'grey heron, standing still', feeling: 'calm' },
          { id: 'ducks', is: 'duck', count: 2 },
          leo({ feeling: 'happy' }),
          dad({ beside: 'leo', feeling: 'happy' }),
        ],
        ['heron', 'ducks', 'leo', 'dad'],
      ),
      river(
        'the heron stands on the path, far from the water; one wing hangs down and it only hops',
        [heron({ feeling: 'worried' }), leo({ feeling: 'worried' })],
        ['heron', 'leo'],
      ),
      river(
        'Leo and Dad step back from the heron, and Dad phones the wildlife hospital',
        [
          heron({ feeling: 'worried' }),
          { id: 'phone', is: 'phone' },
          dad({ holding: 'phone', feeling: 'calm' }),
          leo({ beside: 'dad', feeling: 'worried' }),
        ],
        ['heron', 'dad', 'phone', 'leo'],
      ),
      hospital(
        'at the wildlife hospital a vet bandages the heron’s wing; Ada and her big box are beside them',
        [well({ feeling: 'calm' }), vet({ beside: 'heron', feeling: 'calm' }), ada({ feeling: 'calm' }), box],
        ['heron', 'vet', 'ada', 'box'],
      ),
      hospital(
        'quiet, please: the heron catches its fish from a little pool by itself while the carers keep away',
        [
          { id: 'pool', is: 'water', look: 'little pool' },
          well({ beside: 'pool', feeling: 'calm' }),
          { ...fish, in: 'pool' },
          ada({ feeling: 'calm' }),
        ],
        ['heron', 'fish', 'ada'],
      ),
      river(
        'Ada opens the box by the river; the heron spreads its wide grey wings and flies off low over the water',
        [box, flying(), ada({ beside: 'box', feeling: 'happy' }), leo({ feeling: 'happy', pose: 'waving' })],
        ['box', 'heron', 'ada', 'leo'],
      ),
    ],
    bedtime: scene(
      'Leo asleep, dreaming of grey wings over the river',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        leo({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'stars', is: 'star', count: 2 },
      ],
      ['leo', 'bed'],
    ),
  },
};
