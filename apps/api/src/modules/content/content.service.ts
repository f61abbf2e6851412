import type { ContentPageDto, PublicConfigDto, ServiceChannelDto } from '@shop/contract/content';
import type { LangCode } from '@shop/contract/languages';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSetting } from '../settings/settings.repo.ts';
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
    // Empty means "derive from the shop's host" (DESIGN §2): the app builds the merchant. sibling itself.
    merchant_url: config.merchantUrl ?? '',
    service_channels: channels ?? [],
    service_hours: hours ?? '',
  };
}
