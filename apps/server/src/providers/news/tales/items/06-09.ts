/** Told for children: the bundled news item of 06-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_09: ItemTales = {
  heroLooks:
    'a six-year-old girl with brown skin and two puffs of black hair, a yellow T-shirt and a purple wheelchair',
  draw: [
    { picture: '👧', en: ['anya'], ru: ['ан'] },
    { picture: '🧑‍🦽', en: ['wheelchair'], ru: ['коляск'] },
    { picture: '🛝', en: ['playground'], ru: ['площадк'] },
    { picture: '👦', en: ['joe'], ru: ['пет'] },
  ],
  en: {
    title: 'A swing for Anya’s wheelchair',
    beats: {
      who: 'Anya, a girl of six who uses a wheelchair, and her town’s playground',
      what: 'Anya drew a wide, flat swing that a wheelchair can roll onto, and the town built it at the playground.',
      feeling: 'left out, then hopeful, then overjoyed',
      helped: 'the town, which asked children what the playground needed and built Anya’s swing',
      why: 'A swing hung from four chains stays flat as it moves, so a wheelchair can roll on and every child can have a turn.',
    },
    hook: 'Whee, who gets to fly at the playground?',
    bedtime: 'Quiet now, the wide swing waits for Anya.',
    toddler: [
      { title: 'Whee!', text: 'Here is Anya. Her friends swing high. Whee!' },
      { title: 'Roll on', text: 'A new swing! Roll on. Click, click. Ready!' },
      { title: 'Whoosh', text: 'Push, push! Up goes Anya. Whoosh, whoosh!' },
    ],
    small: [
      {
        title: 'Only watching',
        text: 'Anya uses a wheelchair. At the playground, she loved watching her friends swing high. But she could never swing herself.',
      },
      {
        title: 'Anya’s drawing',
        text: 'The town asked children what the playground needed. Anya drew a wide, flat swing with a ramp, so her wheelchair could roll right on.',
      },
      {
        title: 'Up she goes',
        text: 'And the town built it! Anya rolled up the ramp, and two bars clicked shut. Her friend Joe pushed, and up she went, whoosh! What do you love at the playground?',
      },
    ],
    arc: [
      {
        title: 'The busy playground',
        text: 'The playground in Anya’s town is always full of shouts and laughter. Anya is six, and she whizzes around it in her purple wheelchair. She knows every bench and every bush.',
        beat: 'where',
      },
      {
        title: 'Just watching',
        text: 'But the swings were only for children who could climb on. Anya sat beside them and watched her friends fly up and down. She wondered what flying felt like.',
        beat: 'problem',
      },
      {
        title: 'Holding on',
        text: 'Once, Dad lifted her onto a swing and held her tight. It was fun, but she wobbled, and his arms soon got tired. It was not the same as swinging on her own.',
        beat: 'attempt',
      },
      {
        title: 'Anya’s drawing',
        text: 'Then the town asked children what the playground needed. Anya drew a wide, flat swing with a ramp and two bars, big enough for her wheelchair. The builders loved it.',
        beat: 'help',
      },
      {
        title: 'Flying at last',
        text: 'On the day it opened, Anya rolled up the ramp, and the bars clicked shut. Joe pushed, and the swing rose higher and higher. “I’m flying!” Anya shouted.',
        beat: 'resolution',
      },
      {
        title: 'A swing for everyone',
        text: 'Her swing hangs from four strong chains, one at each corner, so it stays flat as it moves. That way a wheelchair can roll on and swing, and every child can have a turn.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'ramp',
      inText: 'ramp',
      explanation: 'A gentle slope instead of steps, so that wheels can roll up it.',
    },
    whatHappened:
      'A town added a wide, flat swing that a wheelchair can roll onto to its playground, after a six-year-old girl who uses a wheelchair drew one when the town asked children for ideas.',
    parent: {
      upto3: ['Can you find Anya on the swing?', 'Can you go whoosh, whoosh, like Anya?'],
      '4to5': [
        'How do you think Anya felt when she went up, whoosh?',
        'How would it feel to only watch a game you wanted to play?',
      ],
      '6to7': [
        'Why do you think the swing needs four chains?',
        'Could you look together for a ramp on your street and think who it helps?',
      ],
    },
  },
  ru: {
    title: 'Качели для Ани',
    beats: {
      who: 'шестилетняя Аня, которая ездит в инвалидной коляске, и детская площадка в её городе',
      what: 'Аня нарисовала широкие плоские качели, на которые можно заехать в коляске, и город построил их на площадке.',
      feeling: 'обида, что её не берут в игру, потом надежда, потом восторг',
      helped: 'город, который спросил детей, чего не хватает площадке, и построил Анины качели',
      why: 'Качели на четырёх цепях остаются ровными, когда качаются, поэтому на них может заехать коляска и покачаться может каждый.',
    },
    hook: 'Уи-и, кто сегодня полетит на площадке?',
    bedtime: 'Качели тихо ждут, когда вернётся Аня.',
    toddler: [
      { title: 'Уи-и!', text: 'Вот Аня. Друзья качаются высоко. Уи-и!' },
      { title: 'Заезжаем', text: 'Новые качели! Заезжаем. Щёлк, щёлк. Готово!' },
      { title: 'Вжух', text: 'Толк, толк! Аня летит вверх. Вжух, вжух!' },
    ],
    small: [
      {
        title: 'Только смотреть',
        text: 'Аня ездит в коляске. На площадке она любила смотреть, как друзья взлетают на качелях. Но сама покачаться никак не могла.',
      },
      {
        title: 'Анин рисунок',
        text: 'Город спросил детей, чего не хватает площадке. Аня нарисовала широкие плоские качели с пандусом, чтобы коляска могла заехать прямо на них.',
      },
      {
        title: 'Вверх!',
        text: 'И город их построил! Аня заехала по пандусу, и две перекладины щёлкнули. Друг Петя толкнул, и Аня взлетела — вжух! А что больше всего нравится на площадке тебе?',
      },
    ],
    arc: [
      {
        title: 'Шумная площадка',
        text: 'На детской площадке в городе, где живёт Аня, всегда шумно и весело. Ане шесть лет, и она носится там на своей фиолетовой коляске. Она знает каждую скамейку и каждый куст.',
        beat: 'where',
      },
      {
        title: 'Только смотреть',
        text: 'Но на качели можно было только забраться самому. Аня сидела рядом и смотрела, как друзья взлетают вверх и вниз. Ей так хотелось узнать, каково это — летать.',
        beat: 'problem',
      },
      {
        title: 'Папины руки',
        text: 'Однажды папа посадил её на качели и крепко держал. Было весело, но Аню качало из стороны в сторону, а у папы быстро устали руки. Совсем не то, что качаться самой.',
        beat: 'attempt',
      },
      {
        title: 'Анин рисунок',
        text: 'А потом город спросил детей, чего не хватает площадке. Аня нарисовала широкие плоские качели с пандусом и двумя перекладинами, чтобы поместилась коляска. Строителям рисунок очень понравился.',
        beat: 'help',
      },
      {
        title: 'Наконец летим!',
        text: 'В день открытия Аня заехала по пандусу, и перекладины щёлкнули. Петя толкнул, и качели поднимались всё выше и выше. «Я лечу!» — закричала Аня.',
        beat: 'resolution',
      },
      {
        title: 'Качели для всех',
        text: 'Её качели висят на четырёх крепких цепях, по одной на каждом углу, поэтому остаются ровными, когда качаются. На них может заехать коляска, и покачаться может каждый.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'пандус',
      inText: 'пандус',
      explanation: 'Пологий подъём вместо ступенек, чтобы по нему могли заехать колёса.',
    },
    whatHappened:
      'В городе на детской площадке поставили широкие плоские качели, на которые можно заехать в инвалидной коляске. Их придумала шестилетняя девочка на коляске, когда город попросил детей предложить свои идеи.',
    parent: {
      upto3: ['Где новые качели?', 'Сделаешь «вжух, вжух», как Аня?'],
      '4to5': [
        'Как думаешь, что почувствовала Аня, когда взлетела на качелях?',
        'Каково это — смотреть на игру, в которую хочется поиграть?',
      ],
      '6to7': [
        'Как думаешь, зачем качели висят на четырёх цепях?',
        'Может, поищете вместе пандус на вашей улице и подумаете, кому он помогает?',
      ],
    },
  },
};
