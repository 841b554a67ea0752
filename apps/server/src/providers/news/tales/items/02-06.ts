/** Told for children: the bundled news item of 02-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_06: ItemTales = {
  heroLooks:
    'a seven-year-old girl with long fair hair in one plait, a sleepy smile, a thick purple snowsuit, a white woolly hat with ear flaps and big grey felt boots',
  draw: [
    { picture: '👧', en: ['liza', 'girl'], ru: ['лиз'] },
    { picture: '🌌', en: ['lights'], ru: ['сияни', 'свет', 'огни', 'огоньки'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🏠', en: ['porch', 'roof'], ru: ['крыльц', 'крыш'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'The northern lights over a snowy town',
    beats: {
      who: 'Liza, a girl in a small snowy town in the far north, and her grandpa',
      what: 'Late one evening green and pink lights danced across the sky, and Grandpa woke Liza so she could see the northern lights for the first time.',
      feeling: 'sleepy, then amazed and full of wonder',
      helped: 'Grandpa, who checked the sky, woke her and carried her onto the porch in a warm blanket',
      why: 'The Sun sends out tiny bits too small to see, and far in the north they make the air high above us glow green and pink.',
    },
    hook: 'Look up: the sky is turning green!',
    bedtime: 'Liza dreams in green, under the quiet sky.',
    toddler: [
      { title: 'Night', text: 'It is night. The sky is dark. The snow is white.' },
      { title: 'Look up!', text: 'Look up, Liza! Green lights! Pink lights! Swish, they dance.' },
      { title: 'So pretty', text: 'Wow, wow, wow! Grandpa and Liza look up. So pretty!' },
    ],
    small: [
      {
        title: 'A winter evening',
        text: 'In a small town in the far north, winter nights are long and dark. Liza was in bed, almost asleep.',
      },
      {
        title: 'Come and see',
        text: 'Grandpa came in quietly. “Come and see,” he whispered. He wrapped Liza in a warm blanket and carried her out to the porch.',
      },
      {
        title: 'Dancing lights',
        text: 'Above the snowy roofs, green and pink lights were waving across the sky like big soft ribbons. These were the northern lights!',
      },
      {
        title: 'A quiet wonder',
        text: 'Liza held her breath. She had never seen anything so beautiful. What colours would you like to see dancing in the sky?',
      },
    ],
    arc: [
      {
        title: 'A town in the far north',
        text: 'Far in the north there is a small snowy town where winter nights are very long. Liza lives there with her mum and her grandpa, in a wooden house with a porch.',
      },
      {
        title: 'A wish',
        text: 'Grandpa often told Liza about the northern lights, which glow in the sky on some winter nights. Liza wanted to see them so much. But they always came when she was asleep.',
      },
      {
        title: 'Waiting up',
        text: 'Every evening she looked out of the window, but the sky stayed dark. One night she tried to stay awake, and she fell asleep with her nose against the glass.',
      },
      {
        title: 'Grandpa’s whisper',
        text: 'Then, on a clear and frosty night, Grandpa stepped out to look at the sky. He hurried back in, wrapped Liza in a blanket and carried her out onto the porch.',
      },
      {
        title: 'Green and pink',
        text: 'Over the roofs, green light was waving like a huge curtain, with pink at its edges. It rippled, faded and glowed again. Liza and Grandpa watched it together, without a word.',
      },
      {
        title: 'Where the lights come from',
        text: 'The Sun sends out tiny bits, too small to see, that fly all the way to the Earth. Far in the north, they meet the air high above us and make it glow. That glow is the northern lights.',
      },
    ],
    footnote: {
      word: 'northern lights',
      inText: 'northern lights',
      explanation: 'A glow of colours that waves across the night sky in cold lands near the top of the world.',
    },
    whatHappened:
      'On a clear winter night, the northern lights glowed green and pink over a small town in the far north. A grandfather woke his granddaughter so she could see them for the first time.',
    parent: {
      upto3: ['Can you find the green lights?', 'Can you point up at the sky, like Liza?'],
      '4to5': [
        'How do you think Liza felt when she saw the dancing lights?',
        'How do you think Grandpa felt, watching the lights with Liza?',
      ],
      '6to7': [
        'Why do you think the northern lights are seen far in the north and not everywhere?',
        'Could you find pictures of the northern lights together and count how many colours they have?',
      ],
    },
  },
  ru: {
    title: 'Над городом зажглось северное сияние',
    beats: {
      who: 'девочка Лиза из маленького заснеженного города на крайнем севере и её дедушка',
      what: 'Поздно вечером по небу заплясали зелёные и розовые огни, и дедушка разбудил Лизу, чтобы она впервые увидела северное сияние.',
      feeling: 'сначала сонно, потом изумление и восторг',
      helped: 'дедушка, который посмотрел на небо, разбудил Лизу и вынес её на крыльцо в тёплом одеяле',
      why: 'Солнце посылает крошечные невидимые частички, и далеко на севере от них воздух высоко над нами светится зелёным и розовым.',
    },
    hook: 'Посмотри наверх: небо становится зелёным!',
    bedtime: 'Лизе снится зелёный свет над тихими крышами.',
    toddler: [
      { title: 'Ночь', text: 'Ночь. Небо тёмное. А снег белый-белый.' },
      { title: 'Смотри!', text: 'Смотри, Лиза! Зелёный свет! Розовый свет! Огоньки танцуют.' },
      { title: 'Как красиво', text: 'Ух ты, ух ты! Дедушка и Лиза смотрят вверх. Как красиво!' },
    ],
    small: [
      {
        title: 'Зимний вечер',
        text: 'В маленьком городе на крайнем севере зимние ночи длинные и тёмные. Лиза уже лежала в кровати и почти спала.',
      },
      {
        title: 'Пойдём, покажу',
        text: 'Тихонько вошёл дедушка. «Пойдём, что покажу», — шепнул он. Дедушка завернул Лизу в тёплое одеяло и вынес на крыльцо.',
      },
      {
        title: 'Танцующий свет',
        text: 'Над снежными крышами по небу колыхались зелёные и розовые огни, словно большие мягкие ленты. Это было северное сияние!',
      },
      {
        title: 'Тихое чудо',
        text: 'Лиза затаила дыхание. Она никогда не видела ничего красивее. А какого цвета огоньки тебе хотелось бы увидеть в небе?',
      },
    ],
    arc: [
      {
        title: 'Город на севере',
        text: 'Далеко на севере есть маленький заснеженный город, где зимние ночи очень длинные. Там живёт Лиза с мамой и дедушкой, в деревянном доме с крыльцом.',
      },
      {
        title: 'Мечта',
        text: 'Дедушка часто рассказывал Лизе про северное сияние, которое светится в небе зимними ночами. Лизе очень хотелось его увидеть. Но оно всегда приходило, когда она спала.',
      },
      {
        title: 'Ожидание',
        text: 'Каждый вечер Лиза смотрела в окно, но небо оставалось тёмным. Однажды она решила не спать и уснула, прижавшись носом к стеклу.',
      },
      {
        title: 'Дедушкин шёпот',
        text: 'И вот в одну ясную морозную ночь дедушка вышел посмотреть на небо. Он поскорее вернулся, завернул Лизу в одеяло и вынес её на крыльцо.',
      },
      {
        title: 'Зелёный и розовый',
        text: 'Над крышами колыхался зелёный свет, будто огромная занавеска, а по краям розовый. Он переливался, гас и снова разгорался. Лиза и дедушка смотрели вдвоём и молчали.',
      },
      {
        title: 'Откуда берётся сияние',
        text: 'Солнце посылает крошечные частички, такие маленькие, что их не видно. Они долетают до Земли, и далеко на севере от них светится воздух высоко над нами. Это свечение и есть северное сияние.',
      },
    ],
    footnote: {
      word: 'северное сияние',
      inText: 'северное сияние',
      explanation: 'Разноцветный свет, который колышется ночью высоко в небе над холодными краями.',
    },
    whatHappened:
      'Ясной зимней ночью над маленьким северным городом зажглось зелёно-розовое северное сияние. Дедушка разбудил внучку, чтобы она впервые его увидела.',
    parent: {
      upto3: ['Покажешь зелёный свет?', 'Покажешь пальчиком на небо, как Лиза?'],
      '4to5': [
        'Как думаешь, что почувствовала Лиза, когда увидела танцующие огни?',
        'Как думаешь, что чувствовал дедушка, когда смотрел на сияние вместе с Лизой?',
      ],
      '6to7': [
        'Как думаешь, почему северное сияние видно далеко на севере, а не везде?',
        'Может, найдёте вместе картинки северного сияния и посчитаете, сколько в нём цветов?',
      ],
    },
  },
};
