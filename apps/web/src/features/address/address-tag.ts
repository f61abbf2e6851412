import { ADDRESS_TAGS } from '@shop/contract/address';
import type { TFunction } from 'i18next';

type SuggestedTag = (typeof ADDRESS_TAGS)[number];

export function isSuggestedTag(tag: string): tag is SuggestedTag {
  return (ADDRESS_TAGS as readonly string[]).includes(tag);
}

/** Suggested tags are stored as their key (home) and shown translated; a shopper's own tag is shown as typed. */
export function tagLabel(tag: string, t: TFunction): string {
  return isSuggestedTag(tag) ? t(`address:tags.${tag}`) : tag;
}
