import { TOTP_SETTINGS } from '@shop/contract/account-security';
import { Secret, TOTP } from 'otpauth';

/** TOTP (RFC 6238) through `otpauth`: the parameters every authenticator app assumes (SHA-1, 6 digits, 30 s). */

const ISSUER = 'Shop';

/** A new secret: 160 random bits, as RFC 4226 recommends, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans. */
export function otpauthUrl(secret: string, label: string, issuer: string): string {
  const totp = totpOf(secret, label);
  totp.issuer = issuer;
  return totp.toString();
}

/**
 * The time step a code belongs to, when it is the code of the current step or of the one just before or after it
 * (a phone's clock may be 30 s off); undefined for any other code. The caller refuses a step at or below the last
 * one accepted, so a code works once.
 */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now }) + delta;
}

/** The code of a time (tests and the demo use it as an authenticator app would). */
export function codeAt(secret: string, timestamp = Date.now()): string {
  return totpOf(secret).generate({ timestamp });
}
