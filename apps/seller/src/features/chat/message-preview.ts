import type { ShopChatMessageDto } from '@shop/contract/shop-chat';

/** What a message without text is shown as in the conversation list. */
export type PreviewWord = 'picture' | 'product' | 'order';

/**
 * A message in one line of the conversation list: its text, else what it carries ("[Product]", "[Order]",
 * "[Picture]" in the seller's words). A card says more than a picture beside it, so it wins.
 */
export function messagePreview(message: ShopChatMessageDto, words: (word: PreviewWord) => string): string {
  const text = message.text.replace(/\s+/g, ' ').trim();
  if (text !== '') return text;
  if (message.card) return words(message.card.type);
  if (message.image) return words('picture');
  return '';
}

/** Whether two times fall on the same calendar day where the seller is (the list shows the hour, else the date). */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}
