/** What the pictures of 03-14 (a rocket carries a robot to the Moon) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const skylark = cast({ id: 'skylark', is: 'rocket', look: 'shiny white rocket, tall as a tower' });
const rising = cast({ id: 'skylark', is: 'rocket-flying', look: 'white rocket rising on fire and smoke' });
const IN_SPACE = 'white rocket flying through space';
const robbie = cast({ id: 'robbie', is: 'rocket-robot', look: 'small robot with a camera for eyes', in: 'skylark' });
const moon = { id: 'moon', is: 'full-moon', look: 'round and bright' };
const stars = { id: 'stars', is: 'star', count: 3 };
const crowd = cast({ id: 'people', is: 'child', count: 2 });

export const SCENES_03_14: ItemScenes = {
  en: {
    toddler: [
      scene(
        'wow: a big white rocket stands tall, tall, tall on the launch field',
        'meadow',
        'day',
        'clear',
        [skylark(), crowd({ count: 1, feeling: 'surprised' })],
        ['skylark'],
      ),
      scene(
        'five, four, three, two, one: whoosh! the rocket goes up, up, up on its fire',
        'meadow',
        'day',
        'clear',
        [rising()],
        ['skylark'],
      ),
      scene(
        'there is the Moon, round and bright; the rocket flies to it, and the little robot inside goes click, click',
        'space',
        'night',
        'clear',
        [moon, rising({ look: IN_SPACE }), robbie()],
        ['moon', 'skylark', 'robbie'],
      ),
    ],
    small: [
      scene(
        'on a big launch field stands a shiny white rocket called Skylark; right at the top, the small robot Robbie is tucked inside',
        'meadow',
        'day',
        'clear',
        [skylark(), robbie()],
        ['skylark', 'robbie'],
      ),
      scene(
        'five, four, three, two, one: whoosh! fire and smoke roll out, and Skylark rises into the sky, faster and faster',
        'meadow',
        'day',
        'clear',
        [rising()],
        ['skylark'],
      ),
      scene(
        'now Skylark is on her way to the Moon, where the little robot will take pictures of its grey hills',
        'space',
        'night',
        'clear',
        [moon, rising({ look: IN_SPACE }), robbie()],
        ['skylark', 'moon', 'robbie'],
      ),
      scene(
        'everyone at the launch field cheers and claps as the rocket flies up',
        'meadow',
        'day',
        'clear',
        [
          crowd({ pose: 'waving', feeling: 'happy' }),
          { id: 'man', is: 'man', pose: 'waving', feeling: 'happy' },
          rising(),
        ],
        ['people', 'man', 'skylark'],
      ),
    ],
    arc: [
      scene(
        'on a big launch field stands Skylark, a shiny white rocket as tall as a tower, with the small robot Robbie at the top; her job is to carry him to the far-away Moon',
        'meadow',
        'day',
        'clear',
        [{ id: 'moon', is: 'moon' }, skylark(), robbie()],
        ['skylark', 'robbie', 'moon'],
      ),
      scene(
        'the people in the control room count down from five to one; fire roars out of the bottom of the rocket and Skylark begins to rise',
        'meadow',
        'day',
        'clear',
        [
          rising(),
          { id: 'team', is: 'woman', look: 'control room team', feeling: 'surprised' },
          { id: 'man', is: 'man', feeling: 'happy' },
        ],
        ['skylark', 'team'],
      ),
      scene(
        'high above the clouds Skylark lets go of her empty fuel tanks one by one, lighter and faster, until the Earth cannot pull her back',
        'space',
        'night',
        'clear',
        [
          { id: 'earth', is: 'earth' },
          rising({ look: IN_SPACE }),
          { id: 'tanks', is: 'fuel-tank', count: 2, look: 'empty fuel tanks falling away' },
        ],
        ['skylark', 'tanks', 'earth'],
      ),
      scene(
        'the Moon has no air, freezing in the shade and baking in the sun; a robot needs no air or food, so it can work there a long time',
        'space',
        'day',
        'clear',
        [
          { id: 'sun', is: 'sun' },
          { id: 'robot', is: 'robot', look: 'small robot taking pictures on the Moon' },
        ],
        ['robot', 'sun'],
      ),
      scene(
        'now Skylark flies among the stars through dark, quiet space; in a few days Robbie will photograph the Moon’s grey hills and round craters',
        'space',
        'night',
        'clear',
        [stars, moon, rising({ look: IN_SPACE }), robbie()],
        ['skylark', 'stars', 'moon'],
      ),
    ],
    bedtime: scene(
      'the little robot rides on through the quiet stars inside his rocket',
      'space',
      'night',
      'clear',
      [stars, rising({ look: IN_SPACE }), robbie()],
      ['robbie', 'skylark'],
    ),
  },
};
