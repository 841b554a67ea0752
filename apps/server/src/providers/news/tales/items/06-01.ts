/** Told for children: the bundled news item of 06-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_01: ItemTales = {
  heroLooks: 'a small boy with spiky blond hair, an orange T-shirt, blue shorts and a colourful paper crown',
  draw: [
    { picture: '👦', en: ['max', 'boy'], ru: ['макс', 'мальчик'] },
    { picture: '🌈', en: ['rainbow'], ru: ['радуг'] },
    { picture: '🛝', en: ['playground', 'slide'], ru: ['площадк', 'горк'] },
    { picture: '🖍️', en: ['chalk'], ru: ['мелк', 'мелом'] },
    { picture: '🖌️', en: ['brush', 'paint'], ru: ['кист', 'краск'] },
    { picture: '🎶', en: ['song', 'sing'], ru: ['песн', 'песен', 'поют'] },
  ],
  en: {
    title: 'A big day for children',
    beats: {
      who: 'children all over the world, and a boy called Max in a small town',
      what: "Children celebrated Children's Day with games and songs, and in Max's town the grown-ups painted a giant rainbow on the playground.",
      feeling: 'a grey, bored wish for colour, then surprise and pure joy',
      helped: 'the grown-ups of the town, who painted the rainbow the evening before',
      why: 'On the first of June many countries keep a day for children, to remember that every child should be able to play, learn and feel looked after.',
    },
    hook: 'What if a playground turned into a rainbow?',
    bedtime: 'Max is asleep, still humming a song.',
    toddler: [
      {
        title: 'Red, yellow, blue',
        text: 'Ooh! A big rainbow on the ground. Red, yellow, green, blue! So bright!',
      },
      {
        title: 'Jump, jump',
        text: 'Max jumps on red. Jump! Max jumps on blue. Jump, jump, jump!',
      },
      {
        title: 'La-la-la',
        text: 'Everyone sings. La-la-la! Clap, clap, clap! A happy day for children!',
      },
    ],
    small: [
      {
        title: 'A special day',
        text: "On the first of June, children all over the world celebrated Children's Day. They played games and sang songs in parks and playgrounds.",
      },
      {
        title: 'A giant rainbow',
        text: 'In one small town, Max ran to his playground and stopped. Overnight, the grown-ups had painted a giant rainbow right across it!',
      },
      {
        title: 'Colour jumping',
        text: 'Max hopped from red to orange to yellow, all the way to purple. His friends joined in, and then everyone sang a song together.',
      },
      {
        title: 'Your turn',
        text: 'Max laughed so much that his cheeks glowed. Which colour of the rainbow would you jump on first?',
      },
    ],
    arc: [
      {
        title: 'A grey playground',
        text: 'In a small town there is a playground with a slide, two swings and a big grey square of tarmac. A boy called Max plays there every day. Max thought the grey square looked sad and sleepy. He wished it could be as bright as the pictures in his books.',
        beat: 'problem',
      },
      {
        title: 'Chalk drawings',
        text: 'He drew a sun and a flower with chalk. They looked lovely, but the next rain washed them away, and the square was grey again.',
        beat: 'attempt',
      },
      {
        title: 'An evening surprise',
        text: "Children's Day was coming, on the first of June. The evening before, the grown-ups of the town came out with brushes and pots of paint and worked until dark.",
        beat: 'help',
      },
      {
        title: 'A rainbow to play on',
        text: 'In the morning Max found a giant rainbow across the whole square! The children celebrated with hopscotch, races and songs, jumping from colour to colour.',
        beat: 'resolution',
      },
      {
        title: 'Why the first of June',
        text: 'On the first of June, many countries keep a day just for children. It reminds everyone that every child should be able to play, learn and feel looked after. And the painted rainbow has seven colours, in the same order as a real one.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'celebrate',
      inText: 'celebrated',
      explanation: 'To have a party or do something special because of a happy day.',
    },
    whatHappened:
      "Children all over the world celebrated Children's Day on the first of June with games and songs in parks and playgrounds. In one town, grown-ups painted a giant rainbow on the playground.",
    parent: {
      upto3: ['Can you find the red stripe of the rainbow?', 'Where is Max jumping?'],
      '4to5': [
        'How do you think Max felt when he saw the rainbow on the playground?',
        'What makes a day feel like a party to you?',
      ],
      '6to7': [
        'Why do you think a real rainbow appears when the sun comes out after rain?',
        'Could you make a little rainbow together with a glass of water in a sunny window?',
      ],
    },
  },
  ru: {
    title: 'Большой праздник детей',
    beats: {
      who: 'дети по всему миру и мальчик Макс из маленького города',
      what: 'Дети отпраздновали День защиты детей играми и песнями, а в городе Макса взрослые нарисовали на площадке огромную радугу.',
      feeling: 'скука от серой площадки, потом удивление и огромная радость',
      helped: 'взрослые из города, которые накануне вечером нарисовали радугу',
      why: 'Первого июня во многих странах празднуют день детей, чтобы помнить: каждый ребёнок должен играть, учиться и чувствовать заботу.',
    },
    hook: 'Что будет, если площадка станет радугой?',
    bedtime: 'Макс спит и улыбается во сне.',
    toddler: [
      {
        title: 'Радуга!',
        text: 'Ого! На земле большая радуга. Красный, жёлтый, зелёный, синий! Как ярко!',
      },
      {
        title: 'Прыг-скок',
        text: 'Макс прыгает на красный. Прыг! Макс прыгает на синий. Прыг-скок, прыг-скок!',
      },
      {
        title: 'Ля-ля-ля',
        text: 'Все поют. Ля-ля-ля! Хлоп-хлоп-хлоп в ладоши! Праздник у детей!',
      },
    ],
    small: [
      {
        title: 'Особенный день',
        text: 'Первого июня дети по всему миру отпраздновали День защиты детей. Они играли в парках и на площадках и пели песни.',
      },
      {
        title: 'Огромная радуга',
        text: 'В одном маленьком городе Макс прибежал на свою площадку и замер. За ночь взрослые нарисовали на ней огромную радугу!',
      },
      {
        title: 'Прыг по цветам',
        text: 'Макс прыгал с красного на оранжевый, с оранжевого на жёлтый — и до самого фиолетового. Друзья прыгали вместе с ним, а потом все хором спели песенку.',
      },
      {
        title: 'А ты?',
        text: 'Макс так смеялся, что у него разрумянились щёки. А тебе на какой цвет радуги хочется прыгнуть первым делом?',
      },
    ],
    arc: [
      {
        title: 'Серая площадка',
        text: 'В маленьком городе есть детская площадка: горка, двое качелей и большой серый квадрат асфальта. Мальчик Макс играет там каждый день. Максу казалось, что серый квадрат скучный и сонный. Ему хотелось, чтобы площадка стала яркой, как картинки в его книжках.',
        beat: 'problem',
      },
      {
        title: 'Рисунки мелом',
        text: 'Он нарисовал мелками солнышко и цветок. Получилось красиво, но первый же дождь всё смыл, и квадрат снова стал серым.',
        beat: 'attempt',
      },
      {
        title: 'Вечерний сюрприз',
        text: 'Приближалось первое июня — День защиты детей. Накануне вечером взрослые вышли во двор с кистями и банками краски и работали до темноты.',
        beat: 'help',
      },
      {
        title: 'Радуга для игр',
        text: 'Утром Макс увидел на площадке огромную радугу во весь квадрат! Дети играли в классики, бегали наперегонки, пели песни и прыгали с цвета на цвет.',
        beat: 'resolution',
      },
      {
        title: 'Зачем нужен этот день',
        text: 'Первого июня во многих странах празднуют день детей, чтобы помнить: каждый ребёнок должен играть, учиться и чувствовать заботу. А у нарисованной радуги семь цветов, в том же порядке, что и у настоящей.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'радуга',
      inText: 'радугу',
      explanation: 'Разноцветная дуга в небе; её видно, когда после дождя выглядывает солнце.',
    },
    whatHappened:
      'Первого июня дети по всему миру отпраздновали День защиты детей играми и песнями в парках и на площадках. В одном городе взрослые нарисовали на детской площадке огромную радугу.',
    parent: {
      upto3: ['Покажешь красную полоску у радуги?', 'Где прыгает Макс?'],
      '4to5': [
        'Как думаешь, что почувствовал Макс, когда увидел радугу на площадке?',
        'А когда у тебя на душе праздник?',
      ],
      '6to7': [
        'Как думаешь, почему настоящая радуга появляется, когда после дождя выходит солнце?',
        'Может, попробуете вместе поймать маленькую радугу стаканом воды на солнечном окне?',
      ],
    },
  },
};
