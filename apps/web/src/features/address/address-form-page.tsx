import type { AddressDto, AddressForm } from '@shop/contract/address';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AddressFields, addressFormValues, type AddressValues } from '../../components/address-fields.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NavBar } from '../../components/nav-bar.tsx';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { addressQueryOptions, useSaveAddress } from './api.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

/** Only in-app paths are followed after saving, so a crafted link cannot send the shopper elsewhere. */
function inAppPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

function AddressEditor({ address }: { address?: AddressDto }) {
  const { t } = useTranslation(['address', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const save = useSaveAddress();
  const [form] = Form.useForm<AddressValues>();
  const initial = addressFormValues(address);

  const onFinish = (values: AddressValues) => {
    const body: AddressForm = address ? { ...values, id: address.id } : values;
    save.mutate(body, {
      onSuccess: (saved) => {
        void toast.success(t('common:success.save'));
        const returnTo = inAppPath(searchParams.get('returnTo')) ?? inAppPath(session.get().backData.returnTo);
        if (returnTo) {
          // The screen that asked for the address (checkout) finds it in backData.
          session.mergeBackData({ returnTo: undefined, addressId: saved.id });
          void navigate(returnTo, { replace: true });
        } else if ((window.history.state?.idx ?? 0) > 0) {
          void navigate(-1);
        } else {
          void navigate('/address', { replace: true });
        }
      },
    });
  };

  return (
    <Form
      {...appValidationOnly}
      form={form}
      className="address-form"
      layout="horizontal"
      mode="card"
      initialValues={initial}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={save.isPending}>
          {t('common:save')}
        </Button>
      }
    >
      <AddressFields />
    </Form>
  );
}

/** The address form (/addressForm/:id?): a new address, or the one with this id prefilled. */
export function AddressFormPage() {
  const { t } = useTranslation(['address', 'common']);
  const { id } = useParams();
  const addressId = id === undefined ? undefined : Number(id);
  const validId = addressId === undefined || (Number.isInteger(addressId) && addressId > 0);
  const existing = useQuery({ ...addressQueryOptions(addressId ?? 0), enabled: addressId !== undefined && validId });

  let content: ReactNode;
  if (addressId === undefined) {
    content = <AddressEditor />;
  } else if (existing.data) {
    content = <AddressEditor key={existing.data.id} address={existing.data} />;
  } else if (!validId || existing.isError) {
    content = <EmptyState title={t('address:notFound')} />;
  } else {
    content = (
      <div className="page-body">
        <div className="card">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      </div>
    );
  }

  return (
    <div className="page address-form-page">
      <NavBar title={t(addressId === undefined ? 'address:newAddress' : 'address:editAddress')} />
      {content}
    </div>
  );
}
