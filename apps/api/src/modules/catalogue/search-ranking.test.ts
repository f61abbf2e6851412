import type { LocalizedText } from '../../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { insertProducts } from './catalogue.repo.ts';

/** Every product has a picture (the save path requires one; a product card's image is never null). */
const PICTURE = { small: '/uploads/catalog/test-360.webp', large: '/uploads/catalog/test-720.webp' };

/**
 * The queries a shopper found ranked wrong (the demo's own titles): a title whose words fit the query must
 * outrank a best-seller where the query only sits inside another word, in whichever interface language.
 */
const TITLES = {
  phoneCase: {
    en: 'Clear Magnetic Phone Case for iPhone 15 Series, Anti-Yellowing',
    'zh-CN': 'iPhone 15系列透明磁吸手机壳 防黄变 防摔保护套',
    ri: 'iPhone 15シリーズ用 クリア マグネット スマホケース 黄ばみ防止',
    han: '아이폰 15 시리즈 투명 맥세이프 마그네틱 폰 케이스 황변 방지',
    tai: 'เคสใสแม่เหล็ก สำหรับ iPhone 15 ซีรีส์ ไม่เหลือง กันกระแทก',
  },
  toiletBrush: {
    en: 'Silicone Toilet Brush with Holder, Wall-Mounted Quick-Dry Set',
    'zh-CN': '硅胶马桶刷 壁挂式 带刷架 无死角清洁 快速沥干',
    ri: 'シリコン トイレブラシ ケース付き 壁掛け 速乾 フチ裏 掃除',
    han: '실리콘 변기 솔 거치대 포함 벽걸이 빠른 건조',
    tai: 'แปรงขัดส้วมซิลิโคน พร้อมที่เก็บ ติดผนังได้ แห้งเร็ว',
  },
  openEar: {
    en: 'Open-Ear Sport Earbuds with Ear Hooks, IPX5 Sweatproof',
    'zh-CN': '开放式运动蓝牙耳机 耳挂式不入耳 IPX5防汗',
    ri: 'オープンイヤー スポーツイヤホン 耳掛け式 IPX5防汗',
    han: '오픈형 스포츠 블루투스 이어폰 귀걸이형 IPX5 방수',
    tai: 'หูฟังออกกำลังกาย แบบ Open-Ear เกี่ยวหู กันเหงื่อ IPX5',
  },
  turkishDelight: {
    en: 'Turkish Delight Lokum Gift Box, Rose and Pistachio',
    'zh-CN': '土耳其软糖 玫瑰开心果 礼盒装',
    ri: 'ターキッシュデライト ロクム ギフトボックス ローズ＆ピスタチオ',
    han: '터키쉬 딜라이트 로쿰 선물세트 장미·피스타치오',
    tai: 'เตอร์กิชดีไลท์ โลคุม กล่องของขวัญ รสกุหลาบและพิสตาชิโอ',
  },
  noiseCancelling: {
    en: 'Wireless Earbuds Active Noise Cancelling Bluetooth 5.3, 40H',
    'zh-CN': '主动降噪真无线蓝牙耳机 蓝牙5.3 40小时续航',
    ri: 'ワイヤレスイヤホン ノイズキャンセリング Bluetooth 5.3 最大40時間',
    han: '노이즈 캔슬링 무선 블루투스 이어폰 블루투스 5.3 40시간 재생',
    tai: 'หูฟังไร้สาย ตัดเสียงรบกวน ANC บลูทูธ 5.3 ฟังได้ 40 ชม.',
  },
  chargingStation: {
    en: '3-in-1 Wireless Charging Station for Phone, Watch and Earbuds',
    'zh-CN': '三合一无线充电器 手机手表耳机同时充 立式充电座',
    ri: '3in1 ワイヤレス充電スタンド スマホ・時計・イヤホン同時充電',
    han: '3in1 무선 충전 거치대 휴대폰 워치 이어폰 동시 충전',
    tai: 'แท่นชาร์จไร้สาย 3 in 1 ชาร์จมือถือ นาฬิกา และหูฟังพร้อมกัน',
  },
} satisfies Record<string, LocalizedText>;
type Key = keyof typeof TITLES;

