import {
  GOODS_STATUSES,
  type GoodsStatus,
  MAX_PROOF_IMAGES,
  REFUND_REASONS,
  type RefundReason,
  type RefundType,
} from '@shop/contract/after-sales-status';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { RefundInfoDto } from '@shop/contract/refund';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/form-field.tsx';
import { clearMessagesOf, FormField, PLAIN_FORM, ruleOf, showFirstFailure } from '../../components/form-item-field.tsx';
import { appValidationOnly } from '../../lib/app-validation-only.ts';
import { isAnswered, IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { ChoiceChips, Counter, TextBox } from './after-sales-ui.tsx';
import { applyRefund, invalidateAfterSales, refundInfoQueryOptions } from './api.ts';
import { amountProblem, centsOf, parseAmount, toAmount } from './refund-amount.ts';
import { AmountBox, LineChoice, ProofUpload, ReasonSelect, RefundTypeChips } from './refund-inputs.tsx';

/** The refund form's values. `amount` stays undefined until typed: the box then shows the refundable maximum. */
interface RefundValues {
  items: number[];
  goodsStatus: GoodsStatus | null;
  type: RefundType;
  amount: string | undefined;
  reason: RefundReason | '';
  explanation: string;
  proofs: string[];
}

/** The refund's fields in screen order: the first one with a problem is also the toast. */
const FIELD_ORDER = ['items', 'goodsStatus', 'amount', 'reason', 'explanation', 'proofs'] as const;
const EXPLANATION_MAX = 500;

/** The product ids of the chosen lines, sorted, as the info call takes them ("101,102"). */
function productIdsOf(items: RefundInfoDto['items'], chosen: readonly number[]): string {
  const ids = new Set(items.filter((item) => chosen.includes(item.order_item_id)).map((item) => item.product_id));
  return [...ids].sort((a, b) => a - b).join(',');
}

function initialValues(info: RefundInfoDto, wanted: number[]): RefundValues {
  const named = info.items.filter((item) => wanted.includes(item.product_id));
  const { status } = info.order;
  return {
    items: (named.length > 0 ? named : info.items).map((item) => item.order_item_id),
    // Not shipped yet: the goods cannot have arrived, and what has not arrived cannot be sent back.
    goodsStatus:
      status === ORDER_STATUS.waitingDelivery ? 'not_received' : status === ORDER_STATUS.received ? 'received' : null,
    type: 'refund_only',
    amount: undefined,
    reason: '',
    explanation: '',
    proofs: [],
  };
}

/** A rule that a value is there (a choice made, a text written, a picture added), with its message. */
const present = (message: string) =>
  ruleOf((value) => {
    const empty = value === null || value === undefined || (typeof value === 'string' ? !value.trim() : false);
    return empty || (Array.isArray(value) && value.length === 0) ? message : undefined;
  });

/**
 * A refund request on antd-mobile's Form (docs/domain.md#refunds-and-after-sales): the lines, whether the goods
 * arrived, the type, the amount (at most what is still refundable for the chosen lines, read from the server as
 * they change), a reason, an explanation and proof pictures, each judged by its rule on submit.
 */
export function RefundForm({ info, wanted }: { info: RefundInfoDto; wanted: number[] }) {
  const { t } = useTranslation(['refund', 'messages', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempts = useRef(new IdempotentAttempts());
  const [form] = Form.useForm<RefundValues>();
  const [initial] = useState(() => initialValues(info, wanted));
  const [sending, setSending] = useState(false);
  const orderId = info.order.id;
  const { items } = info;
  const notShipped = info.order.status === ORDER_STATUS.waitingDelivery;

  const chosen = Form.useWatch('items', form) ?? initial.items;
  const goods = Form.useWatch('goodsStatus', form) ?? initial.goodsStatus;
  const type = Form.useWatch('type', form) ?? initial.type;
  const typed: string | undefined = Form.useWatch('amount', form);
  const explanation = Form.useWatch('explanation', form) ?? '';

  // The most that can be asked for: the whole order's from the first read, a subset's asked for when chosen.
  const allChosen = chosen.length === items.length;
  const subset = useQuery({
    ...refundInfoQueryOptions(lang, orderId, productIdsOf(items, chosen)),
    enabled: !allChosen && chosen.length > 0,
    placeholderData: keepPreviousData,
  });
  const maxText = allChosen ? info.refundable : subset.data?.refundable;
  const maxCents = maxText === undefined ? undefined : centsOf(maxText);
  const checkingMax = !allChosen && chosen.length > 0 && (subset.isPlaceholderData || subset.isPending);

  const returnPossible = goods !== 'not_received';
  const refundType: RefundType = returnPossible ? type : 'refund_only';
  /** What the amount box shows: the typed text, or the maximum while nothing was typed. */
  const shown = (value: string | undefined) => value ?? (maxCents === undefined ? '' : toAmount(maxCents));
  const max = maxCents === undefined ? '' : formatMoney(toAmount(maxCents), lang);

  const amountMessage = (text: string): string | undefined => {
    if (maxCents === undefined) return undefined;
    const problem = amountProblem(text, maxCents);
    if (problem === 'required') return t('refund:form.amountRequired');
    if (problem === 'invalid') return t('messages:validation.amountInvalid');
    if (problem === 'aboveMax') return t('refund:form.amountAboveMax', { max });
    return undefined;
  };

  const submit = async (values: RefundValues) => {
    const amount = shown(values.amount);
    const cents = parseAmount(amount);
    if (checkingMax || cents === undefined || !values.goodsStatus || !values.reason) return;
    const body = {
      order_id: orderId,
      item_ids: items.filter((item) => values.items.includes(item.order_item_id)).map((item) => item.order_item_id),
      type: refundType,
      amount: toAmount(cents),
      goods_status: values.goodsStatus,
      reason: values.reason,
      explanation: values.explanation.trim(),
      proofs: values.proofs,
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
        // Something was refunded meanwhile: the message names the new maximum, which the box follows again.
        form.setFields([{ name: 'amount', value: undefined, errors: [err.message] }]);
      }
      // An open request (sent from another tab) or an order that moved on: the page reads it again and shows it.
      if (key === 'REFUND_AMOUNT_TOO_HIGH' || key === 'REFUND_EXISTS' || key === 'ORDER_NOT_REFUNDABLE')
        void invalidateAfterSales(queryClient);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      {...appValidationOnly}
      form={form}
      className={PLAIN_FORM}
      initialValues={initial}
      onValuesChange={(changed: Partial<RefundValues>) =>
        // Other lines change the maximum: the amount's message goes with the lines'.
        clearMessagesOf(form, 'items' in changed ? ['items', 'amount'] : Object.keys(changed))
      }
      onFinish={(values) => void submit(values)}
      onFinishFailed={(failure) => showFirstFailure(failure, FIELD_ORDER)}
      footer={
        <div className="fixed-footer">
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            loading={sending}
            disabled={checkingMax}
          >
            {t('refund:form.submit')}
          </Button>
        </div>
      }
    >
      <section className="as-card">
        <FormField
          name="items"
          labelFor={false}
          label={t('refund:form.items')}
          rules={[present(t('refund:form.itemsRequired'))]}
        >
          {() => <LineChoice orderNo={info.order.order_no} items={items} />}
        </FormField>
      </section>

      <section className="as-card">
        <FormField
          name="goodsStatus"
          labelFor={false}
          label={t('refund:form.goodsStatus')}
          hint={notShipped ? t('refund:form.notShipped') : undefined}
          rules={[present(t('messages:validation.goodsStatusRequired'))]}
        >
          {() => (
            <ChoiceChips
              options={GOODS_STATUSES}
              label={(option) => t(`refund:goods.${option}`)}
              disabled={(option) => notShipped && option === 'received'}
            />
          )}
        </FormField>
        <Field
          id="type"
          labelFor={false}
          label={t('refund:form.type')}
          hint={returnPossible ? t(`refund:typeHint.${refundType}`) : t('refund:form.returnNotPossible')}
        >
          <Form.Item noStyle name="type">
            <RefundTypeChips returnPossible={returnPossible} label={(option) => t(`refund:type.${option}`)} />
          </Form.Item>
        </Field>
      </section>

      <section className="as-card">
        <FormField
          name="amount"
          label={t('refund:form.amount')}
          hint={checkingMax ? t('refund:form.amountChecking') : max && t('refund:form.amountMax', { max })}
          // Judged only while some line is chosen (the lines' own message comes first).
          rules={[
            ruleOf((value) => (chosen.length > 0 ? amountMessage(shown(value as string | undefined)) : undefined)),
          ]}
          liveError={
            typed !== undefined && amountProblem(typed, maxCents ?? Infinity) === 'aboveMax'
              ? amountMessage(typed)
              : undefined
          }
        >
          {(error) => (
            <AmountBox id="amount" shown={shown} error={error} placeholder={t('refund:form.amountPlaceholder')} />
          )}
        </FormField>
      </section>

      <section className="as-card">
        <FormField
          name="reason"
          label={t('refund:form.reason')}
          rules={[present(t('messages:validation.refundReasonRequired'))]}
        >
          {(error) => (
            <ReasonSelect
              id="reason"
              error={error}
              placeholder={t('refund:form.reasonPlaceholder')}
              options={REFUND_REASONS.map((option) => ({ value: option, label: t(`refund:reason.${option}`) }))}
            />
          )}
        </FormField>
        <FormField
          name="explanation"
          label={t('refund:form.explanation')}
          aside={<Counter length={explanation.length} max={EXPLANATION_MAX} />}
          rules={[present(t('messages:validation.explanationRequired'))]}
        >
          {(error) => (
            <TextBox
              id="explanation"
              error={error}
              maxLength={EXPLANATION_MAX}
              placeholder={t('refund:form.explanationPlaceholder')}
            />
          )}
        </FormField>
        <FormField
          name="proofs"
          labelFor={false}
          label={t('refund:form.proofs')}
          hint={t('refund:form.proofsHint', { max: MAX_PROOF_IMAGES })}
          rules={[present(t('messages:validation.proofRequired'))]}
        >
          {(error) => <ProofUpload max={MAX_PROOF_IMAGES} label={t('refund:form.proofsAdd')} error={error} />}
        </FormField>
      </section>
    </Form>
  );
}
