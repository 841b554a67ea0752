/** What the pictures of 02-27 (a seal pup sleeps on the ice) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes } from './types.js';

const ice = { id: 'ice', is: 'ice' };
/** a seal pup's mum is a seal: big and grey */
/** both lie on the ice floor side by side (as things on the ground, so neither hides the other's face) */
const mum = cast({ id: 'mum', is: 'seal', look: 'big grey mother seal', beside: 'button' });
const pup = cast({ id: 'button', is: 'seal', young: true, look: 'white fluffy pup, big black eyes' });
const button = pup;
const sun = { id: 'sun', is: 'sun' };
const hollow = { id: 'hollow', is: 'snow-hollow', on: 'ice' };

export const SCENES_02_27: ItemScenes = {
  en: {
    toddler: [
      scene(
        'shh: a little white fluffy seal lies on the cold ice',
        'sea',
        'day',
        'clear',
        [ice, button({ feeling: 'calm' })],
        ['button', 'ice'],
      ),
      scene(
        'yawn: the little seal’s eyes close; sleep, little seal',
        'sea',
        'day',
        'clear',
        [ice, button({ feeling: 'sleepy' })],
        ['button'],
      ),
      scene(
        'Mama seal lies near and watches over her sleeping pup',
        'sea',
        'day',
        'clear',
        [ice, mum({ feeling: 'calm', doing: 'keeping watch' }), button({ feeling: 'sleepy' })],
        ['mum', 'button'],
      ),
    ],
    small: [
      scene(
        'on the ice of a cold sea the fluffy white seal pup Button lies in the sunshine, his big black eyes getting heavy',
        'sea',
        'day',
        'clear',
        [sun, ice, button({ feeling: 'sleepy' })],
        ['button', 'sun'],
      ),
      scene(
        'Button yawns, curls up and sleeps all through the sunny afternoon, warm and snug',
        'sea',
        'day',
        'clear',
        [sun, ice, button({ feeling: 'sleepy' })],
        ['button'],
      ),
      scene(
        'his mother lies right beside him and keeps watch, so Button can sleep as long as he likes',
        'sea',
        'day',
        'clear',
        [ice, mum({ feeling: 'calm', doing: 'keeping watch' }), button({ feeling: 'sleepy' })],
        ['mum', 'button'],
      ),
      scene(
        'Button feels warm and safe, because Mum is near',
        'sea',
        'day',
        'clear',
        [ice, mum({ feeling: 'happy' }), button({ feeling: 'calm' })],
        ['button', 'mum'],
      ),
    ],
    arc: [
      scene(
        'on the ice of a cold northern sea lives a fluffy white seal pup called Button, only a few days old, as white as the snow',
        'sea',
        'day',
        'clear',
        [ice, button({ feeling: 'happy' })],
        ['button', 'ice'],
      ),
      scene(
        'Button is very sleepy, but the ice is wide and flat and a chilly breeze blows across it: where can he get cosy?',
        'sea',
        'day',
        'wind',
        [ice, button({ feeling: 'worried' })],
        ['button'],
      ),
      scene(
        'Button wriggles across the ice and curls up in a little hollow in the snow, but the breeze still tickles his whiskers',
        'sea',
        'day',
        'wind',
        [ice, hollow, pup({ in: 'hollow', feeling: 'worried' })],
        ['button', 'hollow'],
      ),
      scene(
        'the clouds move away and the sun warms his fluffy fur; Mum comes and lies down beside him, big and grey, keeping the breeze away',
        'sea',
        'day',
        'clear',
        [sun, ice, mum({ feeling: 'calm' }), button({ feeling: 'happy' })],
        ['sun', 'mum', 'button'],
      ),
      scene(
        'Button yawns, closes his big black eyes and sleeps and sleeps; Mum stays close the whole time and keeps watch',
        'sea',
        'day',
        'clear',
        [ice, mum({ feeling: 'calm', doing: 'keeping watch' }), button({ feeling: 'sleepy' })],
        ['button', 'mum'],
      ),
      scene(
        'milk and sleep make a thick warm layer of fat; in a few weeks the white fluff falls away and the pup swims in the cold sea',
        'sea',
        'day',
        'clear',
        [{ id: 'sea', is: 'sea-water' }, pup({ in: 'sea', look: 'grey, sleek, a few weeks older', feeling: 'happy' })],
        ['button', 'sea'],
      ),
    ],
    bedtime: scene(
      'the little white seal snoozes on the ice',
      'sea',
      'evening',
      'clear',
      [ice, button({ feeling: 'sleepy' })],
      ['button'],
    ),
  },
  ru: {
    // «Тюленёнок сопит, а мама рядом»: his mum lies beside him
    bedtime: scene(
      'the little seal pup snoozes on the ice, his mum beside him',
      'sea',
      'evening',
      'clear',
      [ice, mum({ feeling: 'calm' }), button({ feeling: 'sleepy' })],
      ['button', 'mum'],
    ),
  },
};
