/** Told for children: the bundled news item of 07-10 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_10: ItemTales = {
  heroLooks:
    'a small six-wheeled rover, white and silver, with a flat blue solar panel on its back and a camera head on a tall neck, like a curious robot car',
  draw: [
    { picture: '🤖', en: ['rover', 'scout'], ru: ['марсоход', 'разведчик'] },
    { picture: '🌅', en: ['sunset'], ru: ['закат'] },
    { picture: '🧑‍🔬', en: ['scientist'], ru: ['учён'] },
    { picture: '📷', en: ['camera'], ru: ['камер'] },
  ],
  en: {
    title: 'A blue sunset on Mars',
    beats: {
      who: 'Scout, a little rover exploring the red planet Mars, and the scientists on Earth who drive it',
      what: 'Scout took a photo of a sunset on Mars, and when it reached Earth everyone saw that the sky around the setting sun was blue.',
      feeling: 'patient waiting, a small disappointment, then wonder',
      helped: 'the scientists on Earth, who worked out the exact minute of the sunset and sent Scout a message',
      why: 'The thin air of Mars is full of fine red dust, and around the setting sun that dust lets blue light through, so Martian sunsets glow blue.',
    },
    hook: 'What colour is a sunset on another planet?',
    bedtime: 'The little rover rests on faraway Mars.',
    toddler: [
      { title: 'A little rover', text: 'Here is Scout, a little rover. Far, far away on Mars!' },
      { title: 'Red ground', text: 'Red sand, red rocks. Roll, roll, roll!' },
      {
        title: 'Click!',
        text: 'The sun goes down. Click goes the camera! Blue, blue, a blue sunset!',
      },
    ],
    small: [
      {
        title: 'Far away on Mars',
        text: 'Far away in space there is a red planet called Mars. A little robot car called Scout drives slowly across its dusty red ground. It is a rover, and it takes photos for scientists on Earth.',
      },
      {
        title: 'Waiting for evening',
        text: 'The scientists asked Scout for a special photo: a sunset on Mars. So Scout waited all day long with its camera pointed at the sky.',
      },
      {
        title: 'A blue sunset',
        text: 'At last the sun went down, and click! When the photo reached Earth, everyone gasped. The sunset on Mars was blue! What colour is the sky at your home when the sun goes down?',
      },
    ],
    arc: [
      {
        title: 'A rover on Mars',
        text: 'Far away in space is the red planet Mars. A little rover called Scout drives slowly across its dusty red ground. It takes photos and sends them all the way home to Earth.',
        beat: 'where',
      },
      {
        title: 'A special photo',
        text: 'One day the scientists on Earth asked Scout for something new: a photo of a sunset on Mars. But sunsets are quick, and Scout is very slow.',
        beat: 'problem',
      },
      {
        title: 'Too late',
        text: 'That evening Scout turned its camera to the sky and waited. But it clicked a little too late. When the photo reached Earth, it was nearly all dark.',
        beat: 'attempt',
      },
      {
        title: 'The right minute',
        text: 'The scientists did not give up. They worked out the exact minute when the sun would touch the hills, and sent Scout a message. It travelled through space for many minutes to reach the rover.',
        beat: 'help',
      },
      {
        title: 'What colour?',
        text: 'On Earth, sunsets glow orange and pink. But the air on Mars is thin and full of fine red dust. Around the setting sun, that dust lets blue light through. So the scientists hoped for something special.',
        beat: 'why',
      },
      {
        title: 'A blue sunset',
        text: 'The next evening, at exactly the right minute, click! The photo flew home through space. On the screen, the sky around the little sun glowed soft blue, and everyone clapped.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'rover',
      inText: 'rover',
      explanation: 'A robot car that drives across another planet or the Moon and sends back photos.',
    },
    whatHappened:
      'A rover exploring Mars photographed a sunset there, and scientists on Earth saw that the sky around the setting sun is blue. Fine dust in the thin Martian air lets blue light through near the sun.',
    parent: {
      upto3: ['Can you find the little rover on Mars?', 'Can you say click, like the camera?'],
      '4to5': [
        'How do you think the scientists felt when they saw the blue sunset?',
        'How did Scout wait for the sunset all day long, do you think?',
      ],
      '6to7': [
        'Why do you think the sunset on Mars is blue and not orange?',
        'Could you watch a sunset together and name every colour you see in the sky?',
      ],
    },
  },
  ru: {
    title: 'Голубой закат на Марсе',
    beats: {
      who: 'маленький марсоход Разведчик на красной планете Марс и учёные на Земле, которые им управляют',
      what: 'Разведчик сфотографировал закат на Марсе, и когда снимок дошёл до Земли, все увидели, что небо вокруг заходящего солнца голубое.',
      feeling: 'терпеливое ожидание, маленькая неудача, потом восхищение',
      helped: 'учёные на Земле, которые рассчитали точную минуту заката и отправили Разведчику сообщение',
      why: 'Тонкий воздух Марса полон мелкой красной пыли, и вокруг заходящего солнца эта пыль пропускает голубой свет, поэтому закаты там голубые.',
    },
    hook: 'Какого цвета закат на другой планете?',
    bedtime: 'На далёком Марсе марсоход отдыхает до утра.',
    toddler: [
      { title: 'Марсоход', text: 'Вот Разведчик, маленький марсоход. Далеко-далеко, на Марсе!' },
      { title: 'Красный песок', text: 'Красный песок, красные камни. Едет, едет, едет!' },
      { title: 'Щёлк!', text: 'Солнце садится. Щёлк — снимает камера! Голубой, голубой закат!' },
    ],
    small: [
      {
        title: 'Далеко на Марсе',
        text: 'Далеко в космосе есть красная планета Марс. По её пыльной красной земле медленно ездит маленький робот Разведчик. Это марсоход: он фотографирует всё вокруг для учёных на Земле.',
      },
      {
        title: 'Ждём вечера',
        text: 'Однажды учёные попросили Разведчика сделать особенный снимок — закат на Марсе. Весь день марсоход ждал, направив камеру на небо.',
      },
      {
        title: 'Голубой закат',
        text: 'Наконец солнце стало садиться, и — щёлк! Когда снимок долетел до Земли, все ахнули. Закат на Марсе голубой! А какого цвета небо у вас дома, когда садится солнце?',
      },
    ],
    arc: [
      {
        title: 'Марсоход на Марсе',
        text: 'Далеко в космосе есть красная планета Марс. По её пыльной красной земле медленно ездит маленький марсоход Разведчик. Он фотографирует всё вокруг и отправляет снимки домой, на Землю.',
        beat: 'where',
      },
      {
        title: 'Особенный снимок',
        text: 'Однажды учёные на Земле дали Разведчику новое задание: снять закат на Марсе. Но закаты бывают быстрыми, а Разведчик очень медленный.',
        beat: 'problem',
      },
      {
        title: 'Слишком поздно',
        text: 'Вечером Разведчик повернул камеру к небу и стал ждать. Но щёлкнул чуть-чуть поздно. Когда снимок дошёл до Земли, на нём было почти совсем темно.',
        beat: 'attempt',
      },
      {
        title: 'Ровно в нужную минуту',
        text: 'Учёные не сдались. Они рассчитали точную минуту, когда солнце коснётся холмов, и отправили Разведчику сообщение. Оно летело через космос много минут.',
        beat: 'help',
      },
      {
        title: 'Какого цвета закат',
        text: 'На Земле закаты оранжевые и розовые. А на Марсе воздух тонкий и полон мелкой красной пыли. Вокруг заходящего солнца эта пыль пропускает голубой свет. Вот учёные и надеялись на чудо.',
        beat: 'why',
      },
      {
        title: 'Голубой закат',
        text: 'На следующий вечер, ровно в нужную минуту, — щёлк! Снимок полетел домой. На экране небо вокруг маленького солнца светилось нежно-голубым, и все захлопали.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'марсоход',
      inText: 'марсоход',
      explanation: 'Машина-робот, которая ездит по Марсу и присылает на Землю снимки.',
    },
    whatHappened:
      'Марсоход сфотографировал закат на Марсе, и учёные на Земле увидели, что небо вокруг заходящего солнца там голубое. Мелкая пыль в тонком марсианском воздухе пропускает у солнца голубой свет.',
    parent: {
      upto3: ['Покажешь маленький марсоход?', 'Скажем вместе, как щёлкает камера: щёлк?'],
      '4to5': [
        'Как думаешь, что почувствовали учёные, когда увидели голубой закат?',
        'А как думаешь, легко ли было Разведчику ждать весь день?',
      ],
      '6to7': [
        'Как думаешь, почему закат на Марсе голубой, а не оранжевый?',
        'Может, посмотрите вместе на закат и назовёте все цвета, какие увидите?',
      ],
    },
  },
};
