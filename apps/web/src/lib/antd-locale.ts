import type { LangCode } from '@shop/contract/languages';

/**
 * antd-mobile's built-in texts (picker buttons, dialogs, uploaders) in the shopper's language. Set through
 * setDefaultConfig rather than a ConfigProvider so that neither antd-mobile's config code nor a locale sits in
 * the first page's JavaScript: only screens with such components need it, and they load after this.
 */
/** antd-mobile's locale of each language (the server renderer loads them all). */
export const antdLocales = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  ri: () => import('antd-mobile/es/locales/ja-JP'),
  han: () => import('antd-mobile/es/locales/ko-KR'),
  tai: () => import('antd-mobile/es/locales/th-TH'),
} satisfies Record<LangCode, () => Promise<unknown>>;

export async function applyAntdLocale(lang: LangCode): Promise<void> {
  const [{ setDefaultConfig }, locale] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    antdLocales[lang](),
  ]);
  setDefaultConfig({ locale: locale.default });
}
