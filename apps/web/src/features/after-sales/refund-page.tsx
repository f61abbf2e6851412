import './after-sales.css';
import {
  GOODS_STATUSES,
  type GoodsStatus,
  MAX_PROOF_IMAGES,
  REFUND_REASONS,
  REFUND_TYPES,
  type RefundReason,
  type RefundType,
} from '@shop/contract/after-sales-status';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { RefundInfoDto } from '@shop/contract/refund';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ImageUpload } from '../../components/image-upload.tsx';
import { Page } from '../../components/page.tsx';
import { isAnswered, IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { ChoiceChips, Counter, LoadFailed, LoadingCards, OrderMissing, TextBox } from './after-sales-ui.tsx';
import { errorId, Field, type FieldErrors, showFirstError } from '../../components/form-field.tsx';
import { applyRefund, invalidateAfterSales, refundInfoQueryOptions } from './api.ts';
import { amountProblem, centsOf, parseAmount, toAmount } from './refund-amount.ts';
import { OpenRefund } from './refund-record.tsx';

/** Spec §5's refund rules, in screen order: the first field with a problem is also the toast. */
const FIELD_ORDER = ['items', 'goodsStatus', 'amount', 'reason', 'explanation', 'proofs'] as const;
const EXPLANATION_MAX = 500;
/** The order statuses a refund may be asked from (DESIGN §3): paid, shipped or received. */
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

/** The product ids of the chosen lines, sorted, as the info call takes them ("101,102"). */
function productIdsOf(items: RefundInfoDto['items'], chosen: ReadonlySet<number>): string {
  const ids = new Set(items.filter((item) => chosen.has(item.order_item_id)).map((item) => item.product_id));
  return [...ids].sort((a, b) => a - b).join(',');
}

function RefundForm({ info, wanted }: { info: RefundInfoDto; wanted: number[] }) {
  const { t } = useTranslation(['refund', 'messages', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempts = useRef(new IdempotentAttempts());
  const orderId = info.order.id;
  const { items } = info;
  // Not shipped yet: the goods cannot have arrived, and what has not arrived cannot be sent back.
  const notShipped = info.order.status === ORDER_STATUS.waitingDelivery;

  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => {
    const named = items.filter((item) => wanted.includes(item.product_id));
    return new Set((named.length > 0 ? named : items).map((item) => item.order_item_id));
  });
  const [goods, setGoods] = useState<GoodsStatus | null>(
    notShipped ? 'not_received' : info.order.status === ORDER_STATUS.received ? 'received' : null,
  );
  const [type, setType] = useState<RefundType>('refund_only');
  /** null: the shopper has not typed, so the amount follows the refundable maximum of the chosen lines. */
  const [typed, setTyped] = useState<string | null>(null);
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [proofs, setProofs] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  // The most that can be asked for: the whole order's from the first read, a subset's asked for when chosen.
  const allChosen = chosen.size === items.length;
  const subset = useQuery({
    ...refundInfoQueryOptions(lang, orderId, productIdsOf(items, chosen)),
    enabled: !allChosen && chosen.size > 0,
    placeholderData: keepPreviousData,
  });
  const maxText = allChosen ? info.refundable : subset.data?.refundable;
  const maxCents = maxText === undefined ? undefined : centsOf(maxText);
  const checkingMax = !allChosen && chosen.size > 0 && (subset.isPlaceholderData || subset.isPending);

  const returnPossible = goods !== 'not_received';
  const refundType: RefundType = returnPossible ? type : 'refund_only';
  const amount = typed ?? (maxCents === undefined ? '' : toAmount(maxCents));
  const max = maxCents === undefined ? '' : formatMoney(toAmount(maxCents), lang);

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const amountMessage = (text: string): string | undefined => {
    if (maxCents === undefined) return undefined;
    const problem = amountProblem(text, maxCents);
    if (problem === 'required') return t('refund:form.amountRequired');
    if (problem === 'invalid') return t('messages:validation.amountInvalid');
    if (problem === 'aboveMax') return t('refund:form.amountAboveMax', { max });
    return undefined;
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (chosen.size === 0) found.items = t('refund:form.itemsRequired');
    if (!goods) found.goodsStatus = t('messages:validation.goodsStatusRequired');
    found.amount = chosen.size > 0 ? amountMessage(amount) : undefined;
    if (!reason) found.reason = t('messages:validation.refundReasonRequired');
    if (!explanation.trim()) found.explanation = t('messages:validation.explanationRequired');
    if (proofs.length === 0) found.proofs = t('messages:validation.proofRequired');
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (showFirstError(found, FIELD_ORDER)) return;
    const cents = parseAmount(amount);
    if (checkingMax || cents === undefined || !goods || !reason) return;
    const body = {
      order_id: orderId,
      item_ids: items.filter((item) => chosen.has(item.order_item_id)).map((item) => item.order_item_id),
      type: refundType,
      amount: toAmount(cents),
      goods_status: goods,
      reason,
      explanation: explanation.trim(),
      proofs,
    };
    setSending(true);
    try {
      await applyRefund(body, attempts.current.keyFor(body));
      attempts.current.answered();
      void toast.success(t('common:success.apply'));
      void invalidateAfterSales(queryClient);
      void navigate(`/orderInfo/${orderId}`, { replace: true });
    } catch (err) {
      if (isAnswered(err)) attempts.current.answered();
      const key = err instanceof RequestError ? err.errorKey : undefined;
      if (key === 'REFUND_AMOUNT_TOO_HIGH' && err instanceof Error) {
        // Something was refunded meanwhile: the message names the new maximum, and the figures are read again.
        setErrors({ amount: err.message });
        setTyped(null);
      }
      // An open request (sent from another tab) or an order that moved on: the page reads it again and shows it.
      if (key === 'REFUND_AMOUNT_TOO_HIGH' || key === 'REFUND_EXISTS' || key === 'ORDER_NOT_REFUNDABLE')
        void invalidateAfterSales(queryClient);
    } finally {
      setSending(false);
    }
  };

  const liveAmountError =
    errors.amount ??
    (typed !== null && amountProblem(typed, maxCents ?? Infinity) === 'aboveMax' ? amountMessage(typed) : undefined);

  const toggle = (itemId: number) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
    clear('items');
    clear('amount');
  };

  return (
    <>
      <section className="as-card">
        <Field id="items" labelFor={false} label={t('refund:form.items')} error={errors.items}>
          <p className="as-order-no">{t('refund:orderNo', { no: info.order.order_no })}</p>
          <ul className="as-lines">
            {items.map((item) => {
              const inputId = `line-${item.order_item_id}`;
              return (
                <li key={item.order_item_id}>
                  <input
                    id={inputId}
                    type="checkbox"
                    className="as-line__check"
                    checked={chosen.has(item.order_item_id)}
                    onChange={() => toggle(item.order_item_id)}
                  />
                  <label className="as-line" htmlFor={inputId}>
                    <span className="as-line__box" aria-hidden="true" />
                    <img
                      className="as-line__image"
                      src={item.image.small}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="as-line__text">
                      <span className="as-line__title">{item.title}</span>
                      {item.spec && <span className="as-line__spec">{item.spec}</span>}
                    </span>
                    <span className="as-line__figures">
                      <span>{formatMoney(item.subtotal, lang)}</span>
                      <span className="as-line__quantity">× {item.quantity}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </Field>
      </section>

      <section className="as-card">
        <Field
          id="goodsStatus"
          labelFor={false}
          label={t('refund:form.goodsStatus')}
          error={errors.goodsStatus}
          hint={notShipped ? t('refund:form.notShipped') : undefined}
        >
          <ChoiceChips
            options={GOODS_STATUSES}
            value={goods}
            label={(option) => t(`refund:goods.${option}`)}
            disabled={(option) => notShipped && option === 'received'}
            onChange={(option) => {
              setGoods(option);
              clear('goodsStatus');
            }}
          />
        </Field>
        <Field
          id="type"
          labelFor={false}
          label={t('refund:form.type')}
          hint={returnPossible ? t(`refund:typeHint.${refundType}`) : t('refund:form.returnNotPossible')}
        >
          <ChoiceChips
            options={REFUND_TYPES}
            value={refundType}
            label={(option) => t(`refund:type.${option}`)}
            disabled={(option) => option === 'return_refund' && !returnPossible}
            onChange={setType}
          />
        </Field>
      </section>

      <section className="as-card">
        <Field
          id="amount"
          label={t('refund:form.amount')}
          error={liveAmountError}
          hint={checkingMax ? t('refund:form.amountChecking') : max && t('refund:form.amountMax', { max })}
        >
          <div className="as-amount">
            <span className="as-amount__currency" aria-hidden="true">
              $
            </span>
            <input
              id="amount"
              className="as-amount__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder={t('refund:form.amountPlaceholder')}
              aria-invalid={liveAmountError ? true : undefined}
              aria-describedby={liveAmountError ? errorId('amount') : undefined}
              onChange={(event) => {
                const next = event.target.value.replace(',', '.').replace(/\s/g, '');
                // Digits and one decimal point with at most two places: no minus sign can be typed.
                if (!/^\d*(\.\d{0,2})?$/.test(next)) return;
                setTyped(next);
                clear('amount');
              }}
            />
          </div>
        </Field>
      </section>

      <section className="as-card">
        <Field id="reason" label={t('refund:form.reason')} error={errors.reason}>
          <select
            id="reason"
            className={`as-select${reason ? '' : ' as-select--empty'}`}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? errorId('reason') : undefined}
            onChange={(event) => {
              setReason(event.target.value as RefundReason);
              clear('reason');
            }}
          >
            <option value="" disabled>
              {t('refund:form.reasonPlaceholder')}
            </option>
            {REFUND_REASONS.map((option) => (
              <option key={option} value={option}>
                {t(`refund:reason.${option}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="explanation"
          label={t('refund:form.explanation')}
          error={errors.explanation}
          aside={<Counter length={explanation.length} max={EXPLANATION_MAX} />}
        >
          <TextBox
            id="explanation"
            value={explanation}
            error={errors.explanation}
            maxLength={EXPLANATION_MAX}
            placeholder={t('refund:form.explanationPlaceholder')}
            onChange={(value) => {
              setExplanation(value);
              clear('explanation');
            }}
          />
        </Field>
        <Field
          id="proofs"
          labelFor={false}
          label={t('refund:form.proofs')}
          hint={t('refund:form.proofsHint', { max: MAX_PROOF_IMAGES })}
          error={errors.proofs}
        >
          <ImageUpload
            value={proofs}
            max={MAX_PROOF_IMAGES}
            label={t('refund:form.proofsAdd')}
            errorId={errors.proofs ? errorId('proofs') : undefined}
            onChange={(urls) => {
              setProofs(urls);
              clear('proofs');
            }}
          />
        </Field>
      </section>

      <div className="fixed-footer">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={sending}
          disabled={checkingMax}
          onClick={() => void submit()}
        >
          {t('refund:form.submit')}
        </Button>
      </div>
    </>
  );
}
