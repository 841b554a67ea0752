/** Told for children: the bundled news item of 02-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_03: ItemTales = {
  heroLooks: 'a friendly white dog with big black spots, one black ear, a wagging tail and a blue collar',
  draw: [
    { picture: '🐕', en: ['dog', 'patch'], ru: ['пёс', 'пса', 'дружок', 'дружк'] },
    { picture: '🧤', en: ['mitten'], ru: ['варежк'] },
    { picture: '👧', en: ['girl', 'sonya'], ru: ['девочк', 'соня', 'соне'] },
    { picture: '❄️', en: ['snow'], ru: ['снег', 'снеж'] },
    { picture: '🛷', en: ['sledg'], ru: ['санк', 'горк'] },
    { picture: '🌳', en: ['park'], ru: ['парк'] },
  ],
  en: {
    title: 'A dog finds a lost mitten',
    beats: {
      who: 'Patch, a friendly spotted dog, in a snowy city park',
      what: 'He found a little red mitten in the snow and carried it to the girl it belonged to.',
      feeling: 'the dog was proud; the girl was so happy that she gave him a big hug',
      helped: 'Patch himself, who followed the smell on the mitten to the girl',
      why: 'A dog’s nose is many thousands of times better than ours, and every person leaves their own smell on the things they touch.',
    },
    hook: 'Did you ever lose a mitten?',
    bedtime: 'The spotted dog dozes, nose under his tail.',
    toddler: [
      {
        title: 'A red mitten',
        text: 'Look! A red mitten in the snow. Whose mitten? Whose?',
      },
      {
        title: 'Sniff, sniff',
        text: 'Sniff, sniff, sniff! The spotted dog runs. Run, run, run across the snow!',
      },
      {
        title: 'A big hug',
        text: 'Here is your mitten! The girl laughs. A big, big hug for the dog!',
      },
    ],
    small: [
      {
        title: 'Something red',
        text: 'In a snowy city park, a spotted dog called Patch found a little red mitten in the snow. Whose could it be?',
      },
      {
        title: 'Follow the smell',
        text: 'Patch sniffed the mitten, then sniffed the snow. Sniff, sniff! He followed the smell all the way to the sledging hill.',
      },
      {
        title: 'The owner',
        text: 'There stood a girl called Sonya, with one cold pink hand. Patch carried the mitten to her, wagging his tail. She was its owner! Sonya was so happy that she gave Patch a big hug.',
      },
      {
        title: 'Your turn',
        text: 'Patch felt proud, and Sonya felt warm all over. Have you ever lost something? Who helped you find it?',
      },
    ],
    arc: [
      {
        title: 'A snowy park',
        text: 'In the middle of a big city there is a snowy park. Every morning a friendly spotted dog called Patch runs along its paths and sniffs everything.',
      },
      {
        title: 'Whose mitten?',
        text: 'One morning Patch found something red in the snow: a little knitted mitten, all alone. Somebody’s hand would be cold without it! But whose mitten was it?',
      },
      {
        title: 'So many people',
        text: 'Patch picked it up gently in his teeth and looked around. There were so many people in the park: a man with a newspaper, a mum with a pram, children on sledges. Who should get it?',
      },
      {
        title: 'The nose knows',
        text: 'Patch sniffed the mitten. It smelled of strawberry soap and warm little hands. So he put his nose to the snow and followed the smell, past the benches, all the way to the sledging hill.',
      },
      {
        title: 'Found!',
        text: 'At the bottom of the hill a girl called Sonya was blowing on her cold fingers. Patch dropped the mitten at her feet and wagged his tail. Sonya was so happy that she hugged him tight. “Thank you, clever dog!”',
      },
      {
        title: 'How dogs find things',
        text: 'A dog’s nose is many thousands of times better than ours. Every person has their own smell, and it stays on the things they touch. That is how Patch knew whose mitten it was and brought it back to its owner.',
      },
    ],
    footnote: {
      word: 'owner',
      inText: 'owner',
      explanation: 'The person something belongs to, the way the red mitten belonged to Sonya.',
    },
    whatHappened:
      'In a snowy city park, a friendly dog found a child’s lost red mitten and carried it back to her. The girl was so happy that she hugged the dog.',
    parent: {
      upto3: ['Can you point to the red mitten?', 'Can you find the black spots on the dog?'],
      '4to5': [
        'How do you think Sonya felt when her hand was cold?',
        'How do you think Patch felt when Sonya hugged him?',
      ],
      '6to7': [
        'How do you think Patch knew which child the mitten belonged to?',
        'Could you play a smelling game together: close your eyes and guess an orange, soap or a sock by smell alone?',
      ],
    },
  },
  ru: {
    title: 'Пёс нашёл потерянную варежку',
    beats: {
      who: 'добрый пятнистый пёс Дружок в заснеженном городском парке',
      what: 'Дружок нашёл в снегу красную варежку и принёс её хозяйке.',
      feeling: 'пёс гордился собой, а девочка так обрадовалась, что крепко обняла его',
      helped: 'сам Дружок: он по запаху нашёл девочку, которая потеряла варежку',
      why: 'Собачий нос чует в тысячи раз лучше нашего, а у каждого человека свой запах, который остаётся на его вещах.',
    },
    hook: 'Куда подевалась красная варежка?',
    bedtime: 'Пятнистый пёс дремлет, уткнув нос в хвост.',
    toddler: [
      {
        title: 'Варежка',
        text: 'Смотри! В снегу красная варежка. Чья варежка? Чья?',
      },
      {
        title: 'Нюх-нюх',
        text: 'Нюх-нюх-нюх! Бежит пятнистый пёс. Скок, скок, скок по снегу!',
      },
      {
        title: 'Крепко-крепко',
        text: 'Вот твоя варежка! Девочка смеётся. Обнимает пса крепко-крепко!',
      },
    ],
    small: [
      {
        title: 'Что-то красное',
        text: 'В заснеженном городском парке гулял пятнистый пёс Дружок. Вдруг он увидел в снегу маленькую красную варежку. Чья же она?',
      },
      {
        title: 'По следу',
        text: 'Дружок понюхал варежку, потом понюхал снег. Нюх-нюх! И побежал по следу прямо к ледяной горке.',
      },
      {
        title: 'Нашлась хозяйка',
        text: 'Там стояла девочка Соня, и одна рука у неё совсем замёрзла. Дружок отдал варежку её хозяйке и завилял хвостом. Соня так обрадовалась, что крепко обняла пса.',
      },
      {
        title: 'А у тебя?',
        text: 'Дружок гордился собой, а Соне стало тепло и радостно. А у тебя что-нибудь терялось? Кто помог это найти?',
      },
    ],
    arc: [
      {
        title: 'Парк в снегу',
        text: 'Посреди большого города есть заснеженный парк. Каждое утро там гуляет добрый пятнистый пёс Дружок. Он бегает по дорожкам и всё-всё обнюхивает.',
      },
      {
        title: 'Чья варежка?',
        text: 'Однажды Дружок нашёл в снегу что-то красное. Это была маленькая вязаная варежка! Без неё чья-то рука замёрзнет. Но чья она?',
      },
      {
        title: 'Сколько людей!',
        text: 'Дружок бережно взял варежку в зубы и огляделся. В парке было много людей: дядя с газетой, мама с коляской, дети на санках. Кому же её отдать?',
      },
      {
        title: 'Нос подскажет',
        text: 'Дружок понюхал варежку. Она пахла клубничным мылом и тёплыми ладошками. Тогда он уткнулся носом в снег и пошёл по запаху мимо скамеек, прямо к ледяной горке.',
      },
      {
        title: 'Нашлась!',
        text: 'Внизу у горки девочка Соня дула на замёрзшие пальцы. Дружок положил варежку у её ног и завилял хвостом. Соня так обрадовалась, что крепко обняла пса: «Спасибо, умница!»',
      },
      {
        title: 'Как собаки находят вещи',
        text: 'Собачий нос чует в тысячи раз лучше нашего. У каждого человека свой запах, и он остаётся на всём, чего человек касается. Вот так Дружок и понял, чья это варежка, и вернул её хозяйке.',
      },
    ],
    footnote: {
      word: 'хозяйка',
      inText: 'хозяйке',
      explanation: 'Та, кому принадлежит вещь. Красная варежка была Сонина.',
    },
    whatHappened:
      'В заснеженном городском парке добрый пёс нашёл потерянную детскую варежку и принёс её девочке. Девочка так обрадовалась, что обняла пса.',
    parent: {
      upto3: ['Покажешь красную варежку?', 'Найдёшь у пса чёрные пятнышки?'],
      '4to5': [
        'Как думаешь, каково было Соне без варежки на морозе?',
        'Как думаешь, что почувствовал Дружок, когда Соня его обняла?',
      ],
      '6to7': [
        'Как думаешь, как Дружок узнал, чья это варежка?',
        'Может, поиграете вместе в угадайку по запаху: с закрытыми глазами узнать апельсин, мыло или носок?',
      ],
    },
  },
};
