/** Told for children: the bundled news item of 07-15 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_07_15: ItemTales = {
  heroLooks: 'a six-year-old boy with messy black hair, freckles on his nose, a green jumper and new round red glasses',
  draw: [
    { picture: '👓', en: ['glasses'], ru: ['очк'] },
    { picture: '👦', en: ['leo'], ru: ['лёв'] },
    { picture: '🚌', en: ['bus'], ru: ['автобус'] },
    { picture: '🐈', en: ['cat'], ru: ['кошк'] },
    { picture: '🧑‍⚕️', en: ['doctor'], ru: ['врач'] },
  ],
  en: {
    title: 'A boy sees clearly with his first glasses',
    beats: {
      who: 'Leo, a six-year-old boy in a busy town',
      what: 'Everything far away had gone fuzzy for Leo; an eye doctor tested his eyes, and with his first glasses he saw the world sharp and clear.',
      feeling: 'puzzled and cross, then amazed',
      helped: 'the eye doctor, who tested his eyes with a chart of letters and found the lenses he needed',
      why: 'Glasses have clear curved lenses that bend light just enough for the picture inside the eye to land sharp.',
    },
    hook: 'Everything looked fuzzy, until one special day.',
    bedtime: 'Folded on the shelf, the red glasses rest.',
    toddler: [
      { title: 'Fuzzy', text: 'Here is Leo. Everything is fuzzy. A fuzzy bus, a fuzzy cat!' },
      { title: 'New glasses', text: 'Red glasses, round glasses. On they go!' },
      { title: 'Wow!', text: 'Now the bus is clear. The cat is clear. Wow, wow, wow!' },
    ],
    small: [
      {
        title: 'Fuzzy letters',
        text: 'Leo is six. At school he could not read the letters on the board. They looked fuzzy, like a drawing left out in the rain. Leo had to squint and screw up his eyes.',
      },
      {
        title: 'The eye doctor',
        text: 'So Mum took Leo to an eye doctor. Leo read a chart of letters and pictures, first with one eye, then the other. Then he picked his very first glasses, round and red, with clear lenses.',
      },
      {
        title: 'Sharp and clear',
        text: 'Leo put them on and looked out of the window. Every brick on the houses, every bird on the roof was sharp and clear! “Wow!” said Leo. What would you look at first with new glasses?',
      },
    ],
    arc: [
      {
        title: 'A fuzzy world',
        text: 'Leo is six and lives in a busy town. Lately the world had gone fuzzy. The letters on the school board looked like blobs, and the numbers on the buses melted together. Leo screwed up his eyes, but it did not help.',
        beat: 'problem',
      },
      {
        title: 'Closer and closer',
        text: 'He tried sitting at the very front of the class. He held his books right up to his nose. But his head began to ache, and he felt cross.',
        beat: 'attempt',
      },
      {
        title: 'The eye doctor',
        text: 'Mum took him to an eye doctor. Leo read a chart of letters, big at the top and tiny at the bottom. He read it with one eye, then the other. The doctor smiled. “I know just what you need.”',
        beat: 'help',
      },
      {
        title: 'How glasses work',
        text: 'Inside each eye, light makes a little picture. In Leo’s eyes the picture landed a bit blurry. Glasses have clear curved lenses that bend the light just enough, so the picture lands sharp.',
        beat: 'why',
      },
      {
        title: 'A sharp new world',
        text: 'A week later Leo put on his new round red glasses and stepped outside. Every brick on the houses, every bird on the roof, every number on the buses was sharp! That evening he looked up and counted the stars.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'lens',
      inText: 'lenses',
      explanation: 'A clear, curved piece of glass or plastic that bends light, as in glasses or a camera.',
    },
    whatHappened:
      'A six-year-old boy who saw faraway things blurred had his eyes tested by an eye doctor and got his first glasses. With them he could read the school board and see the world sharply again.',
    parent: {
      upto3: ['Can you find Leo’s red glasses?', 'Can you make round glasses with your fingers, like Leo?'],
      '4to5': [
        'How do you think Leo felt when the letters on the board looked fuzzy?',
        'How did Leo feel when everything was sharp and clear, do you think?',
      ],
      '6to7': [
        'Why do you think the letters looked like blobs to Leo before he had glasses?',
        'Could you look through a glass of water together and see how it changes what is behind it?',
      ],
    },
  },
  ru: {
    title: 'Первые очки Лёвы',
    beats: {
      who: 'шестилетний мальчик Лёва из большого города',
      what: 'Всё вдали у Лёвы стало расплываться; глазной врач проверил ему зрение, и в первых очках Лёва увидел мир чётким и ясным.',
      feeling: 'сначала недоумение и досада, потом восторг',
      helped: 'глазной врач, который проверил зрение по таблице с буквами и подобрал нужные линзы',
      why: 'В очках есть прозрачные изогнутые линзы, которые чуть-чуть преломляют свет, и картинка внутри глаза становится чёткой.',
    },
    hook: 'Как увидеть мир чётким и ясным?',
    bedtime: 'Красные очки сложены и отдыхают на полке.',
    toddler: [
      { title: 'Всё расплывается', text: 'Вот Лёва. Всё вокруг расплывается. Где автобус? Где кошка?' },
      { title: 'Очки', text: 'Красные очки, круглые очки. Надеваем!' },
      { title: 'Ух ты!', text: 'Вот автобус! Вот кошка! Ух ты, ух ты, ух ты!' },
    ],
    small: [
      {
        title: 'Мутные буквы',
        text: 'Лёве шесть лет. В школе он не мог прочитать буквы на доске: они расплывались, как рисунок под дождём. Лёва всё время щурился.',
      },
      {
        title: 'Глазной врач',
        text: 'Тогда мама отвела Лёву к глазному врачу. Лёва читал таблицу с буквами и картинками, сначала одним глазом, потом другим. И выбрал свои первые очки, круглые и красные. У очков были прозрачные линзы.',
      },
      {
        title: 'Всё чёткое',
        text: 'Лёва надел очки и выглянул в окно. Каждый кирпичик на домах, каждая птица на крыше — всё было чётким! «Ух ты!» — сказал Лёва. А на что ты посмотришь первым делом в новых очках?',
      },
    ],
    arc: [
      {
        title: 'Мутный мир',
        text: 'Лёве шесть лет, он живёт в большом городе. Последнее время мир стал мутным. Буквы на школьной доске превратились в кляксы, а номера автобусов сливались. Лёва щурился, но это не помогало.',
        beat: 'problem',
      },
      {
        title: 'Поближе',
        text: 'Он пересел за самую первую парту. Подносил книжки к самому носу. Но от этого заболела голова, и Лёва сердился.',
        beat: 'attempt',
      },
      {
        title: 'Глазной врач',
        text: 'Мама отвела его к глазному врачу. Лёва читал таблицу: вверху буквы большие, внизу крошечные. Сначала одним глазом, потом другим. Врач улыбнулся: «Я знаю, что тебе нужно».',
        beat: 'help',
      },
      {
        title: 'Как работают очки',
        text: 'Внутри глаза свет рисует маленькую картинку. У Лёвы она получалась чуть размытой. А в очках есть прозрачные изогнутые линзы. Они немного преломляют свет, и картинка становится чёткой.',
        beat: 'why',
      },
      {
        title: 'Чёткий мир',
        text: 'Через неделю Лёва надел новые круглые красные очки и вышел на улицу. Каждый кирпичик на домах, каждая птица на крыше, каждый номер автобуса — всё было чётким! А вечером он посмотрел вверх и пересчитал звёзды.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'линза',
      inText: 'линзы',
      explanation: 'Прозрачное изогнутое стёклышко, которое преломляет свет: в очках или в фотоаппарате.',
    },
    whatHappened:
      'Шестилетнему мальчику, у которого всё вдали расплывалось, глазной врач проверил зрение и подобрал первые очки. В них он снова читает с доски и видит мир чётким.',
    parent: {
      upto3: ['Покажешь красные очки Лёвы?', 'Сделаешь из пальчиков круглые очки, как у Лёвы?'],
      '4to5': [
        'Как думаешь, что чувствовал Лёва, когда буквы на доске расплывались?',
        'А что почувствовал Лёва, когда всё стало чётким?',
      ],
      '6to7': [
        'Как думаешь, почему у Лёвы расплывались буквы, пока не было очков?',
        'Может, посмотрите вместе через стакан с водой, как меняются предметы за ним?',
      ],
    },
  },
};
