/** Told for children: the bundled news item of 09-11 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_11: ItemTales = {
  heroLooks: 'a girl of five with a black bob, a pink hairband and a jumper with a rainbow on it',
  draw: [
    { picture: '👧', en: ['priya', 'girl'], ru: ['юл'] },
    { picture: '📚', en: ['book'], ru: ['книж', 'книг'] },
    { picture: '🪪', en: ['card'], ru: ['билет'] },
  ],
  en: {
    title: 'A first library card',
    beats: {
      who: 'Priya, a girl of five, at her town library',
      what: 'Priya got her very first library card, wrote her own name on it and took home three books.',
      feeling: 'excited, then embarrassed by a tricky letter, then very grown-up',
      helped: 'Mr Ade, the librarian, who showed her how to write the letter Y',
      why: 'A library card lets anyone borrow books for free, and it keeps track of the books so they come back for the next child.',
    },
    hook: 'Which little letter looks like a tree?',
    bedtime: 'Priya’s first library book sleeps beside her pillow.',
    toddler: [
      { title: 'Books, books', text: 'Books, books, so many books! Priya looks and looks.' },
      { title: 'My name', text: 'Priya writes her name. P, R, I, Y, A!' },
      { title: 'Stamp!', text: 'Stamp! A card for Priya. A book to take home. Hooray!' },
    ],
    small: [
      {
        title: 'A card of her own',
        text: 'Priya was five, and today she could have her very own library card. But first she had to write her name on it.',
      },
      {
        title: 'A tricky letter',
        text: 'P, R and I went well. But the Y came out upside down! Priya felt her cheeks go hot.',
      },
      {
        title: 'A little tree',
        text: 'The librarian, Mr Ade, said that a Y is like a little tree with two branches. Priya drew the little tree, and there was her name!',
      },
      {
        title: 'And you?',
        text: 'Priya took home three books, and the card made her feel very grown-up. Which book would you borrow first?',
      },
    ],
    arc: [
      {
        title: 'The children’s corner',
        text: 'The town library had a children’s corner with beanbags, a soft green rug and shelves full of picture books. Priya came with Dad to get something special: her first library card.',
        beat: 'where',
      },
      {
        title: 'Write your name',
        text: 'To get a card, you write your own name on it. Priya knew P, R and I. But she had never written a Y all by herself.',
        beat: 'problem',
      },
      {
        title: 'What the card is for',
        text: 'Mr Ade, the librarian, explained that with a card you can borrow books for free. It shows which books you have taken home, so they come back for the next child.',
        beat: 'why',
      },
      {
        title: 'Upside down',
        text: 'Priya held the pen tight and wrote slowly. But her Y came out upside down, like a stick with two legs. She looked at it and felt her cheeks go hot.',
        beat: 'attempt',
      },
      {
        title: 'A little tree',
        text: 'Mr Ade took a scrap of paper. “A Y is like a little tree,” he said. He drew a trunk and two branches reaching up. Priya tried three times, until her tree stood straight.',
        beat: 'help',
      },
      {
        title: 'Stamp, stamp, stamp!',
        text: 'Then she wrote her name on the card, with a proper little tree in it. Mr Ade stamped three books for her: one about a fox, one about trains and one about the sea. Priya carried them home, her card tucked in her pocket.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'borrow',
      inText: 'borrow',
      explanation: 'To take something for a while and then give it back.',
    },
    whatHappened:
      'A five-year-old got her first library card at her town library. She wrote her own name on it, with a little help from the librarian, and took home three books.',
    parent: {
      upto3: ['Can you point to a book?', 'Can you say Priya’s letters with me?'],
      '4to5': [
        'How do you think Priya felt when her Y came out upside down?',
        'Which book would you like to borrow first?',
      ],
      '6to7': [
        'Why does a library want to know who has taken each book home?',
        'Could we visit a library together and ask about a card of your own?',
      ],
    },
  },
  ru: {
    title: 'Первый читательский билет',
    beats: {
      who: 'пятилетняя Юля в городской библиотеке',
      what: 'Юля получила свой первый читательский билет, сама написала на нём имя и унесла домой три книжки.',
      feeling: 'радость, потом смущение из-за трудной буквы, потом гордость',
      helped: 'библиотекарь Андрей Ильич, который показал, как пишется буква Ю',
      why: 'По читательскому билету любой может брать книги бесплатно, а записи в нём помогают книгам вернуться к следующему читателю.',
    },
    hook: 'Какая буква держит за руку колечко?',
    bedtime: 'Юлина первая библиотечная книжка спит у подушки.',
    toddler: [
      { title: 'Книжки', text: 'Книжки, книжки, сколько книжек! Юля смотрит и смотрит.' },
      { title: 'Моё имя', text: 'Юля пишет имя. Ю, Л, Я!' },
      { title: 'Шлёп!', text: 'Шлёп! Билет для Юли. Книжка домой. Ура!' },
    ],
    small: [
      {
        title: 'Свой билет',
        text: 'Юле исполнилось пять, и сегодня в библиотеке ей дадут собственный читательский билет. Только сначала на нём нужно написать своё имя.',
      },
      {
        title: 'Трудная буква',
        text: 'Л и Я получились легко. А вот Ю вышла задом наперёд! Юля покраснела.',
      },
      {
        title: 'Палочка и колечко',
        text: 'Библиотекарь Андрей Ильич сказал, что Ю — это палочка, которая держит за руку колечко. Юля нарисовала палочку и колечко — и вот её имя!',
      },
      {
        title: 'А ты?',
        text: 'Юля унесла домой три книжки и чувствовала себя совсем большой. А какую книжку тебе хочется взять первой?',
      },
    ],
    arc: [
      {
        title: 'Детский уголок',
        text: 'В городской библиотеке был детский уголок: мягкие кресла-мешки, зелёный ковёр и полки с книжками-картинками. Юля пришла сюда с папой за чем-то особенным — за своим первым читательским билетом.',
        beat: 'where',
      },
      {
        title: 'Своё имя',
        text: 'Чтобы получить билет, нужно самой написать на нём имя. Буквы Л и Я Юля знала. А букву Ю ещё ни разу не писала сама.',
        beat: 'problem',
      },
      {
        title: 'Зачем нужен билет',
        text: 'Библиотекарь Андрей Ильич объяснил: с билетом можно брать книги домой бесплатно. В нём записано, какие книги у тебя, чтобы потом они вернулись к следующему читателю.',
        beat: 'why',
      },
      {
        title: 'Задом наперёд',
        text: 'Юля крепко сжала ручку и стала медленно писать. Но Ю получилась задом наперёд: колечко оказалось не с той стороны. Юля посмотрела на букву и покраснела.',
        beat: 'attempt',
      },
      {
        title: 'Палочка и колечко',
        text: 'Андрей Ильич взял листок. «Ю — это палочка, которая держит за руку колечко», — сказал он и нарисовал их. Юля попробовала три раза, пока палочка не взяла колечко как надо.',
        beat: 'help',
      },
      {
        title: 'Шлёп, шлёп, шлёп!',
        text: 'Потом она написала на билете своё имя, ровно и красиво. Андрей Ильич шлёпнул печать на три книжки: про кота, про поезда и про море. Юля понесла их домой, а билет лежал у неё в кармане.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'библиотека',
      inText: 'библиотек',
      explanation: 'Дом для книг, где их дают почитать бесплатно всем, кто захочет.',
    },
    whatHappened:
      'Пятилетняя девочка получила в городской библиотеке свой первый читательский билет. Она сама написала на нём имя, с небольшой помощью библиотекаря, и унесла домой три книжки.',
    parent: {
      upto3: ['Покажешь, где книжки?', 'Скажешь вместе со мной: Ю, Л, Я?'],
      '4to5': [
        'Как думаешь, что почувствовала Юля, когда буква вышла задом наперёд?',
        'А какую книжку тебе хочется взять первой?',
      ],
      '6to7': [
        'Зачем библиотеке знать, у кого какая книга?',
        'Может, сходим вместе в библиотеку и узнаем про твой читательский билет?',
      ],
    },
  },
};
