/** What the pictures of 09-13 (a dad learns sign language) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const lily = cast({ id: 'lily', is: 'girl', look: 'purple jumper, wavy fair hair in two bunches' });
const dad = cast({ id: 'dad', is: 'man', look: 'green shirt, short brown beard' });
const sign = cast({ id: 'sign', is: 'hand-sign' });
const home = (doing: string, things: SpecThing[], see: string[], time: 'day' | 'evening' = 'evening'): SceneSpec =>
  scene(doing, 'room', time, 'clear', things, see);

export const SCENES_09_13: ItemScenes = {
  en: {
    toddler: [
      home(
        'Lily waves hello to Dad with her hand',
        [lily({ feeling: 'happy', pose: 'waving' }), dad({ beside: 'lily', feeling: 'happy' })],
        ['lily', 'dad'],
      ),
      home(
        'Dad tries the signs; oops, Lily giggles',
        [dad({ feeling: 'surprised' }), lily({ beside: 'dad', feeling: 'happy' })],
        ['dad', 'lily'],
      ),
      home(
        'Dad makes the I-love-you sign and Lily hugs him',
        [dad({ holding: 'sign', feeling: 'happy' }), sign(), lily({ beside: 'dad', feeling: 'happy' })],
        ['sign', 'dad', 'lily'],
      ),
    ],
    small: [
      home(
        'Lily talks with her hands in sign language',
        [lily({ holding: 'sign', feeling: 'happy' }), sign()],
        ['lily', 'sign'],
        'day',
      ),
      home(
        'Dad practises signs in the kitchen with a book from his class',
        [
          { id: 'table', is: 'table' },
          { id: 'book', is: 'book', on: 'table', shows: 'hand-sign' },
          dad({ beside: 'table', feeling: 'worried' }),
        ],
        ['dad', 'book'],
      ),
      home(
        'Dad means to sign duck but signs sock; Lily giggles and moves his fingers',
        [dad({ feeling: 'surprised' }), lily({ beside: 'dad', feeling: 'happy' }), { id: 'sock', is: 'socks' }],
        ['dad', 'lily', 'sock'],
      ),
      home(
        'Lily and Dad chat with their hands',
        [lily({ holding: 'sign', feeling: 'happy' }), sign(), dad({ beside: 'lily', feeling: 'happy' })],
        ['lily', 'dad'],
      ),
    ],
    arc: [
      scene(
        'Lily at nursery talks with her hands in sign language',
        'school',
        'day',
        'clear',
        [lily({ holding: 'sign', feeling: 'happy' }), sign(), { id: 'friend', is: 'child', feeling: 'happy' }],
        ['lily', 'sign'],
      ),
      scene(
        'Dad goes to a sign language class every week',
        'school',
        'evening',
        'clear',
        [dad({ feeling: 'calm' }), { id: 'teacher', is: 'teacher', holding: 'sign', feeling: 'happy' }, sign()],
        ['dad', 'teacher'],
      ),
      home(
        'Dad’s fingers get muddled and he signs sock instead of duck; Lily laughs and rolls off the sofa',
        [dad({ feeling: 'surprised' }), { id: 'sock', is: 'socks' }, lily({ beside: 'dad', feeling: 'happy' })],
        ['dad', 'sock', 'lily'],
      ),
      home(
        'Lily’s hands and face can say anything: raised eyebrows make a question',
        [lily({ holding: 'sign', feeling: 'surprised' }), sign()],
        ['lily', 'sign'],
      ),
      home(
        'Lily takes Dad’s big hands and shows him the duck sign, fingers like a beak',
        [lily({ feeling: 'happy' }), dad({ beside: 'lily', feeling: 'calm' }), { id: 'duck', is: 'duck' }],
        ['lily', 'dad', 'duck'],
      ),
      home(
        'Dad signs the whole duck story, and at the end they both sign I love you',
        [
          dad({ holding: 'sign', feeling: 'happy' }),
          sign(),
          lily({ beside: 'dad', feeling: 'happy' }),
          { id: 'book', is: 'book', shows: 'duck' },
        ],
        ['dad', 'sign', 'lily'],
      ),
    ],
    bedtime: scene(
      'Lily snuggled up in bed signs one last goodnight',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        lily({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        dad({ beside: 'bed', feeling: 'sleepy' }),
      ],
      ['lily', 'bed'],
    ),
  },
};
