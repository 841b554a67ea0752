/** What the pictures of 07-13 (astronauts grow a tiny garden in space) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const anna = cast({ id: 'anna', is: 'astronaut-woman', look: 'blue flight suit, hair in a bun, floating' });
const leo = cast({ id: 'leo', is: 'astronaut-man', look: 'blue flight suit, floating' });
const earth = cast({ id: 'window', is: 'space-window', look: 'round window, the blue Earth below' });
const pillow = cast({ id: 'pillow', is: 'soil-pillow', look: 'little pillow of soil' });
const seeds = cast({ id: 'seeds', is: 'seeds', count: 3, on: 'pillow', look: 'tiny lettuce seeds' });
const sprouts = cast({ id: 'sprouts', is: 'sprout', count: 3, on: 'pillow', look: 'tiny green sprouts' });
const balls = cast({ id: 'water', is: 'water-ball', count: 3, look: 'wobbly floating balls of water' });
const lamp = cast({ id: 'lamp', is: 'lamp', look: 'special grow lamp, switched on', beside: 'pillow' });

export const SCENES_07_13: ItemScenes = {
  en: {
    toddler: [
      scene(
        'up in a house in space two astronauts float; look down through the window: there is the Earth',
        'room',
        'day',
        'clear',
        [anna({ feeling: 'happy' }), earth(), leo({ feeling: 'happy' })],
        ['anna', 'leo', 'window'],
      ),
      scene(
        'tiny seeds, one, two, three; a little water, please: bloop! the water floats like a ball',
        'room',
        'day',
        'clear',
        [earth(), pillow(), seeds(), balls({ count: 1 }), leo({ feeling: 'surprised' })],
        ['seeds', 'water', 'leo'],
      ),
      scene(
        'peek, peek: tiny green sprouts; grow, grow, grow',
        'room',
        'day',
        'clear',
        [earth(), pillow(), sprouts()],
        ['sprouts', 'pillow'],
      ),
    ],
    small: [
      scene(
        'high above the Earth, on a space station, Anna and Leo plant tiny seeds in a little pillow of soil',
        'room',
        'day',
        'clear',
        [earth(), anna({ feeling: 'happy' }), pillow(), seeds(), leo({ feeling: 'calm' })],
        ['anna', 'leo', 'pillow', 'seeds'],
      ),
      scene(
        'Leo gives the seeds a drink, but the water floats away in wobbly little balls; Anna laughs and catches one',
        'room',
        'day',
        'clear',
        [earth(), leo({ feeling: 'surprised' }), pillow(), balls(), anna({ feeling: 'happy' })],
        ['leo', 'water', 'anna'],
      ),
      scene(
        'a few days later tiny green sprouts peek out; the astronauts take photos for everyone on Earth',
        'room',
        'day',
        'clear',
        [
          earth(),
          pillow(),
          sprouts(),
          anna({ feeling: 'happy', holding: 'camera' }),
          { id: 'camera', is: 'camera' },
          leo({ feeling: 'happy' }),
        ],
        ['sprouts', 'anna', 'camera', 'leo'],
      ),
    ],
    arc: [
      scene(
        'a space station flies round the Earth; Anna and Leo live and work there, and everything inside floats, even their pencils',
        'room',
        'day',
        'clear',
        [anna({ feeling: 'happy' }), { id: 'pencil', is: 'pencil' }, earth(), leo({ feeling: 'happy' })],
        ['anna', 'leo', 'pencil', 'window'],
      ),
      scene(
        'the station is full of wires and buttons but nothing green; Anna and Leo want to grow a tiny garden',
        'room',
        'day',
        'clear',
        [
          earth(),
          anna({ feeling: 'calm' }),
          { id: 'screen', is: 'laptop', look: 'buttons and screens' },
          leo({ feeling: 'calm' }),
        ],
        ['anna', 'leo', 'screen'],
      ),
      scene(
        'they put lettuce seeds into little pillows of soil; Leo squeezes out some water, and it floats away in wobbly balls',
        'room',
        'day',
        'clear',
        [earth(), pillow(), seeds(), balls(), leo({ feeling: 'surprised' })],
        ['pillow', 'seeds', 'water', 'leo'],
      ),
      scene(
        'Anna pushes the water right inside the pillows with a thin tube, and they switch on a special lamp so the sprouts know which way is up',
        'room',
        'day',
        'clear',
        [earth(), anna({ feeling: 'calm', doing: 'watering through a thin tube' }), pillow(), lamp()],
        ['anna', 'pillow', 'lamp'],
      ),
      scene(
        'after a few days tiny green sprouts peek out and stretch towards the lamp; every morning Anna and Leo float over to look',
        'room',
        'morning',
        'clear',
        [earth(), anna({ feeling: 'happy' }), pillow(), sprouts(), lamp(), leo({ feeling: 'happy' })],
        ['sprouts', 'lamp', 'anna', 'leo'],
      ),
      scene(
        'one day astronauts will travel to the Moon and to Mars; plants can grow fresh food on board and make fresh air',
        'room',
        'day',
        'clear',
        [earth(), pillow(), sprouts(), anna({ feeling: 'happy' })],
        ['sprouts', 'anna', 'window'],
      ),
    ],
    bedtime: scene(
      'the two astronauts float quietly beside their tiny garden',
      'room',
      'night',
      'clear',
      [earth(), anna({ feeling: 'calm' }), pillow(), sprouts(), leo({ feeling: 'calm' })],
      ['anna', 'leo', 'sprouts'],
    ),
  },
  ru: {
    // «Космонавты спят рядом со своим огородиком»: they are asleep
    bedtime: scene(
      'the two astronauts sleep beside their tiny garden',
      'room',
      'night',
      'clear',
      [earth(), anna({ feeling: 'sleepy' }), pillow(), sprouts(), leo({ feeling: 'sleepy' })],
      ['anna', 'leo', 'sprouts'],
    ),
  },
};
