/** Told for children: the bundled news item of 02-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_08: ItemTales = {
  heroLooks:
    'a tiny hummingbird no bigger than a thumb, with a shiny green back, a ruby-red throat, a long thin beak and wings that blur as they beat',
  draw: [
    { picture: 'svg:hummingbird', en: ['jewel', 'hummingbird', 'bird'], ru: ['искорк', 'колибри', 'птичк'] },
    { picture: '🌺', en: ['flower'], ru: ['цвет'] },
    { picture: '👨', en: ['gardener', 'omar'], ru: ['садовник', 'артём'] },
  ],
  en: {
    title: 'A hummingbird in the glasshouse',
    beats: {
      who: 'Jewel, a tiny hummingbird in the warm glasshouse of a botanic garden, and Omar the gardener',
      what: 'When the red flowers Jewel drank from had finished, she zipped about finding nothing, until the gardener brought in new pots of red flowers full of nectar.',
      feeling: 'busy and puzzled, then tired and hungry, then bright and happy',
      helped: 'Omar the gardener, who noticed her and brought new flowers',
      why: 'Hummingbirds beat their wings so fast that they hum, so they need sweet nectar from flowers many times a day.',
    },
    hook: 'Who hums and hums but never sings?',
    bedtime: 'Jewel sleeps on her twig, tiny and still.',
    toddler: [
      { title: 'Hmmm', text: 'Hmmm! Here is Jewel, a tiny bird. Zip, zip!' },
      { title: 'Where?', text: 'Where are the red flowers? Not here. Not there.' },
      { title: 'Sip', text: 'New red flowers! Sip, sip, sip. Hmmm, yummy!' },
    ],
    small: [
      {
        title: 'A tiny bird',
        text: 'In a warm glasshouse full of plants lives a hummingbird called Jewel. She is as small as your thumb. Her wings beat so fast that they hum.',
      },
      {
        title: 'No more flowers',
        text: 'Jewel drank nectar from the red flowers every day. But one morning, all the red flowers had dropped their petals. Jewel zipped around and found nothing.',
      },
      {
        title: 'New flowers',
        text: 'Omar the gardener saw her zipping about. He wheeled in new pots of bright red flowers. Jewel dipped her long beak into one and sipped and sipped.',
      },
      {
        title: 'And you?',
        text: 'Jewel hummed happily all afternoon. Can you hum like a hummingbird?',
      },
    ],
    arc: [
      {
        title: 'The glasshouse',
        text: 'In a botanic garden there is a warm glasshouse full of palms, vines and flowers. A hummingbird called Jewel lives there. She is no bigger than a thumb, with a green back and a throat as red as a berry.',
        beat: 'where',
      },
      {
        title: 'Empty flowers',
        text: 'Every day Jewel drank nectar from the red trumpet flowers by the pond. But one morning their petals lay on the path, brown and dry. The flowers had finished.',
        beat: 'problem',
      },
      {
        title: 'Zip, zip, zip',
        text: 'Jewel zipped to a yellow flower, but it was too flat for her beak. She zipped to a red watering can, but it was only a can. By the afternoon, she was sitting very still on a twig.',
        beat: 'attempt',
      },
      {
        title: 'Why she needs flowers',
        text: 'A hummingbird beats its wings faster than you can see, so fast that they hum. All that flying uses up lots of energy. So a hummingbird needs to sip sweet nectar many, many times a day.',
        beat: 'why',
      },
      {
        title: 'Omar’s trolley',
        text: 'Omar the gardener noticed the quiet little bird. He knew just what she needed. He wheeled in a trolley of new plants, all covered in bright red trumpet flowers, and set them by the pond.',
        beat: 'help',
      },
      {
        title: 'Hmmm!',
        text: 'Jewel zoomed over. She hovered in the air, dipped her long beak into a flower and sipped. Then she sipped from another flower, and another. Soon the whole glasshouse was humming again.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'nectar',
      inText: 'nectar',
      explanation: 'The sweet juice inside a flower.',
    },
    whatHappened:
      'In the tropical glasshouse of a botanic garden, gardeners brought in new flowering plants for a hummingbird that lives there. Hummingbirds beat their wings very fast and need to drink nectar from flowers many times a day.',
    parent: {
      upto3: ['Can you find the tiny bird?', 'Can you hum like Jewel: hmmm?'],
      '4to5': [
        'How do you think Jewel felt when the red flowers had dropped their petals?',
        'How do you think Jewel felt when she sipped from the new flowers?',
      ],
      '6to7': [
        'Why do you think a hummingbird needs to sip nectar so many times a day?',
        'Could you flap your arms as fast as you can together and feel how tiring it is?',
      ],
    },
  },
  ru: {
    title: 'Колибри в оранжерее',
    beats: {
      who: 'Искорка, крошечная колибри в тёплой оранжерее ботанического сада, и садовник Артём',
      what: 'Когда красные цветы, из которых пила Искорка, отцвели, она металась и ничего не находила, пока садовник не принёс новые горшки с красными цветами, полными нектара.',
      feeling: 'хлопоты и недоумение, потом усталость и голод, потом радость',
      helped: 'садовник Артём, который заметил птичку и принёс новые цветы',
      why: 'Колибри так быстро машут крыльями, что жужжат, поэтому им нужно пить сладкий нектар много раз в день.',
    },
    hook: 'Кто жужжит, а сам вовсе не жук?',
    bedtime: 'Искорка спит на тонкой веточке.',
    toddler: [
      { title: 'Ж-ж-ж', text: 'Ж-ж-ж! Вот Искорка, крошечная птичка. Вжик, вжик!' },
      { title: 'Где?', text: 'Где красные цветы? Нет здесь. И там нет.' },
      { title: 'Пьёт', text: 'Новые красные цветы! Пьёт, пьёт, пьёт. Вкусно!' },
    ],
    small: [
      {
        title: 'Крошечная птичка',
        text: 'В тёплой оранжерее, полной растений, живёт колибри Искорка. Она такая крошечная, что уместилась бы на твоём большом пальце. А крылышки у неё машут так быстро, что жужжат.',
      },
      {
        title: 'Цветы отцвели',
        text: 'Каждый день Искорка пила нектар из красных цветов. Но однажды утром все красные цветы сбросили лепестки. Искорка металась туда-сюда и ничего не находила.',
      },
      {
        title: 'Новые цветы',
        text: 'Садовник Артём заметил, как она мечется. Он привёз новые горшки с ярко-красными цветами. Искорка опустила длинный клювик в цветок и пила, пила, пила.',
      },
      {
        title: 'А ты?',
        text: 'Весь день Искорка радостно жужжала. А ты умеешь жужжать, как колибри?',
      },
    ],
    arc: [
      {
        title: 'Оранжерея',
        text: 'В ботаническом саду есть тёплая оранжерея, полная пальм, лиан и цветов. Там живёт колибри Искорка. Она не больше большого пальца, спинка у неё зелёная, а горлышко красное, как ягодка.',
        beat: 'where',
      },
      {
        title: 'Пустые цветы',
        text: 'Каждый день Искорка пила нектар из красных цветов-граммофончиков у пруда. Но однажды утром их лепестки лежали на дорожке, сухие и бурые. Цветы отцвели.',
        beat: 'problem',
      },
      {
        title: 'Вжик, вжик',
        text: 'Искорка метнулась к жёлтому цветку, но он был слишком плоский для её клюва. Метнулась к красной лейке, но это была просто лейка. К обеду она уже сидела на веточке совсем тихо.',
        beat: 'attempt',
      },
      {
        title: 'Зачем ей цветы',
        text: 'Колибри машет крыльями так быстро, что их почти не видно, и они жужжат. На такой полёт уходит очень много сил. Поэтому колибри нужно пить сладкий нектар много-много раз в день.',
        beat: 'why',
      },
      {
        title: 'Тележка Артёма',
        text: 'Садовник Артём заметил притихшую птичку. Он сразу понял, что ей нужно. Он привёз тележку новых растений, усыпанных ярко-красными цветами, и поставил их у пруда.',
        beat: 'help',
      },
      {
        title: 'Ж-ж-ж!',
        text: 'Искорка тут же примчалась. Она зависла в воздухе, опустила длинный клюв в цветок и стала пить. Потом в другой, и в третий. И скоро вся оранжерея снова жужжала.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'нектар',
      inText: 'нектар',
      explanation: 'Сладкий сок внутри цветка.',
    },
    whatHappened:
      'В тропической оранжерее ботанического сада садовники поставили новые цветущие растения для живущей там колибри. Колибри очень быстро машут крыльями, и им нужно пить нектар из цветов много раз в день.',
    parent: {
      upto3: ['Где крошечная птичка?', 'Пожужжим, как Искорка: ж-ж-ж?'],
      '4to5': [
        'Как думаешь, что почувствовала Искорка, когда цветы сбросили лепестки?',
        'Что почувствовала Искорка, когда пила из новых цветов?',
      ],
      '6to7': [
        'Как думаешь, почему колибри нужно пить нектар так много раз в день?',
        'Может, помашете вместе руками как можно быстрее и почувствуете, как это утомляет?',
      ],
    },
  },
};
