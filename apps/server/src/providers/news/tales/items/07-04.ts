/** Told for children: the bundled news item of 07-04 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_04: ItemTales = {
  heroLooks:
    'a young orangutan with shaggy orange-red fur, very long arms, a round face with kind brown eyes and a tuft of hair sticking up on his head',
  draw: [
    { picture: '🦧', en: ['orangutan', 'budi'], ru: ['орангутан', 'буди'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🍃', en: ['leaves', 'leaf'], ru: ['листь', 'лист'] },
  ],
  en: {
    title: 'A young orangutan builds his first bed',
    beats: {
      who: 'Budi, a young orangutan in a rainforest far away, and his mother',
      what: 'Budi had always slept in his mother’s nest, and for the first time he built a leafy nest of his own high in a tree and slept in it.',
      feeling: 'determined, a bit wobbly, then proud and cosy',
      helped: 'his mother, who showed him how to bend and weave the branches',
      why: 'Orangutans build a fresh nest of branches and leaves every evening, high in the trees, and young ones learn it by watching their mothers for years.',
    },
    hook: 'Who makes a brand-new bed every night?',
    bedtime: 'A leafy nest rocks gently in the treetops.',
    toddler: [
      { title: 'Up high', text: 'Look, here is Budi! Orange fur, long arms. Up, up, up the tree!' },
      { title: 'Bend and fold', text: 'Bend a branch. Fold a branch. Lots of soft green leaves!' },
      { title: 'A leafy bed', text: 'A nest, a bed, all his own. Budi snuggles in. Ahh!' },
    ],
    small: [
      {
        title: 'Far away',
        text: 'Far away, in a warm green rainforest, lives a young orangutan called Budi. Every night he slept in his mum’s nest, high in a tree.',
      },
      {
        title: 'A nest of his own',
        text: 'One evening Budi wanted a bed of his own. He bent some branches, just like Mum, and piled on soft leaves. But his first nest wobbled and sagged! So Mum showed him how to weave the branches tight.',
      },
      {
        title: 'Proud Budi',
        text: 'At last his nest was round and firm. Budi lay down and pulled a big leaf over himself like a blanket. He felt so proud! What would you put in your own cosy nest?',
      },
    ],
    arc: [
      {
        title: 'Mum’s nest',
        text: 'Far away, in a warm green rainforest, lives a young orangutan called Budi. Every night since he was born, he has slept in his mother’s nest, high in the trees. But Budi is growing big. One evening there was hardly room for both of them, so Budi decided to make a nest of his own.',
        beat: 'problem',
      },
      {
        title: 'A new bed every night',
        text: 'Orangutans sleep high up in the trees, where the air is cool and the ground is far below. Every evening they build a fresh bed of branches and leaves. Young ones learn how by watching their mothers for years.',
        beat: 'why',
      },
      {
        title: 'A wobbly nest',
        text: 'Budi climbed into the fork of a tall tree. He snapped off some thin branches and piled them up with a heap of leaves. But when he sat down, the whole thing sagged and slid, and a twig poked him in the back!',
        beat: 'attempt',
      },
      {
        title: 'Mum shows him',
        text: 'His mother swung over and sat beside him. She bent a thick branch across, then another, and wove them together like a basket. Budi watched and copied her: bend, fold, tuck.',
        beat: 'help',
      },
      {
        title: 'Budi’s first bed',
        text: 'This time the nest held firm. Budi lined it with soft leaves and pulled a big one over himself like a blanket. Down below, the rangers who look after the orangutans smiled and wrote it in their book: Budi has built his first nest.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'rainforest',
      inText: 'rainforest',
      explanation: 'A thick, warm, wet forest where it rains nearly every day and the trees grow very tall.',
    },
    whatHappened:
      'Rangers in a rainforest watched a young orangutan build a sleeping nest of his own high in a tree, after years of sleeping in his mother’s. Orangutans make a fresh nest of branches and leaves every evening.',
    parent: {
      upto3: ['Can you find Budi up in the tree?', 'Can you bend and fold your arms like Budi making his bed?'],
      '4to5': [
        'How do you think Budi felt when his first nest wobbled?',
        'How did Budi feel in his own round nest, do you think?',
      ],
      '6to7': [
        'Why do you think orangutans sleep high up in the trees?',
        'Could you build a little nest for a soft toy together, out of cushions and a blanket?',
      ],
    },
  },
  ru: {
    title: 'Первое гнездо орангутана',
    beats: {
      who: 'молодой орангутан Буди из далёких джунглей и его мама',
      what: 'Буди всегда спал в мамином гнезде, а теперь впервые сам сплёл себе гнездо из веток и листьев высоко на дереве и уснул в нём.',
      feeling: 'упорство, немного досады, потом гордость и уют',
      helped: 'мама, которая показала, как сгибать и переплетать ветки',
      why: 'Орангутаны каждый вечер строят себе новое гнездо высоко на деревьях, а малыши годами учатся этому, глядя на маму.',
    },
    hook: 'Кто каждый вечер строит себе новую кровать?',
    bedtime: 'Высоко в кронах тихонько покачивается зелёное гнездо.',
    toddler: [
      { title: 'Наверх', text: 'Вот Буди! Рыжая шёрстка, длинные руки. Вверх, вверх, по дереву!' },
      { title: 'Ветки', text: 'Ветку согнём, ветку сложим. Мягкие зелёные листья!' },
      { title: 'Гнездо', text: 'Вот гнездо, вот кроватка, своя, новая! Буди забирается внутрь. Ах, как мягко!' },
    ],
    small: [
      {
        title: 'Далеко-далеко',
        text: 'Далеко-далеко, в тёплых зелёных джунглях, живёт молодой орангутан Буди. Каждую ночь он спал в мамином гнезде, высоко на дереве.',
      },
      {
        title: 'Своё гнездо',
        text: 'Однажды вечером Буди захотел свою кровать. Он согнул ветки, как мама, и навалил сверху мягких листьев. Но гнездо зашаталось и провисло! Тогда мама показала, как крепко переплести ветки.',
      },
      {
        title: 'Буди гордится',
        text: 'Наконец гнездо стало круглым и прочным. Буди улёгся и укрылся большим листом, как одеялом. Как же он гордился! А что тебе хотелось бы положить в своё уютное гнездо?',
      },
    ],
    arc: [
      {
        title: 'Мамино гнездо',
        text: 'Далеко-далеко, в тёплых зелёных джунглях, живёт молодой орангутан Буди. С самого рождения он спал в мамином гнезде, высоко на деревьях. Но Буди подрос. Однажды вечером им вдвоём стало тесно, и Буди решил построить своё гнездо.',
        beat: 'problem',
      },
      {
        title: 'Каждый вечер новая кровать',
        text: 'Орангутаны спят высоко на деревьях, где прохладно, а земля далеко внизу. Каждый вечер они строят себе свежую постель из веток и листьев. Малыши учатся этому много лет, глядя на маму.',
        beat: 'why',
      },
      {
        title: 'Шаткое гнездо',
        text: 'Буди забрался в развилку высокого дерева. Он наломал тонких веточек и навалил на них кучу листьев. Но стоило ему сесть, как всё провисло и поехало, а одна веточка кольнула его в спину!',
        beat: 'attempt',
      },
      {
        title: 'Мама показывает',
        text: 'Мама перебралась к нему и села рядом. Она согнула толстую ветку поперёк, потом ещё одну и переплела их, как корзинку. Буди смотрел и повторял: согнуть, сложить, подоткнуть.',
        beat: 'help',
      },
      {
        title: 'Первая своя кровать',
        text: 'На этот раз гнездо держалось крепко. Буди выстлал его мягкими листьями и укрылся большим листом, как одеялом. А лесники внизу улыбнулись и записали в тетрадку: Буди построил своё первое гнездо.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'джунгли',
      inText: 'джунглях',
      explanation: 'Густой тёплый лес, где почти каждый день идёт дождь, а деревья растут очень высокими.',
    },
    whatHappened:
      'Лесники в тропических джунглях видели, как молодой орангутан впервые сам построил себе гнездо для сна высоко на дереве, а не лёг в мамино. Орангутаны каждый вечер делают новое гнездо из веток и листьев.',
    parent: {
      upto3: ['Покажешь, где Буди на дереве?', 'Покажешь руками, как Буди сгибает ветки?'],
      '4to5': [
        'Как думаешь, что чувствовал Буди, когда гнездо зашаталось?',
        'А как Буди было в своём круглом гнезде, как думаешь?',
      ],
      '6to7': [
        'Как думаешь, почему орангутаны спят высоко на деревьях?',
        'Может, вместе построите гнездо для мягкой игрушки из подушек и пледа?',
      ],
    },
  },
};
