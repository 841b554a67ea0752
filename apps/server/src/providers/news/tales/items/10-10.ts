/** Told for children: the bundled news item of 10-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_10: ItemTales = {
  heroLooks: 'a boy of five with short sandy hair, a green jumper and a gap in his smile',
  draw: [
    { picture: '👦', en: ['leo', 'boy'], ru: ['лёв', 'мальчик'] },
    { picture: '👶', en: ['baby', 'mia', 'sister'], ru: ['маш', 'сестрёнк', 'малыш'] },
    { picture: '👩', en: ['mum'], ru: ['мам'] },
  ],
  en: {
    title: 'A new baby sister comes home',
    beats: {
      who: 'Leo, a boy of five, and his brand-new baby sister Mia',
      what: 'Mia came home for the first time, and when she cried, Leo learned to calm her with a soft song.',
      feeling: 'excited, then puzzled by the crying, then proud and full of love',
      helped: 'his mum, who showed him how babies like to be soothed',
      why: 'Babies cannot talk yet, so crying is how they say they are hungry, tired or want a cuddle.',
    },
    hook: 'Who is this tiny new person at home?',
    bedtime: 'Baby Mia sleeps, holding her brother’s finger.',
    toddler: [
      { title: 'A tiny baby', text: 'Knock, knock! Here is Mum. Here is baby Mia. So tiny!' },
      { title: 'Wah, wah', text: 'Wah, wah, wah! Mia is crying. Leo sings. La-la-la, la-la-la.' },
      { title: 'A little hand', text: 'A tiny hand holds Leo’s finger. Shh, shh. Mia’s eyes close.' },
    ],
    small: [
      {
        title: 'Home at last',
        text: 'The door opened, and Mum came in with a little bundle in a yellow blanket. She smiled and said, “Leo, meet your sister Mia.” Leo peeked in. Mia had the tiniest nose he had ever seen!',
      },
      {
        title: 'Lots of crying',
        text: 'Then Mia began to cry. Leo pulled his funniest face, but she only cried louder. Leo felt a bit sad.',
      },
      {
        title: 'A soft song',
        text: 'Mum whispered, “Try singing, like I sang to you.” Leo sang very softly. Mia stopped, and her tiny hand held his finger tight.',
      },
      {
        title: 'And you?',
        text: 'Leo felt so proud to be a big brother. Do you know a soft song you could sing to a baby?',
      },
    ],
    arc: [
      {
        title: 'Waiting at the window',
        text: 'All morning Leo waited by the window with Grandpa. Today his new baby sister was coming home for the very first time. He had drawn her a picture of a smiling sun and put his old teddy in her cot.',
        beat: 'where',
      },
      {
        title: 'A very loud baby',
        text: 'At last Mum and Dad came in with a little bundle. Mia was pink and tiny, with a squashed-up nose. Leo leaned in to say hello, and she began to cry. Wah!',
        beat: 'problem',
      },
      {
        title: 'Funny faces',
        text: 'Leo pulled his funniest face. He wiggled his ears and showed her his teddy. But Mia only cried louder, and Leo’s smile wobbled.',
        beat: 'attempt',
      },
      {
        title: 'Why babies cry',
        text: 'Mum sat beside him and explained that babies cannot talk yet. Crying is how Mia tells her family she is hungry, tired or wants a cuddle. Mum smiled and said, “It is not because of you.”',
        beat: 'why',
      },
      {
        title: 'A song from long ago',
        text: 'Then Mum had an idea. “When you were tiny, I sang you the moon song. Shall we sing it to her together?” Leo nodded.',
        beat: 'help',
      },
      {
        title: 'Big brother',
        text: 'Leo sang very softly, and Mum hummed along. Little by little, Mia grew quiet. Her tiny fingers curled around his finger and held on. “She likes me,” Leo whispered, and his gap-toothed smile was back.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'sister',
      inText: 'sister',
      explanation: 'A girl who has the same mum and dad as you.',
    },
    whatHappened:
      'A family brought their newborn baby girl home for the first time. Her five-year-old brother learned that singing softly helped to calm her when she cried.',
    parent: {
      upto3: ['Can you find baby Mia?', 'Can you show me Leo’s finger?'],
      '4to5': ['How do you think Leo felt when Mia cried louder?', 'How do you feel when someone sings to you softly?'],
      '6to7': [
        'Why do you think babies cry instead of talking?',
        'Could you ask a grown-up which song they sang to you when you were a baby?',
      ],
    },
  },
  ru: {
    title: 'Домой приехала сестрёнка',
    beats: {
      who: 'пятилетний Лёва и его новорождённая сестрёнка Маша',
      what: 'Маша впервые приехала домой, а когда она заплакала, Лёва научился успокаивать её тихой песенкой.',
      feeling: 'радостное ожидание, растерянность от плача, потом гордость и нежность',
      helped: 'мама, которая показала, как успокаивать малышей',
      why: 'Малыши ещё не умеют говорить, поэтому плачем они сообщают, что хотят есть, спать или на ручки.',
    },
    hook: 'Кто этот крошечный новый человечек?',
    bedtime: 'Маша спит и держит брата за палец.',
    toddler: [
      { title: 'Крошка', text: 'Тук-тук! Вот мама. А вот малышка Маша. Какая крошка!' },
      { title: 'Уа-уа', text: 'Уа-уа-уа! Маша плачет. Лёва поёт. Ля-ля-ля, ля-ля-ля.' },
      { title: 'Ладошка', text: 'Крошечная ладошка держит Лёвин палец. Тише, тише. Маша закрыла глазки.' },
    ],
    small: [
      {
        title: 'Наконец дома',
        text: 'Дверь открылась, и вошла мама с маленьким свёртком в жёлтом одеяле. «Лёва, познакомься, это твоя сестрёнка Маша», — сказала она. Лёва заглянул в свёрток. Такого крошечного носика он ещё не видел!',
      },
      {
        title: 'Плачет и плачет',
        text: 'А потом Маша заплакала. Лёва скорчил самую смешную рожицу, но она заплакала ещё громче. Лёве стало грустно.',
      },
      {
        title: 'Тихая песенка',
        text: 'Мама шепнула: «Спой ей, как я пела тебе». Лёва тихонько запел. Маша замолчала, а её крошечная ладошка крепко сжала его палец.',
      },
      {
        title: 'А ты?',
        text: 'Лёва так гордился, что стал старшим братом! А какую тихую песенку можно спеть малышу?',
      },
    ],
    arc: [
      {
        title: 'У окна',
        text: 'Всё утро Лёва ждал у окна вместе с дедушкой. Сегодня домой впервые приедет его сестрёнка! Он нарисовал ей улыбчивое солнце и положил в кроватку своего старого мишку.',
        beat: 'where',
      },
      {
        title: 'Громкая малышка',
        text: 'Наконец мама с папой вошли с маленьким свёртком. Маша была розовая и крошечная, с курносым носиком. Лёва наклонился поздороваться, а она заплакала. Уа-уа!',
        beat: 'problem',
      },
      {
        title: 'Смешные рожицы',
        text: 'Лёва скорчил самую смешную рожицу, пошевелил ушами и показал ей мишку. Но Маша заплакала ещё громче, и Лёва перестал улыбаться.',
        beat: 'attempt',
      },
      {
        title: 'Почему малыши плачут',
        text: 'Мама села рядом. «Малыши ещё не умеют говорить, — сказала она. — Плачем Маша рассказывает нам, что хочет есть, спать или на ручки. Ты тут ни при чём».',
        beat: 'why',
      },
      {
        title: 'Старая песенка',
        text: 'И тут мама придумала: «Когда ты был совсем крошкой, я пела тебе песенку про луну. Споём её Маше вместе?» Лёва кивнул.',
        beat: 'help',
      },
      {
        title: 'Старший брат',
        text: 'Лёва запел тихо-тихо, а мама подпевала. Понемногу Маша затихла. Её крошечные пальчики обхватили Лёвин палец и не отпускали. «Я ей нравлюсь», — прошептал Лёва и снова заулыбался.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'сестрёнка',
      inText: 'сестрёнка',
      explanation: 'Девочка, у которой те же мама и папа, что и у тебя.',
    },
    whatHappened:
      'Семья впервые привезла домой новорождённую дочку. Её пятилетний брат узнал, что тихая песенка помогает успокоить малышку, когда она плачет.',
    parent: {
      upto3: ['Покажешь малышку Машу?', 'Где Лёвин палец?'],
      '4to5': [
        'Как думаешь, что почувствовал Лёва, когда Маша заплакала громче?',
        'А что ты чувствуешь, когда тебе тихонько поют?',
      ],
      '6to7': [
        'Как думаешь, почему малыши плачут, а не говорят?',
        'Может, спросите у взрослых, что они пели тебе в младенчестве?',
      ],
    },
  },
};
