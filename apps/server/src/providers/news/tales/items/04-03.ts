/** Told for children: the bundled news item of 04-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_03: ItemTales = {
  heroLooks: 'a boy of six with curly dark hair, a red jumper and a very loud, happy voice',
  draw: [
    { picture: '👦', en: ['sami', 'boy'], ru: ['тём', 'мальчик'] },
    { picture: 'svg:owl', en: ['owl', 'pearl'], ru: ['сов', 'жемчужинк'] },
    { picture: '👨', en: ['reed', 'keeper'], ru: ['смотрител', 'иван'] },
  ],
  en: {
    title: 'An owl visits a school',
    beats: {
      who: 'Sami, a loud and happy boy of six, his class, and Pearl, a white owl brought to school by her keeper, Mr Reed',
      what: 'When Pearl the owl visited Sami’s class, the children’s excited shouts made her hide her face, until they learned to sit still and whisper, and she flew silently over their heads.',
      feeling: 'bursting with excitement, then worried, then hushed and amazed',
      helped: 'Mr Reed, the owl keeper, who showed the class how to be as quiet as owls',
      why: 'Owls hear tiny sounds, like a mouse in the grass, so loud noise is too much for them, and their soft feathers let them fly without a sound.',
    },
    hook: 'Who can fly without making a sound?',
    bedtime: 'Sami whispers goodnight to Pearl, very quietly.',
    toddler: [
      { title: 'An owl!', text: 'Look, Sami! An owl! Big round eyes.' },
      { title: 'Shh', text: 'Too loud! Pearl hides. Shh, shh, whisper.' },
      { title: 'Whoosh', text: 'Pearl flies. Not a sound! Wow, Sami!' },
    ],
    small: [
      {
        title: 'A visitor',
        text: 'One morning Mr Reed came to Sami’s class with an owl on his glove. Her name was Pearl. She was white, with big round eyes.',
      },
      {
        title: 'Too loud',
        text: '“Hello, Pearl!” shouted Sami, and everyone shouted with him. Pearl fluffed up her feathers and turned her face away. Sami felt worried.',
      },
      {
        title: 'Quiet as owls',
        text: 'Mr Reed whispered, “Owls have very good ears. Let’s be quiet.” The children sat still. Pearl looked round, and then she flew over them without a sound!',
      },
      {
        title: 'And you?',
        text: 'Sami whispered, “Wow.” Can you whisper something very, very quietly?',
      },
    ],
    arc: [
      {
        title: 'Big news',
        text: 'Sami has the loudest voice in his class. When he is happy, everyone knows it. On Monday his teacher said an owl was coming to visit, and Sami cheered so loudly that the goldfish jumped.',
        beat: 'where',
      },
      {
        title: 'Pearl hides',
        text: 'The next morning Mr Reed arrived with a white owl called Pearl on his leather glove. Sami shouted hello, and the whole class shouted with him. Pearl puffed up and turned her face to the wall.',
        beat: 'problem',
      },
      {
        title: 'Louder?',
        text: 'Sami thought she had not heard. “HELLO, PEARL!” he called, even louder. But Pearl only squeezed her eyes shut. Sami’s smile wobbled. He did not want to scare her.',
        beat: 'attempt',
      },
      {
        title: 'Owl ears',
        text: 'Mr Reed knelt down and spoke very softly. An owl can hear a mouse creeping through the grass at night. Her flat round face catches sounds like a dish. So to Pearl, a shout is like thunder.',
        beat: 'why',
      },
      {
        title: 'Still as owls',
        text: '“Let’s be owls,” whispered Mr Reed. The children sat as still as statues and whispered. Slowly, Pearl turned back round. She blinked her big eyes at Sami and swivelled her head almost all the way round.',
        beat: 'help',
      },
      {
        title: 'Not a sound',
        text: 'Then Pearl spread her white wings and flew right over their heads to the other side of the room. Her soft feathers made no sound at all. Sami, the loudest boy in the class, whispered the quietest “wow” of his life.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'whisper',
      inText: 'whispered',
      explanation: 'To speak very softly, mostly with your breath.',
    },
    whatHappened:
      'An owl keeper brought a white owl to visit a primary school class. When the children learned to sit still and whisper, the owl relaxed and flew silently across the classroom; owls have very sharp hearing and soft feathers for silent flight.',
    parent: {
      upto3: ['Can you find Pearl’s big round eyes?', 'Can you whisper “shh” like Sami?'],
      '4to5': [
        'How do you think Sami felt when Pearl turned her face away?',
        'How do you think Sami felt when Pearl flew without a sound?',
      ],
      '6to7': [
        'Why do you think a shout sounds so loud to an owl?',
        'Could you sit very still together for one minute and count the quiet sounds you hear?',
      ],
    },
  },
  ru: {
    title: 'Сова пришла в школу',
    beats: {
      who: 'шестилетний Тёма, очень громкий и весёлый, его класс и белая сова Жемчужинка, которую принёс смотритель Иван Петрович',
      what: 'Когда сова пришла в класс, от радостных криков она спрятала голову, но дети научились сидеть тихо и шептать, и сова бесшумно пролетела над ними.',
      feeling: 'бурная радость, потом тревога, потом тишина и восторг',
      helped: 'смотритель Иван Петрович, который показал классу, как быть тихими, словно совы',
      why: 'Совы слышат самые тихие звуки, даже мышку в траве, поэтому громкий шум для них слишком сильный, а мягкие перья позволяют им летать беззвучно.',
    },
    hook: 'Кто умеет летать совсем неслышно?',
    bedtime: 'Тёма шепчет Жемчужинке «спокойной ночи».',
    toddler: [
      { title: 'Сова!', text: 'Смотри, Тёма! Сова! Большие круглые глаза.' },
      { title: 'Тс-с', text: 'Слишком громко! Сова прячется. Тс-с, шёпотом.' },
      { title: 'Ш-ш-ш', text: 'Жемчужинка летит. Ни звука! Ух ты, Тёма!' },
    ],
    small: [
      {
        title: 'Гостья',
        text: 'Однажды утром в класс к Тёме пришёл Иван Петрович с совой на перчатке. Её звали Жемчужинка. Она была белая, с большими круглыми глазами.',
      },
      {
        title: 'Слишком громко',
        text: '«Привет, Жемчужинка!» — закричал Тёма, и весь класс закричал вместе с ним. Сова распушила перья и отвернулась. Тёма встревожился.',
      },
      {
        title: 'Тихо, как совы',
        text: 'Иван Петрович прошептал: «У сов очень хороший слух. Давайте потише». Дети замерли и перешли на шёпот. Сова повернулась и вдруг пролетела над ними без единого звука!',
      },
      {
        title: 'А ты?',
        text: 'Тёма прошептал: «Ух ты». А ты умеешь что-нибудь сказать тихо-тихо?',
      },
    ],
    arc: [
      {
        title: 'Новость',
        text: 'У Тёмы самый громкий голос в классе. Когда он радуется, это слышат все. В понедельник учительница сказала, что в гости придёт сова, и Тёма завопил так, что рыбка в аквариуме подпрыгнула.',
        beat: 'where',
      },
      {
        title: 'Сова прячется',
        text: 'Утром пришёл Иван Петрович с белой совой Жемчужинкой на кожаной перчатке. Тёма завопил «привет», и весь класс вместе с ним. Сова распушилась и отвернулась к стене.',
        beat: 'problem',
      },
      {
        title: 'Погромче?',
        text: 'Тёма решил, что она не услышала. «ПРИВЕТ, ЖЕМЧУЖИНКА!» — позвал он ещё громче. Но сова только зажмурилась. Тёма перестал улыбаться. Он не хотел её пугать.',
        beat: 'attempt',
      },
      {
        title: 'Совиные уши',
        text: 'Иван Петрович присел и заговорил очень тихо. Сова слышит, как ночью в траве пробегает мышка. Её плоское круглое лицо собирает звуки, как тарелка. Поэтому для совы наш вопль — как гром.',
        beat: 'why',
      },
      {
        title: 'Тихо, как совы',
        text: '«Давайте побудем совами», — шепнул Иван Петрович. Дети замерли, как статуи, и перешли на шёпот. Сова медленно повернулась, моргнула на Тёму большими глазами и повернула голову почти кругом.',
        beat: 'help',
      },
      {
        title: 'Ни звука',
        text: 'А потом Жемчужинка расправила белые крылья и пролетела над головами через весь класс. Мягкие перья не издали ни звука. И Тёма, самый громкий мальчик в классе, прошептал самое тихое «ух ты» в своей жизни.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'шёпот',
      inText: 'шёпот',
      explanation: 'Очень тихая речь, почти одним дыханием.',
    },
    whatHappened:
      'Смотритель птиц принёс белую сову в гости к первоклассникам. Когда дети научились сидеть тихо и шептать, сова успокоилась и бесшумно пролетела через класс: у сов очень острый слух и мягкие перья для тихого полёта.',
    parent: {
      upto3: ['Где у совы большие глаза?', 'Скажем «тс-с», как Тёма?'],
      '4to5': [
        'Как думаешь, что почувствовал Тёма, когда сова отвернулась?',
        'Что почувствовал Тёма, когда сова пролетела без единого звука?',
      ],
      '6to7': [
        'Как думаешь, почему для совы крик звучит так громко?',
        'Может, посидите вместе тихо одну минуту и посчитаете, какие тихие звуки услышите?',
      ],
    },
  },
};
