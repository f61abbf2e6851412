import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  LockOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UploadOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { SellerPermission } from '@shop/contract/shop-staff';
import type { MenuEntry } from '@shop/desk/app-shell/menu.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';
import { InboxMenuIcon } from '../features/chat/inbox-badges.tsx';

/** A menu entry with the seller permission its route declares (routes.tsx). */
export interface SellerMenuEntry extends Omit<MenuEntry, 'permission'> {
  permission: SellerPermission;
}

/** The entries of one group of the menu, each marked with it. */
function grouped(group: TranslationKey, entries: Omit<SellerMenuEntry, 'group'>[]): SellerMenuEntry[] {
  return entries.map((entry) => ({ ...entry, group }));
}

/**
 * The side menu, in order, each entry with the permission its route declares: a staff member sees only what its
 * roles open, the owner all of it. A group none of whose pages the member may open is left out. A new area adds
 * one entry here and one route in routes.tsx.
 */
export const MENU: readonly SellerMenuEntry[] = [
  ...grouped('seller:groups.overview', [
    { path: '/dashboard', label: 'seller:nav.dashboard', icon: <DashboardOutlined />, permission: 'member' },
  ]),
  // What shoppers and the platform say to the shop, near the top: a shopper waiting for an answer may not buy.
  ...grouped('seller:groups.messages', [
    { path: '/inbox', label: 'seller:nav.inbox', icon: <InboxMenuIcon />, permission: 'orders' },
    { path: '/notifications', label: 'seller:nav.notifications', icon: <BellOutlined />, permission: 'member' },
  ]),
  ...grouped('seller:groups.products', [
    { path: '/products', label: 'seller:nav.products', icon: <AppstoreOutlined />, permission: 'products' },
  ]),
  ...grouped('seller:groups.marketing', [
    { path: '/marketing/vouchers', label: 'seller:nav.vouchers', icon: <GiftOutlined />, permission: 'products' },
    { path: '/marketing/deals', label: 'seller:nav.deals', icon: <ThunderboltOutlined />, permission: 'products' },
  ]),
  ...grouped('seller:groups.orders', [
    { path: '/orders', label: 'seller:nav.orders', icon: <ShoppingOutlined />, permission: 'orders' },
    { path: '/refunds', label: 'seller:nav.refunds', icon: <RollbackOutlined />, permission: 'orders' },
    { path: '/reviews', label: 'seller:nav.reviews', icon: <CommentOutlined />, permission: 'orders' },
  ]),
  ...grouped('seller:groups.money', [
    { path: '/money', label: 'seller:nav.settlements', icon: <WalletOutlined />, permission: 'finance' },
    { path: '/money/ledger', label: 'seller:nav.ledger', icon: <SwapOutlined />, permission: 'finance' },
    { path: '/money/withdrawals', label: 'seller:nav.withdrawals', icon: <UploadOutlined />, permission: 'finance' },
    { path: '/money/withdraw', label: 'seller:nav.withdraw', icon: <FileTextOutlined />, permission: 'owner' },
    {
      path: '/money/payout-accounts',
      label: 'seller:nav.payoutAccounts',
      icon: <BankOutlined />,
      permission: 'finance',
    },
    { path: '/money/payment-code', label: 'seller:nav.paymentCode', icon: <LockOutlined />, permission: 'owner' },
  ]),
  ...grouped('seller:groups.shop', [
    { path: '/shop', label: 'seller:nav.shop', icon: <ShopOutlined />, permission: 'owner' },
    { path: '/shop/shipping', label: 'seller:nav.shipping', icon: <CarOutlined />, permission: 'orders' },
  ]),
  ...grouped('seller:groups.account', [
    { path: '/staff', label: 'seller:nav.staff', icon: <TeamOutlined />, permission: 'owner' },
    { path: '/audit-log', label: 'seller:nav.auditLog', icon: <AuditOutlined />, permission: 'owner' },
    {
      path: '/account/security',
      label: 'seller:nav.accountSecurity',
      icon: <SafetyCertificateOutlined />,
      permission: 'member',
    },
  ]),
];

/**
 * The entries a member may open, for the kit's layout (whose own `permission` filter reads the console's table).
 * While the member loads only what every member opens is listed, so no entry flashes and goes.
 */
export function menuFor(can: (permission: SellerPermission) => boolean): MenuEntry[] {
  return MENU.filter((entry) => entry.permission === 'member' || can(entry.permission)).map(
    ({ permission: _permission, ...entry }) => entry,
  );
}
