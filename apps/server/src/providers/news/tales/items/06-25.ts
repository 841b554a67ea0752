/** Told for children: the bundled news item of 06-25 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_25: ItemTales = {
  heroLooks:
    'a young moose, tall on long thin legs, with shaggy dark brown fur, big soft ears, a long droopy nose and no antlers yet',
  draw: [
    { picture: '🫎', en: ['moose'], ru: ['лосён', 'лось', 'лося', 'лоси'] },
    { picture: '👧', en: ['lina'], ru: ['лина', 'лины', 'лине', 'лину'] },
    { picture: '🧑‍🌾', en: ['ranger'], ru: ['лесник'] },
    { picture: '🚪', en: ['gate'], ru: ['калитк', 'ворот'] },
    { picture: '🌲', en: ['forest', 'trees'], ru: ['лес', 'ёлк'] },
  ],
  en: {
    title: 'A young moose visits the village',
    beats: {
      who: 'a young moose that wandered out of the forest into a snowy village, and Lina, who saw him from her window',
      what: 'The moose could not find his way out of a fenced garden until the forest ranger opened the wide gate and everyone kept still, and he trotted back to the forest.',
      feeling: 'surprised, then worried for the moose, then glad',
      helped: 'the forest ranger, who asked everyone to be quiet and opened the gate',
      why: 'In winter deep snow covers the grass and moss, so moose eat twigs and bark and sometimes follow tasty bushes into villages.',
    },
    hook: 'Who walked into the village on stilts?',
    bedtime: 'The young moose dozes among the snowy pines.',
    toddler: [
      { title: 'Long legs', text: 'Look who is here! A young moose. Long, long legs!' },
      { title: 'The gate', text: 'Open the gate. Shh, shh, quiet now.' },
      { title: 'Bye-bye', text: 'Off he goes to the forest. Bye-bye, moose!' },
    ],
    small: [
      {
        title: 'A visitor',
        text: 'One snowy morning, a young moose walked into a little village. He stood in Lina’s garden, nibbling a bush.',
      },
      {
        title: 'A tall fence',
        text: 'But the garden had a tall fence all around, and the moose could not find the way out. He snorted and looked worried.',
      },
      {
        title: 'An open gate',
        text: 'The ranger opened the gate wide, and everyone stepped back, very quietly. The moose trotted out and back to the forest.',
      },
      {
        title: 'Your turn',
        text: 'Lina waved goodbye from her window. Can you walk on tiptoe, as quietly as the people in the village?',
      },
    ],
    arc: [
      {
        title: 'A visitor in the garden',
        text: 'One snowy morning, Lina looked out of her window and gasped. In her garden stood a young moose, as tall as the shed, nibbling the bushes. He had wandered in from the forest, and now he could not find the way out.',
        beat: 'problem',
      },
      {
        title: 'Why he came',
        text: 'In winter, deep snow covers the grass and moss in the forest. So moose eat twigs and bark instead. Sometimes a young moose follows the tasty bushes right into a village.',
        beat: 'why',
      },
      {
        title: 'Too tall',
        text: 'The moose walked along the fence, this way and that. He lifted one long leg, but the fence was too tall. He snorted, and a puff of steam came out of his nose.',
        beat: 'attempt',
      },
      {
        title: 'The ranger',
        text: 'Lina’s mum called the forest ranger. He asked everyone to keep their dogs inside and stay quiet. Then he opened the wide gate at the back of the garden and walked far away from it.',
        beat: 'help',
      },
      {
        title: 'Back to the forest',
        text: 'The moose sniffed the air. Slowly, he stepped through the gate, then trotted across the white field and into the trees. Lina waved from her window until he was gone.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'ranger',
      inText: 'ranger',
      explanation: 'Someone whose job is to look after a forest and its animals.',
    },
    whatHappened:
      'On a snowy morning a young moose wandered out of the forest into a village garden and could not find the way out. A forest ranger opened the gate and asked people to stay quiet, and the moose went back into the forest.',
    parent: {
      upto3: ['Can you find the moose’s long legs?', 'Can you say shh, shh, very quietly?'],
      '4to5': [
        'How do you think the moose felt when he could not find the way out?',
        'How do you think Lina felt when she waved goodbye?',
      ],
      '6to7': [
        'Why do you think everyone had to stay quiet and far from the gate?',
        'Could you look for animal tracks together the next time it snows?',
      ],
    },
  },
  ru: {
    title: 'Лосёнок зашёл в деревню',
    beats: {
      who: 'молодой лосёнок, который забрёл из леса в заснеженную деревню, и девочка Лина, которая увидела его из окна',
      what: 'Лосёнок не мог выбраться из огороженного сада, пока лесник не открыл широкие ворота и все не затихли, и тогда он убежал обратно в лес.',
      feeling: 'удивление, потом тревога за лосёнка, потом радость',
      helped: 'лесник, который попросил всех не шуметь и открыл ворота',
      why: 'Зимой глубокий снег укрывает траву и мох, поэтому лоси едят ветки и кору и иногда заходят за вкусными кустами в деревни.',
    },
    hook: 'Кто пришёл в деревню на длинных ногах?',
    bedtime: 'Лосёнок дремлет среди заснеженных ёлок.',
    toddler: [
      { title: 'Кто пришёл?', text: 'Смотри, кто пришёл! Лосёнок. Ножки длинные-длинные!' },
      { title: 'Ворота', text: 'Откроем ворота. Тише, тише.' },
      { title: 'Пока!', text: 'Побежал в лес. Пока-пока, лосёнок!' },
    ],
    small: [
      {
        title: 'Гость',
        text: 'Однажды снежным утром в маленькую деревню пришёл лосёнок. Он стоял в саду у Лины и грыз куст.',
      },
      {
        title: 'Высокий забор',
        text: 'Но вокруг сада был высокий забор, и лосёнок никак не мог найти выход. Он фыркал и беспокойно озирался.',
      },
      {
        title: 'Открытые ворота',
        text: 'Лесник широко открыл ворота, и все тихонько отошли подальше. Лосёнок выбежал и помчался обратно в лес.',
      },
      {
        title: 'А ты?',
        text: 'Лина махала ему из окна. А ты умеешь ходить на цыпочках так же тихо, как жители деревни?',
      },
    ],
    arc: [
      {
        title: 'Гость в саду',
        text: 'Однажды снежным утром Лина выглянула в окно и ахнула. В саду стоял молодой лосёнок ростом с сарай и грыз кусты. Он забрёл сюда из леса, а теперь не мог найти дорогу обратно.',
        beat: 'problem',
      },
      {
        title: 'Зачем он пришёл',
        text: 'Зимой в лесу траву и мох укрывает глубокий снег. Поэтому лоси едят ветки и кору. А иногда молодой лось идёт от куста к кусту и забредает прямо в деревню.',
        beat: 'why',
      },
      {
        title: 'Слишком высоко',
        text: 'Лосёнок ходил вдоль забора туда-сюда. Он поднял длинную ногу, но забор был слишком высокий. Лосёнок фыркнул, и из носа вырвалось облачко пара.',
        beat: 'attempt',
      },
      {
        title: 'Лесник',
        text: 'Мама Лины позвонила леснику. Он попросил всех увести собак в дом и не шуметь. Потом распахнул широкие ворота в конце сада и отошёл от них подальше.',
        beat: 'help',
      },
      {
        title: 'Обратно в лес',
        text: 'Лосёнок понюхал воздух. Медленно он прошёл через ворота, потом рысцой пересёк белое поле и скрылся среди деревьев. Лина махала ему из окна, пока он не исчез.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'лесник',
      inText: 'лесник',
      explanation: 'Тот, кто следит за лесом и его зверями.',
    },
    whatHappened:
      'Снежным утром молодой лосёнок забрёл из леса в деревенский сад и не мог найти выход. Лесник открыл ворота и попросил людей не шуметь, и лосёнок ушёл обратно в лес.',
    parent: {
      upto3: ['Покажешь длинные ножки у лосёнка?', 'Скажем тихо-тихо: тише, тише?'],
      '4to5': [
        'Как думаешь, что чувствовал лосёнок, когда не мог найти выход?',
        'А что почувствовала Лина, когда махала ему из окна?',
      ],
      '6to7': [
        'Как думаешь, почему всем нужно было не шуметь и отойти от ворот?',
        'Может, поищете вместе следы зверей, когда выпадет снег?',
      ],
    },
  },
};
