/** What the pictures of 08-10 (watching falling stars in August) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const mila = cast({ id: 'mila', is: 'girl', look: 'pink jumper, dark plaits' });
const dad = cast({ id: 'dad', is: 'man', look: 'green jumper' });
const blanket = cast({ id: 'blanket', is: 'blanket', look: 'big blue blanket on the grass' });
const falling = cast({ id: 'falling-stars', is: 'falling-star', count: 3, look: 'bright streaks across the sky' });
const stars = cast({ id: 'stars', is: 'star', count: 3 });
const lying = { in: 'blanket', pose: 'lying' } as const;
// the moon after the stars in the sky, so that it stands clear of the falling stars
const moon = { id: 'moon', is: 'moon' };

export const SCENES_08_10: ItemScenes = {
  en: {
    toddler: [
      scene(
        'shh, it is night: lie on a blanket and look up, up, up',
        'meadow',
        'night',
        'clear',
        [stars(), blanket(), mila({ ...lying, feeling: 'calm' })],
        ['mila', 'blanket', 'stars'],
      ),
      scene(
        'whoosh, a falling star! zip, there goes another; so many stars',
        'meadow',
        'night',
        'clear',
        [falling({ count: 2 }), stars(), blanket(), mila({ ...lying, feeling: 'surprised' }), moon],
        ['falling-stars', 'stars'],
      ),
      scene(
        'little star, bright star: make a wish; twinkle, twinkle, sleepy eyes',
        'meadow',
        'night',
        'clear',
        [stars({ count: 1, id: 'star' }), blanket(), mila({ ...lying, feeling: 'sleepy' })],
        ['star', 'mila'],
      ),
    ],
    small: [
      scene(
        'one warm summer night families drive to the fields, far from the city lights; Mila lies on a blanket with her dad and looks up',
        'meadow',
        'night',
        'clear',
        [
          stars(),
          { id: 'car', is: 'car' },
          blanket(),
          mila({ ...lying, feeling: 'calm' }),
          dad({ ...lying, feeling: 'calm' }),
        ],
        ['mila', 'dad', 'blanket'],
      ),
      scene(
        'suddenly a bright streak zips across the sky, then another and another: falling stars, tiny space stones that glow',
        'meadow',
        'night',
        'clear',
        [falling(), blanket(), mila({ ...lying, feeling: 'surprised' }), dad({ ...lying, feeling: 'happy' }), moon],
        ['falling-stars', 'mila'],
      ),
      scene(
        'Mila whispers a wish to every falling star; she feels tiny and happy under the big sky',
        'meadow',
        'night',
        'clear',
        [falling({ count: 1, id: 'falling-star' }), stars(), blanket(), mila({ ...lying, feeling: 'happy' }), moon],
        ['falling-star', 'mila'],
      ),
    ],
    arc: [
      scene(
        'on a warm night in August families drive out to the quiet fields; Mila and her dad spread a big blanket on the grass',
        'meadow',
        'night',
        'clear',
        [{ id: 'car', is: 'car' }, dad({ feeling: 'happy' }), blanket({ beside: 'dad' }), mila({ feeling: 'happy' })],
        ['mila', 'dad', 'blanket'],
      ),
      scene(
        'Mila lies down and looks up, but she sees only a few pale stars and no falling ones at all',
        'meadow',
        'night',
        'clear',
        [stars({ count: 2, look: 'a few pale stars' }), blanket(), mila({ ...lying, feeling: 'worried' })],
        ['mila', 'stars'],
      ),
      scene(
        'they lie still and listen to the crickets; Mila counts the stars: ten, twenty, fifty, and more keep coming',
        'meadow',
        'night',
        'clear',
        [
          stars({ count: 6 }),
          { id: 'cricket', is: 'cricket' },
          blanket(),
          mila({ ...lying, feeling: 'calm' }),
          dad({ ...lying, feeling: 'calm' }),
        ],
        ['stars', 'cricket', 'mila', 'dad'],
      ),
      scene(
        'Dad explains that eyes need a while to get used to the dark; just then a bright streak zips across the sky',
        'meadow',
        'night',
        'clear',
        [
          falling({ count: 1, id: 'falling-star' }),
          stars(),
          blanket(),
          dad({ ...lying, feeling: 'calm' }),
          mila({ ...lying, feeling: 'surprised' }),
          moon,
        ],
        ['falling-star', 'mila', 'dad'],
      ),
      scene(
        'whoosh, another and another; everyone in the field says “ooh!”; Mila makes a wish on every one until her eyes grow heavy',
        'meadow',
        'night',
        'clear',
        [falling(), blanket(), mila({ ...lying, feeling: 'sleepy' }), dad({ ...lying, feeling: 'happy' }), moon],
        ['falling-stars', 'mila'],
      ),
      scene(
        'falling stars are tiny space stones, smaller than a grain of rice, glowing as they rush into the air high above us',
        'meadow',
        'night',
        'clear',
        [falling(), stars(), moon],
        ['falling-stars'],
      ),
    ],
    bedtime: scene(
      'the falling stars keep the wishes till morning over the quiet field, where Mila has fallen asleep',
      'meadow',
      'night',
      'clear',
      [falling({ count: 2 }), stars(), blanket(), mila({ ...lying, feeling: 'sleepy' }), moon],
      ['falling-stars', 'mila'],
    ),
  },
};
