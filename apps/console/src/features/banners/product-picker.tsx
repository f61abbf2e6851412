import { useFormat } from '@shop/desk/i18n/format.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { productSearchQueryOptions, productTitleQueryOptions } from '../../lib/catalogue.ts';

interface Props {
  value?: number;
  onChange?: (id: number | undefined) => void;
  placeholder?: string;
  id?: string;
}

/** A product chosen by searching its title or code (a Form.Item control): the current choice is named by its title. */
export function ProductPicker({ value, onChange, placeholder, id }: Props) {
  const { lang } = useFormat();
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const found = useQuery({ ...productSearchQueryOptions(keyword), placeholderData: keepPreviousData });
  const current = useQuery({ ...productTitleQueryOptions(value ?? 0), enabled: value !== undefined });
  const options = (found.data?.list ?? []).map((product) => ({
    value: product.id,
    label: `${product.title} · ${product.shop.name}`,
  }));
  if (value !== undefined && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: current.data ? textIn(current.data, lang) : `#${value}` });
  }
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(next) => onChange?.(next)}
      placeholder={placeholder}
      loading={found.isFetching}
      options={options}
      allowClear
    />
  );
}
