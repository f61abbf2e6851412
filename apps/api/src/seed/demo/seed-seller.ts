import type { AppDeps } from '../../app-deps.ts';
import { translate } from '../../lib/i18n.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { newReadablePassword } from '../../lib/tokens.ts';
import { createOrders } from '../../flows/checkout.ts';
import { shipOrder } from '../../modules/order/console-orders.service.ts';
import { confirmReceived } from '../../modules/order/order.service.ts';
import { payOrders } from '../../flows/pay.ts';
import { addReview } from '../../flows/review.ts';
import { apply } from '../../modules/seller/seller-account.service.ts';
import type { DemoCredentials } from '../seed.ts';
import { sellerSend, shopperSend } from '../../modules/shop-chat/shop-chat.service.ts';
import { saveStaff, setStaffPassword } from '../../modules/shop-staff/shop-staff.service.ts';
import { seedDemoPromotions } from './seed-promotions.ts';

/** The demo seller's sign-in, printed once with the other demo accounts. */
export interface DemoSellerCredentials {
  account: string;
  password: string;
  /** A staff member of the demo shop (orders and after-sales), signing in as "seller:anna". */
  staff: { account: string; password: string };
}

/** Reviews the demo shopper leaves on the demo seller's orders, in the languages a cross-border shop hears. */
const REVIEWS = [
  { content: 'Arrived in four days, well packed, and works exactly as described. Would buy again.', scores: [5, 5, 5] },
  { content: '做工很好，包装完整，物流也很快，推荐购买。', scores: [5, 4, 5] },
  { content: '思っていたより小さめでしたが、品質は良いです。', scores: [4, 4, 3] },
];

/**
 * On an empty seller table: one demo seller owning the first demo shop, through the real paths — an application
 * approved as an operator would, a payment code, and a few orders of the demo shopper bought, paid, shipped by the
 * seller, received and reviewed (which completes and settles them), so a newcomer finds a living seller center
 * with a balance, settlements and reviews to answer, and a voucher and a week's deal running (seed-promotions.ts). Returns the seller's credentials, or undefined when skipped.
 */
export async function seedDemoSeller(
  deps: AppDeps,
  shopper: DemoCredentials['shopper'] & { id: number },
  operatorId: number,
): Promise<DemoSellerCredentials | undefined> {
  const { db } = deps;
  if (await db.selectFrom('sellers').select('id').limit(1).executeTakeFirst()) return undefined;
  const shop = await db.selectFrom('shops').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirst();
  if (!shop) return undefined;
  const credentials = {
    account: 'seller',
    password: newReadablePassword(),
    staff: { account: 'seller:anna', password: newReadablePassword() },
  };
  const applied = await apply(
    deps,
    {
      account: credentials.account,
      password: credentials.password,
      confirm_password: credentials.password,
      shop_name: shop.name as { en: string },
      contact_name: 'Demo Seller',
      email: 'seller@shop.example',
      mobile: '+86 755 0000 0000',
      country: 'CN',
    },
    'demo-seed',
  );
  // The demo shop exists already: the seller is approved onto it, as the console's approval does for a new shop.
  await db
    .updateTable('sellers')
    .set({
      status: 1,
      shop_id: shop.id,
      decided_at: new Date(),
      decided_by: operatorId,
      pay_password_hash: await hashSecret(shopper.payPassword),
    })
    .where('id', '=', applied.id)
    .execute();

  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', shopper.id)
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  const skus = await db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .select(['skus.id', 'skus.product_id'])
    .where('products.shop_id', '=', shop.id)
    .where('products.listed', '=', true)
    .where('skus.retired_at', 'is', null)
    .where('skus.stock', '>', 5)
    .distinctOn('skus.product_id')
    .orderBy('skus.product_id')
    .orderBy('skus.id')
    .limit(REVIEWS.length)
    .execute();
  const t = (key: string, params?: Parameters<typeof translate>[2]) => translate('en', key, params);
  const seller = { kind: 'seller' as const, id: applied.id, shopId: shop.id };
  for (const [i, sku] of skus.entries()) {
    const created = await createOrders(
      deps,
      shopper.id,
      {
        source: { buy_now: { sku_id: sku.id, quantity: 1 } },
        address_id: address.id,
      },
      'en',
    );
    const orderIds = created.orders.map((order) => order.id);
    await payOrders(deps, shopper.id, { order_ids: orderIds, pay_password: shopper.payPassword });
    for (const orderId of orderIds) {
      await shipOrder(deps, seller, { id: orderId, carrier: 'SF Express', tracking_no: `SF${1000000 + orderId}` }, t);
      await confirmReceived(deps, shopper.id, orderId, 'en', t);
      const items = await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).execute();
      const review = REVIEWS[i] ?? REVIEWS[0];
      for (const item of items) {
        await addReview(
          deps,
          shopper.id,
          {
            order_item_id: item.id,
            content: review?.content ?? '',
            product_score: review?.scores[0] ?? 5,
            service_score: review?.scores[1] ?? 5,
            postage_score: review?.scores[2] ?? 5,
            images: [],
          },
          'en',
        );
      }
    }
  }
  await seedDemoPromotions(deps, shop.id);
  // A conversation in the seller's inbox and the shopper's messages, so both screens show what they are for.
  const asked = skus[0];
  if (asked) {
    await shopperSend(deps, shopper.id, { shop_id: shop.id, card: { type: 'product', id: asked.product_id } }, 'en');
    await shopperSend(deps, shopper.id, { shop_id: shop.id, text: 'Hello! Does this ship to Thailand?' }, 'en');
    const conversation = await db
      .selectFrom('shop_conversations')
      .select('id')
      .where('user_id', '=', shopper.id)
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow();
    await sellerSend(
      deps,
      shop.id,
      { conversation_id: conversation.id, text: 'Yes, we ship to Thailand in 5–8 days, tracked all the way.' },
      'en',
    );
    await shopperSend(deps, shopper.id, { shop_id: shop.id, text: 'Great, thank you!' }, 'en');
  }
  // A staff member, invited through the real path (its invitation mail lands in the outbox) with its password set
  // as the invitation's code would, so the staff page and a staff sign-in work after the first start.
  const staff = await saveStaff(
    deps,
    { sellerId: applied.id, shopId: shop.id },
    { name: 'anna', display_name: 'Anna Chen', email: 'anna@shop.example', roles: ['orders'], active: true },
    'en',
  );
  await setStaffPassword(db, staff.id, await hashSecret(credentials.staff.password));
  return credentials;
}
