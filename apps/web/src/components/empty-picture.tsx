import {
  AppstoreOutline,
  BellOutline,
  BillOutline,
  CompassOutline,
  DownlandOutline,
  EnvironmentOutline,
  ExclamationCircleOutline,
  FileOutline,
  GlobalOutline,
  HeartOutline,
  HistogramOutline,
  LockOutline,
  MessageOutline,
  SearchOutline,
  ShopbagOutline,
  StarOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';

/**
 * What an empty screen is about. Each kind draws its own small picture (an antd-mobile icon on a tinted disc, no
 * image files), so an empty cart does not look like an empty address book or a failed load.
 */
export type EmptyKind =
  | 'cart'
  | 'signedOut'
  | 'orders'
  | 'hearts'
  | 'shops'
  | 'addresses'
  | 'search'
  | 'notifications'
  | 'funds'
  | 'recharges'
  | 'withdrawals'
  | 'products'
  | 'ranking'
  | 'network'
  | 'service'
  | 'notFound'
  | 'failed';

type Icon = FC<SVGProps<SVGSVGElement>>;

/** The icon and the disc's tint of each kind: warm for the shopper's own things, cool for lists, red for failures. */
const PICTURES: Record<EmptyKind, { Icon: Icon; tone: 'warm' | 'cool' | 'green' | 'violet' | 'alert' }> = {
  cart: { Icon: ShopbagOutline, tone: 'warm' },
  signedOut: { Icon: LockOutline, tone: 'cool' },
  orders: { Icon: FileOutline, tone: 'cool' },
  hearts: { Icon: HeartOutline, tone: 'warm' },
  shops: { Icon: StarOutline, tone: 'violet' },
  addresses: { Icon: EnvironmentOutline, tone: 'green' },
  search: { Icon: SearchOutline, tone: 'cool' },
  notifications: { Icon: BellOutline, tone: 'violet' },
  funds: { Icon: BillOutline, tone: 'green' },
  recharges: { Icon: DownlandOutline, tone: 'green' },
  withdrawals: { Icon: UploadOutline, tone: 'green' },
  products: { Icon: AppstoreOutline, tone: 'warm' },
  ranking: { Icon: HistogramOutline, tone: 'violet' },
  network: { Icon: GlobalOutline, tone: 'cool' },
  service: { Icon: MessageOutline, tone: 'cool' },
  notFound: { Icon: CompassOutline, tone: 'violet' },
  failed: { Icon: ExclamationCircleOutline, tone: 'alert' },
};

export function EmptyPicture({ kind }: { kind: EmptyKind }) {
  const { Icon, tone } = PICTURES[kind];
  return (
    <div className={`empty-picture empty-picture--${tone}`} data-kind={kind} aria-hidden="true">
      <span className="empty-picture__dot empty-picture__dot--a" />
      <span className="empty-picture__dot empty-picture__dot--b" />
      <Icon className="empty-picture__icon" />
    </div>
  );
}
