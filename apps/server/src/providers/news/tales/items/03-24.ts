/** Told for children: the bundled news item of 03-24 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_24: ItemTales = {
  heroLooks:
    'a small boy of six with curly black hair, a round face, a blue jumper with a white star on it and a red woolly hat',
  draw: [
    { picture: '🪐', en: ['saturn', 'planet'], ru: ['сатурн', 'планет'] },
    { picture: '🔭', en: ['telescope'], ru: ['телескоп'] },
    { picture: '👦', en: ['danny'], ru: ['даня', 'дани', 'даню', 'даней'] },
    { picture: '👩‍🔬', en: ['astronomer', 'lena'], ru: ['астроном', 'лена', 'лене'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд', 'звезд'] },
  ],
  en: {
    title: 'A boy sees the rings of Saturn',
    beats: {
      who: 'Danny, a six-year-old boy, at an open night at the observatory on the hill',
      what: 'Danny looked through a giant telescope, and when the astronomer turned the focus wheel he saw Saturn and its rings for the first time.',
      feeling: 'eager while waiting, disappointed by the blur, then amazed',
      helped: 'Lena the astronomer, who turned the little wheel that makes the picture sharp',
      why: 'Saturn is a giant planet so far away that it looks like a tiny star without a telescope, and its rings are billions of pieces of ice and rock.',
    },
    hook: 'Which planet wears a ring round its middle?',
    bedtime: 'Far, far away, Saturn spins in its rings.',
    toddler: [
      { title: 'Peek, peek', text: 'Look, a big telescope! Danny peeks in. Peek, peek, peek!' },
      { title: 'Blurry', text: 'Oh, it is all blurry. Turn the little wheel. Turn, turn, turn!' },
      { title: 'A ring!', text: 'There it is: Saturn! A ball with a ring. Wow!' },
    ],
    small: [
      {
        title: 'A night for stars',
        text: 'On a clear night, the observatory on the hill opened its doors. Danny waited in a long line to look through the giant telescope.',
      },
      {
        title: 'All blurry',
        text: 'At last it was his turn. He pressed his eye to the telescope, but he saw only a fuzzy yellow blob. Was that all?',
      },
      {
        title: 'The rings',
        text: 'Then the astronomer turned a little wheel, and suddenly there was Saturn, with a ring all around it! Danny gasped. What would you like to see through a telescope?',
      },
    ],
    arc: [
      {
        title: 'A line for Saturn',
        text: 'On a clear night, the observatory on the hill opened its doors to everyone. Danny and his dad waited in a long line for the giant telescope. It was pointed at Saturn, and Danny wanted to see its rings more than anything.',
        beat: 'problem',
      },
      {
        title: 'A fuzzy blob',
        text: 'At last it was his turn. Danny climbed the little steps and pressed his eye to the telescope. He saw only a fuzzy yellow blob. He squinted and blinked, but it stayed blurry.',
        beat: 'attempt',
      },
      {
        title: 'A little wheel',
        text: '“Wait a moment,” said Lena, the astronomer. Very slowly, she turned a little wheel on the side of the telescope. That wheel makes the picture sharp, a bit like glasses for a telescope.',
        beat: 'help',
      },
      {
        title: 'Why Saturn looks so small',
        text: 'Saturn is a giant planet, much bigger than our Earth. But it is so far away that without a telescope it looks like a tiny star. Its rings are billions of pieces of ice and rock, circling around it.',
        beat: 'why',
      },
      {
        title: 'There it is!',
        text: 'Suddenly there it was: a tiny golden ball with a ring all around it, like a hat with a wide brim. Danny gasped. “It’s real!” he whispered. All the way home, he kept looking up at the sky.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'astronomer',
      inText: 'astronomer',
      explanation: 'A scientist who studies the stars and planets.',
    },
    whatHappened:
      'At an open night at an observatory, visitors looked at Saturn through a large telescope. A six-year-old boy saw the planet’s rings for the first time once the astronomer focused the telescope.',
    parent: {
      upto3: ['Can you find the ring around Saturn?', 'Can you peek like Danny?'],
      '4to5': [
        'How do you think Danny felt when he saw only a fuzzy blob?',
        'How do you feel when you wait for something special?',
      ],
      '6to7': [
        'Why do you think Saturn looks like a tiny star without a telescope?',
        'Could you look for Saturn together on a star map or a sky app?',
      ],
    },
  },
  ru: {
    title: 'Мальчик увидел кольца Сатурна',
    beats: {
      who: 'шестилетний мальчик Даня на вечере открытых дверей в обсерватории на холме',
      what: 'Даня посмотрел в огромный телескоп, и, когда астроном подкрутила колёсико, он впервые увидел Сатурн и его кольца.',
      feeling: 'нетерпение в очереди, огорчение из-за мутной картинки, потом восторг',
      helped: 'астроном Лена, которая подкрутила колёсико, чтобы картинка стала чёткой',
      why: 'Сатурн — огромная планета, но так далеко, что без телескопа кажется крошечной звёздочкой, а его кольца — это миллиарды кусочков льда и камня.',
    },
    hook: 'У какой планеты есть кольца, как у шляпы?',
    bedtime: 'А Сатурн всё кружится в своих кольцах.',
    toddler: [
      { title: 'Глазок', text: 'Смотри, большой телескоп! Даня смотрит в глазок. Ой, что там?' },
      { title: 'Мутно', text: 'Ничего не видно, всё мутное. Покрутим колёсико. Крутим, крутим!' },
      { title: 'Кольцо!', text: 'Вот он, Сатурн! Шарик с колечком. Ух ты!' },
    ],
    small: [
      {
        title: 'Ночь для звёзд',
        text: 'Ясной ночью обсерватория на холме открыла двери для всех. Даня долго стоял в очереди, чтобы посмотреть в огромный телескоп.',
      },
      {
        title: 'Всё мутное',
        text: 'Наконец подошла его очередь. Даня прижался глазом к телескопу, но увидел только мутное жёлтое пятнышко. И это всё?',
      },
      {
        title: 'Кольца',
        text: 'Тогда астроном подкрутила маленькое колёсико, и вдруг появился Сатурн, а вокруг него кольцо! Даня ахнул. А что тебе хочется увидеть в телескоп?',
      },
    ],
    arc: [
      {
        title: 'Очередь к Сатурну',
        text: 'Ясной ночью обсерватория на холме открыла двери для всех. Даня с папой долго стояли в очереди к огромному телескопу. Его направили на Сатурн, а Дане больше всего на свете хотелось увидеть кольца.',
        beat: 'problem',
      },
      {
        title: 'Мутное пятнышко',
        text: 'Наконец подошла его очередь. Даня поднялся по ступенькам и прижался глазом к телескопу. Но увидел только мутное жёлтое пятнышко. Он щурился и моргал, а пятнышко так и оставалось мутным.',
        beat: 'attempt',
      },
      {
        title: 'Маленькое колёсико',
        text: '«Минуточку», — сказала астроном Лена. Она медленно-медленно подкрутила колёсико сбоку телескопа. Это колёсико делает картинку чёткой, как очки для телескопа.',
        beat: 'help',
      },
      {
        title: 'Почему Сатурн такой маленький',
        text: 'Сатурн — огромная планета, намного больше нашей Земли. Но он так далеко, что без телескопа похож на крошечную звёздочку. А его кольца — это миллиарды кусочков льда и камня, которые кружатся вокруг него.',
        beat: 'why',
      },
      {
        title: 'Вот он!',
        text: 'И вдруг Даня увидел: крошечный золотой шарик, а вокруг кольцо, как поля у шляпы. Даня ахнул. «Он настоящий!» — прошептал он. Всю дорогу домой он смотрел на небо.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'астроном',
      inText: 'астроном',
      explanation: 'Учёный, который изучает звёзды и планеты.',
    },
    whatHappened:
      'На вечере открытых дверей в обсерватории посетители смотрели на Сатурн в большой телескоп. Шестилетний мальчик впервые увидел кольца планеты, когда астроном навела телескоп на резкость.',
    parent: {
      upto3: ['Покажешь колечко вокруг Сатурна?', 'Посмотрим в кулачок, как в телескоп?'],
      '4to5': [
        'Как думаешь, что почувствовал Даня, когда увидел только мутное пятнышко?',
        'А тебе трудно ждать, когда впереди что-то интересное?',
      ],
      '6to7': [
        'Как думаешь, почему без телескопа Сатурн похож на крошечную звёздочку?',
        'Может, поищете вместе Сатурн на карте звёздного неба?',
      ],
    },
  },
};
