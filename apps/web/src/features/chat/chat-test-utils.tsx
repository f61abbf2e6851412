import type {
  ChatCardDto,
  ChatConversationDto,
  ChatMessagesDto,
  ChatShopDto,
  ShopChatMessageDto,
} from '@shop/contract/shop-chat';
import { session } from '../../lib/session.ts';

/** Fixtures of the chat screens' tests; the harness itself is test-support/screen-harness.tsx. */
export function logIn(): void {
  session.setToken('token-1');
}

export const SHOP: ChatShopDto = { id: 7, name: 'Volt Digital', logo: '/uploads/m/volt-logo-0123456789.webp' };

export function message(id: number, overrides: Partial<ShopChatMessageDto> = {}): ShopChatMessageDto {
  return {
    id,
    conversation_id: 3,
    sender: 'shopper',
    text: `Message ${id}`,
    image: null,
    card: null,
    created_at: '2026-03-01T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

export const thread = (
  list: ShopChatMessageDto[],
  options: Partial<Omit<ChatMessagesDto, 'list'>> = {},
): ChatMessagesDto => ({
  shop: SHOP,
  conversation_id: list.length > 0 ? 3 : null,
  list,
  has_more: false,
  unread: list.filter((m) => m.sender === 'seller' && !m.read).length,
  reported: false,
  ...options,
});

export const productCard = (id: number, overrides: Partial<ChatCardDto> = {}): ChatCardDto => ({
  type: 'product',
  id,
  available: true,
  title: '14" Slim Laptop',
  picture: '/uploads/p/laptop-360.webp',
  amount: '649.99',
  status: null,
  ...overrides,
});

export const orderCard = (id: number, overrides: Partial<ChatCardDto> = {}): ChatCardDto => ({
  type: 'order',
  id,
  available: true,
  title: '202603010000041',
  picture: '/uploads/p/hub-360.webp',
  amount: '704.99',
  status: '2',
  ...overrides,
});

export function conversation(id: number, overrides: Partial<ChatConversationDto> = {}): ChatConversationDto {
  return {
    id,
    shop: { id: id + 100, name: `Shop ${id}`, logo: null },
    last_message: message(id * 10, { conversation_id: id, sender: 'seller', text: `Last words of shop ${id}` }),
    unread: 0,
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const conversationPage = (list: ChatConversationDto[], total = list.length, page = 1, limit = 20) => ({
  list,
  total,
  page,
  limit,
});
