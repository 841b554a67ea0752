/** Told for children: the bundled news item of 05-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_06: ItemTales = {
  heroLooks:
    'a five-year-old girl with black curls in a yellow headband, a paint-spotted white smock and green trousers',
  draw: [
    { picture: '👧', en: ['zara'], ru: ['зо'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '🖌', en: ['brush'], ru: ['кисточ', 'кисть', 'кистью'] },
    { picture: '👨', en: ['driver', 'ben'], ru: ['водител', 'бор'] },
  ],
  en: {
    title: 'Children paint the number seven bus',
    beats: {
      who: 'Zara, a girl of five, her class and their town’s plain white bus',
      what: 'The bus company asked Zara’s class to paint its plain white bus, and now it drives round town covered in their pictures.',
      feeling: 'thrilled, then worried, then proud',
      helped: 'the bus driver, Mr Ben, who showed Zara how to look at her picture from far away',
      why: 'Pictures on a bus are seen from across the street, so big bold shapes show best; special paint keeps them on when the bus is washed.',
    },
    hook: 'Beep, beep, what colour is this bus?',
    bedtime: 'Parked for the night, the painted bus dreams.',
    toddler: [
      { title: 'White bus', text: 'Here is a bus. All white. Beep, beep!' },
      { title: 'Swish, swish', text: 'Swish, swish! A yellow sun. A blue fish!' },
      { title: 'Bye-bye, bus', text: 'Vroom! Look at the painted bus. Bye-bye, bus!' },
    ],
    small: [
      {
        title: 'A plain white bus',
        text: 'The town’s number seven bus was plain and white, like a blank page. So the bus company asked Zara’s class to paint it!',
      },
      {
        title: 'Big, bright pictures',
        text: 'Everyone got a brush and pots of bright paint. Zara painted a big blue fish. Her friends painted flowers, a smiling sun and rainbow stripes.',
      },
      {
        title: 'Zara’s fish',
        text: 'Now the bus drives all over town, and Zara’s fish swims along its side. Each little artist waves when it goes by. What would you paint on a bus?',
      },
    ],
    arc: [
      {
        title: 'Bus number seven',
        text: 'Every morning, bus number seven rumbles past Zara’s school. It used to be plain white from its roof to its wheels, like a blank page waiting for a picture.',
        beat: 'where',
      },
      {
        title: 'A very big page',
        text: 'One day the bus company asked Zara’s class to paint it. Zara was thrilled, and then worried. The bus was so big, and she was so small. What could she paint?',
        beat: 'problem',
      },
      {
        title: 'Paint that stays',
        text: 'The painters from the bus company brought special paint. It sticks to metal and dries hard and shiny. Washing the bus will not rub the pictures off.',
        beat: 'why',
      },
      {
        title: 'A tiny fish',
        text: 'Zara dipped her brush and painted a tiny blue fish near a wheel. She was pleased. But when she stepped back, she could hardly see it at all.',
        beat: 'attempt',
      },
      {
        title: 'Look from far away',
        text: 'Mr Ben, the bus driver, smiled. “Every artist steps far back to look,” he said. Big shapes show best from far away. So Zara walked across the yard and squinted.',
        beat: 'help',
      },
      {
        title: 'A fish as big as a door',
        text: 'So Zara painted her fish again, as big as the bus door, with a swishy tail and a round, happy eye. Now every morning it swims past her school, and she waves.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'artist',
      inText: 'artist',
      explanation: 'Someone who paints, draws or makes pictures.',
    },
    whatHappened:
      'A town’s bus company invited a class of young children to paint one of its plain white buses. The bus now runs its usual route covered in their pictures of fish, flowers, a sun and rainbow stripes.',
    parent: {
      upto3: ['Can you find the blue fish?', 'Can you say beep, beep, like the bus?'],
      '4to5': [
        'How do you think Zara felt when the bus went by with her fish?',
        'How would you feel if your fish rode all over town?',
      ],
      '6to7': [
        'Why do you think big shapes are easier to see from far away?',
        'Could you draw a picture together and look at it from across the room?',
      ],
    },
  },
  ru: {
    title: 'Дети раскрасили автобус',
    beats: {
      who: 'пятилетняя Зоя, её группа и простой белый городской автобус',
      what: 'Автобусный парк попросил группу Зои раскрасить белый автобус, и теперь он ездит по городу в их рисунках.',
      feeling: 'восторг, потом тревога, потом гордость',
      helped: 'водитель дядя Боря, который подсказал Зое посмотреть на рисунок издалека',
      why: 'Рисунки на автобусе видят с другой стороны улицы, поэтому крупные яркие фигуры видно лучше; особая краска не смывается при мойке.',
    },
    hook: 'Би-би, а какого цвета этот автобус?',
    bedtime: 'На стоянке дремлет разрисованный автобус.',
    toddler: [
      { title: 'Белый автобус', text: 'Вот автобус. Весь белый. Би-би!' },
      { title: 'Вжик-вжик', text: 'Вжик-вжик! Жёлтое солнышко. Синяя рыбка!' },
      { title: 'Пока, автобус', text: 'Врум! Вот какой стал автобус. Пока-пока, автобус!' },
    ],
    small: [
      {
        title: 'Белый автобус',
        text: 'Городской автобус номер семь был совсем белый, как чистый лист бумаги. И тогда автобусный парк попросил группу, где занимается Зоя, его раскрасить!',
      },
      {
        title: 'Яркие картинки',
        text: 'Всем раздали кисточки и баночки с яркой краской. Зоя нарисовала большую синюю рыбу. А друзья нарисовали цветы, улыбчивое солнце и радужные полоски.',
      },
      {
        title: 'Рыба плывёт по городу',
        text: 'Теперь автобус ездит по всему городу, а рыба Зои плывёт по его боку. Каждый маленький художник машет, когда автобус проезжает мимо. А что нарисуешь на автобусе ты?',
      },
    ],
    arc: [
      {
        title: 'Автобус номер семь',
        text: 'Каждое утро мимо детского сада, куда ходит Зоя, с урчанием проезжает автобус номер семь. Раньше он был белым от крыши до колёс, как чистый лист, который ждёт рисунка.',
        beat: 'where',
      },
      {
        title: 'Очень большой лист',
        text: 'Однажды автобусный парк попросил ребят из Зоиной группы раскрасить автобус. Зоя обрадовалась, а потом забеспокоилась. Автобус такой большой, а она такая маленькая. Что же нарисовать?',
        beat: 'problem',
      },
      {
        title: 'Краска, которая не смывается',
        text: 'Маляры из автобусного парка привезли особую краску. Она прилипает к металлу и высыхает твёрдой и блестящей. Когда автобус моют, рисунки не смываются.',
        beat: 'why',
      },
      {
        title: 'Крошечная рыбка',
        text: 'Зоя обмакнула кисточку и нарисовала рядом с колесом крошечную синюю рыбку. Она была довольна. Но когда Зоя отошла подальше, рыбку почти не было видно.',
        beat: 'attempt',
      },
      {
        title: 'Посмотри издалека',
        text: 'Водитель дядя Боря улыбнулся. «Художник часто отходит подальше, чтобы посмотреть, — сказал он. — Издалека лучше всего видно большие фигуры». Зоя перешла через двор и прищурилась.',
        beat: 'help',
      },
      {
        title: 'Рыба размером с дверь',
        text: 'И Зоя нарисовала рыбу заново, размером с дверь автобуса, с пышным хвостом и круглым весёлым глазом. Теперь каждое утро эта рыба проплывает мимо детского сада, и Зоя ей машет.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'художник',
      inText: 'художник',
      explanation: 'Тот, кто рисует картины красками или карандашами.',
    },
    whatHappened:
      'Городской автобусный парк пригласил группу малышей раскрасить один из своих белых автобусов. Теперь автобус ездит по обычному маршруту в их рисунках: рыбы, цветы, солнце и радужные полоски.',
    parent: {
      upto3: ['Где синяя рыбка?', 'Скажешь «би-би», как автобус?'],
      '4to5': [
        'Как думаешь, что почувствовала Зоя, когда мимо проехал автобус с её рыбой?',
        'Каково это, если твой рисунок ездит по всему городу?',
      ],
      '6to7': [
        'Как думаешь, почему большие фигуры лучше видно издалека?',
        'Может, нарисуете вместе картинку и посмотрите на неё с другого конца комнаты?',
      ],
    },
  },
};
