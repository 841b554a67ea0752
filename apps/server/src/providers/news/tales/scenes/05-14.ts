/** What the pictures of 05-14 (tiny hats for new babies) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const nell = cast({ id: 'nell', is: 'grandma', look: 'lilac cardigan, round red glasses, white curls' });
const joe = cast({ id: 'joe', is: 'grandpa', look: 'green jumper, a pattern in his hand' });
const wool = cast({ id: 'wool', is: 'wool', look: 'yellow' });
const baby = cast({ id: 'baby', is: 'baby', look: 'tiny yellow knitted hat with a pompom' });
const doll = cast({
  id: 'doll',
  is: 'baby',
  look: 'a doll the size of a new baby, a yellow hat slipping over its eyes',
});
const basket = cast({ id: 'basket', is: 'basket', look: 'full of tiny knitted hats' });
const nurse = cast({ id: 'nurse', is: 'doctor', look: 'blue nurse’s uniform' });
const club = cast({ id: 'club', is: 'grandma', count: 2, look: 'knitting' });

export const SCENES_05_14: ItemScenes = {
  en: {
    toddler: [
      scene(
        'Granny knits a hat with yellow wool: click, click, click',
        'room',
        'day',
        'clear',
        [nell({ holding: 'wool', feeling: 'happy' }), wool()],
        ['nell', 'wool'],
      ),
      scene(
        'a tiny yellow hat with a pompom on top, knitted by Granny',
        'room',
        'day',
        'clear',
        [nell({ feeling: 'happy' }), wool({ beside: 'nell' })],
        ['nell', 'wool'],
      ),
      scene(
        'on goes the tiny hat: hello, little baby, cosy, cosy',
        'room',
        'day',
        'clear',
        [nurse({ holding: 'baby', feeling: 'happy' }), baby()],
        ['baby', 'nurse'],
      ),
    ],
    small: [
      scene(
        'a club of grandmas and grandpas knitting tiny hats together in the town library',
        'room',
        'day',
        'clear',
        [club({ feeling: 'happy' }), nell({ holding: 'wool', feeling: 'happy' }), wool(), joe({ feeling: 'calm' })],
        ['club', 'nell', 'joe'],
      ),
      scene(
        'Granny Nell’s first hat is so big it slides down over the doll’s eyes: oops',
        'room',
        'day',
        'clear',
        [nell({ holding: 'doll', feeling: 'surprised' }), doll()],
        ['nell', 'doll'],
      ),
      scene(
        'Grandpa Joe shows her his pattern; soon there is a whole basket of hats, yellow, green and stripy',
        'room',
        'day',
        'clear',
        [joe({ feeling: 'happy' }), nell({ feeling: 'happy' }), basket({ beside: 'nell' })],
        ['joe', 'nell', 'basket'],
      ),
      scene(
        'at the hospital a nurse puts the first tiny hat on a baby born that morning',
        'room',
        'morning',
        'clear',
        [nurse({ holding: 'baby', feeling: 'happy' }), baby(), basket({ beside: 'nurse' })],
        ['nurse', 'baby', 'basket'],
      ),
    ],
    arc: [
      scene(
        'every Tuesday the knitting club meets in a small town library: six grandmas and one grandpa, needles clicking',
        'room',
        'day',
        'clear',
        [club({ feeling: 'happy' }), nell({ holding: 'wool', feeling: 'happy' }), wool(), joe({ feeling: 'calm' })],
        ['club', 'nell', 'joe', 'wool'],
      ),
      scene(
        'Granny Nell tries her yellow hat on a doll the size of a new baby: it slides down over its eyes',
        'room',
        'day',
        'clear',
        [nell({ holding: 'doll', feeling: 'surprised' }), doll()],
        ['nell', 'doll'],
      ),
      scene(
        'her second hat is so small and tight it will not go on the doll at all',
        'room',
        'day',
        'clear',
        [
          nell({ holding: 'doll', feeling: 'worried' }),
          doll({ look: 'a doll with a too-small yellow hat perched on top' }),
        ],
        ['nell', 'doll'],
      ),
      scene(
        'Grandpa Joe leans over with his pattern and shows her how many stitches to make',
        'room',
        'day',
        'clear',
        [joe({ feeling: 'happy' }), nell({ holding: 'wool', feeling: 'calm' }), wool()],
        ['joe', 'nell'],
      ),
      scene(
        'a new baby in a soft hat, because babies lose warmth through their heads quickly',
        'room',
        'day',
        'clear',
        [nurse({ holding: 'baby', feeling: 'calm' }), baby()],
        ['baby'],
      ),
      scene(
        'a basket full of yellow, green, stripy and spotty hats; a nurse puts the first one on a baby born that very morning',
        'room',
        'morning',
        'clear',
        [basket(), nurse({ holding: 'baby', feeling: 'happy' }), baby(), nell({ feeling: 'happy' })],
        ['basket', 'nurse', 'baby'],
      ),
    ],
    bedtime: scene(
      'night: a baby sleeps in a little cot, cosy in a tiny yellow knitted hat',
      'bedroom',
      'night',
      'clear',
      [{ id: 'cot', is: 'bed', look: 'a little cot' }, baby({ in: 'cot', feeling: 'sleepy' })],
      ['baby', 'cot'],
    ),
  },
};
