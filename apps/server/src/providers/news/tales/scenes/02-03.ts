/** What the pictures of 02-03 (a dog brings back a lost mitten) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const patch = cast({ id: 'patch', is: 'spotted-dog', look: 'white with big black spots, blue collar' });
const sonya = cast({ id: 'sonya', is: 'girl', look: 'blue snowsuit' });
const mitten = cast({ id: 'mitten', is: 'mitten', look: 'little red knitted mitten' });
const hill = { id: 'hill', is: 'hill', look: 'the sledging hill' };
const sledge = { id: 'sledge', is: 'sledge', on: 'hill' };

export const SCENES_02_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a little red mitten lies alone in the snow: whose mitten?',
        'snow',
        'morning',
        'clear',
        [mitten()],
        ['mitten'],
      ),
      scene(
        'sniff, sniff: the spotted dog runs across the snow',
        'snow',
        'morning',
        'clear',
        [patch({ feeling: 'happy', doing: 'running' })],
        ['patch'],
      ),
      scene(
        'here is your mitten! the girl laughs and gives the dog a big hug',
        'snow',
        'morning',
        'clear',
        [patch({ feeling: 'happy' }), sonya({ beside: 'patch', holding: 'mitten', feeling: 'happy' }), mitten()],
        ['sonya', 'patch', 'mitten'],
      ),
    ],
    small: [
      scene(
        'in a snowy city park the spotted dog Patch finds a little red mitten in the snow: whose could it be?',
        'snow',
        'morning',
        'clear',
        [mitten(), patch({ beside: 'mitten', feeling: 'surprised' })],
        ['patch', 'mitten'],
      ),
      scene(
        'Patch sniffs the mitten and the snow and follows the smell to the sledging hill, the mitten in his mouth',
        'snow',
        'morning',
        'clear',
        [hill, sledge, patch({ holding: 'mitten', feeling: 'happy' }), mitten()],
        ['patch', 'mitten', 'hill'],
      ),
      scene(
        'Patch carries the mitten to Sonya, who has one cold pink hand; she hugs him, so happy',
        'snow',
        'morning',
        'clear',
        [
          sonya({ feeling: 'happy' }),
          patch({ holding: 'mitten', feeling: 'happy', doing: 'wagging his tail' }),
          mitten(),
        ],
        ['sonya', 'patch', 'mitten'],
      ),
      scene(
        'Patch feels proud, and Sonya, her mitten back on, feels warm all over',
        'snow',
        'morning',
        'clear',
        [patch({ feeling: 'happy' }), sonya({ holding: 'mitten', feeling: 'happy' }), mitten()],
        ['patch', 'sonya'],
      ),
    ],
    arc: [
      scene(
        'a snowy park in the middle of a big city, where the friendly spotted dog Patch runs along the paths every morning, sniffing',
        'snow',
        'morning',
        'clear',
        [
          { id: 'houses', is: 'house', count: 2 },
          { id: 'tree', is: 'tree', look: 'bare' },
          patch({ feeling: 'happy' }),
        ],
        ['patch'],
      ),
      scene(
        'one morning Patch finds something red in the snow: a little knitted mitten, all alone; whose is it?',
        'snow',
        'morning',
        'clear',
        [mitten(), patch({ beside: 'mitten', feeling: 'surprised' })],
        ['patch', 'mitten'],
      ),
      scene(
        'Patch holds the mitten gently in his teeth and looks around: a man with a newspaper, a mum, children on sledges',
        'snow',
        'morning',
        'clear',
        [
          { id: 'man', is: 'man', holding: 'newspaper', feeling: 'calm' },
          { id: 'newspaper', is: 'newspaper' },
          patch({ holding: 'mitten', feeling: 'worried' }),
          mitten(),
          { id: 'mum', is: 'woman', feeling: 'calm' },
          { id: 'child', is: 'child', on: 'sledge', feeling: 'happy' },
          { id: 'sledge', is: 'sledge' },
        ],
        ['patch', 'mitten', 'man', 'mum', 'child'],
      ),
      scene(
        'the mitten smells of strawberry soap and warm little hands; Patch puts his nose to the snow and follows the smell to the sledging hill',
        'snow',
        'morning',
        'clear',
        [hill, patch({ holding: 'mitten', pose: 'neck-down', feeling: 'calm', doing: 'nose to the snow' }), mitten()],
        ['patch', 'mitten', 'hill'],
      ),
      scene(
        'at the bottom of the hill Sonya blows on her cold fingers; Patch drops the mitten at her feet and she hugs him: thank you, clever dog!',
        'snow',
        'morning',
        'clear',
        [hill, sonya({ feeling: 'happy' }), mitten({ beside: 'sonya' }), patch({ beside: 'sonya', feeling: 'happy' })],
        ['sonya', 'mitten', 'patch'],
      ),
      scene(
        'a dog’s nose is thousands of times better than ours: every person’s own smell stays on what they touch',
        'snow',
        'day',
        'clear',
        [mitten(), patch({ beside: 'mitten', pose: 'neck-down', feeling: 'calm', doing: 'sniffing' })],
        ['patch', 'mitten'],
      ),
    ],
    bedtime: scene(
      'night at home: the spotted dog dozes on his blanket, nose under his tail',
      'room',
      'night',
      'clear',
      [{ id: 'blanket', is: 'blanket', look: 'blue' }, patch({ in: 'blanket', pose: 'lying', feeling: 'sleepy' })],
      ['patch', 'blanket'],
    ),
  },
};
