/** Told for children: the bundled news item of 10-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_05: ItemTales = {
  heroLooks: 'a girl of six with a high ponytail, a navy school jumper and silver star earrings',
  draw: [
    { picture: '👧', en: ['maya', 'girl'], ru: ['ксюш'] },
    { picture: '⭐', en: ['star'], ru: ['звёзд'] },
    { picture: '👨', en: ['guide', 'osei'], ru: ['экскурсовод', 'олег'] },
  ],
  en: {
    title: 'A sky indoors at the planetarium',
    beats: {
      who: 'Maya, a girl of six, on a school trip to a planetarium',
      what: 'Under the planetarium’s dome Maya learned to find the seven stars that make a saucepan shape, and that night she found them in the real sky.',
      feeling: 'amazed, then puzzled, then proud',
      helped: 'Mr Osei, the planetarium guide, who joined the stars with glowing lines',
      why: 'A planetarium’s machine shines thousands of tiny lights onto a round ceiling, so you can see the whole sky with no clouds or street lamps in the way.',
    },
    hook: 'Where can you see stars at lunchtime?',
    bedtime: 'Maya’s saucepan of stars shines over the roofs.',
    toddler: [
      { title: 'Lights off', text: 'Lights off! The round ceiling goes dark. Ooh!' },
      { title: 'Stars everywhere', text: 'Twinkle, twinkle! Stars everywhere. Maya looks up, up, up.' },
      { title: 'A saucepan', text: 'One, two, three… seven stars. A saucepan in the sky!' },
    ],
    small: [
      {
        title: 'A round ceiling',
        text: 'Maya’s class went to the planetarium. They leaned back in soft seats under a huge round ceiling. Then the lights went out.',
      },
      {
        title: 'So many stars',
        text: 'Thousands of stars appeared above them! The guide asked them to find a saucepan made of seven stars. Maya looked and looked, but she only saw dots.',
      },
      {
        title: 'Join the dots',
        text: 'The guide drew glowing lines between seven bright stars. There was the handle, and there was the pan! Maya gasped and then found it all by herself.',
      },
      {
        title: 'And you?',
        text: 'That night she showed the same saucepan to Dad in the real sky. What shape would you like to find in the stars?',
      },
    ],
    arc: [
      {
        title: 'Seats that tip back',
        text: 'Maya’s class went to the planetarium on a school trip. Inside was a round room with a huge white ceiling, like the inside of an egg. The seats tipped back, so everyone could look straight up.',
        beat: 'where',
      },
      {
        title: 'Find the saucepan',
        text: 'The lights went down, and thousands of stars appeared. The guide, Mr Osei, gave them a puzzle: find a saucepan made of seven stars. Maya searched and searched, but she saw only dots.',
        beat: 'problem',
      },
      {
        title: 'Just dots',
        text: 'She tried counting the brightest ones, but she kept losing her place. She tried squinting. Her friend Tom pointed at a bunch of stars, but they looked more like a wobbly jelly.',
        beat: 'attempt',
      },
      {
        title: 'Glowing lines',
        text: 'Then Mr Osei drew glowing lines between seven bright stars: four for the pan and three for the handle. Maya whispered, “There it is!” Then she found it again all by herself.',
        beat: 'help',
      },
      {
        title: 'A machine full of stars',
        text: 'How did the stars get onto the ceiling? A planetarium has a special machine that shines thousands of tiny lights onto the dome. With no clouds and no street lamps, you see the sky as it really is.',
        beat: 'why',
      },
      {
        title: 'The real sky',
        text: 'That night Maya took Dad out into the garden. She looked up at the real sky and found the seven stars straight away. “The saucepan!” she said proudly.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'planetarium',
      inText: 'planetarium',
      explanation: 'A building with a round ceiling where a machine shows the stars and the planets.',
    },
    whatHappened:
      'A class of six-year-olds visited a planetarium, where a projector shows the night sky on a domed ceiling. The guide showed them how seven bright stars make a saucepan shape, and one girl found it in the real sky that night.',
    parent: {
      upto3: ['Can you point up, up, up like Maya?', 'Can you count seven stars with me?'],
      '4to5': [
        'How do you think Maya felt when she could only see dots?',
        'How do you think Maya felt when she found the saucepan by herself?',
      ],
      '6to7': [
        'How does a planetarium show the stars on its ceiling?',
        'Could we look for the saucepan of seven stars together one night?',
      ],
    },
  },
  ru: {
    title: 'Звёздное небо в планетарии',
    beats: {
      who: 'шестилетняя Ксюша на экскурсии в планетарии',
      what: 'Под куполом планетария Ксюша научилась находить семь звёзд, похожих на ковш, а вечером нашла их на настоящем небе.',
      feeling: 'восторг, потом растерянность, потом гордость',
      helped: 'экскурсовод Олег, который соединил звёзды светящимися линиями',
      why: 'Аппарат планетария светит на круглый потолок тысячами крошечных огоньков, и небо видно целиком, без облаков и фонарей.',
    },
    hook: 'Где можно увидеть звёзды в обед?',
    bedtime: 'Над крышами сияет звёздный ковш Ксюши.',
    toddler: [
      { title: 'Свет погас', text: 'Свет погас! Круглый потолок потемнел. Ой!' },
      { title: 'Звёзды везде', text: 'Звёзды, звёзды, сколько звёзд! Ксюша смотрит вверх, вверх, вверх.' },
      { title: 'Ковшик', text: 'Раз, два, три… семь звёзд. Ковшик в небе!' },
    ],
    small: [
      {
        title: 'Круглый потолок',
        text: 'Ксюшин класс поехал в планетарий. Ребята откинулись в мягких креслах под огромным круглым потолком. И тут погас свет.',
      },
      {
        title: 'Столько звёзд',
        text: 'Над ними зажглись тысячи звёзд! Экскурсовод попросил найти ковш из семи звёзд. Ксюша искала и искала, но видела только точки.',
      },
      {
        title: 'Соединим точки',
        text: 'Экскурсовод провёл светящиеся линии между семью яркими звёздами. Вот ручка, а вот и сам ковш! Ксюша ахнула и тут же нашла его сама.',
      },
      {
        title: 'А ты?',
        text: 'Вечером она показала этот ковш папе на настоящем небе. А какую фигуру тебе хочется найти среди звёзд?',
      },
    ],
    arc: [
      {
        title: 'Кресла откидываются',
        text: 'Ксюшин класс поехал на экскурсию в планетарий. Внутри был круглый зал с огромным белым потолком, как внутри яйца. Кресла откидывались назад, чтобы смотреть прямо вверх.',
        beat: 'where',
      },
      {
        title: 'Найдите ковш',
        text: 'Свет погас, и зажглись тысячи звёзд. Экскурсовод Олег дал ребятам задачку: найти ковш из семи звёзд. Ксюша искала и искала, но видела только точки.',
        beat: 'problem',
      },
      {
        title: 'Одни точки',
        text: 'Она пробовала считать самые яркие звёзды, но всё время сбивалась. Пробовала щуриться. Друг Тимофей показал на кучку звёзд, но она была похожа скорее на кляксу.',
        beat: 'attempt',
      },
      {
        title: 'Светящиеся линии',
        text: 'Тогда Олег провёл светящиеся линии между семью яркими звёздами: четыре — сам ковш, три — ручка. «Вот он!» — прошептала Ксюша и потом нашла его снова сама.',
        beat: 'help',
      },
      {
        title: 'Звёздный аппарат',
        text: 'Как звёзды попали на потолок? В планетарии есть особый аппарат: он светит на купол тысячами крошечных огоньков. Ни облаков, ни фонарей — небо видно таким, какое оно есть.',
        beat: 'why',
      },
      {
        title: 'Настоящее небо',
        text: 'Вечером Ксюша позвала папу на балкон. Она посмотрела на настоящее небо и сразу нашла семь звёзд. «Ковш!» — гордо сказала она.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'планетарий',
      inText: 'планетарий',
      explanation: 'Здание с круглым потолком, где особый аппарат показывает звёзды и планеты.',
    },
    whatHappened:
      'Класс шестилетних ребят побывал в планетарии, где аппарат показывает ночное небо на куполе. Экскурсовод показал, как семь ярких звёзд складываются в ковш, и вечером одна девочка нашла его на настоящем небе.',
    parent: {
      upto3: ['Покажешь, как Ксюша смотрит вверх?', 'Посчитаем вместе семь звёзд?'],
      '4to5': [
        'Как думаешь, что почувствовала Ксюша, когда видела только точки?',
        'А что почувствовала Ксюша, когда сама нашла ковш?',
      ],
      '6to7': [
        'Как планетарий показывает звёзды на потолке?',
        'Может, поищем вместе ковш из семи звёзд на ночном небе?',
      ],
    },
  },
};
