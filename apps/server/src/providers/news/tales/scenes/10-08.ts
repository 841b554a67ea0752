/** What the pictures of 10-08 (a concert for babies) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ella = cast({ id: 'ella', is: 'girl', look: 'yellow dress, two brown plaits' });
const theo = cast({ id: 'theo', is: 'baby', look: 'chubby baby in a blue romper' });
const cellist = cast({ id: 'cellist', is: 'woman', look: 'long black dress' });
const cello = { id: 'cello', is: 'cello' };
const violins = { id: 'violins', is: 'violin', count: 2 };
const blanket = { id: 'blanket', is: 'blanket', look: 'soft blue blanket' };

export const SCENES_10_08: ItemScenes = {
  en: {
    toddler: [
      scene(
        'baby Theo on a blanket listens; violins sing la, la, la',
        'room',
        'day',
        'clear',
        [violins, blanket, theo({ on: 'blanket' })],
        ['theo', 'violins'],
      ),
      scene(
        'too loud: Theo cries, waah',
        'room',
        'day',
        'clear',
        [theo({ on: 'blanket' }), blanket, ella({ feeling: 'worried' })],
        ['theo', 'ella'],
      ),
      scene(
        'the big cello hums, mmm, and Theo falls asleep',
        'room',
        'day',
        'clear',
        [
          cellist({ feeling: 'calm' }),
          { ...cello, beside: 'cellist' },
          ella({ holding: 'theo', feeling: 'calm' }),
          theo(),
        ],
        ['cello', 'theo'],
      ),
    ],
    small: [
      scene(
        'a concert for babies: babies on soft blankets, Ella with her baby brother Theo, violins playing',
        'room',
        'day',
        'clear',
        [violins, blanket, ella({ feeling: 'happy' }), theo({ on: 'blanket' })],
        ['ella', 'theo', 'violins'],
      ),
      scene(
        'Theo cries; Ella rocks him and gives him his rattle',
        'room',
        'day',
        'clear',
        [ella({ holding: 'theo', feeling: 'worried' }), theo()],
        ['ella', 'theo'],
      ),
      scene(
        'a musician with a big cello sits beside them and plays a lullaby; Theo sleeps in Ella’s lap',
        'room',
        'day',
        'clear',
        [
          cellist({ feeling: 'calm' }),
          { ...cello, beside: 'cellist' },
          ella({ holding: 'theo', feeling: 'happy' }),
          theo(),
        ],
        ['cellist', 'cello', 'ella', 'theo'],
      ),
    ],
    arc: [
      scene(
        'the town orchestra’s concert for babies: babies on blankets on the floor, Ella and baby Theo among them',
        'room',
        'day',
        'clear',
        [violins, blanket, ella({ feeling: 'happy' }), theo({ on: 'blanket' })],
        ['ella', 'theo', 'violins'],
      ),
      scene(
        'the hall is full of people and sounds; Theo’s lip wobbles and he cries; Ella blushes',
        'room',
        'day',
        'clear',
        [blanket, theo({ on: 'blanket' }), ella({ feeling: 'worried' })],
        ['theo', 'ella'],
      ),
      scene(
        'Ella rocks Theo and gives him his blue rattle, but he cries louder',
        'room',
        'day',
        'clear',
        [ella({ holding: 'theo', feeling: 'worried' }), theo()],
        ['ella', 'theo'],
      ),
      scene(
        'a mother holds her baby close; the baby hears her slow, calm heartbeat',
        'room',
        'day',
        'clear',
        [
          { id: 'mum', is: 'woman', holding: 'baby', feeling: 'calm' },
          { id: 'baby', is: 'baby' },
        ],
        ['mum', 'baby'],
      ),
      scene(
        'a musician carries her big cello over and plays a slow, low lullaby right beside Ella and Theo',
        'room',
        'day',
        'clear',
        [
          cellist({ feeling: 'calm' }),
          { ...cello, beside: 'cellist' },
          ella({ holding: 'theo', feeling: 'calm' }),
          theo(),
        ],
        ['cellist', 'cello', 'ella', 'theo'],
      ),
      scene(
        'Theo is fast asleep in Ella’s lap at the end of the song; Ella smiles',
        'room',
        'day',
        'clear',
        [ella({ holding: 'theo', feeling: 'happy' }), theo(), cello],
        ['ella', 'theo'],
      ),
    ],
    bedtime: scene(
      'night: baby Theo asleep in his cot, a soft cello tune in his dreams',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, theo({ in: 'bed', pose: 'lying' }), { id: 'song', is: 'song' }],
      ['theo', 'bed'],
    ),
  },
};
