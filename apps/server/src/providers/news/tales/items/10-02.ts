/** Told for children: the bundled news item of 10-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_02: ItemTales = {
  heroLooks: 'a boy of six with short black curls, a yellow hoodie and a plaster on one knee',
  draw: [
    { picture: '👦', en: ['omar', 'boy'], ru: ['гриш'] },
    { picture: '👵', en: ['mrs green'], ru: ['бабушк'] },
    { picture: '🛒', en: ['wagon'], ru: ['тележк'] },
  ],
  en: {
    title: 'Omar carries the shopping',
    beats: {
      who: 'Omar, a boy of six, and his neighbour Mrs Green, whose knee is stiff',
      what: 'The shopping bag was too heavy for Omar to carry, so he fetched his red wagon and pulled it home for Mrs Green.',
      feeling: 'eager, then stuck, then clever and proud',
      helped: 'his mum, who came back with him and the wagon',
      why: 'When your knee is stiff, a heavy bag can feel like a mountain, and a little help lets Mrs Green still do her own shopping.',
    },
    hook: 'Can a toy wagon be a real help?',
    bedtime: 'Omar’s red wagon waits by the door.',
    toddler: [
      { title: 'Heavy bag', text: 'Mrs Green has a big bag. Oof! So heavy.' },
      { title: 'Red wagon', text: 'Omar brings his red wagon. Bag in! Pull, pull.' },
      { title: 'Thank you', text: 'Home at last. Thank you, Omar! A big smile.' },
    ],
    small: [
      {
        title: 'Mrs Green’s knee',
        text: 'Mrs Green lives next door to Omar. Her knee is stiff, so she walks slowly with a stick. Carrying heavy shopping is very hard for her.',
      },
      {
        title: 'Too heavy for Omar',
        text: 'Omar offered to carry her bag home from the shop. But it was full of milk and potatoes, and he could not even lift it!',
      },
      {
        title: 'The red wagon',
        text: 'Then Omar had an idea. He ran home for his red wagon. The bag fitted inside, and he pulled it all the way to Mrs Green’s door.',
      },
      {
        title: 'And you?',
        text: 'Mrs Green gave him a big smile and an apple. How could you help someone who lives near you?',
      },
    ],
    arc: [
      {
        title: 'Outside the shop',
        text: 'Omar, who is six, lives next door to Mrs Green. Since her knee grew stiff, she walks slowly with a stick. One morning Omar saw her outside the shop, looking at her heavy bag and sighing.',
        beat: 'problem',
      },
      {
        title: 'Oof!',
        text: 'Omar offered to carry it. He grabbed the handles and pulled with all his might. The bag did not budge: it was full of milk, potatoes and flour. Carrying things one by one was far too slow.',
        beat: 'attempt',
      },
      {
        title: 'A wagon at home',
        text: 'Then Omar remembered his red wagon. He ran home, and Mum came back with him, pulling it along. They lifted the bag in together, and it fitted perfectly.',
        beat: 'help',
      },
      {
        title: 'All the way home',
        text: 'Omar pulled, and Mrs Green walked beside him with her stick, telling him about the garden she had as a girl. At her door she gave him a shiny apple and called him the best neighbour ever.',
        beat: 'resolution',
      },
      {
        title: 'A big help',
        text: 'Mum said that when your knee is stiff, a heavy bag can feel like a mountain. With a little help, Mrs Green can still do her own shopping and choose her own apples. Now Omar and his wagon help her every week.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'wagon',
      inText: 'wagon',
      explanation: 'A little cart on wheels that you pull along by its handle.',
    },
    whatHappened:
      'A six-year-old boy noticed that his elderly neighbour, whose knee is stiff, could not carry her heavy shopping. He fetched his toy wagon and pulled her bag home, and now he helps her every week.',
    parent: {
      upto3: ['Can you find the red wagon?', 'Can you pull like Omar: pull, pull?'],
      '4to5': [
        'How do you think Omar felt when he could not lift the bag?',
        'How do you think Mrs Green felt when Omar came back with his wagon?',
      ],
      '6to7': [
        'Why was the wagon better than carrying things one by one?',
        'Could we think of something kind to do for one of our neighbours?',
      ],
    },
  },
  ru: {
    title: 'Гриша везёт покупки',
    beats: {
      who: 'шестилетний Гриша и его соседка бабушка Валя, у которой болит колено',
      what: 'Сумка с покупками оказалась Грише не по силам, и тогда он привёз свою красную тележку и довёз сумку до дома соседки.',
      feeling: 'готовность помочь, потом растерянность, потом находчивость и гордость',
      helped: 'мама, которая пришла вместе с ним и тележкой',
      why: 'Когда болит колено, тяжёлая сумка кажется горой, а небольшая помощь позволяет бабушке Вале и дальше самой ходить за покупками.',
    },
    hook: 'Чем поможет красная тележка?',
    bedtime: 'У двери Гриши дремлет красная тележка.',
    toddler: [
      { title: 'Тяжёлая сумка', text: 'У бабушки Вали большая сумка. Ох! Какая тяжёлая.' },
      { title: 'Красная тележка', text: 'Гриша везёт красную тележку. Сумку — в тележку! Тянем-потянем.' },
      { title: 'Спасибо', text: 'Вот и дом. Спасибо, Гриша! Бабушка Валя улыбается.' },
    ],
    small: [
      {
        title: 'Соседка',
        text: 'Бабушка Валя живёт по соседству с Гришей. У неё болит колено, и она ходит медленно, с палочкой. Носить тяжёлые сумки ей очень трудно.',
      },
      {
        title: 'Слишком тяжело',
        text: 'Гриша вызвался донести её сумку из магазина. Но там было молоко и картошка, и он даже поднять её не смог!',
      },
      {
        title: 'Красная тележка',
        text: 'И тут Гриша придумал. Он сбегал домой за своей красной тележкой. Сумка поместилась в неё, и Гриша довёз её до самой двери бабушки Вали.',
      },
      {
        title: 'А ты?',
        text: 'Бабушка Валя улыбнулась и угостила Гришу яблоком. А кому рядом с тобой можно помочь?',
      },
    ],
    arc: [
      {
        title: 'У магазина',
        text: 'Шестилетний Гриша живёт по соседству с бабушкой Валей. С тех пор как у неё заболело колено, она ходит медленно, с палочкой. Однажды утром Гриша увидел её у магазина: она смотрела на тяжёлую сумку и вздыхала.',
        beat: 'problem',
      },
      {
        title: 'Ох!',
        text: 'Гриша вызвался помочь. Он схватился за ручки и потянул изо всех сил. Сумка даже не сдвинулась: в ней были молоко, картошка и мука. А носить покупки по одной выходило слишком долго.',
        beat: 'attempt',
      },
      {
        title: 'Тележка дома',
        text: 'И тут Гриша вспомнил: дома есть тележка! Он сбегал за красной тележкой, и мама пришла вместе с ним. Вдвоём они подняли сумку, и она отлично поместилась.',
        beat: 'help',
      },
      {
        title: 'До самого дома',
        text: 'Гриша вёз тележку, а бабушка Валя шла рядом с палочкой и рассказывала, какой у неё был сад, когда она была девочкой. У двери она угостила Гришу блестящим яблоком и назвала лучшим соседом на свете.',
        beat: 'resolution',
      },
      {
        title: 'Большая помощь',
        text: 'Мама сказала, что, когда болит колено, тяжёлая сумка кажется горой. А с небольшой помощью бабушка Валя может и дальше сама ходить в магазин и выбирать себе яблоки. Теперь Гриша с тележкой помогают ей каждую неделю.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'тележка',
      inText: 'тележкой',
      explanation: 'Маленькая повозка на колёсиках, которую везут за ручку.',
    },
    whatHappened:
      'Шестилетний мальчик заметил, что пожилая соседка с больным коленом не может донести тяжёлые покупки. Он привёз свою игрушечную тележку и довёз её сумку до дома, а теперь помогает ей каждую неделю.',
    parent: {
      upto3: ['Покажешь красную тележку?', 'Потянем вместе, как Гриша: тянем-потянем?'],
      '4to5': [
        'Как думаешь, что почувствовал Гриша, когда не смог поднять сумку?',
        'А что почувствовала бабушка Валя, когда Гриша привёз тележку?',
      ],
      '6to7': [
        'Почему тележка оказалась лучше, чем носить покупки по одной?',
        'Может, придумаем вместе, как помочь кому-нибудь из соседей?',
      ],
    },
  },
};
