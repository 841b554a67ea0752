/** Told for children: the bundled news item of 06-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_05: ItemTales = {
  heroLooks:
    'a giant old tortoise with a high domed brown shell marked with pale rings, a long wrinkly grey neck, slow kind dark eyes and thick sturdy legs',
  draw: [
    { picture: '🐢', en: ['tortoise', 'dora'], ru: ['черепах', 'дора', 'доры', 'доре'] },
    { picture: '🎂', en: ['cake'], ru: ['торт'] },
    { picture: '🌺', en: ['flower', 'petal'], ru: ['цвет', 'лепестк'] },
    { picture: '🥕', en: ['carrot'], ru: ['морков'] },
    { picture: '🧒', en: ['children'], ru: ['дети'] },
  ],
  en: {
    title: 'A tortoise turns one hundred',
    beats: {
      who: 'Dora, a giant tortoise at a big zoo, who has lived there longer than anyone can remember',
      what: 'Dora turned one hundred years old, and her keepers made her a birthday cake of pumpkin, carrots and red hibiscus flowers.',
      feeling: 'slow and calm, then pleased and full',
      helped: 'the keepers, who made the cake and shared the party with the visitors',
      why: 'Giant tortoises live slowly: they move little, eat plants and rest a lot, and some of them live for more than a hundred years.',
    },
    hook: 'Slowly, slowly, here comes a very old friend.',
    bedtime: 'Dora pulls her head into her shell.',
    toddler: [
      { title: 'Slow, slow', text: 'Here is Dora, a big tortoise. Step, step, so slow!' },
      { title: 'A cake', text: 'A cake for Dora! Red flowers. Orange carrots. Yum!' },
      { title: 'Happy birthday', text: 'Happy birthday, Dora! Nibble, nibble. Dora is one hundred!' },
    ],
    small: [
      {
        title: 'A very old friend',
        text: 'At a big zoo lives Dora, a giant tortoise. She has a heavy shell like a round brown roof, and she walks very, very slowly.',
      },
      {
        title: 'One hundred!',
        text: 'This week Dora turned one hundred years old! That is older than anyone’s grandma or grandpa. How could the zoo say happy birthday?',
      },
      {
        title: 'A cake for a tortoise',
        text: 'The keepers made her a cake of pumpkin, carrots and bright red flowers, with no sugar at all. Dora stretched out her long neck.',
      },
      {
        title: 'Nibble, nibble',
        text: 'Dora nibbled the red flowers first, slowly, slowly. The children sang happy birthday. What would you put on a cake for a tortoise?',
      },
    ],
    arc: [
      {
        title: 'The oldest friend at the zoo',
        text: 'At a big zoo, in a warm house with a sandy floor, lives Dora, a giant tortoise. Her keepers say she came to the zoo long before their own grandparents were born.',
      },
      {
        title: 'A big birthday',
        text: 'This week Dora turned one hundred years old. The keepers wanted to make her birthday special. But a tortoise cannot eat sweet cake. What would Dora like?',
      },
      {
        title: 'Trying things',
        text: 'They offered her a lettuce leaf, and she chewed it slowly. They offered her a piece of apple, and she sniffed it and turned away. Dora knew what she liked.',
      },
      {
        title: 'The best treat',
        text: 'Then a keeper remembered Dora’s favourite food: red hibiscus flowers. So they built a cake of pumpkin and carrots and covered the top with red petals.',
      },
      {
        title: 'The party',
        text: 'Visitors and children gathered round and sang. Dora stretched out her long, wrinkly neck and nibbled a flower, then another. She ate slowly for a whole hour, and then she had a long nap.',
      },
      {
        title: 'Why tortoises live so long',
        text: 'Giant tortoises live slowly. They walk a little, eat plants and rest a lot, and a strong shell covers them like a house they carry. Living slowly helps them live long, and some reach more than a hundred years.',
      },
    ],
    footnote: {
      word: 'shell',
      inText: 'shell',
      explanation: 'The hard, round cover on a tortoise’s back that it can hide inside.',
    },
    whatHappened:
      'A giant tortoise at a zoo turned one hundred years old. Her keepers made her a birthday cake of pumpkin, carrots and her favourite red hibiscus flowers, and visitors sang to her.',
    parent: {
      upto3: ['Can you walk slowly, like Dora?', 'Can you point to the red flowers?'],
      '4to5': [
        'How do you think Dora felt when she ate her birthday cake?',
        'How do you think the children felt, singing to a tortoise who is one hundred?',
      ],
      '6to7': [
        'Why do you think giant tortoises can live so long?',
        'Could you ask a grandparent together what games they played when they were little?',
      ],
    },
  },
  ru: {
    title: 'Черепахе исполнилось сто лет',
    beats: {
      who: 'Дора, гигантская черепаха в большом зоопарке, которая живёт там дольше, чем кто-нибудь помнит',
      what: 'Доре исполнилось сто лет, и смотрители сделали ей праздничный торт из тыквы, моркови и красных цветов гибискуса.',
      feeling: 'неторопливое спокойствие, потом удовольствие и сытость',
      helped: 'смотрители, которые сделали торт и устроили праздник вместе с посетителями',
      why: 'Гигантские черепахи живут неторопливо: мало двигаются, едят растения и много отдыхают, и некоторые доживают больше чем до ста лет.',
    },
    hook: 'Медленно-медленно к нам идёт очень старый друг.',
    bedtime: 'Дора прячет голову в панцирь.',
    toddler: [
      { title: 'Медленно', text: 'Вот Дора, большая черепаха. Топ, топ, медленно-медленно!' },
      { title: 'Торт', text: 'Торт для Доры! Красные цветы. Оранжевая морковка. Ням!' },
      { title: 'С днём рождения', text: 'С днём рождения, Дора! Кусь, кусь. Доре сто лет!' },
    ],
    small: [
      {
        title: 'Очень старый друг',
        text: 'В большом зоопарке живёт Дора, гигантская черепаха. У неё тяжёлый панцирь, как круглая коричневая крыша, и ходит она очень-очень медленно.',
      },
      {
        title: 'Сто лет!',
        text: 'На этой неделе Доре исполнилось сто лет! Это больше, чем любой бабушке или дедушке. Как же поздравить её с днём рождения?',
      },
      {
        title: 'Торт для черепахи',
        text: 'Смотрители сделали ей особый торт из тыквы, моркови и ярко-красных цветов, совсем без сахара. Дора вытянула длинную шею.',
      },
      {
        title: 'Кусь, кусь',
        text: 'Сначала Дора медленно-медленно съела красные цветы. Дети пели ей песенку про день рождения. А что тебе хотелось бы положить на торт для черепахи?',
      },
    ],
    arc: [
      {
        title: 'Самая старшая в зоопарке',
        text: 'В большом зоопарке, в тёплом домике с песчаным полом, живёт Дора, гигантская черепаха. Смотрители говорят, что она появилась здесь задолго до того, как родились их бабушки и дедушки.',
      },
      {
        title: 'Большой день рождения',
        text: 'На этой неделе Доре исполнилось сто лет. Смотрители хотели устроить ей настоящий праздник. Но сладкий торт черепахам нельзя. Что же понравится Доре?',
      },
      {
        title: 'Пробуем',
        text: 'Ей дали лист салата, и она медленно его сжевала. Дали кусочек яблока, а она понюхала и отвернулась. Дора точно знала, что ей нравится.',
      },
      {
        title: 'Самое вкусное',
        text: 'И тут одна смотрительница вспомнила, что Дора больше всего любит красные цветы гибискуса. Тогда сделали торт из тыквы и моркови, а сверху укрыли его красными лепестками.',
      },
      {
        title: 'Праздник',
        text: 'Вокруг собрались посетители и дети и запели. Дора вытянула длинную морщинистую шею и откусила цветок, потом ещё один. Она ела медленно, целый час, а потом долго дремала.',
      },
      {
        title: 'Почему черепахи живут так долго',
        text: 'Гигантские черепахи живут неторопливо. Они мало ходят, едят растения и много отдыхают, а крепкий панцирь бережёт их, как домик, который всегда с собой. Неспешная жизнь помогает им жить долго, и некоторые доживают больше чем до ста лет.',
      },
    ],
    footnote: {
      word: 'панцирь',
      inText: 'панцирь',
      explanation: 'Твёрдая круглая броня на спине у черепахи, в которую она может спрятаться.',
    },
    whatHappened:
      'Гигантской черепахе в зоопарке исполнилось сто лет. Смотрители сделали ей праздничный торт из тыквы, моркови и её любимых красных цветов гибискуса, а посетители спели ей песенку.',
    parent: {
      upto3: ['Покажешь, как медленно ходит Дора?', 'Где красные цветы?'],
      '4to5': [
        'Как думаешь, что почувствовала Дора, когда ела праздничный торт?',
        'Как думаешь, что чувствовали дети, когда пели песенку черепахе, которой сто лет?',
      ],
      '6to7': [
        'Как думаешь, почему гигантские черепахи живут так долго?',
        'Может, расспросите вместе бабушку или дедушку, в какие игры они играли в детстве?',
      ],
    },
  },
};
