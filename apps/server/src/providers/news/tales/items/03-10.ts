/** Told for children: the bundled news item of 03-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_10: ItemTales = {
  heroLooks:
    'a small five-year-old girl with a round rosy face, a purple snowsuit, a yellow knitted hat with a pompom and blue mittens',
  draw: [
    { picture: '👧', en: ['nadia'], ru: ['надя', 'нади', 'наде', 'надю'] },
    { picture: '🛷', en: ['sledge'], ru: ['санк', 'санок'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
    { picture: '🏔️', en: ['hill'], ru: ['горк', 'склон'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'Down the big sledging hill',
    beats: {
      who: 'Nadia, a five-year-old girl, and her grandma at the sledging hill in a snowy park',
      what: 'Nadia was too wobbly to go down the big hill alone, until Grandma rode the sledge with her; by the evening she was going down on her own.',
      feeling: 'excited, then wobbly and unsure, then brave and gleeful',
      helped: 'her grandma, who sat on the sledge behind her and held her tight',
      why: 'A sledge’s smooth runners rub very little against packed snow, so it slides easily and speeds up on a long steep hill.',
    },
    hook: 'Who is zooming down the snowy hill?',
    bedtime: 'The red sledge rests by the door.',
    toddler: [
      { title: 'A big hill', text: 'Look, a big snowy hill! A red sledge. Up, up, up!' },
      { title: 'Hold on', text: 'Grandma sits behind. Hold on tight, Nadia!' },
      { title: 'Wheee!', text: 'Whoosh, down we go! Wheee! Again, again!' },
    ],
    small: [
      {
        title: 'The big hill',
        text: 'In a snowy park there is a big sledging hill. Nadia stood at the top with her red sledge. It looked so steep!',
      },
      {
        title: 'The little hill',
        text: 'So she went down the little hill instead, again and again. But she kept looking over at the big one.',
      },
      {
        title: 'Together',
        text: 'Then Grandma sat on the sledge behind her and held her tight. Wheee! Down they flew, laughing all the way.',
      },
      {
        title: 'Your turn',
        text: 'Nadia felt so brave that she went again and again. Who would you like to ride a sledge with?',
      },
    ],
    arc: [
      {
        title: 'The sledging hill',
        text: 'In the middle of a snowy park there is a big hill. All winter, children slide down it on sledges, their cheeks red from the frost. Nadia came with her grandma and a brand-new red sledge.',
        beat: 'where',
      },
      {
        title: 'So steep',
        text: 'At the top, Nadia looked down. The hill was long and steep, and the children at the bottom looked tiny. Her tummy felt wobbly, and she stepped back.',
        beat: 'problem',
      },
      {
        title: 'Why sledges slide',
        text: 'A sledge has long smooth runners underneath. They rub very little against packed snow, so the sledge slides easily. On a long steep hill it goes faster and faster, and that is why the big hill feels so quick.',
        beat: 'why',
      },
      {
        title: 'The little hill',
        text: 'So Nadia went to the little hill by the trees instead. Swish, down she went, and up again. It was fun, but she kept looking over at the big hill.',
        beat: 'attempt',
      },
      {
        title: 'Grandma climbs on',
        text: '“Shall we go together?” asked Grandma. She sat on the sledge behind Nadia and wrapped her arms round her. “Feet up, hold the rope,” she said.',
        beat: 'help',
      },
      {
        title: 'Again!',
        text: 'Whoosh! Down they flew, snow spraying around them. At the bottom they tipped over into a soft drift, laughing. “Again!” said Nadia. By the evening, she was going down on her own.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'steep',
      inText: 'steep',
      explanation: 'Going up or down sharply, like the side of a tall hill.',
    },
    whatHappened:
      'At the sledging hill in a snowy park, a five-year-old girl felt too unsure to go down the big hill, until her grandma rode the sledge with her. By the evening she was sledging down on her own.',
    parent: {
      upto3: ['Can you find the red sledge?', 'Can you say wheee, like Nadia going down?'],
      '4to5': [
        'How do you think Nadia felt at the top of the big hill?',
        'How do you feel when someone you love tries something new with you?',
      ],
      '6to7': [
        'Why do you think a sledge goes faster on a long steep hill?',
        'Could you slide a spoon and a sock down a tilted tray together and see which goes faster?',
      ],
    },
  },
  ru: {
    title: 'С большой горки на санках',
    beats: {
      who: 'пятилетняя девочка Надя и её бабушка на ледяной горке в заснеженном парке',
      what: 'Надя боялась съехать с большой горки одна, пока бабушка не села на санки вместе с ней; к вечеру Надя каталась уже сама.',
      feeling: 'радость, потом робость и неуверенность, потом смелость и восторг',
      helped: 'бабушка, которая села на санки позади неё и крепко обняла',
      why: 'Гладкие полозья санок почти не цепляются за утоптанный снег, поэтому санки легко скользят и на длинном крутом склоне разгоняются.',
    },
    hook: 'Ух, с какой горки мы сегодня съедем?',
    bedtime: 'Красные санки отдыхают у крыльца до утра.',
    toddler: [
      { title: 'Горка', text: 'Смотри, большая снежная горка! Красные санки. Вверх, вверх, вверх!' },
      { title: 'Держись', text: 'Бабушка садится сзади. Держись крепче, Надя!' },
      { title: 'Ух!', text: 'Вжух — поехали вниз! Ух! Ещё, ещё!' },
    ],
    small: [
      {
        title: 'Большая горка',
        text: 'В заснеженном парке есть большая горка. Надя стояла наверху с красными санками. Склон казался таким крутым!',
      },
      {
        title: 'Маленькая горка',
        text: 'И Надя пошла кататься с маленькой горки, снова и снова. Но всё поглядывала на большую.',
      },
      {
        title: 'Вдвоём',
        text: 'Тогда бабушка села на санки позади неё и крепко обняла. Вжух! Они помчались вниз и хохотали всю дорогу.',
      },
      {
        title: 'А ты?',
        text: 'Наде стало так весело, что она каталась ещё и ещё. А с кем тебе хочется прокатиться на санках?',
      },
    ],
    arc: [
      {
        title: 'Горка в парке',
        text: 'Посреди заснеженного парка есть большая горка. Всю зиму дети мчатся с неё на санках, и щёки у них краснеют от мороза. Надя пришла сюда с бабушкой и новенькими красными санками.',
        beat: 'where',
      },
      {
        title: 'Как высоко!',
        text: 'Наверху Надя посмотрела вниз. Склон был длинный и крутой, а дети внизу казались крошечными. В животе у Нади что-то сжалось, и она отступила назад.',
        beat: 'problem',
      },
      {
        title: 'Почему санки скользят',
        text: 'Снизу санки гладкие и скользкие. Они почти не цепляются за утоптанный снег, поэтому санки легко скользят. А на длинном крутом склоне они разгоняются всё сильнее — вот почему с большой горки так быстро.',
        beat: 'why',
      },
      {
        title: 'Маленькая горка',
        text: 'И Надя пошла на маленькую горку у деревьев. Вжик — вниз, и снова наверх. Было весело, но она всё поглядывала на большую горку.',
        beat: 'attempt',
      },
      {
        title: 'Бабушка садится',
        text: '«Поедем вместе?» — спросила бабушка. Она села на санки позади Нади и обняла её. «Ноги подними, верёвку держи», — сказала она.',
        beat: 'help',
      },
      {
        title: 'Ещё!',
        text: 'Вжух! Они помчались вниз, и снег летел во все стороны. Внизу санки завалились в мягкий сугроб, и обе рассмеялись. «Ещё!» — сказала Надя. А к вечеру она каталась уже сама.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'склон',
      inText: 'склон',
      explanation: 'Бок горы или горки, по которому можно съехать вниз.',
    },
    whatHappened:
      'На горке в заснеженном парке пятилетняя девочка не решалась съехать с большого склона, пока бабушка не села на санки вместе с ней. К вечеру девочка каталась уже сама.',
    parent: {
      upto3: ['Покажешь красные санки?', 'Скажем вместе «ух!», как Надя на горке?'],
      '4to5': [
        'Как думаешь, что почувствовала Надя наверху большой горки?',
        'А с кем тебе не страшно попробовать что-то новое?',
      ],
      '6to7': [
        'Как думаешь, почему санки едут быстрее с длинного крутого склона?',
        'Может, скатите вместе ложку и носок с наклонённого подноса и посмотрите, что быстрее?',
      ],
    },
  },
};
