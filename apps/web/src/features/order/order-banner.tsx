import { ORDER_STATUS, type OrderStatus } from '@shop/contract/order-status';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  LoopOutline,
  PayCircleOutline,
  SmileOutline,
  TruckOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import type { FC, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from './order-status-label.ts';

/**
 * How the order detail's banner looks: an order on its way (brand colour), an open after-sale case (in after-sale,
 * refund in progress: blue, something is still happening), or closed (cancelled: grey; refunded: green, done).
 * Before, every negative status was grey, so an open refund case read as a cancelled order.
 */
export type BannerTone = 'progress' | 'case' | 'cancelled' | 'refunded';

export function bannerToneOf(status: OrderStatus): BannerTone {
  if (status === ORDER_STATUS.afterSale || status === ORDER_STATUS.drawbacking) return 'case';
  if (status === ORDER_STATUS.cancelled) return 'cancelled';
  if (status === ORDER_STATUS.refunded) return 'refunded';
  return 'progress';
}

const ICONS: Record<OrderStatus, FC<SVGProps<SVGSVGElement>>> = {
  [ORDER_STATUS.waitingPay]: PayCircleOutline,
  [ORDER_STATUS.waitingDelivery]: ClockCircleOutline,
  [ORDER_STATUS.delivered]: TruckOutline,
  [ORDER_STATUS.received]: CheckCircleOutline,
  [ORDER_STATUS.completed]: SmileOutline,
  [ORDER_STATUS.cancelled]: CloseCircleOutline,
  [ORDER_STATUS.drawbacking]: LoopOutline,
  [ORDER_STATUS.refunded]: CheckCircleOutline,
  [ORDER_STATUS.afterSale]: UndoOutline,
};

/** The status banner at the top of the order detail, with the status's icon; `children` go under the name. */
export function OrderBanner({ status, children }: { status: OrderStatus; children?: ReactNode }) {
  const { t } = useTranslation('order');
  const Icon = ICONS[status];
  return (
    <section className={`order-banner order-banner--${bannerToneOf(status)}`}>
      <span className="order-banner__head">
        <Icon className="order-banner__icon" aria-hidden="true" />
        <strong className="order-banner__status">{t(statusLabelKey(status))}</strong>
      </span>
      {children}
    </section>
  );
}
