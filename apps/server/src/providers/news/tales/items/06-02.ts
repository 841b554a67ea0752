/** Told for children: the bundled news item of 06-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_02: ItemTales = {
  heroLooks: 'a six-year-old girl with a long blond ponytail, a purple jumper and a serious, thinking face',
  draw: [
    { picture: '👧', en: ['mila'], ru: ['мил'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк', 'дедушек'] },
    { picture: '♟', en: ['chess', 'knight', 'pawn', 'pieces'], ru: ['шахмат', 'конь', 'коня', 'пешк', 'фигур'] },
    { picture: '🐴', en: ['horse'], ru: ['лошадк'] },
  ],
  en: {
    title: 'A girl catches Grandpa’s knight at the chess club',
    beats: {
      who: 'Mila, a girl of six, who plays chess with her grandpa at a club in the town library',
      what: 'Grandpa’s knight kept catching Mila’s pieces until she learned to look where it could jump; then she trapped it.',
      feeling: 'cross and tearful, then thoughtful, then proud',
      helped: 'her grandpa, who showed her to ask where the knight could jump before every move',
      why: 'The knight is the only chess piece that jumps over others, always in an L, so it surprises anyone who does not look ahead.',
    },
    hook: 'Hop, hop, which horse jumps in an L?',
    bedtime: 'The chess horses sleep in their wooden box.',
    toddler: [
      { title: 'Black and white', text: 'Here is Mila. Here is Grandpa. Black and white squares!' },
      { title: 'Hop, horse', text: 'Hop, hop! The little horse jumps. Hop, hop, hop!' },
      { title: 'Hooray, Mila', text: 'Mila moves. Grandpa smiles. Hooray, Mila!' },
    ],
    small: [
      {
        title: 'The chess club',
        text: 'Every Saturday, Mila and Grandpa go to the chess club in the library. They sit at a board of black and white squares and think hard.',
      },
      {
        title: 'The jumping horse',
        text: 'Grandpa’s knight kept jumping over other pieces and catching Mila’s. Grandpa said, “Before you move, look where the horse can jump.”',
      },
      {
        title: 'A good game',
        text: 'Mila looked very carefully. Then she caught Grandpa’s knight! Grandpa shook her hand and said, “Good game!” Who would you like to play a game with?',
      },
    ],
    arc: [
      {
        title: 'Gone again',
        text: 'Every Saturday, Mila plays chess with Grandpa at the club in the town library. But every time, Grandpa’s knight comes hopping out of nowhere and takes one of her pieces. Gone again!',
        beat: 'problem',
      },
      {
        title: 'Faster and faster',
        text: 'Mila tried moving faster, so the knight could not catch up. She pushed her pieces quickly across the board. But the knight hopped in and took her queen, and her eyes stung.',
        beat: 'attempt',
      },
      {
        title: 'Where can it jump?',
        text: 'Grandpa rested his big finger on the knight. He said, “Before you move, ask where this horse can jump. Then put your pieces where it cannot reach.”',
        beat: 'help',
      },
      {
        title: 'The hop like an L',
        text: 'The knight is the only chess piece that can jump over others. It always moves like the letter L: two squares one way, then one to the side. That is why it surprises people.',
        beat: 'why',
      },
      {
        title: 'Trapped!',
        text: 'Mila sat on her hands and looked for a long time. Then she moved one little pawn, and the knight was trapped! Grandpa laughed and shook her hand. “Now you play like a real chess player.”',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'knight',
      inText: 'knight',
      explanation: 'The chess piece shaped like a horse’s head; it jumps instead of sliding.',
    },
    whatHappened:
      'A six-year-old girl who plays chess with her grandfather every week at a club in the town library learned to watch where his knight could jump, and trapped it for the first time.',
    parent: {
      upto3: ['Can you find the black and white squares?', 'Can you hop like the little horse?'],
      '4to5': ['How do you think Mila felt when she caught Grandpa’s knight?', 'How do you feel when a game is hard?'],
      '6to7': [
        'Why do you think the knight surprises people?',
        'Could you draw an L on squared paper together and hop a button along it?',
      ],
    },
  },
  ru: {
    title: 'Мила поймала дедушкиного коня',
    beats: {
      who: 'шестилетняя Мила, которая играет с дедушкой в шахматы в клубе при городской библиотеке',
      what: 'Дедушкин конь всё время забирал фигуры Милы, пока она не научилась смотреть, куда он может прыгнуть; и тогда она поймала его в ловушку.',
      feeling: 'обида и слёзы, потом задумчивость, потом гордость',
      helped: 'дедушка, который научил её перед каждым ходом спрашивать себя, куда прыгнет конь',
      why: 'Конь — единственная фигура, которая перепрыгивает через другие, и ходит буквой «Г», поэтому застаёт врасплох тех, кто не смотрит вперёд.',
    },
    hook: 'Прыг-скок: какая лошадка скачет буквой «Г»?',
    bedtime: 'Шахматные кони спят в деревянной коробке.',
    toddler: [
      { title: 'Клеточки', text: 'Вот Мила. Вот дедушка. Чёрные и белые клеточки!' },
      { title: 'Прыг-скок', text: 'Прыг-скок! Лошадка прыгает. Прыг, прыг, прыг!' },
      { title: 'Ура, Мила!', text: 'Мила ходит. Дедушка улыбается. Ура, Мила!' },
    ],
    small: [
      {
        title: 'Шахматный клуб',
        text: 'Каждую субботу Мила с дедушкой ходят в шахматный клуб при библиотеке. Они садятся за доску с чёрными и белыми клетками и крепко думают.',
      },
      {
        title: 'Прыгучий конь',
        text: 'Дедушкин конь всё прыгал через другие фигуры и забирал фигуры у Милы. «Прежде чем ходить, посмотри, куда может прыгнуть конь», — сказал дедушка.',
      },
      {
        title: 'Хорошая игра',
        text: 'Мила посмотрела очень внимательно. И поймала дедушкиного коня! Дедушка пожал ей руку: «Хорошая игра!» А с кем хочется сыграть тебе?',
      },
    ],
    arc: [
      {
        title: 'Опять!',
        text: 'Каждую субботу Мила играет с дедушкой в шахматы в клубе при городской библиотеке. Но каждый раз откуда ни возьмись выпрыгивает дедушкин конь и забирает её фигуру. Опять!',
        beat: 'problem',
      },
      {
        title: 'Быстрее, быстрее',
        text: 'Мила решила ходить быстрее, чтобы конь не успевал. Она торопливо двигала фигуры по доске. Но конь прыгнул и забрал её ферзя, и у Милы защипало в глазах.',
        beat: 'attempt',
      },
      {
        title: 'Куда прыгнет конь?',
        text: 'Дедушка положил большой палец на коня. «Прежде чем ходить, спроси себя: куда может прыгнуть этот конь? — сказал он. — И ставь фигуры туда, где он их не достанет».',
        beat: 'help',
      },
      {
        title: 'Прыжок буквой «Г»',
        text: 'Конь — единственная шахматная фигура, которая умеет перепрыгивать через другие. Он всегда ходит буквой «Г»: две клетки в одну сторону и одну вбок. Вот почему он так часто застаёт врасплох.',
        beat: 'why',
      },
      {
        title: 'Попался!',
        text: 'Мила села на ладошки и долго-долго смотрела на доску. А потом пошла маленькой пешкой, и конь оказался в ловушке! Дедушка засмеялся и пожал ей руку. «Вот теперь ты играешь по-настоящему».',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'конь',
      inText: 'конь',
      explanation: 'Шахматная фигура с головой лошадки; она не скользит, а прыгает.',
    },
    whatHappened:
      'Шестилетняя девочка, которая каждую неделю играет с дедушкой в шахматы в клубе при городской библиотеке, научилась следить, куда может прыгнуть его конь, и впервые поймала его в ловушку.',
    parent: {
      upto3: ['Где чёрные и белые клеточки?', 'Попрыгаешь, как лошадка?'],
      '4to5': [
        'Как думаешь, что почувствовала Мила, когда поймала дедушкиного коня?',
        'Что ты чувствуешь, когда игра трудная?',
      ],
      '6to7': [
        'Как думаешь, почему конь так часто застаёт врасплох?',
        'Может, нарисуете букву «Г» на бумаге и попрыгаете по ней пуговкой?',
      ],
    },
  },
};
