/** Told for children: the bundled news item of 09-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_02: ItemTales = {
  heroLooks: 'a girl of five with two dark puffs of hair and a red jumper with a white star',
  draw: [
    { picture: '👧', en: ['zara', 'girl'], ru: ['зоя', 'зои'] },
    { picture: '🛰', en: ['station'], ru: ['станци'] },
    { picture: '👴', en: ['grandad'], ru: ['дедушк'] },
  ],
  en: {
    title: 'The space station flies over the roof',
    beats: {
      who: 'Zara, a girl of five, and her grandad in their back garden',
      what: 'They watched the International Space Station glide across the night sky like a bright star that never blinks.',
      feeling: 'impatient, then amazed, then proud',
      helped: 'her grandad, who knew when to look and what to look for',
      why: 'The station is a home in space, and sunlight on its wide panels makes it shine as it flies round the Earth.',
    },
    hook: 'Which bright star moves faster than a plane?',
    bedtime: 'High above Zara’s roof, the station keeps flying.',
    toddler: [
      { title: 'Look up', text: 'The night is dark. The stars are out. Zara and Grandad look up. Up, up, up!' },
      { title: 'A moving star', text: 'One star is moving! Whoosh, whoosh. No blink, no blink. It is the station!' },
      { title: 'Wave, wave', text: 'Wave, wave, Zara! Hello, station! Hello, astronauts! Bye-bye!' },
    ],
    small: [
      {
        title: 'Waiting in the garden',
        text: 'After supper, Zara and Grandad sat on a blanket in the garden. Grandad’s phone said the space station would fly over at eight o’clock.',
      },
      {
        title: 'Is that it?',
        text: 'Zara pointed at a light and asked if it was the station. Grandad shook his head. “That light blinks. It is a plane.” Zara sighed. Waiting was hard!',
      },
      {
        title: 'A star on the move',
        text: 'Then a bright dot rose over the roof. It did not blink, and it glided fast across the sky. Zara shouted, “The station!” and waved with both hands.',
      },
      {
        title: 'And you?',
        text: 'Zara felt as if she had waved to the astronauts themselves. Would you like to wave to the space station one night?',
      },
    ],
    arc: [
      {
        title: 'A blanket on the grass',
        text: 'Zara and her grandad spread a blanket on the grass of their back garden. The sky was dark, and the first stars were coming out. Grandad’s phone said the space station would fly over in ten minutes.',
      },
      {
        title: 'So many lights',
        text: 'Zara stared and stared. There were so many lights up there! Which one was the station? She did not want to miss it.',
      },
      {
        title: 'A blinking light',
        text: 'A light was moving above the trees. “There it is!” Zara cried. But Grandad pointed to its tiny red flash. “That one blinks, so it is a plane,” he said.',
      },
      {
        title: 'How to spot it',
        text: 'Grandad told her what to look for. “The station is brighter than almost every star. It never blinks, and it glides from one side of the sky to the other.” Zara kept her eyes on the roof.',
      },
      {
        title: 'Hello, station!',
        text: 'Then a bright white dot rose above the chimney. It did not blink. It sailed across the sky, faster than any plane. Zara jumped up and waved with both hands until it faded away.',
      },
      {
        title: 'A home in space',
        text: 'Grandad said that astronauts live and work on the station. It has no light of its own: the Sun shines on its wide panels, even when our garden is dark. It goes all the way round the Earth sixteen times a day.',
      },
    ],
    footnote: {
      word: 'station',
      inText: 'station',
      explanation: 'Here, a big flying home in space where astronauts live and do their work.',
    },
    whatHappened:
      'The International Space Station can be seen from the ground as a bright, steady light crossing the sky in a few minutes. A girl and her grandad checked the time on an app and watched it pass over their garden.',
    parent: {
      upto3: ['Can you point up to the moving star?', 'Can you wave like Zara?'],
      '4to5': [
        'How do you think Zara felt when the light was only a plane?',
        'How do you feel when you have to wait for something exciting?',
      ],
      '6to7': [
        'Why does the station shine if it has no light of its own?',
        'Could we find out together when the space station will fly over our home?',
      ],
    },
  },
  ru: {
    title: 'Над крышей пролетела станция',
    beats: {
      who: 'пятилетняя Зоя и её дедушка у себя в саду',
      what: 'Они смотрели, как Международная космическая станция плывёт по ночному небу, словно яркая звезда, которая не мигает.',
      feeling: 'нетерпение, потом восторг и гордость',
      helped: 'дедушка, который знал, когда и куда смотреть',
      why: 'Станция — дом в космосе, и она сияет, потому что Солнце освещает её большие панели.',
    },
    hook: 'Какая звезда летит быстрее самолёта?',
    bedtime: 'Высоко над крышей, где спит Зоя, летит станция.',
    toddler: [
      { title: 'Смотри вверх', text: 'Ночь. Темно. Горят звёзды. Зоя и дедушка смотрят вверх. Вверх, вверх!' },
      { title: 'Звёздочка бежит', text: 'Одна звёздочка бежит! Не мигает, не мигает. Это станция!' },
      { title: 'Пока-пока', text: 'Зоя машет. Привет, станция! Привет, космонавты! Пока-пока!' },
    ],
    small: [
      {
        title: 'В саду',
        text: 'После ужина Зоя с дедушкой сели на плед в саду. Дедушкин телефон подсказал: космическая станция пролетит ровно в восемь.',
      },
      {
        title: 'Это она?',
        text: 'Зоя показала на огонёк: «Это она?» Дедушка покачал головой: «Этот мигает. Это самолёт». Зоя вздохнула. Как же трудно ждать!',
      },
      {
        title: 'Звезда в пути',
        text: 'И вдруг над крышей поднялась яркая точка. Она не мигала и быстро плыла по небу. «Станция!» — закричала Зоя и замахала обеими руками.',
      },
      {
        title: 'А ты?',
        text: 'Зоя сияла от радости, будто помахала самим космонавтам. А тебе хочется помахать космической станции?',
      },
    ],
    arc: [
      {
        title: 'Плед на траве',
        text: 'Зоя с дедушкой расстелили плед на траве у себя в саду. Небо потемнело, и на нём зажглись первые звёзды. Телефон подсказал: станция пролетит через десять минут.',
      },
      {
        title: 'Сколько огоньков',
        text: 'Зоя смотрела и смотрела. Сколько же там огоньков! Который из них станция? Пропустить её очень не хотелось.',
      },
      {
        title: 'Мигающий огонёк',
        text: 'Над деревьями поплыл огонёк. «Вот она!» — воскликнула Зоя. Но дедушка показал на красную вспышку: «Этот мигает. Значит, это самолёт».',
      },
      {
        title: 'Как её узнать',
        text: 'Дедушка объяснил, куда смотреть. «Станция ярче почти всех звёзд. Она никогда не мигает и плавно летит от одного края неба к другому». Зоя не сводила глаз с крыши.',
      },
      {
        title: 'Привет, станция!',
        text: 'И тут над трубой поднялась яркая белая точка. Она не мигала и плыла по небу быстрее любого самолёта. Зоя вскочила и махала, пока точка не растаяла вдали.',
      },
      {
        title: 'Дом в космосе',
        text: 'Дедушка рассказал, что на станции живут и работают космонавты. Своего света у неё нет: её широкие панели освещает Солнце, даже когда у нас в саду темно. За один день станция облетает вокруг Земли шестнадцать раз.',
      },
    ],
    footnote: {
      word: 'станция',
      inText: 'станция',
      explanation: 'Здесь — большой летающий дом в космосе, где живут и работают космонавты.',
    },
    whatHappened:
      'Международную космическую станцию видно с Земли как яркую немигающую точку, которая за несколько минут пересекает небо. Девочка с дедушкой узнали время пролёта по приложению и увидели станцию над своим садом.',
    parent: {
      upto3: ['Покажешь, где бежит звёздочка?', 'Помашешь станции, как Зоя?'],
      '4to5': [
        'Как думаешь, что почувствовала Зоя, когда огонёк оказался самолётом?',
        'А каково тебе, когда приходится долго ждать чего-то интересного?',
      ],
      '6to7': [
        'Почему станция сияет, если у неё нет своего света?',
        'Может, узнаем вместе, когда станция пролетит над нашим домом?',
      ],
    },
  },
};
