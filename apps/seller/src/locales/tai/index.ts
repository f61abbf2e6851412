import type { SellerTranslation } from '../index.ts';
import auth from './auth.json';
import chat from './chat.json';
import common from './common.json';
import dashboard from './dashboard.json';
import marketing from './marketing.json';
import money from './money.json';
import notices from './notices.json';
import orders from './orders.json';
import products from './products.json';
import refunds from './refunds.json';
import reviews from './reviews.json';
import seller from './seller.json';
import shop from './shop.json';
import staff from './staff.json';

/** Every namespace of the English catalogue in this language (locales.test.ts checks each key). */
export const translation: SellerTranslation = {
  auth,
  chat,
  common,
  dashboard,
  marketing,
  money,
  notices,
  orders,
  products,
  refunds,
  reviews,
  seller,
  shop,
  staff,
};
