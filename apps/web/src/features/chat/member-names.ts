import type { TFunction } from 'i18next';
import type { Chat } from '@tt/contract';

/** The other members of a chat, by name, for its title and preview. */
export function memberNames(chat: Chat, me: number, t: TFunction): string {
  if (chat.kind === 'support') return t('chat.supportTitle');
  if (chat.kind === 'bot') return t('menu.stories');
  return (
    chat.members
      .filter((m) => m.data.userId !== me)
      .map((m) => m.data.name || t('chat.someone'))
      .join(', ') || t('chat.someone')
  );
}