/** The best-sellers are the ones that should lose: sales must not beat the fit of the words. */
const SALES: Record<Key, number> = {
  phoneCase: 40,
  toiletBrush: 90_000,
  openEar: 30,
  turkishDelight: 90_000,
  noiseCancelling: 20,
  chargingStation: 90_000,
};

describe(`search ranking by the fit of the words in any language (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    const keys = Object.keys(TITLES) as Key[];
    const inserted = await insertProducts(
      t.db,
      keys.map((key) => ({
        shop_id: f.shops.sunrise,
        category_id: f.categories.electronics,
        title: TITLES[key],
        description: { en: key },
        images: [PICTURE],
        specs: [],
        skus: [{ options: [], price: 1_000, stock: 10 }],
        sales: SALES[key],
        created_at: new Date(),
      })),
    );
    keys.forEach((key, i) => {
      ids[key] = inserted[i]!;
    });
  });
  afterAll(() => t?.close());

  async function order(path: string, keyword: string, lang: string): Promise<number[]> {
    const res = await call(t.app, 'GET', path, { query: { keyword, limit: 50 }, lang });
    expect(res.code, res.msg).toBe(1);
    const list = (Array.isArray(res.data) ? res.data : res.data.list) as { id: number }[];
    return list.map((item) => item.id);
  }

  const cases: [keyword: string, lang: string, better: Key, bestSeller: Key][] = [
    ['ケース', 'en', 'phoneCase', 'toiletBrush'],
    ['ケース', 'ri', 'phoneCase', 'toiletBrush'],
    ['耳', 'zh-CN', 'openEar', 'turkishDelight'],
    ['耳', 'en', 'openEar', 'turkishDelight'],
    ['耳机', 'en', 'noiseCancelling', 'chargingStation'],
    ['耳机', 'zh-CN', 'noiseCancelling', 'chargingStation'],
  ];

  it.each(cases)('"%s" in the %s interface: %s before the best-seller %s', async (keyword, lang, better, worse) => {
    for (const path of ['/api/goods/search', '/api/goods/suggest']) {
      const found = await order(path, keyword, lang);
      expect(found, path).toContain(ids[better]);
      const loser = found.indexOf(ids[worse]);
      if (loser >= 0) expect(found.indexOf(ids[better]), path).toBeLessThan(loser);
    }
  });

  it('keeps sales as the order within the same fit', async () => {
    // All three have "earbuds" as a whole word of their English title: the better seller first.
    const found = await order('/api/goods/search', 'earbuds', 'en');
    const positions = (['chargingStation', 'openEar', 'noiseCancelling'] as const).map((key) =>
      found.indexOf(ids[key]),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('counts and lists only titles holding the word itself, not just its letter groups', async () => {
    const [scattered] = await insertProducts(t.db, [
      {
        shop_id: f.shops.sunrise,
        category_id: f.categories.electronics,
        title: { en: 'Tray', ri: 'ぬねの ねのは トレイ' },
        description: { en: 'scattered' },
        images: [PICTURE],
        specs: [],
        skus: [{ options: [], price: 1_000, stock: 10 }],
        sales: 5,
        created_at: new Date(),
      },
    ]);
    // One word, "ぬねのは": its letter groups ぬねの and ねのは are both in the title, the word is not (a grams-only
    // match). Kana, so the Latin typo path does not step in.
    const none = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'ぬねのは' }, lang: 'ri' });
    expect(none.code, none.msg).toBe(1);
    expect(none.data.total).toBe(0);
    expect(none.data.list).toEqual([]);
    const found = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'ねのは' }, lang: 'ri' });
    expect(found.data.total).toBe(1);
    expect(found.data.list.map((item: { id: number }) => item.id)).toEqual([scattered]);
  });
});
