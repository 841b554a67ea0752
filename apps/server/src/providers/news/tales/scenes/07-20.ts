/** What the pictures of 07-20 (a cat comes down from a tree) show, scene by scene (format in ./types.ts). */
import type { ItemScenes, SpecThing } from './types.js';

const cat = (more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'cat',
  is: 'cat',
  look: 'ginger kitten, white tip on the tail',
  ...more,
});
const tree: SpecThing = { id: 'tree', is: 'tree' };
const ladder: SpecThing = { id: 'ladder', is: 'ladder', beside: 'tree' };
const firefighter = (more: Partial<SpecThing> = {}): SpecThing => ({ id: 'firefighter', is: 'firefighter', ...more });
const butterfly: SpecThing = { id: 'butterfly', is: 'butterfly' };

export const SCENES_07_20: ItemScenes = {
  en: {
    toddler: [
      {
        doing: 'a little ginger cat sits high in the branches of a tree and mews',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [tree, cat({ in: 'tree', feeling: 'worried' })],
        see: ['cat', 'tree'],
      },
      {
        doing: 'the firefighters come with a long ladder; the cat is still up in the tree',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [tree, cat({ in: 'tree', feeling: 'worried' }), ladder, firefighter({ feeling: 'calm' })],
        see: ['firefighter', 'ladder', 'cat'],
      },
      {
        doing: 'the cat is down, held in a firefighter’s warm hands, purring',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [firefighter({ holding: 'cat', feeling: 'happy' }), cat({ feeling: 'happy' }), tree],
        see: ['cat', 'firefighter'],
      },
    ],
    small: [
      {
        doing: 'Marmalade has chased a butterfly high up a tall tree in a quiet street and looks down, worried',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [{ id: 'houses', is: 'house', count: 2 }, tree, cat({ in: 'tree', feeling: 'worried' }), butterfly],
        see: ['cat', 'tree', 'butterfly'],
      },
      {
        doing: 'the red fire truck has come; a ladder leans on the tree and a soft blanket lies below',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [
          { id: 'truck', is: 'fire-truck' },
          tree,
          cat({ in: 'tree', feeling: 'worried' }),
          ladder,
          { id: 'blanket', is: 'blanket', under: 'tree' },
          firefighter({ feeling: 'calm' }),
        ],
        see: ['truck', 'ladder', 'blanket', 'cat'],
      },
      {
        doing: 'firefighter Sam holds out his hand; Marmalade creeps onto the ladder',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [
          tree,
          ladder,
          cat({ on: 'ladder', feeling: 'calm' }),
          firefighter({ beside: 'ladder', feeling: 'calm' }),
        ],
        see: ['firefighter', 'ladder', 'cat'],
      },
      {
        doing: 'Marmalade is glad to be down on the ground beside the firefighter',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [tree, cat({ feeling: 'happy' }), firefighter({ beside: 'cat', feeling: 'happy' })],
        see: ['cat', 'firefighter'],
      },
    ],
    arc: [
      {
        doing:
          'on a quiet street of neat little houses, one morning the small ginger cat has raced up a tall tree after a butterfly and sits on a high branch, not knowing how to get down',
        where: 'street',
        time: 'morning',
        weather: 'clear',
        things: [{ id: 'houses', is: 'house', count: 2 }, tree, cat({ in: 'tree', feeling: 'worried' }), butterfly],
        see: ['cat', 'tree', 'houses', 'butterfly'],
      },
      {
        doing: 'Marmalade sits on the branch and mews; a kind neighbour hears him and looks up',
        where: 'street',
        time: 'morning',
        weather: 'clear',
        things: [tree, cat({ in: 'tree', feeling: 'worried' }), { id: 'neighbour', is: 'woman', feeling: 'surprised' }],
        see: ['cat', 'tree', 'neighbour'],
      },
      {
        doing: 'a ladder leans against the tree, a soft blanket lies at the bottom, firefighter Sam climbs up slowly',
        where: 'street',
        time: 'morning',
        weather: 'clear',
        things: [
          tree,
          cat({ in: 'tree', feeling: 'worried' }),
          ladder,
          { id: 'blanket', is: 'blanket', under: 'tree' },
          firefighter({ beside: 'ladder', feeling: 'calm' }),
        ],
        see: ['ladder', 'blanket', 'firefighter', 'cat'],
      },
      {
        doing: 'at the bottom Marmalade is wrapped in the blanket and purrs; Sam smiles beside him',
        where: 'street',
        time: 'morning',
        weather: 'clear',
        things: [
          { id: 'blanket', is: 'blanket' },
          cat({ in: 'blanket', feeling: 'happy' }),
          firefighter({ feeling: 'happy' }),
          tree,
        ],
        see: ['cat', 'blanket', 'firefighter'],
      },
      {
        doing: 'a cat’s curved claws grip the bark going up; the cat holds on to the trunk',
        where: 'street',
        time: 'day',
        weather: 'clear',
        things: [tree, cat({ in: 'tree', feeling: 'calm' })],
        see: ['cat', 'tree'],
      },
    ],
    bedtime: {
      doing: 'the ginger cat purrs himself to sleep, curled up in his soft blanket at home',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [{ id: 'blanket', is: 'blanket' }, cat({ in: 'blanket', feeling: 'sleepy', pose: 'lying' })],
      see: ['cat', 'blanket'],
    },
  },
};
