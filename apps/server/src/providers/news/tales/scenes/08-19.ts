/** What the pictures of 08-19 (the grey flamingo chick) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const lake = { id: 'lake', is: 'pond', look: 'a shallow zoo lake' };
const rosie = cast({ id: 'rosie', is: 'flamingo', young: true, look: 'fluffy grey flamingo chick' });
const flock = cast({ id: 'flock', is: 'flamingo', count: 3, look: 'tall pink flamingos' });
const jo = cast({ id: 'jo', is: 'woman', look: 'green keeper’s shirt' });
const flowers = { id: 'flowers', is: 'flower', count: 2, look: 'pink flowers' };

export const SCENES_08_19: ItemScenes = {
  en: {
    toddler: [
      scene(
        'pink birds, pink birds, and one grey chick: Rosie',
        'zoo',
        'day',
        'clear',
        [lake, flock(), rosie({ beside: 'flock' })],
        ['flock', 'rosie'],
      ),
      scene(
        'Rosie tries to stand on one leg: wobble, wobble, plop',
        'zoo',
        'day',
        'clear',
        [lake, rosie({ in: 'lake' })],
        ['rosie', 'lake'],
      ),
      scene(
        'Rosie eats pink food and is turning a little pink',
        'zoo',
        'day',
        'clear',
        [lake, rosie({ look: 'pale pink flamingo chick' }), flock()],
        ['rosie', 'flock'],
      ),
    ],
    small: [
      scene(
        'a lake at a zoo with a big flock of pink flamingos and one fluffy grey chick, Rosie',
        'zoo',
        'day',
        'clear',
        [lake, flock({ in: 'lake' }), rosie()],
        ['rosie', 'flock', 'lake'],
      ),
      scene(
        'Rosie stands next to pink flowers in the sunset light, still grey',
        'zoo',
        'evening',
        'clear',
        [flowers, rosie()],
        ['rosie', 'flowers'],
      ),
      scene(
        'keeper Jo smiles beside Rosie, who has turned pink month by month',
        'zoo',
        'day',
        'clear',
        [lake, jo({ feeling: 'happy' }), rosie({ look: 'pink young flamingo' })],
        ['jo', 'rosie'],
      ),
    ],
    arc: [
      scene(
        'a shallow zoo lake where a flock of flamingos stands on long thin legs, dipping their heads',
        'zoo',
        'day',
        'clear',
        [lake, flock({ in: 'lake' })],
        ['flock', 'lake'],
      ),
      scene(
        'among the pink grown-ups stands one fluffy grey chick, Rosie',
        'zoo',
        'day',
        'clear',
        [lake, flock(), rosie({ beside: 'flock' })],
        ['rosie', 'flock'],
      ),
      scene(
        'Rosie stands beside pink flowers in the sunset light; only the sky turns pink',
        'zoo',
        'evening',
        'clear',
        [flowers, rosie(), lake],
        ['rosie', 'flowers'],
      ),
      scene(
        'keeper Jo kneels by the water and fills the feeders with special food',
        'zoo',
        'day',
        'clear',
        [lake, jo({ feeling: 'happy' }), rosie()],
        ['jo', 'rosie'],
      ),
      scene(
        'flamingos dip their beaks in the water for tiny pink shrimp and little plants',
        'zoo',
        'day',
        'clear',
        [lake, flock({ in: 'lake' })],
        ['flock'],
      ),
      scene(
        'one morning Rosie, now pale pink, stands on one leg among the others',
        'zoo',
        'morning',
        'clear',
        [lake, flock({ in: 'lake' }), rosie({ in: 'lake', look: 'pale pink young flamingo' })],
        ['rosie', 'flock'],
      ),
    ],
    bedtime: scene(
      'night at the flamingo lake: the flamingos doze on one leg',
      'zoo',
      'night',
      'clear',
      [lake, flock({ in: 'lake' }), rosie({ in: 'lake', look: 'pale pink young flamingo' })],
      ['flock', 'rosie'],
    ),
  },
};
