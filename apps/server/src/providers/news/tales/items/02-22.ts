/** Told for children: the bundled news item of 02-22 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_22: ItemTales = {
  heroLooks:
    'a little bright-red mountain train with two carriages, round headlights like friendly eyes and big windows full of smiling passengers',
  draw: [
    { picture: '🚞', en: ['train', 'ruby'], ru: ['поезд', 'огонёк', 'огоньк'] },
    { picture: '🏔️', en: ['mountain'], ru: ['гор'] },
    { picture: '🏞️', en: ['lake'], ru: ['озер', 'озёр'] },
    { picture: '🌲', en: ['pine'], ru: ['ель', 'елей', 'ёлк'] },
    { picture: '🚉', en: ['station'], ru: ['станци'] },
    { picture: '🧑‍🤝‍🧑', en: ['passenger'], ru: ['пассажир'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'A little train reaches the top',
    beats: {
      who: 'Ruby, a little red train in the snowy mountains',
      what: 'She climbed all the way to the top station, and from there the passengers could see three lakes.',
      feeling: 'puffing and determined on the way up, then proud; the passengers were amazed',
      helped: null,
      why: 'Mountain trains have a toothed wheel that grips a toothed rail, so they can climb slopes where smooth wheels would slip.',
    },
    hook: 'Hold on tight: a little train climbs high!',
    bedtime: 'High on the mountain, the red train rests.',
    toddler: [
      {
        title: 'Choo-choo',
        text: 'Choo-choo! Here comes the little red train. Up, up, up the mountain!',
      },
      {
        title: 'Round the bend',
        text: 'Round the bend, through the tunnel. Hum, hum, hum. Nearly there!',
      },
      {
        title: 'The top!',
        text: 'The top! Look down, down, down. One lake, two lakes, three!',
      },
    ],
    small: [
      {
        title: 'Off we go',
        text: 'In the snowy mountains, a little red train called Ruby set off uphill. She was full of passengers in warm hats and scarves.',
      },
      {
        title: 'Steep as a slide',
        text: 'The track went up and up, as steep as a slide. Ruby hummed and climbed, past the snowy pine trees and through a dark tunnel.',
      },
      {
        title: 'Three lakes',
        text: 'At last Ruby reached the top station. The passengers stepped out and gasped. Far below, they could see three blue lakes!',
      },
      {
        title: 'Your turn',
        text: 'Ruby felt proud, and the passengers felt as if they were on top of the world. Do you like riding on trains? Can you count the lakes in the picture?',
      },
    ],
    arc: [
      {
        title: 'In the snowy mountains',
        text: 'In the snowy mountains, a little red train called Ruby carries people up and down every day. At the very top there is a tiny station, up among the clouds. One bright morning Ruby was full of families, walkers and a girl with a sledge. Everyone wanted to reach the top station. But the track was as steep as a slide, and snow sparkled on the rails.',
        beat: 'problem',
      },
      {
        title: 'Up and up',
        text: 'Ruby hummed and began to climb: past the pine trees, round the bends and through a little tunnel. The passengers held on tight and pressed their noses to the windows.',
        beat: 'attempt',
      },
      {
        title: 'A secret wheel',
        text: 'How can a little train climb such a steep hill without slipping? Under Ruby there is a secret: a wheel with teeth, like a cog in a clock. It fits into a toothed rail between the tracks and holds on tight.',
        beat: 'help',
      },
      {
        title: 'Why the train did not slip',
        text: 'Ordinary train wheels are smooth, and on a steep, icy slope they would slide. A toothed wheel and a toothed rail work like a ladder, step by step. That is how a mountain train can climb where other trains cannot.',
        beat: 'why',
      },
      {
        title: 'At the top',
        text: 'At last Ruby stopped at the top station. Everyone stepped out into the snow and gasped. Far below lay three lakes, as blue as the sky, shining in the sun.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'passenger',
      inText: 'passengers',
      explanation: 'Someone who rides in a train, bus or plane but is not driving it.',
    },
    whatHappened:
      'A small red mountain train climbed through the snow all the way to its top station. From the top, the people on board could see three lakes.',
    parent: {
      upto3: ['Can you point to the little red train?', 'Can you count the three lakes?'],
      '4to5': [
        'How do you think the passengers felt when they saw the lakes?',
        'How do you feel when you climb up somewhere high?',
      ],
      '6to7': [
        'Why do you think smooth wheels would slip on a steep, snowy track?',
        'Could you look for a photo of a mountain railway together and spot the toothed rail in the middle of the track?',
      ],
    },
  },
  ru: {
    title: 'Маленький поезд добрался до вершины',
    beats: {
      who: 'маленький красный поезд Огонёк в снежных горах',
      what: 'Поезд поднялся до самой верхней станции, и оттуда пассажиры увидели целых три озера.',
      feeling: 'упорство и старание по дороге вверх, потом гордость; пассажиры были в восторге',
      helped: null,
      why: 'У горного поезда есть зубчатое колесо, которое цепляется за зубчатый рельс, поэтому он взбирается туда, где гладкие колёса скользили бы.',
    },
    hook: 'Держись крепче: поезд едет в гору!',
    bedtime: 'Красный поезд отдыхает на вершине, под звёздами.',
    toddler: [
      {
        title: 'Ту-ту!',
        text: 'Ту-ту! Едет красный поезд. Вверх, вверх, вверх, в гору!',
      },
      {
        title: 'Тоннель',
        text: 'Поворот, ещё поворот. В тоннель — и снова светло! Чух, чух, чух.',
      },
      {
        title: 'Приехали!',
        text: 'Приехали! Смотри вниз. Одно озеро, два, три!',
      },
    ],
    small: [
      {
        title: 'В путь',
        text: 'В снежных горах маленький красный поезд Огонёк отправился в путь. В вагонах сидели пассажиры в тёплых шапках и шарфах.',
      },
      {
        title: 'Крутая дорога',
        text: 'Дорога поднималась всё выше и выше, крутая, как горка. Огонёк гудел и карабкался вверх мимо заснеженных елей и через тёмный тоннель.',
      },
      {
        title: 'Три озера',
        text: 'И вот Огонёк добрался до самой верхней станции. Пассажиры вышли и ахнули: далеко внизу синели целых три озера!',
      },
      {
        title: 'А ты?',
        text: 'Огонёк гордился собой, а пассажирам казалось, что они на вершине мира. А ты любишь ездить на поезде? Посчитаешь озёра на картинке?',
      },
    ],
    arc: [
      {
        title: 'В снежных горах',
        text: 'В снежных горах живёт маленький красный поезд Огонёк. Каждый день он возит людей вверх и вниз. На самой вершине есть крошечная станция, почти у облаков. Однажды ясным утром в Огонёк сели семьи, туристы с рюкзаками и девочка с санками. Всем хотелось на самый верх. Но дорога была крутая, как горка, а рельсы блестели от снега.',
        beat: 'problem',
      },
      {
        title: 'Всё выше',
        text: 'Огонёк загудел и пополз вверх: мимо заснеженных елей, по крутым поворотам, через маленький тоннель. Пассажиры держались за поручни и прижимались носами к окнам.',
        beat: 'attempt',
      },
      {
        title: 'Секретное колесо',
        text: 'Как же маленький поезд не скатывается с такой крутизны? Под ним есть секрет — колесо с зубчиками, как шестерёнка в часах. Оно цепляется за зубчатый рельс посередине пути и держит крепко.',
        beat: 'help',
      },
      {
        title: 'Почему поезд не скатился',
        text: 'Обычные колёса у поездов гладкие, и на крутом скользком склоне они проскальзывают. А зубчатое колесо и зубчатый рельс работают как лесенка: шаг за шагом, ступенька за ступенькой. Поэтому горный поезд забирается туда, куда обычному не подняться.',
        beat: 'why',
      },
      {
        title: 'Наверху',
        text: 'Наконец Огонёк остановился на верхней станции. Все вышли на снег и ахнули. Далеко внизу лежали три озера, синие, как небо, и сверкали на солнце.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'пассажир',
      inText: 'пассажиры',
      explanation: 'Тот, кто едет в поезде, автобусе или самолёте, но не ведёт его.',
    },
    whatHappened:
      'Маленький красный горный поезд поднялся по снегу до самой верхней станции. Оттуда пассажиры увидели сразу три озера.',
    parent: {
      upto3: ['Покажешь маленький красный поезд?', 'Посчитаем вместе: одно озеро, два, три?'],
      '4to5': [
        'Как думаешь, что почувствовали пассажиры, когда увидели озёра?',
        'Как тебе, когда забираешься куда-нибудь высоко: весело или немножко боязно?',
      ],
      '6to7': [
        'Как думаешь, почему гладкие колёса скользят на крутом снежном склоне?',
        'Может, найдёте вместе фотографию горной железной дороги и рассмотрите рельс с зубчиками посередине?',
      ],
    },
  },
};
