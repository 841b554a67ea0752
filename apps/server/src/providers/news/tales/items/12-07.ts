/** Told for children: the bundled news item of 12-07 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_07: ItemTales = {
  heroLooks:
    'a young black gorilla with a round furry head, a shiny dark face, kind brown eyes and big strong hands, sitting on a log',
  draw: [
    { picture: '🦍', en: ['gorilla', 'kito', 'mum', 'shira'], ru: ['горил', 'кито', 'мама', 'маму', 'мамы', 'шира'] },
    { picture: '🎂', en: ['cake'], ru: ['торт'] },
    { picture: '🍌', en: ['banana'], ru: ['банан'] },
    { picture: '🍉', en: ['melon'], ru: ['арбуз'] },
    { picture: '🪨', en: ['rock'], ru: ['камен', 'камн'] },
    { picture: '👨', en: ['keeper', 'sam'], ru: ['смотрител', 'саша'] },
  ],
  en: {
    title: 'A birthday cake for a gorilla',
    beats: {
      who: 'Kito, a young gorilla at a city zoo, with his mum Shira and keeper Sam',
      what: 'For his tenth birthday the keepers made Kito a cake of fruit frozen in a big block of ice, and his mum showed him how to crack it open.',
      feeling: 'puzzled by the hard, cold cake, then delighted',
      helped: 'his mum Shira, who cracked the ice cake on a rock, and keeper Sam, who made it',
      why: 'Keepers give gorillas food puzzles, because in the forest gorillas spend the day finding their food, and puzzles keep their clever minds busy.',
    },
    hook: 'Happy birthday to a very big boy!',
    bedtime: 'Kito snuggles into his nest of straw.',
    toddlerBedtime: 'The gorilla yawns a big birthday yawn.',
    toddler: [
      { title: 'A cake', text: 'Look, a gorilla! A big birthday cake. Cold, cold, cold!' },
      { title: 'Crack!', text: 'Bang on the rock. Crack, crack, crack! Out comes a banana.' },
      { title: 'Yum', text: 'Munch, munch, munch! Happy birthday, gorilla!' },
    ],
    small: [
      {
        title: 'A cold cake',
        text: 'At a city zoo a young gorilla called Kito turned ten. Keeper Sam brought a birthday cake into his enclosure, but it was made of ice! Inside it were bananas, grapes and slices of melon.',
      },
      {
        title: 'How do I get in?',
        text: 'Kito licked the cake. Brr, cold! He pushed it and rolled it, but the fruit stayed inside. He scratched his head.',
      },
      {
        title: 'Mum knows',
        text: 'His mum Shira picked the cake up and bumped it on a rock. Crack! A banana popped out, and Kito laughed a gorilla laugh. Can you make a gorilla face for me?',
      },
    ],
    arc: [
      {
        title: 'A puzzle of a cake',
        text: 'At a city zoo lives a young gorilla called Kito, with his mum Shira and the rest of his family. The day he turned ten, keeper Sam rolled a big cake into the enclosure. It was a block of ice with bananas, grapes and melon frozen inside. How do you eat a cake like that?',
        beat: 'problem',
      },
      {
        title: 'Licking and rolling',
        text: 'Kito licked it, and his tongue went cold. He pushed it across the grass and sat on it. He tried to pull a banana out with his fingers, but the ice held on tight.',
        beat: 'attempt',
      },
      {
        title: 'Why an ice cake?',
        text: 'In the forest, gorillas spend most of the day looking for their food: leaves, stems and fruit. At the zoo their dinner arrives by itself, so keepers hide it in puzzles. Puzzles keep clever gorilla minds busy, and a birthday puzzle is the best of all.',
        beat: 'why',
      },
      {
        title: 'Mum’s trick',
        text: 'Shira came over, lifted the cake in her strong hands and bumped it on a big rock. Crack! A chunk of ice cracked off, and a banana slipped out.',
        beat: 'help',
      },
      {
        title: 'A birthday feast',
        text: 'Kito tried it himself. Bump, crack! Out came the grapes, then the melon. He munched happily and shared a slice with his mum. Keeper Sam watched from the window and smiled.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'enclosure',
      inText: 'enclosure',
      explanation: 'The part of a zoo where an animal lives, with room to climb, rest and play.',
    },
    whatHappened:
      'A zoo celebrated a young gorilla’s birthday with a cake of fruit frozen in ice, a treat that is also a puzzle. His mother showed him how to crack it open on a rock.',
    parent: {
      upto3: ['Can you find the banana?', 'Can you go “crack” like the cold cake?'],
      '4to5': [
        'How do you think Kito felt when the cake was cold and hard?',
        'How did Kito feel when the banana popped out, do you think?',
      ],
      '6to7': [
        'Why do you think the keepers hid the fruit inside ice?',
        'Could you freeze a grape in a little water together and see how you get it out?',
      ],
    },
  },
  ru: {
    title: 'Торт для гориллы',
    beats: {
      who: 'Кито, молодой горилла из городского зоопарка, его мама Шира и смотритель Саша',
      what: 'На десятый день рождения смотрители сделали Кито торт из фруктов, замороженных в большой глыбе льда, а мама показала, как его расколоть.',
      feeling: 'сначала недоумение от твёрдого холодного торта, потом радость',
      helped: 'мама Шира, которая расколола ледяной торт о камень, и смотритель Саша, который этот торт сделал',
      why: 'Смотрители дают гориллам еду-загадки: в лесу гориллы целый день ищут еду, а загадки не дают умной голове скучать.',
    },
    hook: 'С днём рождения, большой мохнатый мальчик!',
    bedtime: 'Кито устроился в гнезде из соломы.',
    toddlerBedtime: 'Горилла сладко зевает после праздника.',
    toddler: [
      { title: 'Торт', text: 'Смотри, горилла! Большой праздничный торт. Холодный-холодный!' },
      { title: 'Трах!', text: 'Бух о камень! Трах, трах, трах! А вот и банан.' },
      { title: 'Ням', text: 'Ням, ням, ням! С днём рождения, горилла!' },
    ],
    small: [
      {
        title: 'Холодный торт',
        text: 'В городском зоопарке молодому горилле Кито исполнилось десять лет. Смотритель Саша принёс ему в вольер праздничный торт, а торт-то ледяной! Внутри виднелись бананы, виноград и кусочки арбуза.',
      },
      {
        title: 'Как же его съесть?',
        text: 'Кито лизнул торт. Брр, холодно! Он толкал его, катал, а фрукты всё сидели внутри. Кито почесал в затылке.',
      },
      {
        title: 'Мама знает',
        text: 'Мама Шира подняла торт и стукнула им о камень. Трах! Выскочил банан, и Кито засмеялся по-горилльи. А ты покажешь, какое лицо у гориллы?',
      },
    ],
    arc: [
      {
        title: 'Торт-загадка',
        text: 'В городском зоопарке живёт молодой горилла Кито, с мамой Широй и всей своей семьёй. В день, когда ему исполнилось десять, смотритель Саша вкатил в вольер большой торт. Это была глыба льда, а в ней замёрзли бананы, виноград и арбуз. Как же такой торт есть?',
        beat: 'problem',
      },
      {
        title: 'Лизнул и покатил',
        text: 'Кито лизнул торт, и язык замёрз. Он покатил торт по траве и даже посидел на нём. Попробовал вытащить банан пальцами, но лёд держал крепко.',
        beat: 'attempt',
      },
      {
        title: 'Зачем ледяной торт',
        text: 'В лесу гориллы почти весь день ищут еду: листья, стебли, фрукты. А в зоопарке обед приносят сами, вот смотрители и прячут еду в загадки. Загадки не дают умной голове скучать, а праздничная загадка — лучше всех.',
        beat: 'why',
      },
      {
        title: 'Мамин секрет',
        text: 'Подошла Шира, подняла торт сильными руками и стукнула им о большой камень. Трах! Откололся кусок льда, и наружу выскользнул банан.',
        beat: 'help',
      },
      {
        title: 'Праздничный пир',
        text: 'Кито попробовал сам. Бух, трах! Выскочил виноград, а за ним арбуз. Кито жевал и угостил кусочком маму. А смотритель Саша глядел в окошко и улыбался.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'вольер',
      inText: 'вольер',
      explanation: 'Часть зоопарка, где живёт животное: там можно лазать, отдыхать и играть.',
    },
    whatHappened:
      'Зоопарк отметил день рождения молодого гориллы тортом из фруктов, замороженных во льду: это и угощение, и головоломка. Мама показала ему, как расколоть лёд о камень.',
    parent: {
      upto3: ['Покажешь банан?', 'Скажешь «трах», как холодный торт?'],
      '4to5': [
        'Как думаешь, что чувствовал Кито, когда торт оказался холодным и твёрдым?',
        'А что почувствовал Кито, когда выскочил банан?',
      ],
      '6to7': [
        'Как думаешь, зачем смотрители спрятали фрукты в лёд?',
        'Может, заморозите вместе виноградинку в воде и придумаете, как её достать?',
      ],
    },
  },
};
