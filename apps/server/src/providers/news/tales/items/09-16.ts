/** Told for children: the bundled news item of 09-16 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_16: ItemTales = {
  heroLooks: 'a boy of six with straight black hair, a red bow tie and his best white shirt',
  draw: [
    { picture: '👦', en: ['kai', 'boy'], ru: ['кол'] },
    { picture: '👵', en: ['great-grandma', 'rose'], ru: ['прабабушк'] },
    { picture: '🎂', en: ['cake'], ru: ['торт'] },
    { picture: '❤', en: ['heart'], ru: ['сердеч'] },
  ],
  en: {
    title: 'Great-Grandma turns one hundred',
    beats: {
      who: 'Kai, a boy of six, and his great-grandma Rose, who turned one hundred',
      what: 'For her hundredth birthday Kai drew Great-Grandma Rose a card with one hundred hearts, one for every year.',
      feeling: 'determined, then cross and stuck, then proud and loved',
      helped: 'his dad, who showed him how to count in rows of ten',
      why: 'A hundred years is a very long time: Great-Grandma remembers a world without television, where letters came by horse and cart.',
    },
    hook: 'How long is one hundred years, anyway?',
    bedtime: 'Great-Grandma Rose keeps Kai’s card beside her bed.',
    toddler: [
      { title: 'Happy birthday', text: 'Great-Grandma Rose has a birthday. A big cake! Yum, yum.' },
      { title: 'Lots of hearts', text: 'Kai draws hearts. One, two, three… lots and lots!' },
      { title: 'A big hug', text: 'Kai gives his card. Great-Grandma smiles. A big, soft hug!' },
    ],
    small: [
      {
        title: 'A very big birthday',
        text: 'Kai’s great-grandma Rose was turning one hundred: a whole century! The whole family was coming to her party, even cousins from far away.',
      },
      {
        title: 'Too many to count',
        text: 'Kai wanted to draw her one hundred hearts. But he kept losing count somewhere after thirty, and he almost gave up.',
      },
      {
        title: 'Ten by ten',
        text: 'Dad showed him a trick: ten rows of ten hearts. Row by row, Kai drew them all. At the party, Great-Grandma Rose counted them with him, right up to one hundred.',
      },
      {
        title: 'And you?',
        text: 'She said it was the best card she had had in a century! How would you make someone’s birthday special?',
      },
    ],
    arc: [
      {
        title: 'A hundred candles?',
        text: 'Great-Grandma Rose was turning one hundred, a whole century! Grandparents, aunts, uncles and a crowd of cousins were coming to her party. Kai, who was six, wanted to give her a present nobody else would think of.',
        beat: 'where',
      },
      {
        title: 'One hundred hearts',
        text: 'He decided to draw one hundred hearts, one for every year. But a hundred is a lot! He began, and somewhere after thirty-seven he lost count.',
        beat: 'problem',
      },
      {
        title: 'Starting again',
        text: 'Kai started again. And again. Each time the hearts got muddled, and the paper got messier. At last he put down his pencil and said it was impossible.',
        beat: 'attempt',
      },
      {
        title: 'So many years',
        text: 'Dad sat down beside him. He said that a hundred years is a very long time. When Great-Grandma Rose was little, nobody had a television, and letters came by horse and cart.',
        beat: 'why',
      },
      {
        title: 'Rows of ten',
        text: 'Then Dad showed him a trick: ten hearts in a row, then another row, and another, until there were ten rows. Kai drew slowly, counting in tens. Ten, twenty, thirty… all the way to one hundred!',
        beat: 'help',
      },
      {
        title: 'Counting together',
        text: 'At the party, Great-Grandma Rose put on her glasses and counted every row with Kai, her finger moving along the hearts. At last she said, “One hundred! The best card of the century.” Then she gave him a big, soft hug.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'century',
      inText: 'century',
      explanation: 'One hundred years, one after another.',
    },
    whatHappened:
      'A great-grandmother celebrated her hundredth birthday with four generations of her family. Her six-year-old great-grandson drew her a card with one hundred hearts, counting them in rows of ten.',
    parent: {
      upto3: ['Can you find the big cake?', 'Can you give me a big, soft hug like Kai?'],
      '4to5': ['How do you think Kai felt when he kept losing count?', 'What would you draw for someone you love?'],
      '6to7': [
        'Why did drawing the hearts in rows of ten make counting easier?',
        'Could we ask the oldest person we know what life was like when they were little?',
      ],
    },
  },
  ru: {
    title: 'Прабабушке исполнилось сто лет',
    beats: {
      who: 'шестилетний Коля и его прабабушка Аня, которой исполнилось сто лет',
      what: 'На столетие Коля нарисовал прабабушке открытку со ста сердечками — по одному на каждый год.',
      feeling: 'упорство, потом досада, потом гордость и любовь',
      helped: 'папа, который показал, как считать рядами по десять',
      why: 'Сто лет — это очень долго: прабабушка помнит время, когда не было телевизоров, а письма возили на лошадях.',
    },
    hook: 'Сколько это — целых сто лет?',
    bedtime: 'Открытку Коли прабабушка поставила у кровати.',
    toddler: [
      { title: 'С днём рождения', text: 'У прабабушки Ани день рождения. Большой торт! Ням-ням.' },
      { title: 'Много сердечек', text: 'Коля рисует сердечки. Раз, два, три… много-много!' },
      { title: 'Обнимашки', text: 'Коля дарит открытку. Прабабушка улыбается. И крепко обнимает Колю!' },
    ],
    small: [
      {
        title: 'Очень большой праздник',
        text: 'Прабабушке Коли исполнялось сто лет — целый век! На праздник собиралась вся семья, даже родные из далёких городов.',
      },
      {
        title: 'Слишком много',
        text: 'Коля решил нарисовать ей сто сердечек. Но каждый раз сбивался где-то после тридцати и чуть не бросил.',
      },
      {
        title: 'По десять',
        text: 'Папа подсказал хитрость: десять рядов по десять сердечек. Ряд за рядом Коля нарисовал все. А на празднике прабабушка Аня пересчитала их вместе с ним — ровно сто!',
      },
      {
        title: 'А ты?',
        text: 'Прабабушка сказала, что лучше открытки не получала за целый век! А как можно порадовать кого-нибудь в день рождения?',
      },
    ],
    arc: [
      {
        title: 'Сто свечек?',
        text: 'Прабабушке Ане исполнялось сто лет — целый век! На праздник собирались бабушки, дедушки, тёти, дяди и целая толпа внуков и правнуков. Шестилетний Коля хотел подарить ей то, до чего никто не додумается.',
        beat: 'where',
      },
      {
        title: 'Сто сердечек',
        text: 'Он решил нарисовать сто сердечек — по одному на каждый год. Но сто — это очень много! Коля начал и где-то после тридцати семи сбился.',
        beat: 'problem',
      },
      {
        title: 'Опять сначала',
        text: 'Коля начал снова. И ещё раз. Сердечки всё время путались, а лист становился всё неряшливее. Наконец Коля отложил карандаш и сказал, что это невозможно.',
        beat: 'attempt',
      },
      {
        title: 'Так много лет',
        text: 'Папа сел рядом. Он сказал, что сто лет — это очень долго. Когда прабабушка Аня была маленькой, телевизоров ни у кого не было, а письма возили на лошадях.',
        beat: 'why',
      },
      {
        title: 'Ряды по десять',
        text: 'А потом папа показал хитрость: десять сердечек в ряд, потом ещё ряд, и ещё, пока не будет десять рядов. Коля рисовал медленно и считал десятками. Десять, двадцать, тридцать… и так до ста!',
        beat: 'help',
      },
      {
        title: 'Считаем вместе',
        text: 'На празднике прабабушка Аня надела очки и пересчитала с Колей каждый ряд, ведя пальцем по сердечкам. «Сто, — сказала она наконец. — Лучшая открытка за целый век». И крепко обняла правнука.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'век',
      inText: 'век',
      explanation: 'Сто лет подряд, один год за другим.',
    },
    whatHappened:
      'Прабабушка отпраздновала столетие вместе с четырьмя поколениями своей семьи. Шестилетний правнук нарисовал ей открытку со ста сердечками, считая их рядами по десять.',
    parent: {
      upto3: ['Покажешь большой торт?', 'Обнимешь меня крепко, как прабабушка?'],
      '4to5': [
        'Как думаешь, что почувствовал Коля, когда всё время сбивался?',
        'А что тебе хочется нарисовать для того, кого ты любишь?',
      ],
      '6to7': [
        'Почему считать сердечки рядами по десять легче?',
        'Может, расспросим самого старшего человека в семье, как жилось в детстве?',
      ],
    },
  },
};
