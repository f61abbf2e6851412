import {
  AccountBookOutlined,
  AuditOutlined,
  CarOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  FlagOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShoppingOutlined,
  SwapOutlined,
  UploadOutlined,
  WalletOutlined,
  DownloadOutlined,
  AppstoreOutlined,
  TagsOutlined,
  ShopOutlined,
  PictureOutlined,
  FireOutlined,
  TeamOutlined,
  IdcardOutlined,
  SolutionOutlined,
  PercentageOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '@shop/desk/app-shell/menu.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';

/** The entries of one group of the menu, each marked with it. */
function grouped(group: TranslationKey, entries: Omit<MenuEntry, 'group'>[]): MenuEntry[] {
  return entries.map((entry) => ({ ...entry, group }));
}

/**
 * The side menu, in order, each entry with the permission its route declares (routes.tsx): the menu shows an
 * operator only what their roles open. Entries sit under their group's heading (Catalogue, Orders, Money, …); a
 * group none of whose pages the operator may open is left out. A new area adds one entry here and one route there.
 */
export const MENU: readonly MenuEntry[] = [
  {
    path: '/dashboard',
    label: 'console:nav.dashboard',
    icon: <DashboardOutlined />,
    permission: 'dashboard',
    group: 'console:groups.overview',
  },
  ...grouped('console:groups.catalogue', [
    { path: '/catalogue/products', label: 'console:nav.products', icon: <AppstoreOutlined />, permission: 'catalogue' },
    { path: '/catalogue/categories', label: 'console:nav.categories', icon: <TagsOutlined />, permission: 'catalogue' },
    { path: '/catalogue/shops', label: 'console:nav.shops', icon: <ShopOutlined />, permission: 'catalogue' },
    {
      path: '/catalogue/seller-applications',
      label: 'console:nav.sellerApplications',
      icon: <SolutionOutlined />,
      permission: 'sellers',
    },
    { path: '/catalogue/banners', label: 'console:nav.banners', icon: <PictureOutlined />, permission: 'catalogue' },
    {
      path: '/catalogue/campaigns',
      label: 'console:nav.campaigns',
      icon: <ThunderboltOutlined />,
      permission: 'catalogue',
    },
    {
      path: '/catalogue/hot-keywords',
      label: 'console:nav.hotKeywords',
      icon: <FireOutlined />,
      permission: 'catalogue',
    },
  ]),
  ...grouped('console:groups.orders', [
    { path: '/orders', label: 'console:nav.orders', icon: <ShoppingOutlined />, permission: 'fulfilment' },
    { path: '/refunds', label: 'console:nav.refunds', icon: <RollbackOutlined />, permission: 'refunds_view' },
    { path: '/reviews', label: 'console:nav.reviews', icon: <CommentOutlined />, permission: 'reviews' },
    { path: '/promos', label: 'console:nav.promos', icon: <GiftOutlined />, permission: 'fulfilment' },
    { path: '/freight', label: 'console:nav.freight', icon: <CarOutlined />, permission: 'fulfilment' },
  ]),
  ...grouped('console:groups.money', [
    { path: '/recharges', label: 'console:nav.recharges', icon: <DownloadOutlined />, permission: 'finance' },
    { path: '/withdrawals', label: 'console:nav.withdrawals', icon: <UploadOutlined />, permission: 'finance' },
    { path: '/ledger', label: 'console:nav.ledger', icon: <SwapOutlined />, permission: 'finance' },
    {
      path: '/money/settlements',
      label: 'console:nav.settlements',
      icon: <AccountBookOutlined />,
      permission: 'finance',
    },
    {
      path: '/money/commission',
      label: 'console:nav.commission',
      icon: <PercentageOutlined />,
      permission: 'commission',
    },
  ]),
  ...grouped('console:groups.people', [
    { path: '/shoppers', label: 'console:nav.shoppers', icon: <TeamOutlined />, permission: 'shoppers' },
    { path: '/service', label: 'console:nav.service', icon: <CustomerServiceOutlined />, permission: 'service' },
    { path: '/service/reported', label: 'console:nav.reportedChats', icon: <FlagOutlined />, permission: 'service' },
    { path: '/operators', label: 'console:nav.operators', icon: <IdcardOutlined />, permission: 'operators' },
  ]),
  ...grouped('console:groups.settings', [
    { path: '/content', label: 'console:nav.content', icon: <FileTextOutlined />, permission: 'content' },
    {
      path: '/settings/orders',
      label: 'console:nav.orderSettings',
      icon: <SettingOutlined />,
      permission: 'fulfilment',
    },
    { path: '/settings/wallet', label: 'console:nav.walletSettings', icon: <WalletOutlined />, permission: 'finance' },
    { path: '/audit-log', label: 'console:nav.auditLog', icon: <AuditOutlined />, permission: 'audit_log' },
  ]),
];
