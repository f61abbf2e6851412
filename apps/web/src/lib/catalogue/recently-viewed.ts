import type { ProductCardDto } from '@shop/contract/catalogue';
import { isRecord, readStoredList, writeStoredList } from './device-storage.ts';

/**
 * Products the shopper opened, kept on the device (newest first): the product page remembers them, the search
 * page shows them. Only what a small card needs is stored; titles stay in the language they were viewed in.
 */
export const RECENTLY_VIEWED_KEY = 'shop.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 20;

export type RecentlyViewedItem = Pick<ProductCardDto, 'id' | 'shop_id' | 'title' | 'image' | 'price'>;

function isItem(value: unknown): value is RecentlyViewedItem {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    Number.isInteger(value.shop_id) &&
    typeof value.title === 'string' &&
    typeof value.price === 'string' &&
    isRecord(value.image) &&
    typeof value.image.small === 'string' &&
    typeof value.image.large === 'string'
  );
}

/** The list after viewing `item`: it moves to the front, the oldest fall off past `max`. */
export function withViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
  max = RECENTLY_VIEWED_MAX,
): RecentlyViewedItem[] {
  // Copy the known fields only: callers may pass a whole product card or detail-derived object.
  const entry: RecentlyViewedItem = {
    id: item.id,
    shop_id: item.shop_id,
    title: item.title,
    image: { small: item.image.small, large: item.image.large },
    price: item.price,
  };
  return [entry, ...list.filter((other) => other.id !== item.id)].slice(0, max);
}

export function readRecentlyViewed(): RecentlyViewedItem[] {
  return readStoredList(RECENTLY_VIEWED_KEY, isItem).slice(0, RECENTLY_VIEWED_MAX);
}

/** Called by the product page once its product has loaded. */
export function rememberViewed(item: RecentlyViewedItem): void {
  writeStoredList(RECENTLY_VIEWED_KEY, withViewed(readRecentlyViewed(), item));
}
