import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { BotFeedPage } from './BotFeedPage';

/** /chat: the query picks the chat. Only the bot feed is built yet; normal and support chats come later. */
export function ChatPage() {
  const [params] = useSearchParams();
  return params.get('id') || params.get('support') === 'true' ? <ComingSoonPage /> : <BotFeedPage />;
}
