/** Told for children: the bundled news item of 12-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_08: ItemTales = {
  heroLooks:
    'a young reindeer with a thick grey-brown coat, a fluffy white neck, small new antlers, a soft dark nose and wide round hooves',
  draw: [
    { picture: '🦌', en: ['reindeer', 'lumi'], ru: ['олен', 'луми'] },
    { picture: '🌿', en: ['moss'], ru: ['мох', 'мха', 'ягел'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🐾', en: ['hoof', 'hooves'], ru: ['копыт'] },
  ],
  en: {
    title: 'Reindeer in the snow',
    beats: {
      who: 'a herd of reindeer in the snowy north, with a young reindeer called Lumi in his first winter',
      what: 'The herd walked across the white fields to find moss, which reindeer can smell even under deep snow.',
      feeling: 'hungry and puzzled, then clever and content',
      helped: "Lumi's mother, who showed him how to sniff out the moss and dig for it",
      why: 'In winter there is no green grass, so reindeer find moss under the snow with their noses and dig it out with their wide hooves.',
    },
    hook: 'Crunch, crunch: a herd walks through the snow.',
    bedtime: 'Lumi sleeps, his nose in his warm fur.',
    toddler: [
      {
        title: 'Crunch, crunch',
        text: 'Reindeer, reindeer, so many reindeer! Crunch, crunch, crunch over the snow.',
      },
      { title: 'Sniff, sniff', text: 'Sniff, sniff! What is under the snow? Dig, dig, dig!' },
      { title: 'Moss', text: 'Soft green moss! Munch, munch, munch. Lumi found it!' },
    ],
    small: [
      {
        title: 'White fields',
        text: 'In the snowy north, a herd of reindeer walked across the white fields. Crunch, crunch went the snow. Little Lumi walked close to his mum.',
      },
      {
        title: 'Where is the food?',
        text: 'Lumi was hungry, but everything was white. Where was the food? His mum put her nose to the snow. Sniff, sniff! She could smell moss, deep under the snow.',
      },
      {
        title: 'Dig, dig',
        text: 'Mum dug with her wide hooves, and there it was: soft, grey-green moss. Lumi tried too, and he found some all by himself! Can you sniff like a reindeer, with your nose close to the ground?',
      },
    ],
    arc: [
      {
        title: 'The snowy north',
        text: 'Far in the snowy north, a herd of reindeer walks across the white fields. The youngest is Lumi. He was born in the spring, and this is his first winter.',
      },
      {
        title: 'Hungry Lumi',
        text: 'In summer Lumi ate green grass and leaves. But now everything was covered in deep snow, and his tummy rumbled. Where could he find food?',
      },
      {
        title: 'Digging anywhere',
        text: 'Lumi scraped at the snow with his hoof, here and there. He found only more snow, cold and white. He did not know where to dig.',
      },
      {
        title: 'The nose knows',
        text: 'His mum lowered her head and sniffed. Sniff, sniff! Reindeer can smell moss even under deep snow. Mum stopped at one spot and began to dig with her wide hooves.',
      },
      {
        title: 'Moss at last',
        text: 'Under the snow lay a soft carpet of grey-green moss. Lumi munched happily. Then he sniffed and dug a hole all by himself! The herd ate and walked on.',
      },
      {
        title: 'Why the herd keeps walking',
        text: "A reindeer's nose can smell moss through deep snow, and its wide hooves dig like shovels. But the moss grows very slowly. So the herd keeps walking to new fields, and the moss they ate has time to grow back.",
      },
    ],
    footnote: {
      word: 'moss',
      inText: 'moss',
      explanation: 'A soft, low green plant that grows like a carpet on the ground and on stones.',
    },
    whatHappened:
      'A herd of reindeer walked across snowy fields in the far north to find moss to eat. Reindeer can smell moss even under deep snow and dig it out with their hooves.',
    parent: {
      upto3: ["Can you point to the reindeer's antlers?", 'Can you show me how a reindeer digs in the snow?'],
      '4to5': [
        'How do you think Lumi felt when he found the moss all by himself?',
        'How do you feel when you learn to do something on your own?',
      ],
      '6to7': [
        'Why do you think the herd keeps moving to new fields?',
        'Could you hide a small treat under a blanket and try to find it with your nose, like a reindeer?',
      ],
    },
  },
  ru: {
    title: 'Северные олени в снегу',
    beats: {
      who: 'стадо северных оленей на снежном севере, а в нём оленёнок Луми, для которого это первая зима',
      what: 'Стадо шло по белым полям в поисках мха: олени чуют мох даже под глубоким снегом.',
      feeling: 'голод и растерянность, потом радость и гордость',
      helped: 'мама Луми, которая показала ему, как учуять мох и откопать его',
      why: 'Зимой зелёной травы нет, и олени находят мох под снегом носом, а откапывают широкими копытами.',
    },
    hook: 'Хруп-хруп: стадо идёт по снегу.',
    bedtime: 'Олени спят, уткнувшись носами в мех.',
    toddler: [
      { title: 'Хруп-хруп', text: 'Олени, олени, сколько оленей! Хруп, хруп, хруп по снегу.' },
      { title: 'Нюх-нюх', text: 'Нюх, нюх! Что там под снегом? Копай, копай, копай!' },
      { title: 'Мох', text: 'Мягкий мох! Ням, ням, ням. Луми нашёл!' },
    ],
    small: [
      {
        title: 'Белые поля',
        text: 'На снежном севере по белым полям шло стадо северных оленей. Снег хрустел: хруп, хруп. Маленький Луми держался поближе к маме.',
      },
      {
        title: 'Где же еда?',
        text: 'Луми проголодался, а вокруг всё белым-бело. Где же еда? Мама опустила нос к самому снегу. Нюх, нюх! Она учуяла мох глубоко под снегом.',
      },
      {
        title: 'Копай, копай',
        text: 'Мама разрыла снег широкими копытами, а там — мягкий серо-зелёный мох. Луми тоже попробовал и нашёл свой! А ты умеешь нюхать, как олень, низко-низко к земле?',
      },
    ],
    arc: [
      {
        title: 'Снежный север',
        text: 'Далеко на снежном севере по белым полям идёт стадо северных оленей. Самый младший в нём — Луми. Он родился весной, и это его первая зима.',
      },
      {
        title: 'Голодный Луми',
        text: 'Летом Луми ел зелёную траву и листья. А теперь всё вокруг укрыто глубоким снегом, и в животе у него урчит. Где же найти еду?',
      },
      {
        title: 'Где копать?',
        text: 'Луми копнул снег копытом — тут и там. Но под снегом был только снег, холодный и белый. Он не знал, где копать.',
      },
      {
        title: 'Нос подскажет',
        text: 'Мама наклонила голову и понюхала снег. Нюх, нюх! Олени чуют мох даже под глубоким снегом. Мама остановилась в одном месте и стала копать широкими копытами.',
      },
      {
        title: 'Вот он, мох!',
        text: 'Под снегом лежал мягкий коврик серо-зелёного мха. На севере его зовут ягелем. Луми жевал с удовольствием, а потом сам учуял мох и сам выкопал ямку!',
      },
      {
        title: 'Почему стадо всё время идёт',
        text: 'Нос у оленя чует еду сквозь глубокий снег, а широкие копыта копают, как лопаты. Но мох растёт очень медленно. Поэтому стадо всё время уходит на новые поля, а съеденный мох тем временем отрастает.',
      },
    ],
    footnote: {
      word: 'мох',
      inText: 'мох',
      explanation: 'Мягкое низкое растение, которое растёт зелёным ковриком на земле и на камнях.',
    },
    whatHappened:
      'Стадо северных оленей шло по заснеженным полям далеко на севере в поисках мха. Олени чуют мох даже под глубоким снегом и откапывают его копытами.',
    parent: {
      upto3: ['Покажешь, где у оленя рога?', 'Покажешь, как олени копают снег?'],
      '4to5': [
        'Как думаешь, что почувствовал Луми, когда сам нашёл мох?',
        'А тебе радостно, когда что-то получается самостоятельно?',
      ],
      '6to7': [
        'Как думаешь, почему стадо всё время уходит на новые поля?',
        'Может, спрячете лакомство под одеялом и попробуете найти его по запаху, как олень?',
      ],
    },
  },
};
