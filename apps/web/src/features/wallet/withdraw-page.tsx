import '../../lib/antd-react19.ts';
import './wallet.css';
import { localeOf, type LangCode } from '@shop/contract/languages';
import type { ExtractInfoDto } from '@shop/contract/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Form } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { Field } from '../../components/form-field.tsx';
import { clearMessagesOf, FormField, PLAIN_FORM, ruleOf, showFirstFailure } from '../../components/form-item-field.tsx';
import { appValidationOnly } from '../../lib/app-validation-only.ts';
import { isAnswered, IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { extractInfoQueryOptions, invalidateWallet, submitWithdrawal } from './api.ts';
import { type CodeRefusal, PayCodePopup } from './pay-code-popup.tsx';
import { maxWithdrawable, toAmount } from './wallet-money.ts';
import { AmountInput, LoadFailed, LoadingCard, RecordsLink } from './wallet-ui.tsx';
import { Destination, TypeChips } from './withdraw-destination.tsx';
import {
  amountProblem,
  INITIAL_WITHDRAW,
  WITHDRAW_FIELD_ORDER,
  withdrawalOf,
  withdrawFigures,
  type WithdrawValues,
} from './withdraw-rules.ts';

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

/**
 * The withdrawal on antd-mobile's Form: the destination and the amount are judged by their rules on submit; the
 * service charge, the total and an amount above the balance are worked out live as the amount is typed. A form
 * that passes opens the payment code's popup, which sends the withdrawal.
 */
function WithdrawForm({ info }: { info: ExtractInfoDto }) {
  const { t } = useTranslation(['wallet', 'messages', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasPayCode = useSession((s) => s.userInfo?.has_pay_password);
  const attempts = useRef(new IdempotentAttempts());
  const [form] = Form.useForm<WithdrawValues>();
  /** The checked values waiting for the payment code; null while no code is asked for. */
  const [asking, setAsking] = useState<WithdrawValues | null>(null);

  const type = Form.useWatch('type', form) ?? INITIAL_WITHDRAW.type;
  const typed = Form.useWatch('amount', form) ?? '';
  const money = (cents: number) => formatMoney(toAmount(cents), lang);
  const figures = withdrawFigures(info, typed);
  const { cents, fee, total, aboveBalance } = figures;
  const aboveBalanceMessage = t('wallet:withdraw.aboveBalance', { fee: money(fee), balance: money(figures.balance) });

  const amountRule = ruleOf((value) => {
    const text = String(value ?? '');
    const judged = withdrawFigures(info, text);
    const problem = amountProblem(judged, text);
    if (problem === 'required') return t('wallet:withdraw.amountRequired');
    if (problem === 'invalid') return t('messages:validation.amountInvalid');
    if (problem === 'aboveBalance') {
      return t('wallet:withdraw.aboveBalance', { fee: money(judged.fee), balance: money(judged.balance) });
    }
    if (problem === 'belowMinimum') return t('wallet:form.amountMin', { min: money(judged.minAmount) });
    return undefined;
  });

  const offerSettings = async (content: string) => {
    const go = await Dialog.confirm({
      title: t('wallet:withdraw.noPayCodeTitle'),
      content,
      confirmText: t('wallet:withdraw.goSettings'),
      cancelText: t('common:cancel'),
    });
    if (go) void navigate('/changePayPwd');
  };

  /** First step, the form passed its rules: the payment code is asked (or its settings offered when none is set). */
  const next = (values: WithdrawValues) => {
    if (hasPayCode === false) void offerSettings(t('wallet:withdraw.noPayCode'));
    else setAsking(values);
  };

  /** Second step: the payment code, then the request. Resolves with what to show under the code, if anything. */
  const send = async (code: string): Promise<CodeRefusal | undefined> => {
    if (!asking) return undefined;
    const body = withdrawalOf(asking, code);
    // The key follows the withdrawal without its code, as the server fingerprints it: after a lost answer, a retry
    // with the code typed again differently is still the same withdrawal, replayed rather than made twice.
    const { pay_password: _code, ...identity } = body;
    try {
      await submitWithdrawal(body, attempts.current.keyFor(identity));
      attempts.current.answered();
      setAsking(null);
      void toast.success(t('common:success.draw'));
      void invalidateWallet(queryClient);
      void navigate('/depositRecord', { replace: true });
      return undefined;
    } catch (err) {
      if (isAnswered(err)) attempts.current.answered();
      const message = err instanceof Error ? err.message : '';
      const key = err instanceof RequestError ? err.errorKey : undefined;
      if (key === 'PAY_PASSWORD_NOT_SET') {
        setAsking(null);
        void offerSettings(message);
        return undefined;
      }
      if (key === 'WITHDRAW_ABOVE_BALANCE' || key === 'AMOUNT_TOO_SMALL' || key === 'VALIDATION') {
        // The balance or the rules moved since the page read them: back to the form, with the figures read again.
        setAsking(null);
        form.setFields([{ name: 'amount', errors: [message] }]);
        void toast.fail(message);
        void invalidateWallet(queryClient);
        return undefined;
      }
      // A wrong code ("4 attempts left"), a lock, a lost connection: the reason stays under the code.
      void toast.fail(message);
      return { message, clearCode: key === 'PAY_PASSWORD_WRONG' };
    }
  };

  const fillAll = () =>
    form.setFields([{ name: 'amount', value: toAmount(maxWithdrawable(figures.balance, figures.rule)), errors: [] }]);

  return (
    <>
      <Form
        {...appValidationOnly}
        form={form}
        className={PLAIN_FORM}
        initialValues={INITIAL_WITHDRAW}
        onValuesChange={(changed: Partial<WithdrawValues>) =>
          // A new type starts its destination afresh; any other edit takes away that field's message.
          clearMessagesOf(form, 'type' in changed ? WITHDRAW_FIELD_ORDER : Object.keys(changed))
        }
        onFinish={next}
        onFinishFailed={(failure) => showFirstFailure(failure, WITHDRAW_FIELD_ORDER)}
        footer={
          <div className="fixed-footer">
            <Button block type="submit" color="primary" shape="rounded" size="large">
              {t('wallet:withdraw.submit')}
            </Button>
          </div>
        }
      >
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
            <Form.Item noStyle name="type">
              <TypeChips />
            </Form.Item>
          </Field>
          <Destination type={type} />
        </section>

        <section className="wallet-card">
          <FormField
            name="amount"
            label={t('wallet:withdraw.amount')}
            hint={t('wallet:form.amountAtLeast', { min: formatMoney(info.min_amount, lang) })}
            rules={[amountRule]}
            liveError={cents !== undefined && cents > 0 && aboveBalance ? aboveBalanceMessage : undefined}
          >
            {(error) => (
              <AmountInput
                id="amount"
                error={error}
                placeholder={t('wallet:form.amountPlaceholder')}
                end={
                  <button type="button" className="wallet-amount__all" onClick={fillAll}>
                    {t('wallet:withdraw.all')}
                  </button>
                }
              />
            )}
          </FormField>
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
      </Form>
      <PayCodePopup
        visible={asking !== null}
        summary={t('wallet:withdraw.codeSummary', { amount: money(cents ?? 0), fee: money(fee), total: money(total) })}
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

/** The rate in the shopper's number style: 1.5 → "1.5%" (en), "1,5 %" where the comma is the decimal mark. */
function formatRate(rate: number, lang: LangCode): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100);
}
