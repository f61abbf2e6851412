import './wallet.css';
import type { RechargeInfoDto } from '@shop/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { BankcardOutline, DownOutline, GlobalOutline, RightOutline } from 'antd-mobile-icons';
import { type FC, type SVGProps, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { rechargeInfoQueryOptions } from './api.ts';
import { IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { centsOf, parseAmount, toAmount } from './wallet-money.ts';
import {
  AmountInput,
  CopyRow,
  EvidenceField,
  LoadFailed,
  LoadingCard,
  RecordsLink,
  useSendRecharge,
} from './wallet-ui.tsx';
import { Field, type FieldErrors, showFirstError } from '../../components/form-field.tsx';

interface Method {
  key: 'manual' | 'chain' | 'card';
  to: string;
  Icon: FC<SVGProps<SVGSVGElement>>;
}

/** A bank building: antd-mobile-icons draws money with the yen sign, and the shop's currency is the dollar. */
function BankIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      strokeLinecap="round"
      {...props}
    >
      <path d="M3 9.5 12 4l9 5.5H3Z" />
      <path d="M5.5 10.5v6.5M10 10.5v6.5M14 10.5v6.5M18.5 10.5v6.5" />
      <path d="M3 20h18" />
    </svg>
  );
}

/** The three recharge methods (docs/domain.md#recharge): the bank transfer opens here, the others have their own screens. */
const METHODS: Method[] = [
  { key: 'manual', to: '/topUp?method=manual', Icon: BankIcon },
  { key: 'chain', to: '/walletTopUp', Icon: GlobalOutline },
  { key: 'card', to: '/cardTopUp', Icon: BankcardOutline },
];

/** /topUp — choose how to recharge; the bank transfer (?method=manual) shows the bank details and its form. */
export function TopUpPage() {
  const { t } = useTranslation('wallet');
  const [searchParams] = useSearchParams();
  const manual = searchParams.get('method') === 'manual';
  // The card method only while the operator offers it (wallet settings); the API refuses it otherwise.
  const info = useQuery(rechargeInfoQueryOptions(useLang()));
  const methods = METHODS.filter((method) => method.key !== 'card' || info.data?.card_enabled !== false);
  return (
    <Page titleKey="topUp" right={<RecordsLink to="/topUpRecord" />}>
      <div className={`wallet-page${manual ? ' wallet-page--with-bar' : ''}`}>
        <section className="wallet-card wallet-card--flush" aria-labelledby="top-up-methods">
          <h2 id="top-up-methods" className="wallet-card__title">
            {t('topUp.choose')}
          </h2>
          <ul className="wallet-methods">
            {methods.map(({ key, to, Icon }) => {
              const open = key === 'manual' && manual;
              return (
                <li key={key}>
                  <Link
                    className={`wallet-method${open ? ' wallet-method--on' : ''}`}
                    to={key === 'manual' && manual ? '/topUp' : to}
                    replace={key === 'manual'}
                    aria-expanded={key === 'manual' ? open : undefined}
                  >
                    <Icon className="wallet-method__icon" aria-hidden="true" />
                    <span className="wallet-method__text">
                      <strong>{t(`method.${key}`)}</strong>
                      <span>{t(`topUp.${key}Hint`)}</span>
                    </span>
                    {key === 'manual' ? (
                      <DownOutline
                        className={`wallet-method__arrow${open ? ' wallet-method__arrow--open' : ''}`}
                        aria-hidden="true"
                      />
                    ) : (
                      <RightOutline className="wallet-method__arrow" aria-hidden="true" />
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        {manual && <ManualRecharge />}
      </div>
    </Page>
  );
}

function ManualRecharge() {
  const lang = useLang();
  const info = useQuery(rechargeInfoQueryOptions(lang));
  if (info.data) return <ManualForm info={info.data} />;
  if (info.isError) return <LoadFailed message={info.error.message} retry={() => void info.refetch()} />;
  return <LoadingCard lines={5} />;
}

function ManualForm({ info }: { info: RechargeInfoDto }) {
  const { t } = useTranslation(['wallet', 'messages', 'common']);
  const lang = useLang();
  const attempts = useRef(new IdempotentAttempts());
  const send = useSendRecharge(attempts.current);
  const [amount, setAmount] = useState('');
  const [evidence, setEvidence] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const min = formatMoney(info.min_amount, lang);
  const { bank } = info;

  if (!bank.account_no) {
    return (
      <section className="wallet-card">
        <p className="wallet-hint">{t('wallet:topUp.bankClosed')}</p>
      </section>
    );
  }

  const submit = async () => {
    const found: FieldErrors = {};
    const cents = parseAmount(amount);
    if (cents === undefined || cents <= 0) found.amount = t('messages:validation.amountInvalid');
    else if (cents < centsOf(info.min_amount)) found.amount = t('wallet:form.amountMin', { min });
    if (evidence.length === 0) found.evidence = t('messages:validation.evidenceRequired');
    setErrors(found);
    if (showFirstError(found, ['amount', 'evidence']) || cents === undefined) return;
    setSending(true);
    const result = await send({ method: 'manual', amount: toAmount(cents), evidence: evidence[0] ?? '' });
    setSending(false);
    if (!result.ok && result.errorKey === 'AMOUNT_TOO_SMALL') setErrors({ amount: result.message });
  };

  return (
    <>
      <section className="wallet-card" aria-labelledby="bank-details">
        <h2 id="bank-details" className="wallet-card__title">
          {t('wallet:topUp.bankDetails')}
        </h2>
        <dl className="wallet-facts">
          <CopyRow label={t('wallet:topUp.bankName')} value={bank.bank_name} />
          <CopyRow label={t('wallet:topUp.accountName')} value={bank.account_name} />
          <CopyRow label={t('wallet:topUp.accountNo')} value={bank.account_no} mono />
        </dl>
        {bank.note && <p className="wallet-note">{bank.note}</p>}
        <p className="wallet-hint">{t('wallet:topUp.bankSteps')}</p>
      </section>

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
