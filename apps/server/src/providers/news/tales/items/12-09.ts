/** Told for children: the bundled news item of 12-09 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_09: ItemTales = {
  heroLooks: 'a grey parrot with a bright red tail, a curved black beak and round pale eyes, perched on a branch',
  draw: [
    { picture: '🦜', en: ['parrot', 'rio'], ru: ['попуга', 'рио'] },
    { picture: '👩', en: ['keeper', 'anna'], ru: ['смотрительн', 'аня', 'ане', 'аню', 'ани'] },
    { picture: '🌻', en: ['seed'], ru: ['семечк'] },
    { picture: '🌳', en: ['branch'], ru: ['ветк'] },
  ],
  en: {
    title: 'A parrot says good morning',
    beats: {
      who: 'Rio, a grey parrot in the bird house of a zoo, and his keeper Anna',
      what: 'Every morning Anna said “Good morning!” to Rio, and after many weeks of whistles and funny sounds he said it back to her, in her own voice.',
      feeling: 'patient and hopeful, then surprised and full of joy',
      helped: 'keeper Anna, who said the words slowly every morning and gave Rio a sunflower seed for each try',
      why: 'Parrots copy the sounds of their flock so they belong, and at the zoo the keeper is part of the flock.',
    },
    hook: 'Listen: who learned to say two words?',
    bedtime: 'Rio tucks his head under his wing.',
    toddlerBedtime: 'The parrot tucks his head in and dozes.',
    toddler: [
      { title: 'Whistle', text: 'Here is a grey parrot. Whistle, whistle, whistle!' },
      { title: 'Good morning', text: 'The keeper says, “Good morning!” Again and again. Good morning, parrot!' },
      { title: 'He said it!', text: '“Good morning!” says the parrot. Hooray! Good morning, keeper!' },
    ],
    small: [
      {
        title: 'A whistling parrot',
        text: 'In the bird house of a zoo lives a grey parrot called Rio, with a bright red tail. Rio loves to whistle, and the keepers are his flock. Every morning keeper Anna opens the curtains and says, “Good morning, Rio!”',
      },
      {
        title: 'Goo… mmm…',
        text: 'Rio bobbed his head and tried. “Goo… mmm… wheee!” It came out all wrong. Anna laughed kindly and gave him a sunflower seed for trying.',
      },
      {
        title: 'Two words',
        text: 'One morning, before Anna could say a thing, “Good morning!” said a voice. It was Rio, sounding just like Anna! What would you like to teach a parrot to say?',
      },
    ],
    arc: [
      {
        title: 'A parrot who whistles',
        text: 'In the bird house of a zoo lives Rio, a grey parrot with a bright red tail. He can whistle like a kettle and click like a clock. Every morning keeper Anna opens the curtains and says, “Good morning, Rio!” She hoped that one day he would say it back.',
        beat: 'problem',
      },
      {
        title: 'Funny sounds',
        text: 'Rio listened with his head on one side. He tried, but out came “Goo… mmm… wheee!” The next day he said “Mor-mor-click!” and fluffed up his feathers.',
        beat: 'attempt',
      },
      {
        title: 'Slowly, every day',
        text: 'Anna did not give up. Each morning she said the two words slowly, twice, and waited. Whenever Rio tried, she gave him a sunflower seed and a soft “Well done.”',
        beat: 'help',
      },
      {
        title: 'Good morning, Anna!',
        text: 'Weeks went by. One morning Anna opened the door, and “Good morning!” said a voice from the branch. It was Rio, in her very own voice. Anna laughed so much that the other birds joined in.',
        beat: 'resolution',
      },
      {
        title: 'Why parrots copy',
        text: 'In the wild, parrots live in big noisy flocks, and each flock has calls of its own. A young parrot copies them to show it belongs. At the zoo, Rio’s flock is the keepers, so he learned their words.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'flock',
      inText: 'flock',
      explanation: 'A group of birds that live and fly together.',
    },
    whatHappened:
      'A grey parrot at a zoo’s bird house learned to say “Good morning” to his keeper after she greeted him the same way every day for weeks. Parrots copy the calls of those they live with.',
    parent: {
      upto3: ['Can you find the grey parrot?', 'Can you whistle like the parrot?'],
      '4to5': [
        'How do you think Rio felt when his words came out all wrong?',
        'How did Anna feel when Rio said “Good morning!”, do you think?',
      ],
      '6to7': [
        'Why do you think Rio learned the keepers’ words?',
        'Could you find out together which other birds can copy sounds?',
      ],
    },
  },
  ru: {
    title: 'Попугай сказал «Доброе утро»',
    beats: {
      who: 'Рио, серый попугай из птичьего домика в зоопарке, и его смотрительница Аня',
      what: 'Каждое утро Аня говорила Рио «Доброе утро!», и после многих недель свиста и смешных звуков он ответил ей теми же словами, её же голосом.',
      feeling: 'терпение и надежда, потом удивление и радость',
      helped: 'смотрительница Аня, которая каждое утро медленно повторяла слова и давала Рио семечку за каждую попытку',
      why: 'Попугаи повторяют звуки своей стаи, чтобы быть своими, а в зоопарке смотрители и есть стая.',
    },
    hook: 'Послушай, кто выучил два слова?',
    bedtime: 'Рио спрятал голову под крыло.',
    toddlerBedtime: 'Попугай спрятал голову и дремлет.',
    toddler: [
      { title: 'Свист', text: 'Вот серый попугай. Фьють, фьють, фьють!' },
      { title: 'Каждое утро', text: 'Смотрительница говорит: «Доброе утро, попугай!» Ещё и ещё. Утро, утро, доброе!' },
      { title: 'Сказал!', text: '«Доброе утро!» — говорит попугай. Ура! Вот молодец!' },
    ],
    small: [
      {
        title: 'Попугай-свистун',
        text: 'В птичьем домике зоопарка живёт серый попугай Рио с ярко-красным хвостом. Рио очень любит свистеть, а смотрители для него — стая. Каждое утро смотрительница Аня раздвигает шторы и говорит: «Доброе утро, Рио!»',
      },
      {
        title: 'Ду… мм…',
        text: 'Рио покивал головой и попробовал. «Ду… мм… фью-фью!» Получилось совсем не то. Аня ласково засмеялась и дала ему семечку за старание.',
      },
      {
        title: 'Два слова',
        text: 'Однажды утром Аня открыла дверь и не успела ничего сказать, а Рио вдруг говорит: «Доброе утро!» Точь-в-точь Аниным голосом! А какому слову ты хочешь научить попугая?',
      },
    ],
    arc: [
      {
        title: 'Попугай, который свистит',
        text: 'В птичьем домике зоопарка живёт Рио, серый попугай с ярко-красным хвостом. Он умеет свистеть, как чайник, и щёлкать, как часы. Каждое утро смотрительница Аня раздвигает шторы и говорит: «Доброе утро, Рио!» Ей так хотелось, чтобы однажды он ответил.',
        beat: 'problem',
      },
      {
        title: 'Смешные звуки',
        text: 'Рио слушал, склонив голову набок. Он старался, но выходило «Ду… мм… фью-фью!». А на другой день — «Доб-доб-щёлк!», и он распушил перья.',
        beat: 'attempt',
      },
      {
        title: 'Медленно, каждый день',
        text: 'Аня не сдавалась. Каждое утро она медленно повторяла два слова и ждала. Стоило Рио попробовать, она давала ему семечку и тихо говорила: «Молодец».',
        beat: 'help',
      },
      {
        title: 'Доброе утро, Аня!',
        text: 'Прошло несколько недель. И вот однажды Аня открыла дверь, а Рио сказал с ветки: «Доброе утро!» Это был её собственный голос, только из попугая. Аня так смеялась, что другие птицы раскричались вместе с ней.',
        beat: 'resolution',
      },
      {
        title: 'Почему попугаи повторяют',
        text: 'На воле попугаи живут большими шумными стаями, и у каждой стаи свои песни и свисты. Молодой попугай повторяет их, чтобы быть своим. В зоопарке стая Рио — это смотрители, вот он и выучил их слова.',
        beat: 'why',
      },
    ],
    footnote: {
      word: 'стая',
      inText: 'стая',
      explanation: 'Много птиц, которые живут и летают вместе.',
    },
    whatHappened:
      'Серый попугай из птичьего домика в зоопарке научился говорить смотрительнице «Доброе утро» после того, как она неделями здоровалась с ним так каждый день. Попугаи повторяют звуки тех, с кем живут.',
    parent: {
      upto3: ['Покажешь серого попугая?', 'Посвистишь, как попугай?'],
      '4to5': [
        'Как думаешь, что чувствовал Рио, когда у него получалось совсем не то?',
        'А что почувствовала Аня, когда Рио сказал «Доброе утро!»?',
      ],
      '6to7': [
        'Как думаешь, почему Рио выучил слова смотрителей?',
        'Может, узнаете вместе, какие ещё птицы умеют повторять звуки?',
      ],
    },
  },
};
