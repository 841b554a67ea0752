/** What the pictures of 06-04 (learning to tie shoelaces) show, scene by scene (format in ./types.ts). */
import type { Feeling, ItemScenes, SceneSpec, SpecThing } from './types.js';

const kofi = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'kofi',
  is: 'boy',
  look: 'yellow hoodie, short black hair',
  feeling,
  ...more,
});
const grandma = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'grandma',
  is: 'grandma',
  look: 'red cardigan',
  feeling,
  ...more,
});
const shoe = (tied: boolean, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'shoe',
  is: 'laced-shoe',
  look: tied ? 'blue trainer, laces tied in a bow' : 'blue trainer, laces loose',
  ...more,
});

const home = (doing: string, things: SpecThing[], see: string[]): SceneSpec => ({
  doing,
  where: 'room',
  time: 'morning',
  weather: 'clear',
  things,
  see,
});

export const SCENES_06_04: ItemScenes = {
  en: {
    toddler: [
      home('Kofi’s blue trainer with floppy, untied laces', [shoe(false), kofi('worried')], ['shoe', 'kofi']),
      home(
        'Grandma makes two loops like bunny ears and crosses them',
        [grandma('happy'), { id: 'bunny', is: 'toy-bunny' }, shoe(false)],
        ['grandma', 'shoe', 'bunny'],
      ),
      home('a neat bow on Kofi’s shoe, and Kofi smiles', [kofi('happy'), shoe(true)], ['kofi', 'shoe']),
    ],
    small: [
      home('Kofi’s new trainers with loose laces flapping', [kofi('worried'), shoe(false)], ['kofi', 'shoe']),
      home(
        'Grandma shows Kofi how to make a loop like a bunny ear',
        [grandma('calm'), kofi('calm', { beside: 'grandma' }), shoe(false)],
        ['grandma', 'kofi', 'shoe'],
      ),
      home(
        'a real bow on Kofi’s shoe; Kofi is proud',
        [kofi('happy', { pose: 'waving' }), shoe(true)],
        ['kofi', 'shoe'],
      ),
    ],
    arc: [
      home('Kofi shows off his new blue trainers with real laces', [kofi('happy'), shoe(false)], ['kofi', 'shoe']),
      {
        doing: 'Kofi walks along the pavement to school with his laces trailing',
        where: 'street',
        time: 'morning',
        weather: 'clear',
        things: [kofi('worried'), shoe(false, { beside: 'kofi' })],
        see: ['kofi', 'shoe'],
      },
      home('Kofi pulls his laces into a tight, tangled knot', [kofi('worried'), shoe(false)], ['kofi', 'shoe']),
      home(
        'Kofi sighs at his old shoes with sticky straps, too small now',
        [kofi('worried'), { id: 'old', is: 'laced-shoe', look: 'small red shoe, laces loose' }],
        ['kofi', 'old'],
      ),
      home(
        'Grandma explains how the loops of a bow squeeze its middle tight',
        [grandma('calm'), shoe(true), kofi('surprised')],
        ['grandma', 'shoe', 'kofi'],
      ),
      home(
        'Kofi practises the bunny-ears trick on Grandma’s old boot',
        [grandma('happy'), kofi('calm', { beside: 'grandma' }), shoe(false)],
        ['grandma', 'kofi', 'shoe'],
      ),
      home(
        'Kofi has tied both shoes himself: two neat bows',
        [kofi('happy', { pose: 'waving' }), shoe(true)],
        ['kofi', 'shoe'],
      ),
    ],
    bedtime: {
      doing: 'Kofi’s trainers wait by the door at night, laces tied in bows',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [{ id: 'door', is: 'door' }, shoe(true, { beside: 'door' })],
      see: ['shoe', 'door'],
    },
  },
};
