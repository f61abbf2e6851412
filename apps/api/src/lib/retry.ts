/** PostgreSQL's "deadlock detected" and "could not serialize": the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && RETRYABLE.has(String(error.code));
}

/**
 * Runs a whole transaction again when the database aborted it for a deadlock. Lock ordering makes these rare;
 * this makes the rare case invisible to the shopper instead of a 500.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
