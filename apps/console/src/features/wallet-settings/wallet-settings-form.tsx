import type { WalletSettingsDto } from '@shop/contract/console-wallet';
import en from '@shop/contract/messages/en.json';
import { UNSUPPORTED_DEPOSIT_NETWORKS } from '@shop/contract/wallet-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import type { FormRule } from 'antd';
import { moneyRule } from '../../lib/money-rule.ts';
import { saveWalletSettings, walletSettingsQueryOptions } from './api.ts';
import {
  type NetworkRow,
  type WalletSettingsFormValues,
  toWalletSettingsBody,
  toWalletSettingsFormValues,
} from './wallet-settings-values.ts';

const MAX_NETWORKS = 20;

const unsupported: readonly string[] = UNSUPPORTED_DEPOSIT_NETWORKS;

/** Two rows with one network name would show the shopper two addresses for it. */
const uniqueNetwork =
  (index: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (!name) return;
      const rows: NetworkRow[] = getFieldValue('networks') ?? [];
      if (rows.some((row, other) => other < index && row?.network?.trim().toLowerCase() === name)) {
        throw new Error(en.validation.networkDuplicate);
      }
    },
  });

/** The networks shoppers are told not to use (the server refuses them too). */
const supportedNetwork: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value === 'string' && unsupported.includes(value.trim().toUpperCase())) {
      throw new Error(en.validation.networkUnsupported);
    }
  },
};

/** The wallet settings form, filled from what the server holds. */
export function WalletSettingsForm({ settings }: { settings: WalletSettingsDto }) {
  const [form] = Form.useForm<WalletSettingsFormValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveWalletSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(walletSettingsQueryOptions().queryKey, saved);
      form.setFieldsValue(toWalletSettingsFormValues(saved));
      void message.success('Settings saved');
    },
  });

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
      <Card title="Deposit networks" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">
          Shoppers recharging on chain choose one of these networks and send to its address.
        </Typography.Paragraph>
        <Form.List name="networks">
          {(rows, { add, remove }) => (
            <>
              {rows.length > 0 && (
                <Row gutter={12} style={{ marginBottom: 4 }}>
                  <Col span={5}>
                    <Typography.Text strong>Network</Typography.Text>
                  </Col>
                  <Col span={12}>
                    <Typography.Text strong>Deposit address</Typography.Text>
                  </Col>
                  <Col span={5}>
                    <Typography.Text strong>Min amount</Typography.Text>
                  </Col>
                </Row>
              )}
              {rows.map(({ key, name }, index) => (
                <Row gutter={12} key={key} align="top">
                  <Col span={5}>
                    <Form.Item
                      name={[name, 'network']}
                      rules={[
                        { required: true, whitespace: true, message: 'Enter the network' },
                        { max: 30, message: 'At most 30 characters' },
                        uniqueNetwork(index),
                        supportedNetwork,
                      ]}
                    >
                      <Input aria-label={`Network ${index + 1}`} placeholder="e.g. TRC20" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name={[name, 'address']}
                      rules={[
                        { required: true, whitespace: true, message: 'Enter the deposit address' },
                        { max: 120, message: 'At most 120 characters' },
                      ]}
                    >
                      <Input aria-label={`Deposit address ${index + 1}`} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item name={[name, 'min_amount']} rules={[moneyRule({ optional: true })]}>
                      <Input aria-label={`Min amount ${index + 1}`} prefix="$" placeholder="0" />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Button danger type="text" aria-label={`Remove row ${index + 1}`} onClick={() => remove(name)}>
                      Remove
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button
                onClick={() => add({ network: '', address: '', min_amount: '0' })}
                disabled={rows.length >= MAX_NETWORKS}
              >
                Add network
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card title="Bank transfer details" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">Shown to shoppers who recharge by bank transfer.</Typography.Paragraph>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="Bank name"
              name={['bank', 'bank_name']}
              rules={[{ max: 80, message: 'At most 80 characters' }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Account name"
              name={['bank', 'account_name']}
              rules={[{ max: 80, message: 'At most 80 characters' }]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Account no"
          name={['bank', 'account_no']}
          rules={[{ max: 60, message: 'At most 60 characters' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Note" name={['bank', 'note']} rules={[{ max: 300, message: 'At most 300 characters' }]}>
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
      </Card>
      <Card title="Limits and charges" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Recharge minimum" name="recharge_min" rules={[moneyRule()]}>
              <Input prefix="$" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Withdrawal minimum" name="withdraw_min" rules={[moneyRule()]}>
              <Input prefix="$" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="Withdrawal charge rate"
              name="withdraw_fee_rate"
              rules={[{ required: true, message: 'Enter a rate from 0 to 50 %' }]}
              extra="Percent of the amount withdrawn."
            >
              <InputNumber min={0} max={50} step={0.1} precision={2} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Minimum charge"
              name="withdraw_fee_min"
              rules={[moneyRule()]}
              extra="Charged when the rate gives less."
            >
              <Input prefix="$" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save
      </Button>
    </Form>
  );
}
