/** Told for children: the bundled news item of 12-19 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_12_19: ItemTales = {
  heroLooks:
    'a young swan with soft smoky-grey feathers, a long curved neck, a pale pink-and-black beak and dark eyes, floating on steaming water among white swans',
  draw: [
    { picture: '🦢', en: ['swan', 'smoky'], ru: ['лебед', 'лебёд', 'дымок', 'дымк'] },
    { picture: '🌊', en: ['lake', 'water'], ru: ['озер', 'озёр', 'вод'] },
    { picture: '🔭', en: ['binocular'], ru: ['бинокл'] },
    { picture: '🧒', en: ['children'], ru: ['ребят'] },
    { picture: '❄️', en: ['snow'], ru: ['снеж', 'снег'] },
  ],
  en: {
    title: 'Swans spend the winter on a warm lake',
    beats: {
      who: 'Smoky, a young grey swan on his first trip south, and hundreds of white swans on a lake that never freezes',
      what: 'The swans flew from the frozen north to spend the winter on a lake fed by warm springs, and the village children counted more than three hundred of them.',
      feeling: 'tired after the long flight, then calm and content',
      helped: 'his parents, who led the way, and the warm springs that keep the water open',
      why: 'Swans eat water plants, so in winter they need open water, and a lake fed by warm springs stays unfrozen even in a hard frost.',
    },
    hook: 'Over the snowy fields, white wings are landing.',
    bedtime: 'Smoky tucks his beak under his wing.',
    toddler: [
      { title: 'Swans', text: 'White swans, so many! Honk, honk, honk!' },
      { title: 'A grey swan', text: 'Here is Smoky. He is grey. Splash, he lands!' },
      { title: 'Warm water', text: 'The water is warm. Paddle, paddle. Smoky is happy.' },
    ],
    small: [
      {
        title: 'Frozen lakes',
        text: 'In winter, the lakes in the north freeze hard. The swans that live there cannot find any food under the ice.',
      },
      {
        title: 'A long flight',
        text: 'So they fly far away, to a lake that never freezes. Warm springs bubble up from under the ground and keep its water open.',
      },
      {
        title: 'Smoky lands',
        text: 'Smoky is a young swan, still grey, on his very first trip. He flew behind his parents for many days and landed with a splash.',
      },
      {
        title: 'Three hundred swans',
        text: 'The village children came with their grandpa to count the swans, and there were more than three hundred! How many birds can you count from your window?',
      },
    ],
    arc: [
      {
        title: 'A lake in the snow',
        text: 'Near a snowy village there is a lake that never freezes. Steam rises from it on frosty mornings, and hundreds of white swans float on the water.',
      },
      {
        title: 'The frozen north',
        text: 'The swans spend the summer far in the north. But in winter the lakes there turn to ice, and the swans cannot reach the water plants they eat. They have to leave.',
      },
      {
        title: 'The first long flight',
        text: 'Smoky hatched this summer, and his feathers are still grey. For many days he flew behind his parents over forests and fields. His wings ached, but he kept going.',
      },
      {
        title: 'Warm springs',
        text: 'At last they saw the lake, dark and open among the white fields. Warm springs bubble up from deep under the ground there, so the ice cannot cover it.',
      },
      {
        title: 'Counting swans',
        text: 'Smoky landed with a splash and began to feed. On Saturday the village children came with binoculars and counted more than three hundred swans. They spotted one grey one, too.',
      },
      {
        title: 'Why the swans come here',
        text: 'Swans eat plants that grow under the water, so in winter they need water that does not freeze. The warm springs keep this lake open all winter, and every year the swans come back.',
      },
    ],
    footnote: {
      word: 'spring',
      inText: 'springs',
      explanation: 'A place where water comes up out of the ground all by itself.',
    },
    whatHappened:
      'More than three hundred swans arrived from the north to spend the winter on a lake near a village that stays unfrozen because of warm springs. Village children counted them with binoculars.',
    parent: {
      upto3: ['Can you honk like a swan?', 'Can you find the grey swan?'],
      '4to5': [
        'How do you think Smoky felt after his long flight?',
        'How do you think the children felt, counting so many swans?',
      ],
      '6to7': [
        'Why do you think the swans need water that does not freeze?',
        'Could you count the birds you see on a walk together and write the number down?',
      ],
    },
  },
  ru: {
    title: 'Лебеди зимуют на тёплом озере',
    beats: {
      who: 'Дымок, молодой серый лебедь в своём первом перелёте, и сотни белых лебедей на озере, которое никогда не замерзает',
      what: 'Лебеди прилетели с замёрзшего севера на озеро, которое питают тёплые родники, и деревенские ребята насчитали больше трёхсот птиц.',
      feeling: 'усталость после долгого перелёта, потом покой и довольство',
      helped: 'родители, которые вели его, и тёплые родники, которые не дают воде замёрзнуть',
      why: 'Лебеди едят водные растения, поэтому зимой им нужна открытая вода, а озеро с тёплыми родниками не замерзает даже в сильный мороз.',
    },
    hook: 'Над снежными полями садятся белые крылья.',
    bedtime: 'Дымок спрятал клюв под крыло.',
    toddler: [
      { title: 'Лебеди', text: 'Белые лебеди, сколько их! Клик, клик, клик!' },
      { title: 'Серый лебедь', text: 'Вот Дымок. Он серый. Плюх, приземлился!' },
      { title: 'Тёплая вода', text: 'Вода тёплая. Плывём, плывём. Дымок рад!' },
    ],
    small: [
      {
        title: 'Замёрзшие озёра',
        text: 'Зимой озёра на севере крепко замерзают. Лебеди, которые там живут, не могут достать еду из-подо льда.',
      },
      {
        title: 'Долгий перелёт',
        text: 'Поэтому они улетают далеко, на озеро, которое никогда не замерзает. Из-под земли там бьют тёплые родники, и вода остаётся открытой.',
      },
      {
        title: 'Дымок прилетел',
        text: 'Дымок — молодой лебедь, ещё серый, и это его первый перелёт. Много дней он летел за родителями и наконец плюхнулся в воду.',
      },
      {
        title: 'Триста лебедей',
        text: 'Деревенские ребята пришли с дедушкой считать лебедей, и их оказалось больше трёхсот! А сколько птиц ты можешь насчитать за окном?',
      },
    ],
    arc: [
      {
        title: 'Озеро среди снегов',
        text: 'Рядом с заснеженной деревней есть озеро, которое никогда не замерзает. Морозным утром над ним поднимается пар, а на воде качаются сотни белых лебедей.',
      },
      {
        title: 'Замёрзший север',
        text: 'Лето лебеди проводят далеко на севере. Но зимой тамошние озёра покрываются льдом, и до водных растений, которыми лебеди питаются, не добраться. Приходится улетать.',
      },
      {
        title: 'Первый долгий перелёт',
        text: 'Дымок вылупился этим летом, и перья у него ещё серые. Много дней он летел за родителями над лесами и полями. Крылья устали, но он не отставал.',
      },
      {
        title: 'Тёплые родники',
        text: 'Наконец внизу показалось озеро, тёмное и открытое среди белых полей. Там из глубины бьют тёплые родники, и лёд не может его сковать.',
      },
      {
        title: 'Считаем лебедей',
        text: 'Дымок плюхнулся в воду и принялся кормиться. В субботу деревенские ребята пришли с биноклями и насчитали больше трёхсот лебедей. Заметили и одного серого.',
      },
      {
        title: 'Почему лебеди прилетают сюда',
        text: 'Лебеди едят растения, которые растут под водой, поэтому зимой им нужна вода, которая не замерзает. Тёплые родники не дают этому озеру замёрзнуть, и каждый год лебеди возвращаются сюда.',
      },
    ],
    footnote: {
      word: 'родник',
      inText: 'родники',
      explanation: 'Место, где вода сама выходит из-под земли.',
    },
    whatHappened:
      'Больше трёхсот лебедей прилетели с севера зимовать на озеро у деревни, которое не замерзает благодаря тёплым родникам. Деревенские дети пересчитали их в бинокли.',
    parent: {
      upto3: ['Покажешь серого лебедя?', 'Скажешь «клик-клик», как лебедь?'],
      '4to5': [
        'Как думаешь, что почувствовал Дымок после долгого перелёта?',
        'Как думаешь, что чувствовали ребята, когда считали столько лебедей?',
      ],
      '6to7': [
        'Как думаешь, почему лебедям зимой нужна незамерзающая вода?',
        'Может, посчитаете вместе птиц на прогулке и запишете, сколько получилось?',
      ],
    },
  },
};
