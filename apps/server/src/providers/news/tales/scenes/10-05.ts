/** What the pictures of 10-05 (a class visits a planetarium) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const maya = cast({ id: 'maya', is: 'girl', look: 'navy school jumper, high ponytail' });
const osei = cast({ id: 'osei', is: 'man', look: 'red jumper, short grey beard' });
const class_ = cast({ id: 'class', is: 'child', count: 2, look: 'navy school jumpers' });
const stars = cast({ id: 'stars', is: 'star', count: 7 });
const dome = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'night', 'clear', things, see);

export const SCENES_10_05: ItemScenes = {
  en: {
    toddler: [
      dome(
        'the lights go off under the round ceiling',
        [maya({ feeling: 'surprised' }), class_({ feeling: 'surprised' })],
        ['maya'],
      ),
      dome('stars everywhere on the ceiling; Maya looks up', [stars(), maya({ feeling: 'happy' })], ['stars', 'maya']),
      dome(
        'seven stars make a saucepan in the sky',
        [stars(), maya({ feeling: 'happy' }), osei({ feeling: 'happy' })],
        ['stars', 'maya'],
      ),
    ],
    small: [
      dome(
        'Maya’s class leans back in soft seats under a huge round ceiling',
        [maya({ feeling: 'happy' }), class_({ feeling: 'happy' }), osei({ feeling: 'calm' })],
        ['maya', 'class'],
      ),
      dome(
        'thousands of stars appear; Maya looks for the saucepan but sees only dots',
        [stars(), maya({ feeling: 'worried' })],
        ['stars', 'maya'],
      ),
      dome(
        'the guide draws glowing lines between seven stars; Maya gasps',
        [stars(), osei({ feeling: 'happy' }), maya({ beside: 'osei', feeling: 'surprised' })],
        ['stars', 'osei', 'maya'],
      ),
      scene(
        'that night Maya shows Dad the same saucepan of stars in the real sky',
        'garden',
        'night',
        'clear',
        [
          stars(),
          maya({ feeling: 'happy' }),
          { id: 'dad', is: 'man', look: 'green jumper', beside: 'maya', feeling: 'happy' },
        ],
        ['stars', 'maya', 'dad'],
      ),
    ],
    arc: [
      scene(
        'Maya’s class arrives at the planetarium on a school trip',
        'town',
        'day',
        'clear',
        [{ id: 'planetarium', is: 'observatory' }, maya({ feeling: 'happy' }), class_({ feeling: 'happy' })],
        ['planetarium', 'maya', 'class'],
      ),
      dome(
        'the lights go down and thousands of stars appear; Mr Osei gives the class a puzzle',
        [stars(), osei({ feeling: 'happy' }), maya({ feeling: 'worried' }), class_({ feeling: 'calm' })],
        ['stars', 'osei', 'maya'],
      ),
      dome(
        'Maya counts and squints; her friend Tom points at a bunch of stars',
        [
          stars(),
          maya({ feeling: 'worried' }),
          { id: 'tom', is: 'boy', look: 'navy school jumper', beside: 'maya', feeling: 'calm' },
        ],
        ['maya', 'tom'],
      ),
      dome(
        'Mr Osei draws glowing lines between seven bright stars; Maya whispers there it is',
        [stars(), osei({ feeling: 'happy' }), maya({ beside: 'osei', feeling: 'surprised' })],
        ['stars', 'osei', 'maya'],
      ),
      dome(
        'a machine shines thousands of tiny lights onto the dome',
        [stars(), { id: 'machine', is: 'telescope', look: 'black star machine' }, maya({ feeling: 'calm' })],
        ['machine', 'stars'],
      ),
      scene(
        'in the garden at night Maya finds the seven stars in the real sky and shows Dad',
        'garden',
        'night',
        'clear',
        [
          stars(),
          maya({ feeling: 'happy', pose: 'waving' }),
          { id: 'dad', is: 'man', look: 'green jumper', beside: 'maya', feeling: 'happy' },
        ],
        ['stars', 'maya', 'dad'],
      ),
    ],
    bedtime: scene(
      'Maya asleep; outside her window the saucepan of stars shines over the roofs',
      'bedroom',
      'night',
      'clear',
      [
        { id: 'bed', is: 'bed' },
        maya({ in: 'bed', feeling: 'sleepy', pose: 'lying' }),
        { id: 'window', is: 'window' },
        stars(),
      ],
      ['maya', 'bed', 'stars'],
    ),
  },
};
