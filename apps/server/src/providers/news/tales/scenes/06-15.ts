/** What the pictures of 06-15 (strawberry picking by the sea) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const vera = cast({
  id: 'vera',
  is: 'girl',
  look: 'red dress with white spots, white sun hat with a red ribbon, brown ponytail',
});
const grandma = cast({ id: 'grandma', is: 'grandma' });
const farmer = cast({ id: 'farmer', is: 'farmer' });
const plant = cast({ id: 'plant', is: 'strawberry-plant' });
const berries = cast({ id: 'berries', is: 'strawberry', count: 3, in: 'plant', look: 'red ripe strawberries' });
const berry = cast({ id: 'berry', is: 'strawberry', look: 'red ripe strawberry' });
const basket = cast({ id: 'basket', is: 'basket', look: 'little basket' });
const sun = { id: 'sun', is: 'sun' };

export const SCENES_06_15: ItemScenes = {
  en: {
    toddler: [
      scene(
        'peek: red berries in the green leaves; one berry, two berries, lots of berries',
        'farm',
        'day',
        'clear',
        [plant(), berries()],
        ['berries', 'plant'],
      ),
      scene(
        'Vera picks a berry: plop, into the basket',
        'farm',
        'day',
        'clear',
        [
          plant(),
          vera({ feeling: 'happy', holding: 'berry' }),
          berry(),
          basket(),
          berries({ count: 2, id: 'picked', in: 'basket' }),
        ],
        ['vera', 'berry', 'basket', 'picked'],
      ),
      scene(
        'one for the basket, one for Vera: mmm, so sweet; a red mouth and a happy Vera',
        'farm',
        'day',
        'clear',
        [
          basket(),
          berries({ count: 2, id: 'picked', in: 'basket' }),
          vera({ feeling: 'happy', holding: 'berry' }),
          berry(),
        ],
        ['vera', 'berry', 'basket'],
      ),
    ],
    small: [
      scene(
        'on a farm near the sea the strawberry fields turn red under the summer sun: the berries are ripe at last',
        'farm',
        'day',
        'clear',
        [
          sun,
          plant(),
          berries(),
          { id: 'plant-2', is: 'strawberry-plant' },
          berries({ id: 'berries-2', in: 'plant-2' }),
        ],
        ['sun', 'plant', 'berries', 'berries-2'],
      ),
      scene(
        'families come with baskets to pick the berries; Vera comes with her grandma and has her very own little basket',
        'farm',
        'day',
        'clear',
        [
          grandma({ feeling: 'happy', holding: 'big-basket' }),
          { id: 'big-basket', is: 'basket' },
          vera({ feeling: 'happy', holding: 'basket' }),
          basket(),
        ],
        ['grandma', 'vera', 'basket'],
      ),
      scene(
        'Vera looks under every leaf: one strawberry for the basket, one for her mouth; the juice runs down her chin',
        'farm',
        'day',
        'clear',
        [plant(), berries({ count: 2 }), vera({ feeling: 'happy', holding: 'berry' }), berry(), basket()],
        ['vera', 'berry', 'plant', 'basket'],
      ),
      scene(
        'Vera feels happy and full and a little bit sticky',
        'farm',
        'day',
        'clear',
        [vera({ feeling: 'happy' }), basket({ beside: 'vera' }), berries({ id: 'picked', in: 'basket' })],
        ['vera', 'basket', 'picked'],
      ),
    ],
    arc: [
      scene(
        'on a farm near the sea Vera runs to the fence to look at the strawberries; in spring they are small and green; “when can we pick them?”',
        'farm',
        'day',
        'clear',
        [
          farmer({ feeling: 'happy' }),
          vera({ feeling: 'worried' }),
          plant(),
          berries({ look: 'small green strawberries' }),
        ],
        ['vera', 'farmer', 'berries'],
      ),
      scene(
        'Vera pops a white berry into her mouth: sour! she makes such a face that her grandma laughs',
        'farm',
        'day',
        'clear',
        [
          grandma({ feeling: 'happy' }),
          vera({ feeling: 'surprised', holding: 'berry' }),
          berry({ look: 'white unripe strawberry' }),
        ],
        ['vera', 'grandma', 'berry'],
      ),
      scene(
        'day after day the summer sun warms the fields; the berries grow fat, then pink, then bright red',
        'farm',
        'day',
        'clear',
        [
          sun,
          plant(),
          berries({ count: 2 }),
          { id: 'plant-2', is: 'strawberry-plant' },
          { id: 'pink', is: 'strawberry', in: 'plant-2', look: 'pink strawberry, nearly ripe' },
        ],
        ['sun', 'berries', 'pink'],
      ),
      scene(
        'sunshine helps a strawberry make sugar, so the more sun, the sweeter; once picked it does not ripen any more',
        'farm',
        'day',
        'clear',
        [sun, plant(), berries()],
        ['sun', 'berries'],
      ),
      scene(
        'at last the farmer says it is time: Vera and her grandma fill their basket to the top, one for the basket, one for Vera',
        'farm',
        'day',
        'clear',
        [
          farmer({ feeling: 'happy' }),
          grandma({ feeling: 'happy' }),
          basket({ look: 'basket full to the top' }),
          berries({ id: 'picked', in: 'basket' }),
          vera({ feeling: 'happy', holding: 'berry' }),
          berry(),
        ],
        ['farmer', 'grandma', 'basket', 'picked', 'vera'],
      ),
    ],
    bedtime: scene(
      'Vera is asleep in her bed, smelling of strawberries',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, vera({ in: 'bed', pose: 'lying', feeling: 'sleepy' })],
      ['vera', 'bed'],
    ),
  },
};
