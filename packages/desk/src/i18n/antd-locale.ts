import type { LangCode } from '@shop/contract/languages';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (pagination, pickers, modals, empty tables) per language; English is antd's built-in default. */
const ANTD_LOCALES: Record<Exclude<LangCode, 'en'>, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  ri: () => import('antd/es/locale/ja_JP'),
  han: () => import('antd/es/locale/ko_KR'),
  tai: () => import('antd/es/locale/th_TH'),
};

/** The locale to give antd's ConfigProvider; undefined for English. */
export async function loadAntdLocale(lang: LangCode): Promise<Locale | undefined> {
  return lang === 'en' ? undefined : (await ANTD_LOCALES[lang]()).default;
}
