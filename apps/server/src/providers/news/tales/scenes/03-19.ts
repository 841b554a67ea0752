/** What the pictures of 03-19 (lanterns made of ice) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ollie = cast({ id: 'ollie', is: 'boy', look: 'green bobble hat, thick blue coat, big brown boots' });
const grandad = cast({ id: 'grandad', is: 'grandpa', look: 'grey knitted jumper, big mittens' });
const bucket = cast({ id: 'bucket', is: 'bucket' });
const ice = cast({ id: 'ice', is: 'ice', look: 'a bowl of ice' });
const lantern = cast({ id: 'lantern', is: 'lantern', look: 'glowing ice lantern' });
const lanterns = cast({ id: 'lanterns', is: 'lantern', count: 5, look: 'glowing ice lanterns' });
const house = { id: 'house', is: 'house' };

export const SCENES_03_19: ItemScenes = {
  en: {
    toddler: [
      scene(
        'pour the water into the bucket, splash',
        'snow',
        'evening',
        'clear',
        [ollie({ feeling: 'happy' }), bucket({ beside: 'ollie' })],
        ['ollie', 'bucket'],
      ),
      scene(
        'after a cold, cold night, in the morning there is ice',
        'snow',
        'morning',
        'clear',
        [bucket(), ice({ beside: 'bucket' }), ollie({ feeling: 'surprised' })],
        ['ice', 'bucket'],
      ),
      scene(
        'a little light inside the ice: glow, glow, glow',
        'snow',
        'evening',
        'clear',
        [lantern(), ollie({ beside: 'lantern', feeling: 'happy' })],
        ['lantern', 'ollie'],
      ),
    ],
    small: [
      scene(
        'in a snowy village Ollie leaves a bucket of water outside on a very frosty night',
        'snow',
        'night',
        'clear',
        [house, ollie({ feeling: 'calm' }), bucket({ beside: 'ollie' })],
        ['ollie', 'bucket'],
      ),
      scene(
        'in the morning Grandad tips the bucket over and out slides a bowl of ice',
        'snow',
        'morning',
        'clear',
        [grandad({ feeling: 'happy' }), bucket(), ice({ beside: 'bucket' }), ollie({ feeling: 'surprised' })],
        ['grandad', 'ice', 'ollie'],
      ),
      scene(
        'a little lamp inside the ice glows like a lantern',
        'snow',
        'evening',
        'clear',
        [lantern(), ollie({ beside: 'lantern', feeling: 'happy' }), grandad({ feeling: 'happy' })],
        ['lantern', 'ollie'],
      ),
    ],
    arc: [
      scene(
        'Ollie tips out his bucket on the porch after three frosty nights: a solid lump of ice, no room for a light',
        'snow',
        'morning',
        'clear',
        [house, bucket(), ice({ beside: 'bucket', look: 'solid lump of ice' }), ollie({ feeling: 'worried' })],
        ['ollie', 'bucket', 'ice'],
      ),
      scene(
        'Ollie scrapes at the hard ice with a spoon, scrape, scrape; only a tiny dent',
        'snow',
        'morning',
        'clear',
        [ollie({ holding: 'spoon', feeling: 'worried' }), { id: 'spoon', is: 'spoon' }, ice({ beside: 'ollie' })],
        ['ollie', 'spoon', 'ice'],
      ),
      scene(
        'water freezes from the outside in: the frosty air makes ice at the sides and top of the bucket first',
        'snow',
        'night',
        'clear',
        [bucket(), ice({ beside: 'bucket' })],
        ['bucket', 'ice'],
      ),
      scene(
        'after just one night Grandad tips the bucket over: a thick bowl of ice with water still inside',
        'snow',
        'morning',
        'clear',
        [grandad({ feeling: 'happy' }), bucket(), ice({ beside: 'bucket' }), ollie({ feeling: 'surprised' })],
        ['grandad', 'bucket', 'ice', 'ollie'],
      ),
      scene(
        'five glowing ice lanterns along the path to the neighbours’ houses; Ollie is proud',
        'snow',
        'evening',
        'clear',
        [house, lanterns(), ollie({ feeling: 'happy' }), grandad({ feeling: 'happy' })],
        ['lanterns', 'ollie'],
      ),
    ],
    bedtime: scene(
      'night: along the snowy path the ice lanterns glow',
      'snow',
      'night',
      'clear',
      [house, lanterns(), { id: 'moon', is: 'moon' }],
      ['lanterns'],
    ),
  },
};
