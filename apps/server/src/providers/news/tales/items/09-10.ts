/** Told for children: the bundled news item of 09-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_09_10: ItemTales = {
  heroLooks:
    'a five-year-old boy with short black hair, a big grin and a red jumper, hugging a little wooden toy train painted blue and yellow',
  draw: [
    { picture: '🚂', en: ['train'], ru: ['паровоз'] },
    { picture: '👦', en: ['omar'], ru: ['артём'] },
    { picture: '👴', en: ['patel'], ru: ['пётр'] },
    { picture: '🔨', en: ['hammer'], ru: ['молот'] },
  ],
  en: {
    title: 'A toy train at the repair café',
    beats: {
      who: 'Omar, a five-year-old boy, his wooden toy train, and Mr Patel, who mends things at the town’s repair café',
      what: 'Omar’s favourite wooden train lost a wheel; instead of throwing it away, he took it to the repair café, where Mr Patel helped him fix it, and the train rolled again.',
      feeling: 'sad, then hopeful, then proud',
      helped: 'Mr Patel, once a carpenter, who mends things for free at the repair café',
      why: 'Mending things keeps them out of the rubbish bin and saves the wood, metal and plastic that new ones would need.',
    },
    hook: 'Where do broken toys go to get better?',
    bedtime: 'The mended train waits on the shelf.',
    toddler: [
      { title: 'Choo-choo', text: 'Here is Omar. Choo-choo, goes his little train!' },
      { title: 'Oh no', text: 'Oh no! A wheel falls off. Wobble, bump.' },
      { title: 'Fixed!', text: 'Tap, tap, twist. A new wheel! Choo-choo again!' },
    ],
    small: [
      {
        title: 'A wobbly wheel',
        text: 'Omar loves his wooden train. One day a wheel fell off, and the train went bump, bump instead of choo-choo. Omar was sad.',
      },
      {
        title: 'The repair café',
        text: 'Dad did not want to throw it away. They took it to the repair café, where kind people mend broken things for free.',
      },
      {
        title: 'Tap, tap',
        text: 'Mr Patel found a new little wheel and showed Omar how to fix it on. Tap, tap, twist! The train rolled again. What would you like to mend?',
      },
    ],
    arc: [
      {
        title: 'A broken train',
        text: 'Omar is five, and his favourite toy is a little wooden train, painted blue and yellow. Grandad made it long ago. One day a wheel came off, and the train went bump, bump, bump instead of rolling.',
        beat: 'problem',
      },
      {
        title: 'Sticky tape',
        text: 'Omar tried to stick the wheel back on with tape. It held for a moment, then wobbled and fell off again. His cousin said it was time for a new train, but Omar did not want a new one.',
        beat: 'attempt',
      },
      {
        title: 'Why mend things',
        text: 'When something is mended, it does not go into the rubbish bin. No new wood, metal or plastic is needed to make another one. And an old toy keeps all its stories.',
        beat: 'why',
      },
      {
        title: 'The repair café',
        text: 'On Saturday Dad took Omar to the repair café in the town hall. People bring broken lamps, clothes and toys there, and kind helpers fix them for free. Mr Patel, who used to be a carpenter, looked at the train and smiled.',
        beat: 'help',
      },
      {
        title: 'Tap, tap, twist',
        text: 'He found a new wooden wheel and a little metal pin. He let Omar hold the hammer, tap, tap, and twist the wheel into place. Then Omar set the train on the table, and it rolled all the way to the end.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'repair café',
      inText: 'repair café',
      explanation: 'A place where people bring broken things and kind helpers fix them together.',
    },
    whatHappened:
      'A five-year-old boy’s wooden toy train lost a wheel. Instead of throwing it away, his father took him to the town’s repair café, where a volunteer, once a carpenter, helped him fit a new wheel.',
    parent: {
      upto3: ['Can you find Omar’s little train?', 'Can you say choo-choo like the train?'],
      '4to5': [
        'How do you think Omar felt when the wheel fell off?',
        'How did Omar feel when the train rolled again, do you think?',
      ],
      '6to7': [
        'Why do you think it is good to mend things instead of throwing them away?',
        'Could you look for something at home together that you could mend?',
      ],
    },
  },
  ru: {
    title: 'Паровозик снова едет',
    beats: {
      who: 'пятилетний Артём, его деревянный паровозик и Пётр Иванович, который чинит вещи в бесплатной городской мастерской',
      what: 'У любимого деревянного паровозика Артёма отвалилось колесо; его не выбросили, а отнесли в мастерскую, где Пётр Иванович помог Артёму его починить, и паровозик снова поехал.',
      feeling: 'грусть, потом надежда, потом гордость',
      helped: 'Пётр Иванович, бывший столяр, который бесплатно чинит вещи в мастерской',
      why: 'Починенная вещь не попадает в мусорное ведро, и не нужно тратить новое дерево, металл и пластик.',
    },
    hook: 'Куда везут лечиться сломанные игрушки?',
    bedtime: 'Починенный паровозик ждёт на полке утра.',
    toddler: [
      { title: 'Чух-чух', text: 'Вот Артём. Чух-чух — едет паровозик!' },
      { title: 'Ой!', text: 'Ай-ай! Колесо отвалилось. Бух, бух.' },
      { title: 'Починили!', text: 'Тук-тук, крутим. Новое колесо! Снова чух-чух!' },
    ],
    small: [
      {
        title: 'Колесо отвалилось',
        text: 'Артём очень любит свой деревянный паровозик. Однажды у него отвалилось колесо, и паровозик стал ездить бух-бух вместо чух-чух. Артём расстроился.',
      },
      {
        title: 'Мастерская',
        text: 'Папа не захотел выбрасывать паровозик. Они отнесли его в бесплатную мастерскую, где добрые люди чинят сломанные вещи.',
      },
      {
        title: 'Тук-тук',
        text: 'Пётр Иванович нашёл новое колёсико и показал Артёму, как его приделать. Тук-тук, крутим! Паровозик снова поехал. А что тебе хотелось бы починить?',
      },
    ],
    arc: [
      {
        title: 'Сломанный паровозик',
        text: 'Артёму пять лет, и его любимая игрушка — деревянный паровозик, синий с жёлтым. Его давно сделал дедушка. Но однажды у паровозика отвалилось колесо, и он стал не катиться, а прыгать: бух, бух, бух.',
        beat: 'problem',
      },
      {
        title: 'Скотч',
        text: 'Артём попробовал приклеить колесо скотчем. Колесо немного подержалось, потом зашаталось и снова отвалилось. Двоюродный брат сказал, что пора покупать новый паровозик, но Артём не хотел новый.',
        beat: 'attempt',
      },
      {
        title: 'Зачем чинить',
        text: 'Починенная вещь не попадает в мусорное ведро. Не нужно тратить новое дерево, металл и пластик, чтобы сделать другую. А старая игрушка хранит все свои истории.',
        beat: 'why',
      },
      {
        title: 'Бесплатная мастерская',
        text: 'В субботу папа отвёз Артёма в бесплатную мастерскую при библиотеке. Туда приносят сломанные лампы, одежду и игрушки, а добрые мастера их чинят. Пётр Иванович, бывший столяр, посмотрел на паровозик и улыбнулся.',
        beat: 'help',
      },
      {
        title: 'Тук-тук, крутим',
        text: 'Он нашёл новое деревянное колёсико и маленький металлический штырёк. Дал Артёму подержать молоток — тук-тук, — и вместе они закрутили колесо. Артём поставил паровозик на стол, и тот проехал через весь стол.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'мастерская',
      inText: 'мастерскую',
      explanation: 'Место, где что-нибудь делают или чинят своими руками.',
    },
    whatHappened:
      'У деревянного паровозика пятилетнего мальчика отвалилось колесо. Его не выбросили: папа отвёз сына в бесплатную городскую мастерскую, где бывший столяр помог поставить новое колесо.',
    parent: {
      upto3: ['Покажешь, где Артём и его паровозик?', 'Скажем вместе, как едет паровозик: чух-чух?'],
      '4to5': [
        'Как думаешь, что почувствовал Артём, когда отвалилось колесо?',
        'А что почувствовал Артём, когда паровозик снова поехал?',
      ],
      '6to7': [
        'Как думаешь, почему хорошо чинить вещи, а не выбрасывать?',
        'Может, поищете вместе дома вещь, которую можно починить?',
      ],
    },
  },
};
