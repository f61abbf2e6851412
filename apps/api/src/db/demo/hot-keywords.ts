import type { LangCode } from '@shop/contract/languages';

/** The search page's first hot keywords per language (operators change them later); each finds products. */
export const HOT_KEYWORDS: Record<LangCode, string[]> = {
  en: ['earbuds', 'power bank', 'dress', 'backpack', 'tea', 'jacket', 'keyboard', 'tent'],
  'zh-CN': ['耳机', '充电宝', '连衣裙', '背包', '茶', '外套', '键盘', '帐篷'],
  ri: ['イヤホン', 'モバイルバッテリー', 'ワンピース', 'リュック', '茶', 'ジャケット', 'キーボード', 'テント'],
  han: ['이어폰', '보조배터리', '원피스', '백팩', '가방', '재킷', '키보드', '텐트'],
  tai: ['หูฟัง', 'พาวเวอร์แบงค์', 'เดรส', 'กระเป๋าเป้', 'แจ็คเก็ต', 'คีย์บอร์ด', 'เต็นท์', 'เคส'],
};
