/** Told for children: the bundled news item of 11-28 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_28: ItemTales = {
  heroLooks: 'a little girl with curly dark hair, star-patterned pyjamas, fluffy slippers and a small yellow torch',
  draw: [
    { picture: '👧', en: ['zoe'], ru: ['зоя'] },
    { picture: '🦉', en: ['owl'], ru: ['сов'] },
    { picture: '📚', en: ['book', 'shel'], ru: ['книг', 'полк'] },
    { picture: '🔦', en: ['torch'], ru: ['фонар'] },
    { picture: '🐻', en: ['bear'], ru: ['медвед'] },
    { picture: '🥞', en: ['pancake'], ru: ['блин'] },
  ],
  en: {
    title: 'Night at the library',
    beats: {
      who: 'a group of children in a big old library, among them a girl called Zoe',
      what: 'They stayed up late to read stories by torchlight, and a librarian dressed as an owl read the last story.',
      feeling: 'excited and a little shy in the dark, then cosy and happy',
      helped: 'the librarian, who read them the last story',
      why: 'A library keeps books for everyone to share, and the librarian helps each child find a story they love.',
    },
    hook: 'Have you ever read a book by torchlight?',
    bedtime: 'The owl closes its book for tonight.',
    toddler: [
      { title: 'Click!', text: 'Dark, dark library. Click! A little torch. A circle of light!' },
      { title: 'Books', text: 'Big books, small books, picture books. Turn the page. Swish, swish!' },
      { title: 'Hoo-hoo', text: 'Hoo-hoo! Who is that? A big owl with a book! One last story.' },
    ],
    small: [
      {
        title: 'A big old library',
        text: 'One evening, a group of children came to a big old library with torches and pillows. Zoe came too. Tonight they could stay up late and read!',
      },
      {
        title: 'Circles of light',
        text: 'The big lights went off. Click, click! Little circles of light danced over the pages. Zoe read about a bear who loved pancakes.',
      },
      {
        title: 'Hoo-hoo',
        text: 'Then a soft voice said: hoo-hoo! It was the librarian, dressed as an owl, with a big book. He read the last story, and everyone snuggled up close. What story would you like to hear by torchlight?',
      },
    ],
    arc: [
      {
        title: 'The old library',
        text: 'In the middle of a town stands a big old library, with tall shelves that reach the ceiling. Zoe comes here every Saturday. But she has never been here at night.',
        beat: 'where',
      },
      {
        title: 'A special evening',
        text: 'One evening the library invited children to stay up late and read. Zoe came with a pillow and a little yellow torch. When the big lights went off, the hall looked so different that she held her torch tightly.',
        beat: 'problem',
      },
      {
        title: 'Reading by torchlight',
        text: 'The children found cosy corners between the shelves. Click, click! Little circles of light shone on the pages. Zoe read about a bear who loved pancakes, and she forgot to feel shy.',
        beat: 'attempt',
      },
      {
        title: 'Who is that?',
        text: 'Then, from the top of the stairs, came a soft hoo-hoo. There stood a big owl with a book under its wing! It was Mr Bell, the librarian, in an owl costume.',
        beat: 'help',
      },
      {
        title: 'Why libraries matter',
        text: 'In a library, books belong to everyone: you borrow them, read them and bring them back. The librarian knows where every book lives and helps each child find the right one. In stories, the owl is the wise bird that knows a lot, just like a librarian.',
        beat: 'why',
      },
      {
        title: 'The last story',
        text: 'The children sat in a circle on the rug. Mr Bell read the last story in a slow, owlish voice. When it ended, the parents came, and the sleepy children went home.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'librarian',
      inText: 'librarian',
      explanation: 'The person who looks after all the books and helps you find the one you want.',
    },
    whatHappened:
      'Children spent an evening reading stories by torchlight in a big old library. A librarian dressed as an owl read them the last story.',
    parent: {
      upto3: ['Can you point to the owl?', 'Can you find the little yellow torch?'],
      '4to5': [
        'How do you think Zoe felt when the big lights went off?',
        'Which story would you like to read with a torch?',
      ],
      '6to7': [
        'Why do you think owls are often the wise ones in stories?',
        'Could you visit your library together and ask the librarian to help you find a book about owls?',
      ],
    },
  },
  ru: {
    title: 'Ночь в библиотеке',
    beats: {
      who: 'группа ребят в большой старой библиотеке, и среди них девочка Зоя',
      what: 'Ребята допоздна читали сказки с фонариками, а последнюю сказку прочитал библиотекарь в костюме совы.',
      feeling: 'сначала радость и немножко робости в темноте, потом уют и счастье',
      helped: 'библиотекарь, который прочитал ребятам последнюю сказку',
      why: 'В библиотеке книги общие, а библиотекарь помогает каждому найти свою любимую.',
    },
    hook: 'Почитаем сегодня книжку с фонариком?',
    bedtime: 'Сова закрыла книжку до завтра.',
    toddler: [
      { title: 'Щёлк!', text: 'Темно-темно в библиотеке. Щёлк! Маленький фонарик. Светлый кружок!' },
      {
        title: 'Книжки',
        text: 'Большие книжки, маленькие книжки, книжки с картинками. Листаем странички: шур-шур!',
      },
      { title: 'Угу-угу', text: 'Угу-угу! Кто это? Большая сова с книжкой! Последняя сказка.' },
    ],
    small: [
      {
        title: 'Старая библиотека',
        text: 'Однажды вечером в большую старую библиотеку пришли ребята с фонариками и подушками. Пришла и Зоя. Сегодня можно было читать допоздна!',
      },
      {
        title: 'Светлые кружки',
        text: 'Большой свет погас. Щёлк, щёлк! По страницам запрыгали светлые кружки от фонариков. Зоя читала сказку про медведя, который любил блины.',
      },
      {
        title: 'Сова с книгой',
        text: 'И вдруг кто-то тихо сказал: «Угу-угу!» Это был библиотекарь в костюме совы, с большой книгой в руках. Он прочитал последнюю сказку, и все придвинулись поближе. А какую сказку тебе хочется послушать при фонарике?',
      },
    ],
    arc: [
      {
        title: 'Большая библиотека',
        text: 'В центре города стоит большая старая библиотека с высокими полками до самого потолка. Зоя приходит сюда каждую субботу. Но ночью она здесь ещё ни разу не была.',
        beat: 'where',
      },
      {
        title: 'Особенный вечер',
        text: 'Однажды библиотека позвала ребят почитать допоздна. Зоя пришла с подушкой и маленьким жёлтым фонариком. Когда погас большой свет, зал стал совсем другим, и Зоя покрепче сжала фонарик.',
        beat: 'problem',
      },
      {
        title: 'Читаем с фонариком',
        text: 'Ребята устроились в уютных уголках между полками. Щёлк-щёлк! На страницах засветились маленькие кружки. Зоя читала про медведя, который любил блины, и совсем перестала робеть.',
        beat: 'attempt',
      },
      {
        title: 'Кто там?',
        text: 'И тут с лестницы донеслось тихое «угу-угу». Там стояла большая сова с книгой под крылом! Это был библиотекарь Лев Семёнович в костюме совы.',
        beat: 'help',
      },
      {
        title: 'Зачем нужна библиотека',
        text: 'В библиотеке книги общие: их берут почитать и приносят обратно. Библиотекарь знает, где живёт каждая книга, и помогает найти нужную. А в сказках сова — мудрая птица, которая много знает, совсем как библиотекарь.',
        beat: 'why',
      },
      {
        title: 'Последняя сказка',
        text: 'Ребята уселись в кружок на ковре. Лев Семёнович читал последнюю сказку медленным совиным голосом. Когда сказка кончилась, за ребятами пришли родители, и сонные читатели разошлись по домам.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'библиотекарь',
      inText: 'библиотекарь',
      explanation: 'Человек, который бережёт книги и помогает найти нужную.',
    },
    whatHappened:
      'Ребята провели вечер в большой старой библиотеке и допоздна читали сказки с фонариками. Последнюю сказку им прочитал библиотекарь в костюме совы.',
    parent: {
      upto3: ['Покажешь, где сова?', 'Найдёшь маленький жёлтый фонарик?'],
      '4to5': [
        'Как думаешь, что почувствовала Зоя, когда погас большой свет?',
        'Какую сказку тебе хочется почитать с фонариком?',
      ],
      '6to7': [
        'Как думаешь, почему в сказках сова часто самая мудрая?',
        'Может, сходите вместе в библиотеку и попросите библиотекаря найти книжку про сов?',
      ],
    },
  },
};
