/** Told for children: the bundled news item of 02-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_09: ItemTales = {
  heroLooks:
    'a cheerful boy with messy fair hair, a green jumper with paint on the sleeves and a little hammer in his hand',
  draw: [
    { picture: '👦', en: ['misha', 'child'], ru: ['миша', 'мише', 'ребят'] },
    { picture: '🏠', en: ['house'], ru: ['домик'] },
    { picture: '🐦', en: ['bird', 'blue tit'], ru: ['птиц', 'птич', 'синич'] },
    { picture: '🔨', en: ['hammer'], ru: ['молот'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🏫', en: ['school'], ru: ['школ'] },
    { picture: '🏞️', en: ['river'], ru: ['рек'] },
  ],
  en: {
    title: 'Children build bird houses',
    beats: {
      who: 'Misha and his class at a small school by the river',
      what: 'The children built wooden houses for birds, and soon a pair of blue tits moved into the first one.',
      feeling: 'busy and hopeful, then proud and overjoyed',
      helped: null,
      why: 'In spring small birds need a dry, safe place for their nest, and towns have few old trees with hollows, so a wooden house with a small door is just right.',
    },
    hook: 'Tap, tap: someone is building a little house.',
    bedtime: 'Two blue birds doze in their snug house.',
    toddler: [
      {
        title: 'Tap, tap',
        text: 'Tap, tap, tap! The children build a house. A little house for birds.',
      },
      {
        title: 'A round door',
        text: 'Look, a little round door. Who will live here? Who?',
      },
      {
        title: 'Blue birds',
        text: 'Two blue birds! Flap, flap, flap. In they hop. Cheep, cheep, cheep!',
      },
    ],
    small: [
      {
        title: 'Busy hands',
        text: 'At a small school by the river, a class of children was building houses for birds. Tap, tap, tap went the little hammers.',
      },
      {
        title: 'A green house',
        text: 'Misha painted the first wooden house green. It had a little round door and a roof to keep the rain off.',
      },
      {
        title: 'New neighbours',
        text: 'The children hung their houses on the trees. Soon a pair of blue tits flew to the first house, peeped inside and moved in!',
      },
      {
        title: 'Your turn',
        text: 'Misha was so happy that he hopped up and down. What colour would you paint a bird house? Which birds live near your home?',
      },
    ],
    arc: [
      {
        title: 'A school by the river',
        text: 'At a small school by the river there is a class of children who love birds. Old trees grow outside their window, and every morning the birds sing there. Misha knows each bird by its song. Spring was coming, and soon the birds would need somewhere to build their nests. But there were hardly any cosy holes in the old trees. “Let’s build them houses!” said Misha.',
        beat: 'problem',
      },
      {
        title: 'The first try',
        text: 'The children measured, sawed and hammered. Their first house had a big round door. But a big door lets in the cold and the rain.',
        beat: 'attempt',
      },
      {
        title: 'A small door',
        text: 'So they looked in a book about birds. Small birds like a small door, about as wide as a big coin! Bigger birds cannot squeeze in, and the nest stays snug. The children made the doors smaller.',
        beat: 'help',
      },
      {
        title: 'Moving in',
        text: 'They hung the wooden houses high on the trees by the river. For days nothing happened. Then one morning Misha saw a flash of blue and yellow. A pair of blue tits had moved into the very first house!',
        beat: 'resolution',
      },
      {
        title: 'Why birds need houses',
        text: 'In spring, birds need a dry, quiet place to lay their eggs and feed their chicks. Towns have few old trees with hollows, so a house with a small door is just right. Now the blue tits are carrying in moss and feathers for a soft nest.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'wooden',
      inText: 'wooden',
      explanation: 'Made from the hard inside of tree trunks and branches, like a table or a fence.',
    },
    whatHappened:
      'A class at a small riverside school built wooden nest boxes for birds. Soon a pair of blue tits moved into the first one.',
    parent: {
      upto3: ['Can you point to the little round door?', 'How many blue birds can you count?'],
      '4to5': [
        'How do you think Misha felt when the birds moved in?',
        'How do you think the blue tits feel in their new home?',
      ],
      '6to7': [
        'Why do you think the door of a bird house is so small?',
        'Could you put a dish of water or a few seeds by a window together and watch who comes?',
      ],
    },
  },
  ru: {
    title: 'Дети построили скворечники',
    beats: {
      who: 'Миша и его одноклассники из маленькой школы у реки',
      what: 'Ребята построили деревянные домики для птиц, и скоро в первый домик поселилась пара синичек.',
      feeling: 'хлопоты и надежда, а потом гордость и огромная радость',
      helped: null,
      why: 'Весной маленьким птицам нужно сухое и спокойное место для гнезда, а старых деревьев с дуплами в городе мало, вот и пригодится домик с маленькой дверцей.',
    },
    hook: 'Тук-тук: кто строит домик для птиц?',
    bedtime: 'Синички дремлют в новом домике.',
    toddler: [
      {
        title: 'Тук-тук',
        text: 'Тук-тук-тук! Ребята строят домик. Домик для птичек.',
      },
      {
        title: 'Круглая дверца',
        text: 'Вот круглая дверца. Кто тут будет жить? Кто?',
      },
      {
        title: 'Синички',
        text: 'Прилетели синички! Порх, порх, порх. Тинь-тинь-тинь!',
      },
    ],
    small: [
      {
        title: 'Стучат молотки',
        text: 'В маленькой школе у реки ребята из класса мастерили домики для птиц. Тук-тук-тук! — стучали молотки.',
      },
      {
        title: 'Зелёный домик',
        text: 'Миша покрасил первый деревянный домик в зелёный цвет. У домика была круглая дверца и крыша от дождя.',
      },
      {
        title: 'Новые соседи',
        text: 'Ребята повесили домики на деревья. Скоро к первому домику прилетела пара синичек, заглянула внутрь — и осталась жить!',
      },
      {
        title: 'А ты?',
        text: 'Миша так обрадовался, что запрыгал на месте. В какой цвет тебе хочется покрасить птичий домик? А какие птицы живут рядом с тобой?',
      },
    ],
    arc: [
      {
        title: 'Школа у реки',
        text: 'В маленькой школе у реки учатся ребята, которые очень любят птиц. За окном класса растут старые деревья, и по утрам там поют птицы. Миша узнаёт каждую по голосу. Скоро весна, и птицам понадобится место для гнёзд. Но уютных дупел в старых деревьях почти не осталось. «Давайте построим им домики!» — предложил Миша.',
        beat: 'problem',
      },
      {
        title: 'Первый домик',
        text: 'Ребята отмеряли, пилили и забивали гвозди. Первый домик получился с большой круглой дверью. Но в большую дверь задувает холод и заливает дождь.',
        beat: 'attempt',
      },
      {
        title: 'Маленькая дверца',
        text: 'Тогда ребята заглянули в книжку про птиц. Оказалось, маленьким птичкам нужна маленькая дверца, размером с крупную монетку! Большие птицы туда не пролезут, и гнезду будет спокойно. Ребята сделали дверцы поменьше.',
        beat: 'help',
      },
      {
        title: 'Новосёлы',
        text: 'Деревянные домики повесили высоко на деревьях у реки. Несколько дней никто не прилетал. А однажды утром Миша заметил в первом домике что-то голубое и жёлтое: там поселилась пара синичек!',
        beat: 'resolution',
      },
      {
        title: 'Зачем птицам домики',
        text: 'Весной птицам нужно сухое и тихое место, чтобы отложить яйца и выкормить птенцов. В городе мало старых деревьев с дуплами, поэтому домик с маленькой дверцей им в самый раз. Теперь синички носят туда мох и пёрышки для мягкого гнезда.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'синичка',
      inText: 'синичек',
      explanation: 'Маленькая юркая птичка с жёлтой грудкой, которая часто живёт рядом с людьми.',
    },
    whatHappened:
      'Ребята из маленькой школы у реки сделали деревянные домики для птиц. Скоро в первый домик поселилась пара синиц.',
    parent: {
      upto3: ['Покажешь круглую дверцу?', 'Какого цвета синички?'],
      '4to5': [
        'Как думаешь, что почувствовал Миша, когда прилетели синички?',
        'Как думаешь, уютно синичкам в новом домике?',
      ],
      '6to7': [
        'Как думаешь, почему дверца у птичьего домика такая маленькая?',
        'Может, повесите вместе за окном кормушку и посмотрите, кто к ней прилетит?',
      ],
    },
  },
};
