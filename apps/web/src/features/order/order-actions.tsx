import '../../lib/antd-react19.ts';
import type { OrderDto } from '@shop/contract/order';
import type { OrderAction } from '@shop/contract/order-status';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { type OrderChange, useChangeOrder } from './api.ts';

/** Left to right as shown: the quiet actions first, the one the shopper most likely wants last and filled. */
const SHOWN_ORDER: OrderAction[] = ['refund', 'cancel', 'review', 'confirm', 'pay'];
const PRIMARY: ReadonlySet<OrderAction> = new Set(['pay', 'confirm', 'review']);

/** The refund screen's path (a later release's screen): /refund/<id>/<order no>/<product ids>/<amount>. */
export function refundPath(order: Pick<OrderDto, 'id' | 'order_no' | 'items' | 'total'>): string {
  const productIds = [...new Set(order.items.map((item) => item.product_id))].join(',');
  return `/refund/${order.id}/${encodeURIComponent(order.order_no)}/${productIds}/${order.total}`;
}

const CHANGES: Record<OrderChange, { confirmKey: string; doneKey: string }> = {
  cancel: { confirmKey: 'order:actions.cancelConfirm', doneKey: 'messages:success.cancelSuccess' },
  confirm: { confirmKey: 'order:actions.confirmConfirm', doneKey: 'messages:success.receivedSuccess' },
};

/**
 * What the shopper may do with an order now, as the server lists it in `order.actions` (the contract's
 * actionsOf): pay, cancel or confirm receipt (both after a confirm prompt), apply for a refund, review.
 */
export function OrderActions({ order }: { order: OrderDto }) {
  const { t } = useTranslation(['order', 'common', 'messages']);
  const navigate = useNavigate();
  const change = useChangeOrder();

  const ask = async (kind: OrderChange) => {
    const confirmed = await Dialog.confirm({
      content: t(CHANGES[kind].confirmKey),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    change.mutate({ change: kind, id: order.id }, { onSuccess: () => void toast.success(t(CHANGES[kind].doneKey)) });
  };

  const run: Record<OrderAction, () => void> = {
    pay: () => void navigate(`/payment?orders=${order.id}`),
    cancel: () => void ask('cancel'),
    confirm: () => void ask('confirm'),
    refund: () => void navigate(refundPath(order)),
    review: () => void navigate(`/comment?order=${order.id}`),
  };

  const actions = SHOWN_ORDER.filter((action) => order.actions.includes(action));
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          color={PRIMARY.has(action) ? 'primary' : 'default'}
          fill={PRIMARY.has(action) ? 'solid' : 'outline'}
          loading={change.isPending && change.variables.change === action}
          disabled={change.isPending}
          onClick={run[action]}
        >
          {t(`order:actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
