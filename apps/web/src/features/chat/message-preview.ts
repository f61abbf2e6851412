import type { ShopChatMessageDto } from '@shop/contract/shop-chat';

/**
 * A conversation's last message in one line of the list: its text, else what it carries ("[Picture]", "[Product]",
 * "[Order]", as keys of the chat namespace). A text wins over a picture sent with it.
 */
export type Preview = { text: string } | { key: 'preview.picture' | 'preview.product' | 'preview.order' } | null;

export function previewOf(message: ShopChatMessageDto | null): Preview {
  if (!message) return null;
  if (message.text.trim() !== '') return { text: message.text };
  if (message.card) return { key: message.card.type === 'product' ? 'preview.product' : 'preview.order' };
  if (message.image) return { key: 'preview.picture' };
  return { text: '' };
}
