/** Told for children: the bundled news item of 04-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_06: ItemTales = {
  heroLooks:
    'a small kangaroo joey with soft sandy-brown fur, very long pointed ears, big dark eyes and long back feet',
  draw: [
    { picture: '🦘', en: ['kangaroo', 'joey', 'kip', 'tilly'], ru: ['кенгуру', 'кип', 'тилли'] },
    { picture: '🥕', en: ['carrot'], ru: ['морков'] },
    { picture: '🧑', en: ['keeper', 'ben'], ru: ['смотрител', 'боря'] },
  ],
  en: {
    title: 'A baby kangaroo hops out',
    beats: {
      who: 'Kip, a kangaroo joey, and his mother Tilly in a warm kangaroo house at a city zoo',
      what: 'Kip was big enough to leave his mother’s pouch but kept diving back in, until a keeper put carrots on the sand and Kip took his first hops.',
      feeling: 'shy and unsure, then bold and bouncy',
      helped: 'the keeper Ben, who tempted him out with crunchy carrots, and his mother, who stayed close',
      why: 'A kangaroo is born tiny and grows for months inside its mother’s pouch, so the pouch is the only home a joey knows until it learns to hop.',
    },
    hook: 'Peekaboo: who is hiding in a pocket?',
    bedtime: 'Inside the warm pouch, Kip dreams of carrots.',
    toddlerBedtime: 'Back in the pocket, the baby snoozes.',
    toddler: [
      { title: 'A pocket', text: 'Look, a kangaroo! A baby in her pocket. Peek, peek, peekaboo!' },
      { title: 'Plop!', text: 'Out climbs the baby. Plop! Onto the soft sand.' },
      { title: 'Hop, hop', text: 'Hop, hop, hop! A crunchy carrot. Munch, munch, munch!' },
    ],
    small: [
      {
        title: 'In the pouch',
        text: 'At a city zoo lives a kangaroo called Tilly. In the pouch on her tummy lives her baby, a joey called Kip. Only his nose and long ears peek out.',
      },
      {
        title: 'Plop!',
        text: 'One day Kip climbed out for the very first time. Plop! He landed on the soft sand and wobbled. Everything looked so big that he dived straight back in.',
      },
      {
        title: 'Carrots',
        text: 'Then the keeper put some crunchy carrots on the sand, just a hop away. Kip sniffed and climbed down. Hop, hop, hop! He bounced over and munched one.',
      },
      {
        title: 'Your turn',
        text: 'Kip was shy at first, and then so proud of his hops. Can you hop like a kangaroo?',
      },
    ],
    arc: [
      {
        title: 'The kangaroo house',
        text: 'At a city zoo there is a warm kangaroo house with soft sand on the floor. A kangaroo called Tilly lives there with her baby, a joey called Kip. Kip is as big as a cat, and he still lives in her pouch.',
        beat: 'where',
      },
      {
        title: 'Only a nose',
        text: 'Kip was big enough to come out now. But every day he only poked out his nose and his long ears. He looked at the wide floor and slipped back inside.',
        beat: 'problem',
      },
      {
        title: 'A pocket for a baby',
        text: 'A kangaroo baby is born tiny, no bigger than a jelly bean. It crawls into the pouch, a warm pocket on its mother’s tummy, and grows there for months. So the pouch is the only home Kip has ever known.',
        beat: 'why',
      },
      {
        title: 'One leg out',
        text: 'One morning Kip put one long leg out, then the other. He wobbled on the edge of the pouch. Plop! He tumbled onto the sand, blinked, and dived straight back in.',
        beat: 'attempt',
      },
      {
        title: 'Carrots on the sand',
        text: 'The keeper, Ben, had an idea. He put a little pile of crunchy carrots on the sand, just a hop away. Tilly bent down to sniff them, so Kip could smell them too.',
        beat: 'help',
      },
      {
        title: 'Hop, hop, hop',
        text: 'Kip peeked out, sniffed, and climbed down. Hop! He grabbed a carrot. Hop, hop! Soon he was bouncing all round his mum. When he got tired, he dived back into the pouch, head first.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'pouch',
      inText: 'pouch',
      explanation: 'A pocket of skin on a mother kangaroo’s tummy, where her baby grows.',
    },
    whatHappened:
      'At a city zoo, a kangaroo joey who was big enough to leave his mother’s pouch kept climbing back in. Keepers put carrots on the sand nearby, and he took his first hops around his mother.',
    parent: {
      upto3: ['Can you find the baby in the pocket?', 'Can you hop like a kangaroo?'],
      '4to5': [
        'How do you think Kip felt when everything looked so big?',
        'What makes you feel brave when something is new?',
      ],
      '6to7': [
        'Why do you think Kip kept diving back into the pouch?',
        'Could you find out together how big a kangaroo baby is when it is born?',
      ],
    },
  },
  ru: {
    title: 'Кенгурёнок вылез из сумки',
    beats: {
      who: 'кенгурёнок Кип и его мама Тилли в тёплом вольере городского зоопарка',
      what: 'Кип уже подрос, но всё время нырял обратно в мамину сумку, пока смотритель не положил на песок морковку и Кип не сделал первые прыжки.',
      feeling: 'робость и неуверенность, потом смелость и радость',
      helped: 'смотритель Боря, который выманил его морковкой, и мама, которая была рядом',
      why: 'Кенгуру рождается крошечным и несколько месяцев растёт в маминой сумке, поэтому сумка для малыша — единственный дом, пока он не научится прыгать.',
    },
    hook: 'Ку-ку, кто прячется в кармашке?',
    bedtime: 'В тёплой сумке Кипу снится морковка.',
    toddlerBedtime: 'Малыш снова в кармашке и сладко спит.',
    toddler: [
      { title: 'Кармашек', text: 'Смотри, кенгуру! В кармашке малыш. Ку-ку, ку-ку!' },
      { title: 'Плюх!', text: 'Малыш вылез. Плюх! Прямо на мягкий песок.' },
      { title: 'Прыг-скок', text: 'Прыг-скок, прыг-скок! Вкусная морковка. Хрум, хрум, хрум!' },
    ],
    small: [
      {
        title: 'В сумке',
        text: 'В городском зоопарке живёт кенгуру Тилли. В сумке у неё на животе живёт малыш-кенгурёнок Кип. Наружу выглядывают только нос и длинные уши.',
      },
      {
        title: 'Плюх!',
        text: 'Однажды Кип впервые вылез из сумки. Плюх! Он шлёпнулся на мягкий песок и закачался. Всё вокруг было такое огромное, что он тут же нырнул обратно.',
      },
      {
        title: 'Морковка',
        text: 'Тогда смотритель положил на песок хрустящую морковку, совсем близко. Кип принюхался и вылез. Прыг, прыг, прыг! Он допрыгал до морковки и захрустел.',
      },
      {
        title: 'А ты?',
        text: 'Сначала Кип робел, а потом так гордился своими прыжками! А ты умеешь прыгать, как кенгуру?',
      },
    ],
    arc: [
      {
        title: 'Тёплый вольер',
        text: 'В городском зоопарке есть тёплый вольер для кенгуру, а на полу там мягкий песок. Здесь живёт кенгуру Тилли со своим малышом Кипом. Кип уже размером с кошку, но всё ещё живёт у мамы в сумке.',
        beat: 'where',
      },
      {
        title: 'Только нос',
        text: 'Кип давно подрос, и ему пора было выходить. Но каждый день он только высовывал нос и длинные уши. Посмотрит на широкий песчаный пол — и нырк обратно.',
        beat: 'problem',
      },
      {
        title: 'Кармашек для малыша',
        text: 'Кенгуру рождается крошечным, не больше фасолинки. Малыш забирается в сумку — тёплый кармашек на мамином животе — и растёт там несколько месяцев. Поэтому сумка — единственный дом, который Кип знает.',
        beat: 'why',
      },
      {
        title: 'Одна лапа наружу',
        text: 'Однажды утром Кип высунул одну длинную лапу, потом другую. Он покачался на краю сумки и — плюх! — свалился на песок. Кип моргнул и тут же нырнул обратно.',
        beat: 'attempt',
      },
      {
        title: 'Морковка на песке',
        text: 'Тогда смотритель Боря придумал, как быть. Он положил на песок горку хрустящей морковки, совсем близко. Тилли наклонилась понюхать её, и Кип тоже учуял вкусный запах.',
        beat: 'help',
      },
      {
        title: 'Прыг, прыг, прыг',
        text: 'Кип выглянул, принюхался и вылез. Прыг! Он схватил морковку. Прыг, прыг! Скоро он уже скакал вокруг мамы. А когда уставал, нырял в сумку вниз головой.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'сумка',
      inText: 'сумке',
      explanation: 'Кармашек на животе у мамы-кенгуру, в котором растёт малыш.',
    },
    whatHappened:
      'В городском зоопарке подросший кенгурёнок всё время забирался обратно в мамину сумку. Смотрители положили рядом на песок морковку, и малыш сделал первые прыжки вокруг мамы.',
    parent: {
      upto3: ['Покажешь малыша в кармашке?', 'Попрыгаем, как кенгуру?'],
      '4to5': [
        'Как думаешь, что чувствовал Кип, когда всё вокруг казалось огромным?',
        'А что помогает тебе быть смелее, когда всё новое?',
      ],
      '6to7': [
        'Как думаешь, почему Кип всё время нырял обратно в сумку?',
        'Может, узнаете вместе, какого размера кенгурёнок, когда только родится?',
      ],
    },
  },
};
