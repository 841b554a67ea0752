/** What the pictures of 01-04 (meerkats take turns on guard) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const dot = cast({ id: 'dot', is: 'meerkat', young: true, look: 'sandy-brown, dark eye patches' });
const sandy = cast({ id: 'sandy', is: 'meerkat', look: 'sandy-brown big brother' });
const family = cast({ id: 'family', is: 'meerkat', count: 2, look: 'sandy-brown' });
const rock = cast({ id: 'rock', is: 'rock', look: 'a high grey rock' });
const beetle = cast({ id: 'beetle', is: 'beetle' });
const hole = cast({ id: 'burrow', is: 'hole', look: 'a sandy burrow' });

export const SCENES_01_04: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Dot, a little meerkat, standing up on the rock and looking',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'surprised' })],
        ['dot', 'rock'],
      ),
      scene(
        'peep, peep, all is well: the others dig, dig, dig below the rock',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'calm' }), family({ beside: 'rock', feeling: 'happy' })],
        ['dot', 'family'],
      ),
      scene(
        'Sandy takes his turn on the rock; Dot digs and finds a beetle',
        'zoo',
        'day',
        'clear',
        [rock(), sandy({ on: 'rock', feeling: 'calm' }), dot({ beside: 'rock', feeling: 'happy' }), beetle()],
        ['sandy', 'dot', 'beetle'],
      ),
    ],
    small: [
      scene(
        'a meerkat family digs in the sand while one stands on the high rock as the lookout',
        'zoo',
        'day',
        'clear',
        [rock(), sandy({ on: 'rock', feeling: 'calm' }), family({ beside: 'rock', feeling: 'happy' })],
        ['rock', 'sandy', 'family'],
      ),
      scene(
        'Dot’s first turn: she stands up tall on her back legs on the rock and calls peep, peep',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'happy' })],
        ['dot', 'rock'],
      ),
      scene(
        'Dot’s legs shake and her tummy rumbles; big brother Sandy climbs up beside her',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'worried' }), sandy({ beside: 'rock', feeling: 'calm' })],
        ['dot', 'sandy'],
      ),
      scene(
        'Dot has run down and found a juicy beetle in the sand',
        'zoo',
        'day',
        'clear',
        [rock(), sandy({ on: 'rock', feeling: 'calm' }), dot({ beside: 'rock', feeling: 'happy' }), beetle()],
        ['dot', 'beetle'],
      ),
    ],
    arc: [
      scene(
        'a sandy zoo yard with tunnels and rocks; slim meerkats with dark eye patches scurry and dig',
        'zoo',
        'day',
        'clear',
        [rock(), hole(), family({ beside: 'burrow', feeling: 'happy' }), dot({ beside: 'rock', feeling: 'happy' })],
        ['rock', 'family', 'dot'],
      ),
      scene(
        'today the lookout on the highest rock is young Dot; the rest dig for beetles',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'surprised' }), family({ beside: 'rock', feeling: 'calm' })],
        ['dot', 'rock', 'family'],
      ),
      scene(
        'Dot stands up tall, leaning on her tail, turning her head and calling peep, peep',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'calm' })],
        ['dot'],
      ),
      scene(
        'the afternoon goes on; Dot’s legs wobble while the others crunch beetles below',
        'zoo',
        'day',
        'clear',
        [rock(), dot({ on: 'rock', feeling: 'worried' }), family({ beside: 'rock', feeling: 'happy' }), beetle()],
        ['dot', 'family'],
      ),
      scene(
        'Sandy stands up tall on the rock; Dot scampers down and finds a fat beetle in the sand',
        'zoo',
        'day',
        'clear',
        [rock(), sandy({ on: 'rock', feeling: 'calm' }), dot({ beside: 'rock', feeling: 'happy' }), beetle()],
        ['sandy', 'dot', 'beetle'],
      ),
      scene(
        'meerkats share the lookout job: one stands guard while the others eat, then they swap',
        'zoo',
        'day',
        'clear',
        [rock(), sandy({ on: 'rock', feeling: 'calm' }), family({ beside: 'rock', feeling: 'happy' })],
        ['sandy', 'family'],
      ),
      scene(
        'in the afternoon Dot watches Sandy on the rock, his nose held high',
        'zoo',
        'evening',
        'clear',
        [rock(), sandy({ on: 'rock', feeling: 'calm' }), dot({ beside: 'rock', feeling: 'happy' })],
        ['sandy', 'dot'],
      ),
    ],
    bedtime: scene(
      'night: in the burrow Dot curls up asleep against her brother Sandy',
      'zoo',
      'night',
      'clear',
      [
        hole(),
        sandy({ beside: 'burrow', feeling: 'sleepy', pose: 'lying' }),
        dot({ beside: 'sandy', feeling: 'sleepy', pose: 'lying' }),
      ],
      ['dot', 'sandy'],
    ),
  },
};
