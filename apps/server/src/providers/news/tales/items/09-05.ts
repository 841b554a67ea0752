/** Told for children: the bundled news item of 09-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_05: ItemTales = {
  heroLooks:
    'a six-year-old boy with sandy hair sticking up at the back, a green jumper with a fox on it, holding a big white envelope',
  draw: [
    { picture: '✉️', en: ['letter', 'envelope'], ru: ['письм', 'конверт'] },
    { picture: '👦', en: ['felix'], ru: ['гриш'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
    { picture: '📮', en: ['postbox'], ru: ['ящик'] },
    { picture: '🐈', en: ['biscuit'], ru: ['пирож'] },
  ],
  en: {
    title: 'A letter goes all the way to Grandma',
    beats: {
      who: 'Felix, a six-year-old boy, and his grandma, who lives in a town far away',
      what: 'Felix sent Grandma a picture by post for the first time; it travelled from the postbox to her door, and two days later she phoned to say it was on her fridge.',
      feeling: 'excited, then impatient, then delighted',
      helped:
        'Mum, who showed him how to write the address and where the stamp goes, and the postal workers who carried the letter',
      why: 'The address tells the postal workers which town, street and house a letter goes to, and the stamp pays for its journey.',
    },
    hook: 'How does a letter find the right house?',
    bedtime: 'Far away, a drawing smiles from Grandma’s fridge.',
    toddler: [
      { title: 'A picture', text: 'Here is Felix. He draws a picture for Grandma. Scribble, scribble!' },
      { title: 'Plop!', text: 'Into the envelope. Into the red postbox. Plop!' },
      { title: 'Ring, ring', text: 'Ring, ring! It’s Grandma. “Thank you, Felix!”' },
    ],
    small: [
      {
        title: 'A picture for Grandma',
        text: 'Felix’s grandma lives in a town far away. Felix drew her a picture of her cat, Biscuit, and wanted to send it. But how?',
      },
      {
        title: 'The address',
        text: 'Mum showed him how to write Grandma’s address on the envelope. It said her name, her house, her street and her town. Then Felix stuck on a stamp and dropped the letter into the red postbox. Plop!',
      },
      {
        title: 'Ring, ring',
        text: 'Two days later the phone rang. It was Grandma! “Your picture is on my fridge,” she said. How would you send a picture to someone you love?',
      },
    ],
    arc: [
      {
        title: 'A picture for Grandma',
        text: 'Felix’s grandma lives in a town far away, too far to visit every week. Felix missed her. So he drew her a big picture of her cat, Biscuit, asleep on a cushion, and wanted to send it to her.',
        beat: 'problem',
      },
      {
        title: 'Straight into the postbox',
        text: 'He folded the picture and ran to the red postbox on the corner. He was just about to push it in when Mum called out, “Wait! How will it know where to go?”',
        beat: 'attempt',
      },
      {
        title: 'Address and stamp',
        text: 'At home Mum gave him an envelope. Together they put Grandma’s address on it: her name, her house number, her street and her town. Then Felix licked a stamp and stuck it in the corner.',
        beat: 'help',
      },
      {
        title: 'How a letter travels',
        text: 'The address tells the postal workers where a letter must go, and the stamp pays for its journey. From the postbox, letters go to a big sorting office. Then they travel by van or train to the right town, and a postman carries them to the door.',
        beat: 'why',
      },
      {
        title: 'Ring, ring',
        text: 'Felix posted the letter, plop! Two days later the phone rang. It was Grandma, laughing. Biscuit’s picture was on her fridge, she said, and Biscuit himself had sniffed it all over.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'address',
      inText: 'address',
      explanation: 'The words on a letter that say who it is for and where they live.',
    },
    whatHappened:
      'A six-year-old boy sent his grandmother, who lives in another town, a drawing by post for the first time, with his mother’s help with the address and stamp. Two days later she phoned to say it had arrived.',
    parent: {
      upto3: ['Can you find the red postbox?', 'Can you say plop, like Felix posting his picture?'],
      '4to5': [
        'How do you think Felix felt, waiting for Grandma to get his picture?',
        'How did Grandma feel when she saw the picture, do you think?',
      ],
      '6to7': [
        'Why do you think a letter needs an address and a stamp?',
        'Could you draw a picture together and post it to someone you love?',
      ],
    },
  },
  ru: {
    title: 'Письмо доехало до бабушки',
    beats: {
      who: 'шестилетний Гриша и его бабушка, которая живёт в далёком городе',
      what: 'Гриша впервые отправил бабушке картинку по почте; письмо доехало от почтового ящика до её двери, и через два дня бабушка позвонила сказать, что картинка висит у неё на холодильнике.',
      feeling: 'радостное волнение, нетерпение, потом восторг',
      helped: 'мама, которая показала, как написать адрес и куда наклеить марку, и почтальоны, которые везли письмо',
      why: 'Адрес подсказывает почтальонам, в какой город, на какую улицу и в какой дом везти письмо, а марка оплачивает дорогу.',
    },
    hook: 'Как письмо находит нужный дом?',
    bedtime: 'Далеко-далеко на бабушкином холодильнике улыбается картинка.',
    toddler: [
      { title: 'Картинка', text: 'Вот Гриша. Он рисует картинку для бабушки. Чирк, чирк!' },
      { title: 'Бульк!', text: 'Картинку в конверт. Конверт в красный почтовый ящик. Бульк!' },
      { title: 'Дзынь-дзынь', text: 'Дзынь-дзынь! Это бабушка. «Спасибо, Гриша!»' },
    ],
    small: [
      {
        title: 'Картинка для бабушки',
        text: 'Гришина бабушка живёт в далёком городе. Гриша нарисовал ей картинку — её кота Пирожка — и захотел отправить. Но как?',
      },
      {
        title: 'Адрес',
        text: 'Мама показала, как написать на конверте бабушкин адрес: имя, дом, улицу и город. Гриша наклеил марку и опустил письмо в красный почтовый ящик. Бульк!',
      },
      {
        title: 'Дзынь-дзынь',
        text: 'Через два дня зазвонил телефон. Это была бабушка! «Твоя картинка висит у меня на холодильнике», — сказала она. А кому тебе хотелось бы отправить картинку?',
      },
    ],
    arc: [
      {
        title: 'Картинка для бабушки',
        text: 'Гришина бабушка живёт в далёком городе, и ездить к ней каждую неделю не получается. Гриша скучал. Он нарисовал большую картинку: бабушкин кот Пирожок спит на подушке. И захотел её отправить.',
        beat: 'problem',
      },
      {
        title: 'Прямо в ящик',
        text: 'Гриша сложил картинку и побежал к красному почтовому ящику на углу. Он уже хотел просунуть её в щель, но мама окликнула: «Подожди! Как же она узнает, куда ехать?»',
        beat: 'attempt',
      },
      {
        title: 'Адрес и марка',
        text: 'Дома мама дала ему конверт. Вместе они написали на нём бабушкин адрес: имя, номер дома, улицу и город. Потом Гриша наклеил в уголок марку.',
        beat: 'help',
      },
      {
        title: 'Как путешествует письмо',
        text: 'Адрес подсказывает почтальонам, куда везти письмо, а марка оплачивает дорогу. Из ящика письма попадают на большую почтовую станцию. Оттуда они едут в нужный город на машине или поезде, а почтальон приносит их к двери.',
        beat: 'why',
      },
      {
        title: 'Дзынь-дзынь',
        text: 'Гриша опустил письмо в ящик — бульк! Через два дня зазвонил телефон. Это была бабушка, и она смеялась. Картинка висит на холодильнике, сказала она, а сам Пирожок уже всю её обнюхал.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'адрес',
      inText: 'адрес',
      explanation: 'Слова на письме: кому оно и где этот человек живёт.',
    },
    whatHappened:
      'Шестилетний мальчик впервые отправил по почте рисунок бабушке, которая живёт в другом городе; мама помогла написать адрес и наклеить марку. Через два дня бабушка позвонила и сказала, что письмо пришло.',
    parent: {
      upto3: ['Покажешь красный почтовый ящик?', 'Скажем вместе, как картинка падает в ящик: бульк?'],
      '4to5': [
        'Как думаешь, что чувствовал Гриша, пока письмо было в пути?',
        'А что почувствовала бабушка, когда увидела картинку?',
      ],
      '6to7': [
        'Как думаешь, зачем на письме нужны адрес и марка?',
        'Может, нарисуете вместе картинку и отправите её по почте тому, кого любите?',
      ],
    },
  },
};
