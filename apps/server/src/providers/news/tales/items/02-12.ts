/** Told for children: the bundled news item of 02-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_12: ItemTales = {
  heroLooks:
    'a big calm golden retriever with soft wavy golden fur, floppy ears, a gentle face with a brown nose and a blue scarf around his neck',
  draw: [
    { picture: '🐕', en: ['biscuit', 'dog'], ru: ['бублик', 'пёс', 'собак'] },
    { picture: '📖', en: ['book'], ru: ['книг', 'книжк'] },
    { picture: '👦', en: ['leo', 'boy'], ru: ['лёва', 'лёве', 'лёву'] },
    { picture: '🛋️', en: ['cushion'], ru: ['подушк'] },
  ],
  en: {
    title: 'A dog who listens to children read',
    beats: {
      who: 'Biscuit, a big calm reading dog at a town library, and Leo, a boy who was shy to read aloud',
      what: 'Every Saturday children read books aloud to Biscuit, and Leo, who used to whisper, read a whole book to him.',
      feeling: 'shy and nervous, then calm, then proud',
      helped: 'Biscuit, who listened quietly and never hurried him, and the librarian who brings Biscuit',
      why: 'Reading aloud to a calm dog is easier than reading to people, because a dog never hurries you, so children can practise without worry.',
    },
    hook: 'Someone with floppy ears loves a good story.',
    bedtime: 'Biscuit’s book stays closed until next week.',
    toddler: [
      { title: 'Biscuit', text: 'Here is Biscuit, a big soft dog. Wag, wag, wag!' },
      { title: 'A book', text: 'Leo opens a book. He reads to Biscuit. Shh, Biscuit listens.' },
      { title: 'The end', text: 'The end! Biscuit wags his tail. Good reading, Leo!' },
    ],
    small: [
      {
        title: 'A dog in the library',
        text: 'In a town library, on Saturdays, there is a special guest. It is Biscuit, a big calm dog who loves to listen to stories.',
      },
      {
        title: 'Shy Leo',
        text: 'Leo could read, but reading aloud made his cheeks go red. In class he only whispered. Would he read to a dog?',
      },
      {
        title: 'Just for Biscuit',
        text: 'Leo sat on a cushion next to Biscuit and opened his book. Biscuit put his head on his paws and listened. He did not hurry Leo at all.',
      },
      {
        title: 'The whole book',
        text: 'Page by page, Leo read the whole book, louder and louder. Biscuit wagged his tail. Which book would you like to read to a dog?',
      },
    ],
    arc: [
      {
        title: 'Saturdays at the library',
        text: 'In a small town there is a library with big windows and soft cushions. Every Saturday a librarian called Rosa brings her dog, Biscuit, a big golden dog with a blue scarf.',
      },
      {
        title: 'A quiet voice',
        text: 'Leo is six, and he can read. But when he has to read aloud in class, his cheeks go red and his voice turns into a whisper.',
      },
      {
        title: 'The first page',
        text: 'His mum took him to the library to meet Biscuit. Leo sat down on a cushion, opened a picture book and began. His voice was very small, and he stopped after one line.',
      },
      {
        title: 'A good listener',
        text: 'Biscuit did not laugh, and he did not say “hurry up”. He lay down, put his chin on Leo’s knee and looked at the pictures. Leo took a deep breath and read the next line.',
      },
      {
        title: 'Louder and louder',
        text: 'Page by page, his voice grew stronger. When he got stuck on a long word, Rosa helped him read it bit by bit. At the end Leo closed the book, and Biscuit wagged his tail.',
      },
      {
        title: 'Why read to a dog',
        text: 'Reading aloud takes practice, like riding a bike. A calm dog is a good listener: it never hurries you and never minds a mistake. So children read more, and their voices grow brave.',
      },
    ],
    footnote: {
      word: 'aloud',
      inText: 'aloud',
      explanation: 'In a voice that others can hear, not only in your head.',
    },
    whatHappened:
      'A town library invites children to read books to a calm, trained reading dog on Saturdays. A shy six-year-old boy read a whole book aloud to the dog for the first time.',
    parent: {
      upto3: ['Can you wag like Biscuit?', 'Can you find the book Leo reads?'],
      '4to5': [
        'How do you think Leo felt when he read the whole book?',
        'Why was it easier for Leo to read to Biscuit, do you think?',
      ],
      '6to7': [
        'Why do you think a dog is such a good listener?',
        'Could you read a short story aloud together tonight to a teddy bear or a pet?',
      ],
    },
  },
  ru: {
    title: 'Собака, которая слушает книжки',
    beats: {
      who: 'Бублик, большой спокойный пёс в городской библиотеке, и мальчик Лёва, который стеснялся читать вслух',
      what: 'По субботам дети читают Бублику книжки вслух, и Лёва, который раньше только шептал, прочитал ему целую книгу.',
      feeling: 'стеснение и волнение, потом спокойствие и гордость',
      helped: 'Бублик, который тихо слушал и никогда не торопил, и библиотекарь, которая его приводит',
      why: 'Читать вслух спокойной собаке легче, чем людям: собака не торопит, и можно упражняться без волнения.',
    },
    hook: 'У этой новости четыре лапы и большие уши.',
    bedtime: 'Бублик дремлет до следующей субботы.',
    toddler: [
      { title: 'Бублик', text: 'Вот Бублик, большой мягкий пёс. Виль, виль хвостом!' },
      { title: 'Книжка', text: 'Лёва открывает книжку. Читает Бублику. Тс-с, Бублик слушает.' },
      { title: 'Вот и всё', text: 'Вот и конец! Бублик машет хвостом. Молодец, Лёва!' },
    ],
    small: [
      {
        title: 'Собака в библиотеке',
        text: 'В городской библиотеке по субботам бывает особый гость. Это Бублик, большой спокойный пёс, который любит слушать истории.',
      },
      {
        title: 'Стеснительный Лёва',
        text: 'Лёва умел читать, но читать вслух стеснялся, и щёки у него краснели. В классе он только шептал. Станет ли он читать собаке?',
      },
      {
        title: 'Только для Бублика',
        text: 'Лёва сел на подушку рядом с Бубликом и открыл книжку. Бублик положил голову на лапы и слушал. Он совсем не торопил Лёву.',
      },
      {
        title: 'Целая книжка',
        text: 'Страница за страницей Лёва прочитал всю книжку, всё громче и громче. Бублик завилял хвостом. А какую книжку тебе хотелось бы почитать собаке?',
      },
    ],
    arc: [
      {
        title: 'Суббота в библиотеке',
        text: 'В маленьком городе есть библиотека с большими окнами и мягкими подушками. Каждую субботу библиотекарь Роза приводит туда своего пса Бублика, большого, золотистого, в синем платке.',
      },
      {
        title: 'Тихий голос',
        text: 'Лёве шесть лет, и он умеет читать. Но когда в классе надо читать вслух, щёки у него краснеют, а голос превращается в шёпот.',
      },
      {
        title: 'Первая страница',
        text: 'Мама привела Лёву в библиотеку познакомиться с Бубликом. Лёва сел на подушку, открыл книжку с картинками и начал. Голос был совсем тихий, и после первой строчки Лёва замолчал.',
      },
      {
        title: 'Хороший слушатель',
        text: 'Бублик не смеялся и не говорил «быстрее». Он лёг, положил морду Лёве на колено и смотрел на картинки. Лёва глубоко вздохнул и прочитал следующую строчку.',
      },
      {
        title: 'Всё громче',
        text: 'Страница за страницей голос становился увереннее. Когда Лёва запнулся на длинном слове, Роза помогла прочитать его по слогам. В конце Лёва закрыл книжку, а Бублик завилял хвостом.',
      },
      {
        title: 'Зачем читать собаке',
        text: 'Читать вслух нужно учиться, как кататься на велосипеде. Спокойная собака — хороший слушатель: она не торопит и не сердится из-за ошибок. Поэтому дети читают больше, и голос у них становится смелее.',
      },
    ],
    footnote: {
      word: 'вслух',
      inText: 'вслух',
      explanation: 'Так, чтобы слышали другие, а не только про себя.',
    },
    whatHappened:
      'В городской библиотеке по субботам дети читают книжки специально обученной спокойной собаке. Стеснительный шестилетний мальчик впервые прочитал ей вслух целую книгу.',
    parent: {
      upto3: ['Покажешь, как Бублик машет хвостом?', 'Где у Лёвы книжка?'],
      '4to5': [
        'Как думаешь, что почувствовал Лёва, когда прочитал всю книжку?',
        'Как думаешь, почему Лёве было легче читать Бублику?',
      ],
      '6to7': [
        'Как думаешь, почему собака — такой хороший слушатель?',
        'Может, сегодня вечером почитаете вслух короткую сказку плюшевому мишке?',
      ],
    },
  },
};
