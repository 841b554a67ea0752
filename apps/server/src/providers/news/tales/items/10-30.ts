/** Told for children: the bundled news item of 10-30 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_10_30: ItemTales = {
  heroLooks: 'a plump ginger cat with a white chest, white paws and a tail held high',
  draw: [
    { picture: '🐈', en: ['toffee', 'cat'], ru: ['ириск', 'кошк'] },
    { picture: '👧', en: ['lily'], ru: ['лиз'] },
    { picture: '🚉', en: ['station', 'platform'], ru: ['станци', 'платформ'] },
    { picture: '🚆', en: ['train'], ru: ['поезд'] },
  ],
  en: {
    title: 'The station cat says good morning',
    beats: {
      who: 'Toffee, a ginger cat who lives at a tiny railway station, and Lily, a shy girl of six who has just moved to the village',
      what: 'Every morning Toffee greets the passengers on the platform, and one morning she made friends with Lily, who had never stroked a cat.',
      feeling: 'shy and unsure, then curious, then happy',
      helped: 'Mr Okoro, the stationmaster, who showed Lily how to say hello to a cat',
      why: 'A cat has its own smell in its cheeks, and when it rubs its cheek against someone, it is marking them as one of its family.',
    },
    hook: 'Who says good morning at the station?',
    bedtime: 'Toffee curls up on the station bench.',
    toddler: [
      { title: 'Hello, Toffee', text: 'Here is Toffee the cat. Miaow! Good morning, Toffee!' },
      { title: 'Purr, purr', text: 'Lily strokes Toffee, gently, gently. Purr, purr.' },
      { title: 'Toot, toot', text: 'Toot, toot! Here comes the train. Bye-bye, Toffee!' },
    ],
    small: [
      {
        title: 'A cat on the platform',
        text: 'At a tiny railway station lives a ginger cat called Toffee. Every morning she walks along the platform and says miaow to everyone waiting for the train.',
      },
      {
        title: 'Shy Lily',
        text: 'Lily was new in the village, and she felt shy. When Toffee came close, Lily hid behind Dad. The stationmaster showed her how to hold out one finger for Toffee to sniff.',
      },
      {
        title: 'Friends',
        text: 'Toffee sniffed, then pushed her head into Lily’s hand and purred. The next morning, Lily ran to the platform first. Who do you say good morning to?',
      },
    ],
    arc: [
      {
        title: 'A tiny station',
        text: 'Among the fields stands a tiny railway station with one platform, one bench and a little ticket window. Mr Okoro, the stationmaster, looks after it. So does Toffee, a ginger cat who lives there and greets the passengers every morning.',
        beat: 'where',
      },
      {
        title: 'Too many strangers',
        text: 'Lily and her dad had just moved to the village. Every morning they waited on the platform for the little train to town. Lily did not know anyone, so she hid behind Dad’s legs.',
        beat: 'problem',
      },
      {
        title: 'A step back',
        text: 'One morning Toffee trotted up to her with her tail held high and said miaow. Lily took a step back. She had never stroked a cat, and she did not know how.',
        beat: 'attempt',
      },
      {
        title: 'One finger',
        text: 'Mr Okoro crouched down beside her. “Hold out one finger and keep it still,” he said. “Let her sniff it first. Then stroke her back gently, from head to tail.”',
        beat: 'help',
      },
      {
        title: 'A cat’s hello',
        text: 'Toffee sniffed Lily’s finger, then rubbed her cheek against Lily’s hand. Mr Okoro said a cat keeps its own smell in its cheeks. When she rubs against you, she is telling you that you belong to her family.',
        beat: 'why',
      },
      {
        title: 'Good morning, everyone',
        text: 'Toffee purred so loudly that Lily giggled. The next morning, Lily ran onto the platform ahead of Dad. “Good morning, Toffee! Good morning, Mr Okoro!” she called, and the little train came tooting in.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'platform',
      inText: 'platform',
      explanation: 'The long, raised path beside the rails where people wait for a train.',
    },
    whatHappened:
      'Some small railway stations have a cat that lives there and greets the passengers every morning. At one of them, a shy girl who had just moved to the village learned from the stationmaster how to say hello to the station cat.',
    parent: {
      upto3: ['Can you find Toffee the cat?', 'Can you purr like Toffee?'],
      '4to5': ['How do you think Lily felt when Toffee came close?', 'How do you think Lily felt the next morning?'],
      '6to7': [
        'Why does a cat rub her cheek against someone?',
        'Could we watch a cat together and see what she rubs against?',
      ],
    },
  },
  ru: {
    title: 'Станционная кошка говорит «доброе утро»',
    beats: {
      who: 'рыжая кошка Ириска, которая живёт на крошечной железнодорожной станции, и стеснительная шестилетняя Лиза, которая недавно переехала в деревню',
      what: 'Каждое утро Ириска встречает пассажиров на платформе, а однажды подружилась с Лизой, которая ни разу не гладила кошку.',
      feeling: 'стеснение и робость, потом любопытство, потом радость',
      helped: 'начальник станции дядя Коля, который показал Лизе, как поздороваться с кошкой',
      why: 'На щеках у кошки есть её собственный запах, и когда она трётся щекой о человека, она отмечает его как своего.',
    },
    hook: 'Кто встречает поезда с хвостом трубой?',
    bedtime: 'Ириска свернулась клубочком на станционной скамейке.',
    toddler: [
      { title: 'Привет, Ириска', text: 'Вот кошка Ириска. Мяу! Доброе утро, Ириска!' },
      { title: 'Мур-мур', text: 'Лиза тихонько гладит Ириску. Мур-мур-мур.' },
      { title: 'Ту-ту', text: 'Ту-ту! Едет поезд. Пока-пока, Ириска!' },
    ],
    small: [
      {
        title: 'Кошка на платформе',
        text: 'На крошечной железнодорожной станции живёт рыжая кошка Ириска. Каждое утро она проходит по платформе и говорит «мяу» всем, кто ждёт поезда.',
      },
      {
        title: 'Лиза стесняется',
        text: 'Лиза недавно переехала в деревню и всех стеснялась. Когда Ириска подошла, Лиза спряталась за папу. Начальник станции показал ей, как протянуть кошке один палец.',
      },
      {
        title: 'Подружились',
        text: 'Ириска понюхала палец, потёрлась головой о ладошку Лизы и замурлыкала. А на следующее утро Лиза первой прибежала на платформу. А кому говоришь «доброе утро» ты?',
      },
    ],
    arc: [
      {
        title: 'Крошечная станция',
        text: 'Среди полей стоит крошечная железнодорожная станция: одна платформа, одна скамейка и маленькое окошко кассы. За ней присматривает начальник станции дядя Коля. А ещё рыжая кошка Ириска, которая встречает здесь пассажиров каждое утро.',
        beat: 'where',
      },
      {
        title: 'Кругом незнакомые',
        text: 'Лиза с папой недавно переехали в деревню. По утрам они ждали на платформе поезд в город. Лиза никого здесь не знала и пряталась за папу.',
        beat: 'problem',
      },
      {
        title: 'Шаг назад',
        text: 'Однажды Ириска подбежала к ней, подняв хвост трубой, и сказала «мяу». Лиза попятилась. Она ни разу не гладила кошку и не знала, как это делается.',
        beat: 'attempt',
      },
      {
        title: 'Один палец',
        text: 'Дядя Коля присел рядом. «Протяни ей один палец и не шевели им, — сказал он. — Пусть сначала понюхает. А потом погладь по спинке, тихонько, от головы к хвосту».',
        beat: 'help',
      },
      {
        title: 'Кошачий привет',
        text: 'Ириска понюхала палец и потёрлась щекой о руку Лизы. Дядя Коля объяснил, что на щеках у кошки есть её собственный запах. Когда она трётся о тебя, она говорит: «Ты из моей семьи».',
        beat: 'why',
      },
      {
        title: 'Доброе утро всем',
        text: 'Ириска замурлыкала так громко, что Лиза засмеялась. Наутро Лиза прибежала на платформу раньше папы. «Доброе утро, Ириска! Доброе утро, дядя Коля!» — весело сказала она, и тут подошёл поезд.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'платформа',
      inText: 'платформе',
      explanation: 'Длинная высокая дорожка вдоль рельсов, где люди ждут поезд.',
    },
    whatHappened:
      'На некоторых маленьких железнодорожных станциях живут кошки, которые каждое утро встречают пассажиров. На одной из них стеснительная девочка, недавно переехавшая в деревню, узнала от начальника станции, как поздороваться со станционной кошкой.',
    parent: {
      upto3: ['Покажешь кошку Ириску?', 'Помурлычешь, как Ириска?'],
      '4to5': [
        'Как думаешь, что почувствовала Лиза, когда Ириска подошла?',
        'А что почувствовала Лиза на следующее утро?',
      ],
      '6to7': [
        'Зачем кошка трётся о людей щекой?',
        'Может, понаблюдаем вместе за кошкой и посмотрим, обо что она трётся?',
      ],
    },
  },
};
