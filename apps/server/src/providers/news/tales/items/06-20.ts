/** Told for children: the bundled news item of 06-20 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_06_20: ItemTales = {
  heroLooks:
    'a six-year-old girl with two blonde plaits poking out of a white fluffy hat, a red snowsuit, and a jar of bubbles with a pink wand',
  draw: [
    { picture: '🫧', en: ['bubble'], ru: ['пузыр'] },
    { picture: '👧', en: ['greta'], ru: ['даша', 'даши', 'даше', 'дашу'] },
    { picture: '👨', en: ['dad'], ru: ['пап'] },
    { picture: '❄️', en: ['snow', 'frost', 'ice'], ru: ['снег', 'мороз', 'лёд', 'льд', 'ледян'] },
  ],
  en: {
    title: 'Soap bubbles that turn to ice',
    beats: {
      who: 'Greta, a six-year-old girl, and her dad on the coldest morning of the winter',
      what: 'Greta’s bubbles kept popping in the wind until Dad showed her how to blow slowly and let a bubble land on the snow, where it froze into a glittering ball of ice.',
      feeling: 'eager, then disappointed, then spellbound',
      helped: 'her dad, who showed her to blow slowly and let the bubble settle out of the wind',
      why: 'In a hard frost the thin soapy skin of a bubble freezes, as ice crystals spread across it in feathery patterns.',
    },
    hook: 'Can a soap bubble turn into ice?',
    bedtime: 'The bubble wand rests in its little jar.',
    toddler: [
      { title: 'Blow', text: 'Blow, blow, a big round bubble!' },
      { title: 'Shh', text: 'It lands on the snow. Shh, wait and see.' },
      { title: 'Ice!', text: 'Look, the bubble is ice! Sparkle, sparkle!' },
    ],
    small: [
      {
        title: 'A frosty morning',
        text: 'On a very frosty morning, Greta went outside with a jar of bubbles. Her breath made little clouds in the air.',
      },
      {
        title: 'Pop!',
        text: 'She blew hard, and lots of tiny bubbles flew off and popped. Pop, pop, pop! Not one of them froze.',
      },
      {
        title: 'A ball of ice',
        text: 'Dad showed her how to blow slowly and let a big bubble settle on the snow. Soon ice crystals crept across it, and it turned into a glittering ball! What shapes can you see in frost?',
      },
    ],
    arc: [
      {
        title: 'Bubbles in the frost',
        text: 'Greta had read that in a very hard frost, soap bubbles can freeze. One morning was the coldest of the whole winter, and she ran outside with a jar of bubbles.',
        beat: 'problem',
      },
      {
        title: 'Pop, pop, pop',
        text: 'Greta blew as hard as she could. Lots of tiny bubbles whirled away on the breeze and popped at once. Not one of them had time to freeze.',
        beat: 'attempt',
      },
      {
        title: 'Slowly, gently',
        text: 'Dad came and knelt beside her. He said to blow slowly, like cooling soup, and to let the bubble land on the snow. Greta blew a big wobbly bubble, and it settled there.',
        beat: 'help',
      },
      {
        title: 'How a bubble freezes',
        text: 'A bubble is a thin skin of soapy water. In a hard frost, tiny ice crystals start to grow on it in one spot. They join up and spread in feathery patterns, until the whole skin is ice.',
        beat: 'why',
      },
      {
        title: 'A glittering ball',
        text: 'Greta held her breath. Feathery patterns crept across the bubble, like frost on a window, and it turned into a glittering ball of ice. Then, tink, it cracked like a tiny eggshell. “Again!” said Greta.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'crystal',
      inText: 'crystals',
      explanation: 'A tiny piece of ice or stone with flat, shiny sides.',
    },
    whatHappened:
      'On a very frosty morning, a girl and her father blew soap bubbles and let them settle on the snow, out of the wind. In the hard frost the bubbles froze into glittering balls of ice with feathery patterns.',
    parent: {
      upto3: ['Can you blow a bubble, like this?', 'Can you find the bubble on the snow?'],
      '4to5': [
        'How do you think Greta felt when the bubbles popped?',
        'What did the ball of ice look like, do you think?',
      ],
      '6to7': [
        'Why do you think the bubbles froze only when Greta blew slowly?',
        'Could you look at frost on a window together and find the feathery patterns?',
      ],
    },
  },
  ru: {
    title: 'Мыльные пузыри, которые замерзают',
    beats: {
      who: 'шестилетняя девочка Даша и её папа в самое морозное утро зимы',
      what: 'Пузыри у Даши лопались на ветру, пока папа не показал, как дуть медленно и сажать пузырь на снег, и там он замёрз в блестящий ледяной шарик.',
      feeling: 'нетерпение, потом огорчение, потом восхищение',
      helped: 'папа, который научил её дуть медленно и прятать пузырь от ветра',
      why: 'В сильный мороз тонкая мыльная плёнка пузыря замерзает: по ней разбегаются кристаллики льда, похожие на пёрышки.',
    },
    hook: 'Может ли мыльный пузырь замёрзнуть?',
    bedtime: 'Палочка для пузырей отдыхает в баночке.',
    toddler: [
      { title: 'Дуем', text: 'Дуем, дуем — большой пузырь!' },
      { title: 'Тсс', text: 'Сел на снег. Тсс, подождём.' },
      { title: 'Лёд!', text: 'Смотри, пузырь стал ледяным! Блестит, блестит!' },
    ],
    small: [
      {
        title: 'Морозное утро',
        text: 'Очень морозным утром Даша вышла во двор с баночкой мыльных пузырей. Изо рта у неё шёл пар, как маленькое облако.',
      },
      {
        title: 'Лоп!',
        text: 'Даша дунула сильно, и много крошечных пузырьков разлетелось и лопнуло. Лоп, лоп, лоп! Ни один не замёрз.',
      },
      {
        title: 'Ледяной шарик',
        text: 'Папа показал, как дуть медленно и сажать большой пузырь на снег. Скоро по нему побежали кристаллики льда, и он стал блестящим шариком! А какие узоры ты видишь в инее?',
      },
    ],
    arc: [
      {
        title: 'Пузыри на морозе',
        text: 'Даша прочитала, что в очень сильный мороз мыльные пузыри замерзают. И вот настало самое морозное утро за всю зиму, и Даша выбежала во двор с баночкой пузырей.',
        beat: 'problem',
      },
      {
        title: 'Лоп, лоп, лоп',
        text: 'Даша дунула изо всех сил. Много крошечных пузырьков закружилось в воздухе и тут же лопнуло. Ни один не успел замёрзнуть.',
        beat: 'attempt',
      },
      {
        title: 'Медленно и нежно',
        text: 'Папа присел рядом. «Дуй медленно, будто остужаешь суп, — сказал он. — А потом посади пузырь на снег». Даша выдула большой дрожащий пузырь, и он мягко опустился на снег.',
        beat: 'help',
      },
      {
        title: 'Как замерзает пузырь',
        text: 'Пузырь — это тонкая плёнка мыльной воды. В сильный мороз на ней в одном месте начинают расти крошечные кристаллики льда. Они сцепляются и разбегаются пёрышками, пока вся плёнка не станет ледяной.',
        beat: 'why',
      },
      {
        title: 'Блестящий шарик',
        text: 'Даша затаила дыхание. По пузырю побежали узоры, как мороз на окне, и он превратился в блестящий ледяной шарик. А потом — дзинь! — треснул, как крошечная скорлупка. «Ещё!» — сказала Даша.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'кристаллик',
      inText: 'кристаллики',
      explanation: 'Крошечная льдинка или камешек с ровными блестящими гранями.',
    },
    whatHappened:
      'Очень морозным утром девочка с папой выдували мыльные пузыри и сажали их на снег, подальше от ветра. На сильном морозе пузыри замерзали и становились блестящими ледяными шариками с узорами, похожими на пёрышки.',
    parent: {
      upto3: ['Подуем вместе, как на пузырь?', 'Покажешь пузырь на снегу?'],
      '4to5': [
        'Как думаешь, что почувствовала Даша, когда пузыри полопались?',
        'А тебе хотелось бы подержать такой шарик?',
      ],
      '6to7': [
        'Как думаешь, почему пузыри замёрзли, только когда Даша дула медленно?',
        'Может, рассмотрите вместе иней на окне и найдёте узоры-пёрышки?',
      ],
    },
  },
};
