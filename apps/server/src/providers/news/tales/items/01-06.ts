/** Told for children: the bundled news item of 01-06 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_06: ItemTales = {
  heroLooks:
    'a big old crocodile, knobbly dark green on top and pale yellow underneath, with a long wide snout and a gentle grin',
  draw: [
    { picture: '🐊', en: ['gus', 'crocodile'], ru: ['гош', 'крокодил'] },
    { picture: '👩', en: ['keeper', 'nora'], ru: ['смотрительниц', 'нин'] },
    { picture: '🔦', en: ['torch'], ru: ['фонарик'] },
    { picture: '🐟', en: ['fish'], ru: ['рыб'] },
  ],
  en: {
    title: 'A crocodile opens wide for the vet',
    beats: {
      who: 'Gus, a big old crocodile in the warm crocodile house of a city zoo, his keeper Nora and the zoo vet',
      what: 'At his yearly check-up Gus opened his mouth wide for the vet, because his keeper had taught him a signal with a red ball on a stick.',
      feeling: 'grumpy and shy at first, then calm and proud of his big smile',
      helped: 'his keeper Nora, who had practised the signal with him for weeks',
      why: 'Crocodiles lose and grow new teeth all their lives, so the vet checks that none of them is sore.',
    },
    hook: 'Guess who opens wide for the vet?',
    bedtime: 'Gus dozes in his warm pool, grinning.',
    toddler: [
      { title: 'Gus', text: 'Here is Gus, a big green crocodile. Open wide, Gus! Aaah!' },
      { title: 'So many teeth', text: 'So many teeth! One, two, three… lots and lots!' },
      { title: 'Clack!', text: 'Clack! All done. A fish for Gus. Yum, yum!' },
    ],
    small: [
      {
        title: 'Check-up day',
        text: 'At the zoo lives a big old crocodile called Gus. Today the vet came to look at his teeth. But Gus kept his mouth shut tight and slid into his pool.',
      },
      {
        title: 'The red ball',
        text: 'Then his keeper, Nora, held up a red ball on a stick. Gus knew that sign! He climbed out and opened his mouth as wide as a door.',
      },
      {
        title: 'Counting teeth',
        text: 'The vet shone her torch inside and counted. Lots of teeth, and one tiny new tooth growing! Everything was fine. Clack went Gus’s mouth, and Nora gave him a fish.',
      },
      {
        title: 'Your turn',
        text: 'Gus looked very pleased with himself. Can you open your mouth wide and show your teeth?',
      },
    ],
    arc: [
      {
        title: 'The crocodile house',
        text: 'At a city zoo there is a warm crocodile house with a sandy bank and a deep pool. Gus lives there. He is big, old and knobbly, and loves to lie still in the water.',
        beat: 'where',
      },
      {
        title: 'Open wide?',
        text: 'Once a year the zoo vet comes to check Gus’s teeth. But you cannot just say “open wide” to a crocodile. When the vet arrived, Gus shut his mouth tight and slid under the water.',
        beat: 'problem',
      },
      {
        title: 'Only two eyes',
        text: 'The vet sat down by the pool with her torch and waited. Gus floated with only his eyes and nostrils showing. Every time she leaned closer, he sank a little lower. Blub.',
        beat: 'attempt',
      },
      {
        title: 'Nora’s red ball',
        text: 'Then his keeper, Nora, stepped onto the bank with a red ball on a long stick. For weeks she had practised with Gus. She tapped the sand, and Gus climbed out. She raised the ball, and slowly, Gus opened his enormous mouth.',
        beat: 'help',
      },
      {
        title: 'A smile full of teeth',
        text: 'The vet shone her torch inside and counted. There were lots of pointy teeth and one old wobbly one. A tiny new tooth was growing right under it. “A fine set of teeth,” she said. Clack!',
        beat: 'resolution',
      },
      {
        title: 'Why teeth get checked',
        text: 'A crocodile loses its teeth all its life, and a new one grows in each gap. The vet checks that none of them is sore, and Gus gets a fish for being so patient.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'vet',
      inText: 'vet',
      explanation: 'A doctor who looks after animals.',
    },
    whatHappened:
      'At a city zoo, a crocodile opened his mouth on a keeper’s signal so that the vet could check his teeth. Keepers train animals with signals and treats so that check-ups are calm, and crocodiles grow new teeth all their lives.',
    parent: {
      upto3: ['Can you open wide like Gus?', 'Can you find the fish for Gus?'],
      '4to5': [
        'How do you think Gus felt when he slid into his pool?',
        'How do you feel when someone looks at your teeth?',
      ],
      '6to7': [
        'Why do you think Nora practised the red ball signal with Gus for weeks?',
        'Could you look in a mirror together and count how many teeth you each have?',
      ],
    },
  },
  ru: {
    title: 'Крокодил показывает зубы ветеринару',
    beats: {
      who: 'Гоша, большой старый крокодил в тёплом павильоне городского зоопарка, его смотрительница Нина и ветеринар зоопарка',
      what: 'На ежегодном осмотре Гоша широко открыл пасть перед ветеринаром, потому что смотрительница научила его понимать знак — красный мячик на палке.',
      feeling: 'сначала ворчливый и стеснительный, потом спокойный и довольный своей улыбкой',
      helped: 'смотрительница Нина, которая несколько недель разучивала с ним этот знак',
      why: 'Крокодилы всю жизнь теряют зубы и отращивают новые, поэтому ветеринар проверяет, не болит ли какой-нибудь зуб.',
    },
    hook: 'Угадай, кто открыл пасть для врача?',
    bedtime: 'Гоша дремлет в тёплой воде и улыбается.',
    toddler: [
      { title: 'Гоша', text: 'Вот Гоша, большой зелёный крокодил. Открой ротик, Гоша! А-а-а!' },
      { title: 'Сколько зубов', text: 'Сколько зубов! Раз, два, три… много-много!' },
      { title: 'Щёлк!', text: 'Щёлк! Всё готово. Рыбка для Гоши. Ням-ням!' },
    ],
    small: [
      {
        title: 'День осмотра',
        text: 'В зоопарке живёт большой старый крокодил Гоша. Сегодня пришла ветеринар посмотреть его зубы. А Гоша крепко сжал пасть и уплыл в свой бассейн.',
      },
      {
        title: 'Красный мячик',
        text: 'Тогда смотрительница Нина подняла красный мячик на палке. Гоша знал этот знак! Он выбрался на берег и открыл пасть широко-широко, как дверь.',
      },
      {
        title: 'Считаем зубы',
        text: 'Ветеринар посветила фонариком и посчитала зубы. Их много, и один новенький как раз растёт! Всё в порядке. Щёлк — Гоша закрыл пасть, а Нина дала ему рыбку.',
      },
      {
        title: 'А ты?',
        text: 'Гоша был очень доволен собой. А ты можешь широко открыть рот и показать зубки?',
      },
    ],
    arc: [
      {
        title: 'Крокодилий павильон',
        text: 'В городском зоопарке есть тёплый павильон с песчаным берегом и глубоким бассейном. Там живёт Гоша. Он большой, старый, весь в бугорках и больше всего любит неподвижно лежать в тёплой воде.',
        beat: 'where',
      },
      {
        title: 'Откройте рот',
        text: 'Раз в год ветеринар зоопарка проверяет Гошины зубы. Но крокодилу не скажешь: «Откройте рот». Как только ветеринар пришла, Гоша сжал пасть и ушёл под воду.',
        beat: 'problem',
      },
      {
        title: 'Только глаза',
        text: 'Ветеринар села у бассейна с фонариком и стала ждать. Гоша лежал в воде, и наружу выглядывали только глаза и ноздри. Стоило ей наклониться, как он погружался чуть глубже. Буль.',
        beat: 'attempt',
      },
      {
        title: 'Мячик Нины',
        text: 'Тут на берег вышла смотрительница Нина с красным мячиком на длинной палке. Много недель она занималась с Гошей. Нина постучала мячиком по песку, и Гоша вылез. Она подняла мячик повыше, и Гоша медленно открыл огромную пасть.',
        beat: 'help',
      },
      {
        title: 'Зубастая улыбка',
        text: 'Ветеринар посветила внутрь и посчитала. Острых зубов было много, один старый шатался, а прямо под ним рос крошечный новый. «Отличные зубы!» — сказала она. Щёлк!',
        beat: 'resolution',
      },
      {
        title: 'Зачем проверять зубы',
        text: 'Крокодил всю жизнь теряет зубы, и на месте каждого вырастает новый. Ветеринар проверяет, не болит ли какой-нибудь зуб, а Гоша получает рыбку за терпение.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'ветеринар',
      inText: 'ветеринар',
      explanation: 'Врач, который лечит животных.',
    },
    whatHappened:
      'В городском зоопарке крокодил по знаку смотрительницы открыл пасть, чтобы ветеринар проверил его зубы. Смотрители приучают животных к знакам и угощениям, чтобы осмотр проходил спокойно, а зубы у крокодилов растут всю жизнь.',
    parent: {
      upto3: ['Откроем рот широко, как Гоша?', 'Где рыбка для Гоши?'],
      '4to5': [
        'Как думаешь, что почувствовал Гоша, когда уплыл в бассейн?',
        'А что ты чувствуешь, когда тебе смотрят зубы?',
      ],
      '6to7': [
        'Как думаешь, зачем Нина много недель занималась с Гошей и мячиком?',
        'Может, посмотрите вместе в зеркало и посчитаете, сколько у кого зубов?',
      ],
    },
  },
};
