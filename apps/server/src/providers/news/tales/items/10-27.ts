/** Told for children: the bundled news item of 10-27 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_27: ItemTales = {
  heroLooks: 'a little girl with two short braids, a yellow raincoat with big round buttons and red rubber boots',
  draw: [
    { picture: '👧', en: ['lily'], ru: ['лиля', 'лили'] },
    { picture: '☂️', en: ['umbrella'], ru: ['зонт'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🚏', en: ['bus stop'], ru: ['останов'] },
    { picture: '🌧️', en: ['rain'], ru: ['дожд'] },
    { picture: '💧', en: ['puddle'], ru: ['луж'] },
  ],
  en: {
    title: 'An umbrella library',
    beats: {
      who: 'a small town where it often rains, and a girl called Lily who lives there with her grandpa',
      what: 'The town put free umbrellas at every bus stop: you take one when it rains and bring it back later.',
      feeling: 'worried about getting wet, then surprised and cheerful',
      helped: 'the town, which left umbrellas for everyone at the bus stops',
      why: 'When everyone brings the umbrellas back, there are always enough for the next person, just like books in a library.',
    },
    hook: 'Pitter-patter: do you have an umbrella?',
    bedtime: 'Lily is asleep, and the rain sings softly.',
    toddler: [
      { title: 'Drip, drop', text: 'Drip, drop, drip, drop! Rain, rain, rain. Look, a puddle! Splash!' },
      {
        title: 'Umbrellas!',
        text: 'At the bus stop: umbrellas! Red, yellow, blue umbrellas. Take one, little one!',
      },
      { title: 'Dry and happy', text: 'Up goes the umbrella. Pitter-patter on the top. Lily is dry!' },
    ],
    small: [
      {
        title: 'Rain again',
        text: 'In a small town where it often rains, Lily and her grandpa were walking home. Drip, drop! The rain began, and they had no umbrella.',
      },
      {
        title: 'A surprise at the bus stop',
        text: 'At the bus stop they found a stand full of bright umbrellas. A sign said: take one when it rains and bring it back later. Lily picked a yellow one, just like her raincoat.',
      },
      {
        title: 'A little roof',
        text: 'Pitter-patter went the rain on the umbrella, but Lily stayed dry. The next day she brought it back for someone else. What colour umbrella would you choose?',
      },
    ],
    arc: [
      {
        title: 'A rainy town',
        text: 'There is a small town where it rains and rains. Lily lives there with her grandpa. She has a yellow raincoat and red boots, and she loves puddles. One day Lily and Grandpa went to the market and left their umbrella at home. On the way back, dark clouds rolled in, and big drops began to fall.',
        beat: 'problem',
      },
      {
        title: 'Under a tiny roof',
        text: 'They ran to the bus stop and stood under its little roof. But the rain did not stop, and home was still far away. Grandpa sighed.',
        beat: 'attempt',
      },
      {
        title: 'A stand of umbrellas',
        text: 'Then Lily saw a stand full of bright umbrellas. A sign said: free umbrellas, take one when it rains and bring it back later. The town had put them at every bus stop!',
        beat: 'help',
      },
      {
        title: 'Home and dry',
        text: 'Grandpa took a big green umbrella, and Lily took a small yellow one. They walked home through the puddles, dry and singing. The next day, they brought both umbrellas back.',
        beat: 'resolution',
      },
      {
        title: 'Why sharing works',
        text: 'An umbrella library works like a library of books. Nobody has to carry an umbrella every single day. If everyone brings theirs back, there is always one waiting for the next person caught in the rain.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'umbrella',
      inText: 'umbrella',
      explanation: 'A little roof on a stick that keeps the rain off your head.',
    },
    whatHappened:
      'A small, rainy town put free umbrellas at every bus stop. People take one when it rains and bring it back later for others.',
    parent: {
      upto3: ['Can you point to the yellow umbrella?', 'Can you make the sound of the rain?'],
      '4to5': [
        'How do you think Lily felt when she found the umbrellas?',
        'Do you like walking in the rain, or do you like to stay dry?',
      ],
      '6to7': [
        'Why do you think it matters that everyone brings the umbrellas back?',
        'Could you think of something else your town could share and draw it together?',
      ],
    },
  },
  ru: {
    title: 'Библиотека зонтиков',
    beats: {
      who: 'маленький городок, где часто идут дожди, и девочка Лиля, которая живёт там с дедушкой',
      what: 'Городок поставил бесплатные зонтики на каждой остановке: берёшь зонтик в дождь, а потом приносишь обратно.',
      feeling: 'сначала огорчение, что промокнут, потом удивление и радость',
      helped: 'городок, который оставил на остановках зонтики для всех',
      why: 'Если все возвращают зонтики, их всегда хватает следующему — как книг в библиотеке.',
    },
    hook: 'Кап-кап: а зонтик у тебя есть?',
    bedtime: 'Дождик тихо шуршит по зонтикам.',
    toddler: [
      { title: 'Кап-кап', text: 'Кап-кап, кап-кап! Дождик, дождик, дождик. Смотри, лужа! Шлёп!' },
      { title: 'Зонтики!', text: 'На остановке — зонтики! Красный, жёлтый, синий зонтик. Бери, малыш!' },
      { title: 'Сухо', text: 'Раскрываем зонтик. Тук-тук-тук по зонтику. Лиля сухая!' },
    ],
    small: [
      {
        title: 'Опять дождь',
        text: 'В маленьком городке, где часто идут дожди, Лиля с дедушкой шли домой. Кап-кап! Полил дождь, а зонтика у них не было.',
      },
      {
        title: 'Сюрприз на остановке',
        text: 'На остановке они увидели стойку с яркими зонтиками. Там было написано: «Берите зонтик в дождь, а потом принесите обратно». Лиля выбрала жёлтый, как её плащик.',
      },
      {
        title: 'Маленькая крыша',
        text: 'Дождь стучал по зонтику, а Лиля шла сухая. На следующий день она принесла зонтик обратно — для кого-нибудь другого. А какого цвета зонтик выберешь ты?',
      },
    ],
    arc: [
      {
        title: 'Дождливый городок',
        text: 'Есть на свете маленький городок, где дождь идёт и идёт. Там живёт Лиля с дедушкой. У неё жёлтый плащик и красные сапожки, и она обожает лужи. Однажды Лиля с дедушкой пошли на рынок, а зонтик забыли дома. На обратном пути набежали тучи, и упали первые крупные капли.',
        beat: 'problem',
      },
      {
        title: 'Под крышей остановки',
        text: 'Они добежали до остановки и спрятались под её крышей. Но дождь не кончался, а до дома было ещё далеко. Дедушка вздохнул.',
        beat: 'attempt',
      },
      {
        title: 'Стойка с зонтиками',
        text: 'Тут Лиля заметила стойку с яркими зонтиками. На табличке было написано: «Бесплатные зонтики! Возьмите в дождь и верните потом». Такие зонтики город поставил на каждой остановке!',
        beat: 'help',
      },
      {
        title: 'Сухими до дома',
        text: 'Дедушка взял большой зелёный зонтик, а Лиля — маленький жёлтый. Они шли домой по лужам, сухие и весёлые. А назавтра принесли оба зонтика обратно.',
        beat: 'resolution',
      },
      {
        title: 'Почему это работает',
        text: 'Библиотека зонтиков устроена как библиотека книг. Не нужно каждый день носить с собой зонтик. Если все возвращают зонтики, на остановке всегда ждёт зонтик для того, кого застал дождь.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'зонтик',
      inText: 'зонтик',
      explanation: 'Маленькая крыша на палочке: она укрывает от дождя.',
    },
    whatHappened:
      'Маленький дождливый городок поставил бесплатные зонтики на каждой остановке. В дождь зонтик можно взять, а потом вернуть для других.',
    parent: {
      upto3: ['Покажешь, где жёлтый зонтик?', 'Покажешь, как стучит дождик?'],
      '4to5': ['Как думаешь, что почувствовала Лиля, когда увидела зонтики?', 'А тебе нравится гулять под дождём?'],
      '6to7': [
        'Как думаешь, почему важно, чтобы все возвращали зонтики?',
        'Может, придумаете вместе, чем ещё можно делиться в вашем городе, и нарисуете это?',
      ],
    },
  },
};
