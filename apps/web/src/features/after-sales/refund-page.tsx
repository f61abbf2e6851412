import './after-sales.css';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { LoadFailed, LoadingCards, OrderMissing } from './after-sales-ui.tsx';
import { refundInfoQueryOptions } from './api.ts';
import { RefundForm } from './refund-form.tsx';
import { OpenRefund } from './refund-record.tsx';

/** The order statuses a refund may be asked from (docs/domain.md#refunds-and-after-sales): paid, shipped or received. */
const REFUNDABLE: ReadonlySet<number> = new Set([
  ORDER_STATUS.waitingDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.received,
]);

/** "101,102" from the route → [101, 102]; anything malformed → none (every line is then chosen). */
export function parseProductIds(value: string | undefined): number[] {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return [];
  return [...new Set(value.split(',').map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * /refund/:id/:sn/:product_ids/:amount — apply for a refund of an order (the actions of My orders and the order
 * detail open it with the order's id, number, products and total). The lines named by `product_ids` start chosen;
 * the amount starts at the most that is refundable for the chosen lines now (GET /api/refund/info), and an amount
 * above it is refused on the page. The route's `amount` is only the order's total: the server's figure wins.
 * An open request shows in place of the form, with its progress.
 */
export function RefundPage() {
  const { t } = useTranslation('refund');
  const { id, product_ids: productIds } = useParams();
  const orderId = Number(id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  return (
    <Page titleKey="refund">
      <div className="as-page">
        {valid ? (
          <RefundScreen key={orderId} orderId={orderId} wanted={parseProductIds(productIds)} />
        ) : (
          <OrderMissing title={t('notFound')} />
        )}
      </div>
    </Page>
  );
}

function RefundScreen({ orderId, wanted }: { orderId: number; wanted: number[] }) {
  const { t } = useTranslation(['refund', 'messages']);
  const lang = useLang();
  const info = useQuery(refundInfoQueryOptions(lang, orderId));
  if (info.data) {
    const { open_refund: open, order } = info.data;
    if (open) return <OpenRefund refund={open} />;
    if (!REFUNDABLE.has(order.status) || info.data.items.length === 0) {
      return (
        <OrderMissing
          title={t('refund:cannotApply')}
          message={t('messages:errors.ORDER_NOT_REFUNDABLE')}
          orderId={orderId}
        />
      );
    }
    return <RefundForm info={info.data} wanted={wanted} />;
  }
  if (info.isError) {
    // ORDER_NOT_FOUND (unknown, or another shopper's) will not change on retry; a lost connection may.
    if (info.error instanceof RequestError && info.error.kind === 'business')
      return <OrderMissing title={t('refund:notFound')} message={info.error.message} />;
    return <LoadFailed title={t('refund:loadFailed')} message={info.error.message} retry={() => void info.refetch()} />;
  }
  return <LoadingCards />;
}
