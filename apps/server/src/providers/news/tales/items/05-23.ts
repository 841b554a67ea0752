/** Told for children: the bundled news item of 05-23 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_23: ItemTales = {
  heroLooks:
    'a small orange butterfly with black-edged wings dotted with little white spots and two thin black feelers',
  draw: [
    { picture: '🦋', en: ['butterfl', 'mimi'], ru: ['бабоч', 'мими'] },
    { picture: '🌸', en: ['flower'], ru: ['цвет'] },
    { picture: '🌾', en: ['field'], ru: ['поля', 'полям', 'полей'] },
    { picture: '🏡', en: ['garden'], ru: ['сад'] },
    { picture: '⛰️', en: ['hill'], ru: ['холм'] },
  ],
  en: {
    title: 'Butterflies fly home',
    beats: {
      who: 'a cloud of orange butterflies, and the smallest of them, Mimi',
      what: 'The butterflies flew a long way over fields and gardens, back to their summer home.',
      feeling: 'tired on the long journey, then strong again, then glad to be home',
      helped: null,
      why: 'Butterflies fly away from the cold and return when the flowers bloom, and they taste with their feet to find the right plants.',
    },
    hook: 'Thousands of orange wings are on their way.',
    bedtime: 'Mimi sleeps, wings folded, on a petal.',
    toddler: [
      {
        title: 'Flutter, flutter',
        text: 'Flutter, flutter, flutter! Orange wings, so many wings. A whole cloud of butterflies!',
      },
      {
        title: 'Tip-tap',
        text: 'Mimi lands on a flower. Tip-tap go her tiny feet. Mmm, sweet!',
      },
      {
        title: 'Home',
        text: 'Fly, fly, fly over the fields. Here is the summer garden. Home at last!',
      },
    ],
    small: [
      {
        title: 'A long way',
        text: 'Over green fields and gardens flew a cloud of orange butterflies. They were flying a long way, back to their summer home. The smallest one was called Mimi.',
      },
      {
        title: 'Tired wings',
        text: 'Mimi flapped and flapped. Her wings grew tired, so she landed on a pink flower for a rest.',
      },
      {
        title: 'Tasting feet',
        text: 'Tip, tap! With her tiny feet, Mimi could taste the flower. Sweet! Butterflies taste flowers with their feet.',
      },
      {
        title: 'Your turn',
        text: 'Mimi sipped the nectar and flew on, happy and strong again. If you could taste with your toes, what would you like to step on?',
      },
    ],
    arc: [
      {
        title: 'A cloud of butterflies',
        text: 'In spring, high over green fields and gardens, flies a cloud of orange butterflies. The smallest of them is called Mimi. All winter the butterflies had stayed in warm lands far away. Now they wished to get back to their summer home, a big garden full of flowers.',
        beat: 'problem',
      },
      {
        title: 'A long, long way',
        text: 'They flew for days, over rivers and hills. Mimi flapped her thin wings until they were tired, and she began to fall behind the others.',
        beat: 'attempt',
      },
      {
        title: 'Tasting feet',
        text: 'Mimi landed on a pink flower. Tip, tap, and her feet could taste it: sweet nectar! She sipped and sipped, and new strength filled her wings.',
        beat: 'help',
      },
      {
        title: 'Why butterflies travel',
        text: 'Butterflies cannot live through a cold winter, so they fly away to warm places and return when the flowers bloom. They taste with their feet, so one touch tells them which plant is right.',
        beat: 'why',
      },
      {
        title: 'Home at last',
        text: 'Mimi caught up with the others, and together they floated down into the summer garden. Every flower seemed to say, "Welcome back!"',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'taste',
      inText: 'taste',
      explanation:
        'To find out whether something is sweet or sour; we do it with our tongue, and butterflies with their feet.',
    },
    whatHappened:
      'A big group of orange butterflies flew a long way over fields and gardens, back to where they spend the summer. Butterflies can taste flowers with their feet.',
    parent: {
      upto3: ['Can you find the orange butterfly?', 'What colour is the flower Mimi sits on?'],
      '4to5': [
        'How do you think Mimi felt when she fell behind the others?',
        'What helps you feel strong again when you are tired?',
      ],
      '6to7': [
        'Why do you think butterflies fly away before winter?',
        'Could you watch the butterflies in a park together and see which flowers they like best?',
      ],
    },
  },
  ru: {
    title: 'Бабочки вернулись домой',
    beats: {
      who: 'стайка оранжевых бабочек и самая маленькая из них — Мими',
      what: 'Бабочки прилетели издалека над полями и садами в свой летний дом.',
      feeling: 'усталость в долгом пути, потом новые силы и радость возвращения',
      helped: null,
      why: 'Бабочки улетают от холода и возвращаются, когда зацветают цветы, а лапками пробуют растения на вкус.',
    },
    hook: 'Тысячи оранжевых крылышек летят в путь.',
    bedtime: 'Мими спит на лепестке, сложив крылышки.',
    toddler: [
      {
        title: 'Порх-порх',
        text: 'Порх, порх, порх! Оранжевые крылышки, много крылышек. Целое облако бабочек!',
      },
      {
        title: 'Топ-топ',
        text: 'Мими села на цветок. Топ-топ крошечными лапками. Ммм, сладко!',
      },
      {
        title: 'Домой',
        text: 'Летим, летим над полями! Вот летний сад. Мы дома!',
      },
    ],
    small: [
      {
        title: 'Далёкий путь',
        text: 'Над зелёными полями и садами летела стайка оранжевых бабочек. Они возвращались издалека в свой летний дом. Самую маленькую звали Мими.',
      },
      {
        title: 'Крылышки устали',
        text: 'Мими махала и махала крылышками. Они устали, и она присела отдохнуть на розовый цветок.',
      },
      {
        title: 'Чуткие лапки',
        text: 'Топ-топ! Крошечными лапками Мими попробовала цветок на вкус. Сладко! Оказывается, бабочки чувствуют сладкое лапками.',
      },
      {
        title: 'А ты?',
        text: 'Мими напилась нектара и полетела дальше, бодрая и весёлая. Представь, что твои пяточки чувствуют вкус. Что тебе захочется попробовать?',
      },
    ],
    arc: [
      {
        title: 'Облако бабочек',
        text: 'Весной высоко над зелёными полями и садами летит целое облако оранжевых бабочек. Самую маленькую из них зовут Мими. Всю зиму бабочки провели далеко, в тёплых краях. А теперь им хотелось вернуться в свой летний дом — большой сад, полный цветов.',
        beat: 'problem',
      },
      {
        title: 'Долгая дорога',
        text: 'Они летели много дней, над реками и холмами. Мими махала тонкими крылышками, пока они не устали, и стала отставать от подружек.',
        beat: 'attempt',
      },
      {
        title: 'Лапки пробуют',
        text: 'Мими опустилась на розовый цветок. Топ-топ — и лапки попробовали его на вкус: сладкий нектар! Мими пила и пила, и крылышки снова налились силой.',
        beat: 'help',
      },
      {
        title: 'Зачем бабочки путешествуют',
        text: 'Бабочки не выносят холодной зимы, поэтому улетают в тёплые края и возвращаются, когда распускаются цветы. А пробуют растения они лапками: одно касание — и понятно, подходит ли растение.',
        beat: 'why',
      },
      {
        title: 'Наконец дома',
        text: 'Мими догнала подружек, и вместе они опустились в летний сад. Каждый цветок будто говорил: «С возвращением!»',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'вкус',
      inText: 'на вкус',
      explanation:
        'То, что мы чувствуем языком, когда едим: сладко, кисло или солоно. А бабочки чувствуют это лапками.',
    },
    whatHappened:
      'Большая стайка оранжевых бабочек пролетела над полями и садами далёкий путь и вернулась туда, где проводит лето. Бабочки умеют пробовать цветы на вкус лапками.',
    parent: {
      upto3: ['Покажешь оранжевую бабочку?', 'Покажешь, где села Мими?'],
      '4to5': [
        'Как думаешь, что почувствовала Мими, когда устала?',
        'А что помогает тебе взбодриться, когда ты устаёшь?',
      ],
      '6to7': [
        'Как думаешь, почему бабочки улетают перед зимой?',
        'Может, понаблюдаете вместе за бабочками в парке и узнаете, какие цветы им нравятся больше всего?',
      ],
    },
  },
};
