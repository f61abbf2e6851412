import type { AddressDto } from '@shop/contract/address';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AddressFields, addressFormValues, type AddressValues } from '../../components/address-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { useAddCheckoutAddress } from './api.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

/**
 * The "add address" sheet of the checkout: the address book's own fields. Its own chunk, loaded when opened: the
 * fields carry the contract's validation rules (and zod with them), which a checkout without a new address never needs.
 */
export function CheckoutAddressForm({ onSaved }: { onSaved: (address: AddressDto) => void }) {
  const { t } = useTranslation(['order', 'address', 'common']);
  const save = useAddCheckoutAddress();
  const [form] = Form.useForm<AddressValues>();
  const initial = addressFormValues();
  const onFinish = (values: AddressValues) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        void toast.success(t('common:success.save'));
        onSaved(saved);
      },
    });
  return (
    <Form
      {...appValidationOnly}
      form={form}
      className="address-form checkout-address-form"
      layout="horizontal"
      mode="card"
      initialValues={initial}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={save.isPending}>
          {t('order:checkout.saveAddress')}
        </Button>
      }
    >
      <AddressFields />
    </Form>
  );
}
