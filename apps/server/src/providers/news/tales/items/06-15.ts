/** Told for children: the bundled news item of 06-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_15: ItemTales = {
  heroLooks: 'a little girl with a brown ponytail, a white sun hat with a red ribbon and a red dress with white spots',
  draw: [
    { picture: '👧', en: ['vera', 'girl'], ru: ['вера', 'веры', 'вере', 'веру', 'девоч'] },
    { picture: '🍓', en: ['strawberr', 'berr'], ru: ['клубни', 'ягод'] },
    { picture: '🧺', en: ['basket'], ru: ['корзин'] },
    { picture: '☀️', en: ['sun'], ru: ['солн'] },
    { picture: '🧑‍🌾', en: ['farmer'], ru: ['фермер'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
    { picture: '🌊', en: ['sea'], ru: ['мор'] },
  ],
  en: {
    title: 'The strawberries are ready',
    beats: {
      who: 'the strawberry fields of a farm near the sea, and a girl called Vera who lives nearby',
      what: 'Under the summer sun the strawberries turned red and sweet, and families came with baskets to harvest them.',
      feeling: 'impatient while waiting, then a sour surprise, then sweet, sticky happiness',
      helped: null,
      why: 'Sunshine helps strawberries make sugar, and a picked berry does not ripen any more, so they are picked only when they are red.',
    },
    hook: 'Mmm, can you smell something red and sweet?',
    bedtime: 'Vera is asleep, smelling of strawberries.',
    toddler: [
      {
        title: 'Red berries',
        text: 'Peek! Red berries in the green leaves. One berry, two berries, lots of berries!',
      },
      {
        title: 'Pick, pick',
        text: 'Vera picks a berry. Plop! Into the basket. Pick, pick, pick!',
      },
      {
        title: 'Yum',
        text: 'One for the basket, one for Vera. Mmm, so sweet! Red mouth, happy Vera.',
      },
    ],
    small: [
      {
        title: 'Red and ready',
        text: 'On a farm near the sea, the strawberry fields turned red under the summer sun. The berries were ripe at last!',
      },
      {
        title: 'Baskets',
        text: 'Families came with baskets to harvest the berries. Vera came with her grandma, and she had her very own little basket.',
      },
      {
        title: 'One for me',
        text: 'Vera looked under every leaf. One strawberry for the basket, one for her mouth! The juice ran down her chin, sweet and warm.',
      },
      {
        title: 'Your turn',
        text: 'Vera felt happy and full and a little bit sticky. Do you like strawberries? How many do you think would fit in a little basket?',
      },
    ],
    arc: [
      {
        title: 'A farm by the sea',
        text: 'On a farm near the sea there are long rows of strawberry plants. A girl called Vera lives nearby, and every day she runs to the fence to look at them. In spring the berries were small and green, and Vera wished they would hurry up. "When can we pick them?" she asked the farmer. "When the sun has done its work," he smiled.',
        beat: 'problem',
      },
      {
        title: 'A sour try',
        text: 'One day Vera found a white berry and popped it into her mouth. Sour! She made such a face that her grandma laughed.',
        beat: 'attempt',
      },
      {
        title: 'Sun all day',
        text: 'Day after day the summer sun warmed the fields. The berries grew fat, then pink, then bright red, and the whole farm smelled sweet.',
        beat: 'help',
      },
      {
        title: 'Why the sun makes berries sweet',
        text: 'Sunshine helps a strawberry make sugar, so the more sun, the sweeter it gets. Once a berry is picked it does not ripen any more, so it must be picked when it is already red.',
        beat: 'why',
      },
      {
        title: 'Picking day',
        text: 'At last the farmer said it was time to harvest. Families came with baskets, and Vera and her grandma filled theirs to the top. One for the basket, one for Vera!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'harvest',
      inText: 'harvest',
      explanation: 'To pick fruit or vegetables when they are ripe and ready to eat.',
    },
    whatHappened:
      'On a farm near the sea, the strawberries turned red and sweet under the summer sun. Families came with baskets to pick them.',
    parent: {
      upto3: ['Can you find the red strawberry?', "Where is Vera's basket?"],
      '4to5': ['How do you think Vera felt with her own little basket?', 'What is your favourite sweet fruit?'],
      '6to7': [
        'Why do you think green strawberries taste sour and red ones taste sweet?',
        'Could you look at a strawberry together and count the tiny seeds on the outside?',
      ],
    },
  },
  ru: {
    title: 'Клубника поспела',
    beats: {
      who: 'клубничные грядки на ферме у моря и девочка Вера, которая живёт по соседству',
      what: 'Под летним солнцем клубника покраснела и стала сладкой, и семьи пришли с корзинками собирать урожай.',
      feeling: 'нетерпение, потом кислый сюрприз, а потом сладкая липкая радость',
      helped: null,
      why: 'Солнце помогает ягодам накопить сахар, а сорванная ягода уже не дозревает, поэтому собирают только красные.',
    },
    hook: 'Чем это так сладко пахнет?',
    bedtime: 'Вера спит, а ладошки пахнут клубникой.',
    toddler: [
      {
        title: 'Красные ягодки',
        text: 'Глянь-ка! Красные ягодки в зелёных листиках. Одна ягодка, две ягодки, много ягодок!',
      },
      {
        title: 'Собираем',
        text: 'Вера срывает ягодку. Плюх — в корзинку! Рвём, рвём, рвём!',
      },
      {
        title: 'Ням!',
        text: 'Одну — в корзинку, одну — в ротик. Ммм, сладко! Щёчки красные, Вера рада.',
      },
    ],
    small: [
      {
        title: 'Поспела!',
        text: 'На ферме у моря клубничные грядки покраснели под летним солнцем. Наконец-то ягоды поспели!',
      },
      {
        title: 'С корзинками',
        text: 'Семьи пришли с корзинками собирать урожай. Вера пришла с бабушкой, и у неё была своя маленькая корзиночка.',
      },
      {
        title: 'Одну мне',
        text: 'Вера заглядывала под каждый листик. Одна клубничка — в корзинку, другая — в рот! Сок стекал по подбородку, сладкий и тёплый.',
      },
      {
        title: 'А ты?',
        text: 'Вера была довольная, сытая и немножко липкая. А тебе нравится клубника? Как думаешь, сколько ягод поместится в маленькую корзинку?',
      },
    ],
    arc: [
      {
        title: 'Ферма у моря',
        text: 'На ферме у моря тянутся длинные грядки клубники. Рядом живёт девочка Вера, и каждый день она бегает к забору посмотреть на них. Весной ягоды были маленькие и зелёные, и Вере так хотелось, чтобы они поскорее поспели! «Когда можно собирать?» — спросила она фермера. «Когда солнышко сделает своё дело», — улыбнулся он.',
        beat: 'problem',
      },
      {
        title: 'Кислая проба',
        text: 'Однажды Вера нашла беленькую ягодку и сунула её в рот. Кисло! Она так сморщилась, что бабушка рассмеялась.',
        beat: 'attempt',
      },
      {
        title: 'Солнце каждый день',
        text: 'День за днём летнее солнце грело поля. Ягоды наливались, розовели, потом стали ярко-красными, и вся ферма запахла сладким.',
        beat: 'help',
      },
      {
        title: 'Почему клубника сладкая',
        text: 'Солнечный свет помогает ягоде накопить сахар: чем больше солнца, тем слаще клубника. А сорванная ягода уже не дозревает, поэтому собирают только красные.',
        beat: 'why',
      },
      {
        title: 'Собираем урожай',
        text: 'Наконец фермер сказал, что пора собирать урожай. Семьи пришли с корзинками, и Вера с бабушкой наполнили свою доверху. Одну ягодку в корзинку, одну — Вере!',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'урожай',
      inText: 'урожай',
      explanation: 'Всё, что выросло на поле, в саду или на грядке и что собирают, когда оно поспело.',
    },
    whatHappened:
      'На ферме у моря клубника покраснела и стала сладкой под летним солнцем. Семьи пришли с корзинками собирать ягоды.',
    parent: {
      upto3: ['Покажешь красную клубничку?', 'Где корзинка у Веры?'],
      '4to5': [
        'Как думаешь, что почувствовала Вера со своей маленькой корзиночкой?',
        'А какая ягода тебе кажется самой сладкой?',
      ],
      '6to7': [
        'Как думаешь, почему зелёная клубника кислая, а красная сладкая?',
        'Может, рассмотрите вместе клубнику и посчитаете крошечные семечки у неё на боках?',
      ],
    },
  },
};
