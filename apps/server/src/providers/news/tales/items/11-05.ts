/** Told for children: the bundled news item of 11-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_05: ItemTales = {
  heroLooks:
    'a small snow monkey with fluffy grey-brown fur, a round pink face, little pink hands and bright dark eyes, snowflakes on her head',
  draw: [
    { picture: '🐒', en: ['monkey', 'momo'], ru: ['обезьян', 'момо'] },
    { picture: '♨️', en: ['spring', 'steam'], ru: ['источник', 'пар'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'Snow monkeys in a warm pool',
    beats: {
      who: 'Momo, a young monkey in the mountains of Japan, and her mother',
      what: 'On a freezing day Momo joined the grown-up monkeys in a steaming warm spring for the first time and sat warm up to her chin while snowflakes fell on her head.',
      feeling: 'cold and shivery, unsure, then snug and happy',
      helped: 'her mother, who carried her into the water on her back',
      why: 'Deep under the mountains the rocks are very warm, so the spring water that bubbles up stays warm even when everything around is frozen.',
    },
    hook: 'Who takes a warm bath in the snow?',
    bedtime: 'Snowflakes settle softly on the warm, steamy pool.',
    toddler: [
      { title: 'Snow', text: 'Snow, snow, snow! Little Momo is cold. Shiver, shiver!' },
      { title: 'A warm pool', text: 'Look, a warm pool! Steam goes up, up, up.' },
      { title: 'Ahh!', text: 'Mum carries Momo in. Warm, warm, warm! Ahh!' },
    ],
    small: [
      {
        title: 'A cold day',
        text: 'High in the mountains of Japan, snow was falling. A young snow monkey called Momo was so cold that her teeth chattered.',
      },
      {
        title: 'Steam',
        text: 'Nearby, the grown-up monkeys sat in a warm pool, with steam rising all around them. It was a warm spring, bubbling up from under the ground! But Momo had never been in. The water looked strange and smoky.',
      },
      {
        title: 'Up to her chin',
        text: 'So Momo’s mum let her climb onto her back and carried her in. Momo sat in the warm water up to her chin, with snowflakes on her head. Ahh! What makes you warm on a cold day?',
      },
    ],
    arc: [
      {
        title: 'Snowy mountains',
        text: 'High in the mountains of Japan, winter is long and white. Snow monkeys live there in big families. Their thick fur keeps them warm, and their pink faces peek out of it.',
        beat: 'where',
      },
      {
        title: 'Too cold',
        text: 'One freezing morning the snow fell thick and fast. Little Momo huddled under a pine tree, but the cold crept into her fur, and her teeth chattered.',
        beat: 'problem',
      },
      {
        title: 'The smoky pool',
        text: 'Nearby, steam curled up from a pool among the rocks. The grown-ups sat in it with their eyes half closed. Momo crept to the edge, dipped in one finger and pulled it out. The water looked strange and smoky.',
        beat: 'attempt',
      },
      {
        title: 'On Mum’s back',
        text: 'Her mother waded over and turned round. Momo climbed onto her back and held on tight. Step by step, Mum carried her into the warm water.',
        beat: 'help',
      },
      {
        title: 'Up to her chin',
        text: 'Momo slid off and sat down up to her chin. Her fur floated around her, and her cold fingers tingled and turned warm. Snowflakes landed on her head, and she closed her eyes just like the grown-ups.',
        beat: 'resolution',
      },
      {
        title: 'A warm spring',
        text: 'Deep under these mountains the rocks are very warm. Water that trickles down between them warms up and bubbles back out as a warm spring. So even in the coldest winter, its water never freezes.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'steam',
      inText: 'steam',
      explanation: 'Tiny drops of warm water floating in the air, like a little cloud.',
    },
    whatHappened:
      'In the snowy mountains of Japan, monkeys warm themselves in a natural warm spring in winter. A young monkey went into the steaming water for the first time, carried in on her mother’s back.',
    parent: {
      upto3: ['Can you find little Momo in the warm pool?', 'Can you shiver like Momo in the snow?'],
      '4to5': [
        'How do you think Momo felt when her teeth chattered?',
        'How did Momo feel in the warm water up to her chin, do you think?',
      ],
      '6to7': [
        'Why do you think the water of the spring never freezes?',
        'Could you breathe on a cold window together and watch your own little cloud of steam?',
      ],
    },
  },
  ru: {
    title: 'Обезьянки греются в источнике',
    beats: {
      who: 'маленькая обезьянка Момо из японских гор и её мама',
      what: 'В морозный день Момо впервые залезла вместе со взрослыми обезьянами в тёплый дымящийся источник и сидела в воде по самый подбородок, а на макушку ей падали снежинки.',
      feeling: 'холод и дрожь, неуверенность, потом тепло и радость',
      helped: 'мама, которая отнесла её в воду на спине',
      why: 'Глубоко под горами камни очень тёплые, поэтому вода, которая поднимается оттуда, остаётся тёплой, даже когда всё вокруг замёрзло.',
    },
    hook: 'Кто принимает тёплую ванну прямо в снегу?',
    bedtime: 'Снежинки тихо тают над тёплым источником.',
    toddler: [
      { title: 'Снег', text: 'Снег, снег, снег! Маленькой Момо холодно. Дрожит, дрожит!' },
      { title: 'Тёплая вода', text: 'Смотри, тёплая вода! Пар идёт вверх, вверх, вверх.' },
      { title: 'Ах!', text: 'Мама несёт Момо в воду. Тепло, тепло, тепло! Ах!' },
    ],
    small: [
      {
        title: 'Холодный день',
        text: 'Высоко в горах Японии шёл снег. Маленькой обезьянке Момо было так холодно, что у неё стучали зубы.',
      },
      {
        title: 'Пар',
        text: 'Рядом взрослые обезьяны сидели в тёплой воде, а вокруг поднимался пар. Это был тёплый источник, вода в нём идёт из-под земли! Но Момо ещё ни разу туда не залезала. Вода казалась ей странной, дымной.',
      },
      {
        title: 'По самый подбородок',
        text: 'Тогда мама посадила Момо на спину и понесла в воду. Момо сидела в тёплой воде по самый подбородок, а на макушку ей падали снежинки. Ах! А что согревает тебя в холодный день?',
      },
    ],
    arc: [
      {
        title: 'Снежные горы',
        text: 'Высоко в горах Японии зима долгая и белая. Там большими семьями живут снежные обезьяны. Их греет густой мех, а из меха выглядывают розовые мордочки.',
        beat: 'where',
      },
      {
        title: 'Слишком холодно',
        text: 'Однажды морозным утром повалил густой снег. Маленькая Момо спряталась под сосной, но холод пробирался под мех, и у неё стучали зубы.',
        beat: 'problem',
      },
      {
        title: 'Дымная вода',
        text: 'Неподалёку среди камней клубился пар. Взрослые сидели в тёплой воде, прикрыв глаза. Момо подкралась к краю, окунула один палец и тут же отдёрнула. Вода казалась странной, дымной.',
        beat: 'attempt',
      },
      {
        title: 'На маминой спине',
        text: 'Мама подошла по воде и повернулась к ней спиной. Момо забралась ей на спину и крепко вцепилась. Шаг за шагом мама понесла её в тёплую воду.',
        beat: 'help',
      },
      {
        title: 'По самый подбородок',
        text: 'Момо соскользнула и села в воду по самый подбородок. Шёрстка распушилась, замёрзшие пальчики защипало, и они согрелись. На макушку падали снежинки, а Момо прикрыла глаза, совсем как взрослые.',
        beat: 'resolution',
      },
      {
        title: 'Тёплый источник',
        text: 'Глубоко под этими горами камни очень тёплые. Вода просачивается между ними, нагревается и выходит обратно — это и есть тёплый источник. Поэтому даже в самую холодную зиму вода в нём не замерзает.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'источник',
      inText: 'источник',
      explanation: 'Место, где вода сама выходит из-под земли.',
    },
    whatHappened:
      'В снежных горах Японии обезьяны зимой греются в природном тёплом источнике. Маленькая обезьянка впервые залезла в дымящуюся воду: мама отнесла её туда на спине.',
    parent: {
      upto3: ['Покажешь маленькую Момо в тёплой воде?', 'Подрожим вместе, как Момо: брр?'],
      '4to5': [
        'Как думаешь, что чувствовала Момо, когда у неё стучали зубы?',
        'А как Момо было в тёплой воде по самый подбородок, как думаешь?',
      ],
      '6to7': [
        'Как думаешь, почему вода в источнике не замерзает даже зимой?',
        'Может, подышите вместе на холодное стекло и посмотрите на своё облачко пара?',
      ],
    },
  },
};
