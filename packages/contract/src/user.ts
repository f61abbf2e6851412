import { z } from 'zod';
import { LANG_CODES } from './languages.ts';
import { moneyOutput } from './money.ts';
import { RESET_CODE_PATTERN } from './rules/reset-code.ts';
import { account, country, email, mobile, optionalText, password, payPassword } from './validation.ts';

/** Adds the "Passwords do not match" rule to a schema with a password and its confirmation. */
function confirmMatches<T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string, confirm: string) {
  return schema.superRefine((value, ctx) => {
    if (value[field] !== value[confirm]) {
      ctx.addIssue({ code: 'custom', path: [confirm], message: 'passwordsDoNotMatch' });
    }
  });
}

/** No account is longer than this (register allows 40); longer input is refused before it reaches the database. */
const MAX_ACCOUNT_INPUT = 120;

export const loginBody = z.strictObject({
  account: z.string({ message: 'loginRequired' }).trim().min(1, 'loginRequired').max(MAX_ACCOUNT_INPUT, 'accountRule'),
  password: z.string({ message: 'loginRequired' }).min(1, 'loginRequired'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = confirmMatches(
  z.strictObject({
    account,
    password,
    confirm_password: z.string({ message: 'passwordRequired' }),
    email: email.optional().or(z.literal('').transform(() => undefined)),
    mobile: mobile.optional().or(z.literal('').transform(() => undefined)),
    country: country.optional(),
  }),
  'password',
  'confirm_password',
);
export type RegisterBody = z.input<typeof registerBody>;

export const userDto = z.object({
  id: z.number().int(),
  account: z.string(),
  family_name: z.string(),
  given_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  balance: moneyOutput,
  has_pay_password: z.boolean(),
  lang: z.enum(LANG_CODES),
  country: z.string(),
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export const loginResult = z.object({ userinfo: userDto.extend({ token: z.string() }) });
export type LoginResult = z.infer<typeof loginResult>;

/** Uploaded files are served from /uploads/; a profile may only point there. */
export const uploadedPath = z.string().regex(/^\/uploads\/[A-Za-z0-9_-]+\.(?:jpg|png|webp)$/, 'uploadInvalid');

export const profileBody = z.strictObject({
  family_name: optionalText(40).optional(),
  given_name: optionalText(40).optional(),
  email: email.or(z.literal('')).optional(),
  mobile: mobile.or(z.literal('')).optional(),
  avatar: uploadedPath.or(z.literal('')).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

/**
 * resetpwd has two forms: logged in (old_password) or with a reset code from the forgot-password mail
 * (account + code). One schema keeps the messages field-specific for both.
 */
export const resetpwdBody = confirmMatches(
  z
    .strictObject({
      old_password: z.string().optional(),
      account: z.string().trim().max(MAX_ACCOUNT_INPUT, 'accountRule').optional(),
      code: z.string().trim().optional(),
      new_password: password,
      confirm_password: z.string({ message: 'passwordRequired' }),
    })
    .superRefine((value, ctx) => {
      if (value.code !== undefined || value.account !== undefined) {
        if (!value.account) ctx.addIssue({ code: 'custom', path: ['account'], message: 'accountRequired' });
        if (!value.code || !RESET_CODE_PATTERN.test(value.code)) {
          ctx.addIssue({ code: 'custom', path: ['code'], message: 'resetCodeRule' });
        }
      } else if (!value.old_password) {
        ctx.addIssue({ code: 'custom', path: ['old_password'], message: 'passwordRequired' });
      }
    }),
  'new_password',
  'confirm_password',
);
export type ResetpwdBody = z.infer<typeof resetpwdBody>;

export const resetCodeBody = z.strictObject({
  account: z
    .string({ message: 'accountRequired' })
    .trim()
    .min(1, 'accountRequired')
    .max(MAX_ACCOUNT_INPUT, 'accountRequired'),
});

export const resetPayBody = confirmMatches(
  z.strictObject({
    old_pay_password: z.string().optional(),
    pay_password: payPassword,
    confirm_pay_password: z.string({ message: 'passwordRequired' }),
  }),
  'pay_password',
  'confirm_pay_password',
);
export type ResetPayBody = z.infer<typeof resetPayBody>;

export const verifyPayBody = z.strictObject({
  pay_password: z.string({ message: 'payPasswordRequired' }).min(1, 'payPasswordRequired'),
});

export const langQuery = z.object({ lang: z.string() });
