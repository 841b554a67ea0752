/** Told for children: the bundled news item of 08-05 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_08_05: ItemTales = {
  heroLooks:
    'a fluffy little sea otter pup with light brown fur, a pale round face, tiny round ears, long whiskers and small dark paws',
  draw: [
    { picture: '🦦', en: ['otter', 'tilly'], ru: ['калан', 'бусинк'] },
    { picture: '🌊', en: ['wave', 'sea'], ru: ['волн', 'мор'] },
    { picture: '🌿', en: ['kelp'], ru: ['водоросл', 'ламинари'] },
  ],
  en: {
    title: 'Sea otters hold paws to sleep',
    beats: {
      who: 'Tilly, a sea otter pup in a quiet bay, and her mum',
      what: 'Tilly was too big to sleep on her mum’s tummy any more, so on her first night floating beside her, Mum held her paw and wrapped them both in kelp so they would not drift apart.',
      feeling: 'sleepy and a little worried, then cosy and calm',
      helped: 'her mum, who held her paw and wrapped them in long ribbons of kelp',
      why: 'Sea otters sleep floating on the water, so they hold paws and wrap themselves in kelp to stay together while they sleep.',
    },
    hook: 'Who holds hands while they sleep?',
    bedtime: 'Two furry paws hold tight on the sea.',
    toddler: [
      { title: 'Float', text: 'Here is Tilly, a little otter. Float, float on the sea.' },
      { title: 'Paws', text: 'Mum holds her paw. Hold tight, hold tight!' },
      { title: 'Sleepy', text: 'Rock, rock, go the waves. Tilly and Mum are cosy. Shh.' },
    ],
    small: [
      {
        title: 'On Mum’s tummy',
        text: 'In a quiet bay lives a little sea otter called Tilly. When she was tiny, she slept on her mum’s tummy, floating on the water like a boat.',
      },
      {
        title: 'Too big',
        text: 'But now Tilly was too big for Mum’s tummy. The first night she slept beside her, she woke up and Mum had floated a little way off. Tilly squeaked!',
      },
      {
        title: 'Paw in paw',
        text: 'So Mum wrapped them both in long, floppy kelp and held Tilly’s paw. All night they floated together, paw in paw. Who do you like to hold hands with?',
      },
    ],
    arc: [
      {
        title: 'A quiet bay',
        text: 'In a quiet bay of a cool sea, long ribbons of kelp sway under the water. Sea otters live there. Tilly is a pup with fluffy fur, and all her life she has slept on her mum’s tummy.',
        beat: 'where',
      },
      {
        title: 'Too big',
        text: 'But Tilly has grown. One evening there was no room left on Mum’s tummy. Now Tilly would have to sleep on the water beside her, and the sea rocks and moves.',
        beat: 'problem',
      },
      {
        title: 'Why otters hold paws',
        text: 'Sea otters sleep floating on their backs. The gentle sea can carry a sleeping otter away from its family. So otters hold paws, or wrap themselves in kelp, to stay together.',
        beat: 'why',
      },
      {
        title: 'A little way off',
        text: 'Tilly closed her eyes and floated. When she opened them, Mum had drifted a little way off. Tilly paddled back as fast as she could, squeaking.',
        beat: 'attempt',
      },
      {
        title: 'Kelp and paws',
        text: 'Mum rolled over and gathered long strands of kelp. She wrapped them round Tilly, then round herself, like a soft belt. Then she reached out and took Tilly’s paw.',
        beat: 'help',
      },
      {
        title: 'A ring of otters',
        text: 'Other otters drifted over and held paws too, until the whole family floated in a ring. Tilly yawned. The waves rocked, the kelp held, and Mum’s paw never let go.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'kelp',
      inText: 'kelp',
      explanation: 'A very long brown seaweed that grows up from the sea floor.',
    },
    whatHappened:
      'Sea otters sleep floating on their backs and hold paws or wrap themselves in kelp so they do not drift apart. A young pup, too big now to sleep on her mother’s tummy, spent her first night holding her mother’s paw.',
    parent: {
      upto3: ['Can you find Tilly and her mum on the sea?', 'Can you hold on tight, like Tilly holds Mum’s paw?'],
      '4to5': [
        'How do you think Tilly felt when Mum had floated a little way off?',
        'How did Tilly feel, floating paw in paw all night, do you think?',
      ],
      '6to7': [
        'Why do you think sea otters hold paws when they sleep?',
        'Could you find a picture of a sea otter together and look closely at its paws?',
      ],
    },
  },
  ru: {
    title: 'Каланы спят, держась за лапки',
    beats: {
      who: 'маленький калан Бусинка из тихой морской бухты и её мама',
      what: 'Бусинка выросла и больше не помещалась у мамы на животе, поэтому в первую ночь на воде мама взяла её за лапку и обмотала их обеих водорослями, чтобы их не разнесло.',
      feeling: 'сонная тревога, потом уют и покой',
      helped: 'мама, которая держала её за лапку и обмотала их длинными лентами ламинарии',
      why: 'Каланы спят прямо на воде, поэтому держатся за лапки и заворачиваются в водоросли, чтобы во сне не расплыться.',
    },
    hook: 'Кто засыпает, держась за лапки?',
    bedtime: 'Две пушистые лапки крепко держатся на волнах.',
    toddler: [
      { title: 'Качаемся', text: 'Вот Бусинка, маленький калан. Плывёт и качается на волнах.' },
      { title: 'Лапки', text: 'Мама держит её за лапку. Держись крепко-крепко!' },
      { title: 'Баю-бай', text: 'Волны качают: баю-бай. Бусинке и маме уютно. Ш-ш-ш.' },
    ],
    small: [
      {
        title: 'У мамы на животе',
        text: 'В тихой морской бухте живёт маленький калан Бусинка. Когда она была крошкой, она спала у мамы на животе и качалась на воде, как в лодочке.',
      },
      {
        title: 'Уже большая',
        text: 'Но теперь Бусинка выросла, и на мамином животе ей стало тесно. В первую ночь она уснула рядом с мамой, а проснулась — мама чуть дальше! Бусинка запищала.',
      },
      {
        title: 'Лапка в лапке',
        text: 'Тогда мама обмотала их обеих длинной мягкой ламинарией и взяла Бусинку за лапку. Всю ночь они плыли рядом, лапка в лапке. А с кем ты любишь держаться за руки?',
      },
    ],
    arc: [
      {
        title: 'Тихая бухта',
        text: 'В тихой бухте прохладного моря под водой колышутся длинные ленты водорослей. Здесь живут каланы. Бусинка — пушистый малыш, и всю жизнь она спала у мамы на животе.',
        beat: 'where',
      },
      {
        title: 'Уже большая',
        text: 'Но Бусинка подросла. Однажды вечером места на мамином животе не осталось. Теперь спать придётся на воде рядом с мамой, а море покачивается и движется.',
        beat: 'problem',
      },
      {
        title: 'Зачем держаться за лапки',
        text: 'Каланы спят, лёжа на спине прямо на воде. Тихое море может унести спящего калана от семьи. Поэтому каланы держатся за лапки или заворачиваются в водоросли, чтобы не расплыться.',
        beat: 'why',
      },
      {
        title: 'Чуть поодаль',
        text: 'Бусинка закрыла глаза и задремала. А когда открыла, мама оказалась чуть поодаль. Бусинка поскорее погребла обратно, тоненько попискивая.',
        beat: 'attempt',
      },
      {
        title: 'Водоросли и лапки',
        text: 'Мама собрала длинные ленты водорослей и обмотала ламинарией Бусинку, а потом себя, как мягким поясом. Потом протянула лапу и взяла Бусинку за лапку.',
        beat: 'help',
      },
      {
        title: 'Лапка в лапке',
        text: 'Подплыли другие каланы и тоже взялись за лапки, и вся семья закачалась на воде кружком. Бусинка зевнула. Волны качали, водоросли держали, а мамина лапа так и не отпустила её.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'ламинария',
      inText: 'ламинарией',
      explanation: 'Очень длинная бурая водоросль, которая растёт со дна моря.',
    },
    whatHappened:
      'Каланы спят, лёжа на спине на воде, и держатся за лапки или заворачиваются в водоросли, чтобы их не разнесло. Подросший детёныш, которому стало тесно у мамы на животе, впервые провёл ночь, держась за мамину лапу.',
    parent: {
      upto3: ['Покажешь, где Бусинка и мама?', 'Подержимся крепко-крепко, как Бусинка с мамой?'],
      '4to5': [
        'Как думаешь, что чувствовала Бусинка, когда мама оказалась дальше?',
        'А как Бусинке было всю ночь держать маму за лапку?',
      ],
      '6to7': [
        'Как думаешь, зачем каланы держатся за лапки во сне?',
        'Может, найдёте вместе картинку с каланом и рассмотрите его лапки?',
      ],
    },
  },
};
