/** What the pictures of 10-01 (a grandparents' choir gives a concert) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const vera = cast({
  id: 'vera',
  is: 'grandma',
  look: 'pink cardigan with a red flower, short silver curls, round glasses',
});
const paul = cast({ id: 'paul', is: 'grandpa', look: 'brown jacket, bow tie' });
const choir = cast({ id: 'choir', is: 'grandma', count: 2, look: 'purple and blue cardigans' });
const stage = { id: 'stage', is: 'stage', look: 'the concert hall stage' };
const sonya = cast({ id: 'sonya', is: 'girl', look: 'yellow dress, Vera’s granddaughter' });
const audience = cast({ id: 'audience', is: 'woman', look: 'green dress' });
const man = cast({ id: 'man', is: 'man', look: 'blue shirt' });
const song = { id: 'song', is: 'song' };

export const SCENES_10_01: ItemScenes = {
  en: {
    toddler: [
      scene(
        'shh: grandmas and grandpas on the stage, Grandma in pink, Grandpa in a bow tie',
        'room',
        'evening',
        'clear',
        [
          stage,
          vera({ in: 'stage', feeling: 'calm' }),
          paul({ in: 'stage', feeling: 'calm' }),
          choir({ in: 'stage', feeling: 'calm' }),
        ],
        ['vera', 'paul', 'stage'],
      ),
      scene(
        'they sing and sing: loud songs, soft songs, happy songs',
        'room',
        'evening',
        'clear',
        [
          stage,
          vera({ in: 'stage', feeling: 'happy' }),
          paul({ in: 'stage', feeling: 'happy' }),
          choir({ in: 'stage', feeling: 'happy' }),
          song,
        ],
        ['vera', 'paul', 'song'],
      ),
      scene(
        'clap, clap: everyone claps and asks for one more song',
        'room',
        'evening',
        'clear',
        [
          vera({ feeling: 'happy' }),
          paul({ feeling: 'happy' }),
          audience({ pose: 'waving', feeling: 'happy' }),
          sonya({ pose: 'waving', feeling: 'happy' }),
        ],
        ['vera', 'audience', 'sonya'],
      ),
    ],
    small: [
      scene(
        'in a town concert hall a choir of grandmas and grandpas stands on the stage, Grandma Vera in the front row in her pink cardigan',
        'room',
        'evening',
        'clear',
        [
          stage,
          choir({ in: 'stage', feeling: 'calm' }),
          vera({ in: 'stage', feeling: 'calm' }),
          paul({ in: 'stage', feeling: 'calm' }),
        ],
        ['stage', 'vera', 'choir', 'paul'],
      ),
      scene(
        'Vera is a little nervous, then sees her granddaughter Sonya waving from the hall, smiles and sings her best',
        'room',
        'evening',
        'clear',
        [vera({ feeling: 'happy' }), choir({ count: 1, feeling: 'calm' }), sonya({ pose: 'waving', feeling: 'happy' })],
        ['vera', 'sonya'],
      ),
      scene(
        'the last song ends and the audience claps and claps, asking for one more',
        'room',
        'evening',
        'clear',
        [
          vera({ feeling: 'happy' }),
          paul({ feeling: 'happy' }),
          audience({ pose: 'waving', feeling: 'happy' }),
          man({ feeling: 'happy' }),
        ],
        ['vera', 'audience', 'man'],
      ),
      scene(
        'everyone goes home humming; Vera walks with Sonya, singing softly',
        'street',
        'evening',
        'clear',
        [
          { id: 'houses', is: 'house', count: 2 },
          vera({ feeling: 'happy' }),
          sonya({ beside: 'vera', feeling: 'happy' }),
          song,
        ],
        ['vera', 'sonya', 'song'],
      ),
    ],
    arc: [
      scene(
        'a grandmas’ and grandpas’ choir meets in the concert hall every Tuesday; they want to give a real concert, but Vera worries she will forget the words',
        'room',
        'day',
        'clear',
        [
          stage,
          choir({ in: 'stage', feeling: 'happy' }),
          vera({ in: 'stage', feeling: 'worried' }),
          paul({ in: 'stage', feeling: 'calm' }),
        ],
        ['vera', 'choir', 'paul'],
      ),
      scene(
        'the choir practises again and again; Grandpa Paul plays the piano and Vera sings along',
        'room',
        'day',
        'clear',
        [{ id: 'piano', is: 'piano' }, paul({ beside: 'piano', feeling: 'happy' }), vera({ feeling: 'happy' }), song],
        ['piano', 'paul', 'vera', 'song'],
      ),
      scene(
        'the hall is full on concert day; Vera’s knees shake, then she sees Sonya in the front row singing every word',
        'room',
        'evening',
        'clear',
        [
          vera({ feeling: 'worried' }),
          choir({ count: 1, feeling: 'calm' }),
          sonya({ feeling: 'happy' }),
          audience({ feeling: 'calm' }),
          song,
        ],
        ['vera', 'sonya', 'audience'],
      ),
      scene(
        'Vera forgets her worry and sings with her whole voice; the audience claps so long the choir sings one more song',
        'room',
        'evening',
        'clear',
        [
          vera({ feeling: 'happy' }),
          choir({ feeling: 'happy' }),
          paul({ feeling: 'happy' }),
          audience({ pose: 'waving', feeling: 'happy' }),
          song,
        ],
        ['vera', 'choir', 'audience', 'song'],
      ),
      scene(
        'many of the songs are very old, learned from their own grandparents; when children sing them too, a song can live a hundred years',
        'room',
        'day',
        'clear',
        [vera({ feeling: 'happy' }), song, sonya({ feeling: 'happy' })],
        ['vera', 'sonya', 'song'],
      ),
    ],
    bedtime: scene(
      'late in the evening the grandma and grandpa hum one last song, sleepy and soft',
      'room',
      'night',
      'clear',
      [vera({ feeling: 'sleepy' }), song, paul({ feeling: 'sleepy' })],
      ['vera', 'paul', 'song'],
    ),
  },
};
