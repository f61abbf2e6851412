import type { VoucherDto, VoucherKind } from '@shop/contract/promotion';
import { keptOrTyped, toLocalInput } from '@shop/desk/forms/date-time.ts';
import type { VoucherSaveRequest } from './api.ts';
import { defaultWindow } from './default-window.ts';

/** Who may use a voucher: every shopper (shown on product pages and at checkout), or those who type its code. */
export type VoucherAudience = 'public' | 'code';

/** The voucher form's fields as antd holds them: money as typed text, times as datetime-local values. */
export interface VoucherFormValues {
  name: string;
  audience: VoucherAudience;
  code: string;
  kind: VoucherKind;
  amount_off: string;
  percent_off: number | null;
  max_discount: string;
  min_spend: string;
  starts_at: string;
  ends_at: string;
  total_limit: number | null;
  per_user_limit: number | null;
  active: boolean;
}

/**
 * The fields a started voucher may still change, as the server allows (VOUCHER_STARTED otherwise): the rest are
 * what shoppers were promised.
 */
export const CHANGEABLE_AFTER_START = ['name', 'ends_at', 'total_limit', 'active'] as const;

/** Whether a voucher's terms are fixed: the server's test, its start has come (whatever its state now). */
export const voucherStarted = (voucher: Pick<VoucherDto, 'starts_at'>, now = Date.now()) =>
  Date.parse(voucher.starts_at) <= now;

/** A new voucher: public, an amount off, from the next full hour for a week, one use per shopper. */
export function newVoucherValues(now = Date.now()): VoucherFormValues {
  return {
    name: '',
    audience: 'public',
    code: '',
    kind: 'fixed',
    amount_off: '',
    percent_off: null,
    max_discount: '',
    min_spend: '0',
    ...defaultWindow(7, now),
    total_limit: 100,
    per_user_limit: 1,
    active: true,
  };
}

/** A voucher's fields for editing it. */
export function toVoucherFormValues(voucher: VoucherDto): VoucherFormValues {
  return {
    name: voucher.name,
    audience: voucher.code === null ? 'public' : 'code',
    code: voucher.code ?? '',
    kind: voucher.kind,
    amount_off: voucher.amount_off ?? '',
    percent_off: voucher.percent_off,
    max_discount: voucher.max_discount ?? '',
    min_spend: voucher.min_spend,
    starts_at: toLocalInput(voucher.starts_at),
    ends_at: toLocalInput(voucher.ends_at),
    total_limit: voucher.total_limit,
    per_user_limit: voucher.per_user_limit,
    active: voucher.active,
  };
}

const typedOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The save body of a filled form. A public voucher sends no code, and only the chosen kind's values go: a percent
 * typed before switching to an amount off must not ride along. Times the seller left as loaded go back exactly as
 * saved, so a started voucher's unchanged start is not read as a change of its terms.
 */
export function toVoucherBody(values: VoucherFormValues, saved?: VoucherDto): VoucherSaveRequest {
  const percent = values.kind === 'percent';
  return {
    ...(saved ? { id: saved.id } : {}),
    name: values.name.trim(),
    code: values.audience === 'code' ? values.code.trim().toUpperCase() : null,
    kind: values.kind,
    amount_off: percent ? null : typedOrNull(values.amount_off),
    percent_off: percent ? values.percent_off : null,
    max_discount: percent ? typedOrNull(values.max_discount) : null,
    min_spend: typedOrNull(values.min_spend) ?? '0',
    // The form's rules refuse an incomplete time; an empty one reaching the server is refused there too.
    starts_at: keptOrTyped(values.starts_at, saved?.starts_at) ?? '',
    ends_at: keptOrTyped(values.ends_at, saved?.ends_at) ?? '',
    total_limit: values.total_limit ?? 0,
    per_user_limit: values.per_user_limit ?? 1,
    active: values.active,
  };
}
