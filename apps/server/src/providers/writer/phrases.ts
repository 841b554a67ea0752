/**
 * The story grammar's words, en and ru: the narrator character, the lines of each part of the arc
 * (hello → where we are → what happened → a detail → who helped → a quiet moment → why it matters →
 * good night), scene titles and questions. {hero}, {heroThe}, {place}, {event} come from the news
 * item's kid retelling; Russian lines never inflect them, so grammar stays right.
 */
import type { Locale } from '@tt/contract';

export interface Narrator {
  name: string;
  /** The offline illustrator's picture of the narrator. */
  emoji: string;
  /** For pictures and image prompts. */
  looks: string;
}

export const NARRATOR: Record<Locale, Narrator> = {
  en: {
    name: 'Pip',
    emoji: '🐭',
    looks: 'Pip, a small brown mouse with round ears, a red scarf and a little satchel of letters',
  },
  ru: { name: 'Тиша', emoji: '🦔', looks: 'Тиша, a small hedgehog with a blue scarf and a little satchel of letters' },
};

export type Part = 'hello' | 'where' | 'what' | 'detail' | 'helpers' | 'quiet' | 'why' | 'night';

export interface Phrases {
  /** Two-sentence openings for older children; the first sentence names the narrator. */
  hello: string[][];
  /** For the youngest: one or two lines, at most eight words each. */
  helloShort: string[][];
  where: string[];
  what: string[];
  /** Said after the detail. */
  wonder: string[];
  helpers: string[][];
  quiet: string[];
  why: string[][];
  night: string[][];
  nightShort: string[][];
  feelShort: string[];
  titles: Record<Exclude<Part, 'where' | 'what'>, string[]>;
  questions: string[];
  /** For feed items with no kid retelling. */
  feedWhere: string[];
}

