/** What the pictures of 05-08 (a children's orchestra plays its first concert) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const theo = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'theo',
  is: 'boy',
  look: 'white shirt, red bow tie, short brown hair',
  ...more,
});
const drum: SpecThing = { id: 'drum', is: 'drum' };
const rosa = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'rosa',
  is: 'woman',
  look: 'long black dress',
  holding: 'baton',
  ...more,
});
const baton: SpecThing = { id: 'baton', is: 'baton' };
const violinist: SpecThing = { id: 'player', is: 'girl', look: 'blue dress', holding: 'violin', feeling: 'happy' };
const violin: SpecThing = { id: 'violin', is: 'violin' };

const hall = (doing: string, things: SpecThing[], see: string[], time: 'day' | 'evening' = 'day'): SceneSpec => ({
  doing,
  where: 'room',
  time,
  weather: 'clear',
  things,
  see,
});

export const SCENES_05_08: ItemScenes = {
  en: {
    toddler: [
      hall(
        'a trumpet goes toot, toot and a violin sings la-la-la',
        [{ id: 'trumpet', is: 'trumpet' }, violinist, violin],
        ['trumpet', 'violin'],
      ),
      hall('Theo beside his big drum: boom, boom, boom', [theo({ feeling: 'happy' }), drum], ['theo', 'drum']),
      hall(
        'everyone plays together and the people clap',
        [violinist, violin, theo({ feeling: 'happy' }), drum, { id: 'trumpet', is: 'trumpet' }],
        ['theo', 'drum', 'violin', 'trumpet'],
        'evening',
      ),
    ],
    small: [
      hall(
        'children with violins, flutes and trumpets; Theo gets the biggest drum',
        [violinist, violin, { id: 'flute', is: 'flute' }, theo({ feeling: 'surprised' }), drum],
        ['theo', 'drum', 'violin', 'flute'],
      ),
      hall(
        'Ms Rosa the conductor shows Theo her little white stick',
        [rosa({ feeling: 'calm' }), baton, theo({ feeling: 'worried' }), drum],
        ['rosa', 'baton', 'theo', 'drum'],
      ),
      hall(
        'the stick points at Theo and he plays BOOM on the big drum',
        [rosa({ feeling: 'happy' }), baton, theo({ feeling: 'happy' }), drum],
        ['rosa', 'baton', 'theo', 'drum'],
        'evening',
      ),
    ],
    arc: [
      hall(
        'children with borrowed violins, trumpets and a tall cello; Theo beside the big drum',
        [violinist, violin, { id: 'cello', is: 'cello' }, theo({ feeling: 'happy' }), drum],
        ['theo', 'drum', 'violin', 'cello'],
      ),
      hall(
        'Theo booms too early at practice; a girl with a violin jumps',
        [violinist, violin, theo({ feeling: 'worried' }), drum],
        ['theo', 'drum', 'player'],
      ),
      {
        doing: 'at home Theo counts one, two, three, four on a little drum, losing his place',
        where: 'room',
        time: 'evening',
        weather: 'clear',
        things: [theo({ feeling: 'worried' }), { id: 'drum', is: 'drum' }],
        see: ['theo', 'drum'],
      },
      hall(
        'Ms Rosa kneels by Theo’s drum and shows him her baton',
        [rosa({ feeling: 'calm' }), baton, theo({ feeling: 'calm' }), drum],
        ['rosa', 'baton', 'theo'],
      ),
      hall(
        'the conductor’s baton keeps one beat for the violin, the trumpet and the drum',
        [rosa({ feeling: 'happy' }), baton, violinist, violin, { id: 'trumpet', is: 'trumpet' }, drum],
        ['rosa', 'baton', 'violin', 'trumpet', 'drum'],
      ),
      hall(
        'on concert night the baton points at Theo and he plays BOOM on time',
        [rosa({ feeling: 'happy' }), baton, theo({ feeling: 'happy' }), drum],
        ['rosa', 'baton', 'theo', 'drum'],
        'evening',
      ),
    ],
    bedtime: {
      doing: 'the big drum rests in the dark, quiet hall',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [drum, { id: 'moon', is: 'moon' }],
      see: ['drum'],
    },
  },
};
