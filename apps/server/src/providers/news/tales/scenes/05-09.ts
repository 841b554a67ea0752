/** What the pictures of 05-09 (a baby elephant learns to shower) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const tembo = cast({
  id: 'tembo',
  is: 'elephant',
  young: true,
  look: 'baby elephant, big floppy ears, short wiggly trunk',
});
const mum = cast({ id: 'mum', is: 'elephant', look: 'his mother, a grown-up elephant' });
const river = cast({ id: 'river', is: 'water', look: 'wide warm river' });
const shower = 'trunk up high, a shower of water';
const sun = { id: 'sun', is: 'sun' };

export const SCENES_05_09: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a baby elephant steps into the river: splash, splash, splash',
        'meadow',
        'day',
        'clear',
        [river(), tembo({ in: 'river', feeling: 'happy' })],
        ['tembo', 'river'],
      ),
      scene(
        'up goes the trunk, whoosh: a big shower, water on his back and his ears',
        'meadow',
        'day',
        'clear',
        [river(), tembo({ in: 'river', feeling: 'happy', doing: shower })],
        ['tembo'],
      ),
      scene(
        'Mum splashes too: cool and happy, wet and happy',
        'meadow',
        'day',
        'clear',
        [river(), mum({ in: 'river', feeling: 'happy' }), tembo({ in: 'river', feeling: 'happy' })],
        ['mum', 'tembo'],
      ),
    ],
    small: [
      scene(
        'by a wide warm river, baby Tembo is hot and dusty; his mum leads him into the water, step by step',
        'meadow',
        'day',
        'clear',
        [sun, river(), mum({ in: 'river', feeling: 'calm' }), tembo({ in: 'river', feeling: 'calm' })],
        ['mum', 'tembo', 'river'],
      ),
      scene(
        'Tembo stamps and splashes, flaps his big ears and trumpets with joy',
        'meadow',
        'day',
        'clear',
        [river(), tembo({ in: 'river', feeling: 'happy', doing: 'flapping his ears, trumpeting' })],
        ['tembo'],
      ),
      scene(
        'Mum fills her trunk and lifts it high: whoosh, a shower right over Tembo; he tries it too',
        'meadow',
        'day',
        'clear',
        [river(), mum({ in: 'river', feeling: 'happy', doing: shower }), tembo({ in: 'river', feeling: 'happy' })],
        ['mum', 'tembo'],
      ),
      scene(
        'Tembo feels cool, clean and very happy',
        'meadow',
        'day',
        'clear',
        [mum({ feeling: 'calm' }), tembo({ feeling: 'happy' })],
        ['tembo'],
      ),
    ],
    arc: [
      scene(
        'by a wide warm river lives baby Tembo, with big floppy ears, a short wiggly trunk and a mum always at his side',
        'meadow',
        'day',
        'clear',
        [river(), mum({ feeling: 'calm' }), tembo({ feeling: 'happy', beside: 'mum' })],
        ['tembo', 'mum', 'river'],
      ),
      scene(
        'the sun is hot and Tembo is dry and dusty; he watches a grown-up elephant spray water over her back',
        'meadow',
        'day',
        'clear',
        [
          sun,
          tembo({ feeling: 'worried' }),
          river(),
          { id: 'elephant', is: 'elephant', in: 'river', feeling: 'happy', doing: shower },
        ],
        ['tembo', 'elephant', 'sun'],
      ),
      scene(
        'Tembo dips his trunk and sucks, but the water tickles and he sneezes it out: achoo! His trunk flops about',
        'meadow',
        'day',
        'clear',
        [river(), tembo({ in: 'river', feeling: 'surprised', doing: 'sneezing: achoo' })],
        ['tembo'],
      ),
      scene(
        'his mum comes close, fills her trunk, lifts it high and blows: whoosh, cool water rains down on both of them',
        'meadow',
        'day',
        'clear',
        [river(), mum({ in: 'river', feeling: 'calm', doing: shower }), tembo({ in: 'river', feeling: 'happy' })],
        ['mum', 'tembo'],
      ),
      scene(
        'Tembo tries again, slowly, like Mum: the water goes up and over his back! He splashes until the sun goes down',
        'meadow',
        'evening',
        'clear',
        [river(), tembo({ in: 'river', feeling: 'happy', doing: shower }), mum({ in: 'river', feeling: 'happy' })],
        ['tembo', 'mum'],
      ),
      scene(
        'elephants hardly sweat, so they cool down with water and by flapping their big ears; a trunk has no bones, only muscles',
        'meadow',
        'day',
        'clear',
        [mum({ feeling: 'calm', doing: 'flapping her big ears' }), tembo({ feeling: 'happy' })],
        ['mum', 'tembo'],
      ),
    ],
    bedtime: scene(
      'the baby elephant dozes, standing close to his mum',
      'meadow',
      'night',
      'clear',
      [mum({ feeling: 'sleepy' }), tembo({ feeling: 'sleepy', beside: 'mum' })],
      ['tembo', 'mum'],
    ),
  },
};
