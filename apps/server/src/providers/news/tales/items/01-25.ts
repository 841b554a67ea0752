/** Told for children: the bundled news item of 01-25 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_25: ItemTales = {
  heroLooks:
    'a tall clear ice castle that glows blue and pink from lights inside, with four round towers, little windows and a smooth ice slide down one side',
  draw: [
    { picture: '🏰', en: ['castle'], ru: ['замок', 'замк'] },
    { picture: '🧊', en: ['ice', 'block'], ru: ['лёд', 'льд', 'глыб'] },
    { picture: '🧒', en: ['kostya'], ru: ['костя'] },
    { picture: '🛝', en: ['slide'], ru: ['горк'] },
  ],
  en: {
    title: 'A castle made of ice',
    beats: {
      who: 'the ice carvers at a winter festival in a city park, and Kostya, a boy who came to watch with his mum',
      what: 'The carvers turned huge blocks of river ice into sculptures, and the biggest was a castle with a slide that the children rode down.',
      feeling: 'curious while watching, then thrilled and gleeful',
      helped: 'the carvers, who cut, chipped and smoothed the ice for three whole days',
      why: 'Ice stays hard as long as the air is below freezing, so an ice castle can stand all winter and turn back into water in spring.',
    },
    hook: 'Who built a castle you can see through?',
    bedtime: 'The ice castle glows blue in the dark.',
    toddler: [
      { title: 'Ice', text: 'Big blocks of ice. Clear and cold. Tap, tap!' },
      { title: 'A castle', text: 'Chip, chip, chip! Look, a castle! Towers and windows.' },
      { title: 'Whee!', text: 'Kostya climbs up. Whee, down the slide! Again, again!' },
    ],
    small: [
      {
        title: 'Big blocks',
        text: 'For a winter festival in a city park, trucks brought huge blocks of ice from the frozen river. They were as clear as glass.',
      },
      {
        title: 'Chip, chip',
        text: 'The carvers worked for three days with saws and chisels. Chip, chip! Little by little, the ice turned into towers and windows.',
      },
      {
        title: 'The castle',
        text: 'At last a whole ice castle stood in the park. At night, lights inside it glowed blue and pink. What would you build out of ice?',
      },
      {
        title: 'The slide',
        text: 'Down one side of the castle ran a smooth ice slide. Kostya climbed up and whooshed down, again and again, laughing.',
      },
    ],
    arc: [
      {
        title: 'A winter festival',
        text: 'Every January a city holds a winter festival in its biggest park. This year Kostya and his mum went to watch the ice carvers at work.',
      },
      {
        title: 'Ice from the river',
        text: 'The carvers wanted to build something children could play on, not only look at. Trucks brought huge blocks of ice, cut from the frozen river, each as heavy as a car.',
      },
      {
        title: 'Three cold days',
        text: 'The carvers worked for three days in warm coats and thick gloves. They cut the blocks with saws and chipped them with chisels. Bit by bit, towers and little windows appeared.',
      },
      {
        title: 'A trick with water',
        text: 'To stick the blocks together, they used no glue at all. They poured a little water between two blocks, and in the frost it froze and held them tight.',
      },
      {
        title: 'The castle opens',
        text: 'On the fourth day a whole ice castle stood in the park, with a smooth slide down one side. At night it glowed blue and pink. Kostya slid down ten times and still wanted more.',
      },
      {
        title: 'How long ice lasts',
        text: 'Ice stays hard as long as the air is below freezing, so the castle can stand all winter. In spring the sun will warm it, and it will slowly melt back into water and run into the river.',
      },
    ],
    footnote: {
      word: 'carver',
      inText: 'carvers',
      explanation: 'A person who shapes wood, stone or ice by cutting bits away.',
    },
    whatHappened:
      'At a winter festival in a city park, carvers spent three days turning blocks of river ice into sculptures, including an ice castle with a slide that children rode down.',
    parent: {
      upto3: ['Can you find the castle’s towers?', 'Can you say whee, like Kostya on the slide?'],
      '4to5': [
        'How do you think Kostya felt when he whooshed down the slide?',
        'How do you think the carvers felt when the castle was finished?',
      ],
      '6to7': [
        'Why do you think the castle will melt in spring?',
        'Could you freeze water with a drop of food colouring in an ice tray together and build a tiny ice tower?',
      ],
    },
  },
  ru: {
    title: 'Замок изо льда',
    beats: {
      who: 'резчики по льду на зимнем празднике в городском парке и мальчик Костя, который пришёл посмотреть с мамой',
      what: 'Резчики превратили огромные глыбы речного льда в скульптуры, и самой большой стал замок с горкой, с которой катались дети.',
      feeling: 'любопытство, пока смотрел, потом восторг и веселье',
      helped: 'резчики, которые три дня пилили, скалывали и шлифовали лёд',
      why: 'Лёд остаётся твёрдым, пока на улице мороз, поэтому ледяной замок может простоять всю зиму, а весной снова стать водой.',
    },
    hook: 'Кто построил замок, сквозь который всё видно?',
    bedtime: 'Ледяной замок светится в темноте голубым.',
    toddler: [
      { title: 'Лёд', text: 'Большие глыбы льда. Прозрачные, холодные. Тук-тук!' },
      { title: 'Замок', text: 'Чик, чик, чик! Смотри, замок! Башни и окошки.' },
      { title: 'С горки!', text: 'Костя лезет наверх. И вниз с горки! Ещё, ещё!' },
    ],
    small: [
      {
        title: 'Большие глыбы',
        text: 'На зимний праздник в городской парк грузовики привезли огромные глыбы льда, выпиленные на замёрзшей реке. Лёд был прозрачный, как стекло.',
      },
      {
        title: 'Чик-чик',
        text: 'Три дня резчики работали пилами и стамесками. Чик, чик! Понемногу лёд превращался в башни и окошки.',
      },
      {
        title: 'Замок',
        text: 'И вот в парке встал целый ледяной замок. Ночью внутри загорались огни, голубые и розовые. А что тебе хотелось бы построить изо льда?',
      },
      {
        title: 'Горка',
        text: 'С одной стороны замка шла гладкая ледяная горка. Костя забирался наверх и съезжал вниз, снова и снова, и смеялся.',
      },
    ],
    arc: [
      {
        title: 'Зимний праздник',
        text: 'Каждый январь в самом большом парке города проходит зимний праздник. В этом году Костя с мамой пришли посмотреть, как работают резчики по льду.',
      },
      {
        title: 'Лёд с реки',
        text: 'Резчики хотели построить то, на чём дети смогут играть, а не только смотреть. Грузовики привезли огромные глыбы льда с замёрзшей реки, каждая тяжёлая, как машина.',
      },
      {
        title: 'Три морозных дня',
        text: 'Три дня резчики работали в тёплых куртках и толстых перчатках. Они пилили глыбы пилами и скалывали стамесками. Понемногу появлялись башни и маленькие окошки.',
      },
      {
        title: 'Хитрость с водой',
        text: 'Чтобы скрепить глыбы, клей не нужен. Между двумя глыбами наливали немного воды, на морозе она замерзала и крепко их соединяла.',
      },
      {
        title: 'Замок открыт',
        text: 'На четвёртый день в парке стоял целый ледяной замок с гладкой горкой сбоку. Ночью он светился голубым и розовым. Костя скатился десять раз, и ему всё было мало.',
      },
      {
        title: 'Сколько живёт лёд',
        text: 'Лёд остаётся твёрдым, пока на улице мороз, поэтому замок простоит всю зиму. А весной солнце его пригреет, он медленно растает, и вода утечёт обратно в реку.',
      },
    ],
    footnote: {
      word: 'резчик',
      inText: 'резчики',
      explanation: 'Мастер, который вырезает фигуры из дерева, камня или льда.',
    },
    whatHappened:
      'На зимнем празднике в городском парке резчики три дня превращали глыбы речного льда в скульптуры. Среди них был ледяной замок с горкой, с которой катались дети.',
    parent: {
      upto3: ['Покажешь башни у замка?', 'Покажешь, как Костя едет с горки?'],
      '4to5': [
        'Как думаешь, что чувствовал Костя, когда съезжал с горки?',
        'Как думаешь, что почувствовали резчики, когда замок был готов?',
      ],
      '6to7': [
        'Как думаешь, почему весной замок растает?',
        'Может, заморозите вместе воду с каплей краски в формочке для льда и построите крошечную ледяную башенку?',
      ],
    },
  },
};
