import { Button, Popup } from 'antd-mobile';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { describePriceRange, type PriceRange, validatePriceRange } from './price-range.ts';

/** One-tap ranges, the way shoppers usually narrow a listing. */
const PRESETS: PriceRange[] = [{ max: '10' }, { min: '10', max: '50' }, { min: '50', max: '100' }, { min: '100' }];

interface PriceFilterProps {
  visible: boolean;
  range: PriceRange;
  onClose: () => void;
  onApply: (range: PriceRange) => void;
}

/** The filter sheet of /products: lowest and highest price, checked before the listing changes. */
export function PriceFilter({ visible, range, onClose, onApply }: PriceFilterProps) {
  const { t } = useTranslation('browse');
  const lang = useLang();
  const [min, setMin] = useState(range.min ?? '');
  const [max, setMax] = useState(range.max ?? '');
  const [error, setError] = useState<{ field: 'min' | 'max'; message: string }>();

  // Each opening starts from the range in force, not from what was typed and abandoned last time.
  const [shownFor, setShownFor] = useState(visible);
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) {
      setMin(range.min ?? '');
      setMax(range.max ?? '');
      setError(undefined);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePriceRange(min, max);
    if (!result.ok) {
      setError({ field: result.field, message: t(`priceRange.errors.${result.error}`) });
      return;
    }
    onApply(result.range);
  };

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(undefined);
  };
  const money = (amount: string) => formatMoney(amount, lang);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="price-filter"
      destroyOnClose
    >
      <form onSubmit={submit} noValidate>
        <h2 className="price-filter__title">{t('filter.title')}</h2>
        <div className="price-filter__inputs">
          <PriceInput label={t('filter.min')} value={min} onChange={edit(setMin)} invalid={error?.field === 'min'} />
          <span className="price-filter__dash" aria-hidden="true">
            –
          </span>
          <PriceInput label={t('filter.max')} value={max} onChange={edit(setMax)} invalid={error?.field === 'max'} />
        </div>
        <p className="price-filter__error" role="alert">
          {error?.message}
        </p>
        <div className="price-filter__presets">
          {PRESETS.map((preset) => {
            const active = (preset.min ?? '') === min.trim() && (preset.max ?? '') === max.trim();
            return (
              <button
                key={`${preset.min}-${preset.max}`}
                type="button"
                className={`price-filter__preset${active ? ' price-filter__preset--on' : ''}`}
                aria-pressed={active}
                onClick={() => {
                  setMin(preset.min ?? '');
                  setMax(preset.max ?? '');
                  setError(undefined);
                }}
              >
                {describePriceRange(preset, money)}
              </button>
            );
          })}
        </div>
        <div className="price-filter__actions">
          <Button
            type="button"
            shape="rounded"
            onClick={() => {
              setMin('');
              setMax('');
              setError(undefined);
            }}
          >
            {t('filter.reset')}
          </Button>
          <Button type="submit" color="primary" shape="rounded">
            {t('filter.apply')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

function PriceInput({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <div className={`price-filter__field${invalid ? ' price-filter__field--invalid' : ''}`}>
      <label className="price-filter__label" htmlFor={id}>
        {label}
      </label>
      <span className="price-filter__box">
        <span className="price-filter__currency" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          className="price-filter__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </div>
  );
}
