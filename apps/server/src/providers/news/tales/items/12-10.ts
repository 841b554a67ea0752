/** Told for children: the bundled news item of 12-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_10: ItemTales = {
  heroLooks:
    'a mountain hare with a thick snow-white winter coat, long ears with black tips, dark round eyes, big furry hind feet and a small white tail',
  draw: [
    { picture: '🐇', en: ['hare', 'tuft'], ru: ['заяц', 'зайк', 'пушок', 'пушк'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
    { picture: '🌳', en: ['birch', 'bush'], ru: ['берёз', 'куст'] },
    { picture: '🐦‍⬛', en: ['crow'], ru: ['ворон'] },
  ],
  en: {
    title: 'A hare turns white for winter',
    beats: {
      who: 'Tuft, a mountain hare at the edge of a birch wood near a village',
      what: 'His brown summer coat turned snow-white, and when the first snow fell, he all but disappeared in it.',
      feeling: 'uneasy while he was white on brown ground, then calm and cosy once the snow came',
      helped: null,
      why: 'When the days grow short, a mountain hare grows a white winter coat, so in the snow it is very hard to spot.',
    },
    hook: 'Somewhere in this news, a hare is hiding.',
    bedtime: 'Two black ear tips peek from the snow.',
    toddler: [
      { title: 'A brown hare', text: 'Here is Tuft the hare. Hippity-hop! His fur is brown.' },
      { title: 'A white hare', text: 'Now his fur is white. White, white, white! Brr, so cold.' },
      { title: 'Where is Tuft?', text: 'Snow falls, soft and white. Where is Tuft? Peekaboo, two black ears!' },
    ],
    small: [
      {
        title: 'A brown hare',
        text: 'At the edge of a birch wood lives a hare called Tuft. All summer his fur was brown, like the earth and the dry leaves.',
      },
      {
        title: 'Whiter and whiter',
        text: 'When the days grew short, his fur began to change. First his feet turned white, then his back, then all of him! But there was no snow yet.',
      },
      {
        title: 'Too white',
        text: 'A white hare on brown ground is easy to see. Tuft hid under a bush and kept very still. What was he waiting for?',
      },
      {
        title: 'Snow at last',
        text: 'In the night, the first snow fell. In the morning Tuft sat in the snow, and nobody could see him. That is his camouflage! Can you hide under a white blanket, like Tuft?',
      },
    ],
    arc: [
      {
        title: 'The birch wood',
        text: 'At the edge of a birch wood, near a village, lives a mountain hare called Tuft. He has long ears with black tips and big furry feet. All summer his fur was brown.',
      },
      {
        title: 'A white coat too soon',
        text: 'In autumn the days grew short, and his fur began to change. His feet turned white, then his sides, then his back. But the snow was late this year, and the ground stayed brown.',
      },
      {
        title: 'Under a bush',
        text: 'A snow-white hare on brown ground is easy to spot. Even the crows turned their heads to look at him. So Tuft kept very still under a thick bush and waited.',
      },
      {
        title: 'The first snow',
        text: 'One night the clouds came low, and soft snow began to fall. It fell and fell until the morning, and the whole wood turned white.',
      },
      {
        title: 'Where did Tuft go?',
        text: 'In the morning children from the village looked out at the wood. They saw white birches and white snow, but no hare. Only two black ear tips showed, and then Tuft hopped away.',
      },
      {
        title: 'A coat for each season',
        text: 'A mountain hare changes its coat twice a year: white for winter, brown for summer. This camouflage keeps it hidden. The change follows the length of the day, not the snow. So when the snow is late, the hare waits, white on brown.',
      },
    ],
    footnote: {
      word: 'camouflage',
      inText: 'camouflage',
      explanation: 'Colours that help an animal blend in with what is around it, so it is hard to see.',
    },
    whatHappened:
      'A mountain hare near a village turned from brown to white in autumn, before any snow had fallen. When the first snow came, the white hare could hardly be seen.',
    parent: {
      upto3: ['Can you hop like Tuft the hare?', 'Can you find the two black ears in the snow?'],
      '4to5': [
        'How do you think Tuft felt when he was white and the ground was still brown?',
        'How do you think Tuft felt when the snow came at last?',
      ],
      '6to7': [
        'Why do you think the hare turned white before the snow came?',
        'Could you look through a picture book about animals together and find the ones whose coat changes colour in winter?',
      ],
    },
  },
  ru: {
    title: 'Заяц побелел к зиме',
    beats: {
      who: 'заяц-беляк Пушок на опушке берёзовой рощи недалеко от деревни',
      what: 'Его серо-бурая летняя шубка стала белоснежной, и когда выпал первый снег, зайца стало почти не видно.',
      feeling: 'тревожно, пока он белел на бурой земле, потом спокойно и уютно в снегу',
      helped: null,
      why: 'Когда дни становятся короче, у зайца-беляка отрастает белый зимний мех, и на снегу его очень трудно заметить.',
    },
    hook: 'В этой новости где-то прячется заяц.',
    bedtime: 'Из снега торчат два чёрных кончика ушей.',
    toddler: [
      { title: 'Серый зайка', text: 'Вот зайка Пушок. Прыг, прыг, прыг! Шубка серая.' },
      { title: 'Белый зайка', text: 'А теперь шубка белая. Белая-белая! Брр, холодно.' },
      { title: 'Где Пушок?', text: 'Снег идёт, мягкий, белый. Где же Пушок? Ку-ку! Вот два чёрных ушка!' },
    ],
    small: [
      {
        title: 'Серая шубка',
        text: 'На опушке берёзовой рощи живёт заяц Пушок. Всё лето шубка у него была серо-бурая, как земля и сухие листья.',
      },
      {
        title: 'Всё белее и белее',
        text: 'Когда дни стали короче, шубка начала меняться. Сначала побелели лапки, потом спинка, а потом и весь заяц! А снега всё не было.',
      },
      {
        title: 'Слишком белый',
        text: 'Белого зайца на бурой земле видно издалека. Пушок спрятался под куст и затаился. Чего же он ждал?',
      },
      {
        title: 'Наконец снег',
        text: 'Ночью выпал первый снег. Утром Пушок сидел в сугробе, и его совсем не было видно. Вот какая у него маскировка! А ты умеешь прятаться под белым одеялом, как Пушок?',
      },
    ],
    arc: [
      {
        title: 'Берёзовая роща',
        text: 'На опушке берёзовой рощи, недалеко от деревни, живёт заяц-беляк Пушок. Уши у него длинные, с чёрными кончиками, а лапы большие и мохнатые. Всё лето шубка у него была серо-бурая.',
      },
      {
        title: 'Белая шубка раньше времени',
        text: 'Осенью дни стали короче, и шубка начала меняться. Побелели лапы, потом бока, потом спина. Но снег в этом году запаздывал, и земля оставалась бурой.',
      },
      {
        title: 'Под кустом',
        text: 'Белоснежного зайца на бурой земле видно издалека. Даже вороны поворачивали головы, чтобы на него поглядеть. Поэтому Пушок затаился под густым кустом и ждал.',
      },
      {
        title: 'Первый снег',
        text: 'Однажды ночью тучи опустились низко, и пошёл мягкий снег. Он падал и падал до самого утра, и вся роща стала белой.',
      },
      {
        title: 'Где же Пушок?',
        text: 'Утром деревенские ребята посмотрели на рощу. Белые берёзы, белый снег, а зайца нет. Только мелькнули два чёрных кончика ушей, и Пушок ускакал.',
      },
      {
        title: 'Шубка по сезону',
        text: 'Заяц-беляк меняет шубку два раза в год: к зиме белую, к лету бурую. Такая маскировка помогает ему прятаться. Шубка меняется, когда дни становятся короче, а не когда выпадает снег. Поэтому в бесснежную осень заяц сидит белый на бурой земле и ждёт.',
      },
    ],
    footnote: {
      word: 'маскировка',
      inText: 'маскировка',
      explanation: 'Окраска, которая помогает животному слиться с тем, что вокруг, чтобы его было трудно заметить.',
    },
    whatHappened:
      'Заяц-беляк у деревни осенью сменил бурую шубку на белую ещё до снега. Когда выпал первый снег, белого зайца стало почти не видно.',
    parent: {
      upto3: ['Покажешь, как прыгает зайка Пушок?', 'Где у зайки чёрные ушки?'],
      '4to5': [
        'Как думаешь, что чувствовал Пушок, когда сидел белый на бурой земле?',
        'А что почувствовал Пушок, когда наконец выпал снег?',
      ],
      '6to7': [
        'Как думаешь, почему заяц побелел раньше, чем выпал снег?',
        'Может, полистаете вместе книжку о животных и поищете тех, кто прячется благодаря окраске?',
      ],
    },
  },
};
