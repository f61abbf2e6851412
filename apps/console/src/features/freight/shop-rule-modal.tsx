import type { FreightRuleDto } from '@shop/contract/console-orders';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { shopsQueryOptions } from './api.ts';
import { FreightFields } from './freight-fields.tsx';
import { type FreightFormValues, toFreightBody, toFreightFormValues } from './freight-form-values.ts';
import { useSaveFreight } from './use-save-freight.ts';

interface ShopRuleValues extends FreightFormValues {
  shop_id: number;
}

interface Props {
  /** The rule to edit; undefined to add one. */
  rule?: FreightRuleDto;
  /** Shops that already have a rule: adding one for them would silently replace it, so they are not offered. */
  takenShopIds: readonly number[];
  onClose(): void;
}

/** Adds or edits one shop's rule. Rendered only while open, so each opening starts from the saved values. */
export function ShopRuleModal({ rule, takenShopIds, onClose }: Props) {
  const { t } = useTranslation('freight');
  const { t: desk } = useTranslation('desk');
  const [form] = Form.useForm<ShopRuleValues>();
  const shops = useQuery(shopsQueryOptions());
  const save = useSaveFreight(onClose);
  const options = (shops.data?.list ?? [])
    .filter((shop) => shop.id === rule?.shop_id || !takenShopIds.includes(shop.id))
    .map((shop) => ({ value: shop.id, label: shop.name }));

  return (
    <Modal
      open
      title={rule ? t('shopRule.editTitle', { shop: rule.shop_name ?? t('shopRule.shop') }) : t('shopRule.newTitle')}
      okText={desk('actions.save')}
      cancelText={desk('actions.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      {(save.error ?? shops.error) && (
        <Alert type="error" showIcon title={(save.error ?? shops.error)?.message} style={{ marginBottom: 16 }} />
      )}
      <Form<ShopRuleValues>
        form={form}
        name="shop-freight"
        layout="vertical"
        requiredMark={false}
        initialValues={
          rule && rule.shop_id !== null ? { shop_id: rule.shop_id, ...toFreightFormValues(rule) } : { mode: 'flat' }
        }
        onFinish={({ shop_id, ...values }) => save.mutate(toFreightBody(shop_id, values))}
      >
        <Form.Item
          label={t('shopRule.shop')}
          name="shop_id"
          rules={[{ required: true, message: t('shopRule.choose') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('shopRule.choose')}
            loading={shops.isPending}
            disabled={rule !== undefined}
            options={options}
          />
        </Form.Item>
        <FreightFields />
      </Form>
    </Modal>
  );
}
