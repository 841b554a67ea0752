/** Told for children: the bundled news item of 01-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_01_03: ItemTales = {
  heroLooks:
    'a big grey elephant with wrinkly skin, large floppy ears, small kind brown eyes, a long curling trunk and short white tusks',
  draw: [
    { picture: '🐘', en: ['elephant', 'lola'], ru: ['слон', 'лола', 'лолы'] },
    { picture: '🌲', en: ['fir', 'tree'], ru: ['ёлк', 'ёлочк'] },
    { picture: '🧑‍🌾', en: ['keeper'], ru: ['смотрител'] },
    { picture: '❄️', en: ['snow'], ru: ['снег'] },
  ],
  en: {
    title: 'Elephants get the New Year trees',
    beats: {
      who: 'Lola and the other elephants at a big city zoo, in the first days of January',
      what: 'After the New Year holidays, the zoo got fir trees that nobody had bought, and the keepers gave them to the elephants to play with and to eat.',
      feeling: 'curious, then playful and delighted',
      helped: 'the keepers, who checked that no decorations were left on the trees and carried them in',
      why: 'Fir branches, needles and bark are a healthy winter treat for elephants, and a whole tree gives them something new to sniff, shake and carry.',
    },
    hook: 'Sniff, sniff, somebody smells a fir tree!',
    bedtime: 'In the elephant house, fir needles smell sweet.',
    toddler: [
      { title: 'A tree!', text: 'Look, a tree! A green fir tree. It is for the elephants!' },
      { title: 'Shake, shake', text: 'Lola holds it with her trunk. Swing, swing, swing! Shake, shake!' },
      { title: 'Munch, munch', text: 'Chomp, chomp! Yummy green needles. Thank you, fir tree!' },
    ],
    small: [
      {
        title: 'After the holidays',
        text: 'After the New Year holidays, a big zoo got lots of fir trees that nobody had bought. What could the zoo do with them?',
      },
      {
        title: 'A present for Lola',
        text: 'The keepers checked that no decorations were left on the trees. Then they carried them into the elephants’ yard.',
      },
      {
        title: 'Sniff and shake',
        text: 'Lola the elephant sniffed a tree with her long trunk. Then she picked it up and shook it! The needles flew everywhere.',
      },
      {
        title: 'A tasty treat',
        text: 'Then Lola munched the green needles and the bark, and the other elephants joined in. Can you swing your arm like an elephant’s trunk?',
      },
    ],
    arc: [
      {
        title: 'The elephant yard',
        text: 'At a big city zoo there is a wide yard for the elephants. In January it is cold there, with a little snow on the ground. The oldest elephant is Lola, and she is very curious.',
      },
      {
        title: 'Trees with no home',
        text: 'After the New Year holidays, the tree sellers still had lots of fir trees that nobody had bought. It seemed a shame to throw them away. Who could use a whole forest of trees?',
      },
      {
        title: 'A careful check',
        text: 'The sellers brought the trees to the zoo. First the keepers looked at every branch. There must be no tinsel, no wire and no little ornaments left, only green needles.',
      },
      {
        title: 'What is this?',
        text: 'The keepers carried the trees into the yard and stepped back. Lola stretched out her trunk and sniffed. Sniff, sniff. It smelled fresh and green, like a forest.',
      },
      {
        title: 'Shake and munch',
        text: 'Lola picked up a tree with her trunk and shook it hard, so the needles flew. She dragged it round the yard, then began to munch the branches. Soon every elephant had a tree.',
      },
      {
        title: 'Why elephants like fir trees',
        text: 'Fir needles and bark are a healthy winter treat for elephants. A whole tree is also a new toy to sniff, carry and shake. So the trees that nobody bought made a whole herd happy.',
      },
    ],
    footnote: {
      word: 'needles',
      inText: 'needles',
      explanation: 'The thin, sharp green leaves of a fir or a pine tree.',
    },
    whatHappened:
      'After the New Year holidays, a city zoo received fir trees that had not been sold. Keepers checked them for decorations and gave them to the elephants, who shook them, played with them and ate the needles and bark.',
    parent: {
      upto3: ['Can you point to the fir tree?', 'Can you show how Lola swings her trunk?'],
      '4to5': [
        'How do you think Lola felt when she saw the tree?',
        'What do you think the needles tasted like to Lola?',
      ],
      '6to7': [
        'Why do you think the keepers checked every branch first?',
        'Could you find out together what happens to the New Year trees in your town after the holidays?',
      ],
    },
  },
  ru: {
    title: 'Слоны получили новогодние ёлки',
    beats: {
      who: 'слониха Лола и другие слоны в большом городском зоопарке в первые дни января',
      what: 'После новогодних праздников зоопарку отдали ёлки, которые никто не купил, и смотрители отнесли их слонам, чтобы те играли и ели.',
      feeling: 'любопытство, потом веселье и восторг',
      helped: 'смотрители, которые проверили, чтобы на ёлках не осталось украшений, и принесли их в вольер',
      why: 'Еловые ветки, хвоя и кора — полезное зимнее лакомство для слонов, а целую ёлку можно нюхать, трясти и носить.',
    },
    hook: 'Нюх-нюх, кто-то учуял ёлку!',
    bedtime: 'В слоновнике сладко пахнет хвоей.',
    toddler: [
      { title: 'Ёлка!', text: 'Смотри, ёлка! Зелёная ёлочка. Это для слонов!' },
      { title: 'Трясём!', text: 'Лола берёт её хоботом. Трясём, трясём, трясём! Шур-шур!' },
      { title: 'Жуём', text: 'Жуём, жуём! Вкусные иголочки. Спасибо, ёлочка!' },
    ],
    small: [
      {
        title: 'После праздников',
        text: 'После новогодних праздников в большой зоопарк привезли много ёлок, которые никто не купил. Что же с ними делать?',
      },
      {
        title: 'Подарок для Лолы',
        text: 'Смотрители проверили, чтобы на ёлках не осталось украшений. А потом отнесли их в слоновий вольер.',
      },
      {
        title: 'Понюхать и потрясти',
        text: 'Слониха Лола понюхала ёлку длинным хоботом. Потом подняла её и потрясла! Хвоя полетела во все стороны.',
      },
      {
        title: 'Вкусное угощение',
        text: 'А потом Лола стала жевать зелёные иголки и кору, и другие слоны тоже взялись за ёлки. А ты можешь помахать рукой, как слон хоботом?',
      },
    ],
    arc: [
      {
        title: 'Слоновий вольер',
        text: 'В большом городском зоопарке есть просторный вольер для слонов. В январе там холодно, на земле лежит немного снега. Самая старшая слониха — Лола, и она очень любопытная.',
      },
      {
        title: 'Ёлки без дома',
        text: 'После новогодних праздников у продавцов осталось много ёлок, которые никто не купил. Выбрасывать их было жалко. Кому же пригодится целый лес ёлок?',
      },
      {
        title: 'Внимательная проверка',
        text: 'Продавцы привезли ёлки в зоопарк. Сначала смотрители осмотрели каждую ветку. На ёлках не должно остаться ни мишуры, ни проволоки, ни игрушек.',
      },
      {
        title: 'Что это такое?',
        text: 'Смотрители занесли ёлки в вольер и отошли. Лола протянула хобот и принюхалась. Нюх, нюх. Пахло свежестью, как в лесу.',
      },
      {
        title: 'Трясти и жевать',
        text: 'Лола подняла ёлку хоботом и сильно потрясла, так что полетели иголки. Она потаскала ёлку по вольеру, а потом принялась жевать ветки. Скоро у каждого слона была своя ёлка.',
      },
      {
        title: 'Почему слонам нравятся ёлки',
        text: 'Хвоя и кора — полезное зимнее лакомство для слонов. А ещё целая ёлка — новая игрушка: её можно нюхать, носить и трясти. Так ёлки, которые никто не купил, порадовали целое стадо.',
      },
    ],
    footnote: {
      word: 'хвоя',
      inText: 'хвоя',
      explanation: 'Тонкие колючие зелёные листочки-иголки у ёлки и сосны.',
    },
    whatHappened:
      'После новогодних праздников городской зоопарк получил непроданные ёлки. Смотрители проверили, нет ли на них украшений, и отдали слонам: те трясли ёлки, играли с ними и ели хвою и кору.',
    parent: {
      upto3: ['Покажешь ёлочку?', 'Покажешь рукой, как Лола машет хоботом?'],
      '4to5': [
        'Как думаешь, что почувствовала Лола, когда увидела ёлку?',
        'Как думаешь, какие на вкус иголки для слона?',
      ],
      '6to7': [
        'Как думаешь, зачем смотрители проверяли каждую ветку?',
        'Может, узнаете вместе, что происходит с ёлками в вашем городе после праздников?',
      ],
    },
  },
};
