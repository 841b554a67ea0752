/** Told for children: the bundled news item of 02-27 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_27: ItemTales = {
  heroLooks:
    'a plump seal pup with thick fluffy snow-white fur, big round black eyes, a little black nose and long whiskers',
  draw: [
    { picture: '🦭', en: ['seal', 'button', 'pup'], ru: ['тюлен', 'пушок', 'пушк'] },
    { picture: '🦭', en: ['mum', 'mother', 'mama'], ru: ['мам'] },
    { picture: '🧊', en: ['ice'], ru: ['льд', 'лёд'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🌊', en: ['sea'], ru: ['мор'] },
    { picture: '☁️', en: ['cloud'], ru: ['облак'] },
  ],
  en: {
    title: 'A seal pup on the ice',
    beats: {
      who: 'Button, a fluffy white seal pup, on the ice of a cold sea',
      what: 'He took a long nap in the sunshine while his mother stayed close and kept watch.',
      feeling: 'sleepy, warm and safe',
      helped: 'his mother, who stayed close and kept watch while he slept',
      why: 'A seal pup drinks its mother’s rich milk and sleeps a lot, so it can grow a thick layer of fat before it swims in the icy sea.',
    },
    hook: 'Shh, a fluffy baby is having a nap.',
    bedtime: 'The little white seal snoozes on the ice.',
    toddler: [
      {
        title: 'White pup',
        text: 'Shh! A little white seal. Fluffy, fluffy, fluffy! On the cold ice.',
      },
      {
        title: 'Yawn',
        text: 'Yaaawn! Eyes close. Sleep, little seal, sleep.',
      },
      {
        title: 'Mama',
        text: 'Mama seal is near. She watches, watches, watches. Shh, shh, shh!',
      },
    ],
    small: [
      {
        title: 'A white pup',
        text: 'On the ice of a cold sea, a fluffy white seal pup called Button lay in the sunshine. His big black eyes were getting very heavy.',
      },
      {
        title: 'Nap time',
        text: 'Button yawned, curled up and fell asleep. He slept and slept, all through the sunny afternoon, warm and snug.',
      },
      {
        title: 'Mum is near',
        text: 'His mother lay right beside him. She stayed close and kept watch over her pup, so Button could sleep as long as he liked.',
      },
      {
        title: 'Your turn',
        text: 'Button felt warm and safe, because Mum was near. Who tucks you in at bedtime? Can you curl up small, like a seal pup?',
      },
    ],
    arc: [
      {
        title: 'On the ice',
        text: 'On the ice of a cold northern sea lives a fluffy white seal pup called Button. He is only a few days old, and his fur is as white as the snow around him.',
      },
      {
        title: 'So sleepy',
        text: 'Button was very sleepy. But the ice was wide and flat, and a chilly breeze blew across it. Where could a little pup get cosy?',
      },
      {
        title: 'Wriggle, wriggle',
        text: 'Button wriggled across the ice on his tummy and found a little hollow in the snow. He curled up in it, but the breeze still tickled his whiskers.',
      },
      {
        title: 'Sunshine and Mum',
        text: 'Then the clouds moved away and the sun came out. It warmed his thick fluffy fur right through. And Mum came and lay down beside him, big and grey, keeping the breeze away.',
      },
      {
        title: 'A long nap',
        text: 'Button yawned, closed his big black eyes and slept, and slept, and slept. Mum stayed close the whole time and kept watch over her pup.',
      },
      {
        title: 'Why pups sleep so much',
        text: 'A seal pup has a lot of growing to do. It drinks its mother’s rich milk, and while it sleeps, the milk turns into a thick, warm layer of fat. In a few weeks the white fluff falls away, and the pup is ready to swim in the cold sea.',
      },
    ],
    footnote: {
      word: 'pup',
      inText: 'pup',
      explanation: 'A baby seal. A baby dog is called this too.',
    },
    whatHappened:
      'A fluffy white seal pup had a long nap in the sunshine on the ice of a cold sea. Its mother stayed close by and kept watch.',
    parent: {
      upto3: ['Can you point to the seal’s black nose?', 'Where is Mama seal?'],
      '4to5': [
        'How do you think Button felt with his mum right beside him?',
        'What helps you feel safe and cosy when you go to sleep?',
      ],
      '6to7': [
        'Why do you think a seal pup needs such a thick layer of fat?',
        'Could you fill two cups with warm water, wrap one in a woolly scarf and check together which stays warm longer?',
      ],
    },
  },
  ru: {
    title: 'Тюленёнок на льду',
    beats: {
      who: 'пушистый белый тюленёнок Пушок на льду холодного моря',
      what: 'Тюленёнок сладко спал на солнышке, а мама была рядом и присматривала за ним.',
      feeling: 'сонно, тепло и спокойно',
      helped: 'мама, которая не отходила от малыша и присматривала за ним',
      why: 'Тюленёнок пьёт густое мамино молоко и много спит, чтобы нарастить толстый слой жира перед тем, как поплывёт в ледяном море.',
    },
    hook: 'Тсс, на льду спит пушистый малыш.',
    bedtime: 'Тюленёнок сопит, а мама рядом.',
    toddler: [
      {
        title: 'Белый малыш',
        text: 'Тсс! Белый тюленёнок. Пушистый-пушистый! Лежит на льду.',
      },
      {
        title: 'Баю-бай',
        text: 'Ох, как зевает! Глазки закрываются. Спи, малыш, спи.',
      },
      {
        title: 'Мама рядом',
        text: 'Мама близко-близко. Смотрит, смотрит, смотрит. Тш-ш-ш!',
      },
    ],
    small: [
      {
        title: 'Белый Пушок',
        text: 'На льду холодного моря грелся на солнышке пушистый белый тюленёнок Пушок. Его большие чёрные глаза понемногу закрывались.',
      },
      {
        title: 'Тихий час',
        text: 'Пушок зевнул, свернулся калачиком и уснул. Он спал и спал весь солнечный день, в тепле и уюте.',
      },
      {
        title: 'Мама не уходит',
        text: 'А мама лежала совсем рядом. Она не отходила от малыша и присматривала за ним, чтобы Пушок спал спокойно.',
      },
      {
        title: 'А ты?',
        text: 'Пушку было тепло и спокойно, ведь мама рядом. А кто укрывает тебя одеялом перед сном? Сможешь свернуться клубочком, как тюленёнок?',
      },
    ],
    arc: [
      {
        title: 'На льду',
        text: 'На льду холодного северного моря живёт пушистый белый тюленёнок Пушок. Ему всего несколько дней, и шубка у него белая, как снег вокруг.',
      },
      {
        title: 'Где бы поспать?',
        text: 'Пушку очень хотелось спать. Но лёд был широкий и ровный, и по нему гулял холодный ветерок. Где же устроиться малышу?',
      },
      {
        title: 'Ползком',
        text: 'Пушок пополз по льду на животике и нашёл в снегу маленькую ямку. Он свернулся в ней клубочком, но ветерок всё равно щекотал ему усы.',
      },
      {
        title: 'Солнце и мама',
        text: 'Тут облака разошлись, и выглянуло солнце. Оно согрело густую белую шубку насквозь. А мама подползла и легла рядом, большая и серая, и заслонила малыша от ветерка.',
      },
      {
        title: 'Долгий сон',
        text: 'Пушок зевнул, закрыл большие чёрные глаза и спал, спал, спал. Мама всё это время была рядом и присматривала за ним.',
      },
      {
        title: 'Зачем малышу столько спать',
        text: 'Тюленёнку нужно много расти. Он пьёт густое мамино молоко, а пока спит, молоко превращается в толстый тёплый слой жира. Через несколько недель белый пух сменится гладкой шёрсткой, и малыш поплывёт в холодном море.',
      },
    ],
    footnote: {
      word: 'присматривать',
      inText: 'присматривала',
      explanation: 'Внимательно следить, чтобы с кем-то всё было хорошо.',
    },
    whatHappened:
      'Пушистый белый тюленёнок долго спал на солнышке на льду холодного моря. Мама была рядом и присматривала за ним.',
    parent: {
      upto3: ['Покажешь чёрный носик у тюленёнка?', 'А где мама?'],
      '4to5': [
        'Как думаешь, каково было Пушку, когда мама лежала рядом?',
        'Что помогает тебе уснуть спокойно и уютно?',
      ],
      '6to7': [
        'Как думаешь, зачем тюленёнку толстый слой жира?',
        'Может, нальёте тёплой воды в две чашки, одну укутаете шарфом и проверите вместе, какая дольше останется тёплой?',
      ],
    },
  },
};
