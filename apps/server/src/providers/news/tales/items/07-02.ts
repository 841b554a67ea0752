/** Told for children: the bundled news item of 07-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_02: ItemTales = {
  heroLooks: 'a six-year-old girl with two brown plaits, freckles, green dungarees and a striped top',
  draw: [
    { picture: '👧', en: ['ruby'], ru: ['вар'] },
    { picture: '☎️', en: ['phone box', 'box'], ru: ['будк'] },
    { picture: '📚', en: ['book'], ru: ['книг', 'книж'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🦆', en: ['duck'], ru: ['утк', 'утят'] },
    { picture: '🐋', en: ['whale'], ru: ['кит'] },
  ],
  en: {
    title: 'A library in a phone box',
    beats: {
      who: 'Ruby, a girl of six, and the old red phone box in her village',
      what: 'The village turned its empty red phone box into a tiny free library, where anyone may take a book and leave one.',
      feeling: 'bored, then hopeful, then proud',
      helped: 'her grandpa, who fixed shelves inside, and the neighbours, who brought the books they had finished',
      why: 'A phone box has a roof, a door and windows all round, so books stay dry inside while daylight comes in.',
    },
    hook: 'What is hiding in a red phone box?',
    bedtime: 'Ruby falls asleep with the whale book open.',
    toddlerBedtime: 'Ruby falls asleep, a book beside her pillow.',
    toddler: [
      {
        title: 'A red box',
        text: 'Look, a little red box! Is there a phone inside? No, it is full of books!',
      },
      { title: 'Creak', text: 'Ruby opens the door. Creak! She takes a book about a duck. Quack, quack!' },
      {
        title: 'One for you',
        text: 'Ruby puts her own book on the shelf. One for me, one for you!',
      },
    ],
    small: [
      {
        title: 'An empty box',
        text: 'In Ruby’s village there was an old red phone box. Nobody made calls from it any more, so it stood empty and dusty.',
      },
      {
        title: 'Shelves and books',
        text: 'Grandpa fixed wooden shelves inside. Then the neighbours came with books they had already read. There were books about trains, books about stars and books about ducks!',
      },
      {
        title: 'Take one, leave one',
        text: 'A sign on the door says: “Take a book, leave a book.” Ruby took a book about whales. She left her favourite picture book for somebody else. Which book would you leave in the little library?',
      },
    ],
    arc: [
      {
        title: 'The quiet red box',
        text: 'In a small village, next to the duck pond, stands an old red phone box. Long ago people stepped inside it to make calls. Now everybody has a phone at home, so the box stood empty for years. Ruby, who is six, had read her own books so many times that she knew every word.',
        beat: 'problem',
      },
      {
        title: 'A cupboard with windows',
        text: 'One day Ruby peeped into the box. “It looks like a cupboard for books,” she said to Grandpa. Grandpa knocked on the thick red wall and nodded.',
        beat: 'attempt',
      },
      {
        title: 'Why a phone box works',
        text: 'A phone box has a roof, a door and little windows all round. The rain cannot reach the books inside, but daylight comes in for reading. And it was painted bright red so that people could find it from far away.',
        beat: 'why',
      },
      {
        title: 'Shelves and bags',
        text: 'Grandpa fixed four wooden shelves inside, and Ruby washed every little window. Then she hung a note on the shop door, asking for books. Soon neighbours were knocking with bags of stories, cookbooks and books about tractors.',
        beat: 'help',
      },
      {
        title: 'The busiest corner',
        text: 'Now a sign on the door says: “Take a book, leave a book. It is free!” Ruby chose a thick book about whales and left her favourite mouse story for someone else. The quiet red box has become the smallest library in the village, and the busiest corner too.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'library',
      inText: 'library',
      explanation: 'A place full of books that people may borrow, read and bring back.',
    },
    whatHappened:
      'A village turned its old, unused red phone box into a tiny free library: neighbours filled its shelves with books, and anyone may take one and leave another.',
    parent: {
      upto3: ['Can you point to the little red box?', 'Can you say “quack, quack” like the duck in the book?'],
      '4to5': [
        'How do you think Ruby felt when she found a book about whales?',
        'Which of your books would you like to give to another child?',
      ],
      '6to7': [
        'Why do you think a phone box makes a good home for books?',
        'Could you make a little shelf at home for swapping books with friends?',
      ],
    },
  },
  ru: {
    title: 'Библиотека в телефонной будке',
    beats: {
      who: 'шестилетняя Варя и старая красная телефонная будка в её деревне',
      what: 'Жители деревни превратили пустую красную телефонную будку в крошечную бесплатную библиотеку: любой может взять книгу и оставить свою.',
      feeling: 'скука, потом надежда, потом гордость',
      helped: 'дедушка, который приделал внутри полки, и соседи, которые принесли прочитанные книги',
      why: 'У будки есть крыша, дверь и окошки со всех сторон, поэтому книги внутри не мокнут, а света хватает для чтения.',
    },
    hook: 'Угадай, что прячется в красной телефонной будке?',
    bedtime: 'Варя заснула над книжкой про китов.',
    toddlerBedtime: 'Варя спит, а книжка лежит рядом.',
    toddler: [
      {
        title: 'Красная будка',
        text: 'Смотри, красная будка! Там телефон? Нет, там книжки!',
      },
      { title: 'Скрип', text: 'Варя открывает дверь. Скри-и-ип! Берёт книжку про утёнка. Кря-кря!' },
      {
        title: 'Тебе и мне',
        text: 'А свою книжку Варя ставит на полку. Одна мне, одна тебе!',
      },
    ],
    small: [
      {
        title: 'Пустая будка',
        text: 'В Вариной деревне стояла старая красная телефонная будка. Из неё давно никто не звонил, и внутри было пусто и пыльно.',
      },
      {
        title: 'Полки и книжки',
        text: 'Дедушка приделал внутри деревянные полки. А соседи принесли книжки, которые уже прочитали. Там были книжки про поезда, про звёзды и про уток!',
      },
      {
        title: 'Возьми одну, оставь одну',
        text: 'На двери появилась табличка: «Возьми книгу — оставь книгу». Варя взяла книжку про китов. А свою любимую книжку с картинками оставила для кого-то другого. Какую книжку тебе хотелось бы оставить в такой маленькой библиотеке?',
      },
    ],
    arc: [
      {
        title: 'Тихая будка',
        text: 'В маленькой деревне, у пруда с утками, стоит старая красная телефонная будка. Раньше люди заходили в неё позвонить. Теперь телефон есть в каждом доме, и будка много лет стояла пустая. А шестилетняя Варя перечитала свои книжки столько раз, что знала их наизусть.',
        beat: 'problem',
      },
      {
        title: 'Шкаф с окошками',
        text: 'Однажды Варя заглянула в будку. «Она похожа на шкаф для книг», — сказала она дедушке. Дедушка постучал по толстой красной стенке и кивнул.',
        beat: 'attempt',
      },
      {
        title: 'Почему будка подходит',
        text: 'У телефонной будки есть крыша, дверь и маленькие окошки со всех сторон. Дождь до книг не доберётся, а света для чтения хватит. А красной её покрасили, чтобы будку было видно издалека.',
        beat: 'why',
      },
      {
        title: 'Полки и сумки',
        text: 'Дедушка приделал внутри четыре деревянные полки, а Варя вымыла каждое окошко. Потом она повесила на дверь магазина записку: «Соберём книги для будки!» Скоро соседи понесли сумки со сказками, поваренными книгами и книжками про тракторы.',
        beat: 'help',
      },
      {
        title: 'Самый людный уголок',
        text: 'На двери будки висит табличка: «Возьми книгу — оставь книгу. Бесплатно!» Варя выбрала толстую книгу про китов и оставила свою любимую сказку про мышонка. Теперь в крошечной библиотеке у пруда всегда кто-нибудь выбирает книгу.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'библиотека',
      inText: 'библиотеке',
      explanation: 'Место, где много книг: их можно взять почитать и потом вернуть.',
    },
    whatHappened:
      'Жители деревни превратили старую ненужную красную телефонную будку в крошечную бесплатную библиотеку: соседи заполнили полки книгами, и любой может взять одну и оставить другую.',
    parent: {
      upto3: ['Покажешь, где красная будка?', 'А как крякает утёнок из книжки?'],
      '4to5': [
        'Как думаешь, что почувствовала Варя, когда нашла книжку про китов?',
        'Какую свою книжку тебе хотелось бы подарить другому ребёнку?',
      ],
      '6to7': [
        'Как думаешь, почему телефонная будка хорошо подходит для книг?',
        'Может, устроите дома полочку, чтобы меняться книжками с друзьями?',
      ],
    },
  },
};
