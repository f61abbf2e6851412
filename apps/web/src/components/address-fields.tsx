import { ADDRESS_TAGS, type AddressDto, addressBody, type AddressForm } from '@shop/contract/address';
import { Form, Input, Switch, TextArea } from 'antd-mobile';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY, intlLocale } from '../lib/countries.ts';
import { CountryField, type CountryFieldRef } from './country-field.tsx';
import { zodRule } from '../lib/form-rules.ts';
import { session } from '../lib/session.ts';

/**
 * The fields of an address (addressee, mobile, area, detail and tag required), inside an antd-mobile
 * Form: the address book's form page and the checkout's "add address" sheet both use them, with the contract's
 * rules so the form refuses exactly what the server refuses.
 */
export type AddressValues = Required<Omit<AddressForm, 'id' | 'is_default'>> & { is_default: boolean };

const rules = {
  addressee: [zodRule(addressBody.shape.addressee)],
  mobile: [zodRule(addressBody.shape.mobile)],
  country: [zodRule(addressBody.shape.country)],
  area: [zodRule(addressBody.shape.area)],
  detail: [zodRule(addressBody.shape.detail)],
  tag: [zodRule(addressBody.shape.tag)],
};

/** The form's starting values: the address being edited, or a new one from the shopper's own name, mobile and country. */
export function addressFormValues(address?: AddressDto): AddressValues {
  if (address) {
    const { addressee, mobile, country, area, detail, tag, is_default } = address;
    return { addressee, mobile, country, area, detail, tag, is_default };
  }
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

/**
 * The Form.Items of an address. The country is the searchable sheet of the register form; a stored country that
 * is no longer in the list stays choosable while it is the value.
 */
export function AddressFields() {
  const { t, i18n } = useTranslation(['address', 'common']);
  return (
    <>
      <Form.Header>{t('address:form.contact')}</Form.Header>
      <Form.Item name="addressee" label={t('address:form.addressee')} rules={rules.addressee} required>
        <Input placeholder={t('address:form.addresseePlaceholder')} maxLength={60} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" label={t('address:form.mobile')} rules={rules.mobile} required>
        <Input
          type="tel"
          placeholder={t('address:form.mobilePlaceholder')}
          maxLength={24}
          clearable
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Header>{t('address:form.location')}</Form.Header>
      <Form.Item
        name="country"
        label={t('address:form.country')}
        rules={rules.country}
        required
        onClick={(_event, field: RefObject<CountryFieldRef | null>) => field.current?.open()}
        arrowIcon
      >
        <CountryField
          locale={intlLocale(i18n.language)}
          title={t('address:form.country')}
          placeholder={t('address:form.countryPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="area" label={t('address:form.area')} rules={rules.area} required>
        <Input
          placeholder={t('address:form.areaPlaceholder')}
          maxLength={120}
          clearable
          autoComplete="address-level1"
        />
      </Form.Item>
      <Form.Item name="detail" label={t('address:form.detail')} rules={rules.detail} required>
        <TextArea
          placeholder={t('address:form.detailPlaceholder')}
          maxLength={240}
          autoSize={{ minRows: 2, maxRows: 4 }}
          autoComplete="street-address"
        />
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
    </>
  );
}

const isSuggestedTag = (tag: string) => (ADDRESS_TAGS as readonly string[]).includes(tag);

interface TagFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

/** The address tag: one of the suggested chips (home, company, school) or the shopper's own short text. */
function TagField({ value = '', onChange }: TagFieldProps) {
  const { t } = useTranslation('address');
  return (
    <div className="tag-field">
      <div className="tag-field__chips" role="radiogroup" aria-label={t('form.tag')}>
        {ADDRESS_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            role="radio"
            aria-checked={value === tag}
            className={`tag-field__chip${value === tag ? ' tag-field__chip--on' : ''}`}
            onClick={() => onChange?.(value === tag ? '' : tag)}
          >
            {t(`tags.${tag}`)}
          </button>
        ))}
      </div>
      <Input
        className="tag-field__custom"
        value={isSuggestedTag(value) ? '' : value}
        onChange={(text) => onChange?.(text)}
        placeholder={t('form.customTag')}
        maxLength={20}
        clearable
      />
    </div>
  );
}
