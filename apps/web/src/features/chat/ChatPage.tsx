import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../components/ComingSoonPage';
import { BotFeedPage } from './BotFeedPage';

/** /chat: the query picks the chat. Only the bot feed is built yet; normal and support chats come later. */
export function ChatPage() {
  const [params] = useSearchParams();
  if (params.get('support') === 'true') return <ComingSoonPage part="supportChat" />;
  return params.get('id') ? <ComingSoonPage part="chat" /> : <BotFeedPage />;
}
