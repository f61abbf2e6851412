import { callApi } from './api.ts';
import { type Address, givenOrder, givenShopper, must, type GivenOrder, type Shopper } from './given.ts';
import type { MarketplaceCast, Story } from './given-marketplace.ts';
import type { ShopServer } from './shop-server.ts';

/** Where the shop takes its returns: printed at the foot of every packing slip. */
export interface ReturnAddress {
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
}

/** The shop's return address, saved as the seller saves its shop (name and pictures kept). */
export async function givenReturnAddress(shop: ShopServer, story: Story, address: ReturnAddress): Promise<void> {
  const token = { token: story.sellerToken };
  const own = must<{ name: Record<string, string>; description: Record<string, string>; logo: string; banner: string }>(
    'the shop',
    await callApi(shop.baseUrl, 'GET', '/seller/shop', undefined, token),
  );
  must(
    'the return address',
    await callApi(
      shop.baseUrl,
      'POST',
      '/seller/shop/save',
      { name: own.name, description: own.description, logo: own.logo, banner: own.banner, return_address: address },
      token,
    ),
  );
}

/**
 * `count` paid orders of the story's product, one unit each, by shoppers of their own (a handful, each buying
 * several times, with addresses in their own countries), the colours taken in turn: a morning's orders waiting
 * for the seller to ship them.
 */
export async function givenPaidOrders(
  shop: ShopServer,
  cast: MarketplaceCast,
  story: Story,
  count: number,
  buyers: { payCode: string; address: Address }[],
): Promise<GivenOrder[]> {
  const skus = await shop.db
    .selectFrom('skus')
    .select('id')
    .where('product_id', '=', story.productId)
    .orderBy('id')
    .execute();
  const shoppers: (Shopper & { payCode: string })[] = [];
  for (const buyer of buyers) {
    const shopper = await givenShopper(shop, {
      prefix: 'parcel',
      payCode: buyer.payCode,
      funds: { cents: 200_000, finance: cast.treasurer },
      address: buyer.address,
    });
    shoppers.push({ ...shopper, payCode: buyer.payCode });
  }
  const orders: GivenOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    const shopper = shoppers[index % shoppers.length]!;
    const sku = skus[index % skus.length]!;
    orders.push(await givenOrder(shop, shopper, sku.id, { paid: { payCode: shopper.payCode } }));
  }
  return orders;
}
