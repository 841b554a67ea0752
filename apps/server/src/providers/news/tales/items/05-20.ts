/** Told for children: the bundled news item of 05-20 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_20: ItemTales = {
  heroLooks: 'a small boy with a brown fringe, big round glasses, a yellow T-shirt with a bee on it and green wellies',
  draw: [
    { picture: '👦', en: ['tim', 'boy'], ru: ['тим', 'мальчик'] },
    { picture: '🐝', en: ['bee'], ru: ['пчёл', 'пчел'] },
    { picture: '🌸', en: ['flower', 'lavender', 'clover'], ru: ['цвет', 'лаванд', 'клевер'] },
    { picture: '🌻', en: ['sunflower'], ru: ['подсолнух'] },
    { picture: '🍎', en: ['apple'], ru: ['яблок', 'яблон', 'яблоч'] },
    { picture: '🏫', en: ['school'], ru: ['школ'] },
    { picture: '👩‍🏫', en: ['teacher'], ru: ['учительниц'] },
  ],
  en: {
    title: 'World Bee Day',
    beats: {
      who: 'a school garden behind a small village school, and a boy called Tim',
      what: 'On World Bee Day the children planted new flowers in the school garden, just for bees.',
      feeling: 'puzzled about the missing apples, then hopeful, then proud',
      helped: 'the teacher, who brought the flowers and explained what bees need',
      why: 'Bees carry pollen from flower to flower, and only then can a flower turn into a fruit, like an apple.',
    },
    hook: 'Do you know who helps apples to grow?',
    bedtime: 'Tim is asleep, dreaming of red apples.',
    toddler: [
      {
        title: 'Pat, pat',
        text: 'Tim digs a little hole. In goes a purple flower. Pat, pat, pat!',
      },
      {
        title: 'Buzz!',
        text: 'Buzz, buzz, buzz! Here come the bees. A bee on a flower! A bee on the apple tree!',
      },
      {
        title: 'Yellow dust',
        text: 'Yellow dust on the legs of the bee. Fly, little bee, fly! Soon there will be apples.',
      },
    ],
    small: [
      {
        title: 'Bee Day',
        text: 'Behind a small village school there is a garden with an old apple tree. On World Bee Day, Tim and his class planted new flowers there, just for bees.',
      },
      {
        title: 'Purple and yellow',
        text: 'They planted lavender, clover and sunflowers. Tim patted down the soil with his hands and gave each flower a drink.',
      },
      {
        title: 'Visitors',
        text: 'Soon the garden began to hum. Bees buzzed from flower to flower, with yellow pollen on their fuzzy legs. Tim watched them, hardly breathing.',
      },
      {
        title: 'Your turn',
        text: 'Tim felt so proud: the bees liked his flowers! Can you buzz like a busy bee?',
      },
    ],
    arc: [
      {
        title: 'A school garden',
        text: 'Behind a small village school there is a garden with an old apple tree. A boy called Tim likes to sit under it at break time.',
        beat: 'where',
      },
      {
        title: 'Where are the apples?',
        text: 'Last spring the apple tree was covered in white blossom, but in autumn it had only a few apples. "Not enough bees came," said the teacher. "There were too few flowers for them."',
        beat: 'problem',
      },
      {
        title: 'A poster for the bees',
        text: 'Tim drew a big poster that said "Bees welcome!" and hung it on the fence. But bees cannot read, and the garden stayed quiet.',
        beat: 'attempt',
      },
      {
        title: 'Flowers for Bee Day',
        text: 'Then came the twentieth of May, World Bee Day. The teacher brought lavender, clover and sunflowers, and the whole class planted them, just for the bees.',
        beat: 'help',
      },
      {
        title: 'How bees make apples',
        text: 'Bees carry pollen, a yellow dust, from one flower to the next. Only a flower that gets pollen can turn into a fruit, so more bees means more apples.',
        beat: 'why',
      },
      {
        title: 'A humming garden',
        text: 'Soon the bees came buzzing: first one, then ten, then lots. They visited the new flowers and the apple blossom, and Tim grinned from ear to ear.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'pollen',
      inText: 'pollen',
      explanation: 'A fine yellow powder inside flowers that helps them make seeds and fruit.',
    },
    whatHappened:
      'On World Bee Day, the garden behind a small village school got new flowers planted especially for bees. Bees help flowers make fruit by carrying pollen from one flower to another.',
    parent: {
      upto3: ['Can you find the bee on the flower?', 'Where is the apple tree?'],
      '4to5': [
        'How do you think Tim felt when the bees came to his flowers?',
        'How do you feel when someone likes a present you made?',
      ],
      '6to7': [
        'Why do you think an apple tree needs bees to make apples?',
        'Could you look closely at a flower together and find the yellow pollen inside?',
      ],
    },
  },
  ru: {
    title: 'Всемирный день пчёл',
    beats: {
      who: 'школьный сад за маленькой сельской школой и мальчик Тим',
      what: 'Во Всемирный день пчёл дети посадили в школьном саду новые цветы специально для пчёл.',
      feeling: 'недоумение — куда пропали яблоки? — потом надежда и гордость',
      helped: 'учительница, которая принесла цветы и объяснила, что нужно пчёлам',
      why: 'Пчёлы переносят пыльцу с цветка на цветок, и только тогда цветок может стать плодом, например яблоком.',
    },
    hook: 'А знаешь, кто помогает расти яблокам?',
    bedtime: 'Тим спит, и ему снятся красные яблоки.',
    toddler: [
      {
        title: 'Хлоп-хлоп',
        text: 'Тим копает ямку. Вот сиреневый цветок. Хлоп-хлоп ладошкой!',
      },
      {
        title: 'Жу-жу!',
        text: 'Жу-жу-жу! Летят пчёлы. Пчёлка на цветке, пчёлка на яблоне!',
      },
      {
        title: 'Жёлтая пыльца',
        text: 'На лапках жёлтая пыльца. Лети, пчёлка, лети! Скоро будут яблоки.',
      },
    ],
    small: [
      {
        title: 'День пчёл',
        text: 'За маленькой сельской школой есть сад со старой яблоней. Во Всемирный день пчёл Тим и его класс посадили там новые цветы — специально для пчёл.',
      },
      {
        title: 'Сиреневые и жёлтые',
        text: 'Они сажали лаванду, клевер и подсолнухи. Тим приминал землю ладошками и поливал каждый цветок.',
      },
      {
        title: 'Гости',
        text: 'Скоро сад загудел. Пчёлы перелетали с цветка на цветок и носили на мохнатых лапках жёлтую пыльцу. Тим смотрел на них, затаив дыхание.',
      },
      {
        title: 'А ты?',
        text: 'Тим так гордился: пчёлам понравились его цветы! А ты умеешь жужжать, как пчёлка?',
      },
    ],
    arc: [
      {
        title: 'Школьный сад',
        text: 'За маленькой сельской школой есть сад со старой яблоней. Мальчик Тим любит сидеть под ней на переменке.',
        beat: 'where',
      },
      {
        title: 'Где же яблоки?',
        text: 'Прошлой весной яблоня вся была в белых цветах, а осенью на ней висело всего несколько яблок. «Мало пчёл прилетало, — сказала учительница. — Цветов для них тут почти нет».',
        beat: 'problem',
      },
      {
        title: 'Плакат для пчёл',
        text: 'Тим нарисовал большой плакат «Пчёлы, добро пожаловать!» и повесил его на забор. Но пчёлы не умеют читать, и в саду было тихо.',
        beat: 'attempt',
      },
      {
        title: 'Цветы ко Дню пчёл',
        text: 'И вот наступило двадцатое мая — Всемирный день пчёл. Учительница принесла лаванду, клевер и подсолнухи, и весь класс посадил их специально для пчёл.',
        beat: 'help',
      },
      {
        title: 'Как пчёлы делают яблоки',
        text: 'Пчёлы переносят пыльцу — жёлтый порошок — с одного цветка на другой. Только тогда цветок может стать плодом. Больше пчёл — больше яблок!',
        beat: 'why',
      },
      {
        title: 'Сад загудел',
        text: 'Скоро прилетели пчёлы: сначала одна, потом десять, потом много-много. Они садились на новые цветы и на цветущую яблоню, а Тим улыбался до ушей.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'пыльца',
      inText: 'пыльцу',
      explanation: 'Жёлтый порошок внутри цветка; без него цветок не станет плодом.',
    },
    whatHappened:
      'Во Всемирный день пчёл в саду за сельской школой посадили новые цветы специально для пчёл. Пчёлы помогают цветам давать плоды, перенося пыльцу с цветка на цветок.',
    parent: {
      upto3: ['Покажешь пчёлку на цветке?', 'Где яблоня?'],
      '4to5': [
        'Как думаешь, что почувствовал Тим, когда пчёлы прилетели к его цветам?',
        'А тебе приятно, когда кому-то нравится твой подарок?',
      ],
      '6to7': [
        'Как думаешь, зачем яблоне пчёлы, чтобы появились яблоки?',
        'Может, рассмотрите вместе цветок поближе и найдёте внутри жёлтую пыльцу?',
      ],
    },
  },
};
