/** Told for children: the bundled news item of 05-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_03: ItemTales = {
  heroLooks: 'a four-year-old boy with curly black hair, a red T-shirt and a little green apron from nursery',
  draw: [
    { picture: '👦', en: ['sami', 'boy'], ru: ['сём', 'мальчик'] },
    { picture: '🫘', en: ['bean'], ru: ['фасол'] },
    { picture: '🌱', en: ['sprout', 'leaves', 'root'], ru: ['росток', 'листоч', 'корешок'] },
    { picture: '🧑‍🏫', en: ['ada'], ru: ['вера павловна', 'веры павловны'] },
  ],
  en: {
    title: 'A bean wakes up in a cup',
    beats: {
      who: 'Sami, a boy of four, and the bean he planted in a clear cup at nursery',
      what: 'Sami’s bean would not sprout until he learned it needed air as well as water; then it grew a root, a sprout and two leaves.',
      feeling: 'hopeful, then worried, then delighted',
      helped: 'his nursery teacher, Miss Ada, who showed him how to squeeze out the extra water and wait',
      why: 'A bean is a seed with a tiny plant and its food inside; its root grows down to water and its sprout up to the light.',
    },
    hook: 'What wakes up inside a tiny bean?',
    bedtime: 'By the dark window, the bean plant rests.',
    toddler: [
      { title: 'A bean', text: 'Here is a bean. Into the cup it goes. Sleep, little bean!' },
      { title: 'Drip, drip', text: 'Drip, drip, a little drink. Wait, wait, wait.' },
      { title: 'Hello, leaves', text: 'Look! A green sprout. Two little leaves. Hello, bean!' },
    ],
    small: [
      {
        title: 'A bean in a cup',
        text: 'At nursery, every child got a bean and a clear plastic cup. Sami pressed his bean against the side, on damp cotton wool. Then all the cups went on the windowsill.',
      },
      {
        title: 'Peeking every morning',
        text: 'Sami looked at his bean every morning. One day, a tiny white root poked out! Then a green sprout pushed up, with two little leaves.',
      },
      {
        title: 'Taller than the cup',
        text: 'Soon Sami’s bean plant was taller than its cup. He was so proud that he did a little dance. What would you like to grow in a cup?',
      },
    ],
    arc: [
      {
        title: 'A bean that slept',
        text: 'At Sami’s nursery, every child planted a bean in a clear cup of damp cotton wool. After a few days, white roots wriggled out of everyone’s beans. Everyone’s except Sami’s. His bean just sat there, fat and still.',
        beat: 'problem',
      },
      {
        title: 'More water!',
        text: 'Sami decided that his bean must be thirsty. He gave it a big drink, then another, until the cotton wool was soggy. But the bean still did not move, and Sami’s lip wobbled.',
        beat: 'attempt',
      },
      {
        title: 'Air and patience',
        text: 'Miss Ada knelt beside him. “Beans need water, but they need air too,” she said. Together they squeezed the extra water out. “Now we wait, and we peek each morning.”',
        beat: 'help',
      },
      {
        title: 'Hello, root!',
        text: 'Two mornings later, Sami gasped. A tiny white root was curling down the side of the cup! Then a green sprout pushed up and opened two leaves. Soon it stood taller than the cup.',
        beat: 'resolution',
      },
      {
        title: 'What hides in a bean',
        text: 'Miss Ada showed the class a bean split in half. Inside lay a tiny baby plant with its packed lunch of food. The root always grows down to find water, and the sprout grows up to find light.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'root',
      inText: 'root',
      explanation: 'The part of a plant that grows down and drinks water for it.',
    },
    whatHappened:
      'Children at a nursery each grew a bean in a clear cup of damp cotton wool on the windowsill. One boy’s bean only sprouted after his teacher helped him squeeze out the extra water, as seeds need air as well as water.',
    parent: {
      upto3: ['Can you find the two little leaves?', 'Can you say drip, drip, like a little drink?'],
      '4to5': [
        'How do you think Sami felt when the tiny white root poked out?',
        'How would you feel if your plant grew taller than its cup?',
      ],
      '6to7': [
        'Why do you think the root grows down and the sprout grows up?',
        'Could you plant a bean in a cup together and peek at it each morning?',
      ],
    },
  },
  ru: {
    title: 'Фасолька проснулась',
    beats: {
      who: 'четырёхлетний Сёма и фасолька, которую он посадил в прозрачный стаканчик в детском саду',
      what: 'Фасолька Сёмы не просыпалась, пока он не узнал, что ей нужна не только вода, но и воздух; тогда у неё появились корешок, росток и два листочка.',
      feeling: 'надежда, потом огорчение, потом радость',
      helped: 'воспитательница Вера Павловна, которая помогла отжать лишнюю воду и подождать',
      why: 'Фасоль — это семечко, внутри которого крошечное растение и запас еды; корешок растёт вниз, к воде, а росток — вверх, к свету.',
    },
    hook: 'Что спит внутри маленькой фасольки?',
    bedtime: 'У тёмного окна дремлет фасолька в стаканчике.',
    toddler: [
      { title: 'Фасолька', text: 'Вот фасолька. Прыг в стаканчик! Спи, фасолька!' },
      { title: 'Кап-кап', text: 'Кап-кап, попей водички. Ждём, ждём, ждём.' },
      { title: 'Листочки', text: 'Смотри! Зелёный росток. Два листочка. Привет, фасолька!' },
    ],
    small: [
      {
        title: 'Фасолька в стаканчике',
        text: 'В детском саду каждому дали фасолину и прозрачный стаканчик. Сёма положил свою фасольку на мокрую вату, прямо у стенки. Все стаканчики поставили на подоконник.',
      },
      {
        title: 'Каждое утро',
        text: 'Каждое утро Сёма проверял фасольку. И вот однажды из неё выглянул крошечный белый корешок! А потом вверх потянулся зелёный росток с двумя листочками.',
      },
      {
        title: 'Выше стаканчика',
        text: 'Скоро росток стал выше стаканчика. Сёма так гордился, что даже станцевал. А что хочется вырастить в стаканчике тебе?',
      },
    ],
    arc: [
      {
        title: 'Фасолька спит',
        text: 'В Сёмином садике каждый посадил фасольку в прозрачный стаканчик с мокрой ватой. Через несколько дней почти все фасольки пустили белые корешки. Все, кроме Сёминой. Его фасолька лежала толстая и неподвижная.',
        beat: 'problem',
      },
      {
        title: 'Ещё водички!',
        text: 'Сёма решил, что фасолька хочет пить. Он полил её, потом ещё и ещё, пока вата не стала совсем мокрой. Но фасолька так и не шевельнулась, и Сёма чуть не заплакал.',
        beat: 'attempt',
      },
      {
        title: 'Воздух и терпение',
        text: 'Вера Павловна присела рядом. «Фасольке нужна вода, но и воздух тоже», — сказала она. Вместе они отжали лишнюю воду. «А теперь подождём и будем заглядывать к ней каждое утро».',
        beat: 'help',
      },
      {
        title: 'Привет, корешок!',
        text: 'Через два дня Сёма ахнул. По стенке стаканчика вниз полз крошечный белый корешок! Потом вверх пробился зелёный росток и раскрыл два листочка. Скоро он стал выше стаканчика.',
        beat: 'resolution',
      },
      {
        title: 'Что прячется в фасольке',
        text: 'Вера Павловна разрезала фасолину пополам и показала детям. Внутри пряталось крошечное растеньице с запасом еды. Корешок всегда растёт вниз, к воде, а росток — вверх, к свету.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'корешок',
      inText: 'корешок',
      explanation: 'Часть растения, которая растёт вниз и пьёт для него воду.',
    },
    whatHappened:
      'В детском саду каждый ребёнок вырастил фасоль в прозрачном стаканчике с мокрой ватой на подоконнике. Фасолька одного мальчика проросла, только когда воспитательница помогла отжать лишнюю воду: семенам нужна не только вода, но и воздух.',
    parent: {
      upto3: ['Где у фасольки два листочка?', 'Скажешь «кап-кап», как водичка?'],
      '4to5': [
        'Как думаешь, что почувствовал Сёма, когда выглянул белый корешок?',
        'Что чувствуешь ты, когда чего-то долго ждёшь?',
      ],
      '6to7': [
        'Как думаешь, почему корешок растёт вниз, а росток — вверх?',
        'Может, посадите фасольку в стаканчик вместе и будете заглядывать к ней каждое утро?',
      ],
    },
  },
};
