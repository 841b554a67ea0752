/** Told for children: the bundled news item of 07-17 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_17: ItemTales = {
  heroLooks:
    'a little blue and white harbour boat with a yellow roof, big round googly eyes painted on its front and a wide mouth with a moving belt',
  draw: [
    { picture: '🚤', en: ['gulp', 'boat'], ru: ['глотик', 'кораблик'] },
    { picture: '🍾', en: ['bottle'], ru: ['бутылк'] },
    { picture: '🛍️', en: ['bag'], ru: ['пакет'] },
    { picture: '🦆', en: ['duck'], ru: ['утк', 'утки', 'уток'] },
    { picture: '👦', en: ['leo'], ru: ['лёв'] },
    { picture: '🐟', en: ['fish'], ru: ['рыб'] },
  ],
  en: {
    title: 'A boat that eats rubbish',
    beats: {
      who: 'Gulp, a little boat with big painted eyes, in the harbour of a big city',
      what: 'A little boat with a wide mouth and a moving belt started scooping floating rubbish out of the harbour water.',
      feeling: 'sorry for the ducks at first, then cheerful',
      helped: 'Nell, the skipper who steers Gulp between the moored boats',
      why: 'Plastic does not rot away in water, and ducks and fish may take bits of it for food.',
    },
    hook: 'Which boat has eyes and a big mouth?',
    bedtime: 'Gulp bobs by the quay, its bin empty.',
    toddler: [
      {
        title: 'Big eyes',
        text: 'Here is a little boat. It has big round eyes! Its name is Gulp.',
      },
      { title: 'Open wide', text: 'A bottle floats by. Gulp opens wide. Gulp, gulp, gone!' },
      {
        title: 'Clean water',
        text: 'A bag, a cup, a bottle. Gulp eats them all! Quack, quack! The ducks swim in clean water.',
      },
    ],
    small: [
      {
        title: 'Bits on the water',
        text: 'In the harbour of a big city, bits of rubbish were floating on the water. There were bottles, paper cups and plastic bags. The ducks had to swim round them.',
      },
      {
        title: 'A boat with a mouth',
        text: 'Then a little boat called Gulp came along. It has big round eyes painted on its front and a wide mouth. A moving belt lifts the rubbish out of the water and drops it into a bin.',
      },
      {
        title: 'Leo helps too',
        text: 'Leo watched from the quay with his mum. Gulp gobbled up a bottle, a cup and a whole bag! Then Leo put his own wrapper into a bin on the quay. Where do you put your rubbish when you are out?',
      },
    ],
    arc: [
      {
        title: 'The busy harbour',
        text: 'In the middle of a big city there is a harbour. Boats bob beside the quay, and gulls sit on the wooden posts. Leo, who is six, likes to count them with his mum.',
        beat: 'where',
      },
      {
        title: 'Floating rubbish',
        text: 'But sometimes the water brought rubbish too. Bottles, paper cups and plastic bags drifted between the boats and bumped into the ducks.',
        beat: 'problem',
      },
      {
        title: 'Why it must come out',
        text: 'Plastic does not rot away like an apple core. A bottle can float in the water for hundreds of years. And a duck or a fish may take a bit of plastic for food.',
        beat: 'why',
      },
      {
        title: 'Nets on long poles',
        text: 'The harbour workers fished for rubbish with nets on long poles. But the bags floated out of reach, and the bottles hid between the boats.',
        beat: 'attempt',
      },
      {
        title: 'Here comes Gulp',
        text: 'Then a new little boat sailed in, with big painted eyes and a wide mouth. Its name was Gulp, and its skipper Nell steered it gently between the boats. A moving belt in its mouth lifted the rubbish out of the water and tipped it into a big bin.',
        beat: 'help',
      },
      {
        title: 'Gulp, gulp!',
        text: 'Gulp, gulp! In went a bottle, a bag and even an old plastic crate. Leo laughed and waved. By the evening the water by the quay was clear, and the ducks paddled where the bags had been. Leo kept his own sweet wrapper in his pocket for a bin.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'harbour',
      inText: 'harbour',
      explanation: 'Calm water by a town where boats and ships come in and stay.',
    },
    whatHappened:
      'A small cleaning boat with painted eyes and a moving belt in its mouth scoops floating bottles, cups and bags out of a city harbour, where nets on poles could not reach them.',
    parent: {
      upto3: ['Can you find Gulp’s big round eyes?', 'Can you open your mouth wide like Gulp?'],
      '4to5': [
        'How do you think the ducks felt when the bottles and bags were gone?',
        'How do you feel when you help to tidy up?',
      ],
      '6to7': [
        'Why do you think plastic in the water is a problem for ducks and fish?',
        'Could you look for the nearest bin together next time you eat a snack outside?',
      ],
    },
  },
  ru: {
    title: 'Кораблик, который ест мусор',
    beats: {
      who: 'кораблик Глотик с нарисованными глазами в гавани большого города',
      what: 'Маленький кораблик с широким ртом и движущейся лентой начал вылавливать из гавани плавающий мусор.',
      feeling: 'сначала жалко уток, потом весело',
      helped: 'капитан Нина, которая ведёт Глотика между лодками у причала',
      why: 'Пластик не гниёт в воде, а утки и рыбы могут принять его кусочки за еду.',
    },
    hook: 'У какого кораблика есть глаза и рот?',
    bedtime: 'Глотик дремлет у причала, его контейнер пуст.',
    toddler: [
      {
        title: 'Глазастый',
        text: 'Вот маленький кораблик. Глазки круглые-круглые! Его зовут Глотик.',
      },
      { title: 'Ам!', text: 'Плывёт бутылка. Глотик открыл рот. Ам — и нету!' },
      {
        title: 'Чистая вода',
        text: 'Пакет, стаканчик, бутылка. Глотик всё съел! Кря-кря! Утки плавают в чистой воде.',
      },
    ],
    small: [
      {
        title: 'Мусор на воде',
        text: 'В гавани большого города по воде плавал мусор: бутылки, бумажные стаканчики, пакеты. Уткам приходилось плавать между ними.',
      },
      {
        title: 'Кораблик со ртом',
        text: 'И вот в гавань приплыл маленький кораблик Глотик. Спереди у него нарисованы большие круглые глаза и широкий рот. Движущаяся лента поднимает мусор из воды и ссыпает в контейнер.',
      },
      {
        title: 'Лёва тоже помогает',
        text: 'Лёва с мамой смотрели с причала. Глотик проглотил бутылку, стаканчик и целый пакет! А Лёва бросил свой фантик в урну на причале. А куда ты выбрасываешь фантики на прогулке?',
      },
    ],
    arc: [
      {
        title: 'Шумная гавань',
        text: 'Посреди большого города есть гавань. У причала покачиваются лодки, а на деревянных столбиках сидят чайки. Шестилетний Лёва любит приходить сюда с мамой и считать лодки.',
        beat: 'where',
      },
      {
        title: 'Мусор между лодками',
        text: 'Но иногда вода приносила и мусор. Бутылки, бумажные стаканчики и пакеты плавали между лодками и натыкались на уток.',
        beat: 'problem',
      },
      {
        title: 'Почему мусору не место в воде',
        text: 'Пластик не сгниёт, как яблочный огрызок. Бутылка может плавать в воде сотни лет. А утка или рыба может принять кусочек пластика за еду.',
        beat: 'why',
      },
      {
        title: 'Сачки на длинных палках',
        text: 'Работники гавани вылавливали мусор сачками на длинных палках. Но пакеты уплывали слишком далеко, а бутылки прятались между лодками.',
        beat: 'attempt',
      },
      {
        title: 'Плывёт Глотик',
        text: 'И тогда в гавань приплыл новый кораблик с большими нарисованными глазами и широким ртом. Звали его Глотик, а вела его капитан Нина. Во рту у Глотика движется лента: она поднимает мусор из воды и ссыпает в большой контейнер.',
        beat: 'help',
      },
      {
        title: 'Ам, ам!',
        text: 'Ам, ам! Глотик проглотил бутылку, пакет и даже старый пластиковый ящик. Лёва смеялся и махал ему рукой. К вечеру вода у причала стала чистой, и утки поплыли там, где раньше плавали пакеты. А свой фантик Лёва сложил в карман, чтобы потом выбросить в урну.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'гавань',
      inText: 'гавани',
      explanation: 'Тихая вода у берега города, куда заходят и где стоят лодки и корабли.',
    },
    whatHappened:
      'Маленький кораблик-уборщик с нарисованными глазами и движущейся лентой во рту вылавливает из гавани большого города бутылки, стаканчики и пакеты, до которых не дотянуться сачком.',
    parent: {
      upto3: ['Покажешь, где плывёт кораблик Глотик?', 'А ты можешь открыть рот широко, как Глотик?'],
      '4to5': [
        'Как думаешь, обрадовались ли утки, когда бутылки и пакеты исчезли?',
        'А что ты чувствуешь, когда помогаешь наводить порядок?',
      ],
      '6to7': [
        'Как думаешь, почему пластику не место в воде, где живут утки и рыбы?',
        'Может, вместе поищете ближайшую урну, когда будете гулять?',
      ],
    },
  },
};
