/** Told for children: the bundled news item of 02-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_15: ItemTales = {
  heroLooks:
    'a huge, gentle grey whale with white speckles on its back, a long smiling mouth, a small kind eye and a wide tail',
  draw: [
    { picture: '🐋', en: ['whale', 'puff'], ru: ['кит', 'пых'] },
    { picture: '⛵', en: ['boat'], ru: ['лодк'] },
    { picture: '👧', en: ['lina'], ru: ['лина', 'лине'] },
    { picture: '👨', en: ['dad'], ru: ['пап', 'рыбак'] },
    { picture: '🌊', en: ['sea', 'water'], ru: ['мор', 'вод', 'волн'] },
    { picture: '⛲', en: ['fountain'], ru: ['фонтан'] },
    { picture: '🏘️', en: ['town'], ru: ['городк'] },
  ],
  en: {
    title: 'A whale waves hello',
    beats: {
      who: 'Puff, a big grey whale, in the blue sea near a fishing town',
      what: 'He swam right next to a little boat and waved his tail.',
      feeling: 'curious and friendly; the people on the boat were amazed and delighted',
      helped: null,
      why: 'Whales live in the sea but breathe air like us, so they come up and breathe through a hole on top of their head.',
    },
    hook: 'Something huge swam right up to a boat!',
    bedtime: 'The grey whale drifts in the calm sea.',
    toddler: [
      {
        title: 'Big whale',
        text: 'Look! A big grey whale. Swim, swim, swim, next to the boat.',
      },
      {
        title: 'Whoosh!',
        text: 'Whoosh, whoosh! Water goes up, up, up! The whale breathes.',
      },
      {
        title: 'Wave, wave',
        text: 'Up goes the big tail. Wave, wave, wave! Splash!',
      },
    ],
    small: [
      {
        title: 'Who is there?',
        text: 'In the blue sea near a fishing town, a little boat was bobbing on the water. Suddenly a big grey whale called Puff swam up beside it!',
      },
      {
        title: 'Whoosh!',
        text: 'Whoosh! A fountain of mist rose from the top of his head. Whales breathe air through a hole up there, like a nose on top.',
      },
      {
        title: 'A wave hello',
        text: 'Then Puff lifted his giant tail and waved it. Splash! Everyone on the boat laughed and waved back.',
      },
      {
        title: 'Your turn',
        text: 'Puff was curious and friendly. How would you wave to a whale? Can you take a big breath and blow it out, whoosh, like Puff?',
      },
    ],
    arc: [
      {
        title: 'A fishing town',
        text: 'In the blue sea near a little fishing town lives a big grey whale called Puff. He is as long as a bus, and his grey back is covered in white speckles, like a rock covered in shells.',
        beat: 'where',
      },
      {
        title: 'Lina’s wish',
        text: 'One morning a fisherman and his daughter Lina set out in their little boat. Lina wished and wished to see a real whale. But the sea was wide and calm, and there was no whale anywhere.',
        beat: 'problem',
      },
      {
        title: 'Waiting',
        text: 'Lina looked and looked at the water. She saw seagulls and little waves, but still no whale. “Maybe tomorrow,” said her dad.',
        beat: 'attempt',
      },
      {
        title: 'Whoosh!',
        text: 'Just then, right next to the boat, there was a loud whoosh! A tall fountain of mist rose from the water. It was Puff, breathing out through the hole on top of his head!',
        beat: 'help',
      },
      {
        title: 'Why whales come up',
        text: 'Whales live in the sea, but they breathe air, just like us. So every few minutes they must swim up to the top. The hole on top of the head lets a whale breathe out and in quickly, then dive down again.',
        beat: 'why',
      },
      {
        title: 'A wave hello',
        text: 'Puff swam slowly along the boat, so close that Lina could see his kind eye. Then he lifted his huge tail high and waved it. Splash! Lina waved back with both hands.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'breathe',
      inText: 'breathe',
      explanation: 'To take air in through your nose or mouth and let it out again.',
    },
    whatHappened:
      'In the sea near a fishing town, a big grey whale swam right up to a small boat and waved its tail. Whales breathe air through a blowhole on top of their head.',
    parent: {
      upto3: ['Can you point to the whale’s tail?', 'Where is the little boat?'],
      '4to5': [
        'How do you think the people felt when the whale came so close?',
        'Do you think Puff was having fun? Why?',
      ],
      '6to7': [
        'Why do you think a whale has to come up to the top of the sea?',
        'Could you both put a hand on your tummy and feel it go up and down as you breathe?',
      ],
    },
  },
  ru: {
    title: 'Кит помахал хвостом',
    beats: {
      who: 'большой серый кит Пых в синем море у рыбацкого городка',
      what: 'Кит подплыл к самой лодке и помахал хвостом.',
      feeling: 'любопытство и дружелюбие; люди в лодке были изумлены и очень рады',
      helped: null,
      why: 'Киты живут в море, но дышат воздухом, как мы, поэтому всплывают и дышат через дырочку на макушке.',
    },
    hook: 'К маленькой лодке подплыл огромный кит!',
    bedtime: 'Серый кит качается на тихих волнах.',
    toddler: [
      {
        title: 'Большой кит',
        text: 'Смотри! Большой серый кит. Плывёт, плывёт возле лодки.',
      },
      {
        title: 'Пф-ф!',
        text: 'Пф-ф, пф-ф! Фонтан вверх, вверх! Кит дышит.',
      },
      {
        title: 'Хвост',
        text: 'Хвост поднялся высоко. Машет, машет, машет! Плюх!',
      },
    ],
    small: [
      {
        title: 'Кто там у лодки?',
        text: 'В синем море у рыбацкого городка покачивалась на волнах маленькая лодка. Вдруг рядом с ней всплыл большой серый кит Пых!',
      },
      {
        title: 'Фонтан',
        text: 'Пф-ф-ф! С его макушки взлетел фонтан брызг. Киты дышат воздухом через дырочку на голове, как будто нос у них наверху.',
      },
      {
        title: 'Привет хвостом',
        text: 'А потом Пых поднял огромный хвост и помахал им. Плюх! Все в лодке засмеялись и замахали киту в ответ.',
      },
      {
        title: 'А ты?',
        text: 'Пых был любопытный и дружелюбный. А ты как помашешь киту? Сможешь набрать побольше воздуха и выдохнуть: пф-ф-ф, как Пых?',
      },
    ],
    arc: [
      {
        title: 'Рыбацкий городок',
        text: 'В синем море у маленького рыбацкого городка живёт большой серый кит Пых. Он длиной с автобус, а серая спина у него вся в белых пятнышках, словно камень в ракушках.',
        beat: 'where',
      },
      {
        title: 'Мечта Лины',
        text: 'Однажды утром рыбак и его дочка Лина вышли в море на лодке. Лина очень хотела увидеть настоящего кита. Но море было широкое и спокойное, и кита нигде не было.',
        beat: 'problem',
      },
      {
        title: 'Ждём и смотрим',
        text: 'Лина смотрела и смотрела на воду. Она видела чаек и маленькие волны, а кита всё не было. «Может, завтра повезёт», — сказал папа.',
        beat: 'attempt',
      },
      {
        title: 'Пф-ф-ф!',
        text: 'И тут прямо рядом с лодкой громко фыркнуло: пф-ф-ф! Из воды поднялся высокий фонтан брызг. Это Пых выдохнул воздух через дырочку на макушке!',
        beat: 'help',
      },
      {
        title: 'Зачем киты всплывают',
        text: 'Киты живут в море, но дышат воздухом, совсем как мы. Поэтому каждые несколько минут им нужно подниматься наверх. Дырочка на макушке помогает быстро выдохнуть и вдохнуть, а потом снова нырнуть.',
        beat: 'why',
      },
      {
        title: 'Кит машет хвостом',
        text: 'Пых медленно проплыл вдоль лодки, так близко, что Лина увидела его добрый глаз. Потом он высоко поднял огромный хвост и помахал им. Плюх! Лина замахала в ответ обеими руками.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'дышать',
      inText: 'дышат',
      explanation: 'Вдыхать и выдыхать воздух: вдох — воздух внутрь, выдох — наружу.',
    },
    whatHappened:
      'В море у рыбацкого городка большой серый кит подплыл к самой лодке и помахал хвостом. Киты дышат воздухом через дыхало на макушке.',
    parent: {
      upto3: ['Покажешь, где у кита хвост?', 'Где на картинке лодка?'],
      '4to5': [
        'Как думаешь, что почувствовали люди в лодке, когда всплыл кит?',
        'Как тебе кажется, киту было весело? Почему?',
      ],
      '6to7': [
        'Как думаешь, почему кит не может всё время оставаться под водой?',
        'Может, положите ладошки на животик и вместе послушаете, как он поднимается и опускается, когда вы дышите?',
      ],
    },
  },
};
