import './wallet.css';
import type { RechargeForm, RechargeInfoDto } from '@shop/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { rechargeInfoQueryOptions } from './api.ts';
import { IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { centsOf, parseAmount, toAmount } from './wallet-money.ts';
import {
  AmountInput,
  EvidenceField,
  LoadFailed,
  LoadingCard,
  RecordsLink,
  TextInput,
  useSendRecharge,
} from './wallet-ui.tsx';
import { Field, type FieldErrors, showFirstError } from '../../components/form-field.tsx';

/**
 * /cardTopUp — a recharge paid by card through the shopper's card provider: the amount, the payment reference the
 * provider gave and the receipt's picture (both required: no card acquirer confirms the payment, an operator checks
 * them before the balance is credited), and at most the card's last four digits (never the full number: the box
 * takes four digits and nothing else). When the operator has switched card recharges off, it says so.
 */
export function CardTopUpPage() {
  const lang = useLang();
  const info = useQuery(rechargeInfoQueryOptions(lang));
  let content;
  if (info.data?.card_enabled === false) content = <CardOff />;
  else if (info.data) content = <CardForm info={info.data} />;
  else if (info.isError) content = <LoadFailed message={info.error.message} retry={() => void info.refetch()} />;
  else content = <LoadingCard lines={5} />;
  return (
    <Page titleKey="cardTopUp" right={<RecordsLink to="/topUpRecord" />}>
      <div className="wallet-page wallet-page--with-bar">{content}</div>
    </Page>
  );
}

/**
 * What the last-four box keeps: digits only, four at most. A pasted card number keeps only its last four digits, so
 * the full number never reaches the form's state; a fifth digit typed is ignored.
 */
export function lastFour(typed: string, before: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.length > 4 && digits.length - before.length > 1 ? digits.slice(-4) : digits.slice(0, 4);
}

function CardOff() {
  const { t } = useTranslation('wallet');
  return (
    <p className="wallet-info" role="status">
      <InformationCircleOutline className="wallet-info__icon" aria-hidden="true" />
      <span>{t('card.off')}</span>
    </p>
  );
}

function CardForm({ info }: { info: RechargeInfoDto }) {
  const { t } = useTranslation(['wallet', 'messages', 'common']);
  const lang = useLang();
  const attempts = useRef(new IdempotentAttempts());
  const send = useSendRecharge(attempts.current);
  const [amount, setAmount] = useState('');
  const [last4, setLast4] = useState('');
  const [reference, setReference] = useState('');
  const [evidence, setEvidence] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const min = formatMoney(info.min_amount, lang);

  const submit = async () => {
    const found: FieldErrors = {};
    const cents = parseAmount(amount);
    if (cents === undefined || cents <= 0) found.amount = t('messages:validation.amountInvalid');
    else if (cents < centsOf(info.min_amount)) found.amount = t('wallet:form.amountMin', { min });
    if (!reference.trim()) found.reference = t('messages:validation.providerRefRequired');
    if (last4 && !/^\d{4}$/.test(last4)) found.last4 = t('messages:validation.cardLast4Invalid');
    if (evidence.length === 0) found.evidence = t('messages:validation.evidenceRequired');
    setErrors(found);
    if (showFirstError(found, ['amount', 'reference', 'last4', 'evidence']) || cents === undefined) return;
    const body: RechargeForm = {
      method: 'card',
      amount: toAmount(cents),
      provider_ref: reference.trim(),
      ...(last4 ? { card_last4: last4 } : {}),
      evidence: evidence[0] ?? '',
    };
    setSending(true);
    const result = await send(body);
    setSending(false);
    if (!result.ok && result.errorKey === 'AMOUNT_TOO_SMALL') setErrors({ amount: result.message });
  };

  return (
    <>
      <p className="wallet-info">
        <InformationCircleOutline className="wallet-info__icon" aria-hidden="true" />
        <span>{t('wallet:card.intro')}</span>
      </p>
      <section className="wallet-card">
        <Field id="amount" label={t('wallet:form.amount')} error={errors.amount}>
          <AmountInput
            id="amount"
            value={amount}
            error={errors.amount}
            placeholder={t('wallet:form.amountAtLeast', { min })}
            onChange={(value) => {
              setAmount(value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
          />
        </Field>
        <Field
          id="reference"
          label={t('wallet:card.providerRef')}
          error={errors.reference}
          hint={t('wallet:card.providerRefHint')}
        >
          <TextInput
            id="reference"
            value={reference}
            error={errors.reference}
            autoComplete="off"
            placeholder={t('wallet:card.providerRefPlaceholder')}
            onChange={(value) => {
              setReference(value);
              setErrors((current) => ({ ...current, reference: undefined }));
            }}
          />
        </Field>
        <Field id="last4" label={t('wallet:card.last4')} error={errors.last4} hint={t('wallet:card.last4Hint')}>
          <div className="wallet-last4">
            <span className="wallet-last4__mask" aria-hidden="true">
              •••• •••• ••••
            </span>
            <TextInput
              id="last4"
              value={last4}
              error={errors.last4}
              inputMode="numeric"
              autoComplete="off"
              placeholder="1234"
              onChange={(value) => {
                setLast4(lastFour(value, last4));
                setErrors((current) => ({ ...current, last4: undefined }));
              }}
            />
          </div>
        </Field>
        <EvidenceField
          value={evidence}
          error={errors.evidence}
          onChange={(urls) => {
            setEvidence(urls);
            setErrors((current) => ({ ...current, evidence: undefined }));
          }}
        />
      </section>
      <div className="fixed-footer">
        <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()}>
          {t('common:submit')}
        </Button>
      </div>
    </>
  );
}
