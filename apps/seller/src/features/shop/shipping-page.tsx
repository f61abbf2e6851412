import type { SellerFreightDto } from '@shop/contract/freight';
import { FreightFields } from '@shop/desk/freight/freight-fields.tsx';
import {
  type FreightFormValues,
  freightFormKey,
  toFreightFields,
  toFreightFormValues,
} from '@shop/desk/freight/freight-form-values.ts';
import { RequestError } from '@shop/desk/request/request-error.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIPPING_KEY, saveShipping, shippingQueryOptions } from './shipping-api.ts';

/** The shop's freight rule form: saved against the version it was loaded at. */
function ShippingForm({ rule }: { rule: SellerFreightDto }) {
  const { t } = useTranslation('shop');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (values: FreightFormValues) => saveShipping({ ...toFreightFields(values), version: rule.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SHIPPING_KEY, saved);
      void message.success(t('shipping.saved'));
    },
    // Refused as stale: the platform changed the rule; load it so the seller decides again on what is stored.
    onError: (error) => {
      if (error instanceof RequestError && error.key === 'FREIGHT_RULE_STALE') {
        void queryClient.invalidateQueries({ queryKey: SHIPPING_KEY });
      }
    },
  });
  return (
    <Card title={t('shipping.title')} style={{ maxWidth: 520 }}>
      {!rule.own && <Alert type="info" showIcon title={t('shipping.usesDefault')} style={{ marginBottom: 16 }} />}
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Form<FreightFormValues>
        key={`${rule.own}|${freightFormKey(rule)}`}
        name="shipping"
        layout="vertical"
        requiredMark={false}
        initialValues={toFreightFormValues(rule)}
        onFinish={(values) => save.mutate(values)}
      >
        <FreightFields words={(word) => t(`shipping.fields.${word}`)} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('shipping.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** Shipping: how the shop charges freight (per order or by weight), shown at checkout for each of its orders. */
export function ShippingPage() {
  const rule = useQuery(shippingQueryOptions());
  if (rule.error) return <Alert type="error" showIcon title={rule.error.message} />;
  if (!rule.data) return <Skeleton active />;
  return <ShippingForm rule={rule.data} />;
}
