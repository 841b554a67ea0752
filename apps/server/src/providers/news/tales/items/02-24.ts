/** Told for children: the bundled news item of 02-24 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_24: ItemTales = {
  heroLooks:
    'a five-year-old girl with rosy cheeks, a long red scarf, a blue snowsuit and a white knitted hat with a pompom',
  draw: [
    { picture: '👧', en: ['dina'], ru: ['дина', 'дины', 'дине'] },
    { picture: '🛖', en: ['igloo', 'house'], ru: ['иглу', 'дом'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
  ],
  en: {
    title: 'A snow house in the yard',
    beats: {
      who: 'Dina, a five-year-old girl, and her grandpa, in a snowy village yard',
      what: 'After a big snowfall they built a round snow house from blocks of packed snow, and inside it was much warmer than outside.',
      feeling: 'excited, then tired, then cosy and amazed',
      helped: 'Grandpa, who cut the snow blocks with a big saw and showed Dina how to stack them in a circle',
      why: 'Snow is full of tiny pockets of air, and air keeps the cold out like a blanket, so a snow house stays warmer inside.',
    },
    hook: 'Who lives in a house made of snow?',
    bedtime: 'The snow house stands quiet under the stars.',
    toddler: [
      { title: 'Snow blocks', text: 'Snow, snow! Grandpa cuts a block. One block, two!' },
      { title: 'Round and round', text: 'Round and round go the blocks. Up, up it grows.' },
      { title: 'Inside', text: 'Crawl inside, Dina! Cosy and quiet. A snow house!' },
    ],
    small: [
      {
        title: 'Lots of snow',
        text: 'One night a big snowfall covered Dina’s village. In the morning the snow in the yard came up to her knees.',
      },
      {
        title: 'Snow bricks',
        text: 'Grandpa pressed the snow down hard and cut it into blocks with a saw. Dina carried them one by one, like big white bricks.',
      },
      {
        title: 'A round house',
        text: 'They laid the blocks in a circle, higher and higher, until they made a round roof. Grandpa cut a low door.',
      },
      {
        title: 'Warm inside',
        text: 'Dina crawled in. Outside it was frosty, but inside the igloo it felt much warmer! What would you take into a snow house?',
      },
    ],
    arc: [
      {
        title: 'A snowy yard',
        text: 'In a village where winters are long, Dina, who is five, lives with her mum and her grandpa. One night so much snow fell that the yard turned into a white sea.',
      },
      {
        title: 'A big idea',
        text: 'Grandpa looked at the snow and smiled. “Shall we build a real igloo?” he asked. Dina clapped her mittens. But how do you make a house out of snow?',
      },
      {
        title: 'Blocks of snow',
        text: 'First they stamped the snow flat and hard. Then Grandpa cut it into blocks with a big saw. Dina carried the blocks, puffing, and stacked them in a wide circle.',
      },
      {
        title: 'Round and up',
        text: 'Each new ring of blocks leaned in a little, so the wall curled up like a bowl turned upside down. Grandpa fitted the last block on top, and they cut a low, round door.',
      },
      {
        title: 'Warm inside',
        text: 'Dina crawled in on her knees. Outside, the frost pinched her nose, but inside it was still and much warmer. She and Grandpa sat on a rug and drank tea from a flask.',
      },
      {
        title: 'Why snow keeps you warm',
        text: 'Fresh snow is full of tiny pockets of air, and air keeps the cold out, like a fluffy blanket. That is why people in the far north built snow houses, and why some animals sleep under the snow in winter.',
      },
    ],
    footnote: {
      word: 'igloo',
      inText: 'igloo',
      explanation: 'A round house built from blocks of hard snow.',
    },
    whatHappened:
      'After a big snowfall in a village, a grandfather and his five-year-old granddaughter built an igloo from blocks of packed snow in their yard. Inside, it was much warmer than outside.',
    parent: {
      upto3: ['Can you find the snow house?', 'Can you crawl inside, like Dina?'],
      '4to5': [
        'How do you think Dina felt when she crawled inside?',
        'How do you think Dina felt, carrying the big snow blocks?',
      ],
      '6to7': [
        'Why do you think it was warmer inside the snow house?',
        'Could you build a tiny snow house for a toy together, the next time it snows?',
      ],
    },
  },
  ru: {
    title: 'Снежный дом во дворе',
    beats: {
      who: 'пятилетняя Дина и её дедушка во дворе заснеженной деревни',
      what: 'После большого снегопада они построили круглый снежный дом из плотных снежных кирпичей, и внутри было гораздо теплее, чем снаружи.',
      feeling: 'азарт, потом усталость, потом уют и удивление',
      helped: 'дедушка, который нарезал снежные кирпичи большой пилой и показал Дине, как класть их по кругу',
      why: 'В снегу много крошечных воздушных пузырьков, а воздух не пускает холод, как одеяло, поэтому в снежном доме теплее.',
    },
    hook: 'Кто живёт в доме из снега?',
    bedtime: 'Снежный дом тихо стоит под звёздами.',
    toddler: [
      { title: 'Кирпичики', text: 'Снег, снег! Дедушка режет кирпичик. Раз кирпичик, два!' },
      { title: 'По кругу', text: 'Кругом, кругом кладём. Выше, выше растёт дом.' },
      { title: 'Внутри', text: 'Залезай, Дина! Тихо, уютно. Снежный дом!' },
    ],
    small: [
      {
        title: 'Много снега',
        text: 'Однажды ночью деревню Дины засыпало снегом. Утром сугробы во дворе были ей по колено.',
      },
      {
        title: 'Снежные кирпичи',
        text: 'Дедушка утоптал снег и нарезал его пилой на большие кирпичи. Дина носила их по одному, как белые кубики.',
      },
      {
        title: 'Круглый дом',
        text: 'Кирпичи клали по кругу, всё выше и выше, пока не получилась круглая крыша. Дедушка вырезал низкую дверцу.',
      },
      {
        title: 'Тепло внутри',
        text: 'Дина залезла внутрь. Снаружи мороз, а в иглу гораздо теплее! А что тебе хотелось бы взять с собой в снежный дом?',
      },
    ],
    arc: [
      {
        title: 'Снежный двор',
        text: 'В деревне, где зима длинная, живёт пятилетняя Дина с мамой и дедушкой. Однажды ночью выпало столько снега, что двор превратился в белое море.',
      },
      {
        title: 'Большая идея',
        text: 'Дедушка посмотрел на снег и улыбнулся: «Построим настоящее иглу?» Дина захлопала варежками. Но как сделать дом из снега?',
      },
      {
        title: 'Снежные кирпичи',
        text: 'Сначала они утоптали снег, чтобы он стал плотным и твёрдым. Потом дедушка нарезал его большой пилой на кирпичи. Дина, пыхтя, носила их и выкладывала широким кругом.',
      },
      {
        title: 'По кругу и вверх',
        text: 'Каждый новый ряд чуть-чуть наклоняли внутрь, и стена загибалась, как перевёрнутая миска. Дедушка вставил сверху последний кирпич, и они вырезали низкую круглую дверь.',
      },
      {
        title: 'Тепло внутри',
        text: 'Дина забралась внутрь на коленках. Снаружи мороз щипал за нос, а внутри было тихо и гораздо теплее. Они с дедушкой сели на коврик и пили чай из термоса.',
      },
      {
        title: 'Почему снег греет',
        text: 'В свежем снегу много крошечных воздушных пузырьков, а воздух не пускает холод, как пушистое одеяло. Поэтому на далёком севере люди строили снежные дома, а некоторые звери зимой спят под снегом.',
      },
    ],
    footnote: {
      word: 'иглу',
      inText: 'иглу',
      explanation: 'Круглый дом, сложенный из кирпичей плотного снега.',
    },
    whatHappened:
      'После большого снегопада дедушка и его пятилетняя внучка построили во дворе иглу из плотных снежных кирпичей. Внутри оказалось гораздо теплее, чем снаружи.',
    parent: {
      upto3: ['Покажешь снежный дом?', 'Покажешь, как Дина залезает внутрь?'],
      '4to5': [
        'Как думаешь, что почувствовала Дина, когда залезла внутрь?',
        'Как думаешь, тяжело ли было Дине носить снежные кирпичи?',
      ],
      '6to7': [
        'Как думаешь, почему внутри снежного дома теплее?',
        'Может, в следующий снегопад построите вместе крошечный снежный домик для игрушки?',
      ],
    },
  },
};
