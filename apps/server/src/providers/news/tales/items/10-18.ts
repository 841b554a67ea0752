/** Told for children: the bundled news item of 10-18 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_18: ItemTales = {
  heroLooks: 'a boy of five with curly brown hair, a green hoodie and blue trainers',
  draw: [
    { picture: '👦', en: ['sam'], ru: ['сём'] },
    { picture: '👴', en: ['grandad'], ru: ['дедушк'] },
    { picture: '🌉', en: ['bridge'], ru: ['мост'] },
    { picture: '⛵', en: ['ship'], ru: ['корабл'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
  ],
  en: {
    title: 'The bridge that opens for a ship',
    beats: {
      who: 'Sam, a boy of five, and his grandad, on a lifting bridge in the middle of a city',
      what: 'The middle of the bridge lifted up in two halves so that a tall sailing ship could pass, while the cars, buses and people waited.',
      feeling: 'impatient, then amazed, then delighted',
      helped: 'Grandad, who lifted Sam onto his shoulders so he could see the bridge open',
      why: 'The ship’s masts are taller than the road, so the middle of the bridge lifts up, and a heavy weight at the other end of each half helps it rise, like a seesaw.',
    },
    hook: 'Have you ever seen a road stand up?',
    bedtime: 'Now the bridge rests, flat across the river.',
    toddler: [
      { title: 'Ding, ding!', text: 'Ding, ding! Sam and Grandad wait. The cars wait too.' },
      { title: 'Up, up', text: 'Up, up, up goes the bridge!' },
      { title: 'Hello, ship', text: 'Here comes a tall ship. Hello, ship! Bye-bye!' },
    ],
    small: [
      {
        title: 'Ding, ding, ding',
        text: 'Sam and Grandad were walking over the big bridge in the middle of the city. Suddenly a bell rang: ding, ding, ding! A gate closed in front of them, and all the cars stopped.',
      },
      {
        title: 'The road stands up',
        text: '“Why do we have to wait?” Sam grumbled. Grandad smiled and pointed. The middle of the bridge was lifting up, higher and higher, like two giant arms.',
      },
      {
        title: 'A tall ship',
        text: 'Then a tall ship with three masts and white sails glided slowly between the arms. The sailors waved, and Sam waved back with both hands. Would you like to wave to a ship?',
      },
    ],
    arc: [
      {
        title: 'A bridge with towers',
        text: 'A wide river flows through Sam’s city, and a bridge with two stone towers crosses it. Cars, buses and bikes roll over it all day. Today a tall sailing ship was visiting, so Sam and Grandad walked off to see it.',
        beat: 'where',
      },
      {
        title: 'Ding, ding, ding',
        text: 'Halfway across the bridge, a bell rang: ding, ding, ding! A red and white gate swung shut in front of them. The cars stopped, the buses stopped, and Sam stamped his foot. “We’ll be too late for the ship!”',
        beat: 'problem',
      },
      {
        title: 'Like a seesaw',
        text: 'Grandad explained that this bridge can open. When a ship’s masts are taller than the road, the middle of the bridge lifts up in two halves. Each half works like a seesaw: a heavy weight at its other end, inside the tower, helps it rise.',
        beat: 'why',
      },
      {
        title: 'On tiptoe',
        text: 'But Sam wanted to see for himself. He stood on tiptoe and stretched his neck. All he could see was the back of a big blue bus.',
        beat: 'attempt',
      },
      {
        title: 'On Grandad’s shoulders',
        text: 'So Grandad lifted Sam onto his shoulders. With a low hum, the two halves of the road were rising higher and higher, like two giant arms.',
        beat: 'help',
      },
      {
        title: 'The ship comes to Sam',
        text: 'Between them glided a tall ship with three masts and white sails. The sailors waved to Sam from the deck. There was no need to hurry after all: the ship had come to him!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'mast',
      inText: 'masts',
      explanation: 'A tall pole on a ship that holds up its sails.',
    },
    whatHappened:
      'In some cities the middle of a bridge lifts up in two halves so that tall ships can sail through, and the traffic waits behind gates for a few minutes. A boy and his grandad watched a tall sailing ship pass.',
    parent: {
      upto3: ['Can you find the tall ship?', 'Can you say bye-bye to the ship?'],
      '4to5': ['How do you think Sam felt when the gate closed?', 'How do you think Sam felt when the sailors waved?'],
      '6to7': [
        'Why does the middle of the bridge lift up?',
        'Could we make a seesaw from a ruler and a pencil and see what a weight does?',
      ],
    },
  },
  ru: {
    title: 'Мост пропускает корабль',
    beats: {
      who: 'пятилетний Сёма и его дедушка на разводном мосту посреди города',
      what: 'Середина моста поднялась двумя половинками, чтобы прошёл высокий парусный корабль, а машины, автобусы и люди подождали.',
      feeling: 'нетерпение, потом удивление, потом восторг',
      helped: 'дедушка, который посадил Сёму на плечи, чтобы тот увидел, как открывается мост',
      why: 'Мачты корабля выше дороги, поэтому середина моста поднимается, а тяжёлый груз на другом конце каждой половинки помогает ей подняться, как на качелях-доске.',
    },
    hook: 'Угадай, кто поднял руки посреди реки?',
    bedtime: 'Мост опустился и спокойно лежит над рекой.',
    toddler: [
      { title: 'Динь-динь', text: 'Динь-динь! Сёма с дедушкой ждут. Машины тоже ждут.' },
      { title: 'Вверх, вверх', text: 'Ого! Мост поднимается вверх, вверх, вверх.' },
      { title: 'Привет, корабль', text: 'Плывёт высокий корабль. Привет, корабль! Пока-пока!' },
    ],
    small: [
      {
        title: 'Динь-динь-динь',
        text: 'Сёма с дедушкой шли по большому мосту посреди города. Вдруг зазвенел звонок: динь-динь-динь! Перед ними опустился шлагбаум, и все машины остановились.',
      },
      {
        title: 'Дорога встаёт',
        text: '«Почему мы стоим?» — заворчал Сёма. Дедушка улыбнулся и показал вперёд. Середина моста поднималась всё выше и выше, как две огромные руки.',
      },
      {
        title: 'Высокий корабль',
        text: 'А потом между ними медленно проплыл высокий корабль с тремя мачтами и белыми парусами. Моряки помахали, и Сёма замахал им обеими руками. А тебе хочется помахать кораблю?',
      },
    ],
    arc: [
      {
        title: 'Мост с башнями',
        text: 'Посреди города, где живёт Сёма, течёт широкая река, а через неё перекинут мост с двумя каменными башнями. По нему весь день едут машины, автобусы и велосипеды. Сегодня в город приплыл высокий парусный корабль, и Сёма с дедушкой пошли на него посмотреть.',
        beat: 'where',
      },
      {
        title: 'Шлагбаум',
        text: 'На середине моста зазвенел звонок: динь-динь-динь! Прямо перед ними опустился красно-белый шлагбаум. Встали машины, встали автобусы, а Сёма топнул ногой: «Мы же опоздаем к кораблю!»',
        beat: 'problem',
      },
      {
        title: 'Как качели',
        text: 'Дедушка объяснил, что этот мост разводной. Мачты у больших кораблей выше дороги, и тогда середина моста поднимается двумя половинками. Каждая половинка — как качели-доска: тяжёлый груз на другом её конце, в башне, помогает ей подняться.',
        beat: 'why',
      },
      {
        title: 'На цыпочках',
        text: 'Но Сёме хотелось увидеть всё самому. Он встал на цыпочки и вытянул шею. Впереди была видна только синяя спина большого автобуса.',
        beat: 'attempt',
      },
      {
        title: 'У дедушки на плечах',
        text: 'Тогда дедушка посадил Сёму к себе на плечи. С тихим гулом половинки дороги поднимались всё выше и выше, как две огромные руки.',
        beat: 'help',
      },
      {
        title: 'Корабль приплыл сам',
        text: 'И между ними медленно проплыл корабль с тремя мачтами и белыми парусами. Моряки помахали Сёме с палубы. Спешить было некуда: корабль сам приплыл к Сёме!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'мачта',
      inText: 'мачтами',
      explanation: 'Высокий столб на корабле, на котором поднимают парус.',
    },
    whatHappened:
      'В некоторых городах середина моста поднимается двумя половинками, чтобы под ним прошли высокие корабли, а машины и люди несколько минут ждут за шлагбаумом. Мальчик с дедушкой смотрели, как через такой мост проходит высокий парусный корабль.',
    parent: {
      upto3: ['Покажешь высокий корабль?', 'Скажем кораблю «пока-пока»?'],
      '4to5': [
        'Как думаешь, что почувствовал Сёма, когда опустился шлагбаум?',
        'А что почувствовал Сёма, когда моряки ему помахали?',
      ],
      '6to7': [
        'Почему середина моста поднимается?',
        'Может, сделаем качели из линейки и карандаша и посмотрим, что умеет груз?',
      ],
    },
  },
};
