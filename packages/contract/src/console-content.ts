import { z } from 'zod';
import { LANG_CODES } from './languages.ts';

/**
 * Operators edit the help and law pages in the console, in each of the five languages. The shop reads them through
 * GET /api/user/help_support and /api/user/law (content.ts) in the request's language.
 */
export const CONTENT_PAGE_KEYS = ['help_support', 'law'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_BODY_MAX = 20_000;

export const consoleContentQuery = z.object({ key: z.enum(CONTENT_PAGE_KEYS, { message: 'invalidField' }) });

export const consoleContentPageDto = z.object({
  lang: z.enum(LANG_CODES),
  title: z.string(),
  content: z.string(),
  /** Null when the language has no page yet (the shop shows English there). */
  updated_at: z.string().nullable(),
});
export type ConsoleContentPageDto = z.infer<typeof consoleContentPageDto>;

/** One page in all five languages, in the order of LANG_CODES. */
export const consoleContentDto = z.object({ key: z.enum(CONTENT_PAGE_KEYS), pages: z.array(consoleContentPageDto) });
export type ConsoleContentDto = z.infer<typeof consoleContentDto>;

export const consoleContentSaveBody = z.strictObject({
  key: z.enum(CONTENT_PAGE_KEYS, { message: 'invalidField' }),
  lang: z.enum(LANG_CODES, { message: 'invalidField' }),
  title: z.string().trim().min(1, 'titleRequired').max(CONTENT_TITLE_MAX, 'tooLong'),
  content: z
    .string()
    .min(1, 'contentRequired')
    .max(CONTENT_BODY_MAX, 'tooLong')
    .refine((text) => text.trim() !== '', 'contentRequired')
    .refine((text) => !text.includes('\u0000'), 'invalidField'),
});
export type ConsoleContentSaveBody = z.infer<typeof consoleContentSaveBody>;
