import type { RequestError } from './request-error.ts';

/**
 * Set when the server refused a token this app still held: the password was changed (which ends every other
 * session), the session was ended on another device, or an operator froze the account (then with the server's words:
 * "This account is frozen: <reason>…"). The login page reads it to say why the shopper is there, instead of a bare
 * login form; it is cleared once shown and left, or by the next login.
 */
let ended = false;
let notice: string | undefined;

/** The server's message when a refusal says the account is frozen (the words sign-in shows), else nothing. */
export function frozenNotice(error: RequestError): string | undefined {
  return error.errorKey === 'ACCOUNT_FROZEN' ? error.message : undefined;
}

export const sessionEnded = {
  /** `frozen`: the server's message that the account is frozen, with the operator's reason. */
  mark(frozen?: string): void {
    ended = true;
    notice = frozen;
  },
  /** Reads without clearing, so a render that runs twice (StrictMode) sees the same answer. */
  peek(): boolean {
    return ended;
  },
  /** Why it ended, when the server said (a frozen account); otherwise the app's own sentence applies. */
  notice(): string | undefined {
    return ended ? notice : undefined;
  },
  clear(): void {
    ended = false;
    notice = undefined;
  },
};
