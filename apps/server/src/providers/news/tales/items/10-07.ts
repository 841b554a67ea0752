/** Told for children: the bundled news item of 10-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_07: ItemTales = {
  heroLooks: 'a boy of five with messy blond hair, round cheeks and yellow pyjamas with moons on them',
  draw: [
    { picture: '👦', en: ['oscar', 'boy'], ru: ['стёп'] },
    { picture: '🌙', en: ['moon'], ru: ['лун', 'месяц'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
  ],
  en: {
    title: 'The Moon changes its shape',
    beats: {
      who: 'Oscar, a boy of five, and his grandma, who keep a Moon diary',
      what: 'One night the Moon seemed to have vanished, and Oscar learned from his own drawings that it comes back as a thin crescent.',
      feeling: 'curious, then worried, then delighted',
      helped: 'his grandma, who showed him the pattern in their Moon diary',
      why: 'The Sun lights up half of the round Moon, and as the Moon travels round the Earth we see more or less of its bright half.',
    },
    hook: 'Can the Moon really be a banana?',
    bedtime: 'A thin silver smile watches over Oscar tonight.',
    toddler: [
      { title: 'Round Moon', text: 'Look, a round Moon! Like a ball. Oscar draws it.' },
      { title: 'Banana Moon', text: 'Now a thin Moon. Like a banana! Draw, draw.' },
      { title: 'Peekaboo Moon', text: 'No Moon tonight! Where is it? Peekaboo, it is back!' },
    ],
    small: [
      {
        title: 'A Moon diary',
        text: 'Every night Oscar and Grandma looked at the Moon and drew it in a notebook. Round like a ball, then half, then thin like a banana.',
      },
      {
        title: 'No Moon!',
        text: 'But one night the sky had no Moon at all. Oscar looked and looked. Had the Moon got lost?',
      },
      {
        title: 'Wait and see',
        text: 'Grandma said the Moon was still there, just hiding its bright side. Two nights later, a thin silver crescent was back in the sky!',
      },
      {
        title: 'And you?',
        text: 'Oscar drew it with a big grin. What shape do you think the Moon is tonight?',
      },
    ],
    arc: [
      {
        title: 'An empty sky',
        text: 'Oscar and Grandma kept a Moon diary. Every night they looked out of the window and drew the Moon: round, then half, then thin as a banana. But tonight the sky was empty. Had the Moon got lost?',
        beat: 'problem',
      },
      {
        title: 'Every window',
        text: 'Oscar ran from window to window. He looked over the roofs and behind the chimney. He even looked under the bed, just in case. No Moon anywhere.',
        beat: 'attempt',
      },
      {
        title: 'The diary pages',
        text: 'Grandma opened the diary and turned the pages slowly. Round, half, thin, gone… Then she showed him the first pages: gone, thin, half, round! The Moon had done this before.',
        beat: 'help',
      },
      {
        title: 'The bright side',
        text: 'Grandma explained that the Moon is always a round ball. The Sun lights up one half of it. As the Moon travels round the Earth, we see more or less of its bright half, and sometimes none at all.',
        beat: 'why',
      },
      {
        title: 'Welcome back',
        text: 'Two nights later, Oscar pressed his nose to the window. There it was: a thin silver crescent, low over the roofs. He drew it carefully and wrote underneath: Welcome back, Moon!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'crescent',
      inText: 'crescent',
      explanation: 'The thin, curved shape of the Moon, like a smile or a banana.',
    },
    whatHappened:
      'A boy and his grandma drew the Moon every night in a diary. When it seemed to vanish, their drawings showed that the Moon’s shape changes in a pattern, and two nights later a thin crescent came back.',
    parent: {
      upto3: ['Can you make a round Moon with your arms?', 'Can you find the banana Moon?'],
      '4to5': [
        'How do you think Oscar felt when the Moon was not there?',
        'How do you think Oscar felt when the thin crescent came back?',
      ],
      '6to7': [
        'Why do we see only part of the Moon on some nights?',
        'Could we keep our own Moon diary and draw the Moon every night?',
      ],
    },
  },
  ru: {
    title: 'Луна меняет форму',
    beats: {
      who: 'пятилетний Стёпа и его бабушка, которые ведут лунный дневник',
      what: 'Однажды ночью Луна будто исчезла, и Стёпа по своим же рисункам узнал, что она вернётся тонким месяцем.',
      feeling: 'любопытство, потом тревога, потом радость',
      helped: 'бабушка, которая показала закономерность в их лунном дневнике',
      why: 'Солнце освещает половину круглой Луны, а пока Луна ходит вокруг Земли, мы видим то больше, то меньше её светлой стороны.',
    },
    hook: 'Бывает ли Луна похожа на банан?',
    bedtime: 'Над крышей Стёпы улыбается тонкий месяц.',
    toddler: [
      { title: 'Круглая Луна', text: 'Смотри, круглая Луна! Как мячик. Стёпа рисует.' },
      { title: 'Луна-банан', text: 'А теперь тонкая Луна. Как банан! Рисуем, рисуем.' },
      { title: 'Ку-ку, Луна', text: 'Сегодня Луны нет! Где она? Ку-ку, вот она!' },
    ],
    small: [
      {
        title: 'Лунный дневник',
        text: 'Каждый вечер Стёпа с бабушкой смотрели на Луну и рисовали её в тетрадке. То круглая, как мячик, то половинка, то тонкая, как банан.',
      },
      {
        title: 'Луны нет!',
        text: 'Но однажды Луны на небе не оказалось. Стёпа смотрел и смотрел. Неужели Луна потерялась?',
      },
      {
        title: 'Подождём',
        text: 'Бабушка сказала, что Луна на месте, просто прячет свою светлую сторону. А через два дня на небе снова появился тонкий светлый месяц!',
      },
      {
        title: 'А ты?',
        text: 'Стёпа нарисовал его с широкой улыбкой. А как думаешь, какая Луна на небе сегодня?',
      },
    ],
    arc: [
      {
        title: 'Пустое небо',
        text: 'Стёпа с бабушкой вели лунный дневник. Каждый вечер они смотрели в окно и рисовали Луну: круглую, потом половинку, потом тонкую, как банан. А сегодня небо было пустое. Неужели Луна потерялась?',
        beat: 'problem',
      },
      {
        title: 'Все окна',
        text: 'Стёпа бегал от окна к окну. Он смотрел над крышами и за трубой. Даже под кровать заглянул, на всякий случай. Луны нигде не было.',
        beat: 'attempt',
      },
      {
        title: 'Страницы дневника',
        text: 'Бабушка открыла дневник и медленно листала страницы. Круглая, половинка, тонкая, пропала… А потом показала самые первые страницы: пропала, тонкая, половинка, круглая! Такое уже бывало.',
        beat: 'help',
      },
      {
        title: 'Светлая сторона',
        text: 'Бабушка объяснила, что Луна всегда круглая, как шар. Солнце освещает одну её половину. Луна ходит вокруг Земли, и мы видим то больше, то меньше светлой стороны, а иногда не видим совсем.',
        beat: 'why',
      },
      {
        title: 'С возвращением',
        text: 'Через два дня Стёпа прижался носом к окну. Вот он: тонкий светлый месяц низко над крышами! Стёпа аккуратно нарисовал его и подписал: «С возвращением, Луна!»',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'месяц',
      inText: 'месяц',
      explanation: 'Так называют тонкую изогнутую Луну, похожую на серп или банан.',
    },
    whatHappened:
      'Мальчик с бабушкой каждый вечер рисовали Луну в дневнике. Когда она будто исчезла, рисунки показали, что форма Луны меняется по порядку, и через два дня на небо вернулся тонкий месяц.',
    parent: {
      upto3: ['Покажешь руками круглую Луну?', 'Где Луна, похожая на банан?'],
      '4to5': [
        'Как думаешь, что почувствовал Стёпа, когда Луны не было?',
        'А что почувствовал Стёпа, когда снова увидел тонкий месяц?',
      ],
      '6to7': [
        'Почему в некоторые ночи видна только часть Луны?',
        'Может, заведём свой лунный дневник и будем рисовать Луну каждый вечер?',
      ],
    },
  },
};
