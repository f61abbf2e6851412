import {
  AuditOutlined,
  CarOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
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
} from '@ant-design/icons';
import type { MenuEntry } from '@shop/desk/app-shell/menu.ts';

/**
 * The side menu, in order, each entry with the permission its route declares (router.tsx): the menu shows an
 * operator only what their roles open. A new area adds one entry here and one route there; the catalogue
 * (catalogue), shoppers (shoppers) and operators (operators) come next.
 */
export const MENU: readonly MenuEntry[] = [
  { path: '/dashboard', label: 'console:nav.dashboard', icon: <DashboardOutlined />, permission: 'dashboard' },
  { path: '/orders', label: 'console:nav.orders', icon: <ShoppingOutlined />, permission: 'fulfilment' },
  { path: '/refunds', label: 'console:nav.refunds', icon: <RollbackOutlined />, permission: 'refunds_view' },
  { path: '/reviews', label: 'console:nav.reviews', icon: <CommentOutlined />, permission: 'reviews' },
  { path: '/promos', label: 'console:nav.promos', icon: <GiftOutlined />, permission: 'fulfilment' },
  { path: '/freight', label: 'console:nav.freight', icon: <CarOutlined />, permission: 'fulfilment' },
  { path: '/recharges', label: 'console:nav.recharges', icon: <DownloadOutlined />, permission: 'finance' },
  { path: '/withdrawals', label: 'console:nav.withdrawals', icon: <UploadOutlined />, permission: 'finance' },
  { path: '/ledger', label: 'console:nav.ledger', icon: <SwapOutlined />, permission: 'finance' },
  { path: '/service', label: 'console:nav.service', icon: <CustomerServiceOutlined />, permission: 'service' },
  { path: '/content', label: 'console:nav.content', icon: <FileTextOutlined />, permission: 'content' },
  { path: '/settings/orders', label: 'console:nav.orderSettings', icon: <SettingOutlined />, permission: 'fulfilment' },
  { path: '/settings/wallet', label: 'console:nav.walletSettings', icon: <WalletOutlined />, permission: 'finance' },
  { path: '/audit-log', label: 'console:nav.auditLog', icon: <AuditOutlined />, permission: 'audit_log' },
];
