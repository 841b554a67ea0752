/** What the pictures of 03-03 (a hospital for teddy bears) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const button = cast({ id: 'button', is: 'teddy', look: 'old light-brown teddy, one floppy ear, red bow tie' });
const ava = cast({ id: 'ava', is: 'girl', look: 'green dress, two short plaits' });
const nora = cast({ id: 'nora', is: 'doctor', look: 'white coat' });
const stethoscope = cast({ id: 'stethoscope', is: 'stethoscope' });
const bed = cast({ id: 'bed', is: 'bed', look: 'small toy bed' });
const plaster = cast({ id: 'plaster', is: 'plaster' });

export const SCENES_03_03: ItemScenes = {
  en: {
    toddler: [
      scene(
        'here is Button the teddy: oh dear, his ear is floppy',
        'bedroom',
        'day',
        'clear',
        [ava({ holding: 'button', feeling: 'worried' }), button()],
        ['button', 'ava'],
      ),
      scene(
        'Ava takes him to the teddy doctor, who listens: thump, thump',
        'school',
        'day',
        'clear',
        [
          ava({ feeling: 'calm' }),
          nora({ holding: 'stethoscope', feeling: 'happy' }),
          stethoscope(),
          bed(),
          button({ in: 'bed' }),
        ],
        ['ava', 'nora', 'button', 'stethoscope'],
      ),
      scene(
        'stitch, stitch: the ear is on, and Ava hugs her teddy',
        'school',
        'day',
        'clear',
        [ava({ holding: 'button', feeling: 'happy' }), button(), nora({ feeling: 'happy' })],
        ['ava', 'button'],
      ),
    ],
    small: [
      scene(
        'Ava’s old teddy Button: his ear has come loose and flops over his eye',
        'bedroom',
        'morning',
        'clear',
        [ava({ holding: 'button', feeling: 'worried' }), button()],
        ['ava', 'button'],
      ),
      scene(
        'the school hall has become a teddy bear hospital: toy beds and young doctors in white coats with stethoscopes',
        'school',
        'day',
        'clear',
        [
          nora({ holding: 'stethoscope', feeling: 'happy' }),
          stethoscope(),
          { id: 'beds', is: 'bed', count: 2, look: 'small toy beds' },
          ava({ holding: 'button', feeling: 'surprised' }),
          button(),
        ],
        ['nora', 'stethoscope', 'beds', 'ava', 'button'],
      ),
      scene(
        'Doctor Nora sews Button’s ear back on while Ava holds his paw',
        'school',
        'day',
        'clear',
        [bed(), button({ in: 'bed' }), nora({ beside: 'bed', feeling: 'calm' }), ava({ feeling: 'calm' })],
        ['nora', 'button', 'ava'],
      ),
      scene(
        'Ava is proud of Button and feels a little braver',
        'school',
        'day',
        'clear',
        [ava({ holding: 'button', feeling: 'happy' }), button()],
        ['ava', 'button'],
      ),
    ],
    arc: [
      scene(
        'one morning Button’s ear has come loose and flops over his eye; Ava holds him, a bit wobbly',
        'bedroom',
        'morning',
        'clear',
        [ava({ holding: 'button', feeling: 'worried' }), button()],
        ['ava', 'button'],
      ),
      scene(
        'Ava sticks a plaster on Button’s ear, then another; the ear flops down again',
        'bedroom',
        'day',
        'clear',
        [button(), plaster({ on: 'button' }), ava({ beside: 'button', feeling: 'worried' })],
        ['ava', 'button', 'plaster'],
      ),
      scene(
        'Mum tells Ava about the teddy bear hospital, where young doctors show children what a doctor does',
        'bedroom',
        'evening',
        'clear',
        [
          { id: 'mum', is: 'woman', feeling: 'calm' },
          ava({ holding: 'button', feeling: 'surprised' }),
          button(),
          { id: 'book', is: 'book', shows: 'doctor' },
        ],
        ['mum', 'ava', 'button'],
      ),
      scene(
        'in the school hall of toy beds, Doctor Nora lets Ava listen to Button with a stethoscope, then sews the ear on',
        'school',
        'day',
        'clear',
        [
          bed(),
          button({ in: 'bed' }),
          ava({ holding: 'stethoscope', feeling: 'happy' }),
          stethoscope(),
          nora({ feeling: 'calm' }),
        ],
        ['ava', 'stethoscope', 'button', 'nora'],
      ),
      scene(
        'at her own check-up Ava smiles at the doctor with a stethoscope, Button in her arms with a bandage',
        'room',
        'day',
        'clear',
        [
          { id: 'doctor', is: 'doctor', feeling: 'happy', holding: 'stethoscope' },
          stethoscope(),
          ava({ holding: 'button', feeling: 'happy' }),
          button(),
        ],
        ['doctor', 'ava', 'button', 'stethoscope'],
      ),
    ],
    bedtime: scene(
      'night: Button rests beside Ava’s pillow, his ear sewn on; Ava asleep in bed',
      'bedroom',
      'night',
      'clear',
      [
        bed({ look: 'bed with a white pillow' }),
        ava({ in: 'bed', pose: 'lying', feeling: 'sleepy' }),
        button({ in: 'bed' }),
      ],
      ['button', 'ava'],
    ),
  },
};
