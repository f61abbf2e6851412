import type { LangCode } from '@shop/contract/languages';

/** The search page's first hot keywords per language (operators change them later); each finds products. */
export const HOT_KEYWORDS: Record<LangCode, string[]> = { en: [], 'zh-CN': [], ri: [], han: [], tai: [] };
