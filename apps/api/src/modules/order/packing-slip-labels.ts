import type { LangCode } from '@shop/contract/languages';
import en from './packing-slip-labels/en.json' with { type: 'json' };
import han from './packing-slip-labels/han.json' with { type: 'json' };
import ri from './packing-slip-labels/ri.json' with { type: 'json' };
import tai from './packing-slip-labels/tai.json' with { type: 'json' };
import zhCN from './packing-slip-labels/zh-CN.json' with { type: 'json' };

/**
 * The packing slip's words in the five languages. Only the API prints them, so they live beside the code that
 * prints them, not in the contract's messages that every app downloads (docs/i18n.md#message-keys); their test
 * holds them to the same rules: every English key in every language, translated, with the same placeholders.
 */
export type SlipLabel = keyof typeof en;

export const SLIP_LABELS: Record<LangCode, Record<SlipLabel, string>> = { en, 'zh-CN': zhCN, ri, han, tai };

/** A label of the slip in `lang`, its {{placeholders}} filled. */
export function slipLabel(lang: LangCode, key: SlipLabel, params: Record<string, string | number> = {}): string {
  return SLIP_LABELS[lang][key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
