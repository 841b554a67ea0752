/** What the pictures of 09-22 (a squirrel hides nuts and plants a forest) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const hazel = cast({ id: 'hazel', is: 'squirrel', look: 'rusty fur, tufty ears, big fluffy tail, pale cream tummy' });
const pine = { id: 'pine', is: 'pine', look: 'old pine' };
const nut = cast({ id: 'nut', is: 'nut' });
const moss = cast({ id: 'moss', is: 'moss', look: 'soft, grey-green' });
const seedlings = cast({ id: 'seedlings', is: 'seedling', count: 2, look: 'tiny green trees' });

export const SCENES_09_22: ItemScenes = {
  en: {
    toddler: [
      scene(
        'who is that? a red squirrel with a fluffy tail and tufty ears, hop, hop',
        'forest',
        'day',
        'clear',
        [hazel({ feeling: 'happy' })],
        ['hazel'],
      ),
      scene(
        'here is a nut: dig, dig, pop it in the hole, pat, pat',
        'forest',
        'day',
        'clear',
        [hazel({ holding: 'nut', feeling: 'happy' }), nut(), moss()],
        ['hazel', 'nut'],
      ),
      scene(
        'oops, one nut was left behind; in spring, peek: a tiny green tree',
        'forest',
        'morning',
        'clear',
        [seedlings({ count: 1, id: 'seedling' }), { id: 'nut', is: 'nut' }],
        ['seedling'],
      ),
    ],
    small: [
      scene(
        'in an old pine forest a red squirrel called Hazel is very busy hiding nuts before winter',
        'forest',
        'day',
        'clear',
        [hazel({ feeling: 'happy' }), nut({ beside: 'hazel' })],
        ['hazel', 'nut'],
      ),
      scene(
        'dig a hole, pop in a nut, pat it down: Hazel hides a hundred nuts under moss and leaves, tired but proud',
        'forest',
        'day',
        'clear',
        [moss(), nut({ id: 'nuts', count: 3, beside: 'moss' }), hazel({ feeling: 'happy' })],
        ['moss', 'nuts', 'hazel'],
      ),
      scene(
        'a few forgotten nuts grow into new little trees in spring',
        'forest',
        'morning',
        'clear',
        [seedlings(), nut()],
        ['seedlings', 'nut'],
      ),
    ],
    arc: [
      scene(
        'in an old pine forest lives Hazel the red squirrel, with a cosy nest high up in a pine; she wants to hide a hundred nuts for winter',
        'forest',
        'day',
        'clear',
        [pine, { id: 'nest', is: 'nest', on: 'pine' }, hazel({ feeling: 'happy' }), nut({ beside: 'hazel' })],
        ['pine', 'nest', 'hazel', 'nut'],
      ),
      scene(
        'all day she scampers up and down the trees, digging little holes and patting the nuts in: one, two, three… a hundred',
        'forest',
        'day',
        'clear',
        [pine, hazel({ id: 'climbing', in: 'pine', feeling: 'happy' }), nut({ id: 'nuts', count: 3 })],
        ['climbing', 'nuts'],
      ),
      scene(
        'later the nuts are hidden so well that Hazel cannot see one, but her clever nose sniffs them out under the moss',
        'forest',
        'day',
        'clear',
        [moss(), hazel({ beside: 'moss', pose: 'neck-down', feeling: 'surprised' })],
        ['hazel', 'moss'],
      ),
      scene(
        'forgotten nuts sprout in spring and grow into new trees: busy squirrels plant the forest of tomorrow',
        'forest',
        'morning',
        'clear',
        [seedlings(), { id: 'young-pine', is: 'pine', young: true }, hazel({ feeling: 'calm' })],
        ['seedlings', 'young-pine'],
      ),
      scene(
        'Hazel finds almost all her nuts; only one, under an old pine cone, stays snug in the earth all winter',
        'snow',
        'day',
        'clear',
        [{ id: 'cone', is: 'pine-cone' }, nut({ under: 'cone' })],
        ['cone', 'nut'],
      ),
    ],
    bedtime: scene(
      'the red squirrel sleeps in her nest high in the pine, wrapped in her fluffy tail',
      'forest',
      'night',
      'clear',
      [pine, { id: 'nest', is: 'nest', on: 'pine' }, hazel({ in: 'nest', pose: 'lying', feeling: 'sleepy' })],
      ['hazel', 'nest'],
    ),
  },
};
