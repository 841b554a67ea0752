/** Told for children: the bundled news item of 11-19 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_19: ItemTales = {
  heroLooks:
    'a five-year-old boy with rosy cheeks, a blue puffy snowsuit, a yellow hat with ear flaps and short red skis',
  draw: [
    { picture: '⛷️', en: ['ski', 'tim'], ru: ['лыж', 'миш'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
  ],
  en: {
    title: 'First day on skis',
    beats: {
      who: 'Tim, a five-year-old boy, and his grandpa, in a snowy park',
      what: 'Tim put on skis for the first time; he kept sliding backwards on the little hill until Grandpa showed him how to walk up like a duck, and then he glided down all by himself.',
      feeling: 'eager, then cross and tumbly, then proud',
      helped: 'Grandpa, who showed him how to walk uphill with his skis in a V, toes out like a duck',
      why: 'Skis are long and smooth so they slide on snow; pointing them out in a V makes their edges grip, so you can climb.',
    },
    hook: 'Swoosh: who is sliding down the hill?',
    bedtime: 'Two little skis lean by the warm door.',
    toddler: [
      { title: 'Skis', text: 'Here is Tim. Long red skis! Clomp, clomp.' },
      { title: 'Oops', text: 'Up the hill. Oops, slide back! Bump!' },
      { title: 'Swoosh', text: 'Down, down, down! Swoosh! Tim can ski!' },
    ],
    small: [
      {
        title: 'New skis',
        text: 'In a snowy park, Tim put on skis for the very first time. They were long and red and very slippery. Grandpa came too.',
      },
      {
        title: 'Sliding back',
        text: 'Tim tried to climb the little hill, but his skis slid backwards. Again and again he landed in the snow, bump! Then Grandpa showed him a trick: walk up like a duck, toes out.',
      },
      {
        title: 'Swoosh!',
        text: 'Step by step, Tim waddled up to the top. Then he pointed his skis down and swoosh, he glided all the way down! Can you walk like a duck, toes out?',
      },
    ],
    arc: [
      {
        title: 'The snowy park',
        text: 'After a big snowfall, the park near Tim’s house turned white. The little hill was full of children on sledges and skis. Tim is five, and today he had his very first skis.',
        beat: 'where',
      },
      {
        title: 'Slippery skis',
        text: 'The skis were long, red and very slippery. Tim wanted to ski down the little hill like the big children. But first he had to get up it.',
        beat: 'problem',
      },
      {
        title: 'Sliding back',
        text: 'He stepped forward, and his skis slid backwards. He tried again, faster, and slid back even further. Bump! He landed in the snow and felt very cross.',
        beat: 'attempt',
      },
      {
        title: 'How skis work',
        text: 'Skis are long and smooth underneath, so they glide easily over snow, forwards and backwards. But if you point them outwards in a V, their edges dig into the snow and hold you.',
        beat: 'why',
      },
      {
        title: 'Walk like a duck',
        text: 'Grandpa showed him. “Toes out, heels in, like a duck,” he said. Tim waddled up the hill in a V, step by step, and did not slide back once.',
        beat: 'help',
      },
      {
        title: 'Swoosh!',
        text: 'At the top Tim turned his skis straight down the hill. He bent his knees, and swoosh, he glided all the way to the bottom. Grandpa clapped his big mittens, and Tim climbed up to do it again.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'skis',
      inText: 'skis',
      explanation: 'Long, narrow boards fixed to your boots, for sliding over snow.',
    },
    whatHappened:
      'A five-year-old boy went skiing for the first time on a little hill in a snowy park. He kept sliding backwards until his grandfather taught him to climb with his skis in a V, and then he skied down on his own.',
    parent: {
      upto3: ['Can you find Tim’s long red skis?', 'Can you say swoosh, like Tim going down?'],
      '4to5': [
        'How do you think Tim felt when his skis slid backwards?',
        'How did Tim feel when he glided all the way down, do you think?',
      ],
      '6to7': [
        'Why do you think walking in a V stops the skis from sliding back?',
        'Could you waddle like a duck together, toes out and heels in?',
      ],
    },
  },
  ru: {
    title: 'Первый раз на лыжах',
    beats: {
      who: 'пятилетний Миша и его дедушка в заснеженном парке',
      what: 'Миша впервые встал на лыжи; на горке лыжи всё время ехали назад, пока дедушка не показал, как подниматься ёлочкой, и тогда Миша сам скатился вниз.',
      feeling: 'нетерпение, потом досада, потом гордость',
      helped: 'дедушка, который показал, как идти в горку ёлочкой: носки врозь, пятки вместе',
      why: 'Лыжи длинные и гладкие, поэтому скользят по снегу; если поставить их ёлочкой, края врезаются в снег и держат.',
    },
    hook: 'Кто съехал с горки в первый раз?',
    bedtime: 'Маленькие лыжи сохнут у тёплой двери.',
    toddler: [
      { title: 'Лыжи', text: 'Вот Миша. Длинные красные лыжи! Топ, топ.' },
      { title: 'Ой!', text: 'Вверх на горку. Ой, едем назад! Бух!' },
      { title: 'Вжух!', text: 'Вниз, вниз, вниз! Вжух! Миша едет на лыжах!' },
    ],
    small: [
      {
        title: 'Новые лыжи',
        text: 'В заснеженном парке Миша впервые встал на лыжи. Они были длинные, красные и очень скользкие. С ним пришёл дедушка.',
      },
      {
        title: 'Едут назад',
        text: 'Миша хотел забраться на горку, но лыжи ехали назад. Снова и снова он садился в снег — бух! Тогда дедушка показал секрет: идти вверх ёлочкой, носки врозь.',
      },
      {
        title: 'Вжух!',
        text: 'Шаг за шагом Миша поднялся на самый верх. Потом направил лыжи вниз и — вжух! — скатился до самого низа! А ты можешь показать, как ходят ёлочкой?',
      },
    ],
    arc: [
      {
        title: 'Снежный парк',
        text: 'После сильного снегопада парк возле Мишиного дома стал белым. На горке было полно детей на санках и на лыжах. Мише пять лет, и сегодня у него первые лыжи.',
        beat: 'where',
      },
      {
        title: 'Скользкие лыжи',
        text: 'Лыжи были длинные, красные и очень скользкие. Миша хотел скатиться с горки, как большие ребята. Но сначала надо было на неё забраться.',
        beat: 'problem',
      },
      {
        title: 'Назад и назад',
        text: 'Он шагнул вперёд, а лыжи поехали назад. Попробовал ещё раз, быстрее, и съехал ещё дальше. Бух! Миша сел в снег и очень рассердился.',
        beat: 'attempt',
      },
      {
        title: 'Как скользят лыжи',
        text: 'Снизу лыжи длинные и гладкие, поэтому легко скользят по снегу и вперёд, и назад. Но если поставить их врозь, острые края врезаются в снег и держат.',
        beat: 'why',
      },
      {
        title: 'Ёлочкой',
        text: 'Дедушка показал: «Носки врозь, пятки вместе — ёлочкой!» Миша пошёл вверх, переставляя лыжи, шаг за шагом, и ни разу не съехал назад.',
        beat: 'help',
      },
      {
        title: 'Вжух!',
        text: 'Наверху Миша повернул лыжи прямо вниз. Присел — и вжух! — скатился до самого низа. Дедушка захлопал большими варежками, а Миша уже лез наверх, чтобы съехать ещё раз.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'ёлочка',
      inText: 'ёлочкой',
      explanation: 'Способ подниматься в горку на лыжах: носки врозь, пятки вместе, а следы похожи на веточки.',
    },
    whatHappened:
      'Пятилетний мальчик впервые встал на лыжи на горке в заснеженном парке. Лыжи съезжали назад, пока дедушка не научил его подниматься ёлочкой, и тогда он сам скатился вниз.',
    parent: {
      upto3: ['Покажешь длинные красные лыжи Миши?', 'Скажем вместе, как Миша едет с горки: вжух?'],
      '4to5': [
        'Как думаешь, что чувствовал Миша, когда лыжи ехали назад?',
        'А что почувствовал Миша, когда скатился вниз?',
      ],
      '6to7': [
        'Как думаешь, почему ёлочкой подниматься легче?',
        'Может, потопаете вместе ёлочкой по комнате: носки врозь, пятки вместе?',
      ],
    },
  },
};
