/**
 * Whether an error means the database could not be reached or used just now (stopped, restarting, a connection it
 * ended, no connection free within the wait, a statement past its time) rather than a fault of the request or the
 * code. Such a request is answered 503 DATABASE_UNAVAILABLE: the client may retry it (with the same Idempotency-Key)
 * and nothing was committed unless its stored answer says so.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception), 57P01-57P05 (admin/crash shutdown, cannot connect now, idle
    // session timeout), 53300 (too many connections), 57014 (statement cancelled by statement_timeout).
    if (/^08/.test(code) || /^57P0[1-5]$/.test(code) || code === '53300' || code === '57014') return true;
    // The socket's own failures while connecting or talking to the server.
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code))
      return true;
  }
  // node-postgres reports these with a message only.
  return /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection closed)/.test(
    error.message,
  );
}
