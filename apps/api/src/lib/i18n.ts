import { DEFAULT_LANG, type LangCode, LANG_CODES } from '@shop/contract/languages';
import type { MessageCatalogue, MessageKey } from '@shop/contract/messages';
import en from '@shop/contract/messages/en.json' with { type: 'json' };
import han from '@shop/contract/messages/han.json' with { type: 'json' };
import ri from '@shop/contract/messages/ri.json' with { type: 'json' };
import tai from '@shop/contract/messages/tai.json' with { type: 'json' };
import zhCN from '@shop/contract/messages/zh-CN.json' with { type: 'json' };

/** Server messages in the five languages; English fills any gap (the catalogue test keeps gaps from landing). */
const catalogues: Record<LangCode, MessageCatalogue> = { en, 'zh-CN': zhCN, ri, han, tai };

export type Params = Record<string, string | number>;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Translates a catalogue key into `lang`, falling back to English, then to the key itself. */
export function translate(lang: LangCode, key: MessageKey | string, params?: Params): string {
  const text = lookup(catalogues[lang], key) ?? lookup(catalogues[DEFAULT_LANG], key) ?? key;
  return interpolate(text, params);
}

/** True when `key` names a message (used to tell our validation keys from zod's own messages). */
export function hasMessage(key: string): boolean {
  return lookup(en, key) !== undefined;
}

export { LANG_CODES };
