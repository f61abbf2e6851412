import type { AppDeps } from '../../app-deps.ts';
import { translate } from '../../lib/i18n.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { newNumericCode, newReadablePassword } from '../../lib/tokens.ts';
import { insertAddress, setDefault } from '../../modules/address/address.repo.ts';
import { creditBalance } from '../../modules/ledger/ledger.service.ts';
import { createOrders } from '../../flows/checkout.ts';
import { shipOrder } from '../../modules/order/console-orders.service.ts';
import { confirmReceived } from '../../modules/order/order.service.ts';
import { payOrders } from '../../flows/pay.ts';
import { addReview } from '../../flows/review.ts';
import { checkPayCode } from '../../modules/user/pay-password.service.ts';
import { findUserByAccountKey, insertUser } from '../../modules/user/user.repo.ts';

/**
 * Demo shoppers who bought and reviewed the demo's best-sellers, each writing in their own language. Their
 * accounts cannot be signed into (a random password nobody keeps); they exist so that every review figure the demo
 * shows comes from review rows ("★4.8 · 424 reviews" above "No reviews yet").
 */
const REVIEWERS = [
  { account: 'mika.sato', given: 'Mika', family: 'Sato', country: 'JP', area: 'Osaka', lang: 'ri' },
  { account: 'jisoo.kim', given: 'Jisoo', family: 'Kim', country: 'KR', area: 'Busan', lang: 'han' },
  { account: 'lihua.chen', given: 'Lihua', family: 'Chen', country: 'CN', area: 'Hangzhou', lang: 'zh-CN' },
  { account: 'somchai.p', given: 'Somchai', family: 'Prasert', country: 'TH', area: 'Chiang Mai', lang: 'tai' },
  { account: 'emma.jones', given: 'Emma', family: 'Jones', country: 'GB', area: 'Leeds', lang: 'en' },
  { account: 'wei.zhang', given: 'Wei', family: 'Zhang', country: 'SG', area: 'Singapore', lang: 'zh-CN' },
  { account: 'ploy.s', given: 'Ploy', family: 'Srisuk', country: 'TH', area: 'Bangkok', lang: 'tai' },
  { account: 'daniel.m', given: 'Daniel', family: 'Miller', country: 'US', area: 'Austin, TX', lang: 'en' },
] as const;

type ReviewerLang = (typeof REVIEWERS)[number]['lang'];
/** [product, service, postage] scores and the words that go with them. */
type Words = { scores: [number, number, number]; content: string };

const WORDS: Record<ReviewerLang, Words[]> = {
  en: [
    { scores: [5, 5, 5], content: 'Exactly as pictured and arrived sooner than promised. Very happy with it.' },
    { scores: [4, 5, 4], content: 'Good quality for the price. The box was a little dented but the item was fine.' },
    { scores: [5, 4, 3], content: 'Love it, use it every day. Shipping took about ten days.' },
    { scores: [3, 4, 4], content: 'It does the job, though it feels lighter than I expected.' },
  ],
  'zh-CN': [
    { scores: [5, 5, 5], content: '质量很好，和图片一样，物流也快，会回购。' },
    { scores: [4, 4, 5], content: '性价比不错，包装很用心，就是说明书只有英文。' },
    { scores: [5, 5, 4], content: '第二次买了，一如既往的好用，客服回复也及时。' },
    { scores: [2, 3, 3], content: '颜色和图片有点色差，能用，但不太满意。' },
  ],
  ri: [
    { scores: [5, 5, 5], content: '写真どおりの品物で、梱包も丁寧でした。また購入したいです。' },
    { scores: [4, 4, 4], content: '値段の割に作りがしっかりしています。届くまで一週間ほどでした。' },
    { scores: [5, 4, 5], content: '家族にも好評です。問い合わせへの返信も早くて安心しました。' },
  ],
  han: [
    { scores: [5, 5, 5], content: '사진이랑 똑같고 배송도 생각보다 빨랐어요. 만족합니다!' },
    { scores: [4, 5, 3], content: '품질은 좋은데 배송이 조금 오래 걸렸어요.' },
    { scores: [5, 5, 4], content: '선물용으로 샀는데 포장이 꼼꼼해서 좋았어요.' },
  ],
  tai: [
    { scores: [5, 5, 5], content: 'ของตรงปก แพ็กมาดีมาก ส่งไวกว่าที่คิด ประทับใจค่ะ' },
    { scores: [4, 4, 4], content: 'คุณภาพดีเมื่อเทียบกับราคา ใช้งานได้ดี แต่กล่องบุบนิดหน่อย' },
    { scores: [5, 5, 3], content: 'ชอบมากครับ ใช้ทุกวัน แค่การจัดส่งใช้เวลานานไปหน่อย' },
  ],
};

/** How many of the best-sellers (by units sold) the demo looks at, and which of them get reviews (two in three). */
const BEST_SELLERS = 21;
const reviewed = (rank: number) => rank % 3 !== 2;

