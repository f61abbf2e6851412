import { ADDRESS_TAGS } from '@shop/contract/address';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isSuggestedTag } from './address-tag.ts';

interface TagFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

/** The address tag: one of the suggested chips (home, company, school) or the shopper's own short text. */
export function TagField({ value = '', onChange }: TagFieldProps) {
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
