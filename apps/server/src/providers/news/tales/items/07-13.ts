/** Told for children: the bundled news item of 07-13 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_13: ItemTales = {
  heroLooks:
    'two smiling astronauts in white space suits with blue patches: Anna with a short dark ponytail and Leo with curly red hair',
  draw: [
    { picture: '🧑‍🚀', en: ['astronaut', 'anna', 'leo'], ru: ['космонавт', 'аня', 'лёва'] },
    { picture: '🌍', en: ['earth'], ru: ['земл'] },
    { picture: '🌱', en: ['seed', 'sprout'], ru: ['семен', 'семеч', 'росто', 'ростк'] },
    { picture: '💧', en: ['water'], ru: ['вод'] },
    { picture: '🛰️', en: ['station'], ru: ['станци'] },
    { picture: '💡', en: ['lamp'], ru: ['ламп'] },
  ],
  en: {
    title: 'Astronauts plant seeds in space',
    beats: {
      who: 'two astronauts, Anna and Leo, on a space station high above the Earth',
      what: 'They planted tiny seeds and watched them sprout, even though in space water floats like little balls.',
      feeling: 'curious, then delighted',
      helped: null,
      why: 'Astronauts on long trips will need to grow their own fresh food, and plants also make fresh air.',
    },
    hook: 'Can a garden grow up in space?',
    bedtime: 'The two astronauts float beside their tiny garden.',
    toddler: [
      {
        title: 'A house in space',
        text: 'Up, up, up! A house in space. Two astronauts float. Look down, there is the Earth!',
      },
      {
        title: 'Tiny seeds',
        text: 'Tiny seeds, one, two, three. A little water, please. Bloop! The water floats like a ball!',
      },
      { title: 'Sprouts', text: 'Peek, peek! Tiny green sprouts. Grow, grow, grow!' },
    ],
    small: [
      {
        title: 'A garden in space',
        text: 'High above the Earth there is a space station. Two astronauts, Anna and Leo, live there. One day they planted tiny seeds in a little pillow of soil.',
      },
      {
        title: 'Floating water',
        text: 'When Leo gave the seeds a drink, the water did not pour. It floated away in wobbly little balls! Anna laughed and caught one with a straw.',
      },
      {
        title: 'Green sprouts',
        text: 'A few days later, tiny green sprouts peeked out. The astronauts were so happy that they took photos for everyone on Earth. What would you like to grow in space?',
      },
    ],
    arc: [
      {
        title: 'A house above the Earth',
        text: 'High above the Earth, a space station flies round and round our planet. Two astronauts, Anna and Leo, live and work there, and everything inside floats, even their pencils.',
      },
      {
        title: 'A wish for something green',
        text: 'The station is full of wires and buttons, but there is nothing green. Anna and Leo wanted to grow a tiny garden and find out whether seeds can sprout in space.',
      },
      {
        title: 'Water that floats',
        text: 'They put lettuce seeds into little pillows filled with soil. But when Leo squeezed out some water, it did not soak in. It floated away in wobbly balls!',
      },
      {
        title: 'A clever way',
        text: 'So Anna used a thin tube to push the water right inside the pillows, where the soil soaked it up. They also switched on a special lamp, so the sprouts would know which way was up.',
      },
      {
        title: 'Green at last',
        text: 'After a few days, tiny green sprouts peeked out and stretched towards the lamp. Every morning Anna and Leo floated over to look at their little garden.',
      },
      {
        title: 'Why a garden in space',
        text: 'One day astronauts will go on long trips, to the Moon and even to Mars. They will need fresh food on the way. Plants can grow it right on board, and they make fresh air to breathe, too.',
      },
    ],
    footnote: {
      word: 'astronaut',
      inText: 'astronauts',
      explanation: 'A person who travels up into space in a rocket and works there.',
    },
    whatHappened:
      'Two astronauts on a space station planted tiny seeds and watched them sprout. In space, water does not pour but floats in little balls.',
    parent: {
      upto3: ['Can you point to the astronauts?', 'Where are the tiny green sprouts?'],
      '4to5': [
        'How do you think Anna and Leo felt when the first sprouts peeked out?',
        'Would you like to float like an astronaut, or does it feel a bit strange?',
      ],
      '6to7': [
        'Why do you think water floats in balls on a space station?',
        'Could you plant a bean in a cup together and watch which way its roots and sprouts grow?',
      ],
    },
  },
  ru: {
    title: 'Космонавты посадили семена в космосе',
    beats: {
      who: 'двое космонавтов, Аня и Лёва, на космической станции высоко над Землёй',
      what: 'Космонавты посадили крошечные семена и смотрели, как они прорастают, хотя вода в космосе плавает шариками.',
      feeling: 'любопытство, потом радость',
      helped: null,
      why: 'В долгих космических путешествиях людям понадобится своя свежая еда, а растения ещё и дают свежий воздух.',
    },
    hook: 'Может ли огород вырасти в космосе?',
    bedtime: 'Космонавты спят рядом со своим огородиком.',
    toddler: [
      {
        title: 'Дом в космосе',
        text: 'Высоко-высоко летит космический дом. Там живут двое космонавтов. Смотри, внизу Земля!',
      },
      {
        title: 'Семечки',
        text: 'Крошечные семечки: раз, два, три. Польём водичкой? Ой, водичка летает шариками!',
      },
      { title: 'Росточки', text: 'Глядь — зелёные росточки! Расти, расти, расти!' },
    ],
    small: [
      {
        title: 'Сад в космосе',
        text: 'Высоко над Землёй летает космическая станция. На ней живут двое космонавтов — Аня и Лёва. Однажды они посадили крошечные семена в маленькую подушечку с землёй.',
      },
      {
        title: 'Вода-шарики',
        text: 'Лёва хотел полить семена, но вода не полилась. Она поплыла по воздуху круглыми дрожащими шариками! Аня засмеялась и поймала шарик трубочкой.',
      },
      {
        title: 'Зелёные росточки',
        text: 'Через несколько дней из подушечки выглянули крошечные зелёные росточки. Космонавты так обрадовались, что сфотографировали их для всех на Земле. А что тебе хочется вырастить в космосе?',
      },
    ],
    arc: [
      {
        title: 'Дом над Землёй',
        text: 'Высоко над Землёй вокруг нашей планеты летает космическая станция. На ней живут и работают двое космонавтов — Аня и Лёва. Там всё плавает в воздухе, даже карандаши.',
      },
      {
        title: 'Хочется зелени',
        text: 'На станции много проводов и кнопок, но нет ничего зелёного. Аня и Лёва решили вырастить крошечный огород и узнать, прорастут ли семена в космосе.',
      },
      {
        title: 'Непослушная вода',
        text: 'Они положили семена салата в маленькие подушечки с землёй. Но когда Лёва выдавил немного воды, она не впиталась, а уплыла дрожащими шариками!',
      },
      {
        title: 'Хитрая трубочка',
        text: 'Тогда Аня взяла тонкую трубочку и пустила воду прямо внутрь подушечек, и земля её впитала. А ещё космонавты включили особую лампу, чтобы ростки знали, где верх.',
      },
      {
        title: 'Наконец-то зелень!',
        text: 'Через несколько дней показались крошечные зелёные ростки и потянулись к лампе. Каждое утро Аня и Лёва подплывали к своему огородику и радовались ему, как маленькому другу.',
      },
      {
        title: 'Зачем огород в космосе',
        text: 'Когда-нибудь космонавты отправятся в долгие путешествия — на Луну и даже на Марс. В дороге им понадобится свежая еда, а растения вырастят её прямо на корабле и заодно дадут свежий воздух.',
      },
    ],
    footnote: {
      word: 'космонавт',
      inText: 'космонавтов',
      explanation: 'Человек, который летает в космос на ракете и работает там.',
    },
    whatHappened:
      'Двое космонавтов на космической станции посадили крошечные семена и смотрели, как они прорастают. В космосе вода не льётся, а плавает маленькими шариками.',
    parent: {
      upto3: ['Покажешь космонавтов?', 'Где зелёные росточки?'],
      '4to5': [
        'Как думаешь, что почувствовали Аня и Лёва, когда выглянули первые росточки?',
        'А тебе хотелось бы поплавать в воздухе, как космонавты?',
      ],
      '6to7': [
        'Как думаешь, почему на космической станции вода собирается в шарики?',
        'Может, посадите вместе фасолину в стаканчик и посмотрите, куда растут корешки и росток?',
      ],
    },
  },
};
