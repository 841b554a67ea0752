/** Told for children: the bundled news item of 02-02 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_02_02: ItemTales = {
  heroLooks: 'a sleepy grey koala with big fluffy ears, a large black nose and cream fur on his tummy',
  draw: [
    { picture: '🐨', en: ['gumnut', 'koala'], ru: ['пушок', 'коал'] },
    { picture: '🌳', en: ['tree'], ru: ['дерев'] },
    { picture: '🍃', en: ['leaves'], ru: ['листь', 'листоч'] },
    { picture: '👩', en: ['keeper', 'sam'], ru: ['смотрительниц', 'саш'] },
  ],
  en: {
    title: 'A koala moves to a new tree',
    beats: {
      who: 'Gumnut, a koala at a zoo, and his keeper Sam',
      what: 'When the koalas got a new, bigger home, Gumnut would not leave his old tree until his keeper brought a branch that smelled of it, and then he settled into the new one.',
      feeling: 'unsure and clingy, then curious, then cosy and content',
      helped: 'his keeper Sam, who tied his old branch into the new tree',
      why: 'Koalas know their own trees by smell, and a familiar smell helps them feel at home.',
    },
    hook: 'Which tree will a sleepy koala pick?',
    bedtime: 'Gumnut is wedged in his fork, fast asleep.',
    toddler: [
      { title: 'Gumnut', text: 'Here is Gumnut, a sleepy koala. Hug, hug, hug the tree.' },
      { title: 'Sniff, sniff', text: 'A new tree! Sniff, sniff. It smells new.' },
      { title: 'Home', text: 'Here is his old branch. Sniff. Yes! Gumnut climbs up.' },
    ],
    small: [
      {
        title: 'A new home',
        text: 'At the zoo, the koalas got a big new home with tall new trees. But Gumnut the koala hugged his old tree and would not let go.',
      },
      {
        title: 'Sniff, sniff',
        text: 'His keeper, Sam, carried him to a new tree. Gumnut sniffed the bark and frowned. It did not smell like home. He felt very unsure.',
      },
      {
        title: 'The old branch',
        text: 'So Sam cut a branch from the old tree and tied it into the new one. Gumnut sniffed it, and his ears perked up. Up he climbed!',
      },
      {
        title: 'Home at last',
        text: 'Soon he was fast asleep in the branches. What smell makes you feel at home?',
      },
    ],
    arc: [
      {
        title: 'Gumnut’s tree',
        text: 'At a zoo lives a grey koala called Gumnut. He has fluffy ears, a big black nose, and one favourite tree. He has eaten its leaves and slept in its branches for years.',
        beat: 'where',
      },
      {
        title: 'Moving day',
        text: 'The zoo built the koalas a bigger home, with tall new trees and fresh leaves. Everyone moved in, except Gumnut. He wrapped his arms round his old tree and held on.',
        beat: 'problem',
      },
      {
        title: 'Fresh leaves',
        text: 'His keeper, Sam, gently lifted him across to a new tree and offered him a bunch of the freshest leaves. Gumnut sniffed them, sniffed the bark, and climbed straight back down.',
        beat: 'attempt',
      },
      {
        title: 'Why smell matters',
        text: 'Koalas know their trees by smell. A koala rubs its chest on the bark and leaves its own scent there. To Gumnut, the new tree smelled of nobody at all.',
        beat: 'why',
      },
      {
        title: 'A piece of home',
        text: 'So Sam had an idea. She cut a leafy branch from Gumnut’s old tree and tied it into the new one. Gumnut sniffed. His ears went up. He climbed, paw over paw, to his old branch.',
        beat: 'help',
      },
      {
        title: 'A new favourite',
        text: 'He rubbed his chest on the new bark, nibbled a leaf and wedged himself into a comfy fork. By the afternoon, Gumnut was snoring softly in his brand-new tree.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'bark',
      inText: 'bark',
      explanation: 'The rough, hard skin on the outside of a tree.',
    },
    whatHappened:
      'A zoo moved its koalas into a bigger new home. One koala settled in only after his keeper tied a branch from his old tree into the new one, because koalas know their trees by smell.',
    parent: {
      upto3: ['Can you find Gumnut in the tree?', 'Can you sniff, sniff like Gumnut?'],
      '4to5': [
        'How do you think Gumnut felt when the new tree did not smell like home?',
        'What do you think Gumnut felt when he smelled his old branch?',
      ],
      '6to7': [
        'Why do you think the old branch helped Gumnut feel at home?',
        'Could you close your eyes together and guess things at home just by their smell?',
      ],
    },
  },
  ru: {
    title: 'Коала переезжает на новое дерево',
    beats: {
      who: 'коала Пушок из зоопарка и его смотрительница Саша',
      what: 'Когда коалам построили новый просторный дом, Пушок не хотел уходить со старого дерева, пока смотрительница не принесла ветку, которая им пахла, и тогда он устроился на новом.',
      feeling: 'неуверенность, потом любопытство, потом уют и спокойствие',
      helped: 'смотрительница Саша, которая привязала к новому дереву ветку со старого',
      why: 'Коалы узнают свои деревья по запаху, и знакомый запах помогает им почувствовать себя дома.',
    },
    hook: 'Какое дерево выберет сонная коала?',
    bedtime: 'Пушок уснул в развилке своего дерева.',
    toddler: [
      { title: 'Пушок', text: 'Вот Пушок, сонная коала. Обнял дерево крепко-крепко.' },
      { title: 'Нюх-нюх', text: 'Новое дерево! Нюх-нюх. Пахнет незнакомо.' },
      { title: 'Дома', text: 'А вот старая веточка. Нюх! Да! Пушок лезет наверх.' },
    ],
    small: [
      {
        title: 'Новый дом',
        text: 'В зоопарке коалам построили большой новый дом с высокими деревьями. Но коала Пушок обнял своё старое дерево и ни за что не отпускал.',
      },
      {
        title: 'Нюх-нюх',
        text: 'Смотрительница Саша перенесла его на новое дерево. Пушок понюхал кору и нахмурился. Пахло совсем не домом. Ему было очень неуютно.',
      },
      {
        title: 'Старая ветка',
        text: 'Тогда Саша срезала ветку со старого дерева и привязала её к новому. Пушок понюхал, и ушки у него поднялись. Он полез наверх!',
      },
      {
        title: 'Наконец дома',
        text: 'Скоро он уже сладко спал среди веток. А какой запах напоминает тебе о доме?',
      },
    ],
    arc: [
      {
        title: 'Дерево Пушка',
        text: 'В зоопарке живёт серая коала Пушок. У него пушистые уши, большой чёрный нос и одно любимое дерево. Много лет он ел его листья и спал на его ветках.',
        beat: 'where',
      },
      {
        title: 'Переезд',
        text: 'Зоопарк построил коалам новый просторный дом с высокими деревьями и свежими листьями. Все переехали, кроме Пушка. Он обхватил лапами старое дерево и не отпускал.',
        beat: 'problem',
      },
      {
        title: 'Свежие листья',
        text: 'Смотрительница Саша бережно перенесла его на новое дерево и протянула пучок самых свежих листьев. Пушок понюхал листья, понюхал кору и тут же слез вниз.',
        beat: 'attempt',
      },
      {
        title: 'Всё дело в запахе',
        text: 'Коалы узнают свои деревья по запаху. Коала трётся грудкой о кору и оставляет на ней свой запах. А новое дерево не пахло никем.',
        beat: 'why',
      },
      {
        title: 'Кусочек дома',
        text: 'И тут Саша придумала. Она срезала ветку со старого дерева Пушка и привязала её к новому. Пушок принюхался. Уши у него поднялись. Лапа за лапой он полез к своей старой ветке.',
        beat: 'help',
      },
      {
        title: 'Новое любимое дерево',
        text: 'Он потёрся грудкой о новую кору, пожевал листочек и устроился в удобной развилке. А к обеду Пушок уже тихонько посапывал на своём новом дереве.',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'кора',
      inText: 'кору',
      explanation: 'Твёрдая шершавая «кожа» ствола и веток.',
    },
    whatHappened:
      'Зоопарк переселил коал в новый просторный дом. Одна коала освоилась, только когда смотрительница привязала к новому дереву ветку с его старого: коалы узнают свои деревья по запаху.',
    parent: {
      upto3: ['Где Пушок на дереве?', 'Понюхаем, как Пушок: нюх-нюх?'],
      '4to5': [
        'Как думаешь, что почувствовал Пушок, когда новое дерево пахло незнакомо?',
        'Что почувствовал Пушок, когда понюхал старую ветку?',
      ],
      '6to7': [
        'Как думаешь, почему старая ветка помогла Пушку почувствовать себя дома?',
        'Может, закроете глаза и попробуете угадать домашние вещи по запаху?',
      ],
    },
  },
};
