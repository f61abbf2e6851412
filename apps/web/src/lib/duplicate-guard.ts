/**
 * docs/shopper-app.md#requests-and-errors: the same POST or PUT (URL and body) within 1000 ms of the previous one is
 * refused on the client.
 */
export const DUPLICATE_WINDOW_MS = 1000;

export class DuplicateGuard {
  private last: { key: string; at: number } | undefined;

  constructor(
    private readonly windowMs = DUPLICATE_WINDOW_MS,
    private readonly now = () => Date.now(),
  ) {}

  /** Records the request; false when it repeats the previous one inside the window. */
  admit(method: string, url: string, body: unknown): boolean {
    if (method !== 'POST' && method !== 'PUT') return true;
    const key = `${method} ${url} ${JSON.stringify(body ?? null)}`;
    const at = this.now();
    if (this.last && this.last.key === key && at - this.last.at < this.windowMs) return false;
    this.last = { key, at };
    return true;
  }
}
