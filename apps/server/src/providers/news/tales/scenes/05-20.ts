/** What the pictures of 05-20 (World Bee Day) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tim = cast({ id: 'tim', is: 'boy', look: 'yellow T-shirt with a bee on it, round glasses, green wellies' });
const tree = cast({ id: 'tree', is: 'apple-tree', look: 'old, white blossom' });
const lavender = cast({ id: 'lavender', is: 'lavender', look: 'purple' });
const sunflower = cast({ id: 'sunflower', is: 'sunflower' });
const clover = cast({ id: 'clover', is: 'clover' });
const bee = cast({ id: 'bee', is: 'bee' });
const teacher = cast({ id: 'teacher', is: 'teacher' });
const school = { id: 'school', is: 'school' };

export const SCENES_05_20: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Tim digs a little hole and plants a purple flower, pat, pat',
        'garden',
        'day',
        'clear',
        [tim({ feeling: 'happy' }), lavender({ beside: 'tim' })],
        ['tim', 'lavender'],
      ),
      scene(
        'here come the bees: a bee on a flower, bees on the apple tree',
        'garden',
        'day',
        'clear',
        [tree(), { id: 'bees', is: 'bee', count: 2, on: 'tree' }, lavender(), bee({ on: 'lavender' })],
        ['bee', 'bees', 'lavender', 'tree'],
      ),
      scene(
        'yellow dust on the bee’s legs; fly, little bee; soon there will be apples',
        'garden',
        'day',
        'clear',
        [sunflower(), bee({ on: 'sunflower' }), tree()],
        ['bee', 'sunflower'],
      ),
    ],
    small: [
      scene(
        'behind a small village school a garden with an old apple tree; Tim and his class plant flowers for bees',
        'garden',
        'day',
        'clear',
        [school, tree(), tim({ feeling: 'happy' }), { id: 'children', is: 'child', feeling: 'happy' }, lavender()],
        ['school', 'tree', 'tim'],
      ),
      scene(
        'they plant lavender, clover and sunflowers; Tim pats down the soil and gives each flower a drink',
        'garden',
        'day',
        'clear',
        [lavender(), clover(), sunflower(), tim({ feeling: 'calm' })],
        ['lavender', 'clover', 'sunflower', 'tim'],
      ),
      scene(
        'the garden hums: bees buzz from flower to flower with yellow pollen; Tim watches, hardly breathing',
        'garden',
        'day',
        'clear',
        [
          lavender(),
          { id: 'bees', is: 'bee', count: 2, on: 'lavender' },
          sunflower(),
          bee({ on: 'sunflower' }),
          tim({ feeling: 'surprised' }),
        ],
        ['bees', 'bee', 'tim'],
      ),
      scene(
        'Tim is proud: the bees like his flowers',
        'garden',
        'day',
        'clear',
        [tim({ feeling: 'happy' }), sunflower({ beside: 'tim' }), bee({ on: 'sunflower' })],
        ['tim', 'bee'],
      ),
    ],
    arc: [
      scene(
        'a school garden with an old apple tree; Tim likes to sit under it at break time',
        'garden',
        'day',
        'clear',
        [school, tree({ look: 'old' }), tim({ under: 'tree', feeling: 'calm' })],
        ['tim', 'tree', 'school'],
      ),
      scene(
        'in autumn the apple tree had only a few apples; not enough bees came, says the teacher',
        'garden',
        'day',
        'clear',
        [
          tree({ look: 'old' }),
          { id: 'apples', is: 'apple', count: 2, on: 'tree' },
          teacher({ feeling: 'worried' }),
          tim({ feeling: 'worried' }),
        ],
        ['apples', 'teacher', 'tim'],
      ),
      scene(
        'Tim has hung a big poster "Bees welcome!" on the fence, but the garden stays quiet',
        'garden',
        'day',
        'clear',
        [{ id: 'poster', is: 'poster', look: 'Bees welcome!' }, tim({ beside: 'poster', feeling: 'worried' })],
        ['poster', 'tim'],
      ),
      scene(
        'on World Bee Day the teacher brings lavender, clover and sunflowers and the whole class plants them',
        'garden',
        'day',
        'clear',
        [teacher({ feeling: 'happy' }), lavender(), clover(), sunflower(), tim({ feeling: 'happy' })],
        ['teacher', 'lavender', 'sunflower', 'tim'],
      ),
      scene(
        'bees carry yellow pollen from flower to flower, and only a flower with pollen turns into an apple',
        'orchard',
        'day',
        'clear',
        [
          sunflower(),
          bee({ on: 'sunflower' }),
          tree({ look: 'old' }),
          { id: 'apples', is: 'apple', count: 5, on: 'tree' },
        ],
        ['bee', 'apples'],
      ),
      scene(
        'soon the bees come, first one, then lots, to the new flowers and the apple blossom; Tim grins',
        'garden',
        'day',
        'clear',
        [
          tree(),
          { id: 'bees', is: 'bee', count: 3, on: 'tree' },
          lavender(),
          bee({ on: 'lavender' }),
          tim({ feeling: 'happy' }),
        ],
        ['bees', 'tree', 'tim'],
      ),
    ],
    bedtime: scene(
      'Tim is asleep in his bed, dreaming of red apples',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, tim({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
      ['tim', 'bed'],
    ),
  },
};
