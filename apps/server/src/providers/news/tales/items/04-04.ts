/** Told for children: the bundled news item of 04-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_04: ItemTales = {
  heroLooks:
    'a brown speckled mother duck with an orange beak and orange feet, followed by seven fluffy yellow ducklings in a line',
  draw: [
    { picture: '🦆', en: ['mother duck', 'duck'], ru: ['утк', 'уточк', 'утин'] },
    { picture: '🐥', en: ['duckling'], ru: ['утят', 'утён'] },
    { picture: '👮', en: ['police', 'officer'], ru: ['полицейск'] },
    { picture: '🚗', en: ['car', 'driver'], ru: ['машин', 'водител'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '🏞️', en: ['river'], ru: ['рек', 'речк'] },
  ],
  en: {
    title: 'Ducklings cross the road',
    beats: {
      who: 'a mother duck and her seven ducklings in the middle of a busy city',
      what: 'The duck family walked across a busy road to the river while all the cars waited.',
      feeling: 'a little unsure at the edge of the road, then safe and happy',
      helped: 'a kind police officer, who stopped the traffic for them',
      why: 'Ducklings cannot fly yet, so they walk behind their mother to the water, where they swim and find food.',
    },
    hook: 'Who is waddling across the busy road?',
    bedtime: "The ducklings sleep under Mother Duck's wing.",
    toddler: [
      {
        title: 'Quack, quack',
        text: 'Here comes Mother Duck. Quack, quack! One, two, three little ducklings. Waddle, waddle, waddle!',
      },
      {
        title: 'Stop, cars!',
        text: 'The police officer holds up his hand. Stop, cars, stop! The cars wait and wait.',
      },
      {
        title: 'Splash!',
        text: 'Over the road, down to the river. Splash, splash, splash! The ducklings swim behind Mum.',
      },
    ],
    small: [
      {
        title: 'A wobbly line',
        text: 'In the middle of a busy city, a mother duck stepped off the pavement. Behind her came seven fluffy ducklings in a wobbly line. They were going to the river.',
      },
      {
        title: 'Everyone waits',
        text: 'But the road was full of traffic! A kind police officer saw the ducks. He stepped into the road, held up his hand, and all the cars stopped.',
      },
      {
        title: 'Slow and safe',
        text: 'Waddle, waddle, waddle. Nobody beeped. The drivers smiled and waited until the very last duckling was across.',
      },
      {
        title: 'Your turn',
        text: 'Then, splash, the whole family swam away. How do you think the smallest duckling felt when it saw the river? Can you waddle like a duck?',
      },
    ],
    arc: [
      {
        title: 'A nest in the city',
        text: 'In the middle of a busy city there is a little park between tall buildings. Under a bush, a mother duck made her nest, and one morning seven fluffy ducklings hatched.',
        beat: 'where',
      },
      {
        title: 'The way to the river',
        text: 'Ducklings need water to swim in and to find their food. But the river was on the other side of a wide road, and the traffic there never stopped.',
        beat: 'problem',
      },
      {
        title: 'One orange foot',
        text: 'Mother Duck put one orange foot on the road and quickly pulled it back. The cars and buses were going much too fast. The ducklings huddled close to her.',
        beat: 'attempt',
      },
      {
        title: 'A kind officer',
        text: 'A police officer on the corner saw the duck family. He walked into the middle of the road and held up his hand. One by one, all the cars stopped.',
        beat: 'help',
      },
      {
        title: 'Why ducklings walk',
        text: 'Baby ducks cannot fly until late summer, so they walk everywhere behind their mother. She leads them to water, where they learn to swim and find food. That is why drivers in spring look out for ducks.',
        beat: 'why',
      },
      {
        title: 'Across at last',
        text: 'Mother Duck waddled across, and the ducklings followed her: one, two, three… seven! The drivers waited and smiled. Then the family slid into the river with a happy splash.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'traffic',
      inText: 'traffic',
      explanation: 'All the cars, buses and bikes moving along a road at the same time.',
    },
    whatHappened:
      'A mother duck and her ducklings crossed a busy road in a big city on their way to the river. A police officer stopped the cars, and everyone waited for them.',
    parent: {
      upto3: ['Can you count the little ducklings?', "Where is the police officer's hand?"],
      '4to5': [
        'How do you think Mother Duck felt when all the cars stopped?',
        'How do you feel when someone waits for you kindly?',
      ],
      '6to7': [
        'Why do you think ducklings walk in a line behind their mother?',
        'Could you look for ducks on a pond together and count how many ducklings each mother has?',
      ],
    },
  },
  ru: {
    title: 'Утята перешли дорогу',
    beats: {
      who: 'мама-утка и семеро её утят посреди большого города',
      what: 'Утиная семья перешла оживлённую дорогу к реке, а все машины терпеливо ждали.',
      feeling: 'сначала робость у края дороги, потом радость и спокойствие',
      helped: 'добрый полицейский, который остановил для них движение',
      why: 'Утята ещё не умеют летать, поэтому идут за мамой пешком к воде, где плавают и находят еду.',
    },
    hook: 'Кто это шагает через дорогу?',
    bedtime: 'Утята спят под маминым крылом.',
    toddler: [
      {
        title: 'Кря-кря',
        text: 'Вот идёт мама-утка. Кря-кря! А за ней утята: раз, два, три! Шлёп-шлёп-шлёп лапками.',
      },
      {
        title: 'Стоп, машины!',
        text: 'Полицейский поднял руку. Стоп, машины, стоп! Машины стоят и ждут.',
      },
      {
        title: 'Плюх!',
        text: 'Через дорогу — и к речке. Плюх, плюх, плюх! Утята плывут за мамой.',
      },
    ],
    small: [
      {
        title: 'Утята гуськом',
        text: 'Посреди большого города мама-утка сошла с тротуара. За ней гуськом семенили семеро пушистых утят. Они шли к реке.',
      },
      {
        title: 'Все ждут',
        text: 'А на дороге — сплошное движение! Добрый полицейский увидел утиную семью. Он вышел на дорогу, поднял руку, и все машины остановились.',
      },
      {
        title: 'Не спеша',
        text: 'Шлёп-шлёп — утята шли не спеша. Никто не сигналил. Водители улыбались и ждали, пока последний утёнок не перейдёт дорогу.',
      },
      {
        title: 'А ты?',
        text: 'А потом — плюх! — и вся семья поплыла по реке. Как думаешь, что почувствовал самый маленький утёнок, когда увидел воду? Покажешь, как ходит уточка?',
      },
    ],
    arc: [
      {
        title: 'Гнездо в городе',
        text: 'Посреди большого города, между высокими домами, есть маленький сквер. Там под кустом мама-утка свила гнездо, и однажды утром из яиц вылупились семеро пушистых утят.',
        beat: 'where',
      },
      {
        title: 'Путь к реке',
        text: 'Утятам нужна вода: в ней они плавают и находят еду. А река — на той стороне широкой дороги, где с утра до вечера оживлённое движение.',
        beat: 'problem',
      },
      {
        title: 'Одна лапка',
        text: 'Мама-утка поставила на дорогу одну оранжевую лапку и тут же отдёрнула её. Машины и автобусы ехали слишком быстро. Утята тесно прижались к маме.',
        beat: 'attempt',
      },
      {
        title: 'Добрый полицейский',
        text: 'На углу стоял полицейский. Он увидел утиную семью, вышел на середину дороги и поднял руку. Машины одна за другой остановились.',
        beat: 'help',
      },
      {
        title: 'Почему утята ходят пешком',
        text: 'Утята не умеют летать до конца лета, поэтому всюду ходят за мамой пешком. Она ведёт их к воде, где они учатся плавать и находят еду. Вот почему весной водители смотрят на дорогу особенно внимательно.',
        beat: 'why',
      },
      {
        title: 'На той стороне',
        text: 'Мама-утка зашагала через дорогу, а утята за ней: раз, два, три… семь! Водители ждали и улыбались. А потом вся семья с радостным плеском соскользнула в реку.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'движение',
      inText: 'движение',
      explanation: 'Все машины, автобусы и велосипеды, которые едут по дороге.',
    },
    whatHappened:
      'Мама-утка с утятами переходила оживлённую дорогу в большом городе по пути к реке. Полицейский остановил машины, и все терпеливо ждали.',
    parent: {
      upto3: ['Сосчитаем утят вместе?', 'Покажешь, где рука у полицейского?'],
      '4to5': [
        'Как думаешь, что почувствовала мама-утка, когда все машины остановились?',
        'А тебе приятно, когда кто-то тебя терпеливо ждёт?',
      ],
      '6to7': [
        'Как думаешь, почему утята ходят за мамой цепочкой?',
        'Может, сходите вместе к пруду и посчитаете, сколько утят у каждой мамы-утки?',
      ],
    },
  },
};
