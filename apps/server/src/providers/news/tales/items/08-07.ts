/** Told for children: the bundled news item of 08-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_07: ItemTales = {
  heroLooks:
    'a tiny kangaroo joey with soft pinkish-brown fur, big tall ears, dark shiny eyes and little front paws, peeking out of his mum’s pouch',
  draw: [
    { picture: '🦘', en: ['kangaroo', 'joey', 'kip'], ru: ['кенгур', 'кип'] },
    { picture: '🌿', en: ['grass'], ru: ['трав'] },
    { picture: '🐦', en: ['bird'], ru: ['птиц'] },
  ],
  en: {
    title: 'A joey peeks out of the pouch',
    beats: {
      who: 'Kip, a baby kangaroo at a zoo, and his mother',
      what: 'After months hidden in his mother’s pouch, Kip peeked out for the first time and tasted his first blade of grass.',
      feeling: 'curious and shy, then brave and delighted',
      helped: 'his mother, who stood still and bent down low so that he could reach the grass',
      why: 'A kangaroo is born as small as a jelly bean and grows in the pouch for about six months before it is ready to peek out.',
    },
    hook: 'Guess who is hiding in a pocket?',
    bedtime: 'Deep in the pouch, a joey curls up.',
    toddler: [
      { title: 'A pouch', text: 'Here is Mum kangaroo. Her pouch wriggles. Wiggle, wiggle!' },
      { title: 'Peekaboo', text: 'Two ears! A nose! Peekaboo, little Kip!' },
      { title: 'Nibble', text: 'Kip nibbles the grass. Munch, munch, munch. Yum!' },
    ],
    small: [
      {
        title: 'A wriggly pouch',
        text: 'At a zoo, the keepers saw that a mother kangaroo’s pouch was wriggling. Someone small was living inside!',
      },
      {
        title: 'Peekaboo',
        text: 'One sunny morning, two tall ears popped out, then a nose, then two shiny eyes. It was a joey called Kip! A bird cheeped, and whoops, Kip dived back in.',
      },
      {
        title: 'The first nibble',
        text: 'Mum stood very still and bent down low. Kip leaned out, further and further, and nibbled a blade of grass. His very first taste! What would you like to peek out and see?',
      },
    ],
    arc: [
      {
        title: 'The kangaroo yard',
        text: 'At a big zoo there is a sunny yard for kangaroos. They hop about on their strong back legs. Mum has a pouch on her tummy, like a deep pocket.',
        beat: 'where',
      },
      {
        title: 'A secret',
        text: 'For months the keepers had seen that pouch wriggle. Someone small was growing inside. He was curious about the world outside, but he was also very shy.',
        beat: 'problem',
      },
      {
        title: 'Ears first',
        text: 'One morning two tall ears poked out of the pouch, then a nose, then two shiny eyes. It was a joey, and the keepers named him Kip. But a bird cheeped, and whoosh, Kip dived back in.',
        beat: 'attempt',
      },
      {
        title: 'Feet in the air',
        text: 'He tried again, too fast. He tumbled back in head first, and only his two long feet stuck out, waving. The keepers tried hard not to laugh.',
        beat: 'attempt',
      },
      {
        title: 'Mum bends down',
        text: 'Mum stood very still in the sunny grass. Then she bent down low and began to nibble, slowly, so that Kip could see how it was done.',
        beat: 'help',
      },
      {
        title: 'The first nibble',
        text: 'Kip leaned out, further and further, until his nose touched a blade of grass. He sniffed it and took a tiny nibble. It was his very first taste of grass!',
        beat: 'resolution',
      },
      {
        title: 'Life in a pouch',
        text: 'A kangaroo is born as small as a jelly bean. It crawls into its mother’s pouch and lives there for about six months, drinking milk and growing. Only then is it ready to peek out.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'joey',
      inText: 'joey',
      explanation: 'A baby kangaroo.',
    },
    whatHappened:
      'At a zoo, a baby kangaroo peeked out of his mother’s pouch for the first time after months inside it, and soon tasted his first grass while his mother bent down to graze beside him.',
    parent: {
      upto3: ['Can you find little Kip in Mum’s pouch?', 'Can you play peekaboo like Kip?'],
      '4to5': [
        'How do you think Kip felt when the bird cheeped?',
        'How did Kip feel when he nibbled the grass, do you think?',
      ],
      '6to7': [
        'Why do you think a joey stays in the pouch for so long?',
        'Could you look at a jelly bean together and imagine a baby kangaroo that small?',
      ],
    },
  },
  ru: {
    title: 'Кенгурёнок выглянул из сумки',
    beats: {
      who: 'кенгурёнок Кип из зоопарка и его мама',
      what: 'Много месяцев Кип прятался в маминой сумке, а теперь впервые выглянул наружу и попробовал свою первую травинку.',
      feeling: 'любопытство и робость, потом смелость и радость',
      helped: 'мама, которая замерла и низко наклонилась, чтобы он дотянулся до травы',
      why: 'Кенгурёнок рождается размером с фасолину и около полугода растёт в маминой сумке, прежде чем выглянуть наружу.',
    },
    hook: 'Угадай, кто прячется в кармане?',
    bedtime: 'Глубоко в тёплой сумке кенгурёнок сворачивается клубочком.',
    toddler: [
      { title: 'Сумка', text: 'Вот мама-кенгуру. Кто-то шевелится в сумке! Шевелится, шевелится!' },
      { title: 'Ку-ку!', text: 'Два ушка! Носик! Ку-ку, маленький Кип!' },
      { title: 'Ням-ням', text: 'Кип жуёт травку. Ням, ням, ням. Вкусно!' },
    ],
    small: [
      {
        title: 'Шевелится!',
        text: 'В зоопарке смотрители заметили, что сумка у мамы-кенгуру шевелится. Там кто-то жил!',
      },
      {
        title: 'Ку-ку!',
        text: 'Однажды солнечным утром из сумки показались два длинных уха, потом нос, потом блестящие глазки. Это был кенгурёнок Кип! Чирикнула птица, и — шмыг! — Кип нырнул обратно.',
      },
      {
        title: 'Первая травинка',
        text: 'Мама замерла и низко наклонилась. Кип высунулся подальше и откусил травинку. Первая травинка в жизни! А на что тебе хочется выглянуть и посмотреть?',
      },
    ],
    arc: [
      {
        title: 'Площадка для кенгуру',
        text: 'В большом зоопарке есть солнечная площадка для кенгуру. Они скачут на сильных задних лапах. А у мамы-кенгуру на животе сумка, как глубокий карман.',
        beat: 'where',
      },
      {
        title: 'Секрет',
        text: 'Уже много месяцев смотрители видели, как эта сумка шевелится. Там кто-то рос. Ему было интересно, что снаружи, но он очень стеснялся.',
        beat: 'problem',
      },
      {
        title: 'Сначала уши',
        text: 'Однажды утром из сумки высунулись два длинных уха, потом нос, потом блестящие глазки. Это был кенгурёнок! Смотрители назвали его Кипом. Но чирикнула птица, и — шмыг! — Кип нырнул обратно.',
        beat: 'attempt',
      },
      {
        title: 'Ноги кверху',
        text: 'Чуть позже он попробовал снова, но слишком торопился. Кип кувыркнулся в сумку вниз головой, и наружу торчали только две длинные ноги. Смотрители еле сдерживали смех.',
        beat: 'attempt',
      },
      {
        title: 'Мама наклоняется',
        text: 'Мама замерла на солнечной траве. Потом низко наклонилась и стала неторопливо щипать травку, чтобы Кип видел, как это делается.',
        beat: 'help',
      },
      {
        title: 'Первая травинка',
        text: 'Кип высовывался всё дальше и дальше, пока не коснулся носом травинки. Понюхал её и осторожно откусил. Первая травинка в его жизни!',
        beat: 'resolution',
      },
      {
        title: 'Жизнь в сумке',
        text: 'Кенгурёнок рождается размером с фасолину. Он забирается к маме в сумку и живёт там около полугода: пьёт молоко и растёт. Только потом он выглядывает наружу.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'кенгурёнок',
      inText: 'кенгурёнок',
      explanation: 'Детёныш кенгуру.',
    },
    whatHappened:
      'В зоопарке кенгурёнок после долгих месяцев в маминой сумке впервые выглянул наружу и вскоре попробовал первую травинку, пока мама щипала траву рядом.',
    parent: {
      upto3: ['Покажешь маленького Кипа в маминой сумке?', 'Поиграем в ку-ку, как Кип?'],
      '4to5': [
        'Как думаешь, что почувствовал Кип, когда чирикнула птица?',
        'А что почувствовал Кип, когда откусил травинку?',
      ],
      '6to7': [
        'Как думаешь, почему кенгурёнок так долго живёт в сумке?',
        'Может, возьмёте вместе фасолину и представите кенгурёнка такого же крошечного?',
      ],
    },
  },
};
