/** Told for children: the bundled news item of 11-14 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_11_14: ItemTales = {
  heroLooks: 'a girl of five with two brown plaits, an orange jumper and a purple skirt',
  draw: [
    { picture: '👧', en: ['nora', 'girl'], ru: ['нин'] },
    { picture: 'svg:lift', en: ['lift'], ru: ['лифт'] },
    { picture: '👵', en: ['grandma'], ru: ['бабушк'] },
  ],
  en: {
    title: 'A new lift for an old house',
    beats: {
      who: 'Nora, a girl of five, and her grandma, who lives on the top floor of an old block of flats',
      what: 'Builders added a lift to the old house, and Grandma, whose knees could not manage the stairs, rode down to the yard with Nora.',
      feeling: 'missing Grandma, then hopeful, then overjoyed',
      helped: 'the neighbours who asked for a lift, and the builders who put it up',
      why: 'Many old houses were built without lifts, and for people with sore knees, buggies or wheelchairs, a lift opens the door to the outside.',
    },
    hook: 'Whose grandma can come down to play again?',
    bedtime: 'Nora dreams of riding down with Grandma.',
    toddler: [
      {
        title: 'Up high',
        text: 'Grandma lives up high, at the very top. Nora waves from the yard. Hello, Grandma!',
      },
      {
        title: 'Bang, buzz',
        text: 'Bang, bang! Buzz, buzz! The builders build a lift.',
      },
      {
        title: 'Ding!',
        text: 'Ding! The doors open. Down, down, down! Grandma comes out to the yard. Nora hugs her tight.',
      },
    ],
    small: [
      {
        title: 'Grandma at the window',
        text: 'Nora’s grandma lives at the top of a tall old house with lots and lots of stairs. Her knees get tired, so she cannot come down to the yard. She waves to Nora from her window.',
      },
      {
        title: 'Builders',
        text: 'One day builders came. Bang! Buzz! They built a lift on the side of the house: a little room that goes up and down.',
      },
      {
        title: 'Down, down, down',
        text: 'Nora ran upstairs to fetch Grandma, and they pressed the button together. Ding! The doors opened, and down they went. Grandma sat on the bench in the yard and laughed.',
      },
      {
        title: 'And you?',
        text: 'Nora felt like singing. Which button would you like to press in a lift?',
      },
    ],
    arc: [
      {
        title: 'So many stairs',
        beat: 'problem',
        text: 'Nora’s grandma lives at the very top of an old block of flats, five floors up. The house has no lift, and Grandma’s knees ache on the stairs. So she stays at home and watches the yard from her window.',
      },
      {
        title: 'The yard upstairs',
        beat: 'attempt',
        text: 'Nora missed Grandma on the bench. So she carried the yard upstairs: a picture of the swings, a smooth pebble, news of the new puppy next door. Grandma smiled, but she still looked out of the window for a long time.',
      },
      {
        title: 'Like a mountain',
        beat: 'why',
        text: 'Mum explained that many old houses were built without lifts. For a grandma with sore knees or a boy in a wheelchair, five floors of stairs feel like a mountain.',
      },
      {
        title: 'A glass tower',
        beat: 'help',
        text: 'So the neighbours asked the town for a lift, and builders came. They put up a tall glass tower on the outside of the house. Inside it, a little room hangs on strong cables. A heavy weight goes down as the room goes up, to help the motor.',
      },
      {
        title: 'Ding!',
        beat: 'resolution',
        text: 'On the first morning, Nora ran up to Grandma’s door, and they pressed the button together. Ding! The doors slid open, and they rode down, down, down. Grandma sat on her old bench in the yard, and the neighbours came to say hello.',
      },
    ],
    footnote: {
      word: 'lift',
      inText: 'lift',
      explanation: 'A little room that carries people up and down between the floors of a building.',
    },
    whatHappened:
      'In many towns, lifts are being added to old blocks of flats that were built without them, often as a tower on the outside wall. A girl’s grandma, who could not manage the stairs, rode down to the yard in the new lift.',
    parent: {
      upto3: ['Can you point up high, where Grandma lives?', 'Can you say “ding” like the lift?'],
      '4to5': [
        'How do you think Grandma felt when she could only wave from her window?',
        'How do you think Nora felt when they went down together?',
      ],
      '6to7': [
        'Why do five floors of stairs feel like a mountain to some people?',
        'Could we count the steps together the next time we climb some stairs?',
      ],
    },
  },
  ru: {
    title: 'Новый лифт в старом доме',
    beats: {
      who: 'пятилетняя Нина и её бабушка, которая живёт на последнем этаже старого дома',
      what: 'Строители пристроили к старому дому лифт, и бабушка, которой трудно ходить по лестнице, спустилась с Ниной во двор.',
      feeling: 'скучала по бабушке, потом надежда, потом огромная радость',
      helped: 'соседи, которые попросили построить лифт, и строители, которые его построили',
      why: 'Многие старые дома построили без лифтов, а для людей с больными коленями, с колясками или в инвалидных креслах лифт открывает дверь на улицу.',
    },
    hook: 'Чья бабушка снова может гулять во дворе?',
    bedtime: 'Нине снится, как они с бабушкой едут вниз.',
    toddler: [
      {
        title: 'Высоко',
        text: 'Бабушка живёт высоко. Вверх, вверх, вверх! Нина машет со двора. Привет, бабушка!',
      },
      {
        title: 'Бум, бум',
        text: 'Бум, бум! Вжик, вжик! Строители строят лифт.',
      },
      {
        title: 'Дзинь!',
        text: 'Дзинь! Двери открылись. Вниз, вниз, вниз! Бабушка вышла во двор. Нина крепко её обнимает.',
      },
    ],
    small: [
      {
        title: 'Бабушка у окна',
        text: 'Бабушка Нины живёт на последнем этаже старого дома, а лестница там длинная-длинная. Коленки у бабушки устают, и спуститься во двор она не может. Она машет Нине из окна.',
      },
      {
        title: 'Строители',
        text: 'Однажды приехали строители. Бум! Вжик! Они построили у стены дома лифт — маленькую комнату, которая ездит вверх и вниз.',
      },
      {
        title: 'Вниз, вниз, вниз',
        text: 'Нина побежала наверх за бабушкой, и они вместе нажали на кнопку. Дзинь! Двери открылись, и лифт поехал вниз. Бабушка села на скамейку во дворе и засмеялась.',
      },
      {
        title: 'А ты?',
        text: 'Нине хотелось петь от радости. А какую кнопку в лифте тебе хотелось бы нажать?',
      },
    ],
    arc: [
      {
        title: 'Сколько ступенек',
        beat: 'problem',
        text: 'Бабушка Нины живёт на самом верху старого пятиэтажного дома. Лифта в доме нет, а на лестнице у бабушки болят колени. Поэтому она сидит дома и смотрит во двор из окна.',
      },
      {
        title: 'Двор наверху',
        beat: 'attempt',
        text: 'Нина скучала по бабушке на скамейке. И она стала приносить двор наверх: рисунок качелей, гладкий камушек, новости про соседского щенка. Бабушка улыбалась, но всё равно подолгу смотрела в окно.',
      },
      {
        title: 'Как гора',
        beat: 'why',
        text: 'Мама объяснила, что многие старые дома построили без лифтов. Для бабушки с больными коленями, папы с коляской или мальчика в инвалидном кресле пять этажей лестницы кажутся горой.',
      },
      {
        title: 'Стеклянная башня',
        beat: 'help',
        text: 'Тогда соседи попросили город построить лифт, и во двор приехали строители. Снаружи у дома выросла высокая стеклянная башня. В ней на прочных канатах висит маленькая комната, а тяжёлый груз едет вниз, когда она едет вверх, и помогает мотору.',
      },
      {
        title: 'Дзинь!',
        beat: 'resolution',
        text: 'В первое же утро Нина взбежала к бабушкиной двери, и они вместе нажали на кнопку. Дзинь! Двери разъехались, и лифт повёз их вниз. Бабушка села на свою старую скамейку, а соседи подходили с ней поздороваться.',
      },
    ],
    footnote: {
      word: 'лифт',
      inText: 'лифт',
      explanation: 'Маленькая комната, которая возит людей вверх и вниз по этажам дома.',
    },
    whatHappened:
      'Во многих городах к старым домам без лифтов пристраивают лифты, часто в виде башни снаружи у стены. Бабушка девочки, которой было трудно ходить по лестнице, спустилась во двор на новом лифте.',
    parent: {
      upto3: ['Покажешь, где высоко живёт бабушка?', 'Скажешь «дзинь», как лифт?'],
      '4to5': [
        'Как думаешь, что чувствовала бабушка, когда могла только махать из окна?',
        'А что почувствовала Нина, когда они вместе поехали вниз?',
      ],
      '6to7': [
        'Почему для кого-то пять этажей лестницы кажутся горой?',
        'Может, в следующий раз посчитаем вместе ступеньки на лестнице?',
      ],
    },
  },
};
