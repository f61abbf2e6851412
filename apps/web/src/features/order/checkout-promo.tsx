import type { PromoOutcomeDto } from '@shop/contract/order';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';

interface PromoFieldProps {
  /** The code the preview was asked with, if any. */
  applied: string | undefined;
  /** The preview's verdict on it: a discount, or why it does not apply (translated by the server). */
  outcome: PromoOutcomeDto | null;
  /** A code the server refused outright (malformed), with its message. */
  refusal: string;
  busy: boolean;
  onApply: (code: string | undefined) => void;
}

/** The promo code: typed, applied (the preview answers), then either its discount or the reason it does not apply. */
export function PromoField({ applied, outcome, refusal, busy, onApply }: PromoFieldProps) {
  const { t } = useTranslation('order');
  const lang = useLang();
  const [draft, setDraft] = useState(applied ?? '');
  const code = draft.trim().toUpperCase();
  const message = refusal || (outcome?.error ? (outcome.message ?? '') : '');
  return (
    <div className="promo-field">
      <div className="promo-field__row">
        <Input
          className="promo-field__input"
          value={draft}
          onChange={setDraft}
          onEnterPress={() => code && onApply(code)}
          placeholder={t('checkout.promoPlaceholder')}
          maxLength={32}
          clearable
          onClear={() => applied && onApply(undefined)}
          id="checkout-promo"
        />
        <Button
          size="small"
          color="primary"
          fill="outline"
          shape="rounded"
          loading={busy && Boolean(code)}
          disabled={!code || code === applied}
          onClick={() => onApply(code)}
        >
          {t('checkout.apply')}
        </Button>
      </div>
      {applied && outcome && !outcome.error && (
        <p className="promo-field__ok">
          {t('checkout.promoApplied', { code: outcome.code, amount: formatMoney(outcome.discount, lang) })}
        </p>
      )}
      {message && (
        <p className="promo-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
