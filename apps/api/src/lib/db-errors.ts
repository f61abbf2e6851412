/**
 * PostgreSQL's unique_violation (23505), optionally of one constraint or unique index: the database's word on a
 * race two requests ran at once (both checked, both inserted), turned into a plain answer by the caller.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') return false;
  if (constraint === undefined) return true;
  // pg reports the name in `constraint`; PGlite in the message.
  const named = 'constraint' in error ? String(error.constraint) : '';
  const message = 'message' in error ? String(error.message) : '';
  return named === constraint || message.includes(constraint);
}
