/** Told for children: the bundled news item of 03-17 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_17: ItemTales = {
  heroLooks:
    'a soft orange-red octopus with eight curling arms covered in pale round suckers, big golden eyes and a round wrinkly head',
  draw: [
    { picture: '🐙', en: ['octopus', 'otto'], ru: ['осьминог', 'отто'] },
    { picture: '🫙', en: ['jar'], ru: ['банк'] },
    { picture: '🦐', en: ['shrimp'], ru: ['креветк'] },
    { picture: '🪨', en: ['cave', 'rock'], ru: ['пещерк', 'камн'] },
  ],
  en: {
    title: 'An octopus opens a jar',
    beats: {
      who: 'Otto, an orange octopus in a big tank at a city aquarium, and his keeper Sam',
      what: 'The keeper gave Otto a glass jar with a shrimp inside and the lid screwed on, and Otto twisted the lid off with his arms and got his snack.',
      feeling: 'curious and determined, then pleased',
      helped: 'his keeper Sam, who makes new puzzles for Otto so he never gets bored',
      why: 'Octopuses are clever and curious, and their arms are covered in suckers that can grip, pull and even taste, so a puzzle keeps them busy and content.',
    },
    hook: 'An octopus has a clever idea tonight.',
    bedtime: 'Otto curls up in his little cave.',
    toddler: [
      { title: 'Eight arms', text: 'Here is Otto. One, two, three, up to eight arms! Wiggle, wiggle!' },
      { title: 'A jar', text: 'A jar! A snack inside. How does it open?' },
      { title: 'Twist, twist', text: 'Twist, twist, twist! The lid is off. Clever Otto!' },
    ],
    small: [
      {
        title: 'Otto’s tank',
        text: 'In a big tank at a city aquarium lives Otto, an orange octopus with eight long arms. He is very, very curious.',
      },
      {
        title: 'A puzzle',
        text: 'One morning his keeper put a glass jar into the tank. Inside was a tasty shrimp, and the lid was screwed on tight. Could Otto get it?',
      },
      {
        title: 'Twist and pull',
        text: 'Otto wrapped his arms around the jar. His suckers held the lid and twisted it round and round. Off it came!',
      },
      {
        title: 'Snack time',
        text: 'Otto ate his shrimp, and then he played with the empty jar. Can you wiggle your fingers like an octopus’s arms?',
      },
    ],
    arc: [
      {
        title: 'The tank with a cave',
        text: 'At a city aquarium there is a big tank with rocks, sand and a little cave. Otto the octopus lives there. He is orange and soft, and he has eight long arms.',
      },
      {
        title: 'A bored octopus',
        text: 'Octopuses are very clever, and Otto was getting bored. He hid in his cave and did not come out to play. His keeper, Sam, wanted to give him something new to do.',
      },
      {
        title: 'The jar',
        text: 'Sam put a shrimp in a glass jar, screwed the lid on and lowered it into the tank. Otto came out at once. He touched the jar, pushed it and turned it over. The lid stayed on.',
      },
      {
        title: 'Arms that grip',
        text: 'Then Otto wrapped three arms around the jar and stuck his suckers to the lid. Slowly he began to twist, the way you open a jar of jam.',
      },
      {
        title: 'Off it comes!',
        text: 'After a few minutes the lid came off and floated away. Otto pulled out the shrimp and ate it. The next day he opened the jar much faster.',
      },
      {
        title: 'Why octopuses need puzzles',
        text: 'An octopus’s arms are covered in round suckers that can grip, pull and even taste. Octopuses love to explore and to work things out. So keepers give them puzzles, and a busy octopus is a happy one.',
      },
    ],
    footnote: {
      word: 'sucker',
      inText: 'suckers',
      explanation: 'A soft round cup on an octopus’s arm that sticks to things and holds on.',
    },
    whatHappened:
      'At a city aquarium, a keeper gave an octopus a glass jar with a shrimp inside and the lid screwed on. The octopus gripped the lid with its suckers, twisted it off and ate the shrimp.',
    parent: {
      upto3: ['Can you count Otto’s arms with me?', 'Can you twist your hands like Otto?'],
      '4to5': [
        'How do you think Otto felt when the lid came off?',
        'How do you think Otto felt when he saw the shrimp in the jar?',
      ],
      '6to7': [
        'Why do you think keepers give octopuses puzzles?',
        'Could you hide a small toy in a jar with a lid together and see who opens it fastest?',
      ],
    },
  },
  ru: {
    title: 'Осьминог открыл банку',
    beats: {
      who: 'Отто, оранжевый осьминог в большом аквариуме городского океанариума, и его смотритель Сэм',
      what: 'Смотритель дал Отто стеклянную банку с креветкой внутри и закрученной крышкой, и Отто открутил крышку щупальцами и достал угощение.',
      feeling: 'любопытство и упорство, потом удовольствие',
      helped: 'смотритель Сэм, который придумывает для Отто новые головоломки, чтобы ему не было скучно',
      why: 'Осьминоги умные и любопытные, а их щупальца покрыты присосками, которые умеют держать, тянуть и даже чувствовать вкус.',
    },
    hook: 'У этой новости восемь щупалец и одна идея.',
    bedtime: 'Отто свернулся клубком в своей пещерке.',
    toddler: [
      { title: 'Восемь щупалец', text: 'Вот Отто. Раз, два, три и до восьми! Шевелим щупальцами!' },
      { title: 'Банка', text: 'Банка! А в ней вкусняшка. Как её открыть?' },
      { title: 'Крути-крути', text: 'Крути, крути, крути! Крышка открылась. Умница, Отто!' },
    ],
    small: [
      {
        title: 'Аквариум Отто',
        text: 'В большом аквариуме городского океанариума живёт Отто, оранжевый осьминог с восемью длинными щупальцами. Он очень-очень любопытный.',
      },
      {
        title: 'Головоломка',
        text: 'Однажды утром смотритель опустил в аквариум стеклянную банку. Внутри лежала вкусная креветка, а крышка была крепко закручена. Сможет ли Отто её достать?',
      },
      {
        title: 'Крутим и тянем',
        text: 'Отто обхватил банку щупальцами. Присоски держали крышку и крутили её, крутили. И крышка открылась!',
      },
      {
        title: 'Угощение',
        text: 'Отто съел креветку, а потом ещё поиграл с пустой банкой. А ты умеешь шевелить пальцами, как осьминог щупальцами?',
      },
    ],
    arc: [
      {
        title: 'Аквариум с пещеркой',
        text: 'В городском океанариуме есть большой аквариум с камнями, песком и маленькой пещеркой. Там живёт осьминог Отто. Он оранжевый и мягкий, и у него восемь длинных щупалец.',
      },
      {
        title: 'Скучающий осьминог',
        text: 'Осьминоги очень умные, и Отто стало скучно. Он прятался в пещерке и не выплывал играть. Смотритель Сэм решил придумать ему новое занятие.',
      },
      {
        title: 'Банка',
        text: 'Сэм положил креветку в стеклянную банку, закрутил крышку и опустил банку в аквариум. Отто сразу выплыл. Он трогал банку, толкал её, переворачивал. А крышка не открывалась.',
      },
      {
        title: 'Цепкие щупальца',
        text: 'Тогда Отто обхватил банку тремя щупальцами, а присоски прилепил к крышке. И медленно начал крутить, как открывают банку с вареньем.',
      },
      {
        title: 'Открыто!',
        text: 'Через несколько минут крышка открутилась и уплыла. Отто достал креветку и съел её. А на следующий день он открыл банку гораздо быстрее.',
      },
      {
        title: 'Зачем осьминогам головоломки',
        text: 'Щупальца осьминога покрыты круглыми присосками: они держат, тянут и даже чувствуют вкус. Осьминоги любят всё исследовать и решать задачки. Поэтому смотрители дают им головоломки, и занятый осьминог — довольный осьминог.',
      },
    ],
    footnote: {
      word: 'присоска',
      inText: 'присоски',
      explanation: 'Мягкая круглая чашечка на щупальце осьминога, которая прилипает и крепко держит.',
    },
    whatHappened:
      'В городском океанариуме смотритель дал осьминогу стеклянную банку с креветкой и закрученной крышкой. Осьминог ухватился присосками за крышку, открутил её и съел креветку.',
    parent: {
      upto3: ['Посчитаешь со мной щупальца Отто?', 'Покажешь, как Отто крутит крышку?'],
      '4to5': [
        'Как думаешь, что почувствовал Отто, когда крышка открылась?',
        'Как думаешь, что почувствовал Отто, когда увидел креветку в банке?',
      ],
      '6to7': [
        'Как думаешь, зачем смотрители дают осьминогам головоломки?',
        'Может, спрячете маленькую игрушку в баночку с крышкой и посмотрите, кто быстрее её откроет?',
      ],
    },
  },
};
