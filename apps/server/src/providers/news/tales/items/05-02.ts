/** Told for children: the bundled news item of 05-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_02: ItemTales = {
  heroLooks: 'a small round honeybee with yellow and black stripes, fuzzy legs and shiny see-through wings',
  draw: [
    { picture: '🐝', en: ['bee', 'zuzu'], ru: ['пчёл', 'пчел', 'зузу'] },
    { picture: '🌸', en: ['flower', 'daisies', 'lavender', 'clover'], ru: ['цвет', 'ромаш', 'лаванд', 'клевер'] },
    { picture: '🌻', en: ['sunflower'], ru: ['подсолнух'] },
    { picture: '🍯', en: ['honey'], ru: ['мёд'] },
    { picture: '📚', en: ['library'], ru: ['библиотек'] },
    { picture: '🏙️', en: ['city', 'roof'], ru: ['город', 'крыш'] },
  ],
  en: {
    title: 'Bees get a rooftop garden',
    beats: {
      who: 'a buzzing family of bees in a big city, and a little worker bee called Zuzu',
      what: 'The bees found a new garden full of flowers on the roof of the city library.',
      feeling: 'tired from searching, then surprised and overjoyed',
      helped: 'the people who planted a garden on the library roof',
      why: 'Bees make honey from the nectar of flowers, and in a city full of roofs and roads a rooftop garden gives them plenty of it.',
    },
    hook: 'Buzz: something busy lives up on a roof.',
    bedtime: 'The little bee rests in the warm hive.',
    toddler: [
      {
        title: 'Buzz, buzz',
        text: 'Buzz, buzz, buzz! Here comes a little bee. Up, up, up to the roof!',
      },
      {
        title: 'Flowers!',
        text: 'Pink flowers, blue flowers, yellow flowers! Sip, sip, sip. Sweet, sweet nectar.',
      },
      {
        title: 'Honey',
        text: 'Home flies the bee. Now there will be honey. Sticky, golden honey. Yum, yum!',
      },
    ],
    small: [
      {
        title: 'A grey city',
        text: 'Zuzu the bee lived with her big buzzing family in the middle of a city. All around were roofs and roads, and very few flowers.',
      },
      {
        title: 'A garden up high',
        text: 'One day Zuzu flew up high, over the city library, and stopped in the air. On its roof there was a brand new garden, full of flowers!',
      },
      {
        title: 'Sweet nectar',
        text: 'Zuzu sipped the sweet nectar from a purple flower. Then she hurried home to tell her family, and soon the whole garden was buzzing.',
      },
      {
        title: 'Your turn',
        text: 'Zuzu was so happy that she wiggled and danced. If you were a bee, which flower would you visit first?',
      },
    ],
    arc: [
      {
        title: 'A hive in the city',
        text: 'In the middle of a big city lives a buzzing family of bees. One of them is a little worker bee called Zuzu, and her job is to find flowers. But the city was all roofs, roads and walls. Zuzu had to fly a long way to find a single flower, and she came home tired, with very little nectar.',
        beat: 'problem',
      },
      {
        title: 'Searching',
        text: 'Every morning she tried again. She buzzed over bus stops and car parks, and all she found were three daisies in a window box.',
        beat: 'attempt',
      },
      {
        title: 'A garden on the library',
        text: 'Then one day, above the roof of the city library, she smelled something sweet. People had planted a garden up there: lavender, clover and sunflowers!',
        beat: 'help',
      },
      {
        title: 'How bees make honey',
        text: 'Bees carry nectar home in a special tummy. In the hive they pass it from bee to bee and fan it with their wings. Slowly the runny nectar turns into thick, sweet honey.',
        beat: 'why',
      },
      {
        title: 'The waggle dance',
        text: 'Zuzu hurried home and did a wiggly dance to show her sisters the way. Soon the whole family was buzzing over the library roof and sipping nectar.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'nectar',
      inText: 'nectar',
      explanation: 'A sweet juice deep inside a flower that bees and butterflies drink.',
    },
    whatHappened:
      'A garden full of flowers was planted on the roof of a city library, and a family of bees found it. The bees make honey from the nectar of the flowers.',
    parent: {
      upto3: ['Can you find the little bee?', 'Which flower is purple?'],
      '4to5': [
        'How do you think Zuzu felt when she saw the garden on the roof?',
        'What makes you want to dance with happiness?',
      ],
      '6to7': [
        'Why do you think bees need so many flowers?',
        'Could you taste a spoonful of honey together and guess which flowers it came from?',
      ],
    },
  },
  ru: {
    title: 'Пчёлы получили сад на крыше',
    beats: {
      who: 'жужжащая пчелиная семья в большом городе и маленькая пчёлка Зузу',
      what: 'Пчёлы нашли на крыше городской библиотеки новый сад, полный цветов.',
      feeling: 'усталость от долгих поисков, потом удивление и огромная радость',
      helped: 'люди, которые разбили сад на крыше библиотеки',
      why: 'Пчёлы делают мёд из цветочного нектара, и в городе, где кругом крыши и дороги, сад на крыше даёт им много нектара.',
    },
    hook: 'Жу-жу: кто живёт на крыше?',
    bedtime: 'Пчёлка уснула в тёплом сладком улье.',
    toddler: [
      {
        title: 'Жу-жу-жу',
        text: 'Жу-жу-жу! Летит пчёлка. Выше, выше, на крышу!',
      },
      {
        title: 'Цветы',
        text: 'Розовые цветы, синие цветы, жёлтые цветы! Пчёлка пьёт, пьёт сладкий нектар.',
      },
      {
        title: 'Мёд',
        text: 'Домой летит пчёлка. Будет мёд! Сладкий, липкий, золотой. Ням-ням!',
      },
    ],
    small: [
      {
        title: 'Серый город',
        text: 'Пчёлка Зузу жила с большой жужжащей семьёй посреди города. Вокруг были одни крыши да дороги, а цветов — совсем мало.',
      },
      {
        title: 'Сад наверху',
        text: 'Однажды Зузу взлетела высоко-высоко над городской библиотекой и замерла в воздухе. На крыше был новый сад, полный цветов!',
      },
      {
        title: 'Сладкий нектар',
        text: 'Зузу попробовала сладкий нектар сиреневого цветка. Потом поспешила домой, позвала всю семью, и скоро весь сад зажужжал.',
      },
      {
        title: 'А ты?',
        text: 'Зузу так обрадовалась, что закружилась в танце. А тебе какой цветок нравится больше всего?',
      },
    ],
    arc: [
      {
        title: 'Улей в городе',
        text: 'Посреди большого города живёт жужжащая пчелиная семья. Одна из пчёлок — маленькая Зузу, и её работа — искать цветы. Но в городе сплошь крыши, дороги и стены. Зузу приходилось далеко летать за каждым цветком, и домой она возвращалась усталая, почти без нектара.',
        beat: 'problem',
      },
      {
        title: 'Поиски',
        text: 'Каждое утро она летела снова. Пролетала над остановками и стоянками — и находила только три ромашки в ящике на окне.',
        beat: 'attempt',
      },
      {
        title: 'Сад на библиотеке',
        text: 'И вот однажды над крышей городской библиотеки Зузу почуяла сладкий запах. Там люди разбили сад: лаванда, клевер, подсолнухи!',
        beat: 'help',
      },
      {
        title: 'Как пчёлы делают мёд',
        text: 'Пчёлы приносят нектар домой в особом животике. В улье они передают его друг другу и обмахивают крылышками, пока жидкий нектар не станет густым сладким мёдом.',
        beat: 'why',
      },
      {
        title: 'Пчелиный танец',
        text: 'Зузу поспешила домой и станцевала особый танец, чтобы показать сёстрам дорогу. Скоро вся семья жужжала над крышей библиотеки и собирала нектар.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'нектар',
      inText: 'нектар',
      explanation: 'Сладкий сок внутри цветка, за которым прилетают пчёлы и бабочки.',
    },
    whatHappened:
      'На крыше городской библиотеки разбили сад, полный цветов, и его нашла пчелиная семья. Из цветочного нектара пчёлы делают мёд.',
    parent: {
      upto3: ['Покажешь, где пчёлка?', 'Где розовые цветы?'],
      '4to5': [
        'Как думаешь, что почувствовала Зузу, когда увидела сад на крыше?',
        'А от чего тебе хочется танцевать от радости?',
      ],
      '6to7': [
        'Как думаешь, зачем пчёлам так много цветочков?',
        'Может, попробуете вместе ложечку мёда и угадаете, с каких он цветочков?',
      ],
    },
  },
};
