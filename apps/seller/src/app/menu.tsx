import {
  AppstoreOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  LockOutlined,
  RollbackOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  UploadOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '@shop/desk/app-shell/menu.ts';
import { InboxMenuIcon } from '../features/chat/inbox-badges.tsx';

/**
 * The side menu, in order. A seller sees all of it: the seller center has no roles, only being signed in (the
 * entries declare no permission). A new area adds one entry here and one route in routes.tsx.
 */
export const MENU: readonly MenuEntry[] = [
  { path: '/dashboard', label: 'seller:nav.dashboard', icon: <DashboardOutlined />, group: 'seller:groups.overview' },
  // What shoppers and the platform say to the shop, near the top: a shopper waiting for an answer may not buy.
  { path: '/inbox', label: 'seller:nav.inbox', icon: <InboxMenuIcon />, group: 'seller:groups.messages' },
  {
    path: '/notifications',
    label: 'seller:nav.notifications',
    icon: <BellOutlined />,
    group: 'seller:groups.messages',
  },
  { path: '/products', label: 'seller:nav.products', icon: <AppstoreOutlined />, group: 'seller:groups.products' },
  {
    path: '/marketing/vouchers',
    label: 'seller:nav.vouchers',
    icon: <GiftOutlined />,
    group: 'seller:groups.marketing',
  },
  {
    path: '/marketing/deals',
    label: 'seller:nav.deals',
    icon: <ThunderboltOutlined />,
    group: 'seller:groups.marketing',
  },
  { path: '/orders', label: 'seller:nav.orders', icon: <ShoppingOutlined />, group: 'seller:groups.orders' },
  { path: '/refunds', label: 'seller:nav.refunds', icon: <RollbackOutlined />, group: 'seller:groups.orders' },
  { path: '/reviews', label: 'seller:nav.reviews', icon: <CommentOutlined />, group: 'seller:groups.orders' },
  { path: '/money', label: 'seller:nav.settlements', icon: <WalletOutlined />, group: 'seller:groups.money' },
  { path: '/money/ledger', label: 'seller:nav.ledger', icon: <SwapOutlined />, group: 'seller:groups.money' },
  {
    path: '/money/withdrawals',
    label: 'seller:nav.withdrawals',
    icon: <UploadOutlined />,
    group: 'seller:groups.money',
  },
  { path: '/money/withdraw', label: 'seller:nav.withdraw', icon: <FileTextOutlined />, group: 'seller:groups.money' },
  {
    path: '/money/payout-accounts',
    label: 'seller:nav.payoutAccounts',
    icon: <BankOutlined />,
    group: 'seller:groups.money',
  },
  {
    path: '/money/payment-code',
    label: 'seller:nav.paymentCode',
    icon: <LockOutlined />,
    group: 'seller:groups.money',
  },
  { path: '/shop', label: 'seller:nav.shop', icon: <ShopOutlined />, group: 'seller:groups.shop' },
  { path: '/shop/shipping', label: 'seller:nav.shipping', icon: <CarOutlined />, group: 'seller:groups.shop' },
];
