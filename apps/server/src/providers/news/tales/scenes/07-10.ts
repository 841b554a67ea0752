/** What the pictures of 07-10 (a blue sunset on Mars) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const scout = cast({ id: 'scout', is: 'rover', look: 'white and silver, six wheels, camera on a tall neck' });
const sun = { id: 'sun', is: 'sun', look: 'small pale sun in a glowing blue patch of sky' };
const hills = { id: 'hills', is: 'mountain', look: 'dusty red hills' };
const scientists = cast({ id: 'scientists', is: 'scientist', count: 2 });
const screen = { id: 'screen', is: 'screen' };

export const SCENES_07_10: ItemScenes = {
  en: {
    toddler: [
      scene('Scout, a little rover, far away on Mars', 'space', 'day', 'clear', [hills, scout()], ['scout']),
      scene(
        'Scout rolls over red sand and red rocks',
        'space',
        'day',
        'clear',
        [hills, scout(), { id: 'rocks', is: 'rock', count: 3 }],
        ['scout', 'rocks'],
      ),
      scene(
        'the sun goes down behind the hills; click goes Scout’s camera at the blue sunset',
        'space',
        'evening',
        'clear',
        [hills, sun, scout()],
        ['scout', 'sun'],
      ),
    ],
    small: [
      scene(
        'on the red planet Mars, little rover Scout drives slowly across dusty red ground',
        'space',
        'day',
        'clear',
        [hills, scout(), { id: 'rocks', is: 'rock', count: 2 }],
        ['scout', 'hills'],
      ),
      scene(
        'Scout waits all day with its camera pointed at the sky',
        'space',
        'day',
        'clear',
        [hills, scout()],
        ['scout'],
      ),
      scene(
        'the photo of the blue sunset on Mars reaches Earth; two scientists gasp at the screen',
        'room',
        'day',
        'clear',
        [screen, scientists({ feeling: 'surprised' })],
        ['screen', 'scientists'],
      ),
    ],
    arc: [
      scene(
        'far away on the red planet Mars, little rover Scout drives across dusty red ground',
        'space',
        'day',
        'clear',
        [hills, scout(), { id: 'rocks', is: 'rock', count: 2 }],
        ['scout', 'hills'],
      ),
      scene(
        'scientists on Earth ask Scout for a photo of a sunset; they look at the rover on their screen',
        'room',
        'day',
        'clear',
        [screen, scientists({ feeling: 'calm' })],
        ['screen', 'scientists'],
      ),
      scene(
        'Scout clicks a little too late: it is nearly all dark over the hills of Mars',
        'space',
        'night',
        'clear',
        [hills, scout()],
        ['scout', 'hills'],
      ),
      scene(
        'the scientists work out the exact minute of the sunset and send Scout a message',
        'room',
        'day',
        'clear',
        [screen, scientists({ feeling: 'calm' })],
        ['screen', 'scientists'],
      ),
      scene(
        'the small sun sets behind dusty red hills on Mars, a patch of blue light around it',
        'space',
        'evening',
        'clear',
        [hills, sun],
        ['sun', 'hills'],
      ),
      scene(
        'at exactly the right minute Scout photographs the sun setting in a glow of soft blue',
        'space',
        'evening',
        'clear',
        [hills, sun, scout()],
        ['scout', 'sun'],
      ),
    ],
    bedtime: scene(
      'night on faraway Mars: the little rover rests among the hills, its camera bowed, till sunrise',
      'space',
      'night',
      'clear',
      [hills, scout()],
      ['scout'],
    ),
  },
};