/**
 * On a first start (the demo reviewers do not exist yet): they buy the best-sellers through the real paths — buy now, pay
 * from a balance they were credited, shipped by the operator, received — and review them through the review service,
 * which moves the product's and shop's counters and completes (and settles) each order. Two to four reviews per
 * product, a third of them with a picture. Returns how many reviews were written.
 */
export async function seedDemoReviews(deps: AppDeps, operatorId: number): Promise<number> {
  const { db } = deps;
  if (await findUserByAccountKey(db, REVIEWERS[0].account)) return 0;
  const products = await db
    .selectFrom('products')
    .select(['id', 'images'])
    .where('listed', '=', true)
    .orderBy('sales', 'desc')
    .orderBy('id')
    .limit(BEST_SELLERS)
    .execute();
  const chosen = products.filter((_, rank) => reviewed(rank));
  const skus = await db
    .selectFrom('skus')
    .select(['id', 'product_id', 'price'])
    .where(
      'product_id',
      'in',
      chosen.map((product) => product.id),
    )
    .where('retired_at', 'is', null)
    .where('stock', '>', 10)
    .distinctOn('product_id')
    .orderBy('product_id')
    .orderBy('id')
    .execute();
  const skuOf = new Map(skus.map((sku) => [sku.product_id, sku]));

  // Who reviews what: 2 to 4 different reviewers per product, taking turns.
  const plan = new Map<number, { skuId: number; price: number; picture: string | null; words: Words }[]>();
  let turn = 0;
  for (const [rank, product] of chosen.entries()) {
    const sku = skuOf.get(product.id);
    if (!sku) continue;
    for (let n = 0; n < 2 + (rank % 3); n += 1) {
      const who = (turn + n) % REVIEWERS.length;
      const words = WORDS[REVIEWERS[who]!.lang];
      const picture = (rank + n) % 3 === 0 ? (product.images[1] ?? product.images[0])?.large : undefined;
      const line = {
        skuId: sku.id,
        price: sku.price,
        picture: picture ?? null,
        words: words[(rank + n) % words.length]!,
      };
      plan.set(who, [...(plan.get(who) ?? []), line]);
    }
    turn += 3;
  }

  // One payment code for all reviewers: hashed once, checked once (scrypt is the slow part of a payment).
  const payCode = newNumericCode();
  const [payHash, passwordHash] = await Promise.all([hashSecret(payCode), hashSecret(newReadablePassword())]);
  const t = (key: string, params?: Parameters<typeof translate>[2]) => translate('en', key, params);
  const shipper = { kind: 'operator' as const, id: operatorId };
  let written = 0;
  let check: ReturnType<typeof checkPayCode> | undefined;
  for (const [who, lines] of plan) {
    const reviewer = REVIEWERS[who]!;
    const { userId, addressId } = await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        account: reviewer.account,
        account_key: reviewer.account,
        password_hash: passwordHash,
        pay_password_hash: payHash,
        family_name: reviewer.family,
        given_name: reviewer.given,
        email: `${reviewer.account}@reviewers.shop.example`,
        mobile: '+1 555 0100',
        country: reviewer.country,
      });
      if (!user) throw new Error(`demo reviewer ${reviewer.account} exists already`);
      const address = await insertAddress(trx, user.id, {
        addressee: `${reviewer.given} ${reviewer.family}`,
        mobile: '+1 555 0100',
        country: reviewer.country,
        area: reviewer.area,
        detail: '1 Demo Street',
        tag: 'home',
      });
      await setDefault(trx, user.id, address.id);
      // What the goods and the most freight cost: the reviewer's demo money, a ledger entry like any other.
      const spend = lines.reduce((sum, line) => sum + line.price + 499, 0);
      await creditBalance(trx, user.id, spend, { kind: 'adjustment', refType: 'demo' });
      return { userId: user.id, addressId: address.id };
    });
    const orderIds: number[] = [];
    for (const line of lines) {
      const created = await createOrders(
        deps,
        userId,
        {
          source: { buy_now: { sku_id: line.skuId, quantity: 1 } },
          address_id: addressId,
        },
        'en',
      );
      orderIds.push(...created.orders.map((order) => order.id));
    }
    check ??= checkPayCode(db, userId, payCode);
    await payOrders(deps, userId, { order_ids: orderIds, pay_password: payCode }, { check });
    for (const [i, orderId] of orderIds.entries()) {
      const line = lines[i]!;
      await shipOrder(deps, shipper, { id: orderId, carrier: 'DHL', tracking_no: `DHL${7_000_000 + orderId}` }, t);
      await confirmReceived(deps, userId, orderId, 'en', t);
      const item = await db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const [product, service, postage] = line.words.scores;
      await addReview(
        deps,
        userId,
        {
          order_item_id: item.id,
          content: line.words.content,
          product_score: product,
          service_score: service,
          postage_score: postage,
          images: line.picture ? [line.picture] : [],
        },
        reviewer.lang,
      );
      written += 1;
    }
  }
  return written;
}
