/** Told for children: the bundled news item of 05-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_04: ItemTales = {
  heroLooks: 'a six-year-old girl with a short red bob, a striped blue and white top and purple trainers',
  draw: [
    { picture: '👧', en: ['lily'], ru: ['лиз'] },
    { picture: '👦', en: ['omar'], ru: ['тимур'] },
    { picture: '🌉', en: ['bridge', 'footbridge'], ru: ['мост'] },
    { picture: '🏗', en: ['crane'], ru: ['кран'] },
  ],
  en: {
    title: 'A new bridge joins two friends',
    beats: {
      who: 'Lily and Omar, two six-year-old friends who live on opposite sides of a river',
      what: 'The town built a curved wooden footbridge across the river, and the two friends met in the middle on opening day.',
      feeling: 'missing each other, then overjoyed',
      helped: 'the town’s builders, who put the bridge up piece by piece with a crane',
      why: 'An arch pushes the weight of everyone on it down into the ground at each end, which makes a curved bridge strong.',
    },
    hook: 'Can you cross a river without a boat?',
    bedtime: 'Across the quiet river, two friends sleep close.',
    toddler: [
      { title: 'Over there', text: 'Here is Lily. There is Omar. Water in between!' },
      { title: 'A new bridge', text: 'Tap, tap, tap! A new bridge. Up and over!' },
      { title: 'Hello, hello', text: 'Step, step, step. Lily meets Omar. Hello, hello!' },
    ],
    small: [
      {
        title: 'Across the river',
        text: 'Lily lives on one side of the river, and her friend Omar lives on the other. They could wave across the water. But to visit, they had to walk all the way round.',
      },
      {
        title: 'Piece by piece',
        text: 'Then the builders came. Piece by piece, they put up a curved wooden footbridge with blue railings, just for people on foot.',
      },
      {
        title: 'In the middle',
        text: 'On opening day, Lily ran up one side and Omar ran up the other. They met right in the middle and hugged. Who would you run to meet on a bridge?',
      },
    ],
    arc: [
      {
        title: 'Two sides of a river',
        text: 'A wide, slow river runs through the middle of Lily’s town. Lily lives on one bank. Her best friend Omar lives on the other, right across the water.',
        beat: 'where',
      },
      {
        title: 'The long way round',
        text: 'To play together, they had to walk all the way to the big road bridge and back. It took ages, and the cars rushed past. So mostly they just waved across the river.',
        beat: 'problem',
      },
      {
        title: 'Messages over the water',
        text: 'One day they tried shouting to each other. Their words got lost over the water. They held up drawings, but the river was too wide to see them.',
        beat: 'attempt',
      },
      {
        title: 'A crane and a curve',
        text: 'Then the town decided to build a footbridge. Builders set strong posts in both banks. A crane swung a long curved deck across the river, piece by piece.',
        beat: 'help',
      },
      {
        title: 'Why the bridge bends',
        text: 'The bridge is shaped like a bow, which builders call an arch. An arch pushes the weight of everyone on it down into the ground at each end. That is what makes it so strong.',
        beat: 'why',
      },
      {
        title: 'Meeting in the middle',
        text: 'On opening day, Lily ran up one side and Omar ran up the other. They met at the very top, high above the water, and laughed and laughed. Now a visit takes two minutes.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'footbridge',
      inText: 'footbridge',
      explanation: 'A narrow way over a river or a road, for people walking but not for cars.',
    },
    whatHappened:
      'A town opened a curved wooden footbridge across the river that runs through it. Two young friends who live on opposite banks, and used to walk the long way round by the road bridge, met in the middle on opening day.',
    parent: {
      upto3: ['Can you find the new bridge?', 'Can you say hello, hello, like Lily and Omar?'],
      '4to5': [
        'How do you think Lily felt when she met Omar in the middle?',
        'How does it feel to wave to a friend who is far away?',
      ],
      '6to7': [
        'Why do you think an arch makes a bridge strong?',
        'Could you build a little bridge of books and paper together and see what it can hold?',
      ],
    },
  },
  ru: {
    title: 'Новый мост для двух друзей',
    beats: {
      who: 'Лиза и Тимур, двое шестилетних друзей, которые живут на разных берегах реки',
      what: 'Город построил через реку изогнутый деревянный пешеходный мост, и в день открытия друзья встретились на середине.',
      feeling: 'скучали друг по другу, а потом очень обрадовались',
      helped: 'строители, которые собрали мост по частям с помощью крана',
      why: 'Арка отводит вес всех, кто на ней стоит, в землю по обоим концам, поэтому изогнутый мост такой крепкий.',
    },
    hook: 'Как перейти реку и не промочить ноги?',
    bedtime: 'По обе стороны тихой реки спят двое друзей.',
    toddler: [
      { title: 'Вон там', text: 'Вот Лиза. А вон Тимур. А между ними — вода!' },
      { title: 'Новый мост', text: 'Тук-тук-тук! Новый мост. Вверх и вниз!' },
      { title: 'Привет!', text: 'Топ-топ-топ. Лиза и Тимур встретились. Привет, привет!' },
    ],
    small: [
      {
        title: 'Через реку',
        text: 'Лиза живёт на одном берегу реки, а её друг Тимур — на другом. Они могли помахать друг другу через воду. Но в гости приходилось идти далеко-далеко в обход.',
      },
      {
        title: 'Часть за частью',
        text: 'И вот приехали строители. Часть за частью они собрали изогнутый деревянный пешеходный мост с синими перилами.',
      },
      {
        title: 'На середине',
        text: 'В день открытия Лиза побежала по мосту с одной стороны, а Тимур — с другой. Они встретились на самой середине и обнялись. А к кому побежишь навстречу по мосту ты?',
      },
    ],
    arc: [
      {
        title: 'Два берега',
        text: 'Через весь Лизин город течёт широкая спокойная река. Лиза живёт на одном берегу. А её лучший друг Тимур — на другом, прямо напротив.',
        beat: 'where',
      },
      {
        title: 'Далеко в обход',
        text: 'Чтобы поиграть вместе, приходилось идти до большого автомобильного моста и обратно. Это было очень долго, а мимо с шумом неслись машины. Поэтому чаще друзья просто махали друг другу через реку.',
        beat: 'problem',
      },
      {
        title: 'Записки через воду',
        text: 'Однажды они попробовали перекрикиваться. Но слова терялись над водой. Друзья показывали друг другу рисунки, но река была слишком широкой, ничего не разглядеть.',
        beat: 'attempt',
      },
      {
        title: 'Кран и дуга',
        text: 'Тогда город решил построить пешеходный мостик. Строители вбили крепкие сваи в оба берега. А кран часть за частью перенёс через реку длинный изогнутый настил.',
        beat: 'help',
      },
      {
        title: 'Почему мост горбатый',
        text: 'Мост похож на натянутый лук, и строители называют такую форму аркой. Арка отводит вес всех, кто на ней стоит, в землю по обоим концам. Поэтому она такая крепкая.',
        beat: 'why',
      },
      {
        title: 'Встреча на середине',
        text: 'В день открытия Лиза побежала по мосту с одной стороны, а Тимур — с другой. Они встретились на самом верху, высоко над водой, и долго смеялись. Теперь дорога в гости занимает две минуты.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'пешеходный',
      inText: 'пешеходный',
      explanation: 'Такой, по которому ходят пешком, а машины не ездят.',
    },
    whatHappened:
      'В городе открыли изогнутый деревянный пешеходный мост через реку. Двое маленьких друзей с разных берегов, которым раньше приходилось ходить в обход через автомобильный мост, встретились на его середине в день открытия.',
    parent: {
      upto3: ['Где новый мост?', 'Скажешь «привет, привет», как Лиза и Тимур?'],
      '4to5': [
        'Как думаешь, что почувствовала Лиза, когда встретила Тимура на середине?',
        'Каково это — махать другу, который далеко?',
      ],
      '6to7': [
        'Как думаешь, почему арка делает мост крепким?',
        'Может, построите вместе мостик из книг и бумаги и проверите, что он выдержит?',
      ],
    },
  },
};
