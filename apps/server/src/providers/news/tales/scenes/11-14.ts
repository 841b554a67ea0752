/** What the pictures of 11-14 (a new lift for an old house) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const nora = cast({ id: 'nora', is: 'girl', look: 'two brown plaits, orange jumper, purple skirt' });
const grandma = cast({ id: 'grandma', is: 'grandma', look: 'lilac cardigan, glasses' });
const mum = cast({ id: 'mum', is: 'woman', look: 'green coat' });
const builder = cast({ id: 'builder', is: 'man', look: 'orange vest, yellow hard hat' });
const flats: SpecThing = { id: 'flats', is: 'block-of-flats', look: 'old block of flats, five floors' };
const pane = cast({ id: 'window', is: 'window' });
const lift = cast({ id: 'lift', is: 'lift', look: 'shiny doors' });
const bench: SpecThing = { id: 'bench', is: 'bench' };
const yard = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'town', 'day', 'clear', things, see);
const home = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_11_14: ItemScenes = {
  en: {
    toddler: [
      yard(
        'Grandma lives up high in the old house; Nora waves up to her from the yard',
        [flats, nora({ feeling: 'happy', pose: 'waving' })],
        ['flats', 'nora'],
      ),
      yard(
        'bang, buzz: builders build a lift beside the old house',
        [flats, lift(), builder({ beside: 'lift', feeling: 'happy' })],
        ['lift', 'builder'],
      ),
      yard(
        'ding: the lift doors open and Grandma comes out to the yard; Nora hugs her',
        [
          lift({ look: 'open, shiny doors' }),
          grandma({ beside: 'lift', feeling: 'happy' }),
          nora({ beside: 'grandma', feeling: 'happy' }),
        ],
        ['lift', 'grandma', 'nora'],
      ),
    ],
    small: [
      home(
        'Grandma waves to Nora from her window at the top of the old house',
        [pane(), grandma({ beside: 'window', pose: 'waving', feeling: 'worried' })],
        ['window', 'grandma'],
      ),
      yard(
        'builders build a lift on the side of the old house',
        [flats, lift(), builder({ beside: 'lift', feeling: 'happy' }), nora({ feeling: 'surprised' })],
        ['flats', 'lift', 'builder', 'nora'],
      ),
      yard(
        'the lift doors open in the yard; Grandma sits on the bench and laughs, Nora beside her',
        [
          lift({ look: 'open, shiny doors' }),
          bench,
          grandma({ beside: 'bench', feeling: 'happy' }),
          nora({ beside: 'bench', feeling: 'happy' }),
        ],
        ['lift', 'bench', 'grandma', 'nora'],
      ),
      yard(
        'Nora feels like singing next to Grandma on the bench',
        [
          bench,
          grandma({ beside: 'bench', feeling: 'happy' }),
          nora({ beside: 'bench', feeling: 'happy', pose: 'waving' }),
        ],
        ['grandma', 'nora'],
      ),
    ],
    arc: [
      home(
        'Grandma watches the yard from her window, five floors up in an old block of flats',
        [pane(), grandma({ beside: 'window', feeling: 'worried' })],
        ['window', 'grandma'],
      ),
      home(
        'Nora brings the yard upstairs: a picture of the swings and a smooth pebble for Grandma',
        [
          { id: 'picture', is: 'drawing', shows: 'swing' },
          nora({ holding: 'picture', feeling: 'happy' }),
          grandma({ beside: 'nora', feeling: 'calm' }),
          pane({ beside: 'grandma' }),
        ],
        ['picture', 'nora', 'grandma'],
      ),
      home(
        'Mum explains that old houses were built without lifts; five floors of stairs feel like a mountain',
        [{ id: 'stairs', is: 'stairs' }, mum({ feeling: 'calm' }), nora({ beside: 'mum', feeling: 'calm' })],
        ['stairs', 'mum', 'nora'],
      ),
      yard(
        'builders put up a lift on the outside of the old block of flats',
        [
          flats,
          lift(),
          builder({ beside: 'lift', feeling: 'happy' }),
          { id: 'builder2', is: 'man', look: 'orange vest, yellow hard hat', feeling: 'happy' },
        ],
        ['flats', 'lift', 'builder'],
      ),
      yard(
        'the lift doors slide open in the yard; Grandma sits on her old bench and a neighbour says hello',
        [
          lift({ look: 'open, shiny doors' }),
          bench,
          grandma({ beside: 'bench', feeling: 'happy' }),
          nora({ beside: 'bench', feeling: 'happy' }),
          { id: 'neighbour', is: 'man', look: 'grey jumper, flat cap', feeling: 'happy', pose: 'waving' },
        ],
        ['lift', 'bench', 'grandma', 'nora', 'neighbour'],
      ),
    ],
    bedtime: scene(
      'Nora asleep, dreaming of riding down in the lift with Grandma',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        nora({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'stars', is: 'star', count: 2 },
      ],
      ['nora', 'bed'],
    ),
  },
};
