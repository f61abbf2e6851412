import type { ContentPageDto, PublicConfigDto, ServiceChannelDto } from '@shop/contract/content';
import type { ConsoleContentDto, ConsoleContentPageDto, ConsoleContentSaveBody } from '@shop/contract/console-content';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSetting } from '../settings/settings.service.ts';
import * as repo from './content.repo.ts';

export const CONTENT_KEYS = ['help_support', 'law'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** A help or law page in the request's language, falling back to English. */
export async function getPage({ db }: AppDeps, key: ContentKey, lang: LangCode): Promise<ContentPageDto> {
  const page = await repo.findPage(db, key, lang);
  if (!page) throw new AppError('NOT_FOUND');
  return { title: page.title, content: page.content };
}

/** Settings the shopper app reads at start: merchant link and customer-service channels. */
export async function getPublicConfig({ db, config }: AppDeps): Promise<PublicConfigDto> {
  const [channels, hours] = await Promise.all([
    getSetting<ServiceChannelDto[]>(db, 'service_channels'),
    getSetting<string>(db, 'service_hours'),
  ]);
  return {
    // Empty means "derive from the shop's host": the app builds the merchant. sibling itself.
    merchant_url: config.merchantUrl ?? '',
    service_channels: channels ?? [],
    service_hours: hours ?? '',
  };
}

/** A page in all five languages for the console's editor; a language without its own row comes back empty. */
export async function getPageVersions({ db }: AppDeps, key: ContentKey): Promise<ConsoleContentDto> {
  const rows = await repo.listPageVersions(db, key);
  const pages: ConsoleContentPageDto[] = LANG_CODES.map((lang) => {
    const row = rows.find((r) => r.lang === lang);
    return row
      ? { lang, title: row.title, content: row.content, updated_at: row.updated_at.toISOString() }
      : { lang, title: '', content: '', updated_at: null };
  });
  return { key, pages };
}

/**
 * Saves an operator's version of a page in one language, with its line in the audit log (before and after) in the
 * same transaction. The shop's GET /api/user/help_support and /law serve it from then on.
 */
export async function savePageVersion(
  deps: AppDeps,
  operatorId: number,
  body: ConsoleContentSaveBody,
): Promise<ConsoleContentPageDto> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findPageForUpdate(trx, body.key, body.lang);
    await repo.savePage(trx, { key: body.key, lang: body.lang, title: body.title, content: body.content });
    await recordAudit(trx, {
      operatorId,
      action: 'content.save',
      targetType: 'content',
      before: before ? { key: body.key, lang: body.lang, ...before } : null,
      after: { key: body.key, lang: body.lang, title: body.title, content: body.content },
    });
  });
  const saved = (await getPageVersions(deps, body.key)).pages.find((page) => page.lang === body.lang);
  if (!saved) throw new AppError('NOT_FOUND');
  return saved;
}
