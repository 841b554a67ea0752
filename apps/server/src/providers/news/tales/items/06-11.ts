/** Told for children: the bundled news item of 06-11 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_11: ItemTales = {
  heroLooks: 'a big round old town clock with a white face, black hands and gold numbers, high on a red brick tower',
  draw: [
    { picture: '🕰️', en: ['clock'], ru: ['час'] },
    { picture: '🗼', en: ['tower'], ru: ['башн'] },
    { picture: '👴', en: ['grandpa', 'clockmaker', 'leo'], ru: ['дедушк', 'часовщик', 'лев', 'льв'] },
    { picture: '👧', en: ['mia'], ru: ['мия', 'мии', 'мию'] },
    { picture: '🔧', en: ['toolbox'], ru: ['инструмент'] },
    { picture: '⚙️', en: ['gear', 'wheel'], ru: ['шестерён', 'колёс'] },
  ],
  en: {
    title: 'The town clock ticks again',
    beats: {
      who: 'the big old clock on the tower of a small town square, Mia who lives by the square, and her grandpa Leo, a clockmaker',
      what: 'The town clock stopped at ten past three; Grandpa Leo climbed inside, cleaned a stuck gear, oiled it and wound the clock, and at noon it rang again.',
      feeling: 'puzzled when the clock went quiet, then curious inside the tower, then delighted at the first bong',
      helped: 'Grandpa Leo the clockmaker, with his granddaughter Mia holding the torch',
      why: 'A clock is full of toothed wheels that turn each other, and one wheel stuck with dust can stop them all.',
    },
    hook: 'Tick, tock… which big clock went quiet?',
    bedtime: 'Up in the tower, the clock keeps ticking.',
    toddler: [
      { title: 'No tick', text: 'Look, a big clock! High on a tower. But no tick, no tock.' },
      { title: 'Up the stairs', text: 'Here comes the clockmaker. Up, up, up the stairs!' },
      { title: 'Bong!', text: 'Turn the big key. Tick, tock, tick, tock! Bong, bong, bong!' },
    ],
    small: [
      {
        title: 'A quiet clock',
        text: 'In a small town, a big old clock sits high on a tower. One morning its hands stopped at ten past three. Nobody knew the right time!',
      },
      {
        title: 'A stuck gear',
        text: 'Grandpa Leo, the clockmaker, climbed a hundred steps with his toolbox. Inside the clock, he found one little gear stuck with old dust. He cleaned it and gave it a drop of oil.',
      },
      {
        title: 'Twelve o’clock',
        text: 'Then he turned a big key, and the clock began to tick. At twelve o’clock it rang: bong! Everyone in the square looked up and clapped. What sound does a clock make at your home?',
      },
    ],
    arc: [
      {
        title: 'The clock on the tower',
        text: 'In a small town there is a square with a tall tower, and a big old clock at the top. For a hundred years it has told everyone when to open the shops and when to go home for lunch.',
        beat: 'where',
      },
      {
        title: 'Ten past three',
        text: 'One morning the clock stopped. Its hands stood still at ten past three. Mia, who lives by the square, waited at the bus stop and wondered what time it really was.',
        beat: 'problem',
      },
      {
        title: 'Tick, please!',
        text: 'People tried to help. A boy called “Tick!” up at the clock, and the baker tapped on the tower door. But the hands did not move.',
        beat: 'attempt',
      },
      {
        title: 'A hundred steps',
        text: 'Then Mia ran to fetch her grandpa, Leo the clockmaker. He took his toolbox, and together they climbed a hundred twisty steps up inside the clock.',
        beat: 'help',
      },
      {
        title: 'Inside a clock',
        text: 'Inside were wheels of every size, each with little teeth around its edge. They are called gears. When one gear turns, its teeth push the next one, and together they move the hands.',
        beat: 'why',
      },
      {
        title: 'One dusty gear',
        text: 'Mia held the torch, and Grandpa found one tiny gear stuck with old dust. He brushed it clean and gave it a drop of oil. Then he turned a big key to wind up the clock.',
        beat: 'resolution',
      },
      {
        title: 'Bong!',
        text: 'Tick, tock, went the clock again. At twelve o’clock it rang out over the square: bong! Everyone below looked up and cheered.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'gear',
      inText: 'gear',
      explanation: 'A little wheel with teeth around its edge that turns another wheel.',
    },
    whatHappened:
      'The big old clock on the tower of a small town square stopped. A clockmaker climbed up inside it, cleaned a gear stuck with dust, oiled it and wound the clock, and at noon it rang again.',
    parent: {
      upto3: ['Can you find the big clock on the tower?', 'Can you say tick, tock, like the clock?'],
      '4to5': [
        'How do you think everyone felt when the clock rang again?',
        'How do you know when it is time for bed at your home?',
      ],
      '6to7': [
        'Why do you think one dusty little gear could stop the whole clock?',
        'Could you look at the back of a clock at home together, or find a picture of the gears inside one?',
      ],
    },
  },
  ru: {
    title: 'Часы на башне снова идут',
    beats: {
      who: 'большие старые часы на башне городской площади, девочка Мия, которая живёт у площади, и её дедушка-часовщик Лев',
      what: 'Часы на башне остановились на десяти минутах четвёртого; дедушка Лев забрался внутрь, почистил застрявшую шестерёнку, смазал её и завёл часы, и в полдень они снова пробили.',
      feeling: 'недоумение, когда часы замолчали, любопытство внутри башни и радость от первого «бом»',
      helped: 'дедушка Лев, часовщик, и внучка Мия, которая светила ему фонариком',
      why: 'Внутри часов много колёсиков с зубчиками, которые крутят друг друга, и одно колёсико, забитое пылью, может остановить все.',
    },
    hook: 'Тик-так… а какие часы вдруг замолчали?',
    bedtime: 'Старые часы на башне тихонько тикают.',
    toddler: [
      { title: 'Тишина', text: 'Смотри, большие часы! Высоко на башне. Но не тикают.' },
      { title: 'По лестнице', text: 'Идёт часовщик. Вверх, вверх, вверх по ступенькам!' },
      { title: 'Бом!', text: 'Повернём большой ключ. Тик-так, тик-так! Бом, бом, бом!' },
    ],
    small: [
      {
        title: 'Часы молчат',
        text: 'В маленьком городе на высокой башне висят большие старые часы. Однажды утром их стрелки остановились на десяти минутах четвёртого. Никто не знал, который час!',
      },
      {
        title: 'Пыльная шестерёнка',
        text: 'Дедушка Лев, часовщик, поднялся по ста ступенькам со своим ящиком с инструментами. Внутри часов он нашёл маленькую шестерёнку, забитую старой пылью. Он её почистил и капнул масла.',
      },
      {
        title: 'Ровно двенадцать',
        text: 'Потом он повернул большой ключ, и часы затикали. Ровно в двенадцать они пробили: бом! Все на площади подняли головы и захлопали. А как тикают часы у тебя дома?',
      },
    ],
    arc: [
      {
        title: 'Часы на башне',
        text: 'В маленьком городе есть площадь с высокой башней, а на самом верху — большие старые часы. Сто лет они подсказывают всем, когда открывать магазины, когда бежать на автобус и когда идти домой обедать.',
        beat: 'where',
      },
      {
        title: 'Десять минут четвёртого',
        text: 'Однажды утром часы остановились. Стрелки замерли на десяти минутах четвёртого. Мия, которая живёт у площади, стояла на остановке и не понимала, который час.',
        beat: 'problem',
      },
      {
        title: 'Ну же, часы!',
        text: 'Все хотели помочь. Один мальчик громко попросил часы: «Тикайте!» — а пекарь постучал в дверь башни. Но стрелки не шелохнулись.',
        beat: 'attempt',
      },
      {
        title: 'Сто ступенек',
        text: 'Тогда Мия побежала за своим дедушкой, часовщиком Львом. Он взял ящик с инструментами, и они вместе поднялись по ста крутым ступенькам прямо внутрь часов.',
        beat: 'help',
      },
      {
        title: 'Что внутри часов',
        text: 'Внутри было много колёсиков, больших и маленьких, и у каждого зубчики по краю. Это шестерёнки. Одна шестерёнка поворачивается и толкает зубчиками другую, а все вместе они двигают стрелки.',
        beat: 'why',
      },
      {
        title: 'Одна пыльная шестерёнка',
        text: 'Мия светила фонариком, и дедушка нашёл крошечную шестерёнку, забитую старой пылью. Он почистил её кисточкой и капнул масла. Потом завёл часы большим ключом.',
        beat: 'resolution',
      },
      {
        title: 'Бом!',
        text: 'Тик-так, снова пошли часы. Ровно в двенадцать над площадью разнеслось: бом! Все внизу подняли головы и радостно захлопали.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шестерёнка',
      inText: 'шестерёнку',
      explanation: 'Колёсико с зубчиками по краю, которое крутит другое колёсико.',
    },
    whatHappened:
      'Большие старые часы на башне городской площади остановились. Часовщик поднялся внутрь, почистил от пыли застрявшую шестерёнку, смазал её и завёл часы, и в полдень они снова пробили.',
    parent: {
      upto3: ['Покажешь большие часы на башне?', 'Скажем вместе, как тикают часы: тик-так?'],
      '4to5': [
        'Как думаешь, что почувствовали все на площади, когда часы снова пробили?',
        'А как ты узнаёшь, что пора спать?',
      ],
      '6to7': [
        'Как думаешь, почему одна пыльная шестерёнка остановила все часы?',
        'Может, найдёте вместе картинку, на которой видно шестерёнки внутри часов?',
      ],
    },
  },
};
