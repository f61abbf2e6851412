import '../../lib/antd-react19.ts';
import './wallet.css';
import { localeOf, type LangCode } from '@shop/contract/languages';
import type { ExtractInfoDto } from '@shop/contract/wallet';
import type { WithdrawType } from '@shop/contract/wallet-status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Popup } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { type ExtractForm, extractInfoQueryOptions, invalidateWallet, submitWithdrawal } from './api.ts';
import { isAnswered, IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { centsOf, type FeeRule, maxWithdrawable, parseAmount, serviceCharge, toAmount } from './wallet-money.ts';
import { AmountInput, LoadFailed, LoadingCard, RecordsLink, TextInput } from './wallet-ui.tsx';
import { errorId, Field, type FieldErrors, showFirstError } from '../../components/form-field.tsx';

/** The payment code: digits only, 6 to 12 of them (DESIGN §3, the contract's payPassword). */
const PAY_CODE = /^\d{6,12}$/;
/** A bank card number: digits, spaces allowed between them (the contract's bankCardInvalid rule). */
const BANK_CARD = /^\d[\d ]{7,30}\d$/;

/** The fields in screen order: the first one with a problem is also the toast. */
const FIELD_ORDER = ['bankCardNo', 'bankName', 'network', 'address', 'amount'] as const;

/**
 * /withDraw — take money out of the balance to a bank card or a wallet on chain. The service charge (rate and
 * minimum from GET /api/user/extract) is shown live with what leaves the balance; an amount the balance cannot
 * cover with its charge is refused here, before any request. Then the payment code, and POST /api/user/extract
 * with an Idempotency-Key: the amount and its charge move into a hold until the operator pays it out.
 */
export function WithdrawPage() {
  const lang = useLang();
  const info = useQuery(extractInfoQueryOptions(lang));
  let content;
  if (info.data) content = <WithdrawForm info={info.data} />;
  else if (info.isError) content = <LoadFailed message={info.error.message} retry={() => void info.refetch()} />;
  else content = <LoadingCard lines={6} />;
  return (
    <Page titleKey="withDraw" right={<RecordsLink to="/depositRecord" />}>
      <div className="wallet-page wallet-page--with-bar">{content}</div>
    </Page>
  );
}

function WithdrawForm({ info }: { info: ExtractInfoDto }) {
  const { t } = useTranslation(['wallet', 'messages', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password);
  const attempts = useRef(new IdempotentAttempts());

  const [type, setType] = useState<WithdrawType>('bank');
  const [amount, setAmount] = useState('');
  const [bankCardNo, setBankCardNo] = useState('');
  const [bankName, setBankName] = useState('');
  const [network, setNetwork] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sending, setSending] = useState(false);

  const money = (cents: number) => formatMoney(toAmount(cents), lang);
  const balance = centsOf(info.balance);
  const rule: FeeRule = { rate: info.fee_rate, minCents: centsOf(info.fee_min) };
  const minAmount = centsOf(info.min_amount);
  const cents = parseAmount(amount);
  const fee = cents !== undefined && cents > 0 ? serviceCharge(cents, rule) : 0;
  const total = cents !== undefined && cents > 0 ? cents + fee : 0;
  const aboveBalance = total > balance;
  const aboveBalanceMessage = t('wallet:withdraw.aboveBalance', { fee: money(fee), balance: money(balance) });

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (type === 'bank') {
      if (!BANK_CARD.test(bankCardNo.trim())) found.bankCardNo = t('messages:validation.bankCardInvalid');
      if (!bankName.trim()) found.bankName = t('messages:validation.bankNameRequired');
    } else {
      if (!network.trim()) found.network = t('messages:validation.networkRequired');
      if (!address.trim()) found.address = t('messages:validation.addressRequired');
    }
    // Spec §5: not empty, not 0 or less, not above the balance (with the charge, which leaves the balance too).
    if (!amount.trim()) found.amount = t('wallet:withdraw.amountRequired');
    else if (cents === undefined || cents <= 0) found.amount = t('messages:validation.amountInvalid');
    else if (aboveBalance) found.amount = aboveBalanceMessage;
    else if (cents < minAmount) found.amount = t('wallet:form.amountMin', { min: money(minAmount) });
    return found;
  };

  const body = (payPassword: string): ExtractForm =>
    type === 'bank'
      ? {
          type,
          amount: toAmount(cents ?? 0),
          pay_password: payPassword,
          bank_card_no: bankCardNo.trim(),
          bank_name: bankName.trim(),
        }
      : {
          type,
          amount: toAmount(cents ?? 0),
          pay_password: payPassword,
          network: network.trim(),
          address: address.trim(),
        };

  const offerSettings = async (content: string) => {
    const go = await Dialog.confirm({
      title: t('wallet:withdraw.noPayCodeTitle'),
      content,
      confirmText: t('wallet:withdraw.goSettings'),
      cancelText: t('common:cancel'),
    });
    if (go) void navigate('/changePayPwd');
  };

  /** First step: the form is checked on the page; then the payment code is asked. */
  const next = () => {
    const found = validate();
    setErrors(found);
    if (showFirstError(found, FIELD_ORDER)) return;
    if (hasPayCode === false) {
      void offerSettings(t('wallet:withdraw.noPayCode'));
      return;
    }
    setCode('');
    setCodeError('');
    setAsking(true);
  };

  /** Second step: the payment code, then the request. */
  const send = async () => {
    if (!PAY_CODE.test(code)) {
      setCodeError(t('messages:validation.payPasswordRule'));
      return;
    }
    setCodeError('');
    setSending(true);
    const form = body(code);
    // The key follows the withdrawal without its code, as the server fingerprints it: after a lost answer, a retry
    // with the code typed again differently is still the same withdrawal, replayed rather than made twice.
    const { pay_password: _code, ...identity } = form;
    try {
      await submitWithdrawal(form, attempts.current.keyFor(identity));
      attempts.current.answered();
      setAsking(false);
      void toast.success(t('common:success.draw'));
      void invalidateWallet(queryClient);
      void navigate('/depositRecord', { replace: true });
    } catch (err) {
      if (isAnswered(err)) attempts.current.answered();
      const message = err instanceof Error ? err.message : '';
      const key = err instanceof RequestError ? err.errorKey : undefined;
      if (key === 'PAY_PASSWORD_NOT_SET') {
        setAsking(false);
        void offerSettings(message);
      } else if (key === 'WITHDRAW_ABOVE_BALANCE' || key === 'AMOUNT_TOO_SMALL' || key === 'VALIDATION') {
        // The balance or the rules moved since the page read them: back to the form, with the figures read again.
        setAsking(false);
        setErrors({ amount: message });
        void toast.fail(message);
        void invalidateWallet(queryClient);
      } else {
        // A wrong code ("4 attempts left"), a lock, a lost connection: the reason stays under the code.
        setCodeError(message);
        void toast.fail(message);
        if (key === 'PAY_PASSWORD_WRONG') setCode('');
      }
    } finally {
      setSending(false);
    }
  };

  const fillAll = () => {
    setAmount(toAmount(maxWithdrawable(balance, rule)));
    clear('amount');
  };

  const liveAmountError =
    errors.amount ?? (cents !== undefined && cents > 0 && aboveBalance ? aboveBalanceMessage : undefined);

  return (
    <>
      <section className="wallet-balance" aria-labelledby="withdraw-balance">
        <span id="withdraw-balance" className="wallet-balance__label">
          {t('wallet:withdraw.available')}
        </span>
        <strong className="wallet-balance__amount">{formatMoney(info.balance, lang)}</strong>
        <span className="wallet-balance__rule">
          {t('wallet:withdraw.feeRule', {
            rate: formatRate(info.fee_rate, lang),
            min: formatMoney(info.fee_min, lang),
          })}
        </span>
      </section>

      <section className="wallet-card">
        <Field id="type" labelFor={false} label={t('wallet:withdraw.type')}>
          <div className="wallet-chips">
            {(['bank', 'chain'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`wallet-chip${option === type ? ' wallet-chip--on' : ''}`}
                aria-pressed={option === type}
                onClick={() => {
                  setType(option);
                  setErrors({});
                }}
              >
                {t(`wallet:type.${option}`)}
              </button>
            ))}
          </div>
        </Field>
        {type === 'bank' ? (
          <>
            <Field id="bankCardNo" label={t('wallet:withdraw.bankCardNo')} error={errors.bankCardNo}>
              <TextInput
                id="bankCardNo"
                value={bankCardNo}
                error={errors.bankCardNo}
                inputMode="numeric"
                autoComplete="off"
                maxLength={32}
                placeholder={t('wallet:withdraw.bankCardNoPlaceholder')}
                onChange={(value) => {
                  setBankCardNo(value.replace(/[^\d ]/g, ''));
                  clear('bankCardNo');
                }}
              />
            </Field>
            <Field id="bankName" label={t('wallet:withdraw.bankName')} error={errors.bankName}>
              <TextInput
                id="bankName"
                value={bankName}
                error={errors.bankName}
                maxLength={80}
                placeholder={t('wallet:withdraw.bankNamePlaceholder')}
                onChange={(value) => {
                  setBankName(value);
                  clear('bankName');
                }}
              />
            </Field>
          </>
        ) : (
          <>
            <Field id="network" label={t('wallet:withdraw.network')} error={errors.network}>
              <TextInput
                id="network"
                value={network}
                error={errors.network}
                maxLength={30}
                autoComplete="off"
                placeholder={t('wallet:withdraw.networkPlaceholder')}
                onChange={(value) => {
                  setNetwork(value);
                  clear('network');
                }}
              />
            </Field>
            <Field id="address" label={t('wallet:withdraw.address')} error={errors.address}>
              <TextInput
                id="address"
                value={address}
                error={errors.address}
                maxLength={120}
                autoComplete="off"
                placeholder={t('wallet:withdraw.addressPlaceholder')}
                onChange={(value) => {
                  setAddress(value);
                  clear('address');
                }}
              />
            </Field>
          </>
        )}
      </section>

      <section className="wallet-card">
        <Field
          id="amount"
          label={t('wallet:withdraw.amount')}
          error={liveAmountError}
          hint={t('wallet:form.amountAtLeast', { min: formatMoney(info.min_amount, lang) })}
        >
          <AmountInput
            id="amount"
            value={amount}
            error={liveAmountError}
            placeholder={t('wallet:form.amountPlaceholder')}
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
            end={
              <button type="button" className="wallet-amount__all" onClick={fillAll}>
                {t('wallet:withdraw.all')}
              </button>
            }
          />
        </Field>
        <dl className="wallet-sum" aria-live="polite">
          <div>
            <dt>{t('wallet:withdraw.charge')}</dt>
            <dd data-testid="withdraw-charge">{money(fee)}</dd>
          </div>
          <div>
            <dt>{t('wallet:withdraw.total')}</dt>
            <dd data-testid="withdraw-total" className={aboveBalance ? 'wallet-sum__over' : undefined}>
              {money(total)}
            </dd>
          </div>
          <div className="wallet-sum__strong">
            <dt>{t('wallet:withdraw.receive')}</dt>
            <dd data-testid="withdraw-receive">{money(cents !== undefined && cents > 0 ? cents : 0)}</dd>
          </div>
        </dl>
      </section>

      <div className="fixed-footer">
        <Button block color="primary" shape="rounded" size="large" onClick={next}>
          {t('wallet:withdraw.submit')}
        </Button>
      </div>

      <Popup
        visible={asking}
        onMaskClick={() => !sending && setAsking(false)}
        onClose={() => setAsking(false)}
        bodyClassName="wallet-code-popup"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-labelledby="pay-code-title" className="wallet-code">
          <h2 id="pay-code-title" className="wallet-code__title">
            {t('wallet:withdraw.codeTitle')}
          </h2>
          <p className="wallet-code__sum">
            {t('wallet:withdraw.codeSummary', { amount: money(cents ?? 0), fee: money(fee), total: money(total) })}
          </p>
          <label className="form-field__label" htmlFor="pay-code">
            {t('wallet:withdraw.code')}
          </label>
          <div className="wallet-code__box">
            <LockOutline className="wallet-code__icon" aria-hidden="true" />
            <input
              id="pay-code"
              className="wallet-input wallet-input--code"
              type="password"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={12}
              // The popup exists only to take the code: the keypad opens with it.
              autoFocus
              value={code}
              placeholder={t('wallet:withdraw.codePlaceholder')}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? errorId('pay-code') : undefined}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, ''));
                setCodeError('');
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void send();
              }}
            />
          </div>
          {codeError && (
            <p id={errorId('pay-code')} className="form-field__error" role="alert">
              {codeError}
            </p>
          )}
          <div className="wallet-code__actions">
            <Button block shape="rounded" size="large" disabled={sending} onClick={() => setAsking(false)}>
              {t('common:cancel')}
            </Button>
            <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void send()}>
              {t('common:confirm')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}

/** The rate in the shopper's number style: 1.5 → "1.5%" (en), "1,5 %" where the comma is the decimal mark. */
function formatRate(rate: number, lang: LangCode): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100);
}
