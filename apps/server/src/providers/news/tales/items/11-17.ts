/** Told for children: the bundled news item of 11-17 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_17: ItemTales = {
  heroLooks: 'a small boy with messy brown hair, a green raincoat with the hood up and yellow rubber boots',
  draw: [
    { picture: '👦', en: ['sam'], ru: ['митя', 'мите', 'мити', 'митин'] },
    { picture: '👵', en: ['mrs green', 'lady'], ru: ['зина', 'зине', 'зину', 'соседк'] },
    { picture: '🛍️', en: ['bag'], ru: ['сумк', 'сумок'] },
    { picture: '🌧️', en: ['rain'], ru: ['дожд'] },
    { picture: '🫖', en: ['tea', 'kettle'], ru: ['чай', 'чаю', 'чая'] },
    { picture: '🍂', en: ['leaves'], ru: ['листья'] },
  ],
  en: {
    title: 'A day of kind deeds',
    beats: {
      who: 'people in many cities, and a boy called Sam who lives in one of them',
      what: 'On a rainy autumn day, people did kind things for their neighbours; one boy carried shopping bags for an old lady.',
      feeling: 'unsure what to do at first, then warm and proud',
      helped: 'a boy who carried heavy shopping bags for the old lady next door',
      why: 'Neighbours live close by, so a small kind thing, like carrying a bag, makes someone’s day easier right away.',
    },
    hook: 'A small kind deed can warm a street.',
    bedtime: 'Sam sleeps, warm as a cup of tea.',
    toddler: [
      { title: 'Rain', text: 'Drip, drip, drip. Rain on the window. Rain on the street.' },
      { title: 'Heavy bags', text: 'Oh! Heavy bags. Heavy, heavy bags. Sam helps! One bag, two bags.' },
      { title: 'Tea for two', text: 'Stomp, stomp, up the stairs. Thank you, Sam! Tea for two.' },
    ],
    small: [
      {
        title: 'A rainy day',
        text: 'On a rainy autumn day, people in many cities did kind things for their neighbours. Sam wanted to do a kind thing too. But what?',
      },
      {
        title: 'Two heavy bags',
        text: 'Then he saw Mrs Green from next door. She had two heavy shopping bags, and the rain was pouring down. Sam ran to help and carried the bags all the way up the stairs.',
      },
      {
        title: 'Warm inside',
        text: 'Mrs Green smiled and made two cups of tea. Sam felt warm inside, even warmer than the tea. What kind thing could you do for someone tomorrow?',
      },
    ],
    arc: [
      {
        title: 'A grey day',
        text: 'It was a grey autumn day, and the rain went on and on. In many cities, people were doing kind things for their neighbours that day. Sam lived in one of those cities.',
      },
      {
        title: 'What can I do?',
        text: 'Sam wanted to do something kind, too. But he was small. He could not fix a roof or drive a car. What could a small boy do?',
      },
      {
        title: 'Looking around',
        text: 'Sam put on his raincoat and went outside to look. Someone was sweeping up wet leaves. Someone was sharing an umbrella. Sam kept looking.',
      },
      {
        title: 'Mrs Green',
        text: 'By the front door he saw Mrs Green, the old lady from next door. She was carrying two heavy shopping bags and stopping to rest at every step.',
      },
      {
        title: 'Up the stairs',
        text: 'Sam took the bags, one in each hand, and carried them all the way up to her door. Mrs Green put the kettle on, and they had tea and biscuits together.',
      },
      {
        title: 'Why neighbours matter',
        text: 'Neighbours live right next door, so they are the first to see when someone needs a hand. Two bags are heavy for one tired pair of arms, but easy for a helper. On that rainy day, many small deeds like Sam’s happened in many cities.',
      },
    ],
    footnote: {
      word: 'neighbour',
      inText: 'neighbours',
      explanation: 'People who live next door or very close to you.',
    },
    whatHappened:
      'On a rainy autumn day, people in many cities did kind things for their neighbours. One boy carried heavy shopping bags for an old lady.',
    parent: {
      upto3: ['Can you point to the heavy bags?', 'Can you show me how Sam carried the bags?'],
      '4to5': ['How do you think Mrs Green felt when Sam helped her?', 'How do you feel when you help someone?'],
      '6to7': [
        'Why do you think it helps to know your neighbours?',
        'Could you plan one small kind thing for a neighbour and do it together this week?',
      ],
    },
  },
  ru: {
    title: 'День добрых дел',
    beats: {
      who: 'жители многих городов, и среди них мальчик Митя',
      what: 'В дождливый осенний день люди делали добрые дела для соседей, а один мальчик донёс сумки с продуктами пожилой соседке.',
      feeling: 'сначала растерянность, а потом тепло и гордость',
      helped: 'мальчик, который донёс тяжёлые сумки пожилой соседке',
      why: 'Соседи живут совсем рядом, поэтому маленькое доброе дело — например, донести сумку — помогает сразу.',
    },
    hook: 'Одно доброе дело согревает целую улицу.',
    bedtime: 'Митя уснул, тёплый, как чашка чая.',
    toddler: [
      { title: 'Дождь', text: 'Кап, кап, кап. Дождь на окне. Дождь на улице.' },
      {
        title: 'Тяжёлые сумки',
        text: 'Ой! Сумки тяжёлые. Тяжёлые-претяжёлые! Митя помогает. Одна сумка, две сумки.',
      },
      { title: 'Чай на двоих', text: 'Топ-топ по лестнице. Спасибо, Митя! Чай на двоих.' },
    ],
    small: [
      {
        title: 'Дождливый день',
        text: 'В дождливый осенний день жители многих городов делали добрые дела для своих соседей. Митя тоже хотел сделать что-нибудь доброе. Но что?',
      },
      {
        title: 'Две тяжёлые сумки',
        text: 'И тут он увидел соседку, бабушку Зину. Она несла две тяжёлые сумки с продуктами, а дождь так и лил. Митя подбежал и донёс сумки до самой её двери.',
      },
      {
        title: 'Тепло внутри',
        text: 'Бабушка Зина улыбнулась и налила две чашки чаю. Мите стало тепло — теплее, чем от чая. А какое доброе дело ты можешь сделать завтра?',
      },
    ],
    arc: [
      {
        title: 'Серый день',
        text: 'Был серый осенний день, и дождь всё лил и лил. В этот день во многих городах люди делали добрые дела для соседей. В одном из таких городов живёт Митя.',
      },
      {
        title: 'Что я могу?',
        text: 'Мите тоже хотелось сделать что-нибудь доброе. Но он ещё маленький. Крышу не починит, машину не поведёт. Что же может мальчик?',
      },
      {
        title: 'Смотрим вокруг',
        text: 'Митя надел плащ и вышел во двор посмотреть. Кто-то сметал мокрые листья. Кто-то делился зонтиком. Митя смотрел и думал.',
      },
      {
        title: 'Бабушка Зина',
        text: 'У подъезда он увидел бабушку Зину, пожилую соседку. Она несла две тяжёлые сумки с продуктами и на каждой ступеньке останавливалась передохнуть.',
      },
      {
        title: 'Вверх по лестнице',
        text: 'Митя взял сумки, по одной в каждую руку, и донёс их до самой её двери. Бабушка Зина поставила чайник, и они вместе пили чай с печеньем.',
      },
      {
        title: 'Зачем нужны соседи',
        text: 'Соседи живут совсем рядом, за стенкой или на одной лестнице, и первыми замечают, если кому-то нужна помощь. Две сумки тяжелы для усталых рук, но легки для помощника. В тот дождливый день таких добрых дел, как Митино, было очень много.',
      },
    ],
    footnote: {
      word: 'сосед',
      inText: 'соседей',
      explanation: 'Человек, который живёт рядом с тобой: за стенкой, на одной лестнице или в доме напротив.',
    },
    whatHappened:
      'В дождливый осенний день жители многих городов делали добрые дела для соседей. Один мальчик донёс тяжёлые сумки с продуктами пожилой соседке.',
    parent: {
      upto3: ['Покажешь, где тяжёлые сумки?', 'Покажешь, как Митя нёс сумки?'],
      '4to5': [
        'Как думаешь, что почувствовала бабушка Зина, когда Митя ей помог?',
        'А что ты чувствуешь, когда кому-то помогаешь?',
      ],
      '6to7': [
        'Как думаешь, почему хорошо знать своих соседей?',
        'Может, придумаете вместе одно маленькое доброе дело для соседей и сделаете его на этой неделе?',
      ],
    },
  },
};
