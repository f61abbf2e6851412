import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from '../../components/shell-icons.tsx';
import { KEYWORD_MAX_LENGTH } from './search-history.ts';
import type { SearchScope } from './search-paths.ts';

/** Back like the shared NavBar: to the previous screen, or home when the search was opened from outside. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/home', { replace: true }));
  return (
    <button type="button" className="search-bar__back" onClick={back} aria-label={t('back')}>
      <BackIcon />
    </button>
  );
}

/** The bar's frame: back arrow, the rounded field, an optional action on the right. */
function SearchBarFrame({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="search-bar">
      <BackButton />
      <div className="search-bar__field">
        <SearchOutline className="search-bar__icon" aria-hidden="true" />
        {children}
      </div>
      {action}
    </div>
  );
}

interface SearchInputBarProps {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
}

/** The search screen's bar: a focused input; Enter or the Search button submits. */
export function SearchInputBar({ value, placeholder, onChange, onSubmit }: SearchInputBarProps) {
  const { t } = useTranslation('search');
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Closes the phone keyboard, which would otherwise stay over the results.
    input.current?.blur();
    onSubmit(value);
  };
  return (
    <form className="search-bar-form" role="search" action="" noValidate onSubmit={submit}>
      <SearchBarFrame
        action={
          <button type="submit" className="search-bar__submit">
            {t('submit')}
          </button>
        }
      >
        <input
          ref={input}
          className="search-bar__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // The shopper came here to type: open the keyboard at once.
          autoFocus
          maxLength={KEYWORD_MAX_LENGTH}
          value={value}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && (
          <button
            type="button"
            className="search-bar__clear"
            aria-label={t('clear')}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <CloseCircleFill />
          </button>
        )}
      </SearchBarFrame>
    </form>
  );
}

interface SearchKeywordBarProps {
  keyword: string;
  /** Back to the search screen to change the words (`''` when the shopper cleared them). */
  onEdit: (keyword: string) => void;
}

/** The results screens' bar: shows the searched words; tapping them goes back to editing. */
export function SearchKeywordBar({ keyword, onEdit }: SearchKeywordBarProps) {
  const { t } = useTranslation('search');
  return (
    <SearchBarFrame>
      <button
        type="button"
        className="search-bar__keyword"
        onClick={() => onEdit(keyword)}
        aria-label={t('editSearch', { keyword })}
      >
        {keyword}
      </button>
      {keyword && (
        <button type="button" className="search-bar__clear" aria-label={t('clear')} onClick={() => onEdit('')}>
          <CloseCircleFill />
        </button>
      )}
    </SearchBarFrame>
  );
}

/** Products | Shops: what the words are searched in. */
export function SearchScopeTabs({ scope, onChange }: { scope: SearchScope; onChange: (scope: SearchScope) => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="search-tabs" role="tablist" aria-label={t('scopeLabel')}>
      {(['products', 'shops'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={scope === option}
          className={`search-tabs__tab${scope === option ? ' search-tabs__tab--active' : ''}`}
          onClick={() => scope !== option && onChange(option)}
        >
          {t(`scope.${option}`)}
        </button>
      ))}
    </div>
  );
}
