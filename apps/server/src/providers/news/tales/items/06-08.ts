/** Told for children: the bundled news item of 06-08 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_08: ItemTales = {
  heroLooks: 'a small round yellow fish with a bright blue stripe along her side and a tiny fluttering tail',
  draw: [
    { picture: '🐠', en: ['fish', 'lulu'], ru: ['рыб', 'лулу'] },
    { picture: '🪸', en: ['coral'], ru: ['корал'] },
    { picture: '🤿', en: ['diver', 'mask'], ru: ['водолаз', 'маск'] },
    { picture: '🫧', en: ['bubble'], ru: ['пузыр'] },
    { picture: '🪨', en: ['rock'], ru: ['камн', 'камен'] },
    { picture: '⛵', en: ['boat'], ru: ['лодк'] },
  ],
  en: {
    title: 'Coral grows back',
    beats: {
      who: 'a bright coral garden under the warm sea, and a little yellow fish called Lulu who lives there',
      what: 'After divers planted little pieces of coral on the rocks, the coral garden began to grow again.',
      feeling: 'lost without a home, then hopeful, then happy',
      helped: 'divers, who grew small pieces of coral and fixed them to the rocks',
      why: 'Coral is the home of many small colourful fish, and it grows back only very slowly, so the divers help it along.',
    },
    hook: "Let's dive deep under the sea tonight.",
    bedtime: 'The little yellow fish sleeps in the coral.',
    toddler: [
      {
        title: 'Blub, blub',
        text: 'Blub, blub, blub! Here we are, under the sea. A little yellow fish swims by.',
      },
      {
        title: 'The divers',
        text: 'Here come the divers. Big masks, big flippers! Bubbles, bubbles, bubbles!',
      },
      {
        title: 'Coral grows',
        text: 'Pink coral, orange coral, purple coral. It grows and grows! Fish swim in and out.',
      },
    ],
    small: [
      {
        title: 'A pale garden',
        text: 'Under the warm sea there was a coral garden. After a big storm, many corals were broken, and Lulu the little fish had nowhere to hide.',
      },
      {
        title: 'The divers',
        text: 'One day divers came, with masks and flippers and strings of bubbles. Very gently, they tied little pieces of coral onto the rocks, like gardeners planting flowers.',
      },
      {
        title: 'Growing again',
        text: 'Slowly, slowly, the coral began to grow again: pink, orange and purple. Soon Lulu had a bright new home, and lots of fish friends came back.',
      },
      {
        title: 'Your turn',
        text: 'Lulu was so happy that she swam round and round. Which colour of coral would you like to find under the sea?',
      },
    ],
    arc: [
      {
        title: 'Under the warm sea',
        text: 'Under the warm sea lies a coral garden. A little yellow fish called Lulu lives there, with a blue stripe and a tail that never stops wiggling.',
      },
      {
        title: 'Broken branches',
        text: 'One year a big storm rolled over the sea. Afterwards many corals lay broken on the sand, pale and grey, and Lulu had no cosy gaps to hide in.',
      },
      {
        title: 'Looking for a home',
        text: 'Lulu swam this way and that, looking for a new home. But everywhere she found only sand, and the other fish were swimming away too.',
      },
      {
        title: 'Helpers with masks',
        text: 'Then divers came down from a boat. They had grown little pieces of coral on underwater frames, and now they fixed them gently to the rocks, one by one.',
      },
      {
        title: 'A garden again',
        text: 'The little corals grew slowly, a tiny bit each month. At last the garden was pink, orange and purple again, and Lulu had a bright new home full of friends.',
      },
      {
        title: 'Why coral matters',
        text: 'Coral is made of tiny animals that build stony homes around themselves, very slowly. It is also the home of many small colourful fish: they hide, find food and raise their babies among its branches.',
      },
    ],
    footnote: {
      word: 'diver',
      inText: 'divers',
      explanation: 'People who swim deep under water with special masks and tanks of air.',
    },
    whatHappened:
      'A coral garden in a warm sea began to grow again after divers helped it by planting small pieces of coral. Coral is the home of many small colourful fish.',
    parent: {
      upto3: ['Can you find the little yellow fish?', "Where are the diver's bubbles?"],
      '4to5': [
        'How do you think Lulu felt when her coral home grew back?',
        'Where is your favourite cosy place to hide?',
      ],
      '6to7': [
        'Why do you think so many fish live among the coral?',
        'Could you look at pictures of a coral reef together and count how many different fish you can find?',
      ],
    },
  },
  ru: {
    title: 'Коралловый сад снова растёт',
    beats: {
      who: 'яркий коралловый сад в тёплом море и маленькая жёлтая рыбка Лулу, которая там живёт',
      what: 'Водолазы прикрепили к камням маленькие кусочки кораллов, и коралловый сад снова начал расти.',
      feeling: 'растерянность без дома, потом надежда и радость',
      helped: 'водолазы, которые вырастили маленькие кусочки кораллов и прикрепили их к камням',
      why: 'Кораллы — дом для множества маленьких ярких рыбок, а растут они очень медленно, поэтому водолазы им помогают.',
    },
    hook: 'Нырнём сегодня на самое дно моря?',
    bedtime: 'Жёлтая рыбка уснула в коралловом домике.',
    toddler: [
      {
        title: 'Буль-буль',
        text: 'Буль-буль-буль! Мы в море, на самом дне. Мимо плывёт жёлтая рыбка.',
      },
      {
        title: 'Водолазы',
        text: 'Вот плывут водолазы. Большие маски, большие ласты! Пузырьки, пузырьки, пузырьки!',
      },
      {
        title: 'Кораллы растут',
        text: 'Розовый коралл, оранжевый коралл, сиреневый коралл. Растёт, растёт! Рыбки плавают туда-сюда.',
      },
    ],
    small: [
      {
        title: 'Бледный сад',
        text: 'В тёплом море был коралловый сад. После сильного шторма многие кораллы сломались, и рыбке Лулу стало негде прятаться.',
      },
      {
        title: 'Водолазы',
        text: 'Однажды приплыли водолазы — в масках, в ластах, а за ними цепочки пузырьков. Они бережно прикрепили к камням маленькие веточки кораллов, как садовники сажают цветы.',
      },
      {
        title: 'Снова растёт',
        text: 'Медленно-медленно кораллы начали расти — розовые, оранжевые, сиреневые. Скоро у Лулу появился новый яркий дом, и вернулось много рыбок-друзей.',
      },
      {
        title: 'А ты?',
        text: 'Лулу так обрадовалась, что закружилась на месте. А какого цвета коралл тебе хочется найти в море?',
      },
    ],
    arc: [
      {
        title: 'В тёплом море',
        text: 'Глубоко в тёплом море раскинулся коралловый сад. Там живёт маленькая жёлтая рыбка Лулу: с голубой полоской на боку и хвостиком, который никогда не устаёт.',
      },
      {
        title: 'Сломанные веточки',
        text: 'Однажды над морем прошёл сильный шторм. После него многие кораллы лежали на песке сломанные, бледные и серые, и Лулу стало негде прятаться.',
      },
      {
        title: 'Поиски дома',
        text: 'Лулу плавала туда и сюда, искала новый дом. Но повсюду был только песок, и другие рыбки тоже уплывали прочь.',
      },
      {
        title: 'Помощники в масках',
        text: 'И вот с лодки спустились водолазы. Они заранее вырастили маленькие кусочки кораллов на подводных рамках, а теперь бережно прикрепляли их к камням, один за другим.',
      },
      {
        title: 'Снова сад',
        text: 'Маленькие кораллы росли медленно, каждый месяц чуть-чуть. И вот сад снова стал розовым, оранжевым и сиреневым, а у Лулу появился яркий дом, полный друзей.',
      },
      {
        title: 'Зачем нужны кораллы',
        text: 'Кораллы — это крошечные животные, которые очень медленно строят вокруг себя каменные домики. А ещё кораллы — дом для множества маленьких ярких рыбок: здесь они прячутся, находят еду и растят мальков.',
      },
    ],
    footnote: {
      word: 'водолаз',
      inText: 'водолазы',
      explanation: 'Человек, который ныряет глубоко под воду в специальной маске и с баллоном воздуха.',
    },
    whatHappened:
      'Коралловый сад в тёплом море снова начал расти после того, как водолазы посадили в нём маленькие кусочки кораллов. Кораллы — дом для множества маленьких ярких рыбок.',
    parent: {
      upto3: ['Покажешь маленькую жёлтую рыбку?', 'Где пузырьки у водолаза?'],
      '4to5': [
        'Как думаешь, что почувствовала Лулу, когда её коралловый дом снова вырос?',
        'А где твоё любимое уютное местечко, чтобы спрятаться?',
      ],
      '6to7': [
        'Как думаешь, почему среди кораллов живёт так много рыбок?',
        'Может, рассмотрите вместе фотографии коралловых рифов и посчитаете, сколько разных рыбок удастся найти?',
      ],
    },
  },
};
