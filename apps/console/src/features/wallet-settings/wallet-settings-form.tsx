import type { WalletSettingsDto } from '@shop/contract/console-wallet';
import { UNSUPPORTED_DEPOSIT_NETWORKS } from '@shop/contract/wallet-status';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveWalletSettings, walletSettingsQueryOptions } from './api.ts';
import {
  type NetworkRow,
  type WalletSettingsFormValues,
  toWalletSettingsBody,
  toWalletSettingsFormValues,
} from './wallet-settings-values.ts';

const MAX_NETWORKS = 20;

const unsupported: readonly string[] = UNSUPPORTED_DEPOSIT_NETWORKS;

/** The wallet settings form, filled from what the server holds. */
export function WalletSettingsForm({ settings }: { settings: WalletSettingsDto }) {
  const { t } = useTranslation('wallet-settings');
  const { t: validation } = useTranslation('validation');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const [form] = Form.useForm<WalletSettingsFormValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveWalletSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(walletSettingsQueryOptions().queryKey, saved);
      form.setFieldsValue(toWalletSettingsFormValues(saved));
      void message.success(t('saved'));
    },
  });

  /** Two rows with one network name would show the shopper two addresses for it. */
  const uniqueNetwork =
    (index: number): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
        if (!name) return;
        const rows: NetworkRow[] = getFieldValue('networks') ?? [];
        if (rows.some((row, other) => other < index && row?.network?.trim().toLowerCase() === name)) {
          throw new Error(validation('networkDuplicate'));
        }
      },
    });

  /** The networks shoppers are told not to use (the server refuses them too). */
  const supportedNetwork: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && unsupported.includes(value.trim().toUpperCase())) {
        throw new Error(validation('networkUnsupported'));
      }
    },
  };

  return (
    <Form<WalletSettingsFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={toWalletSettingsFormValues(settings)}
      onFinish={(values) => save.mutate(toWalletSettingsBody(values))}
      style={{ maxWidth: 880 }}
    >
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Card title={t('networks.title')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('networks.intro')}</Typography.Paragraph>
        <Form.List name="networks">
          {(rows, { add, remove }) => (
            <>
              {rows.length > 0 && (
                <Row gutter={12} style={{ marginBottom: 4 }}>
                  <Col span={5}>
                    <Typography.Text strong>{t('networks.network')}</Typography.Text>
                  </Col>
                  <Col span={12}>
                    <Typography.Text strong>{t('networks.address')}</Typography.Text>
                  </Col>
                  <Col span={5}>
                    <Typography.Text strong>{t('networks.minAmount')}</Typography.Text>
                  </Col>
                </Row>
              )}
              {rows.map(({ key, name }, index) => (
                <Row gutter={12} key={key} align="top">
                  <Col span={5}>
                    <Form.Item
                      name={[name, 'network']}
                      rules={[
                        { required: true, whitespace: true, message: t('networks.networkRequired') },
                        rules.max(30),
                        uniqueNetwork(index),
                        supportedNetwork,
                      ]}
                    >
                      <Input
                        aria-label={t('networks.networkN', { n: index + 1 })}
                        placeholder={t('networks.networkExample')}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name={[name, 'address']}
                      rules={[
                        { required: true, whitespace: true, message: t('networks.addressRequired') },
                        rules.max(120),
                      ]}
                    >
                      <Input aria-label={t('networks.addressN', { n: index + 1 })} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item name={[name, 'min_amount']} rules={[rules.money({ optional: true })]}>
                      <Input aria-label={t('networks.minAmountN', { n: index + 1 })} prefix="$" placeholder="0" />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Button
                      danger
                      type="text"
                      aria-label={t('networks.removeRow', { n: index + 1 })}
                      onClick={() => remove(name)}
                    >
                      {desk('actions.remove')}
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button
                onClick={() => add({ network: '', address: '', min_amount: '0' })}
                disabled={rows.length >= MAX_NETWORKS}
              >
                {t('networks.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card title={t('bank.title')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('bank.intro')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('bank.bankName')} name={['bank', 'bank_name']} rules={[rules.max(80)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('bank.accountName')} name={['bank', 'account_name']} rules={[rules.max(80)]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('bank.accountNo')} name={['bank', 'account_no']} rules={[rules.max(60)]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('bank.note')} name={['bank', 'note']} rules={[rules.max(300)]}>
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
      </Card>
      <Card title={t('card.title')} style={{ marginBottom: 16 }}>
        <Form.Item label={t('card.enabled')} name="card_enabled" valuePropName="checked" extra={t('card.hint')}>
          <Switch />
        </Form.Item>
      </Card>
      <Card title={t('limits.title')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('limits.rechargeMin')} name="recharge_min" rules={[rules.money()]}>
              <Input prefix="$" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('limits.withdrawMin')} name="withdraw_min" rules={[rules.money()]}>
              <Input prefix="$" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('limits.feeRate')}
              name="withdraw_fee_rate"
              rules={[{ required: true, message: t('limits.feeRateRequired') }]}
              extra={t('limits.feeRateHint')}
            >
              <InputNumber min={0} max={50} step={0.1} precision={2} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('limits.feeMin')}
              name="withdraw_fee_min"
              rules={[rules.money()]}
              extra={t('limits.feeMinHint')}
            >
              <Input prefix="$" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {desk('actions.save')}
      </Button>
    </Form>
  );
}
