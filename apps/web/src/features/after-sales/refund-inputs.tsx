import { REFUND_TYPES, type RefundType } from '@shop/contract/after-sales-status';
import type { RefundInfoDto } from '@shop/contract/refund';
import { useTranslation } from 'react-i18next';
import { errorId } from '../../components/form-field.tsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { ChoiceChips, LineSummary } from './after-sales-ui.tsx';

/*
 * The refund form's inputs. Each takes its value and onChange from the form (Form.Item), so both are optional here.
 */

/** Digits and one decimal point with at most two places: no minus sign can be typed. */
const TYPING_AMOUNT = /^\d*(\.\d{0,2})?$/;

/** The order's lines as checkboxes: the chosen lines' order item ids. */
export function LineChoice({
  orderNo,
  items,
  value = [],
  onChange,
}: {
  orderNo: string;
  items: RefundInfoDto['items'];
  value?: number[];
  onChange?: (chosen: number[]) => void;
}) {
  const { t } = useTranslation('refund');
  const lang = useLang();
  const toggle = (itemId: number) =>
    onChange?.(value.includes(itemId) ? value.filter((id) => id !== itemId) : [...value, itemId]);
  return (
    <>
      <p className="as-order-no">{t('orderNo', { no: orderNo })}</p>
      <ul className="as-lines">
        {items.map((item) => {
          const inputId = `line-${item.order_item_id}`;
          return (
            <li key={item.order_item_id}>
              <input
                id={inputId}
                type="checkbox"
                className="as-line__check"
                checked={value.includes(item.order_item_id)}
                onChange={() => toggle(item.order_item_id)}
              />
              <label className="as-line" htmlFor={inputId}>
                <span className="as-line__box" aria-hidden="true" />
                <LineSummary item={item} />
                <span className="as-line__figures">
                  <span>{formatMoney(item.subtotal, lang)}</span>
                  <span className="as-line__quantity">× {item.quantity}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The refund type: without the goods nothing can be sent back, so it shows (and the form sends) a refund only. */
export function RefundTypeChips({
  value,
  onChange,
  returnPossible,
  label,
}: {
  value?: RefundType;
  onChange?: (type: RefundType) => void;
  returnPossible: boolean;
  label: (type: RefundType) => string;
}) {
  return (
    <ChoiceChips
      options={REFUND_TYPES}
      value={returnPossible ? value : 'refund_only'}
      label={label}
      disabled={(option) => option === 'return_refund' && !returnPossible}
      onChange={onChange}
    />
  );
}

/** The amount in dollars; `shown` gives the text to show (the maximum while nothing was typed). */
export function AmountBox({
  id,
  value,
  onChange,
  shown,
  error,
  placeholder,
}: {
  id: string;
  value?: string;
  onChange?: (value: string) => void;
  shown: (value: string | undefined) => string;
  error?: string;
  placeholder: string;
}) {
  return (
    <div className="as-amount">
      <span className="as-amount__currency" aria-hidden="true">
        $
      </span>
      <input
        id={id}
        className="as-amount__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={shown(value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event) => {
          const next = event.target.value.replace(',', '.').replace(/\s/g, '');
          if (TYPING_AMOUNT.test(next)) onChange?.(next);
        }}
      />
    </div>
  );
}

/** One of the refund reasons, the placeholder greyed while none is chosen. */
export function ReasonSelect({
  id,
  value = '',
  onChange,
  error,
  placeholder,
  options,
}: {
  id: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  return (
    <select
      id={id}
      className={`as-select${value ? '' : ' as-select--empty'}`}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(id) : undefined}
      onChange={(event) => onChange?.(event.target.value)}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The proof pictures, uploaded one by one. */
export function ProofUpload({
  value = [],
  onChange,
  max,
  label,
  error,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  label: string;
  error?: string;
}) {
  return (
    <ImageUpload
      value={value}
      max={max}
      label={label}
      errorId={error ? errorId('proofs') : undefined}
      onChange={(urls) => onChange?.(urls)}
    />
  );
}
