/** Told for children: the bundled news item of 05-16 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_16: ItemTales = {
  heroLooks: 'a little girl with long fair plaits, a green dress and a red backpack, hugging a book',
  draw: [
    { picture: '👧', en: ['zoya', 'girl'], ru: ['зоя', 'зои', 'зое', 'зою', 'девоч'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '📚', en: ['book', 'librar'], ru: ['книг', 'книж', 'библиотек'] },
    { picture: '👨', en: ['librarian'], ru: ['библиотекар'] },
    { picture: '🏡', en: ['village'], ru: ['деревн'] },
    { picture: '🐈', en: ['cat'], ru: ['кот', 'кош'] },
    { picture: '🦊', en: ['fox'], ru: ['лис'] },
  ],
  en: {
    title: 'A library on wheels',
    beats: {
      who: 'a bright yellow book bus, and a girl called Zoya in a village far from the city',
      what: 'The book bus drove into the village and brought new books for the children to borrow.',
      feeling: 'longing for a new story, then excited and happy',
      helped: 'the librarian on the bus, who helped Zoya choose a book',
      why: 'When books are borrowed and brought back, one book can be read by many children, and the bus brings new ones every week.',
    },
    hook: 'Beep, beep: this bus is full of books!',
    bedtime: 'Zoya sleeps with her new book nearby.',
    toddler: [
      {
        title: 'Beep, beep',
        text: 'Beep, beep! Here comes a yellow bus. A big bus, a bright bus!',
      },
      {
        title: 'Books inside',
        text: 'Open the door. Books, books, books! Red books, blue books, books with cats.',
      },
      {
        title: "Zoya's book",
        text: 'Zoya picks a book. Hug the book! Read, read, read.',
      },
    ],
    small: [
      {
        title: 'The yellow bus',
        text: 'In a village far from the city, a girl called Zoya heard a beep. A bright yellow bus stopped by the well. It was a library on wheels!',
      },
      {
        title: 'Shelves of books',
        text: 'Inside, the walls were covered with shelves of new books. A smiling librarian with round glasses helped Zoya find one about a little fox.',
      },
      {
        title: 'Next week',
        text: 'You can borrow a book and bring it back next week, and then choose another one! Zoya held her book tight all the way home.',
      },
      {
        title: 'Your turn',
        text: 'Zoya was so excited that she read the first page on the doorstep. Which book would you borrow from the yellow bus?',
      },
    ],
    arc: [
      {
        title: 'A faraway village',
        text: 'Far from the city, among fields and hills, there is a little village. A girl called Zoya lives there, and she loves stories more than anything. But the village has no library and no bookshop. Zoya had only three books at home, and she had read them so often that she knew every word.',
        beat: 'problem',
      },
      {
        title: 'Stories for the cat',
        text: 'She read them to her cat again and again and made up new endings. Still, she wished for a story she had never heard before.',
        beat: 'attempt',
      },
      {
        title: 'Beep, beep!',
        text: 'One morning a bright yellow bus drove into the village. Its sides were painted with books, and inside there were shelves full of them. It was a library on wheels!',
        beat: 'help',
      },
      {
        title: 'A book for a week',
        text: 'The librarian showed Zoya how to borrow a book: take it home, read it, and bring it back next week. Zoya chose a book about a fox who loved the moon.',
        beat: 'resolution',
      },
      {
        title: 'Why we share books',
        text: 'When books are borrowed and brought back, one book can be read by many children, one after another. The bus drives from village to village, so children far from the city get new books every week.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'borrow',
      inText: 'borrow',
      explanation: 'To take something for a while and then give it back.',
    },
    whatHappened:
      'A bright yellow library bus drives to villages far from the city and brings new books to the children. They can take a book home and bring it back the next week.',
    parent: {
      upto3: ['Can you find the yellow bus?', 'Can you find a book with cats?'],
      '4to5': [
        'How do you think Zoya felt when she saw the shelves full of books?',
        'Which of your own books do you love most, and why?',
      ],
      '6to7': [
        'Why do you think the library comes on a bus instead of staying in one place?',
        'Could you visit a library together and borrow a book you have never read?',
      ],
    },
  },
  ru: {
    title: 'Библиотека на колёсах',
    beats: {
      who: 'ярко-жёлтый автобус с книгами и девочка Зоя из деревни далеко от города',
      what: 'Автобус-библиотека приехал в деревню и привёз детям новые книги, которые можно взять на время.',
      feeling: 'сначала хочется новой сказки, потом нетерпение и радость',
      helped: 'библиотекарь в автобусе, который помог Зое выбрать книжку',
      why: 'Когда книги берут и возвращают, одну книжку читают много детей, а автобус каждую неделю привозит новые.',
    },
    hook: 'Би-би: приехал автобус, полный книжек!',
    bedtime: 'Зоя уснула, а книжка лежит рядом.',
    toddler: [
      {
        title: 'Би-би!',
        text: 'Би-би! Едет жёлтый автобус. Большой автобус, яркий автобус!',
      },
      {
        title: 'Книжки',
        text: 'Открываем дверь. Книжки, книжки, книжки! Красные, синие, с котиками.',
      },
      {
        title: 'Книжка для Зои',
        text: 'Зоя берёт книжку. Обними книжку! Читаем, читаем, читаем.',
      },
    ],
    small: [
      {
        title: 'Жёлтый автобус',
        text: 'В деревне далеко от города девочка Зоя услышала: «Би-би!» У колодца остановился ярко-жёлтый автобус. Это была библиотека на колёсах!',
      },
      {
        title: 'Полки с книгами',
        text: 'Внутри все стены были в полках с новыми книгами. Весёлый библиотекарь в круглых очках помог Зое найти книжку про маленького лисёнка.',
      },
      {
        title: 'Через неделю',
        text: 'Книгу можно взять на время, а через неделю вернуть и выбрать другую! Зоя всю дорогу домой крепко прижимала книжку к себе.',
      },
      {
        title: 'А ты?',
        text: 'Зоя так обрадовалась, что начала читать прямо на крыльце. А какую книжку тебе хочется взять в жёлтом автобусе?',
      },
    ],
    arc: [
      {
        title: 'Далёкая деревня',
        text: 'Далеко от города, среди полей и холмов, есть маленькая деревня. Там живёт девочка Зоя, и больше всего на свете она любит сказки. Только в деревне нет ни библиотеки, ни книжного магазина. Дома у Зои всего три книжки, и она знает их наизусть.',
        beat: 'problem',
      },
      {
        title: 'Сказки для кота',
        text: 'Зоя снова и снова читала их своему коту и придумывала новые концовки. Но ей так хотелось сказку, которую она ещё никогда не слышала!',
        beat: 'attempt',
      },
      {
        title: 'Би-би!',
        text: 'Однажды утром в деревню въехал ярко-жёлтый автобус. На боках у него были нарисованы книги, а внутри стояли полки, полные книг. Библиотека на колёсах!',
        beat: 'help',
      },
      {
        title: 'Книжка на неделю',
        text: 'Библиотекарь объяснил Зое: книгу берут на время — неделю читают дома, а потом возвращают. Зоя выбрала книжку про лисёнка, который любил луну.',
        beat: 'resolution',
      },
      {
        title: 'Зачем делиться книгами',
        text: 'Когда книги берут и возвращают, одну книжку успевают прочитать много детей. А автобус ездит от деревни к деревне, и каждую неделю у ребят вдали от города появляются новые книги.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'на время',
      inText: 'на время',
      explanation: 'Ненадолго: взять, попользоваться, а потом обязательно вернуть.',
    },
    whatHappened:
      'Ярко-жёлтый автобус-библиотека ездит по деревням вдали от города и привозит детям новые книги. Книгу можно взять домой и вернуть через неделю.',
    parent: {
      upto3: ['Покажешь жёлтый автобус?', 'Найдёшь книжку с котиками?'],
      '4to5': [
        'Как думаешь, что почувствовала Зоя, когда увидела полки с книгами?',
        'Какую свою книжку ты любишь больше всего?',
      ],
      '6to7': [
        'Как думаешь, почему эта библиотека ездит на автобусе, а не стоит на одном месте?',
        'Может, сходите вместе в библиотеку и возьмёте книжку, которую ещё не читали?',
      ],
    },
  },
};
