/** Told for children: the bundled news item of 03-21 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_21: ItemTales = {
  heroLooks:
    'a big, round, shaggy brown bear with small round ears, a light-brown muzzle, a shiny black nose and sleepy half-closed eyes',
  draw: [
    { picture: '🐻', en: ['bear', 'bruno'], ru: ['медвед', 'мишк', 'топтыжк'] },
    { picture: '🌲', en: ['forest', 'fir', 'tree'], ru: ['лес', 'ели', 'дерев'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '🌿', en: ['grass'], ru: ['трав'] },
    { picture: '💧', en: ['stream', 'drop'], ru: ['ручь', 'ручей', 'капл'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🫐', en: ['berr'], ru: ['клюкв'] },
  ],
  en: {
    title: 'A bear wakes up after winter',
    beats: {
      who: 'Bruno, a sleepy brown bear, in a deep green forest',
      what: 'He woke up after the long winter, stretched and came out of his den.',
      feeling: 'sleepy and stiff, then cheerful and very hungry',
      helped: null,
      why: 'In winter there is almost no food for a bear, so bears grow fat in autumn and sleep in a den, living on that fat until spring brings food again.',
    },
    hook: 'Somebody big has slept all winter long.',
    bedtime: 'The big brown bear yawns and dozes again.',
    toddler: [
      {
        title: 'Sleepy bear',
        text: 'Shh! A big brown bear. Sleep, sleep, sleep all winter.',
      },
      {
        title: 'Stretch!',
        text: 'Yawn! Stretch, stretch, stretch! Paws up high.',
      },
      {
        title: 'Munch',
        text: 'The sun is warm. Sniff, sniff! Green grass. Munch, munch, munch!',
      },
    ],
    small: [
      {
        title: 'Wake up, Bruno!',
        text: 'In a deep green forest, a brown bear called Bruno opened his eyes. He had slept all winter long in his warm den.',
      },
      {
        title: 'A big stretch',
        text: 'Bruno crawled out into the sunshine. He stretched his paws up high and yawned a huge yawn: aaah!',
      },
      {
        title: 'Hungry!',
        text: 'His tummy rumbled. He sniffed the air and found the first green grass by the stream. Munch, munch!',
      },
      {
        title: 'Your turn',
        text: 'Bruno felt sleepy at first, then happy and very hungry. How do you stretch when you wake up? Can you do a big bear yawn?',
      },
    ],
    arc: [
      {
        title: 'A den in the forest',
        text: 'Deep in a green forest, under the roots of an old fir tree, there is a cosy den. A brown bear called Bruno has slept there all winter long.',
      },
      {
        title: 'A rumbling tummy',
        text: 'One morning a drop of melting snow fell on Bruno’s nose. Plip! He opened one eye. His tummy rumbled: he had not eaten a thing since autumn!',
      },
      {
        title: 'Out of the den',
        text: 'Bruno yawned the biggest yawn, stretched his stiff legs and squeezed out of the den. The sun was so bright that he blinked. The snow was melting, and little streams gurgled everywhere.',
      },
      {
        title: 'Something green',
        text: 'Bruno sniffed the air. Wet earth, pine needles… and something fresh and green! In a sunny spot by the stream, the first young grass was peeping up.',
      },
      {
        title: 'Breakfast',
        text: 'Bruno munched the juicy grass and dug up some crunchy roots. Then he found a few old berries left over from autumn. Yum! He scratched his back on a tree and felt wide awake.',
      },
      {
        title: 'Why bears sleep all winter',
        text: 'In winter the forest is deep in snow, and there is almost nothing for a bear to eat. So in autumn bears eat and eat and grow fat. Then they sleep in a den all winter, living on that fat, and wake up when spring brings food again.',
      },
    ],
    footnote: {
      word: 'den',
      inText: 'den',
      explanation: 'A cosy hidden home where a wild animal sleeps, like a hollow under tree roots.',
    },
    whatHappened:
      'A brown bear in a green forest woke up after the long winter and stretched. It had spent the whole winter asleep in a warm den.',
    parent: {
      upto3: ['Can you point to the big brown bear?', 'Can you stretch your paws up high like the bear?'],
      '4to5': [
        'How do you think Bruno felt when he woke up after such a long sleep?',
        'How do you feel when you wake up?',
      ],
      '6to7': [
        'Why do you think bears sleep through the winter instead of looking for food?',
        'Could you look together for the first signs of spring outside: a green leaf, a bud or a bird’s song?',
      ],
    },
  },
  ru: {
    title: 'Медведь проснулся после зимы',
    beats: {
      who: 'сонный бурый медведь Топтыжка в густом зелёном лесу',
      what: 'Медведь проснулся после долгой зимы, потянулся и выбрался из берлоги.',
      feeling: 'сначала сонно и неуклюже, потом весело и очень голодно',
      helped: null,
      why: 'Зимой медведю почти нечего есть, поэтому осенью медведи толстеют, а потом спят в берлоге и живут запасами жира до весны, когда снова появляется еда.',
    },
    hook: 'Кто-то большой проспал всю зиму.',
    bedtime: 'Бурый мишка сытый и снова дремлет.',
    toddler: [
      {
        title: 'Мишка спит',
        text: 'Тише! Большой бурый мишка. Спит, спит, спит всю зиму.',
      },
      {
        title: 'Потягушки',
        text: 'Ой, проснулся! Потягушки, потягушки! Лапы вверх!',
      },
      {
        title: 'Ням-ням',
        text: 'Солнышко греет. Нюх-нюх! Зелёная травка. Ням, ням, ням!',
      },
    ],
    small: [
      {
        title: 'Проснись, Топтыжка!',
        text: 'В густом зелёном лесу бурый медведь Топтыжка открыл глаза. Всю зиму он проспал в тёплой берлоге.',
      },
      {
        title: 'Потягушки',
        text: 'Топтыжка выбрался на солнышко, вытянул лапы высоко-высоко и зевнул во всю пасть: а-а-ах!',
      },
      {
        title: 'Есть хочется!',
        text: 'В животе у него заурчало. Топтыжка понюхал воздух и нашёл у ручья первую зелёную травку. Ням-ням!',
      },
      {
        title: 'А ты?',
        text: 'Сначала Топтыжка был сонный, а потом весёлый и очень голодный. А как ты потягиваешься, когда просыпаешься? Покажешь, как зевает медведь?',
      },
    ],
    arc: [
      {
        title: 'Берлога в лесу',
        text: 'В густом зелёном лесу, под корнями старой ели, есть уютная берлога. Всю долгую зиму там спал бурый медведь Топтыжка.',
      },
      {
        title: 'Урчит в животе',
        text: 'Однажды утром Топтыжке на нос упала капля талого снега. Кап! Он приоткрыл один глаз. В животе заурчало: ведь он ничего не ел с самой осени!',
      },
      {
        title: 'Из берлоги',
        text: 'Топтыжка зевнул во всю пасть, потянулся и выбрался наружу. Солнце светило так ярко, что он зажмурился. Снег таял, и повсюду журчали ручейки.',
      },
      {
        title: 'Чем это пахнет?',
        text: 'Топтыжка понюхал воздух. Мокрая земля, хвоя… и что-то свежее, зелёное! На солнечной полянке у ручья пробивалась первая молодая травка.',
      },
      {
        title: 'Завтрак',
        text: 'Топтыжка наелся сочной травы и выкопал хрустящих корешков. А ещё нашёл под снегом немного прошлогодней клюквы. Вкусно! Потом почесал спину о дерево и совсем проснулся.',
      },
      {
        title: 'Зачем медведи спят зимой',
        text: 'Зимой лес засыпает снегом, и медведю почти нечего есть. Поэтому осенью медведи едят, едят и толстеют. А потом всю зиму спят в берлоге и живут запасами жира, пока весной снова не появится еда.',
      },
    ],
    footnote: {
      word: 'берлога',
      inText: 'берлоге',
      explanation: 'Укромный дом, где медведь спит зимой: тёплая яма под корнями или под ёлкой.',
    },
    whatHappened:
      'Бурый медведь в зелёном лесу проснулся после долгой зимы и потянулся. Всю зиму он проспал в тёплой берлоге.',
    parent: {
      upto3: ['Покажешь, где большой бурый мишка?', 'Сможешь поднять лапы вверх, как мишка?'],
      '4to5': [
        'Как думаешь, каково было Топтыжке проснуться после такого долгого сна?',
        'А тебе нравится просыпаться утром? Почему?',
      ],
      '6to7': [
        'Как думаешь, почему медведи зимой спят, а не ищут еду?',
        'Может, поищете вместе на прогулке первые приметы весны: зелёный листик, почку или птичью песенку?',
      ],
    },
  },
};
