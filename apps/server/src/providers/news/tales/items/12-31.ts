/** Told for children: the bundled news item of 12-31 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_31: ItemTales = {
  heroLooks:
    'a four-year-old girl with a short dark bob, round glasses, a sparkly silver paper crown and a red dress with white dots',
  draw: [
    { picture: '👧', en: ['nika'], ru: ['ника', 'нике', 'ники'] },
    { picture: '🎈', en: ['balloon'], ru: ['шарик'] },
    { picture: '👑', en: ['crown'], ru: ['корон'] },
    { picture: '🕛', en: ['clock', 'twelve'], ru: ['часы', 'часов', 'двенадцат'] },
    { picture: '📚', en: ['library'], ru: ['библиотек'] },
  ],
  en: {
    title: 'A New Year party at noon',
    beats: {
      who: 'Nika, a four-year-old girl, and the little children of a town library, on the last day of the year',
      what: 'The library held a New Year party at noon, so that small children could count down, watch balloons fall and cheer, and then go home for a nap.',
      feeling: 'excited and bouncy, then happy and proud',
      helped: 'the librarians, who hung a net full of balloons and led the countdown',
      why: 'The New Year begins at midnight, when small children are asleep, so a countdown at noon lets them join in.',
    },
    hook: 'Ten, nine, eight, let’s count together!',
    bedtime: 'Nika’s paper crown waits by her bed.',
    toddler: [
      { title: 'A party', text: 'A party! A crown for Nika. Balloons up high!' },
      { title: 'Three, two, one', text: 'Three, two, one! Down come the balloons. Catch, catch!' },
      { title: 'Hooray!', text: 'Hooray, New Year! Hugs for everyone. And now, a nap.' },
    ],
    small: [
      {
        title: 'The last day of the year',
        text: 'On the last day of the year, a town library had a party for little children. Nika came in a shiny paper crown.',
      },
      {
        title: 'Balloons up high',
        text: 'A big net full of balloons hung from the ceiling. The children danced and sang and kept looking up at it. When would it open?',
      },
      {
        title: 'The countdown',
        text: 'At twelve o’clock, at noon, the countdown began: ten, nine, eight, all the way down to one! The net opened, and the balloons came floating down.',
      },
      {
        title: 'Happy New Year!',
        text: 'Nika caught a red balloon and laughed. Then she went home for her nap. Can you count backwards from five to one?',
      },
    ],
    arc: [
      {
        title: 'A party at the library',
        text: 'In a small town, on the last day of December, the library was full of paper stars and little children. Nika, who is four, came in a silver paper crown.',
      },
      {
        title: 'Too late for Nika',
        text: 'Nika’s big brother had told her that the New Year comes at midnight. But at midnight Nika is always fast asleep. She was sad that she would miss it again.',
      },
      {
        title: 'Waiting for twelve',
        text: 'The children danced, sang and drew bright stars with crayons. Above them hung a big net full of balloons. Nika kept looking at the big clock on the wall.',
      },
      {
        title: 'Ten, nine, eight',
        text: 'At twelve o’clock, in the middle of the day, the librarians started the countdown. Everyone counted together, louder and louder. Three, two, one!',
      },
      {
        title: 'Balloons!',
        text: 'The net opened, and red, blue and yellow balloons came floating down. Everyone cheered and hugged. Nika caught a red balloon and went home for her nap, happy and tired.',
      },
      {
        title: 'Why a party at noon',
        text: 'The New Year begins at midnight, when small children are asleep. So some libraries and museums count down at noon instead. And far away, on the other side of the world, the New Year really does arrive about half a day before ours.',
      },
    ],
    footnote: {
      word: 'countdown',
      inText: 'countdown',
      explanation: 'Saying numbers backwards, ten, nine, eight, until you reach zero and something begins.',
    },
    whatHappened:
      'On 31 December a town library held a New Year party at noon for small children, with a countdown and a net of balloons, so they could celebrate before their afternoon nap.',
    parent: {
      upto3: ['Can you say three, two, one with me?', 'Can you show me Nika’s crown?'],
      '4to5': [
        'How do you think Nika felt when the balloons came floating down?',
        'How do you think the children felt while they waited for the net to open?',
      ],
      '6to7': [
        'Why do you think the library counted down at noon and not at midnight?',
        'Could you make a paper crown together and count down from ten before you put it on?',
      ],
    },
  },
  ru: {
    title: 'Новый год в полдень',
    beats: {
      who: 'четырёхлетняя Ника и малыши в городской библиотеке в последний день года',
      what: 'Библиотека устроила для малышей новогодний праздник в полдень: обратный отсчёт, шарики из сетки и «ура», а потом все пошли домой спать.',
      feeling: 'нетерпение и радость, потом счастье и гордость',
      helped: 'библиотекари, которые подвесили сетку с шариками и вели отсчёт',
      why: 'Новый год наступает в полночь, когда малыши спят, поэтому отсчёт в полдень позволяет и им встретить праздник.',
    },
    hook: 'Десять, девять, восемь, считаем вместе!',
    bedtime: 'Бумажная корона Ники ждёт у кровати.',
    toddler: [
      { title: 'Праздник', text: 'Праздник! Корона для Ники. Шарики высоко!' },
      { title: 'Три, два, один', text: 'Три, два, один! Шарики летят вниз. Лови, лови!' },
      { title: 'Ура!', text: 'Ура, Новый год! Все обнимаются. А теперь спать.' },
    ],
    small: [
      {
        title: 'Последний день года',
        text: 'В последний день года в городской библиотеке устроили праздник для малышей. Ника пришла в блестящей бумажной короне.',
      },
      {
        title: 'Шарики под потолком',
        text: 'Под потолком висела большая сетка, полная шариков. Дети танцевали, пели и поглядывали наверх. Когда же она откроется?',
      },
      {
        title: 'Обратный отсчёт',
        text: 'В двенадцать часов дня начался обратный отсчёт: десять, девять, восемь и так до одного! Сетка открылась, и шарики поплыли вниз.',
      },
      {
        title: 'С Новым годом!',
        text: 'Ника поймала красный шарик и засмеялась. А потом пошла домой спать. А ты умеешь считать наоборот, от пяти до одного?',
      },
    ],
    arc: [
      {
        title: 'Праздник в библиотеке',
        text: 'В маленьком городе, в последний день декабря, библиотека была полна бумажных звёзд и малышей. Четырёхлетняя Ника пришла в серебряной бумажной короне.',
      },
      {
        title: 'Слишком поздно',
        text: 'Старший брат сказал Нике, что Новый год приходит в полночь. Но в полночь Ника всегда крепко спит. Ей было грустно, что она опять его пропустит.',
      },
      {
        title: 'Ждём двенадцати',
        text: 'Дети танцевали, пели и рисовали карандашами яркие звёзды. Над ними висела большая сетка с шариками. Ника то и дело поглядывала на большие часы на стене.',
      },
      {
        title: 'Десять, девять, восемь',
        text: 'В двенадцать часов, посреди дня, библиотекари начали обратный отсчёт. Все считали хором, всё громче и громче. Три, два, один!',
      },
      {
        title: 'Шарики!',
        text: 'Сетка открылась, и вниз поплыли красные, синие и жёлтые шарики. Все закричали «ура» и обнялись. Ника поймала красный шарик и пошла домой спать, счастливая и уставшая.',
      },
      {
        title: 'Почему праздник в полдень',
        text: 'Новый год наступает в полночь, когда малыши спят. Поэтому некоторые библиотеки и музеи устраивают отсчёт в полдень. А на Камчатке, далеко на востоке, Новый год и правда приходит на девять часов раньше, чем в Москве.',
      },
    ],
    footnote: {
      word: 'отсчёт',
      inText: 'отсчёт',
      explanation: 'Когда считают наоборот, десять, девять, восемь, до нуля, и тогда что-то начинается.',
    },
    whatHappened:
      '31 декабря городская библиотека устроила для малышей новогодний праздник в полдень, с обратным отсчётом и сеткой шариков, чтобы дети отпраздновали до дневного сна.',
    parent: {
      upto3: ['Посчитаешь со мной: три, два, один?', 'Покажешь, где корона Ники?'],
      '4to5': [
        'Как думаешь, что почувствовала Ника, когда полетели шарики?',
        'Как думаешь, что чувствовали дети, пока ждали, когда откроется сетка?',
      ],
      '6to7': [
        'Как думаешь, почему праздник устроили в полдень, а не в полночь?',
        'Может, сделаете вместе бумажную корону и посчитаете от десяти, прежде чем её надеть?',
      ],
    },
  },
};
