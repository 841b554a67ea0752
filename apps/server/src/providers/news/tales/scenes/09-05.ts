/** What the pictures of 09-05 (a letter goes all the way to Grandma) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const felix = cast({ id: 'felix', is: 'boy', look: 'green jumper with a fox on it, sandy hair' });
const mum = cast({ id: 'mum', is: 'woman' });
const grandma = cast({ id: 'grandma', is: 'grandma' });
const letter = cast({ id: 'letter', is: 'envelope' });
const postbox = { id: 'postbox', is: 'postbox' };
const picture = cast({ id: 'picture', is: 'poster', look: 'a child’s drawing of a cat asleep on a cushion' });
const biscuit = cast({ id: 'biscuit', is: 'cat', look: 'grey tabby cat' });

export const SCENES_09_05: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Felix draws a picture for Grandma: scribble, scribble',
        'room',
        'day',
        'clear',
        [picture(), felix({ feeling: 'happy' })],
        ['felix', 'picture'],
      ),
      scene(
        'into the envelope, into the red postbox: plop',
        'street',
        'day',
        'clear',
        [postbox, felix({ holding: 'letter', feeling: 'happy' }), letter()],
        ['postbox', 'letter', 'felix'],
      ),
      scene(
        'ring, ring: Grandma on the phone says thank you',
        'room',
        'day',
        'clear',
        [grandma({ holding: 'phone', feeling: 'happy' }), { id: 'phone', is: 'phone' }],
        ['grandma'],
      ),
    ],
    small: [
      scene(
        'Felix draws Grandma a picture of her cat, Biscuit, to send far away',
        'room',
        'day',
        'clear',
        [picture(), felix({ feeling: 'happy' })],
        ['felix', 'picture'],
      ),
      scene(
        'Mum shows Felix how to write the address; then he drops the letter into the red postbox',
        'street',
        'day',
        'clear',
        [postbox, felix({ holding: 'letter', feeling: 'happy' }), letter(), mum({ feeling: 'happy' })],
        ['felix', 'letter', 'postbox', 'mum'],
      ),
      scene(
        'far away Grandma phones Felix: his picture is on her fridge',
        'room',
        'day',
        'clear',
        [grandma({ holding: 'phone', feeling: 'happy' }), { id: 'phone', is: 'phone' }, picture()],
        ['grandma', 'picture'],
      ),
    ],
    arc: [
      scene(
        'Felix misses Grandma and draws her a big picture of her cat asleep on a cushion',
        'room',
        'day',
        'clear',
        [picture(), felix({ feeling: 'calm' })],
        ['felix', 'picture'],
      ),
      scene(
        'Felix runs to the red postbox with the folded picture; Mum calls out, wait',
        'street',
        'day',
        'clear',
        [postbox, felix({ holding: 'picture', feeling: 'happy' }), picture(), mum({ feeling: 'surprised' })],
        ['postbox', 'felix', 'mum'],
      ),
      scene(
        'at home Mum and Felix write Grandma’s address on an envelope and stick on a stamp',
        'room',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), felix({ holding: 'letter', feeling: 'happy' }), letter()],
        ['mum', 'felix', 'letter'],
      ),
      scene(
        'a postman carries the letter along a street to the right door',
        'street',
        'morning',
        'clear',
        [
          { id: 'houses', is: 'house', count: 2 },
          { id: 'postman', is: 'man', look: 'postman’s blue uniform and bag', holding: 'letter', feeling: 'happy' },
          letter(),
        ],
        ['postman', 'letter'],
      ),
      scene(
        'Grandma laughs on the phone; the picture is on her fridge and Biscuit the cat sniffs it',
        'room',
        'day',
        'clear',
        [picture(), grandma({ feeling: 'happy' }), biscuit({ feeling: 'surprised' })],
        ['grandma', 'picture', 'biscuit'],
      ),
    ],
    bedtime: scene(
      'night: far away the drawing hangs on Grandma’s fridge; Felix is asleep in bed',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, felix({ in: 'bed', feeling: 'sleepy', pose: 'lying' })],
      ['felix', 'bed'],
    ),
  },
};
