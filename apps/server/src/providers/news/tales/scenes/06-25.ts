/** What the pictures of 06-25 (a young moose visits the village) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const moose = cast({ id: 'moose', is: 'moose', young: true, look: 'shaggy dark brown, long thin legs, no antlers' });
const lina = cast({ id: 'lina', is: 'girl', look: 'red dressing gown, dark plaits' });
const ranger = cast({ id: 'ranger', is: 'ranger', look: 'green jacket, brimmed hat' });
const gate = cast({ id: 'gate', is: 'gate', look: 'wide wooden garden gate' });
const pines = cast({ id: 'pines', is: 'pine', count: 2 });
const window = cast({ id: 'window', is: 'window', look: 'snowy garden outside' });
const house = { id: 'house', is: 'house' };

export const SCENES_06_25: ItemScenes = {
  en: {
    toddler: [
      scene(
        'look who is here: a young moose on long, long legs in the snowy village',
        'snow',
        'morning',
        'clear',
        [house, moose({ feeling: 'calm' })],
        ['moose'],
      ),
      scene(
        'the gate is opened; shh, shh, everyone is quiet',
        'snow',
        'morning',
        'clear',
        [gate(), moose({ feeling: 'worried' }), ranger({ feeling: 'calm' })],
        ['gate', 'moose'],
      ),
      scene(
        'off goes the young moose to the forest: bye-bye',
        'snow',
        'morning',
        'clear',
        [pines(), moose({ feeling: 'happy' })],
        ['moose', 'pines'],
      ),
    ],
    small: [
      scene(
        'one snowy morning a young moose stands in Lina’s garden, nibbling a bush',
        'snow',
        'morning',
        'clear',
        [house, moose({ feeling: 'calm' }), lina({ feeling: 'surprised' })],
        ['moose', 'lina'],
      ),
      scene(
        'a tall fence goes all round the garden; the moose cannot find the way out and looks worried',
        'snow',
        'morning',
        'clear',
        [house, moose({ feeling: 'worried' })],
        ['moose'],
      ),
      scene(
        'the ranger has opened the gate wide and everyone steps back quietly; the moose trots out',
        'snow',
        'morning',
        'clear',
        [gate(), moose({ beside: 'gate', feeling: 'calm' }), ranger({ feeling: 'calm' })],
        ['ranger', 'gate', 'moose'],
      ),
      scene(
        'Lina waves goodbye from her window',
        'room',
        'morning',
        'snow',
        [window(), lina({ beside: 'window', feeling: 'happy', pose: 'waving' })],
        ['lina', 'window'],
      ),
    ],
    arc: [
      scene(
        'one snowy morning Lina looks out of her window and gasps: a young moose as tall as the shed nibbles the bushes in her garden',
        'snow',
        'morning',
        'clear',
        [house, moose({ feeling: 'calm' }), lina({ feeling: 'surprised' })],
        ['moose', 'lina'],
      ),
      scene(
        'in winter deep snow covers the grass and moss in the forest, so moose eat twigs and bark',
        'snow',
        'day',
        'snow',
        [pines(), moose({ feeling: 'calm' })],
        ['moose', 'pines'],
      ),
      scene(
        'the moose walks along the tall fence and lifts a long leg, but it is too tall; a puff of steam from his nose',
        'snow',
        'morning',
        'clear',
        [house, moose({ feeling: 'worried' })],
        ['moose'],
      ),
      scene(
        'the forest ranger opens the wide gate at the back of the garden and walks far away from it',
        'snow',
        'morning',
        'clear',
        [gate(), ranger({ feeling: 'calm' }), moose({ feeling: 'surprised' })],
        ['gate', 'ranger', 'moose'],
      ),
      scene(
        'the moose trots across the white field into the trees; Lina waves from her window',
        'snow',
        'morning',
        'clear',
        [pines(), moose({ feeling: 'happy' }), lina({ feeling: 'happy', pose: 'waving' })],
        ['moose', 'pines', 'lina'],
      ),
    ],
    bedtime: scene(
      'night in the forest: the young moose dozes among the snowy pines',
      'snow',
      'night',
      'clear',
      [pines(), moose({ feeling: 'sleepy', pose: 'lying' }), { id: 'moon', is: 'moon' }],
      ['moose', 'pines'],
    ),
  },
};
