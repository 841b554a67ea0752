/** What the pictures of 06-02 (chess with Grandpa at a club) show, scene by scene (format in ./types.ts). */
import type { Feeling, ItemScenes, SceneSpec, SpecThing } from './types.js';

const mila = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'mila',
  is: 'girl',
  look: 'purple jumper, long blond ponytail',
  feeling,
  ...more,
});
const grandpa = (feeling: Feeling, more: Partial<SpecThing> = {}): SpecThing => ({
  id: 'grandpa',
  is: 'grandpa',
  look: 'brown cardigan',
  feeling,
  ...more,
});
const table: SpecThing = { id: 'table', is: 'table' };
const board: SpecThing = { id: 'board', is: 'chessboard', on: 'table' };

/** Mila and Grandpa either side of the board at the club. */
const game = (doing: string, milaFeels: Feeling, grandpaFeels: Feeling, more: SpecThing[] = []): SceneSpec => ({
  doing,
  where: 'room',
  time: 'day',
  weather: 'clear',
  things: [mila(milaFeels), table, board, grandpa(grandpaFeels), ...more],
  see: ['mila', 'board', 'grandpa', ...more.map((t) => t.id)],
});

export const SCENES_06_02: ItemScenes = {
  en: {
    toddler: [
      game('Mila and Grandpa sit at a board of black and white squares', 'happy', 'happy'),
      game('the little chess horse hops across the board', 'surprised', 'happy'),
      game('Mila moves a piece and Grandpa smiles', 'happy', 'happy'),
    ],
    small: [
      game('Mila and Grandpa think hard over the chessboard at the library club', 'calm', 'calm', [
        { id: 'books', is: 'bookshelf' },
      ]),
      game('Grandpa’s knight jumps and catches Mila’s piece; Grandpa explains', 'worried', 'calm'),
      game('Mila catches Grandpa’s knight and he shakes her hand', 'happy', 'happy'),
    ],
    arc: [
      game('Grandpa’s knight hops out and takes one of Mila’s pieces again', 'worried', 'calm', [
        { id: 'books', is: 'bookshelf' },
      ]),
      game('Mila pushes her pieces fast, and the knight takes her queen', 'worried', 'surprised'),
      game('Grandpa rests his finger on the knight and shows Mila where it can jump', 'calm', 'calm'),
      game('the knight moves like the letter L: two squares, then one to the side', 'surprised', 'happy'),
      game('Mila traps the knight with a little pawn; Grandpa laughs and shakes her hand', 'happy', 'happy'),
    ],
    bedtime: {
      doing: 'the chess pieces sleep in their wooden box on the club table at night',
      where: 'room',
      time: 'night',
      weather: 'clear',
      things: [table, { id: 'box', is: 'box', look: 'wooden chess box', on: 'table' }, { id: 'moon', is: 'moon' }],
      see: ['box', 'table'],
    },
  },
};
