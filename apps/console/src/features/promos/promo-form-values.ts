import type { PromoDto, PromoKind } from '@shop/contract/console-orders';
import { fromLocalInput, toLocalInput } from '../../lib/date-time.ts';
import type { PromoSaveInput } from './api.ts';

/** The promo form's fields as antd holds them: money as typed text, times as datetime-local values. */
export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  percent_off?: number | null;
  amount_off?: string;
  max_discount?: string;
  min_spend?: string;
  starts_at: string;
  ends_at: string;
  total_limit?: number | null;
  per_user_limit?: number | null;
  active: boolean;
}

export const NEW_PROMO_VALUES: Partial<PromoFormValues> = { kind: 'percent', min_spend: '0', active: true };

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The save body of a filled form. Only the value fields of the chosen kind are sent: a percent typed before
 * switching to a fixed amount must not ride along. An empty cap is no cap (null), not zero uses.
 */
export function toPromoBody(values: PromoFormValues, id?: number): PromoSaveInput {
  const percent = values.kind === 'percent';
  return {
    ...(id === undefined ? {} : { id }),
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    percent_off: percent ? (values.percent_off ?? null) : null,
    amount_off: percent ? null : blankToNull(values.amount_off),
    max_discount: percent ? blankToNull(values.max_discount) : null,
    min_spend: blankToNull(values.min_spend) ?? '0',
    // The form's rules refuse an incomplete time, so an empty string here only reaches the server by mistake,
    // and the server refuses it in turn.
    starts_at: fromLocalInput(values.starts_at) ?? '',
    ends_at: fromLocalInput(values.ends_at) ?? '',
    total_limit: values.total_limit ?? null,
    per_user_limit: values.per_user_limit ?? null,
    active: values.active,
  };
}

/** The form's fields for editing an existing code. */
export function toPromoFormValues(promo: PromoDto): PromoFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    percent_off: promo.percent_off,
    amount_off: promo.amount_off ?? undefined,
    max_discount: promo.max_discount ?? undefined,
    min_spend: promo.min_spend,
    starts_at: toLocalInput(promo.starts_at),
    ends_at: toLocalInput(promo.ends_at),
    total_limit: promo.total_limit,
    per_user_limit: promo.per_user_limit,
    active: promo.active,
  };
}
