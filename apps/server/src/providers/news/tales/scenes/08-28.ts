/** What the pictures of 08-28 (a puppet show at the library, and sock puppets) show, scene by scene (format in ./types.ts). */
import { cast, scene } from './make.js';
import type { ItemScenes, SceneSpec, SpecThing } from './types.js';

const finn = cast({ id: 'finn', is: 'boy', look: 'sandy hair sticking up at the back, blue jumper' });
const rosa = cast({ id: 'rosa', is: 'woman', look: 'puppeteer with a red scarf and curly grey hair' });
const theatre = cast({ id: 'theatre', is: 'puppet-theatre', look: 'blue and yellow striped booth, red curtains' });
const fox = cast({ id: 'fox', is: 'puppet', look: 'orange fox glove puppet' });
const sockFox = cast({ id: 'sock', is: 'puppet', look: 'orange sock fox with button eyes and felt ears' });
const hat = cast({ id: 'hat', is: 'hat', look: 'little green hat' });
const children = cast({ id: 'children', is: 'child', count: 2 });
const girl = cast({ id: 'girl', is: 'girl', look: 'red dress' });
const shelf = cast({ id: 'shelf', is: 'bookshelf' });
const socks = cast({ id: 'socks', is: 'socks' });

const library = (doing: string, things: SpecThing[], see: string[]): SceneSpec =>
  scene(doing, 'room', 'day', 'clear', things, see);

export const SCENES_08_28: ItemScenes = {
  en: {
    toddler: [
      library('a little striped puppet theatre with red curtains opening', [theatre(), shelf()], ['theatre']),
      library(
        'a fox puppet pops up above the theatre and waves its paws',
        [theatre(), fox({ on: 'theatre', pose: 'waving' })],
        ['theatre', 'fox'],
      ),
      library(
        'Finn holds up a sock with two button eyes: now it is a fox puppet too',
        [finn({ feeling: 'happy', holding: 'sock' }), sockFox()],
        ['finn', 'sock'],
      ),
    ],
    small: [
      library(
        'a striped puppet theatre with red curtains in the town library; children sit on the carpet',
        [shelf(), theatre(), children({ feeling: 'happy' }), finn({ feeling: 'calm' })],
        ['theatre', 'children', 'finn'],
      ),
      library(
        'a fox puppet asks for its hat; Finn sees the hat on the curtain but is too shy to say',
        [theatre(), fox({ on: 'theatre', feeling: 'worried' }), hat({ on: 'theatre' }), finn({ feeling: 'worried' })],
        ['fox', 'hat', 'finn'],
      ),
      library(
        'Rosa the puppeteer hands out socks and buttons; Finn’s sock fox pops up on his hand',
        [rosa({ holding: 'socks', feeling: 'happy' }), socks(), finn({ feeling: 'happy', holding: 'sock' }), sockFox()],
        ['rosa', 'finn', 'sock'],
      ),
    ],
    arc: [
      library(
        'a little striped puppet booth with red curtains stands in the town library; Finn sits in the front row',
        [shelf(), theatre(), finn({ feeling: 'happy' }), children({ feeling: 'happy' })],
        ['theatre', 'finn'],
      ),
      library(
        'the fox puppet looks everywhere for its hat, which hangs on the edge of the curtain; Finn sees it',
        [theatre(), fox({ on: 'theatre', feeling: 'worried' }), hat({ on: 'theatre' }), finn({ feeling: 'worried' })],
        ['fox', 'hat', 'finn'],
      ),
      library(
        'Finn lifts his hand halfway and pulls it down; a girl calls out and everybody laughs',
        [finn({ feeling: 'worried' }), girl({ beside: 'finn', feeling: 'happy', pose: 'waving' }), theatre()],
        ['finn', 'girl'],
      ),
      library(
        'Rosa the puppeteer comes out from behind the booth holding the empty fox puppet to show the hand inside',
        [theatre(), rosa({ beside: 'theatre', holding: 'fox', feeling: 'happy' }), fox()],
        ['rosa', 'fox', 'theatre'],
      ),
      library(
        'Rosa gives each child a sock and buttons; Finn makes an orange sock fox with pointy ears',
        [
          rosa({ holding: 'socks', feeling: 'calm' }),
          socks(),
          finn({ beside: 'rosa', holding: 'sock', feeling: 'calm' }),
          sockFox(),
        ],
        ['rosa', 'finn', 'sock'],
      ),
      library(
        'Finn’s sock fox peeps over the edge of the booth; the children clap and Finn comes out smiling',
        [theatre(), sockFox({ on: 'theatre' }), children({ feeling: 'happy' }), finn({ feeling: 'happy' })],
        ['sock', 'children', 'finn'],
      ),
    ],
    bedtime: scene(
      'Finn is asleep in bed with his orange sock fox on the pillow',
      'bedroom',
      'night',
      'clear',
      [finn({ pose: 'lying', feeling: 'sleepy' }), sockFox({ beside: 'finn' })],
      ['finn', 'sock'],
    ),
  },
};
