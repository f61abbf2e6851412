import './search.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLang } from '../../lib/session.ts';
import { suggestionsQueryOptions } from '../../lib/catalogue/api.ts';
import { readRecentlyViewed } from '../../lib/catalogue/recently-viewed.ts';
import { SearchInputBar, SearchScopeTabs } from './search-bar.tsx';
import { normalizeKeyword, rememberSearch } from './search-history.ts';
import { isRefining, resultsPath, type SearchScope, scopeOf } from './search-paths.ts';
import {
  HistorySection,
  HotKeywordsSection,
  RecentlyViewedSection,
  Suggestions,
  TrendingSection,
} from './search-sections.tsx';

/** Live suggestions wait until the shopper pauses typing, so each keystroke is not a request. */
const SUGGEST_DELAY_MS = 200;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * /search: the search entry. Before typing: recent searches, popular searches, recently viewed products and best
 * sellers. While typing: live suggestions. Submitting remembers the words and opens the results of the chosen
 * scope (products or shops).
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('keyword') ?? '');
  const [scope, setScope] = useState<SearchScope>(() => scopeOf(params.get('scope')));
  const [recentlyViewed] = useState(readRecentlyViewed);
  const typed = normalizeKeyword(text);
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...suggestionsQueryOptions(lang, settled),
    enabled: scope === 'products' && settled.length > 0,
    // The previous words' suggestions stay while the next ones load, instead of the list flashing empty.
    placeholderData: keepPreviousData,
  });

  const search = (words: string, chosen: SearchScope = scope) => {
    const keyword = normalizeKeyword(words);
    if (!keyword) return;
    rememberSearch(keyword);
    // Refining the words of a results screen: the new results take the place of this screen, so Back returns
    // to the earlier results rather than to this half-edited search.
    navigate(resultsPath(chosen, keyword), { replace: isRefining(location.state) });
  };

  const changeScope = (next: SearchScope) => {
    setScope(next);
    // With words typed, the other tab is a search in the other scope (like the tabs of the results screens).
    if (typed) search(typed, next);
  };

  return (
    <div className="page search-page">
      <div className="search-page__head">
        <SearchInputBar
          value={text}
          placeholder={t(`placeholder.${scope}`)}
          onChange={setText}
          onSubmit={(words) => search(words)}
        />
        <SearchScopeTabs scope={scope} onChange={changeScope} />
      </div>
      {typed ? (
        <Suggestions
          keyword={typed}
          scope={scope}
          suggestions={suggestions.data ?? []}
          onSearch={(chosen) => search(typed, chosen)}
        />
      ) : (
        <div className="search-page__body">
          <HistorySection onPick={(keyword) => search(keyword)} />
          <HotKeywordsSection onPick={(keyword) => search(keyword)} />
          <RecentlyViewedSection items={recentlyViewed} />
          <TrendingSection />
        </div>
      )}
    </div>
  );
}
