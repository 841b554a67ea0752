/** Told for children: the bundled news item of 08-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_03: ItemTales = {
  heroLooks:
    'a big bright double rainbow: a red, orange, yellow, green, blue and violet arc with a paler second arc above it',
  draw: [
    { picture: '🌈', en: ['rainbow'], ru: ['радуг'] },
    { picture: '👦', en: ['max'], ru: ['миш'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '🌧️', en: ['rain'], ru: ['дожд'] },
    { picture: '🏙️', en: ['city', 'rooftop'], ru: ['город', 'крыш'] },
    { picture: '🪟', en: ['window'], ru: ['окн', 'окошк'] },
    { picture: '💧', en: ['drop'], ru: ['капл', 'кап-'] },
  ],
  en: {
    title: 'A double rainbow',
    beats: {
      who: 'a double rainbow over a big city, and Max, a boy watching from his window',
      what: 'After the rain, a double rainbow shone in the sky over the city for a whole hour.',
      feeling: 'bored on a rainy day, then amazed and happy',
      helped: null,
      why: 'A rainbow appears when sunlight shines through raindrops, and each drop splits the light into its colours.',
    },
    hook: 'After the rain, look up at the sky!',
    bedtime: 'Now the rainbows have gone to bed too.',
    toddler: [
      {
        title: 'Pitter-patter',
        text: 'Pitter-patter, pitter-patter! Rain on the window. Drip, drip, drop.',
      },
      { title: 'Out comes the sun', text: 'Now the rain stops. Out comes the sun!' },
      {
        title: 'Two rainbows',
        text: 'Look up! One rainbow, two rainbows! Red, yellow, green and blue. So pretty!',
      },
    ],
    small: [
      {
        title: 'A rainy day',
        text: 'In a big city, it rained all afternoon. Max sat at the window and watched the drops run down the glass. He wanted to go out and play.',
      },
      {
        title: 'Two rainbows!',
        text: 'Then the rain stopped, and the sun came out. Over the rooftops stood a rainbow, and above it, another one! A double rainbow!',
      },
      {
        title: 'A whole hour',
        text: 'The sun shone through the last raindrops, and the colours glowed for a whole hour. Max felt as if the sky had made him a present. Which colour of the rainbow do you like best?',
      },
    ],
    arc: [
      {
        title: 'A grey afternoon',
        text: 'In a big city with tall buildings, it rained all afternoon. A boy called Max pressed his nose to the window. The streets were wet and grey, and so was the sky. Max was bored, and he wanted to go to the park. He sighed and drew a sun with his finger on the misty glass.',
        beat: 'problem',
      },
      {
        title: 'Waiting',
        text: 'He waited and waited. At last the rain grew softer, and then it stopped. The sun peeked out from behind a cloud, low in the sky.',
        beat: 'attempt',
      },
      {
        title: 'Look the other way',
        text: 'Then Mum called Max to the window on the other side. Over the rooftops stood a huge rainbow, and above it a second, paler one. A double rainbow!',
        beat: 'help',
      },
      {
        title: 'How a rainbow is made',
        text: 'Sunlight looks white, but it is all the colours mixed together. When it shines through raindrops, each drop splits the light into its colours. You can see a rainbow when the sun is behind you and the raindrops are in front of you.',
        beat: 'why',
      },
      {
        title: 'A whole hour',
        text: 'Max counted the colours: red, orange, yellow, green, blue and violet. In the second rainbow, the colours were the other way round! The double rainbow shone for a whole hour, and people all over the city stopped to look up.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'raindrop',
      inText: 'raindrops',
      explanation: 'A tiny drop of water that falls from a cloud.',
    },
    whatHappened:
      'After the rain, a double rainbow shone over a big city for a whole hour. A rainbow appears when sunlight shines through raindrops.',
    parent: {
      upto3: ['Can you point to the two rainbows?', 'Where is the red stripe?'],
      '4to5': [
        'How do you think Max felt when he saw the double rainbow?',
        'How do you feel on a rainy day when you cannot go out?',
      ],
      '6to7': [
        'Why do you think we only see rainbows when the sun shines and the rain falls at the same time?',
        'Could you make a little rainbow together with a glass of water in the sunshine, or with a garden hose?',
      ],
    },
  },
  ru: {
    title: 'Двойная радуга',
    beats: {
      who: 'двойная радуга над большим городом и мальчик Миша у окна',
      what: 'После дождя над городом целый час сияла двойная радуга.',
      feeling: 'скука в дождливый день, потом восторг и радость',
      helped: null,
      why: 'Радуга появляется, когда солнце светит сквозь капли дождя и каждая капля раскладывает свет на цвета.',
    },
    hook: 'После дождя посмотри скорее на небо!',
    bedtime: 'Радуги погасли, и небо тоже засыпает.',
    toddler: [
      { title: 'Кап-кап', text: 'Кап-кап-кап! Дождик стучит в окошко. Кап-кап, тук-тук.' },
      { title: 'Солнышко', text: 'Дождик кончился. Выглянуло солнышко!' },
      {
        title: 'Две радуги',
        text: 'Вот это да! Одна радуга, две радуги! Красная, жёлтая, зелёная, синяя. Красота!',
      },
    ],
    small: [
      {
        title: 'Дождь за окном',
        text: 'В большом городе весь день шёл дождь. Миша сидел у окна и смотрел, как по стеклу бегут капли. Ему так хотелось гулять!',
      },
      {
        title: 'Две радуги!',
        text: 'Вдруг дождь кончился, и выглянуло солнце. Над крышами встала радуга, а над ней — ещё одна! Двойная радуга!',
      },
      {
        title: 'Целый час',
        text: 'Солнце светило сквозь последние капли дождя, и радуга сияла целый час. Мише казалось, что небо приготовило ему подарок. А какой цвет радуги тебе нравится больше всех?',
      },
    ],
    arc: [
      {
        title: 'Серый день',
        text: 'В большом городе с высокими домами весь день лил дождь. Мальчик Миша прижался носом к окну. Улицы были мокрые и серые, и небо тоже. Мише было скучно, ему хотелось в парк. Он вздохнул и нарисовал пальцем солнышко на запотевшем стекле.',
        beat: 'problem',
      },
      {
        title: 'Ожидание',
        text: 'Он ждал и ждал. Наконец дождик стал тише, а потом и вовсе перестал. Из-за тучи выглянуло солнце, низко над крышами.',
        beat: 'attempt',
      },
      {
        title: 'В другом окне',
        text: 'Тут мама позвала Мишу к окну на другой стороне. Над крышами стояла огромная радуга, а над ней ещё одна, побледнее. Двойная радуга!',
        beat: 'help',
      },
      {
        title: 'Откуда берётся радуга',
        text: 'Солнечный свет кажется белым, но в нём спрятаны все цвета. Когда солнце светит сквозь капли дождя, каждая капля раскладывает свет на цвета. Радугу видно, когда солнце у тебя за спиной, а дождь — впереди.',
        beat: 'why',
      },
      {
        title: 'Целый час чудес',
        text: 'Миша считал цвета: красный, оранжевый, жёлтый, зелёный, голубой, синий, фиолетовый. А у второй радуги цвета шли наоборот! Двойная радуга сияла целый час, и весь город смотрел на неё.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'капля',
      inText: 'капли',
      explanation: 'Крошечный шарик воды, который падает из тучи.',
    },
    whatHappened:
      'После дождя над большим городом целый час сияла двойная радуга. Радуга появляется, когда солнце светит сквозь капли дождя.',
    parent: {
      upto3: ['Покажешь две радуги?', 'Где на радуге красная полоска?'],
      '4to5': [
        'Как думаешь, что почувствовал Миша, когда увидел двойную радугу?',
        'А что ты чувствуешь, когда за окном дождь и гулять нельзя?',
      ],
      '6to7': [
        'Как думаешь, почему радуга бывает, только когда одновременно светит солнце и идёт дождь?',
        'Может, сделаете вместе маленькую радугу — стаканом воды на солнце или брызгами из шланга?',
      ],
    },
  },
};
