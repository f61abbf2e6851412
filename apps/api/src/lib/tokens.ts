import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque session token: 32 random bytes. Only its SHA-256 is stored, so a database leak yields no sessions. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit one-time code (password reset). */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random password for demo accounts printed once at first start. */
export function newReadablePassword(length = 12): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}
