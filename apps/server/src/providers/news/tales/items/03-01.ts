/** Told for children: the bundled news item of 03-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_01: ItemTales = {
  heroLooks:
    'a little snowdrop: a white bell-shaped flower with three petals hanging from a thin green stem, with two narrow green leaves and a tiny green spot inside',
  draw: [
    { picture: '🌷', en: ['snowdrop', 'bell', 'flower'], ru: ['подснежник', 'бубенчик', 'цвет'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '🐝', en: ['bee'], ru: ['пчёл', 'пчел'] },
    { picture: '🌱', en: ['leaves'], ru: ['листи', 'листоч'] },
    { picture: '🧅', en: ['bulb'], ru: ['луковиц'] },
  ],
  en: {
    title: 'The first spring flowers',
    beats: {
      who: 'Bell, a little white snowdrop, in a garden still covered with snow',
      what: 'She pushed her head up through the snow towards the sun and bloomed.',
      feeling: 'eager, brave, then happy in the sunshine',
      helped: null,
      why: 'Snowdrops grow on food saved in their bulbs, so they can bloom very early, while the trees are bare and the first bees need food.',
    },
    hook: 'Something white is peeking out of the snow.',
    bedtime: 'The little white flower nods its sleepy head.',
    toddler: [
      {
        title: 'Under the snow',
        text: 'White snow, cold snow. Who is under the snow? Push, push, push!',
      },
      {
        title: 'Peep!',
        text: 'Peep! A little white flower. Up, up to the sun!',
      },
      {
        title: 'Ding-a-ling',
        text: 'Like a tiny bell. Ding, ding, ding! Buzz, buzz, here comes a bee.',
      },
    ],
    small: [
      {
        title: 'Under the snow',
        text: 'In a garden still covered with snow, a little snowdrop called Bell pushed up her green leaves.',
      },
      {
        title: 'Up to the sun',
        text: 'At last her white head peeped out of the snow. Bell lifted it towards the sun. How warm and bright it was!',
      },
      {
        title: 'The first flower',
        text: 'Snowdrops bloom before almost any other flower. Bell opened her white petals like a little bell, and a fuzzy bee came to visit.',
      },
      {
        title: 'Your turn',
        text: 'Bell felt brave and very happy. What is the first flower you see in spring? Can you stretch up tall, like a snowdrop reaching for the sun?',
      },
    ],
    arc: [
      {
        title: 'A garden under snow',
        text: 'In a garden still covered with snow, a little white snowdrop called Bell is waiting under the ground. All winter she has slept inside a small round bulb, like a tiny onion. One morning Bell felt the sun warming the earth above her. She wanted to see it! But there was hard soil and a thick blanket of snow in the way.',
        beat: 'problem',
      },
      {
        title: 'Push, push',
        text: 'Bell pushed up her green leaves. Their tips were hard and pointed, like little spades. Through the soil, through the snow, she grew a little higher every day.',
        beat: 'attempt',
      },
      {
        title: 'A packed lunch',
        text: 'Where did such a small plant find the strength? Inside her bulb was food she had saved up last spring, like a packed lunch. It was just enough to reach the light.',
        beat: 'help',
      },
      {
        title: 'Open at last',
        text: 'At last Bell’s head popped out of the snow. She lifted it to the sun, and her white petals opened, hanging down like a tiny bell. Soon a fuzzy bee came buzzing to visit.',
        beat: 'resolution',
      },
      {
        title: 'Why snowdrops hurry',
        text: 'Snowdrops are among the first flowers to bloom in spring. The food in their bulbs lets them grow while the trees are still bare and sunlight reaches the ground. Their hanging heads keep off snow and rain, and the first bees of the year find food in them.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'bloom',
      inText: 'bloom',
      explanation: 'To open up as a flower and show the petals.',
    },
    whatHappened:
      'In a garden still under snow, the first snowdrops pushed up and opened towards the sun. Snowdrops are among the earliest flowers of spring.',
    parent: {
      upto3: ['Can you point to the little white flower?', 'Where is the buzzy bee?'],
      '4to5': ['How do you think Bell felt when she saw the sun?', 'What do you like best about spring?'],
      '6to7': [
        'Why do you think snowdrops can grow so early, when it is still cold?',
        'Could you cut an onion in half together and look at the layers where a bulb keeps its food?',
      ],
    },
  },
  ru: {
    title: 'Первые весенние цветы',
    beats: {
      who: 'маленький белый подснежник Бубенчик в саду, ещё покрытом снегом',
      what: 'Подснежник пробился сквозь снег, потянулся головкой к солнцу и зацвёл.',
      feeling: 'нетерпение и смелость, а потом радость на солнышке',
      helped: null,
      why: 'Подснежник растёт на запасах из луковицы, поэтому зацветает очень рано, пока деревья голые, а первым пчёлам нужна еда.',
    },
    hook: 'Кто выглянул из-под снега?',
    bedtime: 'Белый цветочек склонил сонную головку.',
    toddler: [
      {
        title: 'Под снегом',
        text: 'Белый снег, холодный снег. Кто там под снегом? Тянись, тянись, тянись!',
      },
      {
        title: 'Ку-ку!',
        text: 'Ку-ку! Белый цветочек. Вверх, вверх, к солнышку!',
      },
      {
        title: 'Динь-динь',
        text: 'Как маленький колокольчик. Динь-динь-динь! Жу-жу, летит пчёлка.',
      },
    ],
    small: [
      {
        title: 'Под снегом',
        text: 'В саду, ещё покрытом снегом, маленький подснежник Бубенчик тянул вверх свои зелёные листики.',
      },
      {
        title: 'К солнышку',
        text: 'И вот его белая головка выглянула из-под снега. Бубенчик потянулся к солнцу. Как тепло и светло!',
      },
      {
        title: 'Самый первый',
        text: 'Подснежники зацветают весной одними из первых. Бубенчик раскрыл белые лепестки, совсем как колокольчик, и к нему прилетела пушистая пчёлка.',
      },
      {
        title: 'А ты?',
        text: 'Бубенчик был смелый и очень радостный. А какие цветы ты видишь весной первыми? Сможешь потянуться высоко-высоко, как подснежник к солнцу?',
      },
    ],
    arc: [
      {
        title: 'Сад под снегом',
        text: 'В саду, ещё покрытом снегом, под землёй ждёт весны маленький подснежник Бубенчик. Всю зиму он проспал в круглой луковице, как в тёплом домике. Однажды утром Бубенчик почувствовал, что солнце пригревает землю. Как хотелось его увидеть! Но сверху была твёрдая земля, а над ней толстое снежное одеяло.',
        beat: 'problem',
      },
      {
        title: 'Вверх, вверх!',
        text: 'Бубенчик выпустил зелёные листики с твёрдыми острыми кончиками, словно маленькие лопатки. Сквозь землю, сквозь снег он каждый день пробирался чуть выше.',
        beat: 'attempt',
      },
      {
        title: 'Запас в луковице',
        text: 'Откуда у такого малыша столько сил? В луковице хранилась еда, которую он запас ещё прошлой весной, как обед в коробочке. Её как раз хватило, чтобы пробиться к свету.',
        beat: 'help',
      },
      {
        title: 'Цветок раскрылся',
        text: 'Наконец головка Бубенчика выглянула из снега. Он поднял её к солнцу, и белые лепестки раскрылись и повисли, как крошечный колокольчик. Скоро к нему с жужжанием прилетела пушистая пчела.',
        beat: 'resolution',
      },
      {
        title: 'Почему подснежники спешат',
        text: 'Подснежники зацветают раньше почти всех цветов. Запас из луковицы позволяет им расти, пока деревья ещё голые и солнце достаёт до земли. Поникшая головка укрывает цветок от снега и дождя, а первые пчёлы находят в нём еду.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'зацветать',
      inText: 'зацветают',
      explanation: 'Раскрывать цветки, распускаться.',
    },
    whatHappened:
      'В саду, ещё покрытом снегом, первые подснежники пробились наружу и потянулись к солнцу. Подснежники зацветают одними из первых весной.',
    parent: {
      upto3: ['Покажешь белый цветочек?', 'А где пчёлка?'],
      '4to5': [
        'Как думаешь, что почувствовал Бубенчик, когда увидел солнце?',
        'Что тебе больше всего нравится весной?',
      ],
      '6to7': [
        'Как думаешь, почему подснежники могут расти так рано, когда ещё холодно?',
        'Может, разрежете вместе луковицу пополам и посмотрите на слои, где растение хранит запас еды?',
      ],
    },
  },
};
