import { z } from 'zod';
import { id, password } from './validation.ts';

/**
 * Account security shared by every kind of account (docs/account-security.md): two-factor sign-in with TOTP
 * (RFC 6238) and one-time recovery codes for operators, shop owners and shop staff; the sign-in's second step;
 * password change and reset by a mailed code for the desks; and the sessions an account can see and end
 * (shoppers too).
 */

/** The authenticator's parameters: what every authenticator app assumes when the otpauth URI leaves them out. */
export const TOTP_SETTINGS = { digits: 6, period: 30, algorithm: 'SHA1' } as const;
/** One-time recovery codes given when two-factor sign-in is turned on (and when they are made again). */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong second-step codes an account may enter within the window before its second step locks for as long. */
export const SECOND_STEP_MAX_FAILURES = 5;
export const SECOND_STEP_LOCK_MINUTES = 15;
/** How long the sign-in's second step waits for its code after the password was right. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;

/** Six digits from the authenticator app. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: ten letters and digits in two groups ("k7m2p-x9q4t"). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

export const totpCode = z.string({ message: 'totpCodeRule' }).trim().regex(TOTP_CODE_PATTERN, 'totpCodeRule');

/** The second step's code: six digits from the app, or one of the recovery codes (either case, dash optional). */
export const secondStepCode = z
  .string({ message: 'secondStepCodeRule' })
  .trim()
  .toLowerCase()
  .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), 'secondStepCodeRule');

/** Where an account's two-factor sign-in stands. */
export const twoFactorStatusDto = z.object({
  enabled: z.boolean(),
  /** An operator whose role the platform requires it for (always false for sellers: it is theirs to choose). */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** When five wrong codes locked the second step: until when (ISO time); null when not locked. */
  locked_until: z.string().nullable(),
});
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusDto>;

/** Turning on starts with the account's password; the secret stays pending until a code from it is entered. */
export const twoFactorSetupBody = z.strictObject({
  password: z.string({ message: 'passwordRequired' }).min(1, 'passwordRequired'),
});
export const twoFactorSetupDto = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URI as a QR code: an SVG data URL. */
  qr: z.string(),
});
export type TwoFactorSetupDto = z.infer<typeof twoFactorSetupDto>;

export const twoFactorEnableBody = z.strictObject({ code: totpCode });
/** Shown once: only their hashes are kept. */
export const recoveryCodesDto = z.object({ codes: z.array(z.string()) });
export type RecoveryCodesDto = z.infer<typeof recoveryCodesDto>;

/** Turning off needs the password and a code (from the app, or a recovery code). */
export const twoFactorDisableBody = z.strictObject({
  password: z.string({ message: 'passwordRequired' }).min(1, 'passwordRequired'),
  code: secondStepCode,
});
/** New recovery codes replace the old ones; asks for a code from the app. */
export const recoveryCodesRenewBody = z.strictObject({ code: totpCode });

/**
 * A sign-in whose password was right, for an account with two-factor sign-in on: no token yet, a challenge to
 * answer with a code at `…/login/second_step` within SIGN_IN_CHALLENGE_MINUTES.
 */
export const secondStepDto = z.object({
  second_step: z.object({ challenge: z.string(), expires_in: z.number().int() }),
});
export type SecondStepDto = z.infer<typeof secondStepDto>;
export const secondStepBody = z.strictObject({
  challenge: z.string({ message: 'secondStepExpired' }).min(1, 'secondStepExpired').max(200, 'secondStepExpired'),
  code: secondStepCode,
});
export type SecondStepBody = z.output<typeof secondStepBody>;

/** Where an account is signed in. */
export const sessionDto = z.object({
  id: z.number().int(),
  /** "Chrome on Android", "Safari on iPhone": read from the user agent; "" when it says nothing known. */
  device: z.string(),
  /** The address it was last used from. */
  ip: z.string(),
  created_at: z.string(),
  /** Written at most once a minute, and never by catalogue reads. */
  last_used_at: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;
export const sessionListDto = z.object({ list: z.array(sessionDto) });
export type SessionListDto = z.infer<typeof sessionListDto>;
export const sessionEndBody = z.strictObject({ id });
/** How many sessions `…/sessions/end_others` ended. */
export const sessionsEndedDto = z.object({ ended: z.number().int() });

const newPasswordPair = {
  new_password: password,
  confirm_password: z.string({ message: 'passwordRequired' }).min(1, 'passwordRequired'),
};
const samePair = (value: { new_password: string; confirm_password: string }) =>
  value.new_password === value.confirm_password;
const pairMismatch = { path: ['confirm_password'], message: 'passwordsDoNotMatch' };

/** A desk account changes its password: the old one, the new one twice. Every other session ends. */
export const deskPasswordChangeBody = z
  .strictObject({
    old_password: z.string({ message: 'passwordRequired' }).min(1, 'passwordRequired'),
    ...newPasswordPair,
  })
  .refine(samePair, pairMismatch);
export type DeskPasswordChangeBody = z.output<typeof deskPasswordChangeBody>;

/** Forgot password: the account (an operator's account or e-mail; a seller's account, or "shop:staff"). */
export const deskForgotBody = z.strictObject({
  account: z.string({ message: 'loginRequired' }).trim().min(1, 'loginRequired').max(120, 'accountRule'),
});
/** Sets a new password with the mailed code (also how an invited staff member sets the first one). */
export const deskResetBody = z
  .strictObject({
    account: z.string({ message: 'loginRequired' }).trim().min(1, 'loginRequired').max(120, 'accountRule'),
    code: z
      .string({ message: 'resetCodeRule' })
      .trim()
      .regex(/^\d{6}$/, 'resetCodeRule'),
    ...newPasswordPair,
  })
  .refine(samePair, pairMismatch);
export type DeskResetBody = z.output<typeof deskResetBody>;

/**
 * A short name of the device a session was opened from, read from its user agent: the browser and the system
 * ("Chrome on Android"), one of them when the other is unknown, "" when neither is.
 */
export function deviceOf(userAgent: string): string {
  const ua = userAgent;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'macOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : '';
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /HeadlessChrome\//.test(ua)
            ? 'Headless Chrome'
            : /Chrome\/|CriOS\//.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua)
                ? 'Safari'
                : /^node|undici|curl\//i.test(ua)
                  ? 'API client'
                  : '';
  if (browser && system) return `${browser} · ${system}`;
  return browser || system;
}
