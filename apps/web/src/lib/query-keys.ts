/**
 * The query keys that more than one feature reads or invalidates. Features never import each other, so a key two
 * of them share lives here, once, instead of being copied by hand: the product page's heart invalidates what the
 * favourites screens read, the wallet reads again the account's user info after a withdrawal, the conversation
 * with customer service clears the Me tab's unread badge. A key only one feature uses stays in that feature's
 * api.ts. Keys follow the API's paths; those of texts the server writes in the shopper's language carry it.
 *
 * The module sits in the first-load shell chunk with the rest of lib/: plain arrays, no imports.
 * docs/shopper-app.md#query-keys
 */

/** The public catalogue (/api/goods/*, /api/shop/*): one prefix, so a heart or a follow refreshes every list. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lang: (lang: string) => [...catalogueKeys.all, lang] as const,
  hearted: () => [...catalogueKeys.all, 'hearted'] as const,
  followed: () => [...catalogueKeys.all, 'followed'] as const,
  reviews: (lang: string, productId: number, withImages: boolean) =>
    [...catalogueKeys.all, 'reviews', lang, productId, withImages] as const,
};

/** The cart: its list (features/cart) and the tab bar's count. */
export const cartKeys = {
  all: ['cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
};

/**
 * Orders: lists and details (features/order), the Me page's counts; after-sales invalidates them all. An order's
 * detail is also what the chat with its shop shows before the shopper sends it (features/chat).
 */
export const orderKeys = {
  all: ['order'] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  detail: (lang: string, id: number) => [...orderKeys.all, 'detail', lang, id] as const,
};

/** Everything under /api/user: the signed-in user's info (balance included) is read by account and wallet. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};

/** The notifications inbox (features/notification); the live stream (lib/live-stream.ts) refreshes it. */
export const notificationKeys = {
  all: ['notifications'] as const,
};

/**
 * Chats with shops (/api/chat/*, features/chat): the live stream refreshes them when a message or a read mark
 * arrives, the Me page and its tab show the unread count. `messages(shopId)` is the prefix of everything read of one
 * conversation (its newest page carries the language after it: product cards' titles come in the shopper's).
 */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (shopId: number) => [...chatKeys.all, 'messages', shopId] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};

/** The Me tab's unread counts: notifications own them, the customer-service conversation invalidates them. */
export const unreadKeys = {
  all: ['unread'] as const,
  notifications: () => [...unreadKeys.all, 'notifications'] as const,
  service: () => [...unreadKeys.all, 'service'] as const,
};
