/** What the pictures of 12-03 (a park pond becomes a skating rink) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const olya = cast({
  id: 'olya',
  is: 'girl-hat',
  look: 'white puffy jacket, red bobble hat, red mittens, two short brown plaits, small white skates',
});
const dad = cast({ id: 'dad', is: 'man-hat', look: 'green coat, grey knitted hat' });
const ice = { id: 'ice', is: 'ice', look: 'the frozen round pond in the park' };
const penguin = cast({
  id: 'penguin',
  is: 'skating-penguin',
  look: 'plastic, as tall as Olya, two handles on its back',
});
const houses = { id: 'houses', is: 'house', count: 2 };

export const SCENES_12_03: ItemScenes = {
  en: {
    toddler: [
      scene('the park pond is frozen hard and shiny: ice', 'snow', 'day', 'clear', [houses, ice], ['ice']),
      scene(
        'Olya in little white skates wobbles on the ice; a penguin stands ready to help her',
        'snow',
        'day',
        'clear',
        [ice, olya({ in: 'ice', feeling: 'worried' }), penguin({ in: 'ice' })],
        ['olya', 'penguin', 'ice'],
      ),
      scene(
        'push, push, glide: Olya skates across the ice on her own',
        'snow',
        'day',
        'clear',
        [houses, ice, olya({ in: 'ice', feeling: 'happy' })],
        ['olya', 'ice'],
      ),
    ],
    small: [
      scene(
        'in a small town the park pond has frozen hard; a grown-up checks the thick, strong ice: now it is a rink',
        'snow',
        'day',
        'clear',
        [houses, ice, dad({ id: 'grown-up', in: 'ice', feeling: 'calm' })],
        ['ice', 'grown-up'],
      ),
      scene(
        'Olya in her new white skates stands on the ice, her feet wobbling this way and that',
        'snow',
        'day',
        'clear',
        [ice, olya({ in: 'ice', feeling: 'worried' }), dad({ beside: 'ice', feeling: 'calm' })],
        ['olya', 'ice'],
      ),
      scene(
        'holding the handles of a plastic penguin from Dad, Olya pushes and glides, laughing',
        'snow',
        'day',
        'clear',
        [ice, penguin({ in: 'ice' }), olya({ in: 'ice', feeling: 'happy' }), dad({ beside: 'ice', feeling: 'happy' })],
        ['olya', 'penguin', 'dad'],
      ),
    ],
    arc: [
      scene(
        'in a small snowy town a park with a round pond; five-year-old Olya walks past it with her dad',
        'snow',
        'day',
        'clear',
        [houses, { id: 'pond', is: 'pond' }, olya({ feeling: 'calm' }), dad({ beside: 'olya', feeling: 'calm' })],
        ['pond', 'olya', 'dad'],
      ),
      scene(
        'the pond has turned white and hard; Olya holds her new white skates and watches the big children glide',
        'snow',
        'day',
        'clear',
        [
          ice,
          {
            id: 'children',
            is: 'child-hat',
            count: 2,
            in: 'ice',
            look: 'orange coats, blue bobble hats',
            feeling: 'happy',
          },
          olya({ beside: 'ice', holding: 'skates', feeling: 'worried' }),
          { id: 'skates', is: 'skates', look: 'small, white' },
        ],
        ['olya', 'skates', 'children', 'ice'],
      ),
      scene(
        'Olya steps onto the ice, her feet slide apart, her arms flap and bump, she sits down; she laughs with pink cheeks',
        'snow',
        'day',
        'clear',
        [ice, olya({ in: 'ice', feeling: 'surprised' }), dad({ beside: 'ice', feeling: 'calm' })],
        ['olya', 'ice'],
      ),
      scene(
        'Dad brings a plastic penguin as tall as Olya, with two handles on its back; it stands firm on the ice',
        'snow',
        'day',
        'clear',
        [ice, penguin({ in: 'ice' }), olya({ in: 'ice', feeling: 'surprised' }), dad({ in: 'ice', feeling: 'happy' })],
        ['penguin', 'dad', 'olya'],
      ),
      scene(
        'push and glide: Olya pushes the penguin ahead, and by evening she skates three steps on her own',
        'snow',
        'evening',
        'clear',
        [ice, penguin({ in: 'ice' }), olya({ in: 'ice', feeling: 'happy' }), dad({ beside: 'ice', feeling: 'happy' })],
        ['olya', 'penguin', 'ice'],
      ),
      scene(
        'before a pond becomes a rink, a grown-up drills a little hole and measures how thick the ice is',
        'snow',
        'day',
        'clear',
        [ice, dad({ id: 'grown-up', in: 'ice', holding: 'ruler', feeling: 'calm' }), { id: 'ruler', is: 'ruler' }],
        ['grown-up', 'ruler', 'ice'],
      ),
    ],
    bedtime: scene(
      'at night Olya’s little skates rest by the door while Olya sleeps',
      'room',
      'night',
      'clear',
      [
        { id: 'door', is: 'door' },
        { id: 'skates', is: 'skates', look: 'small, white', beside: 'door' },
        { id: 'bed', is: 'bed' },
        olya({ look: 'pink pyjamas, two short brown plaits', in: 'bed', pose: 'lying', feeling: 'sleepy' }),
      ],
      ['skates', 'door', 'olya'],
    ),
  },
};
