/** Told for children: the bundled news item of 07-17 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_17: ItemTales = {
  heroLooks:
    'a four-year-old girl with curly dark hair in two puffs, brown skin, a yellow dress and red shoes, hugging a small brown teddy bear with one shiny button eye and a red bow',
  draw: [
    { picture: '🧸', en: ['button', 'teddy'], ru: ['тёп', 'мишк'] },
    { picture: '👧', en: ['mila'], ru: ['мил'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '👨', en: ['ray', 'driver'], ru: ['степан', 'водител'] },
  ],
  en: {
    title: 'A teddy rides the bus home',
    beats: {
      who: 'Mila, a four-year-old girl in a big town, her teddy bear Button, and Ray, a kind bus driver',
      what: 'Mila left Button on the bus; the driver found him, took him to the lost-and-found, and next morning brought him back riding in the bus’s front window.',
      feeling: 'sad and worried, then overjoyed',
      helped: 'Ray the bus driver, who found Button and made sure he got home',
      why: 'Buses, stations and schools keep a lost-and-found, where things people leave behind wait until their owners come for them.',
    },
    hook: 'Who took a bus ride all alone?',
    bedtime: 'Button is home again, tucked under Mila’s chin.',
    toddler: [
      { title: 'On the bus', text: 'Mila rides the bus with teddy Button. Beep, beep!' },
      { title: 'Where is Button?', text: 'Oh no! Where is Button? Not here, not there!' },
      {
        title: 'Hello, Button!',
        text: 'Here comes the bus. Look, in the window! Hello, Button! Hug, hug, hug!',
      },
    ],
    small: [
      {
        title: 'A bus ride',
        text: 'Mila rode the big red bus with her teddy, Button. She got off at her stop, and the bus drove away. But Button was still on the back seat!',
      },
      {
        title: 'A sad evening',
        text: 'At bedtime Mila could not find him anywhere. She felt so sad. Mum phoned the bus company, and a kind voice said, “We will look for him.”',
      },
      {
        title: 'Button in the window',
        text: 'The next morning the bus came to Mila’s stop. In the front window sat Button, with a sign that said “Waiting for Mila”. Ray the driver had kept him at the lost-and-found. How do you think Mila felt?',
      },
    ],
    arc: [
      {
        title: 'The number seven bus',
        text: 'In a big town, the red number seven bus goes round and round all day. Ray drives it. Every morning Mila rides it to nursery with her teddy, Button.',
        beat: 'where',
      },
      {
        title: 'Left behind',
        text: 'One afternoon Mila was sleepy. When the bus reached her stop, she hopped off with Mum and the bus rolled away. Button was still sitting on the back seat.',
        beat: 'problem',
      },
      {
        title: 'Looking everywhere',
        text: 'At bedtime Mila looked for Button everywhere: under the bed, in the toy box, behind the sofa. She hugged her pillow instead, but it was not the same.',
        beat: 'attempt',
      },
      {
        title: 'A phone call',
        text: 'Mum phoned the bus company and asked about a small brown teddy with one button eye. A kind voice said: “We will look for him.”',
        beat: 'attempt',
      },
      {
        title: 'Ray finds Button',
        text: 'At the end of the day, Ray walked down his empty bus and found Button on the back seat. He carried him to the lost-and-found at the bus station and wrote a little sign.',
        beat: 'help',
      },
      {
        title: 'Button in the window',
        text: 'The next morning the number seven bus pulled up at Mila’s stop. In the front window sat Button, with a sign that said “Waiting for Mila”. Mila ran up the steps and hugged him tight.',
        beat: 'resolution',
      },
      {
        title: 'A home for lost things',
        text: 'Buses, stations, schools and parks keep a lost-and-found. Things that people leave behind wait there until their owners come. Every day, lots of teddies, hats and umbrellas find their way home.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'lost-and-found',
      inText: 'lost-and-found',
      explanation: 'A place where things that people leave behind are kept until their owners come for them.',
    },
    whatHappened:
      'A little girl left her teddy bear on a town bus. The driver found it, kept it at the lost-and-found, and the next morning brought it back on the same bus, sitting in the front window with a sign.',
    parent: {
      upto3: ['Can you find teddy Button in the window?', 'Can you give Button a hug, like Mila?'],
      '4to5': [
        'How do you think Mila felt at bedtime without Button?',
        'How did Mila feel when she saw Button in the window, do you think?',
      ],
      '6to7': [
        'Why do you think buses and schools keep a lost-and-found?',
        'Could you make a little sign together for something you once lost?',
      ],
    },
  },
  ru: {
    title: 'Мишка вернулся на автобусе',
    beats: {
      who: 'четырёхлетняя Мила из большого города, её плюшевый мишка Тёпа и добрый водитель автобуса Степан',
      what: 'Мила забыла Тёпу в автобусе; водитель нашёл его, отнёс в бюро находок, а наутро привёз обратно: мишка ехал в переднем окне автобуса.',
      feeling: 'грусть и тревога, потом огромная радость',
      helped: 'водитель автобуса Степан, который нашёл Тёпу и позаботился, чтобы тот вернулся домой',
      why: 'В автобусных парках, на вокзалах и в школах есть бюро находок, где забытые вещи ждут своих хозяев.',
    },
    hook: 'Кто катался на автобусе совсем один?',
    bedtime: 'Тёпа снова дома, у Милы под щекой.',
    toddler: [
      { title: 'В автобусе', text: 'Мила едет в автобусе. С ней мишка Тёпа. Би-би!' },
      { title: 'Где Тёпа?', text: 'Ой-ой! Где Тёпа? Ни тут, ни там!' },
      { title: 'Привет, Тёпа!', text: 'Едет автобус. Смотри, в окошке! Привет, Тёпа! Обнимаем крепко-крепко!' },
    ],
    small: [
      {
        title: 'Поездка',
        text: 'Мила ехала в большом красном автобусе со своим мишкой Тёпой. На своей остановке она вышла, и автобус уехал. А Тёпа остался на заднем сиденье!',
      },
      {
        title: 'Грустный вечер',
        text: 'Перед сном Мила искала Тёпу и не нашла. Ей было так грустно! Мама позвонила в автобусный парк, и добрый голос ответил: «Мы поищем».',
      },
      {
        title: 'Тёпа в окошке',
        text: 'Наутро автобус подъехал к Милиной остановке. В переднем окошке сидел Тёпа с табличкой: «Жду Милу». Водитель Степан сберёг его в бюро находок. А как думаешь, что почувствовала Мила?',
      },
    ],
    arc: [
      {
        title: 'Седьмой автобус',
        text: 'В большом городе весь день ездит по кругу красный автобус номер семь. Водит его Степан. Каждое утро Мила едет на нём в садик со своим мишкой Тёпой.',
        beat: 'where',
      },
      {
        title: 'Забытый мишка',
        text: 'Однажды днём Мила очень устала. На остановке она выскочила с мамой, и автобус покатил дальше. А Тёпа так и остался на заднем сиденье.',
        beat: 'problem',
      },
      {
        title: 'Поиски',
        text: 'Перед сном Мила искала Тёпу везде: под кроватью, в ящике с игрушками, за диваном. Она обняла подушку, но это было совсем не то.',
        beat: 'attempt',
      },
      {
        title: 'Звонок',
        text: 'Мама позвонила в автобусный парк: «Маленький коричневый мишка с глазом-пуговкой?» — «Мы поищем», — ответил добрый голос.',
        beat: 'attempt',
      },
      {
        title: 'Степан находит Тёпу',
        text: 'Вечером Степан прошёл по пустому автобусу и нашёл Тёпу на заднем сиденье. Он отнёс мишку в бюро находок и написал табличку.',
        beat: 'help',
      },
      {
        title: 'Тёпа в окошке',
        text: 'Наутро седьмой автобус подъехал к Милиной остановке. В переднем окошке сидел Тёпа с табличкой: «Жду Милу». Мила взбежала по ступенькам и крепко его обняла.',
        beat: 'resolution',
      },
      {
        title: 'Дом для забытых вещей',
        text: 'Бюро находок есть на вокзалах, в школах и в парках. Забытые вещи ждут там своих хозяев. Каждый день много мишек, шапок и зонтиков возвращаются домой.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'бюро находок',
      inText: 'бюро находок',
      explanation: 'Место, где хранят забытые вещи, пока за ними не придут хозяева.',
    },
    whatHappened:
      'Девочка забыла плюшевого мишку в городском автобусе. Водитель нашёл его, сберёг в бюро находок, а наутро привёз обратно тем же автобусом: мишка сидел в переднем окне с табличкой.',
    parent: {
      upto3: ['Покажешь мишку Тёпу в окошке?', 'Обнимешь крепко-крепко, как Мила?'],
      '4to5': [
        'Как думаешь, что чувствовала Мила перед сном без Тёпы?',
        'А что почувствовала Мила, когда увидела Тёпу в окошке?',
      ],
      '6to7': [
        'Как думаешь, зачем в автобусах и школах есть бюро находок?',
        'Может, нарисуете вместе табличку для вещи, которую когда-то теряли?',
      ],
    },
  },
};
