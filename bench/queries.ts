import type { LangCode } from '@shop/contract/languages';

/** A search as a shopper types it: the keyword and the interface language it is typed in. */
export interface SearchCase {
  name: string;
  keyword: string;
  lang: LangCode;
  /** Measured for information only: no target applies (e.g. the typo path). */
  extra?: boolean;
}

/** The searches of the HTTP load runs (step 2 and 3). */
export const LOAD_SEARCHES: SearchCase[] = [
  { name: 'search Latin "wireless"', keyword: 'wireless', lang: 'en' },
  { name: 'search zh 2-char "耳机"', keyword: '耳机', lang: 'zh-CN' },
  // 3 katakana: a trigram-only lookup (リュック would be 4 characters); in the titles of cases and PC sleeves.
  { name: 'search ja 3-char "ケース"', keyword: 'ケース', lang: 'ri' },
  { name: 'search Thai "หูฟัง"', keyword: 'หูฟัง', lang: 'tai' },
];

/** The query classes of the sequential latency runs (step 4). */
export const LATENCY_SEARCHES: SearchCase[] = [
  ...LOAD_SEARCHES,
  { name: 'search ko 2-char "가방"', keyword: '가방', lang: 'han' },
  { name: 'search zh 1-char "茶"', keyword: '茶', lang: 'zh-CN' },
  // Not one of the asked classes: a one-typo Latin word takes the exact path (no match), then pg_trgm's.
  { name: 'search Latin typo "wirelss"', keyword: 'wirelss', lang: 'en', extra: true },
];

export function searchPath(search: SearchCase): string {
  return `/api/goods/search?keyword=${encodeURIComponent(search.keyword)}&lang=${encodeURIComponent(search.lang)}`;
}

/** The API's floor: routing, hooks, the envelope and one `select 1`, so the catalogue rows can be read against it. */
export const HEALTH_PATH = '/api/health/ready'; // /api/health itself no longer touches the database
export const LIST_PATH = '/api/goods/list?category_id=3&sort=sales&page=2';
export const detailPath = (id: number) => `/api/goods/detail?id=${id}`;
