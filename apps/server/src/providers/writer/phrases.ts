/**
 * The template writer's phrases, en and ru. {hero}, {heroThe}, {place}, {event} come from the
 * news item's kid retelling; Russian phrases never inflect them, so grammar stays right.
 */
import type { Locale } from '@tt/contract';

export interface Phrases {
  intro: string[];
  event: string[];
  feeling: string[];
  friends: string[];
  thought: string[];
  ending: string[];
  titles: {
    intro: string;
    event: string;
    detail: string;
    feeling: string;
    friends: string;
    thought: string;
    ending: string;
  };
  questions: string[];
  /** For feed items with no kid retelling. */
  feedIntro: string[];
  feedEnding: string[];
}

export const PHRASES: Record<Locale, Phrases> = {
  en: {
    intro: [
      'Once upon a time, {place}, there lived {hero}.',
      'Far away, {place}, there was {hero}.',
      'Listen, little one. {place}, there is {hero}.',
    ],
    event: ['One bright day, {heroThe} {event}.', 'And today {heroThe} {event}!', 'Guess what? {heroThe} {event}.'],
    feeling: [
      'Everyone around smiled.',
      'It was a happy, happy day.',
      'The sun was warm, and the wind sang softly.',
      'Hearts felt warm and glad.',
    ],
    friends: ['Friends came to see it too.', 'Birds and children came to look.', 'Everyone wanted to say hello.'],
    thought: [
      'The world is full of kind surprises.',
      'Every day the world shows us something new.',
      'Good things happen every day.',
    ],
    ending: [
      'When the stars came out, {heroThe} had sweet dreams. Good night!',
      "And that is today's kind news. Good night, little one.",
      'Tomorrow will bring a new story. Sleep tight!',
    ],
    titles: {
      intro: 'Once upon a time',
      event: 'Something happened',
      detail: 'Did you know?',
      feeling: 'A happy day',
      friends: 'Friends',
      thought: 'A little thought',
      ending: 'Good night',
    },
    questions: [
      'What do you think {heroThe} felt?',
      'What would you do {place}?',
      'What was your favourite part of the story?',
      'Who would you like to tell this story to?',
    ],
    feedIntro: ['Here is some kind news from today.', "Listen to a little story from today's news."],
    feedEnding: ["That is today's news. Good night, little one.", 'The end. Sweet dreams!'],
  },
  ru: {
    intro: [
      'Жила-была история. {place} есть {hero}.',
      'Далеко-далеко, {place}, есть {hero}.',
      'Послушай, малыш. {place} есть {hero}.',
    ],
    event: ['Однажды {heroThe} {event}.', 'А сегодня {heroThe} {event}!', 'Представляешь? {heroThe} {event}.'],
    feeling: [
      'Все вокруг улыбались.',
      'Это был очень радостный день.',
      'Солнце грело, а ветерок тихо пел.',
      'На душе у всех было тепло.',
    ],
    friends: ['Посмотреть пришли и друзья.', 'Прилетели птицы, прибежали дети.', 'Все хотели сказать: «Привет!»'],
    thought: [
      'Мир полон добрых чудес.',
      'Каждый день мир показывает нам что-то новое.',
      'Хорошее случается каждый день.',
    ],
    ending: [
      'Когда зажглись звёзды, всем снились сладкие сны. Спокойной ночи!',
      'Вот такая добрая новость. Спокойной ночи, малыш.',
      'Завтра будет новая сказка. Сладких снов!',
    ],
    titles: {
      intro: 'Жила-была история',
      event: 'Что случилось',
      detail: 'А ты знаешь?',
      feeling: 'Радостный день',
      friends: 'Друзья',
      thought: 'Маленькая мысль',
      ending: 'Спокойной ночи',
    },
    questions: [
      'Как ты думаешь, что все почувствовали?',
      'Что бы ты сделал на их месте?',
      'Что тебе больше всего понравилось в сказке?',
      'Кому бы ты хотел рассказать эту историю?',
    ],
    feedIntro: ['Вот добрая новость сегодняшнего дня.', 'Послушай маленькую историю из сегодняшних новостей.'],
    feedEnding: ['Вот такие новости сегодня. Спокойной ночи, малыш.', 'Конец. Сладких снов!'],
  },
};

/** Hard words explained for feed items, matched in their text. */
export const GLOSSARY: Record<Locale, Record<string, string>> = {
  en: {
    scientists: 'Scientists are people who study how the world works.',
    museum: 'A museum is a building where interesting old and new things are shown.',
    festival: 'A festival is a big happy party for many people.',
    volunteers: 'Volunteers are people who help without being paid.',
    astronauts: 'Astronauts are people who travel into space.',
    planet: 'A planet is a huge round world in space, like the Earth.',
  },
  ru: {
    учёные: 'Учёные — люди, которые узнают, как устроен мир.',
    музей: 'Музей — здание, где показывают интересные вещи.',
    фестиваль: 'Фестиваль — большой весёлый праздник для многих людей.',
    волонтёры: 'Волонтёры — люди, которые помогают бесплатно.',
    космонавты: 'Космонавты — люди, которые летают в космос.',
    планета: 'Планета — огромный круглый мир в космосе, как Земля.',
  },
};
