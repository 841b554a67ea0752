/** What the pictures of 02-22 (a mountain train climbs to the top) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ruby = cast({ id: 'ruby', is: 'train', look: 'little red mountain train' });
const tunnel = { id: 'tunnel', is: 'tunnel', look: 'dark tunnel through a snowy rock' };
const lakes = { id: 'lakes', is: 'lake', count: 3, look: 'three blue lakes far below' };
const station = { id: 'station', is: 'station', look: 'tiny station at the top' };
const passengers = cast({ id: 'passengers', is: 'child', count: 2, look: 'warm hats and scarves' });
const grownUp = cast({ id: 'mum', is: 'woman', look: 'red hat and scarf' });
const pines = { id: 'pines', is: 'young-fir', count: 2, look: 'snowy pine trees' };
const cog = { id: 'cog', is: 'cog', look: 'a wheel with teeth' };

export const SCENES_02_22: ItemScenes = {
  en: {
    toddler: [
      scene(
        'choo-choo: the little red train climbs up the snowy mountain',
        'snow',
        'day',
        'clear',
        [pines, ruby()],
        ['ruby'],
      ),
      scene(
        'round the bend and through the tunnel: hum, hum, nearly there',
        'snow',
        'day',
        'clear',
        [tunnel, ruby({ in: 'tunnel' })],
        ['ruby', 'tunnel'],
      ),
      scene(
        'the top: look down, one lake, two lakes, three',
        'snow',
        'day',
        'clear',
        [lakes, passengers({ count: 1, feeling: 'surprised' })],
        ['lakes'],
      ),
    ],
    small: [
      scene(
        'in the snowy mountains the little red train Ruby sets off uphill, full of passengers in warm hats and scarves',
        'snow',
        'morning',
        'clear',
        [ruby(), passengers({ feeling: 'happy' }), grownUp({ feeling: 'happy' })],
        ['ruby', 'passengers'],
      ),
      scene(
        'the track goes up as steep as a slide; Ruby hums and climbs past the snowy pines and through a dark tunnel',
        'snow',
        'morning',
        'clear',
        [pines, tunnel, ruby({ in: 'tunnel' })],
        ['ruby', 'tunnel', 'pines'],
      ),
      scene(
        'at the top station the passengers step out and gasp: far below lie three blue lakes',
        'snow',
        'day',
        'clear',
        [lakes, station, passengers({ feeling: 'surprised' })],
        ['station', 'passengers', 'lakes'],
      ),
      scene(
        'the passengers feel on top of the world, and far below are the three lakes to count',
        'snow',
        'day',
        'clear',
        [lakes, passengers({ count: 1, feeling: 'happy' })],
        ['lakes', 'passengers'],
      ),
    ],
    arc: [
      scene(
        'one bright morning in the snowy mountains the little red train Ruby fills up with families, walkers and a girl with a sledge',
        'snow',
        'morning',
        'clear',
        [
          ruby(),
          { id: 'girl', is: 'girl', look: 'pink snowsuit', holding: 'sledge', feeling: 'happy' },
          { id: 'sledge', is: 'sledge' },
          grownUp({ feeling: 'happy' }),
          { id: 'walker', is: 'man', look: 'green jacket, backpack', feeling: 'calm' },
        ],
        ['ruby', 'girl', 'sledge', 'walker'],
      ),
      scene(
        'Ruby hums and climbs past the pine trees, round the bends and through a little tunnel; the passengers press their noses to the windows',
        'snow',
        'morning',
        'clear',
        [pines, tunnel, ruby({ in: 'tunnel' })],
        ['ruby', 'tunnel'],
      ),
      scene(
        'Ruby’s secret: under her is a wheel with teeth, like a cog in a clock, that holds tight to a toothed rail between the tracks',
        'snow',
        'day',
        'clear',
        [ruby(), { ...cog, beside: 'ruby' }],
        ['cog', 'ruby'],
      ),
      scene(
        'smooth wheels would slide on the steep icy slope; a toothed wheel and a toothed rail work like a ladder, step by step',
        'snow',
        'day',
        'clear',
        [{ id: 'ladder', is: 'ladder' }, cog],
        ['cog', 'ladder'],
      ),
      scene(
        'at last Ruby stops at the top station; everyone steps out into the snow and gasps: far below lie three lakes, shining in the sun',
        'snow',
        'day',
        'clear',
        [{ id: 'sun', is: 'sun' }, lakes, station, passengers({ feeling: 'surprised' })],
        ['lakes', 'passengers', 'station'],
      ),
    ],
    bedtime: scene(
      'night high on the mountain: the red train rests at the top station under the stars',
      'snow',
      'night',
      'clear',
      [{ id: 'stars', is: 'star', count: 3 }, station, ruby()],
      ['ruby', 'station'],
    ),
  },
};
