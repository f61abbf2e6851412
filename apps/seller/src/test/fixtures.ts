import type { ProductRowDto } from '@shop/contract/console-catalogue';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import type { SellerMeDto, SellerReviewDto } from '@shop/contract/seller';
import type { StaffRole } from '@shop/contract/shop-staff';
import type { SellerNotificationDto } from '@shop/contract/seller-notification';
import type { SellerChatConversationDto, ShopChatMessageDto } from '@shop/contract/shop-chat';

export const me: SellerMeDto = {
  id: 4,
  account: 'tea.house',
  shop_id: 9,
  shop: {
    id: 9,
    name: 'Tea House',
    logo: { small: '/uploads/d/logo-s.webp', large: '/uploads/d/logo.webp' },
    active: true,
  },
  balance: '250.00',
  has_pay_password: true,
  member: { kind: 'owner', id: 4, account: 'tea.house', name: 'Mei Lin', roles: [] },
  two_factor_enabled: false,
  contact_name: 'Mei Lin',
  email: 'mei@example.com',
  mobile: '+86 138 0000 0000',
  country: 'CN',
};

/** The same shop's /me for a staff member holding `roles` (signed in as "tea.house:anna"). */
export const staffMe = (...roles: StaffRole[]): SellerMeDto => ({
  ...me,
  member: { kind: 'staff', id: 11, account: 'tea.house:anna', name: 'anna', roles },
});

export const productRow: ProductRowDto = {
  id: 31,
  code: 'TEA-01',
  title: 'Oolong tea',
  image: '/uploads/d/tea-s.webp',
  shop: { id: 9, name: 'Tea House' },
  category: { id: 8, name: 'Food' },
  price: '12.00',
  compare_at_price: '15.00',
  stock: 0,
  sales: 40,
  sku_count: 2,
  on_sale: true,
  listed: false,
  updated_at: '2026-03-01T10:00:00.000Z',
};

export const categories = [
  { id: 8, slug: 'food', name: 'Food', icon: { small: '/s.webp', large: '/l.webp' }, parent_id: null },
  { id: 9, slug: 'home', name: 'Home', icon: { small: '/s.webp', large: '/l.webp' }, parent_id: null },
];

export const pendingRefund: ConsoleRefundDto = {
  id: 12,
  reference: 'RF31415938',
  order_id: 42,
  order_no: '202603010001',
  type: 'refund_only',
  amount: '12.00',
  goods_status: 'not_received',
  reason: 'not_received',
  explanation: 'It never came',
  proofs: [],
  items: [],
  status: 0,
  reject_reason: '',
  return_carrier: null,
  return_tracking_no: null,
  return_address: null,
  created_at: '2026-03-02T10:00:00.000Z',
  timeline: [{ kind: 'applied', actor: 'shopper', note: '', at: '2026-03-02T10:00:00.000Z' }],
  buyer: { id: 7, account: 'ann' },
  shop_id: 3,
  waiting_for: 'seller',
};

export const review: SellerReviewDto = {
  id: 5,
  product_id: 31,
  product_title: 'Oolong tea',
  product_image: '/uploads/d/tea-s.webp',
  order_no: '202603010001',
  author: 'a***n',
  content: 'Lovely tea, fast delivery',
  product_score: 5,
  service_score: 4,
  postage_score: 5,
  images: [],
  spec: '100 g',
  hidden: false,
  reply: null,
  replied_at: null,
  created_at: '2026-03-03T10:00:00.000Z',
};

/** A shopper's message in conversation 7 (Ann's), as the API answers it. */
export const shopperMessage = (id: number, overrides: Partial<ShopChatMessageDto> = {}): ShopChatMessageDto => ({
  id,
  conversation_id: 7,
  sender: 'shopper',
  text: `Message ${id}`,
  image: null,
  card: null,
  created_at: '2026-03-01T10:00:00.000Z',
  read: false,
  ...overrides,
});

/** A conversation of the shop's inbox with its last message. */
export const conversation = (
  id: number,
  name: string,
  overrides: Partial<SellerChatConversationDto> = {},
): SellerChatConversationDto => ({
  id,
  shopper: { id: id * 10, name, avatar: null },
  last_message: shopperMessage(id * 100, { conversation_id: id, text: `Hello from ${name}` }),
  unread: 0,
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const sellerNotification = (
  id: number,
  overrides: Partial<SellerNotificationDto> = {},
): SellerNotificationDto => ({
  id,
  text: `Notification ${id}`,
  ref: null,
  read: false,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** The shop's figures as /api/seller/dashboard answers them. */
export const sellerDashboard = {
  today: { gmv: '36.00', orders: 3, units: 4 },
  last_7_days: { gmv: '120.00', orders: 9, units: 12 },
  last_30_days: { gmv: '480.50', orders: 30, units: 41 },
  to_ship: 2,
  refunds_to_decide: 1,
  low_stock: 0,
  balance: '250.00',
  settled_30_days: '310.00',
};
