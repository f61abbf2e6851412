import fs from 'node:fs';
import { callApi, type Envelope } from './api.ts';
import { type Address, givenOrder, givenShopper, must, type GivenOrder, type Operator, type Shopper } from './given.ts';
import type { ShopServer } from './shop-server.ts';

/** A merchant's application, as typed in the seller center; each story has its own account and shop name. */
export interface Seller {
  account: string;
  password: string;
  shop: { en: string; zh: string };
  contact: string;
  email: string;
  mobile: string;
  /** As the seller center's country list names it. */
  country: string;
}

/** What the seller lists: one specification with two values. */
export interface Listing {
  en: string;
  zh: string;
  description: string;
  category: string;
  colours: string[];
  price: string;
  stock: Record<string, number>;
}

/** The pictures a seller hands over: a business licence, a product's front and folded. */
export interface SellerPictures {
  licence: string;
  front: string;
  folded: string;
}

/**
 * One merchant's story in the marketplace, told through the API as far as a step needs it: applied, approved (the
 * shop open), a product listed, bought and paid by a shopper, shipped, received and reviewed (the order completed
 * and settled). Every story has its own seller, shop and product names, so that no step finds another's.
 */
export interface Story {
  seller: Seller;
  product: Listing;
  applicationId: number;
  shopId: number;
  /** The seller's session, once approved. */
  sellerToken: string;
  productId: number;
  shopper: Shopper;
  order: GivenOrder;
  tracking: string;
}

export type Stage = 'applied' | 'approved' | 'listed' | 'paid' | 'shipped' | 'completed';
const STAGES: Stage[] = ['applied', 'approved', 'listed', 'paid', 'shipped', 'completed'];

export interface MarketplaceCast {
  /** An operator with the catalogue role, who reviews applications. */
  curator: Operator;
  /** A finance operator, who approves recharges and pays withdrawals out. */
  treasurer: Operator;
}

/** A suffix that tells one story's names from another's: four capital letters. */
const tag = () => Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** A new seller and product, named after the journey's but with a tag of their own. */
export function newStory(seller: Seller, product: Listing): { seller: Seller; product: Listing } {
  const t = tag();
  return {
    seller: {
      ...seller,
      account: `${seller.account}${t.toLowerCase()}`,
      shop: { en: `${seller.shop.en} ${t}`, zh: `${seller.shop.zh}${t}` },
    },
    product: { ...product, en: `${product.en} ${t}`, zh: `${product.zh}${t}` },
  };
}

/**
 * The story up to `stage`. The shopper buys the product's last colour with money recharged beforehand, pays with
 * `payCode` and has `address` as the default; the seller ships with `carrier`; the shopper reviews with `review`.
 */
export async function givenStory(
  shop: ShopServer,
  cast: MarketplaceCast,
  names: { seller: Seller; product: Listing },
  pictures: SellerPictures,
  stage: Stage,
  buyer: {
    payCode: string;
    address: Address;
    carrier: string;
    review: { content: string; product: number; service: number; postage: number };
  },
): Promise<Story> {
  const reached = (s: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(s);
  const story = { ...names } as Story;
  const { seller, product } = story;
  const post = (url: string, body: unknown, token?: string) =>
    callApi(shop.baseUrl, 'POST', url, body, token ? { token } : {});
  const upload = async (url: string, file: string, token?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fs.readFileSync(file))], { type: 'image/png' }), 'picture.png');
    const response = await fetch(`${shop.baseUrl}/api${url}`, {
      method: 'POST',
      headers: token ? { token } : {},
      body: form,
    });
    return must<{ url: string }>('the upload', (await response.json()) as Envelope).url;
  };

  story.applicationId = must<{ id: number }>(
    'the application',
    await post('/seller/apply', {
      account: seller.account,
      password: seller.password,
      confirm_password: seller.password,
      shop_name: { en: seller.shop.en, 'zh-CN': seller.shop.zh },
      contact_name: seller.contact,
      email: seller.email,
      mobile: seller.mobile,
      country: 'JP',
      documents: [await upload('/seller/apply/upload', pictures.licence)],
    }),
  ).id;
  if (!reached('approved')) return story;
  story.shopId = must<{ shop_id: number }>(
    'the approval',
    await post('/console/seller_application/approve', { id: story.applicationId }, cast.curator.token),
  ).shop_id;
  story.sellerToken = must<{ token: string }>(
    'the seller sign-in',
    await post('/seller/login', { account: seller.account, password: seller.password }),
  ).token;
  if (!reached('listed')) return story;
  const categories = await shop.db.selectFrom('categories').select(['id', 'name']).execute();
  const categoryId = categories.find((c) => c.name.en === product.category)!.id;
  const images = [
    await upload('/seller/upload', pictures.front, story.sellerToken),
    await upload('/seller/upload', pictures.folded, story.sellerToken),
  ];
  story.productId = must<{ id: number }>(
    'the product',
    await post(
      '/seller/product/save',
      {
        category_id: categoryId,
        title: { en: product.en, 'zh-CN': product.zh },
        description: { en: product.description },
        images,
        specs: [{ name: { en: 'Colour' }, values: product.colours.map((colour) => ({ en: colour })) }],
        skus: product.colours.map((colour, i) => ({
          options: [i],
          price: product.price,
          stock: product.stock[colour],
        })),
        on_sale: true,
      },
      story.sellerToken,
    ),
  ).id;
  if (!reached('paid')) return story;
  story.shopper = await givenShopper(shop, {
    prefix: 'camper',
    country: 'US',
    payCode: buyer.payCode,
    funds: { cents: 100_000, finance: cast.treasurer },
    address: buyer.address,
  });
  const sku = await shop.db
    .selectFrom('skus')
    .select('id')
    .where('product_id', '=', story.productId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  story.order = await givenOrder(shop, story.shopper, sku.id, { paid: { payCode: buyer.payCode } });
  if (!reached('shipped')) return story;
  story.tracking = `EM${String(story.order.id).padStart(6, '0')}887JP`;
  must(
    'the shipment',
    await post(
      '/seller/order/ship',
      { id: story.order.id, carrier: buyer.carrier, tracking_no: story.tracking },
      story.sellerToken,
    ),
  );
  if (reached('completed')) await givenReview(shop, story, buyer.review);
  return story;
}

/** The shopper receives the order and reviews its line with these scores: the order completes and is settled. */
export async function givenReview(
  shop: ShopServer,
  story: Story,
  review: { content: string; product: number; service: number; postage: number },
): Promise<void> {
  const token = story.shopper.token;
  must('the receipt', await callApi(shop.baseUrl, 'POST', '/order/confirm', { id: story.order.id }, { token }));
  const line = await shop.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', story.order.id)
    .executeTakeFirstOrThrow();
  must(
    'the review',
    await callApi(
      shop.baseUrl,
      'POST',
      '/review/add',
      {
        order_item_id: line.id,
        content: review.content,
        product_score: review.product,
        service_score: review.service,
        postage_score: review.postage,
      },
      { token },
    ),
  );
}
