/** Told for children: the bundled news item of 03-31 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_31: ItemTales = {
  heroLooks:
    'a six-year-old boy with messy black curls, flour on his nose, a big white apron over a green T-shirt and a paper baker’s hat',
  draw: [
    { picture: '🍞', en: ['bread', 'loaf', 'loaves'], ru: ['хлеб', 'буханк'] },
    { picture: '👦', en: ['nico'], ru: ['тёма', 'тёмы', 'тёме', 'тёму', 'тёмин'] },
    { picture: '👩‍🍳', en: ['baker', 'lark'], ru: ['пекар', 'маша', 'маши'] },
    { picture: '🥣', en: ['bowl', 'dough'], ru: ['миск', 'тест'] },
    { picture: '🔥', en: ['oven'], ru: ['печ'] },
  ],
  en: {
    title: 'The first loaf of bread',
    beats: {
      who: 'Nico, a six-year-old boy, at a Saturday bread class for children in the town bakery',
      what: 'Nico’s dough stayed flat however hard he kneaded it, until the baker set it by the warm oven for an hour; it puffed up and he baked his first loaf.',
      feeling: 'eager, then puzzled and impatient, then amazed and proud',
      helped: 'Mrs Lark, the baker, who showed him that bread needs warmth and time',
      why: 'Yeast is made of tiny living things that eat a little sugar and breathe out bubbles of gas, which puff the dough up.',
    },
    hook: 'What is puffing up in a warm bowl?',
    bedtime: 'A slice of Nico’s bread waits for breakfast.',
    toddler: [
      { title: 'Squish', text: 'Squish, squish, squash! Nico makes the dough.' },
      { title: 'Puff', text: 'Shh, the dough is resting. Puff, puff, it grows!' },
      { title: 'Mmm', text: 'Into the oven. Mmm, warm bread! Yum, yum.' },
    ],
    small: [
      {
        title: 'A bread class',
        text: 'On Saturday, the town bakery held a bread class for children. Nico mixed flour, water, salt and a spoon of yeast in a big bowl.',
      },
      {
        title: 'Flat and heavy',
        text: 'He squished and stretched the dough. But it stayed flat and heavy, like a lump of clay. Was something wrong?',
      },
      {
        title: 'Wait and see',
        text: 'The baker covered his bowl with a cloth and put it by the warm oven. An hour later, the dough had puffed up twice as big!',
      },
      {
        title: 'Your turn',
        text: 'Nico carried home a warm golden loaf. What would you like to bake?',
      },
    ],
    arc: [
      {
        title: 'Flat dough',
        text: 'On Saturday the town bakery held a bread class for children. Nico mixed flour, water, salt and a spoon of yeast. He squished and stretched the dough, but it stayed flat and heavy, like a lump of clay.',
        beat: 'problem',
      },
      {
        title: 'Come on, grow!',
        text: 'Nico kneaded harder and harder. He poked the dough and even whispered to it, “Come on, grow!” But it just sat there in the bowl.',
        beat: 'attempt',
      },
      {
        title: 'A warm corner',
        text: 'Mrs Lark, the baker, laughed kindly. “Bread needs time,” she said. She covered each bowl with a cloth and set them all by the warm oven to wait for one whole hour.',
        beat: 'help',
      },
      {
        title: 'Tiny helpers',
        text: 'Yeast is made of tiny living things, too small to see. In warm dough they eat a little sugar from the flour and breathe out bubbles of gas. Thousands of bubbles puff the dough up, like a balloon.',
        beat: 'why',
      },
      {
        title: 'Twice as big',
        text: 'When Nico lifted the cloth, his dough had grown twice as big, soft and puffy. They shaped it into loaves and put them into the hot oven.',
        beat: 'resolution',
      },
      {
        title: 'Little holes',
        text: 'Soon the whole bakery smelled of warm bread. Nico broke his golden loaf open and saw hundreds of little holes inside, made by the bubbles. He carried it home for supper, still warm.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'yeast',
      inText: 'yeast',
      explanation: 'Tiny living things that make dough puff up with bubbles.',
    },
    whatHappened:
      'A town bakery held a bread class for children. One boy’s dough stayed flat until the baker left it to rise for an hour by the warm oven, where the yeast filled it with bubbles, and he baked his first loaf.',
    parent: {
      upto3: ['Can you squish and squash like Nico?', 'Can you find the warm bread?'],
      '4to5': [
        'How do you think Nico felt when the dough stayed flat?',
        'What would you like to bake with a grown-up?',
      ],
      '6to7': [
        'Why do you think the dough needed a warm place to grow?',
        'Could you look closely at a slice of bread together and count the little holes?',
      ],
    },
  },
  ru: {
    title: 'Первый хлеб',
    beats: {
      who: 'шестилетний мальчик Тёма на субботнем хлебном уроке для детей в городской пекарне',
      what: 'Тесто у Тёмы не поднималось, как он его ни месил, пока пекарь не поставила его на час к тёплой печи; тесто выросло, и Тёма испёк свою первую буханку.',
      feeling: 'азарт, потом недоумение и нетерпение, потом изумление и гордость',
      helped: 'пекарь тётя Маша, которая показала, что хлебу нужны тепло и время',
      why: 'Дрожжи — крошечные живые существа: они едят немного сахара и выдыхают пузырьки газа, и тесто от них поднимается.',
    },
    hook: 'Что это пыхтит и растёт в миске?',
    bedtime: 'Кусочек хлеба ждёт Тёму к завтраку.',
    toddler: [
      { title: 'Мнём', text: 'Мнём, мнём, мнём! Тёма месит тесто.' },
      { title: 'Растёт', text: 'Тсс, тесто отдыхает. Пых, пых, растёт!' },
      { title: 'Хлеб', text: 'В печку! Ах, какой тёплый хлеб! Ням-ням!' },
    ],
    small: [
      {
        title: 'Хлебный урок',
        text: 'В субботу городская пекарня устроила для детей урок: как испечь хлеб. Тёма смешал в большой миске муку, воду, соль и ложку дрожжей.',
      },
      {
        title: 'Плоское и тяжёлое',
        text: 'Он мял и тянул тесто. Но оно лежало плоское и тяжёлое, как кусок глины. Что же не так?',
      },
      {
        title: 'Подождём',
        text: 'Пекарь накрыла его миску полотенцем и поставила к тёплой печи. Через час тесто поднялось и стало вдвое больше!',
      },
      {
        title: 'А ты?',
        text: 'Тёма принёс домой тёплую золотистую буханку. А что тебе хочется испечь?',
      },
    ],
    arc: [
      {
        title: 'Плоское тесто',
        text: 'В субботу городская пекарня устроила для детей хлебный урок. Тёма смешал муку, воду, соль и ложку дрожжей. Он мял и тянул тесто, но оно лежало плоское и тяжёлое, как кусок глины.',
        beat: 'problem',
      },
      {
        title: 'Ну же, расти!',
        text: 'Тёма месил всё сильнее и сильнее. Он тыкал тесто пальцем и даже шептал ему: «Ну же, расти!» Но тесто просто лежало в миске.',
        beat: 'attempt',
      },
      {
        title: 'Тёплый уголок',
        text: 'Пекарь тётя Маша по-доброму засмеялась: «Хлебу нужно время». Она накрыла каждую миску полотенцем и поставила все миски к тёплой печи, ждать целый час.',
        beat: 'help',
      },
      {
        title: 'Крошечные помощники',
        text: 'Дрожжи — это крошечные живые существа, их не разглядеть глазом. В тёплом тесте они едят немного сахара из муки и выдыхают пузырьки газа. Тысячи пузырьков раздувают тесто, как воздушный шарик.',
        beat: 'why',
      },
      {
        title: 'Вдвое больше',
        text: 'Когда Тёма приподнял полотенце, тесто выросло вдвое и стало мягким и пышным. Из него слепили буханки и поставили в горячую печь.',
        beat: 'resolution',
      },
      {
        title: 'Дырочки в хлебе',
        text: 'Скоро вся пекарня запахла тёплым хлебом. Тёма разломил свою золотистую буханку и увидел внутри сотни маленьких дырочек — это постарались пузырьки. Он понёс хлеб домой к ужину, ещё тёплым.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'дрожжи',
      inText: 'дрожжей',
      explanation: 'Крошечные живые существа, от которых тесто поднимается и становится пышным.',
    },
    whatHappened:
      'Городская пекарня устроила для детей урок выпечки хлеба. Тесто одного мальчика не поднималось, пока пекарь не оставила его на час у тёплой печи, где дрожжи наполнили его пузырьками, и мальчик испёк свою первую буханку.',
    parent: {
      upto3: ['Покажешь, как Тёма месит тесто?', 'Где тёплый хлеб?'],
      '4to5': [
        'Как думаешь, что почувствовал Тёма, когда тесто не поднималось?',
        'А что тебе хочется испечь вместе со взрослыми?',
      ],
      '6to7': [
        'Как думаешь, почему тесту нужно было тёплое место, чтобы подняться?',
        'Может, рассмотрите вместе кусочек хлеба и посчитаете в нём дырочки?',
      ],
    },
  },
};
