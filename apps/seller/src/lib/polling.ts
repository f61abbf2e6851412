/**
 * How often screens ask again while the event stream is not live (useLivePolling): the open conversation often
 * enough to read as a chat; the unread counts of the header and menu, and the conversation list, rarely, since they
 * only invite a look.
 */
export const OPEN_CONVERSATION_POLL_MS = 3000;
export const UNREAD_POLL_MS = 15_000;
