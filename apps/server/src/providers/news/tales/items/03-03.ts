/** Told for children: the bundled news item of 03-03 (format in ../types.ts). Written for Tiny Tidings. */
import type { ItemTales } from '../types.js';

export const TALE_03_03: ItemTales = {
  heroLooks:
    'an old, soft, light-brown teddy bear with a round tummy, one floppy ear, black button eyes and a red bow tie',
  draw: [
    { picture: '🧸', en: ['teddy', 'button'], ru: ['мишк', 'пуговк'] },
    { picture: '👧', en: ['ava'], ru: ['ася', 'аси', 'асе', 'асю', 'асин'] },
    { picture: '👩‍⚕️', en: ['doctor', 'nora'], ru: ['доктор', 'нора', 'норе', 'нору'] },
    { picture: '🩺', en: ['stethoscope'], ru: ['стетоскоп'] },
    { picture: '🩹', en: ['plaster', 'bandage'], ru: ['пластыр', 'повязк'] },
  ],
  en: {
    title: 'A hospital for teddy bears',
    beats: {
      who: 'Ava and her old teddy Button, at a teddy bear hospital in a school hall',
      what: 'Young doctors who are still learning ran a teddy bear hospital for a day; they listened to Button with a stethoscope and sewed his loose ear back on.',
      feeling: 'worried about the floppy ear and a bit wobbly about doctors, then proud and braver',
      helped: 'Doctor Nora, a young doctor in training, who let Ava listen with the stethoscope and sewed the ear on',
      why: 'At a teddy bear hospital children see what a doctor does, so their own visit to the doctor feels less strange.',
    },
    hook: 'Say aah: a teddy is seeing the doctor!',
    bedtime: 'Beside Ava’s pillow, Button rests his mended ear.',
    toddler: [
      { title: 'Floppy ear', text: 'Here is Button the teddy. Oh dear! His ear is floppy.' },
      { title: 'Thump, thump', text: 'Ava takes him to the teddy doctor. Listen! Thump, thump, thump.' },
      { title: 'All better', text: 'Stitch, stitch, stitch. The ear is on! Hug, hug, hug!' },
    ],
    small: [
      {
        title: 'A floppy ear',
        text: 'Ava has an old teddy called Button. One day his ear came loose and flopped over his eye. Poor Button!',
      },
      {
        title: 'The teddy hospital',
        text: 'On Saturday, the school hall became a teddy bear hospital. Young doctors in white coats were waiting there, with toy beds and real stethoscopes.',
      },
      {
        title: 'Stitch by stitch',
        text: 'Doctor Nora let Ava listen to Button’s tummy. Then she sewed his ear back on, stitch by stitch, while Ava held his paw.',
      },
      {
        title: 'Your turn',
        text: 'Ava was so proud of Button, and she felt a little braver too. Which of your toys would you take to a teddy hospital?',
      },
    ],
    arc: [
      {
        title: 'Button’s floppy ear',
        text: 'Ava has an old brown teddy called Button, who has been with her since she was a baby. One morning his ear came loose and flopped over his eye. Ava had her own check-up with a doctor next week, and she felt a bit wobbly about it.',
        beat: 'problem',
      },
      {
        title: 'Two plasters',
        text: 'Ava tried to mend Button herself. She stuck a plaster on his ear, and then another one. But the plasters would not hold, and the ear flopped down again.',
        beat: 'attempt',
      },
      {
        title: 'Why teddies see doctors',
        text: 'Then Mum told her about the teddy bear hospital. Young doctors who are still learning run it for a day. Children bring their toys and watch what a doctor does, so when it is their own turn, nothing feels strange.',
        beat: 'why',
      },
      {
        title: 'Doctor Nora',
        text: 'On Saturday the school hall was full of toy beds. Doctor Nora let Ava listen to Button with a stethoscope. Then she sewed the ear back on, stitch by stitch, while Ava held his paw.',
        beat: 'help',
      },
      {
        title: 'Very brave',
        text: 'Button got a bandage and a sticker that said “Very brave”. The next week, at her own check-up, Ava knew just what the stethoscope was for. She smiled at the doctor and said, “Button had one too!”',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'stethoscope',
      inText: 'stethoscope',
      explanation: 'A doctor’s listening tube with two earpieces, for hearing a heart beat.',
    },
    whatHappened:
      'Young doctors in training ran a teddy bear hospital for a day in a school hall, where children brought their toys to be checked and mended. Such days help children see what doctors do before their own visits.',
    parent: {
      upto3: ['Can you find Button’s floppy ear?', 'Can you give your teddy a hug, like Ava?'],
      '4to5': ['How do you think Ava felt when Button’s ear came loose?', 'What would you like to ask a doctor?'],
      '6to7': [
        'Why do you think a teddy bear hospital helps children feel braver?',
        'Could you play doctor together and listen to each other’s hearts with an ear on the chest?',
      ],
    },
  },
  ru: {
    title: 'Больница для плюшевых мишек',
    beats: {
      who: 'девочка Ася и её старый мишка Пуговка в больнице для игрушек, которую устроили в школьном зале',
      what: 'Будущие врачи на один день открыли больницу для плюшевых мишек: послушали Пуговку стетоскопом и пришили ему оторванное ушко.',
      feeling: 'тревога за ушко и немного страшновато идти к врачу, потом гордость и смелость',
      helped: 'доктор Нора, будущий врач, которая дала Асе послушать стетоскопом и пришила ушко',
      why: 'В больнице для мишек дети видят, что делает доктор, и потом им самим не так непривычно у врача.',
    },
    hook: 'Скажи «а-а-а»: мишка пришёл к доктору!',
    bedtime: 'У подушки дремлет Пуговка, и ушко на месте.',
    toddler: [
      { title: 'Ушко', text: 'Вот мишка Пуговка. Ой-ой! Ушко висит.' },
      { title: 'Тук-тук', text: 'Ася несёт мишку к доктору. Слушай! Тук-тук-тук.' },
      { title: 'Всё хорошо', text: 'Стежок, стежок, стежок. Ушко на месте! Обнимем мишку!' },
    ],
    small: [
      {
        title: 'Ушко висит',
        text: 'У Аси есть старый мишка Пуговка. Однажды у него оторвалось ушко и повисло прямо на глаз. Бедный Пуговка!',
      },
      {
        title: 'Больница для мишек',
        text: 'В субботу школьный зал превратился в больницу для плюшевых мишек. Там ждали молодые врачи в белых халатах, с кукольными кроватками и настоящими стетоскопами.',
      },
      {
        title: 'Стежок за стежком',
        text: 'Доктор Нора дала Асе послушать мишку. А потом пришила ему ушко, стежок за стежком, пока Ася держала его за лапу.',
      },
      {
        title: 'А ты?',
        text: 'Ася так гордилась Пуговкой, и ей самой стало чуть-чуть смелее. А какую игрушку тебе хочется отнести в больницу для мишек?',
      },
    ],
    arc: [
      {
        title: 'Ушко Пуговки',
        text: 'У Аси есть старый бурый мишка Пуговка, он с ней с самого рождения. Однажды утром у него оторвалось ушко и повисло на глаз. А через неделю Асе самой надо было идти к врачу, и ей было немножко не по себе.',
        beat: 'problem',
      },
      {
        title: 'Два пластыря',
        text: 'Ася попробовала вылечить Пуговку сама. Она приклеила к ушку пластырь, а потом ещё один. Но пластыри не держались, и ушко опять повисло.',
        beat: 'attempt',
      },
      {
        title: 'Зачем мишкам доктор',
        text: 'Тогда мама рассказала ей про больницу для плюшевых мишек. Её на один день открывают будущие врачи. Дети приносят игрушки и смотрят, что делает доктор. А когда потом их самих ведут к врачу, всё уже знакомо.',
        beat: 'why',
      },
      {
        title: 'Доктор Нора',
        text: 'В субботу школьный зал был полон кукольных кроваток. Доктор Нора дала Асе послушать Пуговку стетоскопом. Потом она пришила ушко на место, стежок за стежком, а Ася держала мишку за лапу.',
        beat: 'help',
      },
      {
        title: 'Очень смелый',
        text: 'Пуговке наложили повязку и дали наклейку «Очень смелый». А через неделю, у настоящего врача, Ася уже знала, зачем нужен стетоскоп. Она улыбнулась доктору и сказала: «Пуговку тоже так слушали!»',
        beat: 'resolution',
      },
    ],
    footnote: {
      word: 'стетоскоп',
      inText: 'стетоскоп',
      explanation: 'Докторская трубочка с наушниками, чтобы слушать, как бьётся сердце.',
    },
    whatHappened:
      'Будущие врачи на один день открыли в школьном зале больницу для плюшевых мишек: дети приносили игрушки, и их осматривали и чинили. Такие дни помогают детям узнать, что делает доктор, ещё до своего похода к врачу.',
    parent: {
      upto3: ['Покажешь, где у мишки ушко?', 'Обнимешь своего мишку, как Ася?'],
      '4to5': [
        'Как думаешь, что почувствовала Ася, когда у Пуговки оторвалось ушко?',
        'А что тебе хотелось бы спросить у доктора?',
      ],
      '6to7': [
        'Как думаешь, почему больница для мишек помогает детям стать смелее?',
        'Может, поиграете вместе в доктора и послушаете сердце друг у друга, приложив ухо?',
      ],
    },
  },
};
