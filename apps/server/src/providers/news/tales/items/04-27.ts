/** Told for children: the bundled news item of 04-27 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_27: ItemTales = {
  heroLooks:
    'a six-year-old girl with a short black bob, a yellow raincoat, blue jeans and a thick book about whales in her hands',
  draw: [
    { picture: '📚', en: ['book'], ru: ['книг', 'книж'] },
    { picture: '👧', en: ['hana'], ru: ['варя', 'вари', 'варе', 'варю'] },
    { picture: '🏛️', en: ['library'], ru: ['библиотек'] },
    { picture: '👩‍💼', en: ['librarian', 'green'], ru: ['библиотекар', 'люба', 'любы'] },
    { picture: '🧑‍🤝‍🧑', en: ['chain', 'everyone'], ru: ['цепочк', 'все'] },
  ],
  en: {
    title: 'A whole town moves a library',
    beats: {
      who: 'a small town, its librarian Mrs Green and a girl called Hana',
      what: 'The town built a new library across the street, and instead of vans the whole town stood in a chain and passed every book from hand to hand.',
      feeling: 'worried about the huge job, then busy and cheerful, then proud',
      helped: 'everyone in town, who came on Saturday to stand in the chain',
      why: 'In a chain nobody has to walk far, so the books keep moving and many hands make a big job small.',
    },
    hook: 'What goes hand to hand down the street?',
    bedtime: 'The books sleep on their new shelves.',
    toddler: [
      { title: 'A book', text: 'Here is a book. Take it! Pass it on!' },
      { title: 'Hand to hand', text: 'Hand to hand, hand to hand. Down the street!' },
      { title: 'The last one', text: 'Hana puts the last book on the shelf. Hooray!' },
    ],
    small: [
      {
        title: 'A new library',
        text: 'A small town built a new library across the street from the old one. But how could they move all the books?',
      },
      {
        title: 'A long chain',
        text: 'The whole town came to help. They made a long chain from one door to the other, passing the books hand to hand.',
      },
      {
        title: 'The last book',
        text: 'By the evening every book stood on a new shelf. Hana passed the very last one, and everyone cheered. Which book would you pass along?',
      },
    ],
    arc: [
      {
        title: 'Two libraries',
        text: 'In a small town there is an old library, full to the ceiling with books. This year the town built a bright new library right across the street.',
        beat: 'where',
      },
      {
        title: 'Thousands of books',
        text: 'But how could the books get there? There were thousands of them, and the street was too narrow for a big van. Mrs Green, the librarian, scratched her head.',
        beat: 'problem',
      },
      {
        title: 'One box at a time',
        text: 'She filled a box and carried it across herself. Then she carried another, and another. After a whole morning, only two shelves were empty. This would take a year!',
        beat: 'attempt',
      },
      {
        title: 'Everyone comes',
        text: 'Hana, who loves the library, had an idea. She said, “Let’s ask everyone!” On Saturday the whole town came: children, grandparents, the baker and the bus driver.',
        beat: 'help',
      },
      {
        title: 'Hand to hand',
        text: 'They made a long chain from the old door to the new one. Each person took a book, turned and passed it to the next. The books flowed down the street like a river.',
        beat: 'resolution',
      },
      {
        title: 'Why a chain is quick',
        text: 'In a chain, nobody has to walk far. Each person takes just one small step, so the books never stop moving. Many hands together make a big job small.',
        beat: 'why',
      },
      {
        title: 'The very last book',
        text: 'By the evening every book stood on a new shelf. Hana passed the very last one, a fat book about whales, and the whole street cheered.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'chain',
      inText: 'chain',
      explanation: 'A line of people or things joined one after another.',
    },
    whatHappened:
      'A small town moved its books into a new library across the street by forming a human chain: hundreds of people passed the books from hand to hand until every one was on a new shelf.',
    parent: {
      upto3: ['Can you pass me a book, like Hana?', 'Where is the shelf for the last book?'],
      '4to5': [
        'How do you think Hana felt when she passed the very last book?',
        'What could we do together that is too big to do alone?',
      ],
      '6to7': [
        'Why do you think a chain of people moves books faster than one person?',
        'Could you make a little chain at home together and pass toys from room to room?',
      ],
    },
  },
  ru: {
    title: 'Целый город переносит библиотеку',
    beats: {
      who: 'маленький город, библиотекарь тётя Люба и девочка Варя',
      what: 'В городе построили новую библиотеку через улицу, и вместо грузовиков весь город встал цепочкой и передал каждую книгу из рук в руки.',
      feeling: 'тревога из-за огромной работы, потом весёлая суета, потом гордость',
      helped: 'все жители города, которые пришли в субботу и встали в цепочку',
      why: 'В цепочке никому не нужно далеко ходить, книги всё время движутся, и много рук делают большое дело маленьким.',
    },
    hook: 'Что передают друг другу через всю улицу?',
    bedtime: 'Книжки спят на новых полках.',
    toddler: [
      { title: 'Книжка', text: 'Вот книжка. Бери! Передай дальше!' },
      { title: 'Дальше, дальше', text: 'Передай, передай! Дальше, дальше. Через всю улицу!' },
      { title: 'На полку', text: 'Варя ставит последнюю книжку на полку. Ура!' },
    ],
    small: [
      {
        title: 'Новая библиотека',
        text: 'В маленьком городе построили новую библиотеку, прямо через улицу от старой. Но как перенести туда все книги?',
      },
      {
        title: 'Длинная цепочка',
        text: 'На помощь пришёл весь город. Люди встали длинной цепочкой от одной двери до другой и передавали книги друг другу.',
      },
      {
        title: 'Последняя книжка',
        text: 'К вечеру все книги стояли на новых полках. Варя передала самую последнюю, и все захлопали. А какую книжку тебе хочется передать дальше?',
      },
    ],
    arc: [
      {
        title: 'Две библиотеки',
        text: 'В маленьком городе есть старая библиотека, до самого потолка полная книг. В этом году прямо через улицу построили новую, светлую.',
        beat: 'where',
      },
      {
        title: 'Тысячи книг',
        text: 'Но как перенести туда книги? Их тысячи, а улица такая узкая, что большой грузовик не проедет. Библиотекарь тётя Люба задумалась.',
        beat: 'problem',
      },
      {
        title: 'По одной коробке',
        text: 'Она сложила книги в коробку и перенесла сама. Потом ещё одну и ещё. За целое утро опустели всего две полки. Так и за год не управиться!',
        beat: 'attempt',
      },
      {
        title: 'Пришли все',
        text: 'Варя очень любит библиотеку, и она придумала: «Давайте позовём всех!» В субботу пришёл весь город: дети, бабушки и дедушки, пекарь и водитель автобуса.',
        beat: 'help',
      },
      {
        title: 'Книжная река',
        text: 'Люди встали длинной цепочкой от старой двери до новой. Каждый брал книгу, поворачивался и передавал соседу. Книги поплыли по улице, как река.',
        beat: 'resolution',
      },
      {
        title: 'Почему цепочкой быстрее',
        text: 'В цепочке никому не нужно далеко ходить. Каждый делает только маленький шаг, и книги всё время движутся. Когда рук много, большое дело становится маленьким.',
        beat: 'why',
      },
      {
        title: 'Самая последняя книга',
        text: 'К вечеру все книги стояли на новых полках. Варя передала самую последнюю — толстую книгу про китов, и вся улица захлопала.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'цепочка',
      inText: 'цепочкой',
      explanation: 'Люди или вещи, которые стоят друг за другом в один ряд.',
    },
    whatHappened:
      'Маленький город перенёс книги в новую библиотеку через улицу: сотни людей встали цепочкой и передавали книги из рук в руки, пока каждая не оказалась на новой полке.',
    parent: {
      upto3: ['Передашь мне книжку, как Варя?', 'Где полка для последней книжки?'],
      '4to5': [
        'Как думаешь, что почувствовала Варя, когда передала самую последнюю книжку?',
        'А что нам под силу сделать только вместе?',
      ],
      '6to7': [
        'Как думаешь, почему цепочка людей переносит книги быстрее, чем один человек?',
        'Может, встанете дома цепочкой и передадите игрушки из комнаты в комнату?',
      ],
    },
  },
};
