/** Told for children: the bundled news item of 04-22 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_22: ItemTales = {
  heroLooks:
    'a boy with short black hair, a green T-shirt with a leaf on it, big yellow rubber gloves and a blue bag in his hand',
  draw: [
    { picture: '👦', en: ['mark', 'boy'], ru: ['марк', 'мальчик'] },
    { picture: '🛍️', en: ['bag'], ru: ['мешк', 'мешок'] },
    { picture: '🧤', en: ['glove'], ru: ['перчат'] },
    { picture: '🍾', en: ['bottle', 'glass'], ru: ['бутыл', 'стекл'] },
    { picture: '📰', en: ['paper', 'newspaper'], ru: ['бумаг', 'газет'] },
    { picture: '🥤', en: ['plastic', 'cup'], ru: ['пластик', 'стаканчик'] },
    { picture: '🌳', en: ['park', 'tree'], ru: ['парк', 'дерев'] },
    { picture: '🦆', en: ['duck'], ru: ['утк', 'уточк'] },
  ],
  en: {
    title: 'Earth Day clean-up',
    beats: {
      who: 'families in many towns, and a boy called Mark with his grandpa',
      what: 'On Earth Day families went to parks and beaches, picked up litter and sorted it into bags for plastic, paper and glass.',
      feeling: 'a little sad to see the mess, then busy, then proud',
      helped: 'his grandpa, who brought three bags so that everything could be sorted',
      why: 'Sorted rubbish can be made into new things, and a clean park is safer for the ducks and birds that live there.',
    },
    hook: 'Today a whole town tidied up its park.',
    bedtime: 'The clean park is quiet under the moon.',
    toddler: [
      {
        title: 'Pick it up',
        text: 'A paper on the grass. Pick, pick! A cup by the bench. Pop it in the bag!',
      },
      {
        title: 'Three bags',
        text: 'Paper in the blue bag. Plastic in the yellow bag. Glass in the green bag. Clink, clink!',
      },
      {
        title: 'All clean',
        text: 'Look at the park now. Clean grass, clean path! Hooray for Earth Day!',
      },
    ],
    small: [
      {
        title: 'A special day',
        text: 'It was Earth Day, and in many towns families went out to the parks and beaches. Mark came with his mum and his grandpa, wearing big yellow gloves.',
      },
      {
        title: 'So much litter',
        text: 'Under the benches and in the grass there was litter: crumpled paper, plastic cups, a glass bottle. Mark picked it all up, piece by piece.',
      },
      {
        title: 'Into the bags',
        text: 'Grandpa held three bags: one for plastic, one for paper and one for glass. Mark sorted everything carefully. Clink went the bottle!',
      },
      {
        title: 'Your turn',
        text: 'When the park was clean, Mark felt proud and very grown-up. Can you guess which bag an old newspaper goes in?',
      },
    ],
    arc: [
      {
        title: 'A park by the beach',
        text: 'In a little town there is a park that runs all the way down to a sandy beach. A boy called Mark lives nearby and goes there every weekend with his grandpa. This spring there was litter in the grass and on the sand: paper, cups and bottle tops. The ducks poked at it with their beaks, and Mark felt sad.',
        beat: 'problem',
      },
      {
        title: 'Earth Day',
        text: 'Then came the twenty-second of April, Earth Day, when families in many towns go out to clean up. Mark and Grandpa put on gloves and picked up everything they found.',
        beat: 'attempt',
      },
      {
        title: "Grandpa's idea",
        text: 'Grandpa had brought three bags. "Plastic here, paper here, glass here," he said. Sorting turned into a game, and Mark was the fastest of all.',
        beat: 'help',
      },
      {
        title: 'Clean and bright',
        text: 'By lunchtime the grass was clean and the sand was smooth again. All over town, other families had filled their bags too.',
        beat: 'resolution',
      },
      {
        title: 'Why we sort',
        text: 'Sorted rubbish can be made into new things: old paper into new paper, and old bottles into new bottles. And in a clean park, no duck will mistake a bit of plastic for its lunch.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'litter',
      inText: 'litter',
      explanation: 'Rubbish that people have dropped or left lying on the ground.',
    },
    whatHappened:
      'On Earth Day, families in many towns cleaned up parks and beaches. They sorted what they found into separate bags for plastic, paper and glass.',
    parent: {
      upto3: ['Can you find the blue bag?', 'Where is the green bag?'],
      '4to5': [
        'How do you think Mark felt when the park was clean again?',
        'How do you feel when you tidy up your toys?',
      ],
      '6to7': [
        'Why do you think people sort plastic, paper and glass into different bags?',
        'Could you sort the rubbish at home together for one day and see which bag fills up first?',
      ],
    },
  },
  ru: {
    title: 'Уборка в День Земли',
    beats: {
      who: 'семьи из многих городов и мальчик Марк со своим дедушкой',
      what: 'В День Земли семьи вышли в парки и на пляжи, собирали мусор и раскладывали его по мешкам: пластик, бумага, стекло.',
      feeling: 'сначала грустно от беспорядка, потом весело за работой и гордо',
      helped: 'дедушка, который принёс три мешка, чтобы всё разложить по отдельности',
      why: 'Из разобранного мусора делают новые вещи, а в чистом парке безопаснее уткам и птицам.',
    },
    hook: 'Целый город вышел убирать парк.',
    bedtime: 'Чистый парк затих под луной.',
    toddler: [
      {
        title: 'Собираем',
        text: 'Бумажка в траве. Хвать! Стаканчик у скамейки. Раз — и в мешок!',
      },
      {
        title: 'Три мешка',
        text: 'Бумага — в синий мешок. Пластик — в жёлтый мешок. Стекло — в зелёный. Дзынь, дзынь!',
      },
      {
        title: 'Чисто!',
        text: 'Посмотри на парк! Чистая травка, чистая дорожка. Ура, День Земли!',
      },
    ],
    small: [
      {
        title: 'Особенный день',
        text: 'Был День Земли, и во многих городах семьи вышли в парки и на пляжи. Марк пришёл с мамой и дедушкой, в больших жёлтых перчатках.',
      },
      {
        title: 'Сколько мусора!',
        text: 'Под скамейками и в траве валялся мусор: мятые бумажки, пластиковые стаканчики, стеклянная бутылка. Марк собирал всё по кусочку.',
      },
      {
        title: 'По мешкам',
        text: 'Дедушка держал три мешка: для пластика, для бумаги и для стекла. Марк всё аккуратно раскладывал. Дзынь — это бутылка!',
      },
      {
        title: 'А ты?',
        text: 'Когда парк стал чистым, Марк почувствовал себя большим и важным. Как думаешь, в какой мешок положить старую газету?',
      },
    ],
    arc: [
      {
        title: 'Парк у моря',
        text: 'В маленьком городе есть парк, который спускается прямо к песчаному пляжу. Рядом живёт мальчик Марк, и по выходным он гуляет там с дедушкой. Этой весной в траве и на песке стал попадаться мусор: бумажки, стаканчики, крышки от бутылок. Утки тыкались в него клювами, и Марку стало грустно.',
        beat: 'problem',
      },
      {
        title: 'День Земли',
        text: 'И вот наступило двадцать второе апреля — День Земли, когда семьи во многих городах выходят на уборку. Марк и дедушка надели перчатки и собрали всё, что нашли.',
        beat: 'attempt',
      },
      {
        title: 'Дедушкина придумка',
        text: 'Дедушка захватил три мешка. «Сюда пластик, сюда бумагу, а сюда стекло», — сказал он. Раскладывать оказалось весело, и Марк делал это быстрее всех.',
        beat: 'help',
      },
      {
        title: 'Чисто и светло',
        text: 'К обеду трава снова стала чистой, а песок — гладким. И по всему городу другие семьи тоже наполнили свои мешки.',
        beat: 'resolution',
      },
      {
        title: 'Зачем раскладывать',
        text: 'Из разобранного мусора делают новые вещи: из старой бумаги — новую бумагу, из старых бутылок — новые бутылки. А в чистом парке ни одна утка не примет кусочек пластика за обед.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'мусор',
      inText: 'мусор',
      explanation: 'То, что выбросили или забыли на земле: бумажки, обёртки, бутылки.',
    },
    whatHappened:
      'В День Земли семьи из многих городов убирали парки и пляжи. Всё, что нашли, они раскладывали по разным мешкам: для пластика, бумаги и стекла.',
    parent: {
      upto3: ['Покажешь синий мешок?', 'А где зелёный мешок?'],
      '4to5': [
        'Как думаешь, что почувствовал Марк, когда парк снова стал чистым?',
        'А тебе нравится, когда в комнате после уборки чисто?',
      ],
      '6to7': [
        'Как думаешь, зачем раскладывать пластик, бумагу и стекло по разным мешкам?',
        'Может, попробуете вместе один день разбирать мусор дома и посмотрите, какой мешок наполнится первым?',
      ],
    },
  },
};
