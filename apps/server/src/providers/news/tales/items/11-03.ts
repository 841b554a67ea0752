/** Told for children: the bundled news item of 11-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_03: ItemTales = {
  heroLooks:
    'a little girl in a red knitted hat with a big pom-pom, a blue puffy coat, white mittens and grey felt boots',
  draw: [
    { picture: '👧', en: ['polly'], ru: ['поля', 'поли', 'полин'] },
    { picture: '🐦', en: ['bullfinch'], ru: ['снегир'] },
    { picture: '🏠', en: ['feeder'], ru: ['кормушк'] },
    { picture: '🌻', en: ['seed'], ru: ['семеч'] },
    { picture: '👴', en: ['grandpa'], ru: ['дедушк'] },
    { picture: '🍎', en: ['apple'], ru: ['яблон', 'яблок'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
  ],
  en: {
    title: 'Feeders for winter birds',
    beats: {
      who: 'children and their grandparents in a snowy village, among them a girl called Polly and her grandpa',
      what: 'They hung feeders with seeds for the birds, and bullfinches with red chests came to eat first.',
      feeling: 'caring and patient, then delighted',
      helped: 'the grandparents, who made and hung the feeders together with the children',
      why: 'In winter, seeds and berries hide under the snow, and little birds need plenty of food to stay warm through the long cold nights.',
    },
    hook: 'Some red-chested birds came for breakfast today.',
    bedtime: 'Polly and the bullfinches are fast asleep.',
    toddler: [
      { title: 'Snow', text: 'Snow, snow, snow! White roofs, white trees. The little birds are hungry.' },
      { title: 'A little house', text: 'Here is a feeder. Seeds inside! Polly hangs it up. High, high, high!' },
      { title: 'Red birds', text: 'Flutter, flutter! Who is here? Red birds! Peck, peck, peck. Yum!' },
    ],
    small: [
      {
        title: 'A snowy village',
        text: 'In a snowy village, children and their grandparents went outside together with boards, string and bags of seeds. Polly and her grandpa came too.',
      },
      {
        title: 'Feeders in the trees',
        text: 'Grandpa made a little wooden house with no walls, and Polly filled it with sunflower seeds. They hung their feeders on the old apple tree. Then they stood very still and waited.',
      },
      {
        title: 'Red chests',
        text: 'First came the bullfinches, with bright red chests, like apples on a snowy branch. Polly held her breath. Peck, peck, peck! How many red birds can you count on the branch?',
      },
    ],
    arc: [
      {
        title: 'Winter in the village',
        text: "Winter has come to a small village. The snow lies deep on the roofs, on the fences and on the old apple tree in Polly's garden.",
        beat: 'where',
      },
      {
        title: 'Nothing to eat',
        text: 'One morning Polly saw a little bird hopping on the snow. It pecked and pecked, but it found nothing to eat. All the seeds and berries were hidden under the snow.',
        beat: 'problem',
      },
      {
        title: 'Making feeders',
        text: 'Polly ran to Grandpa. Together they made a little wooden house with a roof but no walls. All over the village, other children and grandparents were making feeders too.',
        beat: 'attempt',
      },
      {
        title: 'Waiting',
        text: 'They filled the feeders with sunflower seeds and hung them in the trees. Then everyone stood very still and waited. Nobody came. Polly began to worry.',
        beat: 'help',
      },
      {
        title: 'Why birds need feeders',
        text: 'In winter the days are short, and little birds must eat a lot to stay warm through the long, cold night. A feeder full of seeds helps them. Once you start, you keep it full all winter, because the birds will count on it.',
        beat: 'why',
      },
      {
        title: 'Bullfinches!',
        text: 'Suddenly, flutter, flutter! Bullfinches landed on the apple tree, with chests as red as apples. They were the first to eat. Soon sparrows and other little birds came too.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'feeder',
      inText: 'feeders',
      explanation: 'A little box or tray with food for birds, hung up outside.',
    },
    whatHappened:
      'In a snowy village, children and their grandparents hung feeders with seeds for wild birds. Bullfinches with red chests were the first to come.',
    parent: {
      upto3: ['Can you point to the red birds?', 'Can you peck like a little bird?'],
      '4to5': [
        'How do you think Polly felt when the bullfinches came?',
        'How do you feel when you help someone small?',
      ],
      '6to7': [
        'Why do you think birds need more food in winter than in summer?',
        'Could you make a simple bird feeder together and watch who comes to eat?',
      ],
    },
  },
  ru: {
    title: 'Кормушки для зимних птиц',
    beats: {
      who: 'дети с бабушками и дедушками в заснеженной деревне, а среди них девочка Поля со своим дедушкой',
      what: 'Они развесили кормушки с семечками для птиц, и первыми прилетели снегири с красными грудками.',
      feeling: 'забота и терпение, потом радость',
      helped: 'бабушки и дедушки, которые вместе с детьми мастерили и вешали кормушки',
      why: 'Зимой семена и ягоды прячутся под снегом, а маленьким птицам нужно много еды, чтобы согреться долгой холодной ночью.',
    },
    hook: 'К кормушке прилетели гости с красными грудками.',
    bedtime: 'На ветке у окна дремлют снегири.',
    toddler: [
      { title: 'Снег', text: 'Снег, снег, снег! Белые крыши, белые деревья. Птички голодные.' },
      { title: 'Кормушка', text: 'Вот кормушка. А в ней семечки! Поля вешает её повыше. Выше, выше, выше!' },
      { title: 'Снегири', text: 'Порх, порх! Кто прилетел? Красные птички! Клюют: тук, тук, тук. Вкусно!' },
    ],
    small: [
      {
        title: 'Заснеженная деревня',
        text: 'В заснеженной деревне дети вместе с бабушками и дедушками вышли во двор. Они несли дощечки, верёвочки и мешочки с семечками. Поля с дедушкой тоже пришли.',
      },
      {
        title: 'Кормушки на деревьях',
        text: 'Дедушка смастерил домик с крышей, но без стенок, а Поля насыпала туда семечек. Они повесили свои кормушки на старую яблоню. А потом замерли и стали ждать.',
      },
      {
        title: 'Красные грудки',
        text: 'Первыми прилетели снегири с красными грудками — будто яблоки на снежной ветке. Поля затаила дыхание. Тук-тук-тук! Посчитаешь, сколько красных птичек сидит на ветке?',
      },
    ],
    arc: [
      {
        title: 'Зима в деревне',
        text: 'В маленькую деревню пришла зима. Снег лежит на крышах, на заборах и на старой яблоне в Полином саду.',
        beat: 'where',
      },
      {
        title: 'Голодные птицы',
        text: 'Однажды утром Поля увидела, как по снегу скачет маленькая птичка. Она клевала и клевала, но ничего не находила. Все семена и ягоды спрятались под снегом.',
        beat: 'problem',
      },
      {
        title: 'Мастерим кормушки',
        text: 'Поля побежала к дедушке. Вместе они смастерили деревянный домик с крышей, но без стенок. А по всей деревне другие ребята с бабушками и дедушками тоже мастерили кормушки.',
        beat: 'attempt',
      },
      {
        title: 'Ждём гостей',
        text: 'Они насыпали в кормушки семечек и развесили их на деревьях. Потом все замерли и стали ждать. Никого. Поля уже начала волноваться.',
        beat: 'help',
      },
      {
        title: 'Зачем птицам кормушки',
        text: 'Зимой дни короткие, и маленьким птицам нужно много есть, чтобы согреться долгой холодной ночью. Кормушка с семечками им очень помогает. И если уж повесили кормушку, подсыпать корм нужно всю зиму: птицы привыкают и прилетают снова и снова.',
        beat: 'why',
      },
      {
        title: 'Снегири!',
        text: 'И вдруг — порх, порх! На яблоню сели снегири с грудками, красными, как яблоки. Они прилетели первыми. А скоро за ними подтянулись и воробьи, и синички.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'кормушка',
      inText: 'кормушки',
      explanation: 'Домик или полочка с едой для птиц.',
    },
    whatHappened:
      'В заснеженной деревне дети вместе с бабушками и дедушками развесили кормушки с семечками для птиц. Первыми прилетели снегири с красными грудками.',
    parent: {
      upto3: ['Покажешь, где у снегиря красная грудка?', 'Покажешь, как птичка клюёт зёрнышки?'],
      '4to5': [
        'Как думаешь, что почувствовала Поля, когда прилетели снегири?',
        'А тебе приятно заботиться о тех, кто меньше тебя?',
      ],
      '6to7': [
        'Как думаешь, почему зимой птицам нужно больше еды, чем летом?',
        'Может, смастерите вместе кормушку и посмотрите, кто к вам прилетит?',
      ],
    },
  },
};
