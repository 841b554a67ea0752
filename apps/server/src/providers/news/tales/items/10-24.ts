/** Told for children: the bundled news item of 10-24 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_24: ItemTales = {
  heroLooks: 'a bright green parrot with a yellow face and a red patch on each wing',
  draw: [
    { picture: '🦜', en: ['kiwi', 'parrot'], ru: ['киви', 'попуга'] },
    { picture: '👧', en: ['ella'], ru: ['вар'] },
    { picture: '🥖', en: ['bakery', 'baker', 'bread'], ru: ['пекар', 'хлеб'] },
    { picture: '🚪', en: ['door'], ru: ['двер'] },
  ],
  en: {
    title: 'A parrot who knew his address',
    beats: {
      who: 'Kiwi, a chatty green parrot, and Ella, a girl of five who lives at number seven, Apple Street',
      what: 'Kiwi flew out of an open window and got lost, and a baker brought him home because he kept saying, “Number seven, Apple Street!”',
      feeling: 'sad and worried, then surprised, then overjoyed',
      helped: 'Rosa, a baker two streets away, who listened to what the parrot said and carried him there',
      why: 'Parrots copy the sounds they hear most often, and Kiwi had heard Ella practise her address every morning.',
    },
    hook: 'Which clever bird knew his own address?',
    bedtime: 'Kiwi dozes on his perch, home at last.',
    toddler: [
      { title: 'Flap, flap', text: 'Flap, flap! Our parrot Kiwi flies away. Where is Kiwi?' },
      { title: 'Apple Street', text: 'Kiwi finds a bakery. Kiwi says, “Apple Street!”' },
      { title: 'Knock, knock', text: 'Knock, knock! Here is Ella. Hello, Kiwi!' },
    ],
    small: [
      {
        title: 'Ella’s address',
        text: 'Ella has a chatty green parrot called Kiwi. Every morning Ella practised saying her address, and Kiwi listened. Then one day, he flew out of the open window.',
      },
      {
        title: 'At the bakery',
        text: 'Ella looked everywhere, but Kiwi was gone. Two streets away, he landed in a bakery. The baker gave him a crumb, and Kiwi said, “Number seven, Apple Street!”',
      },
      {
        title: 'Home again',
        text: 'The baker carried Kiwi all the way to Apple Street and knocked on the door. Ella hugged her parrot tight. Do you know your own address?',
      },
    ],
    arc: [
      {
        title: 'Every morning',
        text: 'Ella is five. She lives at number seven, Apple Street, with Mum, Dad and a chatty green parrot called Kiwi. Every morning Ella practised saying her address until she knew it by heart. Kiwi listened from his perch.',
      },
      {
        title: 'The open window',
        text: 'One day the window was left open, and Kiwi hopped out. He flapped up over the roofs and was gone. Ella called and called, but no green parrot came back.',
      },
      {
        title: 'Looking everywhere',
        text: 'Ella and Mum searched the whole street. They peered into trees and over fences, and they put up a poster with Kiwi’s picture. Still there was no Kiwi.',
      },
      {
        title: 'A visitor at the bakery',
        text: 'Two streets away, a baker called Rosa found a green parrot on her bread counter. She gave him a crumb. Kiwi fluffed up his feathers and said, “Number seven, Apple Street! Number seven, Apple Street!”',
      },
      {
        title: 'Number seven',
        text: 'Rosa laughed. She popped Kiwi gently into a box with air holes and walked to Apple Street. She knocked at number seven, and Ella opened the door. “Hello!” shouted Kiwi.',
      },
      {
        title: 'Copying sounds',
        text: 'Parrots copy the sounds they hear most often. Kiwi had heard Ella say her address every single morning, so he learned it too. In the end, Ella’s practice helped Kiwi find his way home.',
      },
    ],
    footnote: {
      word: 'address',
      inText: 'address',
      explanation: 'The name of a street and the number of a house, so that people and letters can find it.',
    },
    whatHappened:
      'A pet parrot flew out of an open window and was found by a stranger a few streets away; it kept repeating the name of its street and house number, so the stranger could bring it home. Parrots learn words they hear often.',
    parent: {
      upto3: ['Can you find Kiwi the parrot?', 'Can you say “Apple Street”, like Kiwi?'],
      '4to5': [
        'How do you think Ella felt when Kiwi flew away?',
        'How do you think Ella felt when she hugged Kiwi again?',
      ],
      '6to7': [
        'How did Kiwi learn to say his street’s name?',
        'Could we practise saying your address together, like Ella?',
      ],
    },
  },
  ru: {
    title: 'Попугай знает свой адрес',
    beats: {
      who: 'болтливый зелёный попугай Киви и пятилетняя Варя, которая живёт на Яблочной улице, в доме номер семь',
      what: 'Киви вылетел в открытое окно и потерялся, а пекарь принесла его домой, потому что он всё повторял: «Яблочная, семь!»',
      feeling: 'грусть и тревога, потом удивление, потом огромная радость',
      helped: 'пекарь Роза через две улицы, которая прислушалась к попугаю и отнесла его по адресу',
      why: 'Попугаи повторяют звуки, которые слышат чаще всего, а Киви каждое утро слышал, как Варя повторяет свой адрес.',
    },
    hook: 'Угадай, кто сам подсказал дорогу домой?',
    bedtime: 'Киви дремлет на своей жёрдочке у окна.',
    toddler: [
      { title: 'Мах-мах', text: 'Мах-мах! Попугай Киви улетел. Где же Киви?' },
      { title: 'Яблочная', text: 'Киви сел в пекарне. Киви говорит: «Яблочная!»' },
      { title: 'Тук-тук', text: 'Тук-тук! Вот Варя. Привет, Киви!' },
    ],
    small: [
      {
        title: 'Варин адрес',
        text: 'Варя живёт с болтливым зелёным попугаем Киви. Каждое утро Варя повторяла свой адрес: «Яблочная, семь!» А однажды Киви вылетел в открытое окно.',
      },
      {
        title: 'В пекарне',
        text: 'Варя искала его повсюду, но Киви пропал. А он залетел в пекарню через две улицы. Пекарь Роза угостила его крошкой, и Киви сказал: «Яблочная, семь!»',
      },
      {
        title: 'Снова дома',
        text: 'Роза отнесла Киви на Яблочную улицу и постучала в дверь. Варя крепко обняла своего попугая. А ты знаешь свой адрес?',
      },
    ],
    arc: [
      {
        title: 'Каждое утро',
        text: 'Варе пять лет. Она живёт на Яблочной улице, в доме номер семь, с мамой, папой и болтливым зелёным попугаем Киви. Каждое утро Варя повторяла свой адрес, чтобы запомнить его накрепко. А Киви слушал со своей жёрдочки.',
      },
      {
        title: 'Открытое окно',
        text: 'Однажды окно забыли закрыть, и Киви выпорхнул наружу. Он взлетел над крышами и пропал из виду. Варя звала его и звала, но зелёный попугай не возвращался.',
      },
      {
        title: 'Поиски',
        text: 'Варя с мамой обошли всю улицу. Они заглядывали на деревья и за заборы и повесили объявление с портретом Киви. Но Киви нигде не было.',
      },
      {
        title: 'Гость в пекарне',
        text: 'А через две улицы пекарь Роза увидела на прилавке с хлебом зелёного попугая. Она угостила его крошкой. Киви распушил перья и сказал: «Яблочная, семь! Яблочная, семь!»',
      },
      {
        title: 'Дом номер семь',
        text: 'Роза рассмеялась, бережно посадила Киви в коробку с дырочками и пошла на Яблочную улицу. Она постучала в дверь дома номер семь. Варя открыла, а Киви закричал: «Привет!»',
      },
      {
        title: 'Попугаи повторяют',
        text: 'Попугаи повторяют звуки, которые слышат чаще всего. Киви каждое утро слышал, как Варя говорит свой адрес, и выучил его сам. Вот так Варин адрес и привёл Киви домой.',
      },
    ],
    footnote: {
      word: 'адрес',
      inText: 'адрес',
      explanation: 'Название улицы и номер дома, чтобы люди и письма могли найти, где ты живёшь.',
    },
    whatHappened:
      'Домашний попугай вылетел в открытое окно, и его нашли за несколько улиц от дома. Он всё повторял название своей улицы и номер дома, и нашедшие смогли вернуть его хозяевам. Попугаи выучивают слова, которые часто слышат.',
    parent: {
      upto3: ['Покажешь попугая Киви?', 'Скажешь «Яблочная», как Киви?'],
      '4to5': [
        'Как думаешь, что почувствовала Варя, когда Киви улетел?',
        'А что почувствовала Варя, когда снова обняла Киви?',
      ],
      '6to7': [
        'Как Киви научился говорить название своей улицы?',
        'Может, потренируемся вместе называть свой адрес, как Варя?',
      ],
    },
  },
};
