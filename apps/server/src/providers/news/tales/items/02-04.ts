/** Told for children: the bundled news item of 02-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_04: ItemTales = {
  heroLooks:
    'a baby rhino, chubby and grey, with a tiny bump where his horn will grow, folds of thick skin and small round ears that twitch',
  draw: [
    { picture: '🦏', en: ['kito', 'rhino'], ru: ['бублик', 'носорог'] },
    { picture: 'svg:mud', en: ['mud'], ru: ['грязь', 'грязи', 'грязью'] },
    { picture: '🐦', en: ['bird'], ru: ['птичк'] },
  ],
  en: {
    title: 'A baby rhino’s first mud bath',
    beats: {
      who: 'Kito, a baby rhino, and his mother Neema on a warm grassland far away',
      what: 'Kito did not like the sticky, squelchy mud, until his mum flopped in beside him and he rolled in it for the first time.',
      feeling: 'doubtful and fussy, then brave, then gloriously happy',
      helped: 'his mother Neema, who lay down in the mud and showed him how',
      why: 'Mud works like sun cream and bug spray for a rhino: it keeps the skin cool and stops flies biting.',
    },
    hook: 'Who goes squelch in a big muddy pool?',
    bedtime: 'Muddy from ears to toes, Kito naps.',
    toddler: [
      { title: 'Kito', text: 'Here is Kito, a baby rhino. Here is the mud. Squelch!' },
      { title: 'Yuck?', text: 'One toe in. Yuck! Sticky! Kito steps back.' },
      { title: 'Roll, roll', text: 'Mum flops down. Splat! Kito rolls and rolls. Muddy Kito!' },
    ],
    small: [
      {
        title: 'The mud pool',
        text: 'Far away, on a warm grassland, lives a baby rhino called Kito. Every afternoon his mum lies down in a big, brown pool of mud.',
      },
      {
        title: 'Too squelchy',
        text: 'Kito put one foot in. Squelch! It was sticky and cold and went between his toes. He stepped right back out and shook his foot.',
      },
      {
        title: 'Splat!',
        text: 'Then Mum rolled over and, splat, sent mud all over him. Kito blinked, laughed a rhino laugh and rolled in after her.',
      },
      {
        title: 'Your turn',
        text: 'Now Kito loves the mud. Have you ever jumped in a muddy puddle?',
      },
    ],
    arc: [
      {
        title: 'The grassy plain',
        text: 'Far away there is a wide, warm grassland with tall yellow grass. A baby rhino called Kito lives there with his mum, Neema. He is chubby and grey, with a little bump where his horn will grow.',
        beat: 'where',
      },
      {
        title: 'Mum’s favourite spot',
        text: 'Every afternoon, Neema walks to a big brown pool of mud and flops down in it. The sun was hot on Kito’s back, and flies buzzed round his ears. But he did not like that mud at all.',
        beat: 'problem',
      },
      {
        title: 'Just one toe',
        text: 'He dipped in one toe. Squelch! The mud was sticky and made a rude noise. Kito backed away. He tried lying in the dry dust instead, but it was too hot.',
        beat: 'attempt',
      },
      {
        title: 'Mum shows him',
        text: 'Neema rolled onto her side and gave a happy grunt. She rolled right over, and splat, a wave of mud splashed onto Kito. He stood there, dripping, and blinked. It felt cool and lovely.',
        beat: 'help',
      },
      {
        title: 'Rolling rhino',
        text: 'Kito waded in and flopped down beside her. He rolled one way, then the other, until he was brown from his ears to his toes. A little bird landed on his back and began to pick off flies.',
        beat: 'resolution',
      },
      {
        title: 'Why rhinos love mud',
        text: 'A coat of mud is a rhino’s sun cream. It keeps the skin cool and stops flies from biting. Later the rhino rubs the dry mud off on a tree, bugs and all.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'grassland',
      inText: 'grassland',
      explanation: 'A wide, flat land covered with tall grass and few trees.',
    },
    whatHappened:
      'Rangers on a warm faraway grassland watched a baby rhino take his first mud bath beside his mother. Rhinos roll in mud to keep cool and to protect their skin from the sun and from biting flies.',
    parent: {
      upto3: ['Can you find Kito in the mud?', 'Can you say “squelch” like the mud?'],
      '4to5': [
        'How do you think Kito felt when the mud went between his toes?',
        'How do you think Kito felt after Mum splashed him?',
      ],
      '6to7': [
        'Why do you think a coat of mud helps a rhino on a hot day?',
        'Could you put a little mud on a leaf together and see how it feels when it dries?',
      ],
    },
  },
  ru: {
    title: 'Носорожек принимает грязевую ванну',
    beats: {
      who: 'носорожек Бублик и его мама Нима в тёплой далёкой саванне',
      what: 'Бублику не нравилась липкая чавкающая грязь, пока мама не плюхнулась рядом и он впервые в ней не вывалялся.',
      feeling: 'сомнение и брезгливость, потом смелость, потом огромная радость',
      helped: 'мама Нима, которая улеглась в грязь и показала, как надо',
      why: 'Грязь для носорога — как крем от солнца и от мух: она охлаждает кожу и не даёт насекомым кусаться.',
    },
    hook: 'Кто это чавкает в грязной луже?',
    bedtime: 'Бублик дремлет, весь в грязи до пяток.',
    toddler: [
      { title: 'Бублик', text: 'Вот Бублик, маленький носорожек. А вот грязь. Чвак!' },
      { title: 'Фу?', text: 'Одна ножка в грязи. Фу! Липко! Бублик пятится.' },
      { title: 'Кувырк', text: 'Мама — плюх! Бублик катается. Грязный Бублик!' },
    ],
    small: [
      {
        title: 'Грязевая лужа',
        text: 'Далеко-далеко, в тёплой травяной саванне, живёт носорожек Бублик. Каждый день его мама укладывается в большую бурую лужу грязи.',
      },
      {
        title: 'Слишком липко',
        text: 'Бублик ступил в грязь одной ногой. Чвак! Грязь была липкая, холодная и лезла между пальцами. Он тут же выскочил и потряс ногой.',
      },
      {
        title: 'Плюх!',
        text: 'Тут мама перевернулась — плюх! — и окатила его грязью. Бублик заморгал, радостно фыркнул и плюхнулся следом.',
      },
      {
        title: 'А ты?',
        text: 'Теперь Бублик обожает грязь. А тебе нравится шлёпать по лужам?',
      },
    ],
    arc: [
      {
        title: 'Саванна',
        text: 'Далеко-далеко, в широкой тёплой саванне, растёт высокая жёлтая трава. Там живёт носорожек Бублик со своей мамой Нимой. Он толстенький и серый, а на носу у него бугорок, из которого вырастет рог.',
        beat: 'where',
      },
      {
        title: 'Мамино любимое место',
        text: 'Каждый день Нима идёт к большой бурой луже грязи и плюхается в неё. Солнце припекало Бублику спину, жужжали мухи. Но грязь ему совсем не нравилась.',
        beat: 'problem',
      },
      {
        title: 'Одним пальчиком',
        text: 'Он окунул в грязь одну ногу. Чвак! Грязь была липкая и смешно хлюпала. Бублик попятился. Он попробовал полежать в сухой пыли, но там было слишком жарко.',
        beat: 'attempt',
      },
      {
        title: 'Мама показывает',
        text: 'Нима повалилась на бок и довольно хрюкнула. Она перекатилась, и — плюх! — на Бублика плеснула волна грязи. Он стоял весь в потёках и моргал. Было прохладно и чудесно.',
        beat: 'help',
      },
      {
        title: 'Носорожек катается',
        text: 'Бублик зашёл в лужу и плюхнулся рядом с мамой. Он катался то на один бок, то на другой, пока не стал бурым от ушей до пяток. На спину ему села птичка и принялась склёвывать мух.',
        beat: 'resolution',
      },
      {
        title: 'Зачем носорогам грязь',
        text: 'Слой грязи для носорога — как крем от солнца. Он охлаждает кожу, и мухи не могут кусаться. Потом носорог счищает засохшую грязь о дерево вместе с насекомыми.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'саванна',
      inText: 'саванне',
      explanation: 'Широкая равнина, где растёт высокая трава и мало деревьев.',
    },
    whatHappened:
      'Смотрители заповедника в далёкой тёплой саванне видели, как носорожек впервые принял грязевую ванну рядом с мамой. Носороги валяются в грязи, чтобы остыть и защитить кожу от солнца и кусачих мух.',
    parent: {
      upto3: ['Где Бублик в грязи?', 'Скажем «чвак», как грязь?'],
      '4to5': [
        'Как думаешь, что почувствовал Бублик, когда грязь полезла между пальцами?',
        'Что почувствовал Бублик, когда мама окатила его грязью?',
      ],
      '6to7': [
        'Как думаешь, чем слой грязи помогает носорогу в жаркий день?',
        'Может, намажете немного грязи на листик и посмотрите, какой она станет, когда высохнет?',
      ],
    },
  },
};
