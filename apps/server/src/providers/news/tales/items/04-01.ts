/** Told for children: the bundled news item of 04-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_01: ItemTales = {
  heroLooks:
    'a small soft grey toy bunny with very long floppy ears, a pink nose, a white fluffy tail and a blue ribbon round his neck',
  draw: [
    { picture: '🐰', en: ['bunny', 'floppy'], ru: ['зайч', 'ушастик'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '👧', en: ['maya'], ru: ['майя', 'майи', 'майе', 'майю'] },
    { picture: '🧑‍✈️', en: ['driver', 'ali'], ru: ['водител', 'али'] },
    { picture: '🪧', en: ['sign'], ru: ['табличк'] },
  ],
  en: {
    title: 'A lost bunny rides the bus',
    beats: {
      who: 'Maya, a little girl, her toy bunny Floppy, and Mr Ali, the driver of bus number seven',
      what: 'Maya left her toy bunny on the bus; the driver sat him in the front window with a sign, and the next morning Maya spotted him at her stop.',
      feeling: 'sad and worried about Floppy, then surprised and overjoyed',
      helped: 'Mr Ali, the bus driver, who put Floppy in the window with a sign',
      why: 'Things left on buses are kept in a lost and found box until their owners come for them, and a kind driver found a way to be seen.',
    },
    hook: 'Which little passenger rode the bus all day?',
    bedtime: 'Floppy is home, tucked under Maya’s chin.',
    toddler: [
      {
        title: 'Oh no!',
        text: 'Maya has a bunny called Floppy. Oh no! Floppy is still on the bus.',
      },
      { title: 'In the window', text: 'Floppy sits in the bus window. Round and round the town he goes!' },
      { title: 'Hello again', text: 'Beep, beep! Here comes the bus. Hello, Floppy! Hug, hug, hug!' },
    ],
    small: [
      {
        title: 'Left behind',
        text: 'Maya rode the bus with her toy bunny, Floppy. But when she got off, Floppy stayed behind on the seat. The doors closed, and the bus drove away!',
      },
      {
        title: 'A sign in the window',
        text: 'The bus driver found Floppy. He sat the bunny in the front window with a sign: “I am lost. Is this your bunny?”',
      },
      {
        title: 'Round the town',
        text: 'All day Floppy rode round the town, and the passengers waved at him. The next morning, at her stop, Maya saw him in the window and jumped for joy.',
      },
      {
        title: 'Your turn',
        text: 'Maya drew the driver a thank-you picture. How do you say thank you to someone kind?',
      },
    ],
    arc: [
      {
        title: 'Bus number seven',
        text: 'Maya rides bus number seven to her grandma’s, and her toy bunny Floppy always comes too. One afternoon she was so busy looking out of the window that she jumped off without him. The doors closed, and the bus rolled away with Floppy still on the seat.',
        beat: 'problem',
      },
      {
        title: 'Back to the stop',
        text: 'Maya and her dad hurried back to the stop. They waited and waited, but the next bus was a different one, and Floppy was not on it.',
        beat: 'attempt',
      },
      {
        title: 'A sign for Floppy',
        text: 'On bus number seven, the driver, Mr Ali, found the little bunny. He did not put him in a box. He sat Floppy in the front window, with a sign: “I am lost. Is this your bunny?”',
        beat: 'help',
      },
      {
        title: 'Where lost things go',
        text: 'Every day people leave things on buses: hats, umbrellas, books and toys. Drivers keep them in a lost and found box until their owners come for them. But Mr Ali thought a bunny would rather look out of the window.',
        beat: 'why',
      },
      {
        title: 'Round the town',
        text: 'So all day Floppy rode round the town. The passengers waved at him, and children pressed their noses to the glass.',
        beat: 'resolution',
      },
      {
        title: 'Hello again',
        text: 'The next morning, Maya waited at her stop. Bus number seven came round the corner, and there in the window sat Floppy! Maya hugged him tight and gave Mr Ali a drawing of a bus with a bunny in the window.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'passenger',
      inText: 'passengers',
      explanation: 'Someone who rides on a bus, train or boat but is not driving it.',
    },
    whatHappened:
      'A little girl left her toy bunny on a city bus. The driver sat the toy in the front window with a note asking whose it was, and the next morning the girl spotted it from her bus stop.',
    parent: {
      upto3: ['Can you find Floppy in the bus window?', 'Can you say beep, beep, like the bus?'],
      '4to5': [
        'How do you think Maya felt when the bus drove away with Floppy?',
        'How did Maya feel when she saw him in the window, do you think?',
      ],
      '6to7': [
        'Why do you think Mr Ali put Floppy in the window instead of in a box?',
        'Could you make a sign together for something you once lost, saying what it looks like?',
      ],
    },
  },
  ru: {
    title: 'Потерянный зайчик катался на автобусе',
    beats: {
      who: 'девочка Майя, её игрушечный зайчик Ушастик и водитель седьмого автобуса Али',
      what: 'Майя забыла зайчика в автобусе; водитель посадил его у переднего стекла с табличкой, и на следующее утро Майя увидела его со своей остановки.',
      feeling: 'грусть и тревога за Ушастика, потом удивление и огромная радость',
      helped: 'водитель Али, который посадил Ушастика у стекла с табличкой',
      why: 'Забытые в автобусе вещи хранят в ящике находок, пока хозяева не придут за ними, а добрый водитель придумал, как зайчику найтись быстрее.',
    },
    hook: 'Кто катался на автобусе целый день?',
    bedtime: 'Ушастик дома и сопит у Майи под щекой.',
    toddler: [
      { title: 'Ой!', text: 'У Майи есть зайчик Ушастик. Ой-ой! Ушастик остался в автобусе.' },
      { title: 'У окошка', text: 'Ушастик сидит у окошка. Едет, едет по городу!' },
      { title: 'Привет!', text: 'Би-би! Вот и автобус. Привет, Ушастик! Обнимем!' },
    ],
    small: [
      {
        title: 'Остался в автобусе',
        text: 'Майя ехала в автобусе со своим игрушечным зайчиком. Но когда она вышла, Ушастик остался на сиденье. Двери закрылись, и автобус уехал!',
      },
      {
        title: 'Табличка',
        text: 'Водитель нашёл Ушастика. Он посадил зайчика у переднего стекла и поставил табличку: «Я потерялся. Это твой зайчик?»',
      },
      {
        title: 'По всему городу',
        text: 'Весь день Ушастик катался по городу, и пассажиры махали ему рукой. А утром Майя увидела его со своей остановки и запрыгала от радости.',
      },
      {
        title: 'А ты?',
        text: 'Майя нарисовала водителю рисунок в подарок. А как ты говоришь спасибо тем, кто тебе помог?',
      },
    ],
    arc: [
      {
        title: 'Седьмой автобус',
        text: 'Майя ездит к бабушке на седьмом автобусе, и зайчик Ушастик всегда едет с ней. Однажды Майя так засмотрелась в окно, что выскочила на остановке без него. Двери закрылись, и автобус уехал, а Ушастик остался на сиденье.',
        beat: 'problem',
      },
      {
        title: 'Назад к остановке',
        text: 'Майя с папой поспешили обратно на остановку. Они ждали и ждали, но пришёл совсем другой автобус, и Ушастика в нём не было.',
        beat: 'attempt',
      },
      {
        title: 'Табличка для Ушастика',
        text: 'А в седьмом автобусе водитель Али нашёл маленького зайчика. Он не стал убирать его в ящик. Он посадил Ушастика у переднего стекла и поставил табличку: «Я потерялся. Это твой зайчик?»',
        beat: 'help',
      },
      {
        title: 'Куда деваются забытые вещи',
        text: 'Каждый день в автобусах что-нибудь забывают: шапки, зонтики, книжки, игрушки. Водители складывают их в ящик находок, пока хозяева не придут за ними. Но Али решил, что зайчику интереснее смотреть в окно.',
        beat: 'why',
      },
      {
        title: 'По всему городу',
        text: 'И весь день Ушастик катался по городу. Пассажиры махали ему, а дети прижимались носами к стеклу.',
        beat: 'resolution',
      },
      {
        title: 'Снова вместе',
        text: 'Утром Майя ждала на своей остановке. Из-за угла выехал седьмой автобус, а у стекла сидел Ушастик! Майя крепко его обняла и подарила Али рисунок: автобус, а в окне зайчик.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'пассажир',
      inText: 'пассажиры',
      explanation: 'Тот, кто едет в автобусе, поезде или на корабле, но не ведёт его.',
    },
    whatHappened:
      'Девочка забыла игрушечного зайчика в городском автобусе. Водитель посадил игрушку у переднего стекла с запиской, чья это, и на следующее утро девочка увидела зайчика со своей остановки.',
    parent: {
      upto3: ['Покажешь Ушастика у окошка?', 'Скажем вместе, как гудит автобус: би-би?'],
      '4to5': [
        'Как думаешь, что почувствовала Майя, когда автобус уехал с Ушастиком?',
        'А что почувствовала Майя, когда увидела его в автобусе?',
      ],
      '6to7': [
        'Как думаешь, почему Али посадил Ушастика у стекла, а не убрал в ящик?',
        'Может, нарисуете вместе табличку для вещи, которую когда-то теряли, и напишете, какая она?',
      ],
    },
  },
};
