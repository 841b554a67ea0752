/** Told for children: the bundled news item of 06-22 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_22: ItemTales = {
  heroLooks: 'a round golden sun with a kind smiling face, rosy cheeks and short wavy rays all around',
  draw: [
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '👑', en: ['crown'], ru: ['венк', 'венок'] },
    { picture: '🌼', en: ['flower', 'daisies'], ru: ['цвет', 'ромаш'] },
    { picture: '👧', en: ['linnea', 'girl'], ru: ['линне', 'девоч'] },
    { picture: '🏘️', en: ['roof'], ru: ['крыш'] },
    { picture: '💃', en: ['danc'], ru: ['хоровод', 'танц'] },
  ],
  en: {
    title: 'The longest day of the year',
    beats: {
      who: 'the Sun, shining over cities in the far north',
      what: 'On the longest day of the year, the Sun stayed in the sky almost all night, and people danced and made flower crowns to welcome summer.',
      feeling: 'cheerful and amazed that it was still light so late',
      helped: null,
      why: 'In June the north of the Earth leans towards the Sun, so its days are very long and its nights short and light.',
    },
    hook: 'On this night, the sun forgot to set.',
    bedtime: 'The Sun is napping low behind the roofs.',
    toddler: [
      {
        title: 'Still bright',
        text: 'Look up! There is the sun. It is late, and still so bright. The sun stays and stays and stays.',
      },
      {
        title: 'A flower ring',
        text: 'Pick, pick, pick! Red flowers, blue flowers, yellow flowers. Twist them into a ring. A flower crown for you!',
      },
      { title: 'Dance', text: 'Round and round we dance. La-la-la! The sun smiles at everyone.' },
    ],
    small: [
      {
        title: 'The Sun stays up',
        text: 'Far in the north, there are cities with red roofs. On the longest day of the year, the Sun did not want to go to bed. It stayed in the sky almost all night!',
      },
      {
        title: 'Flower crowns',
        text: 'Down below, people picked daisies and clover and made flower crowns. A girl called Linnea put one on her head and laughed. Then everyone danced in a big ring.',
      },
      {
        title: 'A light night',
        text: 'The Sun felt warm and happy, watching them. It dipped down for only a little nap, and soon it was up again. Which flowers would you put in your crown?',
      },
    ],
    arc: [
      {
        title: 'Cities in the north',
        text: 'Far in the north there are cities with red roofs and quiet rivers. Above them lives the Sun, round, golden and kind.',
      },
      {
        title: "The Sun's wish",
        text: 'On the longest day of the year, people were getting ready for a big summer party. The Sun wanted to watch it all, the songs and the dancing, right to the very end.',
      },
      {
        title: 'No hurry',
        text: 'So that evening the Sun did not hurry to bed. It rolled slowly, slowly along the edge of the sky, just above the roofs.',
      },
      {
        title: 'Light at bedtime',
        text: 'Down below, a girl called Linnea noticed something. It was ten o’clock, then eleven, and it was still light enough to pick flowers! She made flower crowns with her friends, and they danced in a ring.',
      },
      {
        title: 'A night without dark',
        text: 'At midnight the sky turned pink, then pale, but it never got truly dark. The Sun dipped down for a short nap and was soon up again for breakfast.',
      },
      {
        title: 'Why the day is so long',
        text: 'Our Earth spins like a top that leans a little to one side. In June the north leans towards the Sun, so its days are long and its nights are short and light. From tomorrow the days will grow a tiny bit shorter.',
      },
    ],
    footnote: {
      word: 'crown',
      inText: 'crowns',
      explanation: 'A ring of flowers or leaves worn on the head, like a little king or queen.',
    },
    whatHappened:
      'On the longest day of the year, the sun stayed in the sky almost all night in cities in the far north. People danced and made flower crowns to welcome summer.',
    parent: {
      upto3: ['Can you point to the sun?', 'What colours are the flowers in the crown?'],
      '4to5': [
        'How do you think Linnea felt when it was still light at bedtime?',
        'Would you like to play outside when the sun shines all night?',
      ],
      '6to7': [
        'Why do you think summer days are so long in the north?',
        'Could you shine a torch on a tilted ball together and see which half gets more light?',
      ],
    },
  },
  ru: {
    title: 'Самый длинный день в году',
    beats: {
      who: 'солнышко над северными городами',
      what: 'В самый длинный день в году солнышко светило почти всю ночь, а люди танцевали и плели венки, встречая лето.',
      feeling: 'радость и удивление: так поздно, а всё ещё светло',
      helped: null,
      why: 'В июне северная половина Земли повёрнута к солнцу, поэтому дни там длинные, а ночи короткие и светлые.',
    },
    hook: 'В эту ночь солнце забыло сесть.',
    bedtime: 'Солнышко дремлет низко за крышами.',
    toddler: [
      {
        title: 'Солнышко не спит',
        text: 'Смотри, солнышко! Уже поздно, а оно светит. Светит, светит и не садится!',
      },
      {
        title: 'Цветочки',
        text: 'Рвём цветочки: красный, синий, жёлтый. Плетём, плетём венок. Венок на голову — вот так!',
      },
      { title: 'Хоровод', text: 'Топ-топ-топ, кружимся в хороводе. Ля-ля-ля! Солнышко всем улыбается.' },
    ],
    small: [
      {
        title: 'Солнышко не ложится',
        text: 'Далеко на севере есть города с красными крышами. В самый длинный день в году солнышко никак не хотело ложиться спать. Оно светило почти всю ночь!',
      },
      {
        title: 'Венки из цветов',
        text: 'Люди собирали ромашки и клевер и плели венки. Девочка Линнея надела венок и засмеялась. А потом все взялись за руки и пошли в хоровод.',
      },
      {
        title: 'Светлая ночь',
        text: 'Солнышку было тепло и радостно на них смотреть. Оно лишь ненадолго прилегло у края неба и снова поднялось. А из каких цветов ты сплетёшь свой венок?',
      },
    ],
    arc: [
      {
        title: 'Города на севере',
        text: 'Далеко на севере стоят города с красными крышами и тихими реками. Над ними живёт солнышко — круглое, золотое и очень доброе.',
      },
      {
        title: 'Чего хотелось солнышку',
        text: 'В самый длинный день в году люди готовились к большому летнему празднику. Солнышку хотелось посмотреть на всё: на песни, на танцы — до самого конца.',
      },
      {
        title: 'Солнышко не спешит',
        text: 'Поэтому вечером оно не торопилось за горизонт. Медленно-медленно катилось солнышко по краю неба, над самыми крышами.',
      },
      {
        title: 'Светло, как днём',
        text: 'Внизу девочка Линнея заметила: уже десять часов, потом одиннадцать, а на лугу видно каждый цветок! Она с подружками плела венки, а потом все танцевали в хороводе.',
      },
      {
        title: 'Ночь без темноты',
        text: 'В полночь небо стало розовым, потом бледным, но так и не потемнело. Солнышко ненадолго прилегло отдохнуть и скоро снова поднялось.',
      },
      {
        title: 'Почему день такой длинный',
        text: 'Земля крутится, чуть наклонившись набок, как волчок. В июне северная половина Земли повёрнута к солнцу, поэтому дни там длинные, а ночи короткие и светлые. А с завтрашнего дня дни понемногу начнут убывать.',
      },
    ],
    footnote: {
      word: 'венок',
      inText: 'венки',
      explanation: 'Кольцо из цветов и травы, которое надевают на голову.',
    },
    whatHappened:
      'В самый длинный день в году солнце в северных городах почти всю ночь не уходило с неба. Люди танцевали и плели венки из цветов, встречая лето.',
    parent: {
      upto3: ['Покажешь, где солнышко?', 'Какого цвета цветы в венке?'],
      '4to5': [
        'Как думаешь, что почувствовала Линнея, когда солнышко светило всю ночь?',
        'А тебе хотелось бы погулять светлой ночью?',
      ],
      '6to7': [
        'Как думаешь, почему летом на севере такие длинные дни?',
        'Может, посветите вместе фонариком на наклонённый мячик и посмотрите, какой его половине достаётся больше света?',
      ],
    },
  },
};
