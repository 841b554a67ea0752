/** Told for children: the bundled news item of 04-20 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_04_20: ItemTales = {
  heroLooks:
    'a seven-year-old boy with short brown hair, a big gap-toothed smile, a red hoodie and a white cast on one leg',
  draw: [
    { picture: '👦', en: ['theo'], ru: ['федя', 'феди', 'федин', 'федю', 'феде'] },
    { picture: '🤖', en: ['robot'], ru: ['робот'] },
    { picture: '💻', en: ['laptop', 'screen'], ru: ['ноутбук', 'экран'] },
    { picture: '🏫', en: ['school', 'class'], ru: ['школ', 'класс'] },
    { picture: '🧒', en: ['kofi', 'friend'], ru: ['артём', 'друз', 'друг'] },
  ],
  en: {
    title: 'A robot goes to school for Theo',
    beats: {
      who: 'Theo, a seven-year-old boy who had to stay at home with his leg in a cast, and his class',
      what: 'The school lent Theo a little robot with a camera, a microphone and a screen; it sat at his desk, and from home he steered it around the classroom and joined the lessons.',
      feeling: 'lonely and left out, then excited, then happy to belong',
      helped: 'his teacher, who found the robot, and his friends, who welcomed it',
      why: 'The robot sends the sights and sounds of the classroom to Theo’s laptop over the internet, and sends his face and voice back.',
    },
    hook: 'How can you go to school from home?',
    bedtime: 'At school, Theo’s robot waits by his desk.',
    toddler: [
      { title: 'At home', text: 'Theo has a big white cast. He stays at home.' },
      { title: 'Roll, roll', text: 'A little robot goes to school. Roll, roll, roll!' },
      { title: 'Hello, class', text: 'Theo’s face is on the screen. Hello, class! Wave, wave!' },
    ],
    small: [
      {
        title: 'At home',
        text: 'Theo’s leg was in a big white cast, so he had to stay at home for weeks. He missed his class so much.',
      },
      {
        title: 'A robot at school',
        text: 'Then the school sent a little robot to sit at Theo’s desk. It had wheels, a camera, a microphone and a screen for a face.',
      },
      {
        title: 'Hello, class!',
        text: 'From home, Theo steered the robot around the classroom. His friends saw his face on the screen and waved, and he even answered a question!',
      },
      {
        title: 'Your turn',
        text: 'Theo felt as if he was back at school. What would you show a friend through a robot?',
      },
    ],
    arc: [
      {
        title: 'Six weeks at home',
        text: 'Theo slipped on the stairs, and his leg went into a big white cast. It would mend in six weeks, but until then he had to stay at home. Theo missed his class: the stories, the jokes and his friend Kofi at the next desk.',
        beat: 'problem',
      },
      {
        title: 'Drawings and calls',
        text: 'His friends sent him drawings, and every evening he phoned Kofi. That helped a little. But Theo still missed the lessons and the laughing at break time.',
        beat: 'attempt',
      },
      {
        title: 'A robot for Theo',
        text: 'Then his teacher had an idea. The school borrowed a little robot on wheels, with a camera, a microphone and a screen for a face. It sat at Theo’s desk, and from home Theo steered it with his laptop.',
        beat: 'help',
      },
      {
        title: 'How the robot works',
        text: 'The robot’s camera and microphone catch the pictures and sounds of the classroom. They send them through the internet to Theo’s laptop. At the same time, his face and voice travel back to the robot’s screen.',
        beat: 'why',
      },
      {
        title: 'Back in class',
        text: 'On Monday, the robot rolled to the front of the class. Theo smiled from the screen and said, “Hello, everyone!” The whole class cheered. When the cast came off, Theo came back himself, and Kofi gave the robot a goodbye high five.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'microphone',
      inText: 'microphone',
      explanation: 'A small part that catches sounds so they can be sent far away.',
    },
    whatHappened:
      'A boy who had to stay at home for six weeks with his leg in a cast went to lessons through a small robot with a camera, a microphone and a screen. It sat at his desk, and he steered it from home.',
    parent: {
      upto3: ['Can you find Theo’s face on the screen?', 'Can you wave hello, like the class?'],
      '4to5': [
        'How do you think Theo felt when his friends waved at the robot?',
        'What do you miss when you are away from your friends?',
      ],
      '6to7': [
        'Why do you think the robot needed a camera and a microphone?',
        'Could you make a video call together to someone you miss?',
      ],
    },
  },
  ru: {
    title: 'Робот ходит в школу за Федю',
    beats: {
      who: 'семилетний мальчик Федя, которому пришлось сидеть дома с ногой в гипсе, и его класс',
      what: 'Школа дала Феде маленького робота с камерой, микрофоном и экраном; робот стоял у его парты, а Федя из дома водил его по классу и был на уроках.',
      feeling: 'одиночество и скука, потом радость и волнение, потом чувство, что он снова со всеми',
      helped: 'учительница, которая нашла робота, и друзья, которые приняли робота как Федю',
      why: 'Робот передаёт через интернет то, что видно и слышно в классе, на Федин ноутбук, а его лицо и голос — обратно.',
    },
    hook: 'Как пойти в школу, не выходя из дома?',
    bedtime: 'Робот ждёт Федю у пустой парты.',
    toddler: [
      { title: 'Дома', text: 'У Феди на ноге белый гипс. Федя дома.' },
      { title: 'Робот', text: 'В школу едет маленький робот. Вжик, вжик!' },
      { title: 'Привет!', text: 'На экране Федя. Привет, класс! Помашем!' },
    ],
    small: [
      {
        title: 'Дома',
        text: 'У Феди на ноге был большой белый гипс, и ему пришлось несколько недель сидеть дома. Он так скучал по своему классу!',
      },
      {
        title: 'Робот за партой',
        text: 'Тогда школа поставила за Федину парту маленького робота. У него были колёсики, камера, микрофон и экран вместо лица.',
      },
      {
        title: 'Привет, класс!',
        text: 'Из дома Федя водил робота по классу. Друзья видели его лицо на экране и махали ему, а он даже ответил на вопрос!',
      },
      {
        title: 'А ты?',
        text: 'Феде казалось, что он снова в школе. А что тебе хочется показать другу через робота?',
      },
    ],
    arc: [
      {
        title: 'Шесть недель дома',
        text: 'Федя поскользнулся на лестнице, и ногу ему загипсовали. Через шесть недель всё заживёт, а пока надо сидеть дома. Федя скучал по классу: по сказкам, шуткам и другу Артёму за соседней партой.',
        beat: 'problem',
      },
      {
        title: 'Рисунки и звонки',
        text: 'Друзья присылали ему рисунки, а по вечерам он звонил Артёму. Это немножко помогало. Но Федя всё равно скучал по урокам и весёлым переменкам.',
        beat: 'attempt',
      },
      {
        title: 'Робот для Феди',
        text: 'И тогда учительница придумала. Школа взяла маленького робота на колёсиках, с камерой, микрофоном и экраном вместо лица. Робот встал у парты Феди, а Федя управлял им из дома с ноутбука.',
        beat: 'help',
      },
      {
        title: 'Как работает робот',
        text: 'Камера и микрофон робота ловят всё, что видно и слышно в классе, и передают через интернет на Федин ноутбук. А лицо и голос Феди в это же время летят обратно, на экран робота.',
        beat: 'why',
      },
      {
        title: 'Снова в классе',
        text: 'В понедельник робот подъехал к доске, и с экрана улыбнулся Федя. «Привет всем!» — сказал он, и класс захлопал. А когда гипс сняли, Федя вернулся сам, и Артём на прощание дал роботу пять.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'микрофон',
      inText: 'микрофон',
      explanation: 'Маленькая штука, которая ловит звуки, чтобы их можно было передать далеко.',
    },
    whatHappened:
      'Мальчик, которому пришлось шесть недель сидеть дома с ногой в гипсе, ходил на уроки через маленького робота с камерой, микрофоном и экраном. Робот стоял у его парты, а мальчик управлял им из дома.',
    parent: {
      upto3: ['Покажешь Федю на экране?', 'Помашем ручкой, как Федя?'],
      '4to5': [
        'Как думаешь, что почувствовал Федя, когда друзья помахали роботу?',
        'А ты скучаешь по друзьям, когда долго их не видишь?',
      ],
      '6to7': [
        'Как думаешь, зачем роботу камера и микрофон?',
        'Может, позвоните вместе по видео тому, по кому скучаете?',
      ],
    },
  },
};
