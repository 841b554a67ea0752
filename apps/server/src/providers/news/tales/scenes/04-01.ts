/** What the pictures of 04-01 (a lost bunny rides the bus) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const floppy = cast({ id: 'floppy', is: 'toy-bunny', look: 'grey toy bunny, long floppy ears, blue ribbon' });
const bus = cast({ id: 'bus', is: 'bus', look: 'red bus number seven' });
const maya = cast({ id: 'maya', is: 'girl', look: 'orange coat, dark curly hair' });
const ali = cast({ id: 'ali', is: 'driver', look: 'blue driver’s cap and jacket' });
const sign = cast({ id: 'sign', is: 'poster', look: '“I am lost. Is this your bunny?”' });
const dad = cast({ id: 'dad', is: 'man' });
const waving = cast({ id: 'passengers', is: 'child', count: 2 });

export const SCENES_04_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Maya has got off the bus, but her bunny Floppy is still inside: oh no',
        'street',
        'day',
        'clear',
        [bus(), floppy({ in: 'bus' }), maya({ feeling: 'worried' })],
        ['maya', 'bus', 'floppy'],
      ),
      scene(
        'Floppy sits in the bus window and rides round and round the town',
        'town',
        'day',
        'clear',
        [bus(), floppy({ in: 'bus' })],
        ['bus', 'floppy'],
      ),
      scene(
        'beep, beep: the bus is back, and Maya hugs Floppy',
        'street',
        'morning',
        'clear',
        [bus(), maya({ holding: 'floppy', feeling: 'happy' }), floppy()],
        ['maya', 'floppy', 'bus'],
      ),
    ],
    small: [
      scene(
        'the doors have closed and the bus drives away, with Floppy still on the seat; Maya looks back',
        'street',
        'day',
        'clear',
        [bus(), floppy({ in: 'bus' }), maya({ feeling: 'worried' })],
        ['bus', 'floppy', 'maya'],
      ),
      scene(
        'the bus driver sits the bunny in the front window with a sign: I am lost',
        'street',
        'day',
        'clear',
        [ali({ feeling: 'happy' }), bus(), floppy({ in: 'bus' }), sign({ beside: 'ali' })],
        ['ali', 'floppy', 'sign'],
      ),
      scene(
        'all day Floppy rides round the town and the passengers wave; next morning Maya sees him and jumps for joy',
        'town',
        'morning',
        'clear',
        [bus(), floppy({ in: 'bus' }), maya({ feeling: 'surprised' }), waving({ feeling: 'happy' })],
        ['floppy', 'maya', 'passengers'],
      ),
      scene(
        'Maya gives the driver a thank-you picture, Floppy in her arms',
        'street',
        'morning',
        'clear',
        [maya({ holding: 'floppy', feeling: 'happy' }), floppy(), ali({ feeling: 'happy' })],
        ['maya', 'floppy', 'ali'],
      ),
    ],
    arc: [
      scene(
        'Maya has jumped off bus number seven; the doors close and the bus rolls away with Floppy on the seat',
        'street',
        'day',
        'clear',
        [bus(), floppy({ in: 'bus' }), maya({ feeling: 'worried' })],
        ['bus', 'floppy', 'maya'],
      ),
      scene(
        'Maya and her dad wait at the bus stop, but a different bus comes',
        'street',
        'day',
        'clear',
        [
          dad({ feeling: 'calm' }),
          maya({ beside: 'dad', feeling: 'worried' }),
          { id: 'other', is: 'bus', look: 'green bus' },
        ],
        ['dad', 'maya', 'other'],
      ),
      scene(
        'on bus number seven Mr Ali sits Floppy in the front window with a sign',
        'street',
        'day',
        'clear',
        [ali({ feeling: 'happy' }), bus(), floppy({ in: 'bus' }), sign({ beside: 'ali' })],
        ['ali', 'floppy', 'sign', 'bus'],
      ),
      scene(
        'a lost and found box of hats, umbrellas and toys left on buses',
        'room',
        'day',
        'clear',
        [ali({ feeling: 'calm' }), { id: 'box', is: 'basket' }, { id: 'umbrella', is: 'umbrella', beside: 'box' }],
        ['ali', 'box', 'umbrella'],
      ),
      scene(
        'all day Floppy rides round the town; passengers wave and children press their noses to the glass',
        'town',
        'day',
        'clear',
        [bus(), floppy({ in: 'bus' }), waving({ feeling: 'happy' })],
        ['bus', 'floppy', 'passengers'],
      ),
      scene(
        'the next morning bus number seven comes round the corner with Floppy in the window; Maya hugs him and gives Mr Ali a drawing',
        'street',
        'morning',
        'clear',
        [bus(), maya({ holding: 'floppy', feeling: 'happy' }), floppy(), ali({ feeling: 'happy' })],
        ['bus', 'maya', 'floppy', 'ali'],
      ),
    ],
    bedtime: scene(
      'Floppy is home, tucked under Maya’s chin as she sleeps',
      'bedroom',
      'night',
      'clear',
      [{ id: 'bed', is: 'bed' }, maya({ in: 'bed', pose: 'lying', feeling: 'sleepy' }), floppy({ in: 'bed' })],
      ['maya', 'floppy'],
    ),
  },
};
