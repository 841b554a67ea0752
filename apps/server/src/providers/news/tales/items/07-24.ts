/** Told for children: the bundled news item of 07-24 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_24: ItemTales = {
  heroLooks:
    'a shaggy brown two-toed sloth with a pale, smiley face, dark patches round his sleepy eyes and long curved claws, hanging upside down',
  draw: [
    { picture: '🦥', en: ['sloth', 'pablo'], ru: ['ленив', 'пабло'] },
    { picture: '🐧', en: ['penguin'], ru: ['пингвин'] },
    { picture: '🧺', en: ['basket'], ru: ['корзин'] },
    { picture: '👩', en: ['ana', 'keeper'], ru: ['аня', 'смотрительн'] },
    { picture: '⚖️', en: ['scales'], ru: ['весы', 'весах'] },
  ],
  en: {
    title: 'A sloth at the zoo weigh-in',
    beats: {
      who: 'Pablo, a slow and sleepy sloth at a city zoo, and his keeper Ana',
      what: 'On the zoo’s weigh-in day every animal was weighed, and Pablo, who would not come down from his tree, was weighed in a basket hung from his favourite branch.',
      feeling: 'sleepy and unhurried, then content',
      helped: 'keeper Ana, who hung a basket on a hanging scale from his branch, with his favourite leaves inside',
      why: 'Keepers weigh animals to check they are healthy; sloths move slowly because leaves give them very little energy, so they save it.',
    },
    hook: 'Who was slowest on the zoo’s weighing day?',
    bedtime: 'Upside down, the sloth snoozes in his tree.',
    toddler: [
      { title: 'Weigh-in day', text: 'Weigh-in day at the zoo! Hop, penguin! Onto the scales!' },
      { title: 'Slow, slow', text: 'Here is Pablo the sloth. Up in his tree. Slow, slow, slow.' },
      { title: 'A basket', text: 'A basket of leaves. Creep, creep, in he goes! Good job, Pablo!' },
    ],
    small: [
      {
        title: 'Weigh-in day',
        text: 'At a city zoo it was weigh-in day. The keepers weighed every animal to check that it was healthy. The penguins hopped onto the scales one by one.',
      },
      {
        title: 'Pablo will not hurry',
        text: 'But Pablo the sloth hung upside down in his tree and did not come down. He does everything slowly, very, very slowly.',
      },
      {
        title: 'A basket in the tree',
        text: 'So keeper Ana hung a basket from his branch, with his favourite leaves inside. Pablo crept over, slow as a snail, and climbed in. He was just the right weight! What do you like to do slowly?',
      },
    ],
    arc: [
      {
        title: 'Weigh-in day',
        text: 'At a big city zoo it was weigh-in day. The keepers weighed every animal to check it was healthy. The penguins hopped onto the scales, and the tortoise plodded on. But Pablo the sloth hung upside down in his tree and did not move.',
        beat: 'problem',
      },
      {
        title: 'Come down, Pablo',
        text: 'Keeper Ana put the scales under his tree and called, “Pablo, come down!” Pablo opened one eye. He stretched one long arm, very slowly. Then he closed his eye again.',
        beat: 'attempt',
      },
      {
        title: 'Why sloths are slow',
        text: 'Sloths eat leaves, and leaves give them very little energy. So sloths save it: they move slowly, sleep a lot and hardly ever climb down. Being slow is how a sloth stays well.',
        beat: 'why',
      },
      {
        title: 'A basket on a branch',
        text: 'So Ana had an idea. She hung a basket on a little hanging scale from Pablo’s favourite branch. Inside she put his favourite leaves.',
        beat: 'help',
      },
      {
        title: 'Just right',
        text: 'Pablo sniffed. He reached out one claw, then another. It took him twenty whole minutes, but at last he curled up in the basket, munching. He was just the right weight, and everyone cheered, very quietly.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'scales',
      inText: 'scales',
      explanation: 'A machine that shows how heavy something is.',
    },
    whatHappened:
      'On a city zoo’s yearly weigh-in day, keepers weighed every animal to check its health. A sloth who would not come down from his tree was weighed in a basket hung on a scale from his favourite branch.',
    parent: {
      upto3: ['Can you find Pablo the sloth in his tree?', 'Can you creep slowly, slowly, like Pablo?'],
      '4to5': [
        'How do you think Pablo felt, hanging in his tree on weigh-in day?',
        'How did Ana feel when Pablo climbed into the basket, do you think?',
      ],
      '6to7': [
        'Why do you think sloths move so slowly?',
        'Could you weigh some fruit together on kitchen scales and guess which is the heaviest?',
      ],
    },
  },
  ru: {
    title: 'Ленивца взвесили в корзинке',
    beats: {
      who: 'медлительный и сонный ленивец Пабло из городского зоопарка и его смотрительница Аня',
      what: 'В день взвешивания в зоопарке взвешивали всех зверей, а Пабло, который не хотел слезать с дерева, взвесили в корзинке, подвешенной к его любимой ветке.',
      feeling: 'сонное спокойствие, потом довольство',
      helped: 'смотрительница Аня, которая подвесила к ветке корзинку на весах и положила туда любимые листья Пабло',
      why: 'Зверей взвешивают, чтобы проверить, здоровы ли они; ленивцы медленные, потому что листья дают мало сил, и силы приходится беречь.',
    },
    hook: 'Кто медленнее всех встал на весы?',
    bedtime: 'Вниз головой ленивец сладко дремлет на ветке.',
    toddler: [
      { title: 'Взвешивание', text: 'В зоопарке взвешивание! Прыг, пингвин! На весы!' },
      { title: 'Медленно-медленно', text: 'Вот ленивец Пабло. Висит на дереве. Медленно, медленно, медленно.' },
      { title: 'Корзинка', text: 'Корзинка с листьями. Ползёт, ползёт, забрался! Молодец, Пабло!' },
    ],
    small: [
      {
        title: 'День взвешивания',
        text: 'В городском зоопарке был день взвешивания. Смотрители взвешивали всех зверей, чтобы проверить, здоровы ли они. Пингвины по очереди прыгали на весы.',
      },
      {
        title: 'Пабло не спешит',
        text: 'А ленивец Пабло висел вниз головой на дереве и не спускался. Он всё делает медленно-медленно.',
      },
      {
        title: 'Корзинка на ветке',
        text: 'Тогда смотрительница Аня повесила на его ветку корзинку с любимыми листьями. Пабло подполз — медленно, как улитка — и забрался внутрь. Весы показали, что он весит в самый раз! А что ты любишь делать не спеша?',
      },
    ],
    arc: [
      {
        title: 'День взвешивания',
        text: 'В большом городском зоопарке был день взвешивания. Смотрители взвешивали всех зверей, чтобы проверить, здоровы ли они. Пингвины прыгали на весы, черепаха неспешно заползала. А ленивец Пабло висел вниз головой на дереве и не шевелился.',
        beat: 'problem',
      },
      {
        title: 'Спускайся, Пабло!',
        text: 'Смотрительница Аня поставила весы под деревом и позвала: «Пабло, спускайся!» Пабло приоткрыл один глаз. Медленно-медленно потянулся длинной лапой. И снова закрыл глаз.',
        beat: 'attempt',
      },
      {
        title: 'Почему ленивцы медленные',
        text: 'Ленивцы едят листья, а листья дают совсем мало сил. Поэтому ленивцы берегут силы: двигаются медленно, много спят и почти не спускаются вниз. Так им и живётся хорошо.',
        beat: 'why',
      },
      {
        title: 'Корзинка на ветке',
        text: 'Тогда Аня придумала. Она подвесила к любимой ветке Пабло корзинку на крючке весов. А внутрь положила его любимые листья.',
        beat: 'help',
      },
      {
        title: 'В самый раз',
        text: 'Пабло принюхался. Протянул один коготь, потом другой. Целых двадцать минут он добирался, но наконец свернулся в корзинке и зажевал. Весы показали, что он весит в самый раз, и все тихонько обрадовались.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'весы',
      inText: 'весы',
      explanation: 'Прибор, который показывает, сколько что-нибудь весит.',
    },
    whatHappened:
      'В городском зоопарке прошёл ежегодный день взвешивания: смотрители проверяли, здоровы ли звери. Ленивца, который не хотел слезать с дерева, взвесили в корзинке, подвешенной на весах к его любимой ветке.',
    parent: {
      upto3: ['Покажешь ленивца Пабло на дереве?', 'Поползём медленно-медленно, как Пабло?'],
      '4to5': [
        'Как думаешь, что чувствовал Пабло, когда висел вниз головой на дереве?',
        'А что почувствовала Аня, когда Пабло забрался в корзинку?',
      ],
      '6to7': [
        'Как думаешь, почему ленивцы такие медленные?',
        'Может, взвесите вместе на кухонных весах яблоко и банан и угадаете, что тяжелее?',
      ],
    },
  },
};
