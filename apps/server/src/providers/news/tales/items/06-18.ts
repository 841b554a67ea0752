/** Told for children: the bundled news item of 06-18 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_18: ItemTales = {
  heroLooks:
    'a small see-through jellyfish shaped like a bell, glowing soft blue and green, with long wavy ribbons trailing below',
  draw: [
    { picture: '🪼', en: ['jellyfish'], ru: ['медуз'] },
    { picture: '🤖', en: ['robot'], ru: ['робот'] },
    { picture: '🚢', en: ['ship'], ru: ['корабл', 'судн'] },
    { picture: '👩‍🔬', en: ['scientist', 'amara'], ru: ['учён', 'амара', 'амары'] },
    { picture: '🔴', en: ['red light'], ru: ['красн'] },
  ],
  en: {
    title: 'A glowing jellyfish in the deep sea',
    beats: {
      who: 'a rare jellyfish deep in the sea, filmed by a little yellow robot from a scientists’ ship',
      what: 'The jellyfish drifted away from the robot’s bright lights, but when Dr Amara switched to a soft red light it came close, glowing all by itself.',
      feeling: 'hopeful, then disappointed, then hushed and amazed',
      helped: 'Dr Amara, who switched the robot to a red light the jellyfish could not see',
      why: 'Sunlight never reaches the deep sea, so many animals there make their own light, and most of them cannot see red light.',
    },
    hook: 'What glows in the dark, deep sea?',
    bedtime: 'Deep down, a jellyfish glows like a nightlight.',
    toddler: [
      { title: 'Down, down', text: 'Down, down, down goes the yellow robot. Dark, dark sea.' },
      { title: 'Glow', text: 'Look! A jellyfish. Glow, glow, glow!' },
      { title: 'Dance', text: 'Wiggle, wiggle, the jellyfish dances. Hello, jellyfish!' },
    ],
    small: [
      {
        title: 'Down in the dark',
        text: 'Far out at sea, scientists on a ship lowered a little yellow robot deep, deep down. Down there it is always dark.',
      },
      {
        title: 'Too bright',
        text: 'The robot switched on its bright lights, and there was a jellyfish! But it drifted away from the light. Would it come back?',
      },
      {
        title: 'A soft red light',
        text: 'A scientist switched to a soft red light. The jellyfish floated close, glowing blue all by itself. What colour would you glow if you were a jellyfish?',
      },
    ],
    arc: [
      {
        title: 'A ship far out at sea',
        text: 'Far out at sea, a ship full of scientists stopped over very deep water. On its deck sat a little yellow robot with lights, a camera and a long cable.',
        beat: 'where',
      },
      {
        title: 'A shy jellyfish',
        text: 'The scientists wanted to film a rare jellyfish that lives deep down, where it is always dark. Nobody had ever seen it up close.',
        beat: 'problem',
      },
      {
        title: 'Bright lights',
        text: 'They lowered the robot down and down. Deep in the dark it switched on its bright white lights, and there was the jellyfish! But it drifted away from the glare.',
        beat: 'attempt',
      },
      {
        title: 'Lights of their own',
        text: 'Sunlight never reaches that deep. So many deep-sea animals make their own light, to find food and each other. Bright light dazzles them, but most of them cannot see red light at all.',
        beat: 'why',
      },
      {
        title: 'A red light',
        text: 'So Dr Amara pressed a button and switched the robot to a soft red light. Everyone on the ship watched the screen and waited, very quietly.',
        beat: 'help',
      },
      {
        title: 'Glowing close',
        text: 'Slowly, the jellyfish floated back. It came right up to the camera, glowing blue and green all by itself, like a tiny lantern with long wavy ribbons.',
        beat: 'resolution',
      },
      {
        title: 'Hello from the deep',
        text: 'Children in schools far away watched it on their screens. “It’s dancing!” said a boy. The scientists smiled and called it the lantern jellyfish.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'glow',
      inText: 'glowing',
      explanation: 'To shine with a soft, steady light.',
    },
    whatHappened:
      'Scientists on a ship used an underwater robot to film a rare jellyfish in the deep sea. It swam away from bright white light but came close under a red light, which most deep-sea animals cannot see.',
    parent: {
      upto3: ['Can you find the glowing jellyfish?', 'Can you wiggle like the jellyfish?'],
      '4to5': [
        'How do you think the scientists felt when the jellyfish floated close?',
        'Would you like to be a scientist on a ship?',
      ],
      '6to7': [
        'Why do you think the jellyfish came back when the light was red?',
        'Could you find out together about other sea animals that glow in the dark?',
      ],
    },
  },
  ru: {
    title: 'Светящаяся медуза в морской глубине',
    beats: {
      who: 'редкая медуза в морской глубине и маленький жёлтый робот с корабля учёных',
      what: 'Медуза уплыла от ярких фонарей робота, но, когда учёная Амара включила мягкий красный свет, подплыла совсем близко и засветилась сама.',
      feeling: 'надежда, потом огорчение, потом тихое восхищение',
      helped: 'учёная Амара, которая включила красный свет, невидимый для медузы',
      why: 'В морскую глубину не доходит солнечный свет, поэтому многие животные там светятся сами, а красного света почти никто из них не видит.',
    },
    hook: 'Что светится в тёмной морской глубине?',
    bedtime: 'Глубоко в море светится медуза, как ночник.',
    toddler: [
      { title: 'Вниз', text: 'Вниз, вниз, вниз опускается жёлтый робот. Темно-темно.' },
      { title: 'Светится', text: 'Смотри! Медуза. Светится, светится!' },
      { title: 'Танцует', text: 'Медуза танцует. Привет, медуза!' },
    ],
    small: [
      {
        title: 'Вниз, в темноту',
        text: 'Далеко в море учёные с корабля опустили маленького жёлтого робота глубоко-глубоко. Там, внизу, всегда темно.',
      },
      {
        title: 'Слишком ярко',
        text: 'Робот включил яркие фонари — и вот она, медуза! Но она уплыла от света. Вернётся ли?',
      },
      {
        title: 'Мягкий красный свет',
        text: 'Тогда учёная включила мягкий красный свет. Медуза подплыла близко и засветилась голубым, сама по себе. А каким цветом тебе хочется светиться, как медуза?',
      },
    ],
    arc: [
      {
        title: 'Корабль в открытом море',
        text: 'Далеко в открытом море корабль с учёными остановился над очень глубоким местом. На палубе сидел маленький жёлтый робот с фонарями, камерой и длинным кабелем.',
        beat: 'where',
      },
      {
        title: 'Стеснительная медуза',
        text: 'Учёные хотели снять редкую медузу, которая живёт в глубине, где всегда темно. Вблизи её ещё никто не видел.',
        beat: 'problem',
      },
      {
        title: 'Яркие фонари',
        text: 'Робота опускали всё ниже и ниже. В темноте он включил яркие белые фонари — и вот она, медуза! Но от яркого света она уплыла.',
        beat: 'attempt',
      },
      {
        title: 'Свои фонарики',
        text: 'Солнечный свет туда не доходит. Поэтому многие глубоководные животные светятся сами: так они находят еду и друг друга. Яркий свет их слепит, а красного света почти никто из них не видит.',
        beat: 'why',
      },
      {
        title: 'Красный свет',
        text: 'Тогда учёная Амара нажала кнопку и включила мягкий красный свет. Все на корабле смотрели на экран и тихо-тихо ждали.',
        beat: 'help',
      },
      {
        title: 'Совсем близко',
        text: 'Медленно-медленно медуза вернулась. Она подплыла к самой камере и засветилась голубым и зелёным, как крошечный фонарик с длинными волнистыми ленточками.',
        beat: 'resolution',
      },
      {
        title: 'Привет из глубины',
        text: 'Дети в далёких школах смотрели на неё на экранах. «Она танцует!» — сказал один мальчик. Учёные улыбнулись и назвали её медузой-фонариком.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'светиться',
      inText: 'засветилась',
      explanation: 'Сиять мягким ровным светом.',
    },
    whatHappened:
      'Учёные с корабля с помощью подводного робота сняли редкую медузу в морской глубине. От яркого белого света она уплывала, а при красном, которого многие глубоководные животные не видят, подплыла близко.',
    parent: {
      upto3: ['Покажешь светящуюся медузу?', 'Покачаемся, как медуза?'],
      '4to5': [
        'Как думаешь, что почувствовали учёные, когда медуза подплыла близко?',
        'А тебе хотелось бы увидеть такую медузу вживую?',
      ],
      '6to7': [
        'Как думаешь, почему медуза вернулась, когда свет стал красным?',
        'Может, узнаете вместе, какие ещё морские животные светятся в темноте?',
      ],
    },
  },
};
