import { type AddressDto, addressBody, type AddressForm } from '@shop/contract/address';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Picker, type PickerRef, Skeleton, Switch, TextArea } from 'antd-mobile';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { NavBar } from '../../components/nav-bar.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { addressQueryOptions, useSaveAddress } from './api.ts';
import { countryOptions, DEFAULT_COUNTRY, intlLocale } from '../../lib/countries.ts';
import { TagField } from './tag-field.tsx';

type AddressValues = Required<Omit<AddressForm, 'id' | 'is_default'>> & { is_default: boolean };

const rules = {
  addressee: [zodRule(addressBody.shape.addressee)],
  mobile: [zodRule(addressBody.shape.mobile)],
  country: [zodRule(addressBody.shape.country)],
  area: [zodRule(addressBody.shape.area)],
  detail: [zodRule(addressBody.shape.detail)],
  tag: [zodRule(addressBody.shape.tag)],
};

/** Only in-app paths are followed after saving, so a crafted link cannot send the shopper elsewhere. */
function inAppPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

function initialValues(address: AddressDto | undefined): AddressValues {
  if (address) {
    const { addressee, mobile, country, area, detail, tag, is_default } = address;
    return { addressee, mobile, country, area, detail, tag, is_default };
  }
  // A new address starts from the shopper's own name, mobile and country.
  const user = session.get().userInfo;
  return {
    addressee: user ? [user.given_name, user.family_name].filter(Boolean).join(' ') : '',
    mobile: user?.mobile ?? '',
    country: user?.country || DEFAULT_COUNTRY,
    area: '',
    detail: '',
    tag: '',
    is_default: false,
  };
}

function AddressEditor({ address }: { address?: AddressDto }) {
  const { t, i18n } = useTranslation(['address', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const save = useSaveAddress();
  const [form] = Form.useForm<AddressValues>();
  const locale = intlLocale(i18n.language);
  const initial = initialValues(address);
  const countries = countryOptions(locale, initial.country);

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
      <Form.Header>{t('address:form.contact')}</Form.Header>
      <Form.Item name="addressee" label={t('address:form.addressee')} rules={rules.addressee} required>
        <Input placeholder={t('address:form.addresseePlaceholder')} maxLength={60} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" label={t('address:form.mobile')} rules={rules.mobile} required>
        <Input type="tel" placeholder={t('address:form.mobilePlaceholder')} maxLength={24} clearable autoComplete="tel" />
      </Form.Item>
      <Form.Header>{t('address:form.location')}</Form.Header>
      <Form.Item
        name="country"
        label={t('address:form.country')}
        rules={rules.country}
        required
        trigger="onConfirm"
        getValueProps={(value: string) => ({ value: value ? [value] : [] })}
        getValueFromEvent={(value: Array<string | number | null>) => String(value[0] ?? '')}
        onClick={(_event, picker: RefObject<PickerRef | null>) => picker.current?.open()}
        arrowIcon
      >
        <Picker columns={[countries]} title={t('address:form.country')} confirmText={t('common:confirm')} cancelText={t('common:cancel')}>
          {(items) => items[0]?.label ?? <span className="muted">{t('address:form.countryPlaceholder')}</span>}
        </Picker>
      </Form.Item>
      <Form.Item name="area" label={t('address:form.area')} rules={rules.area} required>
        <Input placeholder={t('address:form.areaPlaceholder')} maxLength={120} clearable autoComplete="address-level1" />
      </Form.Item>
      <Form.Item name="detail" label={t('address:form.detail')} rules={rules.detail} required>
        <TextArea placeholder={t('address:form.detailPlaceholder')} maxLength={240} autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="tag" label={t('address:form.tag')} rules={rules.tag} required>
        <TagField />
      </Form.Item>
      <Form.Item
        name="is_default"
        className="address-form__default"
        label={t('address:form.isDefault')}
        valuePropName="checked"
        childElementPosition="right"
      >
        <Switch />
      </Form.Item>
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
