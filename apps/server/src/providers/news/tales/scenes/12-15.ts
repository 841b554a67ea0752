/** What the pictures of 12-15 (a baker says thank you with star cookies) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ben = cast({
  id: 'ben',
  is: 'baker',
  look: 'round and smiley, tall white hat, white apron dusted with flour, curly ginger moustache',
});
const oven = { id: 'oven', is: 'oven' };
const cookies = cast({ id: 'cookies', is: 'star-cookie', count: 3, look: 'golden, star-shaped' });
const box = cast({ id: 'box', is: 'cookie-box', look: 'red, with a ribbon' });
const note = cast({ id: 'note', is: 'note', look: 'a tiny note that says thank you' });
const snowyWindow = { id: 'window', is: 'window', look: 'snow falling outside' };
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_12_15: ItemScenes = {
  en: {
    toddler: [
      scene(
        'flour, butter, sugar: the baker mixes and mixes, then rolls the dough',
        'room',
        'morning',
        'clear',
        [ben({ holding: 'bowl', feeling: 'happy' }), { id: 'bowl', is: 'bowl' }, { id: 'butter', is: 'butter' }],
        ['ben', 'bowl', 'butter'],
      ),
      scene(
        'press, press: a star, another star, so many stars, into the oven',
        'room',
        'morning',
        'clear',
        [oven, cookies({ in: 'oven' }), ben({ beside: 'oven', feeling: 'happy' })],
        ['cookies', 'oven', 'ben'],
      ),
      scene(
        'golden stars in a box: a box for you, a box for me; thank you!',
        'room',
        'day',
        'clear',
        [
          ben({ holding: 'box', feeling: 'happy' }),
          box(),
          cookies({ in: 'box' }),
          { id: 'child', is: 'child-hat', look: 'orange coat, blue bobble hat', holding: 'gift', feeling: 'happy' },
          box({ id: 'gift', look: 'blue, with a ribbon' }),
        ],
        ['box', 'cookies', 'child', 'gift'],
      ),
    ],
    small: [
      scene(
        'a little bakery on a little street; every morning Ben the baker makes fresh bread for the whole town',
        'street',
        'morning',
        'clear',
        [houses, ben({ holding: 'bread', feeling: 'happy' }), { id: 'bread', is: 'bread' }],
        ['ben', 'bread'],
      ),
      scene(
        'one snowy day Ben bakes star-shaped cookies, trays and trays of them, golden and sweet',
        'room',
        'day',
        'clear',
        [snowyWindow, oven, cookies({ in: 'oven' }), ben({ feeling: 'happy' })],
        ['cookies', 'oven', 'ben', 'window'],
      ),
      scene(
        'in every box a tiny thank-you note; a woman opens her box, reads the note and smiles',
        'street',
        'day',
        'clear',
        [
          houses,
          box(),
          cookies({ in: 'box' }),
          { id: 'woman', is: 'woman-hat', look: 'purple coat, red bobble hat', holding: 'note', feeling: 'happy' },
          note(),
        ],
        ['box', 'cookies', 'note', 'woman'],
      ),
    ],
    arc: [
      scene(
        'a small bakery on a little street; every day the postman, the teacher and the children come for Ben’s bread, and he wonders how to thank them',
        'street',
        'morning',
        'clear',
        [
          houses,
          { id: 'postman', is: 'man', look: 'blue uniform', holding: 'letter', feeling: 'happy' },
          { id: 'letter', is: 'letter' },
          ben({ feeling: 'calm' }),
          { id: 'teacher', is: 'teacher', feeling: 'happy' },
          { id: 'child', is: 'child', feeling: 'happy' },
        ],
        ['ben', 'postman', 'teacher', 'child'],
      ),
      scene(
        'one snowy morning Ben mixes flour, butter and sugar, cuts out hundreds of stars and bakes them golden',
        'room',
        'morning',
        'clear',
        [
          snowyWindow,
          ben({ holding: 'bowl', feeling: 'happy' }),
          { id: 'bowl', is: 'bowl' },
          oven,
          cookies({ in: 'oven' }),
        ],
        ['ben', 'bowl', 'cookies', 'oven'],
      ),
      scene(
        'cookies cannot talk, so Ben writes a tiny thank-you note for every box',
        'room',
        'day',
        'clear',
        [box(), cookies({ in: 'box' }), ben({ holding: 'note', feeling: 'happy' }), note()],
        ['ben', 'note', 'box'],
      ),
      scene(
        'all day Ben gives out boxes of star cookies; people read the notes, smile and say thank you back',
        'street',
        'day',
        'clear',
        [
          houses,
          ben({ holding: 'box', feeling: 'happy' }),
          box(),
          { id: 'woman', is: 'woman-hat', look: 'purple coat, red bobble hat', holding: 'note', feeling: 'happy' },
          note(),
          { id: 'child', is: 'child-hat', look: 'orange coat, blue bobble hat', holding: 'gift', feeling: 'happy' },
          box({ id: 'gift', look: 'blue, with a ribbon' }),
        ],
        ['ben', 'box', 'woman', 'note', 'child', 'gift'],
      ),
      scene(
        'a baker works at night while the town sleeps, so the bread is fresh by breakfast',
        'room',
        'night',
        'clear',
        [
          { id: 'window', is: 'window', look: 'dark night outside' },
          oven,
          { id: 'bread', is: 'bread', in: 'oven' },
          ben({ feeling: 'calm' }),
        ],
        ['ben', 'bread', 'oven', 'window'],
      ),
    ],
    bedtime: scene(
      'at night the golden star cookies wait in their box in the quiet bakery',
      'room',
      'night',
      'clear',
      [box(), cookies({ in: 'box' })],
      ['box', 'cookies'],
    ),
  },
};
