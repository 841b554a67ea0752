/** Told for children: the bundled news item of 12-12 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_12: ItemTales = {
  heroLooks:
    'a young husky with a thick grey-and-white coat, a white face with a grey mask, bright blue eyes, pointy ears and a curled fluffy tail, in a red harness',
  draw: [
    { picture: '🐕', en: ['dog', 'husk', 'nord'], ru: ['собак', 'хаски', 'норд'] },
    { picture: '🛷', en: ['sled'], ru: ['нарт'] },
    { picture: '✉️', en: ['letter', 'parcel'], ru: ['письм', 'посылк'] },
    { picture: '🏘️', en: ['village', 'roof'], ru: ['деревн', 'крыш'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
  ],
  en: {
    title: 'Sled dogs bring the post',
    beats: {
      who: 'Nord, a young husky in a team of eight sled dogs, and Anna, the musher who drives them, in the snowy far north',
      what: 'The dogs pulled a sled full of letters and parcels across the snow to a village that no road reaches in winter.',
      feeling: 'eager and bouncy at the start, tired on the long way, then proud and warm',
      helped:
        'Anna the musher, who knew the way and called out to the dogs, and the older dogs, who kept a steady pace',
      why: 'In winter deep snow covers the roads to some far northern villages, and a dog team can run where a car would get stuck.',
    },
    hook: 'Here come thirty-two paws and a sled!',
    bedtime: 'The sled rests, and the letters are home.',
    toddler: [
      { title: 'Woof, woof!', text: 'Eight fluffy dogs. Woof, woof, woof! Little Nord wags his tail.' },
      { title: 'Run, run', text: 'Run, run over the snow! The sled goes swish. Letters for everyone!' },
      { title: 'The post is here', text: 'Knock, knock! A letter for you! Good dog, Nord!' },
    ],
    small: [
      {
        title: 'A village in the snow',
        text: 'Far in the north there is a little village. In winter the road is under deep snow, so cars cannot get there. How do the letters arrive?',
      },
      {
        title: 'Eight dogs',
        text: 'Anna the musher tied eight sled dogs to a long sled full of letters and parcels. Young Nord wagged his tail. Woof! Off they ran!',
      },
      {
        title: 'A long way',
        text: 'The dogs ran over the white hills, and the sled went swish behind them. Nord got tired, but he kept running with the others.',
      },
      {
        title: 'Hello, village!',
        text: 'At last, the village! The children ran out, and a girl got a parcel from her grandma. Can you pant like a husky after a long run?',
      },
    ],
    arc: [
      {
        title: 'Far in the north',
        text: 'Far in the snowy north there is a little village by a frozen river. In winter deep snow covers the road, and no car can get through. But the village still gets its post.',
      },
      {
        title: 'A sled full of letters',
        text: 'This week there were letters, warm socks and a big parcel for a girl called Katya. How could they cross the deep snow? Anna the musher went out to her dogs.',
      },
      {
        title: 'Off they go',
        text: 'Anna tied eight huskies to her long wooden sled. The youngest was Nord, bouncing with joy. Anna called out, and the team ran off so fast that snow flew from their paws.',
      },
      {
        title: 'A steady pace',
        text: 'After a while Nord got tired and wanted to stop. But the old dogs beside him kept a calm, steady pace, and Nord ran in step with them. At every turn Anna called out kindly to the team.',
      },
      {
        title: 'The post is here!',
        text: 'In the afternoon the village roofs came into sight. Children ran out to meet the dogs. Katya hugged her parcel, and Nord got a bowl of food and a pat on the head.',
      },
      {
        title: 'Why dogs and not a car',
        text: 'A car sinks into deep soft snow, but huskies are light and run on top of it. Their thick fur keeps them warm on the coldest days. That is why the winter post still comes by dog sled to some northern villages.',
      },
    ],
    footnote: {
      word: 'musher',
      inText: 'musher',
      explanation: 'The person who drives a dog sled and calls out to the dogs which way to run.',
    },
    whatHappened:
      'In a village in the far north that no road reaches in winter, the post arrived by dog sled. A team of eight huskies, driven by a musher, pulled letters and parcels across the snow.',
    parent: {
      upto3: ['How many dogs can you count?', 'Can you wag a tail like little Nord?'],
      '4to5': [
        'How do you think Nord felt when he got tired on the long way?',
        'How do you think the girl felt when her parcel came?',
      ],
      '6to7': [
        'Why do you think a dog sled can go where a car would get stuck?',
        'Could you find the far north on a map or a globe together, where the snow lies all winter?',
      ],
    },
  },
  ru: {
    title: 'Ездовые собаки привезли почту',
    beats: {
      who: 'молодой хаски Норд из упряжки восьми ездовых собак и каюр Анна, которая ими правит, на снежном севере',
      what: 'Собаки везли нарты с письмами и посылками по снегу в деревню, куда зимой не ведёт ни одна дорога.',
      feeling: 'сначала задор и нетерпение, в пути усталость, потом гордость и тепло',
      helped: 'каюр Анна, которая знала дорогу и подбадривала собак, и старшие собаки, которые бежали ровно',
      why: 'Зимой глубокий снег заметает дороги к дальним северным деревням, а собачья упряжка пробежит там, где машина застрянет.',
    },
    hook: 'Бегут-бегут тридцать две лапы и нарты!',
    bedtime: 'Нарты отдыхают, а письма уже дома.',
    toddler: [
      { title: 'Гав-гав!', text: 'Восемь пушистых собак. Гав, гав, гав! Маленький Норд виляет хвостом.' },
      { title: 'Бегом!', text: 'Бегом, бегом по снегу! Нарты едут: вжух! Везём письма!' },
      { title: 'Почта!', text: 'Тук-тук! Тебе письмо! Молодец, Норд!' },
    ],
    small: [
      {
        title: 'Деревня в снегу',
        text: 'Далеко на севере есть маленькая деревня. Зимой дорогу туда заносит глубоким снегом, и машины не проедут. Как же туда попадают письма?',
      },
      {
        title: 'Восемь собак',
        text: 'Каюр Анна запрягла восемь ездовых собак в длинные нарты с письмами и посылками. Молодой Норд завилял хвостом. Гав! И упряжка помчалась!',
      },
      {
        title: 'Долгая дорога',
        text: 'Собаки бежали по белым холмам, а нарты скользили следом: вжух, вжух. Норд устал, но бежал вместе со всеми.',
      },
      {
        title: 'Почта приехала',
        text: 'Вот и деревня! Дети выбежали навстречу, а одна девочка получила посылку от бабушки. А ты умеешь часто-часто дышать, как хаски после бега?',
      },
    ],
    arc: [
      {
        title: 'Далеко на севере',
        text: 'Далеко на снежном севере, у замёрзшей реки, стоит маленькая деревня. Зимой дорогу к ней заносит глубоким снегом, и машина не проедет. Но почта в деревню всё равно приходит.',
      },
      {
        title: 'Нарты с письмами',
        text: 'На этой неделе набралось много писем, тёплые носки и большая посылка для девочки Кати. Как довезти всё это по глубокому снегу? Каюр Анна пошла к своим собакам.',
      },
      {
        title: 'Вперёд!',
        text: 'Анна запрягла восемь хаски в длинные деревянные нарты. Самым молодым был Норд, он прыгал от радости. «Вперёд!» — скомандовала Анна, и упряжка помчалась так, что снег летел из-под лап.',
      },
      {
        title: 'Ровный шаг',
        text: 'Через какое-то время Норд устал, ему захотелось остановиться. Но старые собаки рядом бежали спокойно и ровно, и Норд подстроился под их шаг. На каждом повороте Анна ласково подбадривала упряжку.',
      },
      {
        title: 'Почта приехала!',
        text: 'Днём показались крыши деревни. Дети выбежали встречать собак. Катя крепко обняла свою посылку, а Норду дали миску еды и погладили по голове.',
      },
      {
        title: 'Почему собаки, а не машина',
        text: 'Машина вязнет в глубоком мягком снегу, а хаски лёгкие и бегут поверху. Густая шерсть греет их даже в самый сильный мороз. Вот почему в некоторые северные деревни зимой почту до сих пор возят на собаках.',
      },
    ],
    footnote: {
      word: 'каюр',
      inText: 'каюр',
      explanation: 'Человек, который правит собачьей упряжкой и подсказывает собакам, куда бежать.',
    },
    whatHappened:
      'В северную деревню, к которой зимой не ведёт ни одна дорога, почту привезли на собаках. Упряжка из восьми хаски под управлением каюра везла письма и посылки по снегу.',
    parent: {
      upto3: ['Сколько собак насчитаешь?', 'Покажешь, как Норд виляет хвостом?'],
      '4to5': [
        'Как думаешь, что чувствовал Норд, когда устал в дороге?',
        'Как думаешь, что почувствовала девочка, когда получила посылку?',
      ],
      '6to7': [
        'Как думаешь, почему собаки пробегут там, где машина застрянет?',
        'Может, найдёте вместе на карте или глобусе далёкий север, где снег лежит всю зиму?',
      ],
    },
  },
};
