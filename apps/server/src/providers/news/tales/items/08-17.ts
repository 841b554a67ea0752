/** Told for children: the bundled news item of 08-17 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_17: ItemTales = {
  heroLooks: 'an old apple tree with a thick, twisty brown trunk, a round leafy top and shiny red apples',
  draw: [
    { picture: '🌳', en: ['tree'], ru: ['яблон'] },
    { picture: '🍎', en: ['apple'], ru: ['яблок', 'яблоч'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '👧', en: ['sophie'], ru: ['соня', 'соне', 'соню'] },
    { picture: '🥧', en: ['pie'], ru: ['пирог'] },
    { picture: '🧺', en: ['basket'], ru: ['корзин'] },
    { picture: '🐝', en: ['bee'], ru: ['пчёл', 'пчел'] },
  ],
  en: {
    title: 'The first apples',
    beats: {
      who: 'the old apple tree in a village garden, with Grandpa and his granddaughter Sophie',
      what: 'The tree gave its first sweet apples of the year, and Grandpa made a pie that the whole street came to taste.',
      feeling: 'impatient while waiting, then happy and proud to share',
      helped: 'Grandpa, who showed Sophie how to tell when an apple is ripe and baked the pie',
      why: 'Apples grow all summer from the spring blossom and are only sweet when they are ripe, at the end of summer.',
    },
    hook: 'Guess what grew on an old apple tree?',
    bedtime: 'The old apple tree sleeps under the stars.',
    toddler: [
      {
        title: 'Red apples',
        text: 'Look, the apple tree! Red apples, round apples. One, two, three!',
      },
      { title: 'Crunch', text: 'Pick an apple. Crunch, crunch, crunch! Sweet and yummy.' },
      {
        title: 'A pie',
        text: 'Grandpa bakes a pie. Sniff, sniff, sniff! A slice for you, a slice for me.',
      },
    ],
    small: [
      {
        title: 'Red at last',
        text: 'In a village garden grows an old apple tree. One sunny morning, Sophie saw that its apples had turned red at last!',
      },
      {
        title: 'Crunch!',
        text: 'Grandpa gave an apple a little twist and handed it to her. Crunch! It was sweet and juicy. Sophie was so happy that she did a little dance.',
      },
      {
        title: 'Grandpa’s pie',
        text: 'Grandpa baked a big apple pie. It smelled so good that the whole street came to taste it. What would you like to bake with apples?',
      },
    ],
    arc: [
      {
        title: 'An old tree',
        text: 'In a village garden stands an old apple tree with a twisty trunk. Grandpa planted it long ago, when he was a little boy, and now his granddaughter Sophie climbs it. All summer Sophie watched the little green apples. She wanted to taste one so much! But Grandpa shook his head: they were still hard and sour.',
        beat: 'problem',
      },
      {
        title: 'Too soon',
        text: 'One day Sophie could not wait any longer. She picked a small green apple and took a bite. Crunch! It was so sour that her whole face scrunched up.',
        beat: 'attempt',
      },
      {
        title: 'Grandpa’s trick',
        text: 'Grandpa laughed and showed her his trick. He cupped a red apple in his hand and gave it a gentle twist. A ripe apple comes off easily, and this one did!',
        beat: 'help',
      },
      {
        title: 'A pie for the street',
        text: 'That day they picked a whole basket of sweet apples. Grandpa baked a big apple pie, and its smell drifted all down the street. Soon the neighbours came to taste it, and there was a slice for everyone.',
        beat: 'resolution',
      },
      {
        title: 'How apples grow',
        text: 'In spring the apple tree is covered in pink and white blossom. Bees carry pollen from flower to flower, and each flower turns into a tiny green apple. All summer the sun helps it grow, until it is big, sweet and ready to pick.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'pie',
      inText: 'pie',
      explanation: 'A baked dish with pastry outside and a filling inside, such as apples.',
    },
    whatHappened:
      'An old apple tree in a village garden gave its first sweet apples of the year. Grandpa baked a pie, and the whole street came to taste it.',
    parent: {
      upto3: ['Can you count the red apples on the tree?', 'Where is Grandpa’s pie?'],
      '4to5': [
        'How do you think Sophie felt when she bit the sour green apple?',
        'How do you feel when you share something yummy with friends?',
      ],
      '6to7': [
        'Why do you think the green apples were so sour?',
        'Could you cut an apple across the middle together and find the star of seeds inside?',
      ],
    },
  },
  ru: {
    title: 'Первые яблоки',
    beats: {
      who: 'старая яблоня в деревенском саду, дедушка и его внучка Соня',
      what: 'Яблоня дала первые сладкие яблоки в этом году, а дедушка испёк пирог, и вся улица пришла его попробовать.',
      feeling: 'нетерпение, потом радость и гордость, что есть чем угостить',
      helped: 'дедушка, который показал Соне, как узнать спелое яблоко, и испёк пирог',
      why: 'Яблоки всё лето растут из весенних цветов и становятся сладкими, только когда поспеют, в конце лета.',
    },
    hook: 'Угадай, что выросло на старой яблоне?',
    bedtime: 'Старая яблоня дремлет в тёмном саду.',
    toddler: [
      { title: 'Яблочки', text: 'Смотри, яблоня! Красные яблочки, круглые яблочки. Раз, два, три!' },
      { title: 'Хрум', text: 'Сорвём яблочко. Хрум, хрум, хрум! Сладко и вкусно.' },
      { title: 'Пирог', text: 'Дедушка печёт пирог. Нюх-нюх — как пахнет! Кусочек тебе, кусочек мне.' },
    ],
    small: [
      {
        title: 'Наконец покраснели',
        text: 'В деревенском саду растёт старая яблоня. Однажды солнечным утром Соня увидела, что яблоки на ней наконец покраснели!',
      },
      {
        title: 'Хрум!',
        text: 'Дедушка чуть повернул одно яблоко, сорвал и протянул Соне. Хрум! Оно было сладкое и сочное. Соня так обрадовалась, что даже запрыгала.',
      },
      {
        title: 'Дедушкин пирог',
        text: 'Дедушка испёк большой яблочный пирог. Он так вкусно пах, что вся улица пришла его попробовать. А что тебе хочется испечь из яблок?',
      },
    ],
    arc: [
      {
        title: 'Старая яблоня',
        text: 'В деревенском саду стоит старая яблоня с корявым стволом. Дедушка посадил её давным-давно, когда сам был мальчиком, а теперь на неё лазает его внучка Соня. Всё лето Соня смотрела на маленькие зелёные яблочки. Ей так хотелось их попробовать! Но дедушка качал головой: они ещё твёрдые и кислые.',
        beat: 'problem',
      },
      {
        title: 'Слишком рано',
        text: 'Однажды Соня не утерпела. Она сорвала маленькое зелёное яблоко и откусила. Хрум! Оно оказалось таким кислым, что Соня вся сморщилась.',
        beat: 'attempt',
      },
      {
        title: 'Дедушкин секрет',
        text: 'Дедушка засмеялся и показал ей свой секрет. Он взял в ладонь красное яблоко и чуть-чуть повернул. Спелое яблоко отрывается легко — и это оторвалось!',
        beat: 'help',
      },
      {
        title: 'Пирог на всю улицу',
        text: 'В тот день они набрали целую корзину сладких яблок. Дедушка испёк большой яблочный пирог, и его запах поплыл по всей улице. Скоро пришли соседи, и кусочек достался каждому.',
        beat: 'resolution',
      },
      {
        title: 'Как растут яблоки',
        text: 'Весной яблоня вся в бело-розовых цветах. Пчёлы переносят пыльцу с цветка на цветок, и из каждого цветка получается крошечное зелёное яблочко. Всё лето солнце помогает ему расти, пока оно не станет большим и сладким.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'пирог',
      inText: 'пирог',
      explanation: 'Выпечка из теста с начинкой внутри, например с яблоками.',
    },
    whatHappened:
      'Старая яблоня в деревенском саду дала первые сладкие яблоки в этом году. Дедушка испёк пирог, и вся улица пришла его попробовать.',
    parent: {
      upto3: ['Сколько красных яблочек на яблоне?', 'Покажешь дедушкин пирог?'],
      '4to5': [
        'Как думаешь, что почувствовала Соня, когда откусила кислое зелёное яблоко?',
        'А тебе нравится угощать друзей чем-нибудь вкусным?',
      ],
      '6to7': [
        'Как думаешь, почему зелёные яблоки такие кислые?',
        'Может, разрежете вместе яблоко поперёк и найдёте внутри звёздочку из семечек?',
      ],
    },
  },
};
