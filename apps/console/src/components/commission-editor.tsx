import { useAccess } from '@shop/desk/access/access.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRate, percentFromRate, rateFromPercent } from '../lib/rate.ts';
import { SHOPS_KEY, saveCommission } from '../lib/shops.ts';

interface CommissionRateProps {
  /** The rate in force ("0.05"). */
  rate: string;
  /** The platform's default applies (the shop has no rate of its own). */
  isDefault?: boolean;
}

/** "5%" with "(default)" when it is the platform's rate. */
export function CommissionRate({ rate, isDefault }: CommissionRateProps) {
  const { t } = useTranslation('shops');
  const { lang } = useFormat();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatRate(rate, lang)}
      {isDefault && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
          {t('commission.default')}
        </Typography.Text>
      )}
    </span>
  );
}

interface CommissionEditorProps {
  /** The shop whose rate this sets; none for the platform's default. */
  shopId?: number;
  /** The rate in force ("0.05"). */
  rate: string;
  isDefault?: boolean;
  /** In a table row: the box without its label (named for screen readers), the hint left out. */
  compact?: boolean;
  /** The shop's name, to name the box in a table of shops. */
  shopName?: string;
}

/**
 * A commission rate, typed as a percent and saved as the API's decimal (POST commission/save); a shop with a rate
 * of its own can go back to the platform's default. Only an operator with the `commission` permission (finance)
 * may change it; others see the rate alone.
 */
export function CommissionEditor({ shopId, rate, isDefault, compact = false, shopName }: CommissionEditorProps) {
  const { t } = useTranslation('shops');
  const { t: desk } = useTranslation('desk');
  const access = useAccess();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ percent: string }>();
  const save = useMutation({
    mutationFn: saveCommission,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
      void message.success(t('commission.saved'));
    },
  });
  if (!access.can('commission')) return <CommissionRate rate={rate} isDefault={isDefault} />;
  const label = shopId === undefined ? t('commission.defaultRate') : t('commission.rate');

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Form<{ percent: string }>
        form={form}
        name={shopId === undefined ? 'default-commission' : `commission-${shopId}`}
        layout="inline"
        colon={false}
        // Keyed by the rate: a refreshed rate refills the box.
        key={rate}
        initialValues={{ percent: percentFromRate(rate) }}
        onFinish={({ percent }) => {
          const next = rateFromPercent(percent);
          if (next !== undefined) save.mutate(shopId === undefined ? { rate: next } : { shop_id: shopId, rate: next });
        }}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          label={compact ? undefined : label}
          name="percent"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (rateFromPercent(String(value ?? '')) === undefined) throw new Error(t('commission.invalid'));
              },
            },
          ]}
        >
          <Input
            suffix="%"
            inputMode="decimal"
            style={{ width: 120 }}
            aria-label={compact && shopName ? t('commission.rateOf', { name: shopName }) : undefined}
          />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Space size={4}>
            <Button htmlType="submit" loading={save.isPending}>
              {desk('actions.save')}
            </Button>
            {shopId !== undefined && !isDefault && (
              <Button
                type="link"
                disabled={save.isPending}
                onClick={() => save.mutate({ shop_id: shopId, rate: null })}
              >
                {t('commission.useDefault')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      {isDefault && !compact && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('commission.usesDefault')}
        </Typography.Text>
      )}
      {save.error && <Alert type="error" showIcon title={save.error.message} />}
    </Space>
  );
}
