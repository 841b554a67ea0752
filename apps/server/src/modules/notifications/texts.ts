/** What the server's notifications and pushes say, in en and ru. */
import { localeOr, type Locale } from '@tt/contract';

const texts = {
  en: {
    storyReadyTitle: 'Your story is ready',
    storyReadyBody: (title: string) => `"${title}" is waiting in your story chat.`,
    play: 'Play',
    newStoryTitle: 'A new story has arrived',
    supportTitle: 'Support answered',
    open: 'Open',
  },
  ru: {
    storyReadyTitle: 'Ваша история готова',
    storyReadyBody: (title: string) => `«${title}» ждёт вас в чате с историями.`,
    play: 'Слушать',
    newStoryTitle: 'Пришла новая история',
    supportTitle: 'Ответ поддержки',
    open: 'Открыть',
  },
} satisfies Record<Locale, unknown>;

export const notificationTexts = (locale: string | null | undefined) => texts[localeOr(locale)];
