import '../../lib/antd-react19.ts';
import './order.css';
import type { OrderPayInfoDto } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { digitsOnly, isPayCode, PAY_CODE_MAX_LENGTH } from '@shop/contract/rules/payment-code';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Input, Skeleton } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { invalidateOrders } from '../../lib/cart.ts';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { payInfoQueryOptions, payOrders } from './api.ts';
import { parseOrderIds } from './order-ids.ts';
import { centsOf } from './order-format.ts';
import { isAnswered, IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { PayDeadline } from './pay-deadline.tsx';
import type { PaidState } from './order-result-page.tsx';

/** /payment?orders=1,2 — pays waiting orders from the balance with the payment code. */
export function PaymentPage() {
  const { t } = useTranslation(['order', 'common']);
  const [searchParams] = useSearchParams();
  const ids = parseOrderIds(searchParams.get('orders'));
  const info = useQuery({ ...payInfoQueryOptions(ids), enabled: ids.length > 0 });

  let content: ReactNode;
  if (ids.length === 0) {
    content = <NothingToPay message={t('order:notFound')} />;
  } else if (info.data) {
    content = info.data.orders.some((order) => order.status === ORDER_STATUS.waitingPay) ? (
      <PayForm ids={ids} info={info.data} />
    ) : (
      <NothingToPay message={t('order:payment.nothingToPay')} />
    );
  } else if (info.isError) {
    content =
      info.error instanceof RequestError && info.error.kind === 'business' ? (
        <NothingToPay message={info.error.message} />
      ) : (
        <EmptyState title={t('order:loadFailed')} description={info.error.message}>
          <button type="button" className="link-button" onClick={() => void info.refetch()}>
            {t('common:retry')}
          </button>
        </EmptyState>
      );
  } else {
    content = (
      <div className="order-page" aria-busy="true">
        <section className="order-section">
          <Skeleton.Paragraph lineCount={4} animated />
        </section>
      </div>
    );
  }
  return <Page titleKey="payment">{content}</Page>;
}

function PayForm({ ids, info }: { ids: number[]; info: OrderPayInfoDto }) {
  const { t } = useTranslation(['order', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempts = useRef(new IdempotentAttempts());
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);
  const short = centsOf(info.balance) < centsOf(info.total);

  const offerSettings = async (content: string) => {
    const go = await Dialog.confirm({
      title: t('common:failure.pay'),
      content,
      confirmText: t('order:payment.goSettings'),
      cancelText: t('common:cancel'),
    });
    if (go) void navigate('/changePayPwd');
  };
  const offerRecharge = async (content: string) => {
    const go = await Dialog.confirm({
      title: t('common:failure.pay'),
      content,
      confirmText: t('order:payment.recharge'),
      cancelText: t('common:cancel'),
    });
    if (go) void navigate('/topUp');
  };

  const pay = async () => {
    setError('');
    // What the server would refuse anyway is caught before asking for the code: no payment code, too little money.
    if (!info.has_pay_password) return offerSettings(t('order:payment.noPayCode'));
    if (short) return offerRecharge(t('order:payment.insufficient'));
    if (!isPayCode(code)) {
      setError(t('order:payment.codeInvalid'));
      return undefined;
    }
    setPaying(true);
    try {
      const result = await payOrders({
        orderIds: ids,
        payPassword: code,
        idempotencyKey: attempts.current.keyFor([ids, code]),
      });
      attempts.current.answered();
      void toast.success(t('common:success.pay'));
      void invalidateOrders(queryClient);
      const state: PaidState = { paid: result.paid };
      void navigate(`/order?orders=${ids.join(',')}`, { replace: true, state });
    } catch (err) {
      if (isAnswered(err)) attempts.current.answered();
      const message = err instanceof Error ? err.message : '';
      const key = err instanceof RequestError ? err.errorKey : undefined;
      if (key === 'PAY_PASSWORD_NOT_SET') return offerSettings(message);
      if (key === 'INSUFFICIENT_BALANCE') return offerRecharge(message);
      void toast.fail(t('common:failure.pay'));
      // The reason stays on screen under the code ("Wrong payment code, 4 attempts left"), beyond the toast.
      setError(message);
      if (key === 'PAY_PASSWORD_WRONG') setCode('');
      // ORDER_PAY_EXPIRED: the server cancelled the late order in the same call; the lists must show it cancelled.
      if (key === 'ORDER_STATUS_CHANGED' || key === 'ORDER_NOT_FOUND' || key === 'ORDER_PAY_EXPIRED')
        void invalidateOrders(queryClient);
    } finally {
      setPaying(false);
    }
    return undefined;
  };

  return (
    <>
      <div className="order-page order-page--with-bar">
        <section className="order-section pay-summary">
          <span className="pay-summary__label">{t('order:payment.amount')}</span>
          <strong className="pay-summary__amount">{formatMoney(info.total, lang)}</strong>
          {info.pay_deadline && <PayDeadline deadline={info.pay_deadline} className="pay-summary__deadline" />}
          <ul className="pay-summary__orders">
            {info.orders.map((order) => (
              <li key={order.id}>
                <span>{t('order:orderNo', { no: order.order_no })}</span>
                <span>{formatMoney(order.total, lang)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="order-section">
          <div className="pay-balance">
            <span>{t('order:payment.balance')}</span>
            <strong>{formatMoney(info.balance, lang)}</strong>
          </div>
          {short && (
            <p className="pay-warning">
              {t('order:payment.insufficient')} <Link to="/topUp">{t('order:payment.recharge')}</Link>
            </p>
          )}
        </section>

        <section className="order-section">
          <label className="order-section__title" htmlFor="pay-code">
            {t('order:payment.code')}
          </label>
          {info.has_pay_password ? (
            <div className="pay-code">
              <LockOutline className="pay-code__icon" aria-hidden="true" />
              <Input
                id="pay-code"
                type="password"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={PAY_CODE_MAX_LENGTH}
                value={code}
                onChange={(value) => setCode(digitsOnly(value))}
                onEnterPress={() => void pay()}
                placeholder={t('order:payment.codePlaceholder')}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'pay-error' : undefined}
              />
            </div>
          ) : (
            <p className="pay-warning">
              {t('order:payment.noPayCode')} <Link to="/changePayPwd">{t('order:payment.goSettings')}</Link>
            </p>
          )}
          {error && (
            <p id="pay-error" className="pay-error" role="alert">
              {error}
            </p>
          )}
        </section>
      </div>
      <div className="fixed-footer">
        <Button block color="primary" shape="rounded" size="large" loading={paying} onClick={() => void pay()}>
          {t('order:payment.pay', { amount: formatMoney(info.total, lang) })}
        </Button>
      </div>
    </>
  );
}

function NothingToPay({ message }: { message: string }) {
  const { t } = useTranslation('order');
  return (
    <EmptyState title={t('order:payment.nothingTitle')} description={message}>
      <Link to="/myPurchases/all" className="link-button">
        {t('order:result.viewOrders')}
      </Link>
    </EmptyState>
  );
}
