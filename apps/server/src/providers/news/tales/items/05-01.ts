/** Told for children: the bundled news item of 05-01 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_01: ItemTales = {
  heroLooks: 'a five-year-old girl with two dark plaits, a yellow cardigan and a museum sticker on her chest',
  draw: [
    { picture: '👧', en: ['nora', 'girl'], ru: ['нор', 'девочк'] },
    { picture: '🦴', en: ['whale', 'skeleton', 'bones'], ru: ['кит', 'скелет', 'косточ'] },
    { picture: '🏗', en: ['crane'], ru: ['кран'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
  ],
  en: {
    title: 'A whale’s bones swim again',
    beats: {
      who: 'Nora, a girl of five, and the bones of a big whale in her town’s museum',
      what: 'The whale’s skeleton, kept in boxes for a hundred years, was cleaned, put together and hung from the ceiling of the museum’s big hall.',
      feeling: 'curious, then amazed',
      helped: 'the museum workers, who cleaned every bone and lifted the whale with a crane and strong ropes',
      why: 'Bones tell how an animal lived: a whale’s flipper has finger bones inside, a clue that its ancestors once walked on land.',
    },
    hook: 'Whose bones are as long as a bus?',
    bedtime: 'Over the empty hall, the old whale dives.',
    toddler: [
      { title: 'Look up', text: 'Look up, up, up! Big white bones. It is a whale!' },
      { title: 'Pull, pull', text: 'Pull the ropes, pull! Up goes the whale. Up, up, up!' },
      { title: 'Hello, whale', text: 'Nora lies on the floor. She waves. Hello, big whale!' },
    ],
    small: [
      {
        title: 'Bones in boxes',
        text: 'For a hundred years, the bones of a big whale slept in boxes in the museum cellar. Every bone had a number, like a piece of a giant puzzle.',
      },
      {
        title: 'A giant puzzle',
        text: 'Museum workers cleaned each bone with soft brushes. Then they fitted them all together into one skeleton, as long as a bus!',
      },
      {
        title: 'Up to the ceiling',
        text: 'A little crane and strong ropes lifted the whale, slowly, slowly, up to the ceiling. Now it hangs in the big hall as if it were diving.',
      },
      {
        title: 'Hello up there',
        text: 'Nora lay on the floor and looked straight up at the huge jaw. “Hello, whale,” she whispered. What would you say to a whale?',
      },
    ],
    arc: [
      {
        title: 'The whale in the cellar',
        text: 'Nora’s town has an old museum with a big hall. Deep in its cellar, the bones of a whale had lain in wooden boxes for a hundred years. Nobody had seen them for a very long time.',
        beat: 'where',
      },
      {
        title: 'Too big to show',
        text: 'The museum wanted everyone to meet the whale. But its skeleton was as long as a bus, far too long for any room with a low ceiling. Where could it go?',
        beat: 'problem',
      },
      {
        title: 'Bone by bone',
        text: 'First the workers cleaned each bone with soft brushes. They laid the bones on the floor like a giant puzzle. There was the long jaw, the curved ribs and the tiny flipper bones.',
        beat: 'attempt',
      },
      {
        title: 'What bones can tell',
        text: 'Bones show how an animal lived. Inside each flipper, a whale has finger bones, a bit like the ones in your hand. That is a clue that long, long ago, whales’ ancestors walked on land.',
        beat: 'why',
      },
      {
        title: 'Ropes and a crane',
        text: 'Then the team rolled a small crane into the big hall. With strong ropes they lifted the skeleton, slowly, slowly, until it hung from the high ceiling.',
        beat: 'help',
      },
      {
        title: 'Diving over our heads',
        text: 'On opening day, the whale seemed to dive right over the visitors. Nora lay on the cool floor with Grandpa and gazed up at the huge jaw. “It’s swimming again,” she whispered.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'skeleton',
      inText: 'skeleton',
      explanation: 'All the bones inside a body, joined together; they hold it up and give it its shape.',
    },
    whatHappened:
      'A town museum cleaned and put together the skeleton of a whale that had been kept in boxes for about a hundred years, and hung it from the ceiling of its main hall. Visitors may lie on the floor to look up at it.',
    parent: {
      upto3: ['Can you find the big white bones?', 'Can you wave hello to the whale, like Nora?'],
      '4to5': [
        'How do you think Nora felt, lying on the floor under the whale?',
        'How would you feel looking up at a skeleton as long as a bus?',
      ],
      '6to7': [
        'Why do you think a whale has finger bones inside its flippers?',
        'Could you feel the bones in your hand together and count them?',
      ],
    },
  },
  ru: {
    title: 'Кит снова плывёт',
    beats: {
      who: 'пятилетняя Нора и косточки большого кита в городском музее',
      what: 'Скелет кита, сто лет пролежавший в ящиках, почистили, собрали и подвесили под потолок большого зала музея.',
      feeling: 'любопытство, а потом восхищение',
      helped: 'работники музея, которые почистили каждую косточку и подняли кита краном на крепких верёвках',
      why: 'Кости рассказывают, как жило животное: в плавнике у кита есть косточки пальцев, значит, его предки когда-то ходили по суше.',
    },
    hook: 'Чьи косточки длиной с автобус?',
    bedtime: 'Под потолком тёмного зала кит плывёт дальше.',
    toddler: [
      { title: 'Смотри наверх', text: 'Смотри: вверх, вверх! Белые косточки. Это кит!' },
      { title: 'Тянем-потянем', text: 'Тянем верёвки, тянем! Кит плывёт вверх. Выше, выше!' },
      { title: 'Привет, кит', text: 'Нора лежит на полу. Машет рукой. Привет, большой кит!' },
    ],
    small: [
      {
        title: 'Косточки в ящиках',
        text: 'Сто лет косточки большого кита лежали в ящиках в подвале музея. На каждой был номер, как на кусочке огромного пазла.',
      },
      {
        title: 'Огромный пазл',
        text: 'Работники музея почистили каждую косточку мягкими щётками. А потом собрали из них целый скелет — длиной с автобус!',
      },
      {
        title: 'Под самый потолок',
        text: 'Маленький кран и крепкие верёвки медленно-медленно подняли кита под потолок. Теперь он висит в большом зале, будто ныряет в глубину.',
      },
      {
        title: 'Привет, кит!',
        text: 'Нора легла на пол и посмотрела прямо на огромную челюсть. «Привет, кит», — шепнула она. А что хочется сказать киту тебе?',
      },
    ],
    arc: [
      {
        title: 'Кит в подвале',
        text: 'В городе, где живёт Нора, есть старый музей с большим залом. А в его подвале сто лет пролежали в деревянных ящиках косточки кита. Их давным-давно никто не видел.',
        beat: 'where',
      },
      {
        title: 'Куда же его деть?',
        text: 'Музей решил показать кита всем. Но скелет был длиной с автобус, и ни в одну комнату с низким потолком он не помещался. Куда же его деть?',
        beat: 'problem',
      },
      {
        title: 'Косточка за косточкой',
        text: 'Сначала работники почистили каждую косточку мягкими щётками. Потом разложили их на полу, как огромный пазл: длинную челюсть, изогнутые рёбра, крошечные косточки плавников.',
        beat: 'attempt',
      },
      {
        title: 'О чём говорят кости',
        text: 'По костям можно узнать, как жило животное. Внутри плавника у кита прячутся косточки пальцев, почти как у тебя в ладошке. Значит, давным-давно предки китов ходили по суше.',
        beat: 'why',
      },
      {
        title: 'Кран и верёвки',
        text: 'Тогда в большой зал прикатили маленький кран. На крепких верёвках скелет медленно-медленно подняли, и он повис под высоким потолком.',
        beat: 'help',
      },
      {
        title: 'Кит над головой',
        text: 'В день открытия кит будто нырял прямо над головами гостей. Нора с дедушкой легли на прохладный пол и смотрели на огромную челюсть. «Он снова плывёт», — прошептала Нора.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'скелет',
      inText: 'скелет',
      explanation: 'Все кости тела вместе: они держат его и придают ему форму.',
    },
    whatHappened:
      'Городской музей почистил и собрал скелет кита, который около ста лет хранился в ящиках, и подвесил его под потолок главного зала. Посетители могут лечь на пол и смотреть на кита снизу.',
    parent: {
      upto3: ['Покажешь белые косточки кита?', 'Помашешь киту, как Нора?'],
      '4to5': [
        'Как думаешь, что чувствовала Нора, когда лежала на полу под китом?',
        'Каково это — смотреть снизу на скелет длиной с автобус?',
      ],
      '6to7': [
        'Как думаешь, почему в плавнике у кита есть косточки пальцев?',
        'Может, вместе нащупаете косточки в ладошке и посчитаете их?',
      ],
    },
  },
};
