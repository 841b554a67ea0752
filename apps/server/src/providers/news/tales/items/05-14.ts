/** Told for children: the bundled news item of 05-14 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_14: ItemTales = {
  heroLooks:
    'a smiling grandma with short white curly hair, round red glasses, a lilac cardigan and a ball of yellow wool on her lap',
  draw: [
    { picture: '👵', en: ['granny', 'nell', 'grandma'], ru: ['бабушк', 'валя', 'вали', 'вале'] },
    { picture: '🧶', en: ['wool', 'knit'], ru: ['пряж', 'вяз', 'вяж'] },
    { picture: '👶', en: ['baby', 'babies'], ru: ['малыш', 'младен'] },
    { picture: '👴', en: ['grandpa', 'joe'], ru: ['дедушк', 'миш'] },
    { picture: '🧺', en: ['basket'], ru: ['корзин'] },
  ],
  en: {
    title: 'Tiny hats for new babies',
    beats: {
      who: 'Granny Nell and the knitting club of grandmas and grandpas that meets in a small town library',
      what: 'The club knitted a basket of tiny hats for the babies born at the town hospital; Granny Nell’s first hats did not fit until Grandpa Joe shared his pattern.',
      feeling: 'keen, then puzzled by the wrong sizes, then warm and proud',
      helped: 'Grandpa Joe, who showed her his pattern with just the right number of stitches',
      why: 'New babies lose warmth through their heads quickly, so a soft hat keeps them cosy in their first days.',
    },
    hook: 'Click, click: who is knitting such tiny hats?',
    bedtime: 'A tiny yellow hat keeps a baby cosy.',
    toddler: [
      { title: 'Click, click', text: 'Granny knits a hat. Click, click, click!' },
      { title: 'So tiny', text: 'A tiny yellow hat. A pompom on top!' },
      { title: 'Hello, baby', text: 'On goes the hat. Hello, little baby! Cosy, cosy.' },
    ],
    small: [
      {
        title: 'The knitting club',
        text: 'In a small town, a club of grandmas and grandpas meets in the library every week. This month they knitted tiny hats for the babies at the town hospital.',
      },
      {
        title: 'Too big',
        text: 'Granny Nell’s first hat was so big that it slid right down over the doll’s eyes. Oops!',
      },
      {
        title: 'Just right',
        text: 'Grandpa Joe showed her his pattern, and the next hat was just right. Soon they had a whole basket of hats, yellow, green and stripy.',
      },
      {
        title: 'Your turn',
        text: 'The nurses put the first hat on a baby born that very morning. What colour hat would you make for a baby?',
      },
    ],
    arc: [
      {
        title: 'The knitting club',
        text: 'Every Tuesday the knitting club meets in the library of a small town. Six grandmas and one grandpa sit there, their needles going click, click. This month they had a special job: tiny hats for the babies born at the town hospital.',
        beat: 'where',
      },
      {
        title: 'Too big',
        text: 'Granny Nell knitted a yellow hat with a pompom. But when she tried it on a doll the size of a new baby, it slid right down over its eyes.',
        beat: 'problem',
      },
      {
        title: 'Too small',
        text: 'So she knitted another one, much smaller. Now it was so tight that it would not go on the doll at all.',
        beat: 'attempt',
      },
      {
        title: 'Grandpa Joe’s pattern',
        text: 'Then Grandpa Joe leaned over with his pattern. He showed her how many stitches make a hat for a baby’s head: not too many, not too few.',
        beat: 'help',
      },
      {
        title: 'Why babies wear hats',
        text: 'New babies lose warmth through their heads very quickly, because their heads are big for their little bodies. A soft hat helps them stay cosy in their first days.',
        beat: 'why',
      },
      {
        title: 'A basket for the hospital',
        text: 'The third hat fitted just right. By the end of the month the club had a basket full of hats, yellow, green, stripy and spotty. The nurses put the first one on a baby born that very morning.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'knit',
      inText: 'knitted',
      explanation: 'To make clothes from wool by looping it with two long needles.',
    },
    whatHappened:
      'A knitting club of grandparents in a small town made a basket of tiny hats for babies born at the town hospital. Newborn babies lose warmth quickly through their heads, so soft hats help keep them warm.',
    parent: {
      upto3: ['Can you find the tiny yellow hat?', 'Can you say click, click, like Granny?'],
      '4to5': [
        'How do you think Granny Nell felt when the hat slid over the doll’s eyes?',
        'What colour do you like best for a hat?',
      ],
      '6to7': [
        'Why do you think new babies need a soft hat in their first days?',
        'Could you look for your own baby hat or a baby photo together?',
      ],
    },
  },
  ru: {
    title: 'Крошечные шапочки для малышей',
    beats: {
      who: 'бабушка Валя и клуб вязания бабушек и дедушек, который собирается в библиотеке маленького города',
      what: 'Клуб связал целую корзину крошечных шапочек для новорождённых из городской больницы; первые шапочки бабушки Вали не подходили, пока дедушка Миша не поделился своей выкройкой.',
      feeling: 'азарт, потом недоумение из-за размеров, потом тепло и гордость',
      helped: 'дедушка Миша, который подсказал, сколько нужно петель',
      why: 'Новорождённые быстро теряют тепло через голову, поэтому мягкая шапочка греет их в первые дни.',
    },
    hook: 'Щёлк-щёлк: кто вяжет такие крошечные шапочки?',
    bedtime: 'Крошечная жёлтая шапочка греет малышку.',
    toddler: [
      { title: 'Щёлк-щёлк', text: 'Бабушка вяжет шапочку. Щёлк, щёлк, щёлк!' },
      { title: 'Крошечная', text: 'Крошечная жёлтая шапочка. А сверху помпон!' },
      { title: 'Привет, малышка', text: 'Надели шапочку. Привет, малышка! Тепло, тепло.' },
    ],
    small: [
      {
        title: 'Клуб вязания',
        text: 'В маленьком городе бабушки и дедушки каждую неделю собираются в библиотеке и вяжут. В этом месяце их спицы так и мелькали: они вязали крошечные шапочки для малышей из больницы.',
      },
      {
        title: 'Великовата',
        text: 'Первая шапочка у бабушки Вали вышла такая большая, что съехала кукле прямо на глаза. Ой!',
      },
      {
        title: 'В самый раз',
        text: 'Дедушка Миша показал ей, как вяжет он, и следующая шапочка получилась в самый раз. Скоро у них набралась целая корзина: жёлтые, зелёные, полосатые!',
      },
      {
        title: 'А ты?',
        text: 'Первую шапочку медсёстры надели на малышку, которая родилась в то самое утро. А какого цвета шапочку тебе хочется подарить малышу?',
      },
    ],
    arc: [
      {
        title: 'Клуб вязания',
        text: 'Каждый вторник в библиотеке маленького города собирается клуб вязания: шесть бабушек и один дедушка, и спицы у них так и щёлкают. В этом месяце у клуба особое дело — крошечные шапочки для малышей из городской больницы.',
        beat: 'where',
      },
      {
        title: 'Великовата',
        text: 'Бабушка Валя связала жёлтую шапочку с помпоном. Но когда она примерила её на куклу размером с новорождённого, шапочка съехала кукле прямо на глаза.',
        beat: 'problem',
      },
      {
        title: 'Маловата',
        text: 'Тогда она связала другую, поменьше. Но теперь шапочка оказалась такой тесной, что совсем не налезала на куклу.',
        beat: 'attempt',
      },
      {
        title: 'Дедушкин секрет',
        text: 'Дедушка Миша наклонился к ней: «Попробуй по-моему». И показал, сколько петель набрать на спицы для детской головки: не много и не мало.',
        beat: 'help',
      },
      {
        title: 'Зачем малышам шапочки',
        text: 'Новорождённые очень быстро теряют тепло через голову, ведь головка у них большая, а тельце маленькое. Мягкая шапочка помогает им не мёрзнуть в первые дни.',
        beat: 'why',
      },
      {
        title: 'Корзина для больницы',
        text: 'Третья шапочка подошла в самый раз. К концу месяца у клуба набралась полная корзина: жёлтые, зелёные, полосатые, в горошек. Первую шапочку медсёстры надели на малышку, родившуюся в то самое утро.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'спицы',
      inText: 'спицы',
      explanation: 'Длинные тонкие палочки, которыми вяжут из пряжи.',
    },
    whatHappened:
      'Клуб вязания бабушек и дедушек в маленьком городе связал корзину крошечных шапочек для новорождённых из городской больницы. Малыши быстро теряют тепло через голову, и мягкая шапочка помогает им не мёрзнуть.',
    parent: {
      upto3: ['Покажешь крошечную жёлтую шапочку?', 'Скажем вместе, как щёлкают спицы: щёлк-щёлк?'],
      '4to5': [
        'Как думаешь, что почувствовала бабушка Валя, когда шапочка съехала кукле на глаза?',
        'А какой цвет тебе больше всего нравится для шапочки?',
      ],
      '6to7': [
        'Как думаешь, зачем новорождённым малышам мягкая шапочка?',
        'Может, найдёте вместе твою первую шапочку или детскую фотографию?',
      ],
    },
  },
};
