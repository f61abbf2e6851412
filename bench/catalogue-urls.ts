import type { LangCode } from '@shop/contract/languages';
import pg from 'pg';

/**
 * The URL sets of the uncached-read runs (target 1): every request of a run goes to the next URL of a shuffled set
 * of thousands, so neither a response cache nor PostgreSQL's plan for one constant carries the run.
 */
export interface UrlSets {
  list: string[];
  detail: string[];
  /** Per interface language: searches for words and fragments taken from the catalogue's own titles. */
  search: Record<LangCode, string[]>;
}

export const SEARCH_LANGS: { lang: LangCode; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'zh-CN', name: 'Chinese' },
  { lang: 'ri', name: 'Japanese' },
  { lang: 'han', name: 'Korean' },
  { lang: 'tai', name: 'Thai' },
];

const SORTS = ['sales', 'price_asc', 'price_desc', 'newest'];

/** A deterministic shuffle (xorshift), so two runs measure the same sequence. */
function shuffled<T>(items: T[], seed = 42): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = Math.abs(x) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Search keywords of one language from its titles: words where the script spaces them, else 2–3 letter runs. */
function keywordsOf(lang: LangCode, titles: string[], count: number): string[] {
  const found = new Set<string>();
  const add = (word: string) => {
    if (found.size < count * 4) found.add(word);
  };
  for (const title of titles) {
    if (lang === 'en') {
      for (const word of title.toLowerCase().split(/[^a-z]+/)) if (word.length >= 4) add(word);
    } else if (lang === 'han') {
      for (const word of title.split(/\s+/)) if (/^[\uac00-\ud7af]{2,}$/.test(word)) add(word);
    } else {
      // Chinese and Japanese: two characters; Thai: three letters that start on a base consonant.
      const run = lang === 'tai' ? /[\u0e01-\u0e2e][\u0e00-\u0e7f]{2}/g : /[\u3040-\u30ff\u4e00-\u9fff]{2}/g;
      for (const match of title.matchAll(run)) add(match[0]);
    }
  }
  return shuffled([...found]).slice(0, count);
}

export async function catalogueUrls(databaseUrl: string): Promise<UrlSets & { shopIds: number[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = await client.query<{ id: number }>(
      'select id from products where listed order by md5(id::text) limit 20000',
    );
    const categories = await client.query<{ category_id: number; n: string }>(
      'select category_id, count(*) as n from products where listed group by category_id',
    );
    const shops = await client.query<{ id: number }>('select id from shops where active order by id');
    const titles = await client.query<{ title: Record<string, string> }>(
      'select title from products where listed order by md5(id::text) limit 3000',
    );
    const list: string[] = [];
    for (const { category_id, n } of categories.rows) {
      const pages = Math.min(50, Math.ceil(Number(n) / 10));
      for (const sort of SORTS)
        for (let page = 1; page <= pages; page++)
          list.push(`/api/goods/list?category_id=${category_id}&sort=${sort}&page=${page}&limit=10`);
    }
    const search = {} as Record<LangCode, string[]>;
    for (const { lang } of SEARCH_LANGS) {
      const words = keywordsOf(
        lang,
        titles.rows.map((row) => row.title[lang] ?? ''),
        500,
      );
      search[lang] = words.map((word) => `/api/goods/search?keyword=${encodeURIComponent(word)}&lang=${lang}`);
    }
    return {
      list: shuffled(list),
      detail: shuffled(ids.rows.map((row) => `/api/goods/detail?id=${row.id}`)),
      search,
      shopIds: shops.rows.map((row) => row.id),
    };
  } finally {
    await client.end();
  }
}

/**
 * The cached-read mix of target 2: about 3 000 public catalogue URLs (1 000 list pages, 1 500 products, 100
 * searches per language, every shop page, categories, banners, hot lists) ranked at random, and a sequence of `length` requests
 * drawn from them with Zipf's law (the k-th most popular URL asked 1/k^s as often as the first): a few hot pages
 * and a long tail, as a shop's traffic is.
 */
export function zipfMix(sets: UrlSets, shopIds: number[], length: number, s = 1): { paths: string[]; urls: number } {
  const urls = shuffled(
    [
      '/api/goods/categories',
      '/api/goods/banners',
      '/api/goods/hot_keywords',
      ...[1, 2, 3, 4, 5].map((page) => `/api/goods/hot?page=${page}&limit=10`),
      ...shopIds.map((id) => `/api/shop/detail?id=${id}`),
      ...sets.list.slice(0, 1000),
      ...sets.detail.slice(0, 1500),
      ...Object.values(sets.search).flatMap((searches) => searches.slice(0, 100)),
    ],
    7,
  );
  const weights = urls.map((_, k) => 1 / (k + 1) ** s);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  let x = 12345;
  const random = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  const paths: string[] = [];
  for (let i = 0; i < length; i++) {
    const target = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    paths.push(urls[lo]!);
  }
  return { paths, urls: urls.length };
}
