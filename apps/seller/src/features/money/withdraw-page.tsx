import { formatCents } from '@shop/contract/money';
import type { ExtractInfoDto } from '@shop/contract/wallet';
import { extractBody } from '@shop/contract/wallet';
import type { WithdrawType } from '@shop/contract/wallet-status';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { translateKey } from '@shop/desk/i18n/translation-key.ts';
import { IdempotentAttempts, isAnswered } from '@shop/desk/request/idempotent-attempts.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meQueryOptions } from '../../lib/me.ts';
import { DASHBOARD_KEY, ME_KEY, MONEY_KEY } from '../../lib/query-keys.ts';
import { centsOf, quoteWithdrawal } from '../../lib/withdraw-charge.ts';
import { requestWithdrawal, type WithdrawRequest, withdrawInfoQueryOptions } from './api.ts';

interface WithdrawValues {
  type: WithdrawType;
  amount: string;
  bank_card_no?: string;
  bank_name?: string;
  network?: string;
  address?: string;
  pay_password: string;
}

/** The request for the form's values: only the fields of the chosen destination. */
export function withdrawBody(values: WithdrawValues): WithdrawRequest {
  const amount = values.amount.trim();
  return values.type === 'bank'
    ? {
        type: 'bank',
        amount,
        pay_password: values.pay_password,
        bank_card_no: (values.bank_card_no ?? '').trim(),
        bank_name: (values.bank_name ?? '').trim(),
      }
    : {
        type: 'chain',
        amount,
        pay_password: values.pay_password,
        network: (values.network ?? '').trim(),
        address: (values.address ?? '').trim(),
      };
}

/** One attempt per withdrawal asked for: a retry after a lost answer reuses the key and is replayed, not paid twice. */
const attempts = new IdempotentAttempts();

function WithdrawForm({ info, hasPayCode }: { info: ExtractInfoDto; hasPayCode: boolean }) {
  const { t, i18n } = useTranslation('money');
  const format = useFormat();
  const rules = useFormRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WithdrawValues>();
  const type = Form.useWatch('type', form) ?? 'bank';
  const typed = Form.useWatch('amount', form) ?? '';
  const money = (cents: number) => format.money(formatCents(cents));
  const quote = quoteWithdrawal(typed, {
    balanceCents: centsOf(info.balance),
    minCents: centsOf(info.min_amount),
    rule: { rate: info.fee_rate, minCents: centsOf(info.fee_min) },
  });
  const shapes = extractBody.options;
  const bank = shapes[0].shape;
  const chain = shapes[1].shape;
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
    const body = withdrawBody(values);
    const parsed = extractBody.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0]) as never,
          errors: [validation(issue.message)],
        })),
      );
      return;
    }
    // The server's fingerprint leaves the payment code out: retyping it is the same attempt.
    const { pay_password: _code, ...fingerprint } = body;
    send.mutate({ body, idempotencyKey: attempts.keyFor(fingerprint) });
  };

  const refusedWithoutField =
    send.error && !hasErrorKey(send.error, ['PAY_PASSWORD_WRONG']) && fieldErrors(send.error, i18n).length === 0;

  return (
    <Form<WithdrawValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ type: 'bank', amount: '', pay_password: '' }}
      onFinish={submit}
      disabled={!hasPayCode}
    >
      <Form.Item label={t('withdraw.to')} name="type">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'bank', label: t('withdraw.bank') },
            { value: 'chain', label: t('withdraw.chain') },
          ]}
        />
      </Form.Item>
      {type === 'bank' ? (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('withdraw.cardNo')} name="bank_card_no" rules={[rules.schema(bank.bank_card_no)]}>
              <Input inputMode="numeric" autoComplete="off" maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('withdraw.bankName')} name="bank_name" rules={[rules.schema(bank.bank_name)]}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('withdraw.network')} name="network" rules={[rules.schema(chain.network)]}>
              <Input placeholder="TRC20" maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={t('withdraw.address')} name="address" rules={[rules.schema(chain.address)]}>
              <Input maxLength={120} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      )}
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
        rules={[rules.schema(bank.pay_password)]}
        style={{ maxWidth: 240 }}
      >
        <Input.Password inputMode="numeric" autoComplete="off" maxLength={12} />
      </Form.Item>
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
 * /money/withdraw — take the shop's money out to a bank card or a wallet on chain. The service charge and what
 * leaves the balance are shown live (rate and minimum from GET /api/seller/withdraw); then the payment code, and
 * POST /api/seller/withdraw with an Idempotency-Key: amount + charge are held until the platform pays out.
 */
export function WithdrawPage() {
  const { t } = useTranslation('money');
  const info = useQuery(withdrawInfoQueryOptions());
  const me = useQuery(meQueryOptions());
  const failed = info.error ?? me.error;
  return (
    <Card style={{ maxWidth: 720 }}>
      {failed ? (
        <Alert type="error" showIcon title={failed.message} />
      ) : !info.data || !me.data ? (
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
          <WithdrawForm info={info.data} hasPayCode={me.data.has_pay_password} />
        </Flex>
      )}
    </Card>
  );
}
