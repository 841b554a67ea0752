/** Told for children: the bundled news item of 02-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_01: ItemTales = {
  heroLooks:
    'a four-year-old girl with messy morning hair, a yellow pyjama top with white moons, standing on tiptoe by a window white with feathery frost',
  draw: [
    { picture: '👧', en: ['alya'], ru: ['аля', 'али', 'алю'] },
    { picture: '🪟', en: ['window', 'glass'], ru: ['окн', 'окош', 'стекл'] },
    { picture: '❄️', en: ['frost', 'ice'], ru: ['мороз', 'льд'] },
    { picture: '👩', en: ['mum'], ru: ['мам'] },
    { picture: '🧸', en: ['teddy'], ru: ['мишк'] },
  ],
  en: {
    title: 'Frost ferns on the window',
    beats: {
      who: 'Alya, a four-year-old girl in a small northern town, on a frosty morning',
      what: 'After the coldest night of the winter, Alya woke up to find her window covered in frost shaped like ferns and feathers.',
      feeling: 'sleepy, then surprised and delighted',
      helped: 'her mum, who showed her how to melt a little round peephole in the frost with her warm breath',
      why: 'On a very cold night, the damp air of a warm room touches the icy glass and freezes into tiny crystals that grow into feathery patterns.',
    },
    hook: 'The frost drew this news on glass.',
    bedtime: 'Tonight the frost is drawing on windows again.',
    toddler: [
      { title: 'Look!', text: 'Look at the window! White, white pictures.' },
      { title: 'Ferns and feathers', text: 'Leaves of ice. Feathers of ice. So pretty!' },
      { title: 'Huff, huff', text: 'Huff, huff! A little round hole. Hello, snowy street!' },
    ],
    small: [
      {
        title: 'A frosty morning',
        text: 'After the coldest night of the winter, Alya woke up early. Her room was quiet, and the window looked different.',
      },
      {
        title: 'Pictures of ice',
        text: 'The glass was covered in white patterns, like ferns and feathers and stars. Nobody had painted them. Who had drawn them?',
      },
      {
        title: 'The frost did it',
        text: 'Mum smiled and said it was the frost. Alya touched the glass. It was icy cold, and the patterns sparkled.',
      },
      {
        title: 'A little round window',
        text: 'Mum showed her how to breathe on the glass: huff, huff! A little round hole melted, and Alya peeked out at the snowy street. Can you huff like Alya?',
      },
    ],
    arc: [
      {
        title: 'The coldest night',
        text: 'In a small northern town, the coldest night of the winter came. The stars were sharp and bright, and the snow squeaked under the boots of the last people going home.',
      },
      {
        title: 'Something on the glass',
        text: 'In the morning Alya, who is four, climbed out of bed and stopped. Her window was white all over, covered in patterns like ferns, feathers and little stars.',
      },
      {
        title: 'Who drew it?',
        text: 'Alya looked for a paintbrush, but there was none. She asked her teddy, but he did not know. So she ran to Mum. Who had drawn on her window in the night?',
      },
      {
        title: 'Pictures by the frost',
        text: 'Mum came and smiled. It was the frost, she said. In the night the damp air of the warm room touched the icy glass and froze into tiny crystals.',
      },
      {
        title: 'A peephole',
        text: 'Mum showed Alya how to breathe on the glass. Huff, huff! A little round hole melted in the frost. Alya peeked through it at the snowy street and laughed.',
      },
      {
        title: 'How frost grows',
        text: 'Air always holds a little water that we cannot see. When it touches very cold glass, the water freezes straight into ice crystals. Each crystal grows from the one before, so the frost spreads across the glass like a fern.',
      },
    ],
    footnote: {
      word: 'frost',
      inText: 'frost',
      explanation: 'A thin white layer of ice that forms on cold things on freezing nights.',
    },
    whatHappened:
      'After the coldest night of the winter, frost patterns shaped like ferns and feathers covered the windows of houses in a northern town. A four-year-old girl breathed a little peephole in the frost on her window.',
    parent: {
      upto3: ['Can you huff on a cold window?', 'Can you find the feathers of ice?'],
      '4to5': [
        'How do you think Alya felt when she saw her window?',
        'How do you think Alya felt when she peeked through the little hole?',
      ],
      '6to7': [
        'Why do you think the frost grew on the window and not on the wall?',
        'Could you put a glass in the freezer together, take it out and watch frost appear on it?',
      ],
    },
  },
  ru: {
    title: 'Морозные узоры на окне',
    beats: {
      who: 'четырёхлетняя Аля из маленького северного города морозным утром',
      what: 'После самой холодной ночи зимы Аля проснулась и увидела, что окно покрыто ледяными узорами, похожими на папоротники и пёрышки.',
      feeling: 'сонно, потом удивление и восторг',
      helped: 'мама, которая показала, как тёплым дыханием растопить во льду маленькое круглое окошко',
      why: 'Морозной ночью влажный воздух тёплой комнаты касается ледяного стекла и замерзает крошечными кристалликами, которые вырастают в узоры.',
    },
    hook: 'Эту новость нарисовал на стекле мороз.',
    bedtime: 'Этой ночью мороз снова рисует на окнах.',
    toddler: [
      { title: 'Смотри!', text: 'Смотри на окно! Белые-белые картинки.' },
      { title: 'Листики и пёрышки', text: 'Листики изо льда. Пёрышки изо льда. Как красиво!' },
      { title: 'Хух!', text: 'Хух, хух! Кружочек-окошко. Привет, снежная улица!' },
    ],
    small: [
      {
        title: 'Морозное утро',
        text: 'После самой холодной ночи зимы Аля проснулась рано. В комнате было тихо, а окно стало каким-то другим.',
      },
      {
        title: 'Ледяные картинки',
        text: 'Стекло было покрыто белыми узорами: папоротники, пёрышки, звёздочки. Никто их не рисовал. Кто же это сделал?',
      },
      {
        title: 'Это мороз',
        text: 'Мама улыбнулась и сказала, что это мороз. Аля потрогала стекло. Оно было ледяное, а узоры искрились.',
      },
      {
        title: 'Круглое окошко',
        text: 'Мама показала, как дышать на стекло: хух, хух! Во льду протаял кружочек, и Аля выглянула на снежную улицу. А ты умеешь так дышать?',
      },
    ],
    arc: [
      {
        title: 'Самая холодная ночь',
        text: 'В маленький северный город пришла самая холодная ночь зимы. Звёзды горели ярко и колко, а снег скрипел под ногами последних прохожих.',
      },
      {
        title: 'Что-то на стекле',
        text: 'Утром четырёхлетняя Аля вылезла из кровати и замерла. Всё окно было белое, в узорах, похожих на папоротники, пёрышки и маленькие звёздочки.',
      },
      {
        title: 'Кто нарисовал?',
        text: 'Аля поискала кисточку, но не нашла. Спросила у мишки, но он не знал. Тогда Аля побежала к маме. Кто же ночью нарисовал картинки на её окне?',
      },
      {
        title: 'Картинки мороза',
        text: 'Мама подошла и улыбнулась: это мороз. Ночью влажный воздух тёплой комнаты коснулся ледяного стекла и замёрз крошечными кристалликами, а они росли и росли.',
      },
      {
        title: 'Глазок',
        text: 'Мама показала Але, как подышать на стекло. Хух, хух! Во льду протаял маленький кружочек. Аля выглянула в него на снежную улицу и засмеялась.',
      },
      {
        title: 'Как растут морозные узоры',
        text: 'В воздухе всегда есть немного воды, которую мы не видим. Когда она касается очень холодного стекла, то сразу превращается в лёд. Каждый кристаллик растёт от соседнего, и узоры расползаются по стеклу, как папоротник.',
      },
    ],
    footnote: {
      word: 'узор',
      inText: 'узоры',
      explanation: 'Красивый рисунок из линий и завитков, который повторяется.',
    },
    whatHappened:
      'После самой холодной ночи зимы окна домов в северном городе покрылись морозными узорами, похожими на папоротники и пёрышки. Четырёхлетняя девочка надышала на своём окне маленький глазок.',
    parent: {
      upto3: ['Покажешь ледяные пёрышки?', 'Подышишь на окошко «хух-хух»?'],
      '4to5': [
        'Как думаешь, что почувствовала Аля, когда увидела окно?',
        'Как думаешь, что почувствовала Аля, когда выглянула в кружочек?',
      ],
      '6to7': [
        'Как думаешь, почему узоры появились на стекле, а не на стене?',
        'Может, положите стакан в морозилку, а потом достанете и посмотрите, как на нём появится иней?',
      ],
    },
  },
};
