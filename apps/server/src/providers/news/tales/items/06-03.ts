/** Told for children: the bundled news item of 06-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_03: ItemTales = {
  heroLooks:
    'a round baby hippo with smooth pinkish-grey skin, a wide pink nose, small round wiggly ears and tiny dark eyes',
  draw: [
    { picture: '🦛', en: ['hippo', 'plum', 'rosie'], ru: ['бегемот', 'пышк', 'роз'] },
    { picture: '🦆', en: ['duck'], ru: ['утк', 'уточк'] },
    { picture: '💧', en: ['pool', 'water'], ru: ['бассейн', 'вод'] },
  ],
  en: {
    title: 'A baby hippo learns the hippo way',
    beats: {
      who: 'Plum, a baby hippo, and her mother Rosie in the warm hippo house of a city zoo',
      what: 'Plum could not float in the deep end like a duck, until she followed her mum and learned to tiptoe and bounce along the bottom, popping up to breathe.',
      feeling: 'curious, then puzzled when she sank, then proud and bouncy',
      helped: 'her mother Rosie, who walked into the deep water ahead of her',
      why: 'Hippos are too heavy to float, so they walk and bounce along the bottom and come up to breathe.',
    },
    hook: 'Who tiptoes along the bottom of the pool?',
    bedtime: 'Plum snoozes, her chin on Mum’s back.',
    toddler: [
      { title: 'Splash', text: 'Here is Plum, a baby hippo. Sploosh! Into the water.' },
      { title: 'Tiptoe', text: 'Tiptoe, tiptoe, on the bottom. Bounce, bounce, bounce!' },
      { title: 'Pfff', text: 'Up comes her nose. Pfff! Wiggle, wiggle go her ears.' },
    ],
    small: [
      {
        title: 'A warm pool',
        text: 'At a city zoo, the hippo house has a big warm pool. A baby hippo called Plum lives there with her mum, Rosie.',
      },
      {
        title: 'Plop!',
        text: 'Plum liked the shallow end. But when she stepped into the deep water, down she went, plop, right to the bottom!',
      },
      {
        title: 'Bounce, bounce',
        text: 'Mum showed her the hippo way. Hippos tiptoe and bounce along the bottom, then push their noses up to breathe. Plum tried it and bounced all across the pool.',
      },
      {
        title: 'Your turn',
        text: 'Plum felt so proud and so bouncy! Can you tiptoe and bounce like a little hippo?',
      },
    ],
    arc: [
      {
        title: 'The hippo house',
        text: 'At a city zoo there is a warm hippo house with a big pool. A baby hippo called Plum lives there with her mum, Rosie. Plum is round and pinkish-grey, with tiny ears that wiggle when she is happy.',
        beat: 'where',
      },
      {
        title: 'The deep end',
        text: 'Plum loved splashing in the shallow end. But the deep end, where Mum spent her days, looked dark and big. Plum wanted to go there too, but she did not know how.',
        beat: 'problem',
      },
      {
        title: 'Like a duck',
        text: 'Plum had watched the ducks bob on the zoo pond, so she tried to float like them. She stretched out her legs, held her breath and, plop, sank straight to the bottom.',
        beat: 'attempt',
      },
      {
        title: 'Mum shows the way',
        text: 'Rosie walked slowly into the deep water and looked back, and Plum followed her. Under the water Mum did not float at all. She walked along the bottom on tiptoe, gave a little bounce and pushed her nose up to breathe.',
        beat: 'help',
      },
      {
        title: 'Why hippos sink',
        text: 'Hippos are so heavy that they sink. So instead of swimming, they walk and bounce along the bottom. They close their ears and nostrils tight and come up for air every few minutes.',
        beat: 'why',
      },
      {
        title: 'Bounce, bounce, pfff',
        text: 'Plum tried it. Tiptoe, tiptoe, bounce! Up she came, pfff, and down again. Soon she was bouncing all across the pool, and the visitors at the glass laughed and clapped.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'shallow',
      inText: 'shallow',
      explanation: 'Not deep: the water comes only a little way up.',
    },
    whatHappened:
      'At a city zoo, keepers watched a baby hippo learn to move in the deep end of the pool by following her mother. Hippos are too heavy to float: they walk and bounce along the bottom and come up to breathe.',
    parent: {
      upto3: ['Can you find the baby hippo’s nose?', 'Can you bounce like Plum?'],
      '4to5': [
        'How do you think Plum felt when she went plop to the bottom?',
        'How do you feel when you learn something new?',
      ],
      '6to7': [
        'Why do you think Plum sank when she tried to float like a duck?',
        'Could you put a cork and a pebble in a bowl of water together and see which one sinks?',
      ],
    },
  },
  ru: {
    title: 'Бегемотик учится ходить по дну',
    beats: {
      who: 'малышка-бегемотик Пышка и её мама Роза в тёплом бегемотнике городского зоопарка',
      what: 'Пышка не смогла плавать на глубине, как уточка, а потом пошла за мамой и научилась ходить на цыпочках и подпрыгивать по дну, выныривая подышать.',
      feeling: 'любопытство, потом недоумение, когда она ушла на дно, потом гордость',
      helped: 'мама Роза, которая первой вошла в глубокую воду',
      why: 'Бегемоты такие тяжёлые, что не держатся на воде, поэтому они ходят и подпрыгивают по дну и выныривают, чтобы вдохнуть.',
    },
    hook: 'Кто умеет бегать под водой на цыпочках?',
    bedtime: 'Пышка дремлет, положив голову маме на спину.',
    toddler: [
      { title: 'Плюх', text: 'Вот Пышка, малышка-бегемотик. Плюх! Прямо в воду.' },
      { title: 'На цыпочках', text: 'На цыпочках по дну. Прыг, прыг, прыг!' },
      { title: 'Фух', text: 'Вот и носик наверху. Фух! Ушки шевелятся.' },
    ],
    small: [
      {
        title: 'Тёплый бассейн',
        text: 'В городском зоопарке в домике для бегемотов есть большой тёплый бассейн. Там живёт малышка-бегемотик Пышка с мамой Розой.',
      },
      {
        title: 'Плюх!',
        text: 'Пышке нравилось там, где мелко. Но когда она шагнула на глубину — плюх! — и ушла прямо на дно!',
      },
      {
        title: 'Прыг, прыг',
        text: 'Мама показала ей, как поступают бегемоты: они ходят по дну на цыпочках, подпрыгивают и высовывают ноздри, чтобы подышать. Пышка попробовала и запрыгала через весь бассейн.',
      },
      {
        title: 'А ты?',
        text: 'Пышка так гордилась собой! А ты умеешь ходить на цыпочках и прыгать, как маленький бегемотик?',
      },
    ],
    arc: [
      {
        title: 'Домик для бегемотов',
        text: 'В городском зоопарке есть тёплый домик для бегемотов с большим бассейном. Там живёт малышка-бегемотик Пышка со своей мамой Розой. Пышка круглая, серо-розовая, и ушки у неё шевелятся от радости.',
        beat: 'where',
      },
      {
        title: 'Глубина',
        text: 'Пышка любила плескаться там, где мелко. А на глубине, где мама проводила целые дни, было темно и просторно. Пышке тоже хотелось туда, но она не знала как.',
        beat: 'problem',
      },
      {
        title: 'Как уточка',
        text: 'Пышка видела, как уточки качаются на зоопарковом пруду, и решила плавать, как они. Она вытянула ножки, задержала дыхание и — плюх! — сразу ушла на дно.',
        beat: 'attempt',
      },
      {
        title: 'Мама показывает',
        text: 'Роза медленно вошла в глубокую воду и оглянулась, и Пышка пошла за ней. Под водой мама вовсе не плавала. Она шла по дну на цыпочках, слегка подпрыгивала и высовывала нос, чтобы подышать.',
        beat: 'help',
      },
      {
        title: 'Почему бегемоты не плавают',
        text: 'Бегемоты такие тяжёлые, что не держатся на воде. Поэтому они не плавают, а ходят и подпрыгивают по дну. Уши и ноздри у них плотно закрываются, а подышать они выныривают каждые несколько минут.',
        beat: 'why',
      },
      {
        title: 'Прыг, прыг, фух',
        text: 'Пышка попробовала. На цыпочках, на цыпочках, прыг! Вынырнула — фух! — и снова вниз. Скоро она уже прыгала через весь бассейн, а посетители за стеклом смеялись и хлопали.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'ноздри',
      inText: 'ноздри',
      explanation: 'Две дырочки в носу, через которые дышат.',
    },
    whatHappened:
      'В городском зоопарке смотрители видели, как малышка-бегемотик училась двигаться на глубине, повторяя за мамой. Бегемоты слишком тяжёлые, чтобы держаться на воде: они ходят и подпрыгивают по дну и выныривают подышать.',
    parent: {
      upto3: ['Покажешь, где у Пышки носик?', 'Попрыгаем, как Пышка?'],
      '4to5': [
        'Как думаешь, что почувствовала Пышка, когда ушла на дно?',
        'А что ты чувствуешь, когда учишься чему-то новому?',
      ],
      '6to7': [
        'Как думаешь, почему Пышка ушла на дно, когда попробовала плавать, как уточка?',
        'Может, опустите вместе в миску с водой пробку и камешек и посмотрите, что пойдёт ко дну?',
      ],
    },
  },
};
