import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { useLang } from '../../lib/session.ts';
import { hotKeywordsQueryOptions } from '../../lib/catalogue/api.ts';
import { KeywordChips } from './keyword-chips.tsx';
import { SearchKeywordBar, SearchScopeTabs } from './search-bar.tsx';
import { rememberSearch } from './search-history.ts';
import { type RefineState, resultsPath, type SearchScope, searchPath } from './search-paths.ts';

interface SearchResultsPageProps {
  scope: SearchScope;
  keyword: string;
  children: ReactNode;
}

/**
 * The frame of both results screens: the bar with the searched words and the Products | Shops tabs, kept at the
 * top while the results scroll.
 */
export function SearchResultsPage({ scope, keyword, children }: SearchResultsPageProps) {
  const navigate = useNavigate();
  return (
    <div className="page search-results">
      <div className="search-results__head">
        <SearchKeywordBar
          keyword={keyword}
          // Pushed, so Cancel on the search screen comes back to these results.
          onEdit={(words) => navigate(searchPath(scope, words), { state: { refining: true } satisfies RefineState })}
        />
        <SearchScopeTabs
          scope={scope}
          // The other tab shows other results for the same words, not a new step to go back through.
          onChange={(next) => navigate(resultsPath(next, keyword), { replace: true })}
        />
      </div>
      {children}
    </div>
  );
}

/** Searches again from a results screen, in place of the current results. */
export function useSearchAgain(scope: SearchScope) {
  const navigate = useNavigate();
  return (keyword: string) => {
    rememberSearch(keyword);
    navigate(resultsPath(scope, keyword), { replace: true });
  };
}

/** Nothing matched: say so, offer the other scope and the popular searches. */
export function SearchNoResults({ scope, keyword }: { scope: SearchScope; keyword: string }) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const navigate = useNavigate();
  const hot = useQuery(hotKeywordsQueryOptions(lang));
  const searchAgain = useSearchAgain(scope);
  const other: SearchScope = scope === 'products' ? 'shops' : 'products';
  return (
    <EmptyState kind="search" title={t(`empty.${scope}`, { keyword })} description={t('empty.hint')}>
      <button
        type="button"
        className="link-button search-link-button"
        onClick={() => navigate(resultsPath(other, keyword), { replace: true })}
      >
        {t(`empty.try.${other}`)}
      </button>
      {hot.data && hot.data.length > 0 && (
        <div className="search-no-results__hot">
          <div className="search-no-results__label">{t('hot.title')}</div>
          <KeywordChips keywords={hot.data} onPick={searchAgain} />
        </div>
      )}
    </EmptyState>
  );
}

/** The first page failed: say so and offer to try again. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['search', 'common']);
  return (
    <EmptyState kind="failed" title={t('search:loadFailed')}>
      <button type="button" className="link-button search-link-button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </EmptyState>
  );
}
