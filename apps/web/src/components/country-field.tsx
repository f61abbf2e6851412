import './country-field.css';
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { type ForwardedRef, forwardRef, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryEntries, searchCountries } from '../lib/country-search.ts';

export interface CountryFieldRef {
  open(): void;
}

/**
 * A country field (register, addresses): the chosen name (or a placeholder) that opens a sheet with a search box
 * over the list. A wheel of every country had no way to type; here "thai", "ไทย" or "+66" find Thailand in any
 * interface language (lib/country-search.ts). Controlled by Form.Item (value, onChange); its click opens it (ref).
 */
interface CountryFieldProps {
  value?: string;
  onChange?: (code: string) => void;
  /** The Intl locale the names are written and sorted in. */
  locale: string;
  /** The field's name, also the sheet's title. */
  title: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
}

// forwardRef, not a ref prop: antd-mobile's Form.Item hands its click a ref only for components that take one
// this way (it skips plain function components), and that click is what opens the sheet.
export const CountryField = forwardRef(function CountryField(
  { value, onChange, locale, title, placeholder }: CountryFieldProps,
  ref: ForwardedRef<CountryFieldRef>,
) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // A stored country outside today's list (an old address) stays choosable.
  const entries = useMemo(() => countryEntries(locale, value), [locale, value]);
  const found = useMemo(() => searchCountries(entries, query), [entries, query]);
  const chosen = entries.find((entry) => entry.code === value);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <>
      {chosen ? (
        <span className="country-field__value">
          {chosen.name}
          {chosen.callingCode && <span className="country-field__code">{chosen.callingCode}</span>}
        </span>
      ) : (
        <span className="country-field__placeholder">{placeholder}</span>
      )}
      {/* The sheet is portalled, but React still bubbles its clicks to the form item, whose click opens it. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Popup
          visible={open}
          onMaskClick={close}
          onClose={close}
          position="bottom"
          bodyClassName="country-sheet"
          destroyOnClose
        >
          <div className="country-sheet__head">
            <strong>{title}</strong>
            <button type="button" className="country-sheet__close" onClick={close}>
              {t('auth:countryList.close')}
            </button>
          </div>
          <SearchBar
            className="country-sheet__search"
            placeholder={t('auth:countryList.search')}
            value={query}
            onChange={setQuery}
            aria-label={t('auth:countryList.search')}
          />
          <div className="country-sheet__list" role="region" aria-label={title}>
            {found.length > 0 ? (
              <CheckList
                value={value ? [value] : []}
                onChange={(codes) => {
                  const code = codes[0];
                  if (typeof code === 'string') onChange?.(code);
                  close();
                }}
              >
                {found.map((entry) => (
                  <CheckList.Item
                    key={entry.code}
                    value={entry.code}
                    description={entry.english !== entry.name ? entry.english : undefined}
                  >
                    <span className="country-sheet__name">{entry.name}</span>
                    <span className="country-field__code">{entry.callingCode}</span>
                  </CheckList.Item>
                ))}
              </CheckList>
            ) : (
              <p className="country-sheet__none" role="status">
                {t('auth:countryList.none', { text: query.trim() })}
              </p>
            )}
          </div>
        </Popup>
      </span>
    </>
  );
});
