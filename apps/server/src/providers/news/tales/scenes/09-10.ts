/** What the pictures of 09-10 (a toy train at the repair café) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const omar = cast({ id: 'omar', is: 'boy', look: 'red jumper, short black hair' });
const train = cast({ id: 'train', is: 'toy-train', look: 'a little wooden train painted blue and yellow' });
const patel = cast({ id: 'patel', is: 'grandpa', look: 'carpenter’s apron, glasses' });
const dad = cast({ id: 'dad', is: 'man' });
const hammer = { id: 'hammer', is: 'hammer' };

export const SCENES_09_10: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Omar plays with his little wooden train: choo-choo',
        'room',
        'day',
        'clear',
        [omar({ feeling: 'happy' }), train()],
        ['omar', 'train'],
      ),
      scene(
        'oh no: a wheel has fallen off the little train',
        'room',
        'day',
        'clear',
        [train({ look: 'wooden train with a wheel off' }), omar({ feeling: 'worried' })],
        ['train', 'omar'],
      ),
      scene(
        'tap, tap, twist: a new wheel, and the train rolls again',
        'room',
        'day',
        'clear',
        [patel({ holding: 'hammer', feeling: 'happy' }), hammer, train(), omar({ feeling: 'happy' })],
        ['train', 'omar', 'patel'],
      ),
    ],
    small: [
      scene(
        'a wheel has fallen off Omar’s wooden train, and he is sad',
        'room',
        'day',
        'clear',
        [train({ look: 'wooden train with a wheel off' }), omar({ feeling: 'worried' })],
        ['omar', 'train'],
      ),
      scene(
        'Dad and Omar bring the train to the repair café, where kind people mend broken things',
        'room',
        'day',
        'clear',
        [dad({ feeling: 'calm' }), omar({ holding: 'train', feeling: 'calm' }), train(), patel({ feeling: 'happy' })],
        ['omar', 'dad', 'patel', 'train'],
      ),
      scene(
        'Mr Patel shows Omar how to fix on a new wheel: tap, tap, twist',
        'room',
        'day',
        'clear',
        [patel({ holding: 'hammer', feeling: 'happy' }), hammer, train(), omar({ feeling: 'happy' })],
        ['patel', 'omar', 'train'],
      ),
    ],
    arc: [
      scene(
        'Omar’s wooden train, made long ago by Grandad, has lost a wheel and goes bump, bump',
        'room',
        'day',
        'clear',
        [train({ look: 'wooden train with a wheel off' }), omar({ feeling: 'worried' })],
        ['train', 'omar'],
      ),
      scene(
        'Omar tapes the wheel back on, but it wobbles and falls off again',
        'room',
        'day',
        'clear',
        [omar({ holding: 'train', feeling: 'worried' }), train()],
        ['omar', 'train'],
      ),
      scene(
        'a mended toy train beside an old toy, kept out of the rubbish bin',
        'room',
        'day',
        'clear',
        [train(), { id: 'teddy', is: 'teddy' }],
        ['train', 'teddy'],
      ),
      scene(
        'at the repair café in the town hall, Mr Patel the old carpenter looks at the train and smiles',
        'room',
        'day',
        'clear',
        [patel({ feeling: 'happy' }), dad({ feeling: 'calm' }), omar({ holding: 'train', feeling: 'calm' }), train()],
        ['patel', 'omar', 'train'],
      ),
      scene(
        'Omar taps with the hammer as Mr Patel helps; the mended train rolls to the end of the table',
        'room',
        'day',
        'clear',
        [omar({ holding: 'hammer', feeling: 'happy' }), hammer, train(), patel({ feeling: 'happy' })],
        ['omar', 'hammer', 'train', 'patel'],
      ),
    ],
    bedtime: scene(
      'night: the mended train waits on the shelf while Omar sleeps',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, omar({ in: 'bed', feeling: 'sleepy', pose: 'lying' }), train({ beside: 'bed' })],
      ['omar', 'train'],
    ),
  },
};
