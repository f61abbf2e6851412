/**
 * Set when the server refused a token this app still held: the password was changed (which ends every other
 * session) or the session was ended on another device. The login page reads it to say why the shopper is there,
 * instead of a bare login form; it is cleared once shown and left, or by the next login.
 */
let ended = false;

export const sessionEnded = {
  mark(): void {
    ended = true;
  },
  /** Reads without clearing, so a render that runs twice (StrictMode) sees the same answer. */
  peek(): boolean {
    return ended;
  },
  clear(): void {
    ended = false;
  },
};
