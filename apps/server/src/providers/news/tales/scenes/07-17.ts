/** What the pictures of 07-17 (a boat that eats rubbish in a city harbour) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const gulp = cast({ id: 'gulp', is: 'rubbish-boat', look: 'blue and white, yellow roof, big round eyes' });
const leo = cast({ id: 'leo', is: 'boy', look: 'curly black hair, orange T-shirt' });
const mum = cast({ id: 'mum', is: 'woman', look: 'his mum, long dark hair' });
const nell = cast({ id: 'nell', is: 'woman', look: 'skipper in a blue cap and a yellow jacket' });
const ducks = cast({ id: 'ducks', is: 'duck', count: 2 });
const bottle = cast({ id: 'bottle', is: 'bottle', look: 'empty plastic bottle floating' });
const bag = cast({ id: 'bag', is: 'shopping-bag', look: 'floating plastic bag' });
const cup = cast({ id: 'cup', is: 'paper-cup' });
const gull = cast({ id: 'gull', is: 'bird', look: 'white seagull' });
const boat = cast({ id: 'boat', is: 'boat', look: 'small moored boat' });
const fish = cast({ id: 'fish', is: 'fish' });
const poles = cast({ id: 'net', is: 'man', look: 'harbour worker holding a net on a long pole' });
const crate = cast({ id: 'crate', is: 'crate', look: 'old plastic crate' });

export const SCENES_07_17: ItemScenes = {
  en: {
    toddler: [
      scene(
        'a little harbour boat called Gulp with big round eyes painted on its front',
        'sea',
        'day',
        'clear',
        [gulp()],
        ['gulp'],
      ),
      scene(
        'a bottle floats by and Gulp opens its wide mouth to scoop it up',
        'sea',
        'day',
        'clear',
        [gulp(), bottle({ beside: 'gulp' })],
        ['gulp', 'bottle'],
      ),
      scene(
        'Gulp has eaten the bag, the cup and the bottle; two ducks swim in clean water',
        'sea',
        'day',
        'clear',
        [gulp(), ducks({ beside: 'gulp', feeling: 'happy' })],
        ['gulp', 'ducks'],
      ),
    ],
    small: [
      scene(
        'bottles, paper cups and plastic bags float in a city harbour; the ducks swim round them',
        'sea',
        'day',
        'clear',
        [bottle(), cup(), bag(), ducks({ feeling: 'worried' })],
        ['bottle', 'cup', 'bag', 'ducks'],
      ),
      scene(
        'a little boat called Gulp with painted eyes and a wide mouth lifts a bottle out of the water on its moving belt',
        'sea',
        'day',
        'clear',
        [gulp(), bottle({ beside: 'gulp' })],
        ['gulp', 'bottle'],
      ),
      scene(
        'Leo and his mum watch from the quay as Gulp gobbles up a plastic bag',
        'sea',
        'day',
        'clear',
        [gulp(), bag({ beside: 'gulp' }), leo({ feeling: 'happy' }), mum({ beside: 'leo', feeling: 'happy' })],
        ['gulp', 'leo', 'mum', 'bag'],
      ),
    ],
    arc: [
      scene(
        'a harbour in a big city: boats bob by the quay, a gull sits on a post, Leo and his mum count the boats',
        'sea',
        'day',
        'clear',
        [boat(), gull(), leo({ feeling: 'happy' }), mum({ beside: 'leo', feeling: 'calm' })],
        ['boat', 'gull', 'leo', 'mum'],
      ),
      scene(
        'bottles, paper cups and plastic bags drift between the boats and bump into the ducks',
        'sea',
        'day',
        'clear',
        [boat(), bottle(), cup(), bag(), ducks({ feeling: 'worried' })],
        ['bottle', 'cup', 'bag', 'ducks'],
      ),
      scene(
        'a fish and a duck next to a floating bottle: plastic does not rot away, and animals may take it for food',
        'sea',
        'day',
        'clear',
        [bottle(), fish({ beside: 'bottle' }), ducks({ count: 1, feeling: 'surprised' })],
        ['bottle', 'fish', 'ducks'],
      ),
      scene(
        'a harbour worker reaches for rubbish with a net on a long pole, but a bag floats out of reach',
        'sea',
        'day',
        'clear',
        [poles({ feeling: 'worried' }), bag(), bottle()],
        ['net', 'bag', 'bottle'],
      ),
      scene(
        'Gulp, a little boat with painted eyes, sails in; its skipper Nell steers it, and its moving belt lifts rubbish into a bin',
        'sea',
        'day',
        'clear',
        [gulp(), nell({ beside: 'gulp', feeling: 'happy' }), bottle({ beside: 'gulp' })],
        ['gulp', 'nell', 'bottle'],
      ),
      scene(
        'Gulp gulps an old plastic crate; Leo laughs and waves from the quay; the ducks paddle in clear water',
        'sea',
        'evening',
        'clear',
        [gulp(), crate({ beside: 'gulp' }), leo({ feeling: 'happy', pose: 'waving' }), ducks({ feeling: 'happy' })],
        ['gulp', 'crate', 'leo', 'ducks'],
      ),
    ],
    bedtime: scene(
      'Gulp the little boat rests by the quay at night with its bin empty, eyes half closed',
      'sea',
      'night',
      'clear',
      [gulp()],
      ['gulp'],
    ),
  },
};
