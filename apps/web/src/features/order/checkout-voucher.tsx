import type { CheckoutGroupDto } from '@shop/contract/order';
import type { ShopVoucherChoice } from '@shop/contract/promotion';
import { Button, Input, Popup } from 'antd-mobile';
import { CheckCircleFill, CloseOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherTerms } from '../../lib/catalogue/voucher-terms.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { centsOf } from './order-format.ts';

interface ShopVoucherProps {
  group: CheckoutGroupDto;
  /** The shop's code the server refused as malformed, with its message (the preview never priced it). */
  refusal: string;
  busy: boolean;
  onChoose: (choice: ShopVoucherChoice) => void;
}

/**
 * A shop's voucher in the checkout: a row with the voucher applied and its discount (the preview preselects the
 * shop's best public voucher), opening a sheet to pick another, none, or the shop's code. Every figure is the
 * preview's.
 */
export function ShopVoucherRow({ group, refusal, busy, onChoose }: ShopVoucherProps) {
  const { t } = useTranslation(['order', 'catalogue']);
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const outcome = group.shop_voucher;
  const applied = outcome.voucher && !outcome.error ? outcome.voucher : null;
  const eligible = outcome.available.filter((voucher) => voucher.eligible).length;
  let hint = t('order:voucher.enterCode');
  if (eligible > 0) hint = t('order:voucher.available', { count: eligible });
  const choose = (choice: ShopVoucherChoice) => {
    onChoose(choice);
    if (choice.code === undefined) setOpen(false);
  };
  return (
    <>
      <button type="button" className="voucher-row" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="voucher-row__label">{t('order:voucher.title')}</span>
        {applied ? (
          <>
            <span className="voucher-row__terms">{voucherTerms(applied, t, lang)}</span>
            <span className="voucher-row__amount">−{formatMoney(outcome.discount, lang)}</span>
          </>
        ) : (
          <span className="voucher-row__hint">{hint}</span>
        )}
        <RightOutline className="voucher-row__arrow" aria-hidden="true" />
      </button>
      {outcome.error && outcome.message && (
        <p className="voucher-row__error" role="alert">
          {outcome.message}
        </p>
      )}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="checkout-sheet"
      >
        <VoucherSheet group={group} refusal={refusal} busy={busy} onChoose={choose} onClose={() => setOpen(false)} />
      </Popup>
    </>
  );
}

/** The sheet: the shop's public vouchers (those that do not apply greyed, with why), none, and a code. */
function VoucherSheet({ group, refusal, busy, onChoose, onClose }: ShopVoucherProps & { onClose: () => void }) {
  const { t } = useTranslation(['order', 'catalogue']);
  const lang = useLang();
  const outcome = group.shop_voucher;
  const applied = outcome.voucher && !outcome.error ? outcome.voucher : null;
  const shopId = group.shop.id;
  const money = (amount: string) => formatMoney(amount, lang);
  // Why a public voucher does not apply: its minimum spend, which the server sent; else it is used up or the
  // shopper has used it (the preview does not say which).
  const reasonOf = (minSpend: string) =>
    centsOf(group.goods_amount) < centsOf(minSpend)
      ? t('order:voucher.minSpend', { amount: money(minSpend) })
      : t('order:voucher.unavailable');
  const message = refusal || (outcome.error && outcome.message) || '';
  return (
    <div className="voucher-sheet">
      <div className="voucher-sheet__head">
        <h2 className="checkout-sheet__title">{t('order:voucher.sheetTitle', { shop: group.shop.name })}</h2>
        <button type="button" className="voucher-sheet__close" onClick={onClose} aria-label={t('order:voucher.close')}>
          <CloseOutline />
        </button>
      </div>
      <ul className="voucher-choices" role="listbox" aria-label={t('order:voucher.title')}>
        {applied?.code && (
          <VoucherChoice
            selected
            title={voucherTerms(applied, t, lang)}
            detail={t('order:voucher.codeApplied', { code: applied.code })}
            onPick={() => onClose()}
          />
        )}
        {outcome.available.map((voucher) => (
          <VoucherChoice
            key={voucher.id}
            selected={applied?.id === voucher.id}
            disabled={!voucher.eligible}
            title={voucherTerms(voucher, t, lang)}
            detail={
              voucher.eligible
                ? t('order:voucher.validUntil', { date: formatDateTime(voucher.ends_at, lang) })
                : reasonOf(voucher.min_spend)
            }
            onPick={() => onChoose({ shop_id: shopId, voucher_id: voucher.id })}
          />
        ))}
        <VoucherChoice
          selected={!applied}
          title={t('order:voucher.none')}
          onPick={() => onChoose({ shop_id: shopId, voucher_id: null })}
        />
      </ul>
      <VoucherCodeField busy={busy} message={message} onApply={(code) => onChoose({ shop_id: shopId, code })} />
    </div>
  );
}

interface VoucherChoiceProps {
  title: string;
  detail?: string;
  selected: boolean;
  disabled?: boolean;
  onPick: () => void;
}

function VoucherChoice({ title, detail, selected, disabled, onPick }: VoucherChoiceProps) {
  return (
    <li role="option" aria-selected={selected} aria-disabled={disabled || undefined}>
      <button type="button" className="voucher-choice" disabled={disabled} onClick={onPick}>
        <span className="voucher-choice__text">
          <span className="voucher-choice__title">{title}</span>
          {detail && <span className="voucher-choice__detail">{detail}</span>}
        </span>
        {selected && <CheckCircleFill className="voucher-choice__check" aria-hidden="true" />}
      </button>
    </li>
  );
}

/** A shop's code: typed, applied (the preview answers), and the reason when it does not apply. */
function VoucherCodeField({
  busy,
  message,
  onApply,
}: {
  busy: boolean;
  message: string;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation('order');
  const [draft, setDraft] = useState('');
  const code = draft.trim().toUpperCase();
  return (
    <div className="promo-field voucher-code">
      <label className="voucher-code__label" htmlFor="voucher-code">
        {t('voucher.codeLabel')}
      </label>
      <div className="promo-field__row">
        <Input
          id="voucher-code"
          className="promo-field__input"
          value={draft}
          onChange={setDraft}
          onEnterPress={() => code && onApply(code)}
          placeholder={t('voucher.codePlaceholder')}
          maxLength={32}
          clearable
        />
        <Button
          size="small"
          color="primary"
          fill="outline"
          shape="rounded"
          loading={busy && Boolean(code)}
          disabled={!code}
          onClick={() => onApply(code)}
        >
          {t('checkout.apply')}
        </Button>
      </div>
      {message && (
        <p className="promo-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
