/** Told for children: the bundled news item of 05-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_05_09: ItemTales = {
  heroLooks:
    'a small round grey baby elephant with big floppy ears, a short wiggly trunk and a tuft of hair on the top of his head',
  draw: [
    { picture: '🐘', en: ['elephant', 'tembo'], ru: ['слон', 'тембо'] },
    { picture: '🏞️', en: ['river'], ru: ['рек', 'речк'] },
    { picture: '💦', en: ['water', 'splash', 'shower'], ru: ['вод', 'плюх', 'душ'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
  ],
  en: {
    title: 'A baby elephant takes a bath',
    beats: {
      who: 'a baby elephant called Tembo and his mother, by a wide warm river',
      what: 'Tembo splashed in the river with his mother and learned to give himself a shower with his trunk.',
      feeling: 'hot and dusty, then a bit muddled, then cool and very happy',
      helped: 'his mother, who showed him how to use his trunk like a shower',
      why: 'Elephants hardly sweat, so they cool down with water, and a baby needs lots of practice to use its trunk.',
    },
    hook: 'Who loves a splashy bath more than anyone?',
    bedtime: 'The baby elephant dozes close to Mum.',
    toddler: [
      {
        title: 'Splash!',
        text: 'Here is a baby elephant. Step, step, into the river. Splash, splash, splash!',
      },
      {
        title: 'Whoosh',
        text: 'Up goes the trunk. Whoosh! A big shower. Water on his back, water on his ears!',
      },
      {
        title: 'Mum too',
        text: 'Mum splashes too. Splish, splosh! Cool and happy, wet and happy.',
      },
    ],
    small: [
      {
        title: 'A hot day',
        text: 'By a wide warm river, a baby elephant called Tembo was hot and dusty. His mum led him into the water, step by step.',
      },
      {
        title: 'Stamp and splash',
        text: 'Tembo stamped and splashed. The water was cool and lovely! He flapped his big ears and trumpeted with joy.',
      },
      {
        title: 'A trunk shower',
        text: 'Mum filled her trunk with water and lifted it high. Whoosh! A shower, right over Tembo. He tried it too and sprinkled water on his own head.',
      },
      {
        title: 'Your turn',
        text: 'Tembo felt cool, clean and very happy. Can you make a trunk with your arm and give yourself a pretend shower?',
      },
    ],
    arc: [
      {
        title: 'By the river',
        text: 'By a wide warm river lives a baby elephant called Tembo. He has big floppy ears, a short wiggly trunk and a mum who never leaves his side.',
      },
      {
        title: 'Too hot',
        text: 'One afternoon the sun was hot, and Tembo felt dry and dusty all over. He wanted to cool down like the grown-up elephants, who sprayed water over their backs.',
      },
      {
        title: 'A floppy try',
        text: 'Tembo dipped his trunk into the river and sucked. But the water tickled, and he sneezed it all out. Achoo! His trunk flopped this way and that.',
      },
      {
        title: 'Mum shows him',
        text: 'His mum came close. Slowly she dipped her trunk, filled it, lifted it high and blew. Whoosh! Cool water rained down on both of them.',
      },
      {
        title: 'A real shower',
        text: 'Tembo tried again, slowly, just like Mum. This time the water went up and over his back! He splashed and trumpeted until the sun went down.',
      },
      {
        title: 'Why elephants bathe',
        text: 'Elephants hardly sweat at all, so they cool down with water and by flapping their big ears. A trunk has no bones, only lots of muscles, so a baby needs months of practice to use it.',
      },
    ],
    footnote: {
      word: 'trunk',
      inText: 'trunk',
      explanation: "An elephant's long nose, which it uses to smell, drink and pick things up.",
    },
    whatHappened:
      'A baby elephant splashed in a wide warm river with its mother. Elephants use their long trunks like a shower to cool down.',
    parent: {
      upto3: ["Can you point to the elephant's big ears?", 'Where is the water?'],
      '4to5': ['How do you think Tembo felt in the cool water?', 'What do you like best about bath time?'],
      '6to7': [
        'Why do you think elephants flap their big ears on a hot day?',
        'Could you try picking up a sock with your hand held like a trunk, and see how hard it is?',
      ],
    },
  },
  ru: {
    title: 'Слонёнок искупался',
    beats: {
      who: 'слонёнок Тембо и его мама у широкой тёплой реки',
      what: 'Тембо плескался в реке вместе с мамой и научился поливать себя из хобота, как из душа.',
      feeling: 'жарко и пыльно, потом немножко неловко, а потом прохладно и очень весело',
      helped: 'мама, которая показала ему, как набирать воду хоботом',
      why: 'Слоны почти не потеют, поэтому охлаждаются водой, а малышу нужно много учиться, чтобы управлять хоботом.',
    },
    hook: 'Кто больше всех на свете любит купаться?',
    bedtime: 'Слонёнок дремлет, прижавшись к маме.',
    toddler: [
      {
        title: 'Плюх!',
        text: 'Вот маленький слонёнок. Топ-топ — в речку! Плюх, плюх, плюх!',
      },
      {
        title: 'Душ',
        text: 'Хобот вверх! Пшшш — душ! Водичка на спинку, водичка на ушки!',
      },
      {
        title: 'И мама тоже',
        text: 'Мама тоже плещется. Шлёп-шлёп по воде! Прохладно и весело.',
      },
    ],
    small: [
      {
        title: 'Жаркий день',
        text: 'У широкой тёплой реки жил слонёнок Тембо. Однажды ему стало жарко, и он весь покрылся пылью. Мама повела его в воду, шаг за шагом.',
      },
      {
        title: 'Топ да шлёп',
        text: 'Тембо топал и шлёпал по воде. Как прохладно, как хорошо! Он хлопал большими ушами и радостно трубил.',
      },
      {
        title: 'Душ из хобота',
        text: 'Мама набрала воды хоботом и подняла его высоко. Пшшш! Прямо на Тембо полился душ. Тембо тоже попробовал — и облил себе макушку.',
      },
      {
        title: 'А ты?',
        text: 'Тембо стал чистым, прохладным и очень довольным. Покажешь, как слонёнок поливает себя из хобота? Сделай хобот из руки!',
      },
    ],
    arc: [
      {
        title: 'У реки',
        text: 'У широкой тёплой реки живёт слонёнок Тембо. У него большие уши-лопухи, короткий вертлявый хобот и мама, которая всегда рядом.',
      },
      {
        title: 'Жарко!',
        text: 'Как-то днём солнце пекло вовсю, и Тембо стал сухим и пыльным. Ему хотелось освежиться, как взрослые слоны: они поливали себе спины водой.',
      },
      {
        title: 'Первая попытка',
        text: 'Тембо опустил хобот в реку и втянул воду. Но вода защекотала, и он чихнул. Апчхи! Хобот болтался то туда, то сюда.',
      },
      {
        title: 'Мама показывает',
        text: 'Мама подошла поближе. Медленно она набрала воды хоботом, подняла его высоко и дунула. Пшшш! Прохладный дождик пролился на обоих.',
      },
      {
        title: 'Настоящий душ',
        text: 'Тембо попробовал снова, не спеша, как мама. И вода взлетела и полилась ему на спину! Он плескался и трубил до самого заката.',
      },
      {
        title: 'Зачем слоны купаются',
        text: 'Слоны почти не потеют, поэтому охлаждаются водой и машут большими ушами. В хоботе нет костей, только множество мышц, и малышу нужны месяцы, чтобы научиться им управлять.',
      },
    ],
    footnote: {
      word: 'хобот',
      inText: 'хоботом',
      explanation: 'Длинный нос слона: им можно дышать, нюхать, пить и брать еду.',
    },
    whatHappened:
      'Слонёнок плескался в широкой тёплой реке вместе с мамой. Слоны поливают себя длинным хоботом, как из душа, чтобы освежиться.',
    parent: {
      upto3: ['Покажешь, где у слонёнка большие уши?', 'Где здесь вода?'],
      '4to5': [
        'Как думаешь, что почувствовал Тембо в прохладной воде?',
        'А что тебе больше всего нравится, когда купаешься?',
      ],
      '6to7': [
        'Как думаешь, зачем слоны машут ушами, когда жарко?',
        'Может, попробуете вместе поднять носок рукой, вытянутой как хобот, и поймёте, легко ли это?',
      ],
    },
  },
};
