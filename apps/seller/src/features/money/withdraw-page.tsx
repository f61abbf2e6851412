import { formatCents } from '@shop/contract/money';
import type { PayoutAccountDto } from '@shop/contract/payout-account';
import { sellerWithdrawBody } from '@shop/contract/seller';
import type { ExtractInfoDto } from '@shop/contract/wallet';
import { PayoutAccountDetails } from '@shop/desk/business/payout-account.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { translateKey } from '@shop/desk/i18n/translation-key.ts';
import { IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Radio, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meQueryOptions } from '../../lib/me.ts';
import { DASHBOARD_KEY, ME_KEY, MONEY_KEY } from '../../lib/query-keys.ts';
import { centsOf, quoteWithdrawal } from '../../lib/withdraw-charge.ts';
import {
  payoutAccountsQueryOptions,
  requestWithdrawal,
  type WithdrawRequest,
  withdrawInfoQueryOptions,
} from './api.ts';
import { isTwoFactorRefusal, TwoFactorCodeField, twoFactorPart } from './two-factor-code-field.tsx';

interface WithdrawValues {
  payout_account_id?: number;
  amount: string;
  pay_password: string;
  /** Asked only when the owner has two-factor sign-in on. */
  two_factor_code?: string;
}

/**
 * The request for the form's values: the amount, the payment code, the chosen payout account, and the
 * authenticator's code when two-factor sign-in is on.
 */
export function withdrawBody(values: WithdrawValues, twoFactor = false): WithdrawRequest {
  return {
    amount: values.amount.trim(),
    pay_password: values.pay_password,
    payout_account_id: values.payout_account_id,
    ...twoFactorPart(twoFactor, values.two_factor_code),
  };
}

/** The saved accounts to choose from, each shown whole; a link to add or manage them. */
function AccountChoice({
  accounts,
  value,
  onChange,
}: {
  accounts: PayoutAccountDto[];
  value?: number;
  onChange?(id: number): void;
}) {
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as number)} style={{ width: '100%' }}>
      <Flex vertical gap={8}>
        {accounts.map((account) => (
          <Card
            key={account.id}
            size="small"
            hoverable
            onClick={() => onChange?.(account.id)}
            style={{ borderColor: value === account.id ? '#1677ff' : undefined }}
          >
            <Radio value={account.id} style={{ alignItems: 'flex-start', width: '100%' }}>
              <PayoutAccountDetails account={account} compact />
            </Radio>
          </Card>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** One attempt per withdrawal asked for: a retry after a lost answer reuses the key and is replayed, not paid twice. */
const attempts = new IdempotentAttempts();

function WithdrawForm({
  info,
  hasPayCode,
  twoFactor,
  accounts,
}: {
  info: ExtractInfoDto;
  hasPayCode: boolean;
  twoFactor: boolean;
  accounts: PayoutAccountDto[];
}) {
  const { t, i18n } = useTranslation('money');
  const format = useFormat();
  const rules = useFormRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WithdrawValues>();
  const typed = Form.useWatch('amount', form) ?? '';
  const money = (cents: number) => format.money(formatCents(cents));
  const quote = quoteWithdrawal(typed, {
    balanceCents: centsOf(info.balance),
    minCents: centsOf(info.min_amount),
    rule: { rate: info.fee_rate, minCents: centsOf(info.fee_min) },
  });
  const fields = sellerWithdrawBody.shape;
  const validation = (key: string) => translateKey(i18n, `validation:${key}`, { field: '' });

  const send = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      attempts.answered();
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
    onError: (error) => {
      if (isAnswered(error)) attempts.answered();
      form.setFields(fieldErrors(error, i18n).map((field) => ({ name: field.name as never, errors: field.errors })));
      if (hasErrorKey(error, ['PAY_PASSWORD_WRONG'])) {
        form.setFields([{ name: 'pay_password', errors: [error.message], value: '' }]);
      }
      if (isTwoFactorRefusal(error)) {
        form.setFields([{ name: 'two_factor_code', errors: [error.message], value: '' }]);
        // Turned on since /me was read: read it again, and the code field appears.
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
      }
    },
  });

  if (send.data) {
    const done = send.data;
    return (
      <Result
        status="success"
        title={t('withdraw.doneTitle')}
        subTitle={t('withdraw.doneText', { total: format.money(done.total) })}
        extra={[
          <Link key="list" to="/money/withdrawals">
            <Button type="primary">{t('withdraw.seeWithdrawals')}</Button>
          </Link>,
          <Button
            key="again"
            onClick={() => {
              send.reset();
              form.resetFields();
            }}
          >
            {t('withdraw.again')}
          </Button>,
        ]}
      />
    );
  }

  const submit = (values: WithdrawValues) => {
    if (!quote || quote.aboveBalance || quote.belowMinimum) return;
    const body = withdrawBody(values, twoFactor);
    const parsed = sellerWithdrawBody.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0]) as never,
          errors: [validation(issue.message)],
        })),
      );
      return;
    }
    // The server's fingerprint leaves the codes out: retyping them is the same attempt.
    const { pay_password: _code, two_factor_code: _twoFactor, ...fingerprint } = body;
    send.mutate({ body, idempotencyKey: attempts.keyFor(fingerprint) });
  };

  const refusedWithoutField =
    send.error &&
    !hasErrorKey(send.error, ['PAY_PASSWORD_WRONG']) &&
    !isTwoFactorRefusal(send.error) &&
    fieldErrors(send.error, i18n).length === 0;

  return (
    <Form<WithdrawValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        payout_account_id: accounts.length === 1 ? accounts[0]?.id : undefined,
        amount: '',
        pay_password: '',
      }}
      onFinish={submit}
      disabled={!hasPayCode}
    >
      <Form.Item
        label={
          <Flex justify="space-between" style={{ width: '100%' }} gap={12}>
            <span>{t('withdraw.to')}</span>
            <Link to="/money/payout-accounts">{t('withdraw.manageAccounts')}</Link>
          </Flex>
        }
        name="payout_account_id"
        rules={[rules.schema(fields.payout_account_id)]}
        style={{ width: '100%' }}
      >
        <AccountChoice accounts={accounts} />
      </Form.Item>
      <Form.Item
        label={t('withdraw.amount')}
        name="amount"
        rules={[rules.money({ positive: true })]}
        extra={t('withdraw.amountHint', {
          min: format.money(info.min_amount),
          rate: info.fee_rate,
          feeMin: format.money(info.fee_min),
        })}
      >
        <Input prefix="$" inputMode="decimal" autoComplete="off" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Card size="small" style={{ marginBottom: 16 }} aria-live="polite">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'balance', label: t('withdraw.available'), children: format.money(info.balance) },
            { key: 'charge', label: t('withdraw.charge'), children: quote ? money(quote.charge) : '–' },
            {
              key: 'total',
              label: t('withdraw.total'),
              children: <Typography.Text strong>{quote ? money(quote.total) : '–'}</Typography.Text>,
            },
          ]}
        />
        {quote?.aboveBalance && (
          <Typography.Text type="danger" role="alert">
            {t('withdraw.aboveBalance', { charge: money(quote.charge), balance: format.money(info.balance) })}
          </Typography.Text>
        )}
        {quote && !quote.aboveBalance && quote.belowMinimum && (
          <Typography.Text type="danger" role="alert">
            {t('withdraw.belowMinimum', { min: format.money(info.min_amount) })}
          </Typography.Text>
        )}
      </Card>
      <Form.Item
        label={t('withdraw.payCode')}
        name="pay_password"
        rules={[rules.schema(fields.pay_password)]}
        style={{ maxWidth: 240 }}
      >
        <Input.Password inputMode="numeric" autoComplete="off" maxLength={12} />
      </Form.Item>
      <TwoFactorCodeField enabled={twoFactor} />
      {refusedWithoutField && <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 16 }} />}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={send.isPending}
        disabled={!hasPayCode || !quote || quote.aboveBalance || quote.belowMinimum}
      >
        {t('withdraw.submit')}
      </Button>
    </Form>
  );
}

