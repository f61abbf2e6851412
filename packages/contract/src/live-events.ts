/**
 * What the API pushes to an open app over its event stream (GET /api/user/events for shoppers, GET
 * /api/seller/events for sellers): Server-Sent Events, one stream per tab, only with a session. Events are small
 * references ("this changed"); the app reads what changed through its usual calls. Every event has a numeric `id`;
 * a client that reconnects sends the last one it saw as `Last-Event-ID` and gets what it missed (ids are not in
 * commit order, so the server sends a short look-back too: clients drop ids they have already seen).
 */

export const LIVE_EVENT_KINDS = ['chat.message', 'chat.read', 'notification', 'order.status', 'reset'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/*
 * Plain types, no zod: the apps' stream client (live-client.ts) loads this module, and the server writes the
 * payloads itself (triggers of migration 021), so nothing here needs a runtime schema.
 */

export interface LiveEventData {
  /** A new message in a shop conversation (to the shopper and to the shop). */
  'chat.message': { conversation_id: number; shop_id: number; message_id: number; sender: 'shopper' | 'seller' };
  /** The other side read the conversation: read marks changed. */
  'chat.read': { conversation_id: number; shop_id: number; reader: 'shopper' | 'seller' };
  /** A new notification in the reader's inbox (shopper or seller). */
  notification: { id: number };
  /** An order of the shopper (or of the shop) changed status; `status` is the order status value. */
  'order.status': { order_id: number; status: number };
  /**
   * The server cannot replay what the client missed (its Last-Event-ID is older than the events kept): the client
   * reads everything it shows again.
   */
  reset: Record<string, never>;
}

export type LiveEvent = { [K in LiveEventKind]: { id: number; kind: K; data: LiveEventData[K] } }[LiveEventKind];

/** The server comments the stream at least this often (nginx drops a proxied connection silent for 60 s). */
export const LIVE_HEARTBEAT_MS = 15_000;
/** How long events are kept for replay. */
export const LIVE_EVENTS_KEPT_HOURS = 24;
/** Events committed this long after an event with a higher id still reach a stream (the look-back). */
export const LIVE_LOOKBACK_SECONDS = 30;
