import { useParams } from 'react-router';
import { ChatListPage } from './chat-list-page.tsx';
import { ChatPage } from './chat-page.tsx';

/**
 * /chat/:shopId? — the shopper's chats, or with a shop the conversation with it (one route and one chunk, as
 * /shop/:id? takes its id): the two are opened one from the other.
 */
export function ChatScreen() {
  const { shopId } = useParams();
  return shopId === undefined ? <ChatListPage /> : <ChatPage />;
}
