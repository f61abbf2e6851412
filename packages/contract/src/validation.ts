import { z } from 'zod';
import { PAY_CODE_PATTERN } from './rules/payment-code.ts';

/**
 * Field rules (docs/architecture.md#the-contract-and-its-rules), shared by the server's route validation and the client's forms. Each `message` is a
 * key of the `validation` message catalogue (messages/<lang>.json), translated on whichever side shows it.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 64;

export const password = z
  .string({ message: 'passwordRequired' })
  .min(MIN_PASSWORD_LENGTH, 'passwordRule')
  .max(MAX_PASSWORD_LENGTH, 'passwordRule');

export const payPassword = z.string({ message: 'passwordRequired' }).regex(PAY_CODE_PATTERN, 'payPasswordRule');

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email = z.string().trim().max(120, 'emailInvalid').regex(EMAIL_PATTERN, 'emailInvalid');

/** International numbers: an optional +, then 6–20 digits with optional spaces or dashes between them. */
export const MOBILE_PATTERN = /^\+?\d(?:[\s-]?\d){5,19}$/;
export const mobile = z.string().trim().regex(MOBILE_PATTERN, 'mobileInvalid');

export const ACCOUNT_PATTERN = /^[\p{L}\p{N}_.@+-]{3,40}$/u;
export const account = z
  .string({ message: 'loginRequired' })
  .trim()
  .min(1, 'loginRequired')
  .regex(ACCOUNT_PATTERN, 'accountRule');

/** ISO 3166-1 alpha-2 country code. */
export const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'countryInvalid');

/** Optional text that an empty string clears. */
export const optionalText = (max: number) => z.string().trim().max(max, 'tooLong');

/** Ids are PostgreSQL `integer` identity columns: anything above 2^31-1 is refused here, not by the database. */
export const MAX_ID = 2_147_483_647;
export const id = z.coerce
  .number({ message: 'idInvalid' })
  .int('idInvalid')
  .positive('idInvalid')
  .max(MAX_ID, 'idInvalid');

/**
 * A list of ids in a query string, written comma-separated (`ids=3,5,8`: OpenAPI's `style: form, explode: false`) or
 * repeated (`ids=3&ids=5`); each id bounded like `id`, duplicates dropped. The document says how it is written, so a
 * generated client sends it right and a test can find it. `tooMany` names the refusal of a list past `max` where
 * that limit is one a person meets (choosing rows to print), not only a bad client.
 */
export const idList = (max: number, tooMany = 'idInvalid') =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z
        .array(id)
        .min(1, 'idInvalid')
        .max(max, tooMany)
        .transform((ids) => [...new Set(ids)]),
    )
    .meta({ style: 'form', explode: false });

export const page = z.coerce.number().int().min(1).default(1);
export const limit = z.coerce.number().int().min(1).max(50).default(10);
export const pageQuery = z.object({ page, limit });
export type PageQuery = z.infer<typeof pageQuery>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** The success envelope of a call, for the OpenAPI document and for tests that check response shapes. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(1), msg: z.string(), data });