export const PHRASES: Record<Locale, Phrases> = {
  en: {
    hello: [
      ['Hello, little one, it is me, Pip the mouse.', 'I have brought you a story in my news bag.'],
      ['Knock, knock! It is Pip the mouse with the evening news.', 'Snuggle up, and let us see what I found today.'],
      [
        'Good evening, little one, Pip the mouse is here.',
        'My satchel is full of news, and one story is just for you.',
      ],
    ],
    helloShort: [
      ['Hello! It is me, Pip the mouse.', 'I have news for you.'],
      ['Knock, knock! Pip the mouse is here.', 'Here is my news bag.'],
    ],
    where: ['Far away, {place}, there is {hero}.', 'Listen: {place}, there is {hero}.'],
    what: ['And today {heroThe} {event}!', 'Guess what happened today? {heroThe} {event}.'],
    wonder: [
      'Pip twitched her whiskers and smiled.',
      '"How wonderful," whispered Pip.',
      'Pip wrote it all down in her tiny notebook.',
    ],
    helpers: [
      ['Many kind hearts were glad to help.', 'When friends help each other, good things grow.'],
      ['Nobody had to do it alone.', 'Someone cared, someone helped, and everyone was glad.'],
      ['Good news travels fast, from friend to friend.', 'Soon everyone nearby was smiling.'],
    ],
    quiet: [
      'It was a calm and happy moment.',
      'Pip sat still for a while, just to enjoy it.',
      'Everything felt gentle and safe.',
    ],
    why: [
      ['This news matters because care makes the world warmer.', 'Even a small kind thing can make a big difference.'],
      ['Every day the world shows us something new.', 'When we look closely, we find wonders everywhere.'],
      ['When we take care of the world, it takes care of us.', 'That is why this is such good news.'],
    ],
    night: [
      ['Now Pip is going home to her warm little bed.', 'Good night, little one, and sweet dreams.'],
      ['Pip closes her news bag until tomorrow.', 'Sleep tight, little one, everyone is safe and sound.'],
    ],
    nightShort: [
      ['Pip says bye-bye.', 'Good night, little one!'],
      ['Pip goes home to bed.', 'Sweet dreams, little one!'],
    ],
    feelShort: ['Everyone was happy.', 'What a happy day!', 'Hooray, hooray!'],
    titles: {
      hello: ["Pip's news bag", 'Hello from Pip', 'A knock at the door'],
      detail: ['Did you know?', 'Look closely'],
      helpers: ['Kind helpers', 'Friends nearby'],
      quiet: ['A quiet moment', 'Just for a while'],
      why: ['Why it matters', 'A little thought'],
      night: ['Time for bed', 'Good night'],
    },
    questions: [
      'What do you think {heroThe} felt?',
      'What would you do if you were there?',
      'What was your favourite part of the story?',
      'Who would you like to tell this story to?',
    ],
    feedWhere: ['Here is some kind news from today.', "Listen to a little story from today's news."],
  },
  ru: {
    hello: [
      ['Здравствуй, малыш, это я, ёжик Тиша.', 'Я принёс тебе сказку в своей сумке новостей.'],
      ['Тук-тук! Это ёжик Тиша с вечерними новостями.', 'Устраивайся поудобнее, посмотрим, что я нашёл сегодня.'],
      ['Добрый вечер, малыш, ёжик Тиша уже здесь.', 'Сумка полна новостей, и одна история только для тебя.'],
    ],
    helloShort: [
      ['Привет! Это я, ёжик Тиша.', 'У меня есть новость.'],
      ['Тук-тук! Пришёл ёжик Тиша.', 'Вот моя сумка новостей.'],
    ],
    where: ['Далеко-далеко, {place}, есть {hero}.', 'Послушай: {place} есть {hero}.'],
    what: ['А сегодня {heroThe} {event}!', 'Представляешь? Сегодня {heroThe} {event}.'],
    wonder: [
      'Тиша пошевелил носиком и улыбнулся.',
      '«Как чудесно», — прошептал Тиша.',
      'Тиша записал всё в крошечный блокнот.',
    ],
    helpers: [
      ['Многие добрые сердца были рады помочь.', 'Когда друзья помогают друг другу, хорошее растёт.'],
      ['Никому не пришлось справляться одному.', 'Кто-то позаботился, кто-то помог, и все обрадовались.'],
      ['Добрые вести быстро летят от друга к другу.', 'Скоро все вокруг улыбались.'],
    ],
    quiet: [
      'Это была тихая и радостная минута.',
      'Тиша немного посидел, чтобы порадоваться.',
      'Всё вокруг было мягким и спокойным.',
    ],
    why: [
      ['Эта новость важна, потому что забота делает мир теплее.', 'Даже маленькое доброе дело много значит.'],
      ['Каждый день мир показывает нам что-то новое.', 'Если смотреть внимательно, чудеса повсюду.'],
      ['Когда мы заботимся о мире, мир заботится о нас.', 'Вот почему это такая хорошая новость.'],
    ],
    night: [
      ['Теперь Тиша идёт домой, в тёплую кроватку.', 'Спокойной ночи, малыш, сладких снов.'],
      ['Тиша закрывает сумку до завтра.', 'Спи крепко, малыш, все в безопасности.'],
    ],
    nightShort: [
      ['Тиша машет лапкой.', 'Спокойной ночи, малыш!'],
      ['Тиша идёт спать.', 'Сладких снов, малыш!'],
    ],
    feelShort: ['Все были рады.', 'Какой радостный день!', 'Ура, ура!'],
    titles: {
      hello: ['Сумка новостей', 'Привет от Тиши', 'Тук-тук'],
      detail: ['А ты знаешь?', 'Посмотри поближе'],
      helpers: ['Добрые помощники', 'Друзья рядом'],
      quiet: ['Тихая минутка', 'Немного помолчим'],
      why: ['Почему это важно', 'Маленькая мысль'],
      night: ['Пора спать', 'Спокойной ночи'],
    },
    questions: [
      'Как ты думаешь, что все почувствовали?',
      'Что бы ты сделал, если бы оказался там?',
      'Что тебе больше всего понравилось в сказке?',
      'Кому бы ты хотел рассказать эту историю?',
    ],
    feedWhere: ['Вот добрая новость сегодняшнего дня.', 'Послушай маленькую историю из сегодняшних новостей.'],
  },
};

/** Hard words explained for feed items, matched in their text; explanations never repeat the word. */
export const GLOSSARY: Record<Locale, Record<string, string>> = {
  en: {
    scientists: 'People who study how the world works.',
    museum: 'A building where interesting old and new things are shown.',
    festival: 'A big happy party for many people.',
    volunteers: 'People who help without being paid.',
    astronauts: 'People who travel into space.',
    planet: 'A huge round world in space, like the Earth.',
  },
  ru: {
    учёные: 'Люди, которые узнают, как устроен мир.',
    музей: 'Здание, где показывают интересные вещи.',
    фестиваль: 'Большой весёлый праздник для многих людей.',
    волонтёры: 'Люди, которые помогают бесплатно.',
    космонавты: 'Люди, которые летают в космос.',
    планета: 'Огромный круглый мир в космосе, как Земля.',
  },
};