/**
 * /money/withdraw — take the shop's money out to one of its payout accounts. The service charge and what leaves
 * the balance are shown live (rate and minimum from GET /api/seller/withdraw); then the payment code, and POST
 * /api/seller/withdraw with an Idempotency-Key: amount + charge are held until the platform pays out.
 */
export function WithdrawPage() {
  const { t } = useTranslation('money');
  const info = useQuery(withdrawInfoQueryOptions());
  // Whether two-factor sign-in is on may have changed on the security page moments ago.
  const me = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const accounts = useQuery(payoutAccountsQueryOptions());
  const failed = info.error ?? me.error ?? accounts.error;
  return (
    <Card style={{ maxWidth: 720 }}>
      {failed ? (
        <Alert type="error" showIcon title={failed.message} />
      ) : !info.data || !me.data || !accounts.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          {!me.data.has_pay_password && (
            <Alert
              type="warning"
              showIcon
              title={t('withdraw.noPayCode')}
              description={
                <Link to="/money/payment-code">
                  <Button size="small" style={{ marginTop: 4 }}>
                    {t('balance.setCode')}
                  </Button>
                </Link>
              }
            />
          )}
          {accounts.data.list.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title={t('withdraw.noAccount')}
              description={
                <Link to="/money/payout-accounts">
                  <Button type="primary" size="small" style={{ marginTop: 4 }}>
                    {t('payoutAccounts.add')}
                  </Button>
                </Link>
              }
            />
          ) : (
            <WithdrawForm
              info={info.data}
              hasPayCode={me.data.has_pay_password}
              twoFactor={me.data.two_factor_enabled}
              accounts={accounts.data.list}
            />
          )}
        </Flex>
      )}
    </Card>
  );
}
