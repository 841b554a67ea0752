/** What the pictures of 06-05 (a giant tortoise turns one hundred) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const dora = cast({ id: 'dora', is: 'tortoise', look: 'giant tortoise, heavy round brown shell, long wrinkly neck' });
const cake = cast({
  id: 'cake',
  is: 'vegetable-cake',
  look: 'pumpkin and carrot cake covered in red flowers, no sugar',
});
const keeper = cast({ id: 'keeper', is: 'woman', look: 'green zoo keeper’s shirt' });
const children = [
  { id: 'girl', is: 'girl', feeling: 'happy' as const, doing: 'singing happy birthday' },
  { id: 'boy', is: 'boy', feeling: 'happy' as const, doing: 'singing happy birthday' },
];
const song = { id: 'song', is: 'song' };

export const SCENES_06_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Dora, a big tortoise: step, step, so slow',
        'zoo',
        'day',
        'clear',
        [dora({ feeling: 'calm', doing: 'walking very slowly' })],
        ['dora'],
      ),
      scene(
        'a cake for Dora: red flowers and orange carrots, yum',
        'zoo',
        'day',
        'clear',
        [cake(), { id: 'carrots', is: 'carrot', count: 2 }],
        ['cake', 'carrots'],
      ),
      scene(
        'happy birthday, Dora! nibble, nibble: Dora is one hundred',
        'zoo',
        'day',
        'clear',
        [cake(), dora({ feeling: 'happy', beside: 'cake', doing: 'nibbling a red flower' })],
        ['dora', 'cake'],
      ),
    ],
    small: [
      scene(
        'at a big zoo lives Dora, a giant tortoise with a heavy shell like a round brown roof; she walks very slowly',
        'zoo',
        'day',
        'clear',
        [dora({ feeling: 'calm' })],
        ['dora'],
      ),
      scene(
        'this week Dora turned one hundred years old, older than anyone’s grandma; how can the zoo say happy birthday?',
        'zoo',
        'day',
        'clear',
        [keeper({ feeling: 'surprised' }), dora({ feeling: 'calm' })],
        ['keeper', 'dora'],
      ),
      scene(
        'the keepers make her a cake of pumpkin, carrots and bright red flowers, with no sugar; Dora stretches out her long neck',
        'zoo',
        'day',
        'clear',
        [keeper({ feeling: 'happy' }), cake(), dora({ feeling: 'surprised', doing: 'stretching out her long neck' })],
        ['keeper', 'cake', 'dora'],
      ),
      scene(
        'Dora nibbles the red flowers first, slowly, slowly; the children sing happy birthday',
        'zoo',
        'day',
        'clear',
        [...children, song, cake(), dora({ feeling: 'happy' })],
        ['dora', 'cake', 'girl', 'boy'],
      ),
    ],
    arc: [
      scene(
        'at a big zoo, in a warm house with a sandy floor, lives Dora the giant tortoise, who came long before her keepers were born',
        'barn',
        'day',
        'clear',
        [keeper({ feeling: 'calm' }), dora({ feeling: 'calm' })],
        ['dora', 'keeper'],
      ),
      scene(
        'Dora turns one hundred; the keepers want a special birthday, but a tortoise cannot eat sweet cake: what would she like?',
        'barn',
        'day',
        'clear',
        [keeper({ feeling: 'worried' }), dora({ feeling: 'calm' })],
        ['keeper', 'dora'],
      ),
      scene(
        'they offer her a lettuce leaf and she chews it slowly; a piece of apple she sniffs and turns away from',
        'barn',
        'day',
        'clear',
        [
          { id: 'lettuce', is: 'lettuce' },
          { id: 'apple', is: 'apple' },
          dora({ feeling: 'calm', doing: 'turning away from the apple' }),
        ],
        ['lettuce', 'apple', 'dora'],
      ),
      scene(
        'a keeper remembers Dora’s favourite food, red hibiscus flowers, and they build a cake of pumpkin and carrots covered in red petals',
        'barn',
        'day',
        'clear',
        [keeper({ feeling: 'happy' }), { id: 'hibiscus', is: 'hibiscus', count: 2 }, cake()],
        ['keeper', 'hibiscus', 'cake'],
      ),
      scene(
        'visitors and children gather round and sing; Dora stretches out her wrinkly neck and nibbles a flower, then another',
        'zoo',
        'day',
        'clear',
        [...children, song, cake(), dora({ feeling: 'happy', doing: 'nibbling a red flower' })],
        ['dora', 'cake', 'girl', 'boy'],
      ),
      scene(
        'giant tortoises live slowly: they walk a little, eat plants and rest a lot, and a strong shell covers them like a house',
        'zoo',
        'day',
        'clear',
        [{ id: 'grass', is: 'grass' }, dora({ feeling: 'calm' })],
        ['dora'],
      ),
    ],
    bedtime: scene(
      'Dora pulls her head into her shell and sleeps',
      'barn',
      'night',
      'clear',
      [dora({ feeling: 'sleepy', look: 'giant tortoise, head tucked into her shell' })],
      ['dora'],
    ),
  },
};
