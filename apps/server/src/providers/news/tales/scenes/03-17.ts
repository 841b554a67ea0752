/** What the pictures of 03-17 (an octopus opens a jar) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const otto = cast({ id: 'otto', is: 'octopus', look: 'orange, soft, eight long arms with round suckers' });
const tank = cast({ id: 'tank', is: 'tank', look: 'big aquarium tank with rocks and sand' });
const cave = cast({ id: 'cave', is: 'cave', in: 'tank', look: 'little rocky cave' });
const jar = cast({ id: 'jar', is: 'jar', in: 'tank', look: 'glass jar, lid screwed on tight' });
const shrimp = cast({ id: 'shrimp', is: 'shrimp', in: 'jar', look: 'pink' });
const sam = cast({ id: 'sam', is: 'man', look: 'green keeper’s shirt', beside: 'tank' });
const open = { look: 'glass jar, lid off, lying beside it' };

export const SCENES_03_17: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Otto the orange octopus wiggles his eight arms in his tank',
        'room',
        'day',
        'clear',
        [tank(), otto({ feeling: 'happy', in: 'tank', doing: 'wiggling all eight arms' })],
        ['otto', 'tank'],
      ),
      scene(
        'a glass jar with a snack inside is in Otto’s tank; how does it open?',
        'room',
        'day',
        'clear',
        [tank(), otto({ feeling: 'surprised', in: 'tank' }), jar(), shrimp()],
        ['jar', 'shrimp', 'otto'],
      ),
      scene(
        'twist, twist: Otto has twisted the lid off the jar',
        'room',
        'day',
        'clear',
        [tank(), otto({ feeling: 'happy', in: 'tank', doing: 'arms wrapped round the jar' }), jar(open)],
        ['otto', 'jar'],
      ),
    ],
    small: [
      scene(
        'in a big tank at a city aquarium lives Otto, an orange octopus with eight long arms, very curious',
        'room',
        'day',
        'clear',
        [tank(), otto({ feeling: 'happy', in: 'tank' })],
        ['tank', 'otto'],
      ),
      scene(
        'one morning the keeper puts a glass jar with a shrimp inside into the tank; the lid is screwed on tight',
        'room',
        'morning',
        'clear',
        [tank(), sam({ feeling: 'happy' }), jar(), shrimp(), otto({ feeling: 'surprised', in: 'tank' })],
        ['sam', 'jar', 'shrimp', 'otto'],
      ),
      scene(
        'Otto wraps his arms around the jar; his suckers twist the lid round and round',
        'room',
        'morning',
        'clear',
        [tank(), otto({ feeling: 'calm', in: 'tank', doing: 'arms wrapped round the jar, twisting the lid' }), jar()],
        ['otto', 'jar'],
      ),
      scene(
        'Otto has eaten his shrimp and plays with the empty jar',
        'room',
        'morning',
        'clear',
        [tank(), otto({ feeling: 'happy', in: 'tank', doing: 'playing with the empty jar' }), jar(open)],
        ['otto', 'jar'],
      ),
    ],
    arc: [
      scene(
        'a big aquarium tank with rocks, sand and a little cave; Otto the orange octopus lives there',
        'room',
        'day',
        'clear',
        [tank(), cave(), otto({ feeling: 'calm', in: 'tank' })],
        ['tank', 'cave', 'otto'],
      ),
      scene(
        'Otto is bored and hides in his cave; his keeper Sam wants to give him something new to do',
        'room',
        'day',
        'clear',
        [tank(), cave(), otto({ feeling: 'worried', in: 'cave', doing: 'hiding' }), sam({ feeling: 'worried' })],
        ['otto', 'cave', 'sam'],
      ),
      scene(
        'Sam lowers a jar with a shrimp inside into the tank; Otto comes out and pushes it, but the lid stays on',
        'room',
        'day',
        'clear',
        [
          tank(),
          sam({ feeling: 'calm' }),
          jar(),
          shrimp(),
          otto({ feeling: 'surprised', in: 'tank', doing: 'pushing the jar over' }),
        ],
        ['sam', 'jar', 'shrimp', 'otto'],
      ),
      scene(
        'Otto wraps three arms around the jar, sticks his suckers to the lid and slowly twists',
        'room',
        'day',
        'clear',
        [tank(), otto({ feeling: 'calm', in: 'tank', doing: 'three arms round the jar, twisting the lid' }), jar()],
        ['otto', 'jar'],
      ),
      scene(
        'the lid comes off and floats away; Otto pulls out the shrimp and eats it, and Sam is pleased',
        'room',
        'day',
        'clear',
        [tank(), jar(open), otto({ feeling: 'happy', in: 'tank' }), shrimp({ in: 'tank' }), sam({ feeling: 'happy' })],
        ['jar', 'otto', 'shrimp', 'sam'],
      ),
      scene(
        'an octopus’s arms are covered in round suckers that grip, pull and taste; a busy octopus is a happy one',
        'room',
        'day',
        'clear',
        [tank(), otto({ feeling: 'happy', in: 'tank', doing: 'suckers showing on his arms' }), jar()],
        ['otto', 'jar'],
      ),
    ],
    bedtime: scene(
      'Otto curls up in his little cave in the dark tank',
      'room',
      'night',
      'clear',
      [tank(), cave(), otto({ feeling: 'sleepy', in: 'cave', doing: 'curled up asleep' })],
      ['otto', 'cave'],
    ),
  },
};
