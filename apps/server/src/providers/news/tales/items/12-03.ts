/** Told for children: the bundled news item of 12-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_03: ItemTales = {
  heroLooks:
    'a small five-year-old girl with a round rosy face, two short brown plaits under a red bobble hat, a white puffy jacket, red mittens and small white skates',
  draw: [
    { picture: '⛸️', en: ['skat', 'olya'], ru: ['коньк', 'оля', 'оли', 'олю'] },
    { picture: '🐧', en: ['penguin'], ru: ['пингвин'] },
    { picture: '🧊', en: ['ice'], ru: ['лёд', 'льд'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
  ],
  en: {
    title: 'The pond becomes a skating rink',
    beats: {
      who: 'Olya, a five-year-old girl in a small snowy town, and the round pond in the park',
      what: 'When the pond froze thick, the town opened it as a skating rink, and Olya skated for the first time, pushing a plastic penguin helper.',
      feeling: 'wobbly and unsure, then brave and gleeful',
      helped: 'her dad, and a plastic penguin with handles that she could lean on while she learned',
      why: 'Water turns to ice in a hard frost, but only thick ice can hold people, so grown-ups measure it before a pond becomes a rink.',
    },
    hook: 'Swish, swish: this news glides on ice.',
    bedtime: "Olya's little skates rest by the door.",
    toddler: [
      { title: 'Ice', text: 'The pond is hard and shiny. Tap, tap! Ice!' },
      {
        title: 'Little skates',
        text: 'Olya has little white skates. Wobble, wobble, wobble! A penguin helps her.',
      },
      { title: 'Swish!', text: 'Push, push, glide! Swish, swish, swish! Olya can skate!' },
    ],
    small: [
      {
        title: 'A frozen pond',
        text: 'In a small town, the pond in the park froze hard. The grown-ups checked the ice, and it was thick and strong. Now the pond was a skating rink!',
      },
      {
        title: 'Wobbly feet',
        text: 'Olya put on her new white skates. Her feet wobbled this way and that way. Would she sit down on the ice?',
      },
      {
        title: 'A penguin helper',
        text: 'Dad gave her a plastic penguin with two handles. Olya held on and pushed. Swish! She was gliding, and she laughed out loud. Can you show me how a skater swings her arms?',
      },
    ],
    arc: [
      {
        title: 'The pond in the park',
        text: 'In a small snowy town there is a park with a round pond. In summer ducks swim there. Olya is five, and she walks past it every day with her dad.',
      },
      {
        title: 'A wish',
        text: 'This winter the frost came early, and the pond turned white and hard. Olya had new white skates. She wished she could glide like the big children, but she had never skated before.',
      },
      {
        title: 'The first try',
        text: 'The pond became a skating rink, and Olya stepped onto the ice. Her feet slid apart, her arms flapped, and she sat down, bump, on the cold ice. She laughed, but her cheeks went pink.',
      },
      {
        title: 'A penguin to lean on',
        text: 'Dad brought a plastic penguin as tall as Olya, with two handles on its back. “Hold on and push,” he said. The penguin stood firm on the ice and did not wobble at all.',
      },
      {
        title: 'Three steps alone',
        text: 'Olya pushed, and the penguin slid ahead. Push and glide, push and glide. By the evening she let go of one handle, then the other, and skated three whole steps on her own!',
      },
      {
        title: 'Why grown-ups measure the ice',
        text: 'When it is very cold, water freezes into ice, thin at first, then thicker every frosty night. Thin ice can crack under people. So before a pond becomes a rink, grown-ups drill a little hole and measure how thick the ice is.',
      },
    ],
    footnote: {
      word: 'rink',
      inText: 'rink',
      explanation: 'A place with a flat floor of smooth ice, made for skating.',
    },
    whatHappened:
      'In a small town the pond in the park froze thick, and after grown-ups measured the ice it opened as a skating rink. A five-year-old girl skated for the first time, leaning on a plastic penguin skating helper.',
    parent: {
      upto3: ['Can you point to the penguin?', 'Can you wobble like Olya on her skates?'],
      '4to5': [
        'How do you think Olya felt when her feet wobbled?',
        'How did Olya feel when she was gliding at last, do you think?',
      ],
      '6to7': [
        'Why do you think grown-ups measure the ice before anyone skates on a pond?',
        'Could you freeze a little water in a cup together and check it every hour to see when it turns to ice?',
      ],
    },
  },
  ru: {
    title: 'Пруд стал катком',
    beats: {
      who: 'пятилетняя девочка Оля из маленького заснеженного города и круглый пруд в парке',
      what: 'Когда лёд на пруду стал толстым, пруд открыли как каток, и Оля впервые встала на коньки, держась за пластмассового пингвина.',
      feeling: 'сначала шатко и боязно, потом смело и весело',
      helped: 'папа и пластмассовый пингвин с ручками, на которого можно опереться, пока учишься',
      why: 'В сильный мороз вода становится льдом, но людей выдерживает только толстый лёд, поэтому взрослые сначала измеряют его толщину.',
    },
    hook: 'Вжик, вжик, кто-то скользит по льду!',
    bedtime: 'Олины коньки отдыхают у двери до завтра.',
    toddler: [
      { title: 'Лёд', text: 'Пруд твёрдый и блестящий. Тук-тук! Это лёд!' },
      { title: 'Коньки', text: 'У Оли белые коньки. Ой-ой-ой, ноги едут! Пингвин поможет.' },
      { title: 'Вжик!', text: 'Толк, толк, поехали! Вжик, вжик, вжик! Оля катается!' },
    ],
    small: [
      {
        title: 'Замёрзший пруд',
        text: 'В маленьком городе замёрз пруд в парке. Взрослые проверили лёд: толстый, крепкий. Теперь на пруду каток!',
      },
      {
        title: 'Ноги разъезжаются',
        text: 'Оля надела новые белые коньки. Ноги у неё разъезжались то туда, то сюда. Неужели она сядет прямо на лёд?',
      },
      {
        title: 'Пингвин-помощник',
        text: 'Папа дал ей пластмассового пингвина с двумя ручками. Оля взялась за ручки и толкнула. Вжик — поехала! Она засмеялась от радости. А ты покажешь, как фигуристы раскидывают руки?',
      },
    ],
    arc: [
      {
        title: 'Пруд в парке',
        text: 'В маленьком заснеженном городе есть парк, а в нём круглый пруд. Летом там плавают утки. Оле пять лет, и она каждый день гуляет тут с папой.',
      },
      {
        title: 'Мечта',
        text: 'В этом году мороз пришёл рано, и пруд стал белым и твёрдым. У Оли появились новые белые коньки. Ей так хотелось скользить, как большие ребята! Но она ещё ни разу не каталась.',
      },
      {
        title: 'Первая попытка',
        text: 'Пруд превратили в каток, и Оля шагнула на лёд. Ноги поехали в разные стороны, руки замахали, и — бух! — она села на холодный лёд. Оля засмеялась, а щёки у неё порозовели.',
      },
      {
        title: 'Пингвин с ручками',
        text: 'Папа принёс пластмассового пингвина ростом с Олю, с двумя ручками на спине. «Держись и толкай», — сказал он. Пингвин стоял на льду крепко и совсем не шатался.',
      },
      {
        title: 'Три шага сама',
        text: 'Оля толкнула, и пингвин поехал вперёд. Толчок — скольжение, толчок — скольжение. К вечеру она отпустила одну ручку, потом другую и проехала целых три шага сама!',
      },
      {
        title: 'Зачем измеряют лёд',
        text: 'В мороз вода замерзает: сначала лёд тонкий, а за каждую холодную ночь он становится толще. Тонкий лёд может треснуть под людьми. Поэтому, прежде чем открыть каток, взрослые сверлят маленькую лунку и измеряют толщину льда.',
      },
    ],
    footnote: {
      word: 'каток',
      inText: 'каток',
      explanation: 'Ровная площадка из гладкого льда, где катаются на коньках.',
    },
    whatHappened:
      'В маленьком городе крепко замёрз пруд в парке; взрослые измерили лёд и открыли на пруду каток. Пятилетняя девочка впервые встала на коньки, опираясь на пластмассового пингвина-помощника.',
    parent: {
      upto3: ['Покажешь, где пингвин?', 'Покажешь, как у Оли едут ноги на коньках?'],
      '4to5': [
        'Как думаешь, что чувствовала Оля, когда ноги разъезжались?',
        'А что почувствовала Оля, когда наконец поехала?',
      ],
      '6to7': [
        'Как думаешь, зачем взрослые измеряют лёд, прежде чем кататься на пруду?',
        'Может, нальёте воды в стаканчик, поставите в морозилку и будете проверять каждый час, когда она станет льдом?',
      ],
    },
  },
};
