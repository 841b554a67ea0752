/** Told for children: the bundled news item of 12-22 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_22: ItemTales = {
  heroLooks:
    'a little girl in a white furry hat with ear flaps, a long blue coat and felt boots, holding a small glowing lantern',
  draw: [
    { picture: '👧', en: ['sasha'], ru: ['саш'] },
    { picture: '🌙', en: ['moon'], ru: ['лун'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд'] },
    { picture: '🏮', en: ['lantern'], ru: ['фонар'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'The longest night',
    beats: {
      who: 'the night in the north of the world, and a girl called Sasha who lives in a snowy town there',
      what: 'The night was the longest of the whole year, and from tomorrow the days will grow a little longer.',
      feeling: 'a little sad about the short days, then hopeful',
      helped: null,
      why: 'The Earth is tilted, and after this night our half of the world starts leaning back towards the sun, so every day gets a little more daylight.',
    },
    hook: 'This is the longest night of the year.',
    bedtime: 'Sasha dreams; tomorrow the sun stays longer.',
    toddler: [
      { title: 'Dark, dark', text: 'Dark, dark, dark. The moon is up. Twinkle, twinkle, stars!' },
      { title: 'A lantern', text: 'Sasha has a lantern. Glow, glow, little light. Snow goes crunch, crunch.' },
      { title: 'Sun', text: 'Tomorrow the sun comes back. A bit more sun, and more, and more!' },
    ],
    small: [
      {
        title: 'A very dark evening',
        text: 'In the north of the world, in a snowy town, the sun went down very early. Sasha looked out of the window. It was dark before dinner!',
      },
      {
        title: 'The longest night',
        text: 'Grandma said that tonight was the longest night of the whole year. They took a lantern and went out to see the moon and the stars. Crunch, crunch went the snow.',
      },
      {
        title: 'A sparrow’s hop',
        text: "And here is the good news: from tomorrow, the days will start to get longer. Just a tiny bit each day, like a sparrow's hop. Can you make a tiny hop, like a sparrow?",
      },
    ],
    arc: [
      {
        title: 'A snowy town',
        text: 'In the north of the world, there is a snowy town. Sasha lives there with her grandma. In winter, the sun there comes up late and goes down early.',
        beat: 'where',
      },
      {
        title: 'Where did the day go?',
        text: 'Every day it got dark a little sooner. Sasha missed the long, sunny evenings. Would the days keep getting shorter forever?',
        beat: 'problem',
      },
      {
        title: 'Watching the dark',
        text: 'Each evening, Sasha looked at the clock when the sky went dark. It happened earlier and earlier: after tea, then before tea, and now soon after lunch.',
        beat: 'attempt',
      },
      {
        title: 'A ball and a lamp',
        text: 'Grandma took a ball and a lamp. The Earth is a bit tilted, she said, and in winter our half leans away from the sun. Tonight it leans away the most, so this is the longest night of the year.',
        beat: 'help',
      },
      {
        title: 'Back towards the sun',
        text: "After the longest night, our half of the Earth slowly leans back towards the sun. Each day gets a minute or two more daylight, like a sparrow's hop. By summer, the evenings will be long and light again.",
        beat: 'why',
      },
      {
        title: 'A lantern walk',
        text: 'So Sasha and Grandma took a lantern and went out into the long night. The snow sparkled, the moon shone, and the stars were bright. From tomorrow, Grandma said, the days will grow longer.',
        beat: 'resolution',
      },
    ],
    footnote: { word: 'longer', inText: 'longer', explanation: 'Lasting more time than before.' },
    whatHappened:
      'In the northern half of the world, the winter solstice brought the longest night of the year. From the next day on, the days start to get a little longer.',
    parent: {
      upto3: ['Can you point to the moon?', 'Can you find the little lantern?'],
      '4to5': [
        'How do you think Sasha felt when Grandma said the days would get longer?',
        'What do you like to do when it gets dark early?',
      ],
      '6to7': [
        'Why do you think the days are short in winter and long in summer?',
        'Could you shine a torch on a ball together and tilt the ball, to see how the light falls?',
      ],
    },
  },
  ru: {
    title: 'Самая длинная ночь',
    beats: {
      who: 'ночь на севере земли и девочка Саша, которая живёт там в снежном городке',
      what: 'Эта ночь стала самой длинной в году, а с завтрашнего дня дни начнут понемногу удлиняться.',
      feeling: 'сначала немножко грустно из-за коротких дней, потом радостно и с надеждой',
      helped: null,
      why: 'Земля наклонена, и после этой ночи наша половина Земли начинает поворачиваться к солнцу, поэтому светлого времени с каждым днём становится больше.',
    },
    hook: 'Это самая длинная ночь в году.',
    bedtime: 'Саше снится, что солнце задержится подольше.',
    toddler: [
      { title: 'Темно', text: 'Темно, темно, темно. Вышла луна. Звёздочки мигают!' },
      { title: 'Фонарь', text: 'У Саши фонарь. Светит, светит огонёк. Снег хрустит: хруп, хруп.' },
      { title: 'Солнышко', text: 'Завтра солнышко вернётся. Чуть-чуть побольше солнышка, и ещё, и ещё!' },
    ],
    small: [
      {
        title: 'Очень тёмный вечер',
        text: 'На севере земли, в снежном городке, солнце село очень рано. Саша выглянула в окно. Ещё даже не ужинали, а уже темно!',
      },
      {
        title: 'Самая длинная ночь',
        text: 'Бабушка сказала, что сегодня самая длинная ночь в году. Они взяли фонарь и вышли посмотреть на луну и звёзды. Снег хрустел под ногами: хруп, хруп.',
      },
      {
        title: 'На воробьиный скок',
        text: 'А вот и хорошая новость: с завтрашнего дня дни начнут удлиняться. Совсем чуть-чуть, на воробьиный скок. А ты умеешь скакать, как воробышек?',
      },
    ],
    arc: [
      {
        title: 'Снежный городок',
        text: 'На севере земли есть снежный городок. Там живёт Саша со своей бабушкой. Зимой солнце там встаёт поздно, а садится рано.',
        beat: 'where',
      },
      {
        title: 'Куда пропал день?',
        text: 'Каждый день темнело чуть раньше. Саша скучала по длинным светлым вечерам. Неужели дни так и будут становиться всё короче и короче?',
        beat: 'problem',
      },
      {
        title: 'Саша следит за темнотой',
        text: 'Каждый вечер Саша смотрела на часы, когда небо темнело. Темнело всё раньше: после чая, потом до чая, а теперь уже вскоре после обеда.',
        beat: 'attempt',
      },
      {
        title: 'Мячик и лампа',
        text: 'Бабушка взяла мячик и лампу. «Земля немножко наклонена, — сказала она. — Зимой наша половина отворачивается от солнца. А сегодня — сильнее всего, вот и ночь самая длинная».',
        beat: 'help',
      },
      {
        title: 'Назад к солнцу',
        text: 'После самой длинной ночи наша половина Земли понемногу поворачивается обратно к солнцу. Каждый день светлого времени становится на минутку-другую больше — на воробьиный скок. А к лету вечера снова будут длинными и светлыми.',
        beat: 'why',
      },
      {
        title: 'Прогулка с фонарём',
        text: 'Саша с бабушкой взяли фонарь и вышли в долгую ночь. Снег искрился, светила луна, сияли звёзды. «А с завтрашнего дня дни начнут удлиняться», — сказала бабушка.',
        beat: 'resolution',
      },
    ],
    footnote: { word: 'удлиняться', inText: 'удлиняться', explanation: 'Становиться длиннее.' },
    whatHappened:
      'В северной половине Земли наступила самая длинная ночь в году — день зимнего солнцестояния. Со следующего дня дни начинают понемногу удлиняться.',
    parent: {
      upto3: ['Покажешь, где луна?', 'Найдёшь маленький фонарь?'],
      '4to5': [
        'Как думаешь, что почувствовала Саша, когда узнала, что дни станут длиннее?',
        'А что тебе нравится делать, когда рано темнеет?',
      ],
      '6to7': [
        'Как думаешь, почему зимой дни короткие, а летом длинные?',
        'Может, посветите вместе фонариком на мячик и наклоните его, чтобы увидеть, как падает свет?',
      ],
    },
  },
};
