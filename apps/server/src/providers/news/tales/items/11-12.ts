/** Told for children: the bundled news item of 11-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_12: ItemTales = {
  heroLooks:
    'a five-year-old girl with straight red hair and a fringe, a puffy white winter jacket and a red knitted hat with a bobble',
  draw: [
    { picture: '🐦', en: ['bullfinch', 'bird'], ru: ['снегир', 'птич', 'птиц'] },
    { picture: '👧', en: ['ruby'], ru: ['даш'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🌳', en: ['tree'], ru: ['рябин'] },
  ],
  en: {
    title: 'Bullfinches puff up in the frost',
    beats: {
      who: 'Ruby, a five-year-old girl, her grandpa, and the bullfinches in the rowan tree outside their window',
      what: 'On the coldest morning of the winter Ruby saw the bullfinches puffed up into round red balls and learned that they were keeping themselves warm.',
      feeling: 'worried for the birds, then amazed and glad',
      helped: 'Grandpa, who explained about feathers and helped her scatter seeds on the windowsill',
      why: 'Birds fluff up their feathers to trap warm air next to their bodies, just like a puffy winter jacket.',
    },
    hook: 'Which bird looks like a little red ball?',
    bedtime: 'Round red birds doze in the frosty tree.',
    toddler: [
      { title: 'Frost', text: 'Frost, frost! Look out of the window. A red bird!' },
      { title: 'Puff', text: 'Puff, puff! The bird is round like a ball.' },
      { title: 'Peck, peck', text: 'Seeds for the birds. Peck, peck, peck! Yum!' },
    ],
    small: [
      {
        title: 'The coldest morning',
        text: 'On the coldest morning of winter, Ruby looked out of the window. In the rowan tree sat some bullfinches, round as little red balls.',
      },
      {
        title: 'Are they cold?',
        text: 'Ruby was worried. “Are they freezing, Grandpa?” Grandpa smiled. “No, they are puffing up their feathers. It keeps them warm, like your puffy jacket.”',
      },
      {
        title: 'Seeds on the sill',
        text: 'Together they scattered seeds on the windowsill. Soon the round red birds hopped down for breakfast. Peck, peck! Can you puff up like a bullfinch?',
      },
    ],
    arc: [
      {
        title: 'A frosty morning',
        text: 'It was the coldest morning of the winter. The windows were covered in frost patterns, and the snow squeaked under people’s boots. Ruby looked out and saw bullfinches in the rowan tree, puffed up like round red balls. Were they freezing?',
        beat: 'problem',
      },
      {
        title: 'A scarf for a bird',
        text: 'Ruby wanted to help. She ran outside with her doll’s tiny scarf to wrap around a bird. But the bullfinches fluttered up to the top of the tree, and the scarf just hung on a twig.',
        beat: 'attempt',
      },
      {
        title: 'Grandpa explains',
        text: 'Grandpa came out, laughing, and picked up the scarf. The birds have their own warm coats, he said, and look how fluffy they are! Then he fetched a bag of seeds.',
        beat: 'help',
      },
      {
        title: 'Fluffy feathers',
        text: 'Under its feathers a bird is warm. When it fluffs them up, little pockets of warm air are caught between them, like the stuffing of a puffy jacket. The fluffier the bird, the warmer it stays.',
        beat: 'why',
      },
      {
        title: 'Breakfast on the sill',
        text: 'Ruby and Grandpa scattered seeds on the windowsill. One by one the bullfinches hopped down, round and red, and pecked. Ruby watched from inside in her own puffy jacket, as warm as a bullfinch.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'feathers',
      inText: 'feathers',
      explanation: 'The soft, light covering of a bird’s body and wings.',
    },
    whatHappened:
      'On a very frosty winter morning, bullfinches in a rowan tree fluffed up their feathers until they looked like round red balls. A girl worried they were cold; her grandfather explained that fluffed feathers hold warm air, and they scattered seeds for the birds.',
    parent: {
      upto3: ['Can you find the round red bird?', 'Can you puff up round like the bird?'],
      '4to5': [
        'How do you think Ruby felt when she saw the birds so puffed up?',
        'How do the birds keep warm, do you remember?',
      ],
      '6to7': [
        'Why do you think a fluffy bird stays warmer?',
        'Could you scatter some seeds on a windowsill together and watch who comes?',
      ],
    },
  },
  ru: {
    title: 'Снегири-шарики',
    beats: {
      who: 'пятилетняя Даша, её дедушка и снегири на рябине за окном',
      what: 'В самое холодное утро зимы Даша увидела, что снегири стали круглыми, как красные шарики, и узнала, что так они согреваются.',
      feeling: 'тревога за птиц, потом удивление и радость',
      helped: 'дедушка, который рассказал про перья и помог насыпать семечек на подоконник',
      why: 'Птицы распушают перья, и между ними остаётся тёплый воздух, как в пуховике.',
    },
    hook: 'Что это за красный шарик на ветке?',
    bedtime: 'Круглые снегири дремлют на морозной рябине.',
    toddler: [
      { title: 'Мороз', text: 'Мороз, мороз! Смотри в окошко. Красная птичка!' },
      { title: 'Пуф!', text: 'Пуф, пуф! Птичка круглая, как шарик.' },
      { title: 'Клюк-клюк', text: 'Семечки для птичек. Клюк, клюк, клюк! Вкусно!' },
    ],
    small: [
      {
        title: 'Самое холодное утро',
        text: 'Самым холодным утром зимы Даша выглянула в окно. На рябине сидели снегири, круглые, как красные шарики.',
      },
      {
        title: 'Им холодно?',
        text: 'Даша забеспокоилась: «Дедушка, они замёрзли?» Дедушка улыбнулся: «Нет, они распушили перья. Так им теплее, как тебе в пуховике».',
      },
      {
        title: 'Завтрак на подоконнике',
        text: 'Они вместе насыпали на подоконник семечек. Скоро круглые красные птички слетелись завтракать. Клюк-клюк! А ты умеешь распушиться, как снегирь?',
      },
    ],
    arc: [
      {
        title: 'Морозное утро',
        text: 'Это было самое холодное утро зимы. Окна покрылись морозными узорами, а снег скрипел под ногами прохожих. Даша выглянула и увидела на рябине снегирей, круглых, как красные шарики. Неужели они замёрзли?',
        beat: 'problem',
      },
      {
        title: 'Шарфик для птички',
        text: 'Даша решила помочь. Она выбежала во двор с крошечным кукольным шарфиком, чтобы укутать птичку. Но снегири вспорхнули на макушку рябины, и шарфик так и повис на веточке.',
        beat: 'attempt',
      },
      {
        title: 'Дедушка объясняет',
        text: 'Дедушка вышел следом, посмеиваясь, и снял шарфик. «У них свои тёплые шубки, — сказал он. — Смотри, какие пушистые!» И принёс мешочек семечек.',
        beat: 'help',
      },
      {
        title: 'Пушистые перья',
        text: 'Под перьями птице тепло. Когда она распушает перья, между ними остаются кармашки тёплого воздуха, как в пуховике. Чем пушистее птица, тем ей теплее.',
        beat: 'why',
      },
      {
        title: 'Завтрак для снегирей',
        text: 'Даша с дедушкой насыпали семечек на подоконник. Снегири один за другим слетели вниз, круглые и красные, и стали клевать. А Даша смотрела на них из окна в своём пуховике, тёплая, как снегирь.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'перо',
      inText: 'перья',
      explanation: 'То, чем покрыта птица: лёгкое, мягкое, с тонким стерженьком посередине.',
    },
    whatHappened:
      'В очень морозное зимнее утро снегири на рябине распушили перья и стали похожи на круглые красные шарики. Девочка испугалась, что им холодно; дедушка объяснил, что в пушистых перьях держится тёплый воздух, и они вместе насыпали птицам семечек.',
    parent: {
      upto3: ['Покажешь круглую красную птичку?', 'Надуемся вместе, круглые, как птичка?'],
      '4to5': [
        'Как думаешь, что почувствовала Даша, когда увидела круглых снегирей?',
        'А как снегири согреваются, помнишь?',
      ],
      '6to7': [
        'Как думаешь, почему пушистой птице теплее?',
        'Может, насыпете вместе семечек на подоконник и посмотрите, кто прилетит?',
      ],
    },
  },
};
