/** Told for children: the bundled news item of 08-26 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_26: ItemTales = {
  heroLooks:
    'a seven-year-old girl with dark curly hair in a yellow headband, a warm smile and a purple cardigan, running her fingertips over an open book',
  draw: [
    { picture: '📖', en: ['book'], ru: ['книж'] },
    { picture: '👧', en: ['ada'], ru: ['ада', 'аде', 'аду'] },
    { picture: '👦', en: ['ben'], ru: ['ван'] },
    { picture: '🐑', en: ['sheep'], ru: ['овечк'] },
    { picture: '👨', en: ['kim', 'librarian'], ru: ['ким', 'библиотекар'] },
  ],
  en: {
    title: 'A picture book to read with fingers',
    beats: {
      who: 'Ada, a seven-year-old girl who cannot see, her little brother Ben, and Mr Kim, the librarian of their town',
      what: 'The town library made touch picture books with bumpy pictures and braille words, so Ada could read a bedtime story to her little brother all by herself.',
      feeling: 'left out, then excited and proud',
      helped: 'Mr Kim the librarian and his helpers, who made the touch books',
      why: 'Braille letters are little patterns of raised dots that people who cannot see read with their fingertips.',
    },
    hook: 'Can you read a story with your fingers?',
    bedtime: 'The touch book rests, closed, beside Ada’s pillow.',
    toddler: [
      { title: 'Touch', text: 'Here is Ada. She reads with her fingers. Touch, touch!' },
      { title: 'Bumpy dots', text: 'Bumpy dots, bumpy pictures. A soft cat! A fluffy sheep!' },
      { title: 'A story', text: 'Ada reads to little Ben. Snuggle, snuggle. The end!' },
    ],
    small: [
      {
        title: 'Flat pictures',
        text: 'Ada is seven, and she cannot see. She loves stories, but at the library the picture books were all flat. Her fingers could not find anything on the pages.',
      },
      {
        title: 'The touch books',
        text: 'So Mr Kim the librarian and his helpers made new books. The pictures were bumpy and soft to touch. The words were in braille, little dots you feel with your fingertips.',
      },
      {
        title: 'Ada reads',
        text: 'That evening Ada read a bedtime story to her little brother Ben, all by herself. Her fingers ran along the dots. What would you like a touch book to be about?',
      },
    ],
    arc: [
      {
        title: 'The town library',
        text: 'In a small town there is a library with a cosy corner full of picture books. Ada, who is seven, comes every Saturday with her little brother Ben. Ada cannot see, but she loves stories more than anything.',
        beat: 'where',
      },
      {
        title: 'Flat pages',
        text: 'Ben wanted Ada to read him a bedtime story. But the picture books were flat and smooth. Ada ran her fingers over the pages and could not find a single word.',
        beat: 'problem',
      },
      {
        title: 'Reading with fingers',
        text: 'Many people who cannot see read braille. Each letter is a little pattern of raised dots, up to six in a tiny box. Fingertips feel the dots, and quick fingers can read almost as fast as eyes.',
        beat: 'why',
      },
      {
        title: 'Ben tries to help',
        text: 'Ben tried to tell her what was on each page. But he was only four and could not read the words, and after two pages he wanted to play instead.',
        beat: 'attempt',
      },
      {
        title: 'Mr Kim’s idea',
        text: 'Mr Kim the librarian had an idea. With his helpers he made new books. They glued on soft felt, bumpy string and fluffy wool for the pictures, and printed every word in braille.',
        beat: 'help',
      },
      {
        title: 'Ada reads',
        text: 'That evening Ada opened a touch book about a fluffy sheep. Her fingers ran along the dots, and she read the whole story to Ben, all by herself. Ben stroked the woolly sheep and fell asleep.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'braille',
      inText: 'braille',
      explanation: 'Letters made of little raised dots, read by touching them with the fingertips.',
    },
    whatHappened:
      'A town library made touch picture books, with raised pictures of felt and wool and the words in braille. A seven-year-old girl who cannot see read a bedtime story from one to her little brother by herself.',
    parent: {
      upto3: ['Can you find Ada reading with her fingers?', 'Can you touch something soft, like the fluffy sheep?'],
      '4to5': [
        'How do you think Ada felt when the picture books were all flat?',
        'How did Ada feel reading to Ben all by herself, do you think?',
      ],
      '6to7': [
        'Why do you think braille is made of raised dots?',
        'Could you close your eyes together and guess small things just by touching them?',
      ],
    },
  },
  ru: {
    title: 'Книжка, которую читают пальцами',
    beats: {
      who: 'семилетняя Ада, которая не видит, её младший брат Ваня и городской библиотекарь Ким',
      what: 'Городская библиотека сделала книжки на ощупь, с выпуклыми картинками и словами шрифтом Брайля, и Ада сама прочитала младшему брату сказку на ночь.',
      feeling: 'обида, потом радостное волнение и гордость',
      helped: 'библиотекарь Ким и его помощники, которые сделали книжки на ощупь',
      why: 'Буквы Брайля — это узоры из выпуклых точек; люди, которые не видят, читают их кончиками пальцев.',
    },
    hook: 'Можно ли читать сказку пальчиками?',
    bedtime: 'Книжка на ощупь лежит рядом с подушкой.',
    toddler: [
      { title: 'Трогаем', text: 'Вот Ада. Она читает пальчиками. Трогаем, трогаем!' },
      { title: 'Точки', text: 'Бугорки-точки, выпуклые картинки. Мягкая кошка! Пушистая овечка!' },
      { title: 'Сказка', text: 'Ада читает Ване. Прижались друг к другу. Конец!' },
    ],
    small: [
      {
        title: 'Гладкие страницы',
        text: 'Аде семь лет, и она не видит. Она очень любит сказки, но в библиотеке все книжки с картинками были гладкими. Пальцы ничего не могли найти на страницах.',
      },
      {
        title: 'Книжки на ощупь',
        text: 'Тогда библиотекарь Ким с помощниками сделали новые книжки. Картинки в них выпуклые и мягкие, а слова написаны шрифтом Брайля — точками, которые чувствуешь кончиками пальцев.',
      },
      {
        title: 'Ада читает',
        text: 'Вечером Ада сама прочитала младшему брату Ване сказку на ночь. Её пальцы бежали по точкам. А про что тебе хотелось бы книжку на ощупь?',
      },
    ],
    arc: [
      {
        title: 'Городская библиотека',
        text: 'В маленьком городе есть библиотека с уютным уголком, полным книжек с картинками. Семилетняя Ада приходит туда по субботам с младшим братом Ваней. Ада не видит, но больше всего на свете любит сказки.',
        beat: 'where',
      },
      {
        title: 'Гладкие страницы',
        text: 'Ваня попросил Аду почитать ему сказку на ночь. Но книжки с картинками были плоскими и гладкими. Ада водила пальцами по страницам и не находила ни одного слова.',
        beat: 'problem',
      },
      {
        title: 'Чтение пальцами',
        text: 'Многие люди, которые не видят, читают шрифтом Брайля. Каждая буква — это узор из выпуклых точек, не больше шести в крошечной клеточке. Ловкие пальцы читают такие буквы почти так же быстро, как глаза.',
        beat: 'why',
      },
      {
        title: 'Ваня помогает',
        text: 'Ваня пытался рассказывать, что нарисовано на каждой странице. Но ему было всего четыре, читать он ещё не умел, и через две страницы ему захотелось играть.',
        beat: 'attempt',
      },
      {
        title: 'Придумка Кима',
        text: 'Библиотекарь Ким кое-что придумал. Вместе с помощниками он сделал новые книжки. Для картинок они наклеили мягкий фетр, шершавые верёвочки и пушистую шерсть, а слова напечатали шрифтом Брайля.',
        beat: 'help',
      },
      {
        title: 'Ада читает Ване',
        text: 'В тот вечер Ада открыла книжку на ощупь про пушистую овечку. Пальцы бежали по точкам, и она сама прочитала Ване всю сказку. Ваня гладил шерстяную овечку и уснул.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шрифт Брайля',
      inText: 'Брайля',
      explanation: 'Буквы из маленьких выпуклых точек; их читают, трогая кончиками пальцев.',
    },
    whatHappened:
      'Городская библиотека сделала книжки на ощупь: картинки из фетра и шерсти, а слова шрифтом Брайля. Семилетняя девочка, которая не видит, сама прочитала по такой книжке сказку на ночь младшему брату.',
    parent: {
      upto3: ['Покажешь, как Ада читает пальчиками?', 'Потрогаешь что-нибудь мягкое, как пушистая овечка?'],
      '4to5': [
        'Как думаешь, что чувствовала Ада, когда книжки были гладкими?',
        'А что почувствовала Ада, когда сама читала Ване?',
      ],
      '6to7': [
        'Как думаешь, почему буквы Брайля сделаны из выпуклых точек?',
        'Может, закроете глаза и попробуете вместе узнать на ощупь маленькие предметы?',
      ],
    },
  },
};
