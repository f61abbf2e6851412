import '../../lib/antd-react19.ts';
import { IMAGE_SIZES } from '@shop/contract/images';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { DeleteOutline, FireFill, RightOutline, SearchOutline, ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money.ts';
import { useBrowseEntry } from '../../lib/browse-entry.ts';
import { useLang } from '../../lib/session.ts';
import { hotKeywordsQueryOptions, hotProductsQueryOptions } from '../../lib/catalogue/api.ts';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { KeywordChips } from './keyword-chips.tsx';
import { ProductGrid } from '../../lib/catalogue/product-card.tsx';
import { highlightParts } from './search-highlight.ts';
import { clearSearchHistory, useSearchHistory } from './search-history.ts';
import type { SearchScope } from './search-paths.ts';
import type { RecentlyViewedItem } from '../../lib/catalogue/recently-viewed.ts';

const CARD_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.large] as const;
/** How many popular searches carry the flame. */
const HOT_MARKED = 3;
const TRENDING_COUNT = 6;

interface SectionProps {
  title: ReactNode;
  action?: ReactNode;
  /** On the grey page background, for content that brings its own cards. */
  plain?: boolean;
  children: ReactNode;
}

function Section({ title, action, plain, children }: SectionProps) {
  return (
    <section className={`search-section${plain ? ' search-section--plain' : ''}`}>
      <h2 className="search-section__title">
        <span>{title}</span>
        {action}
      </h2>
      {children}
    </section>
  );
}

/** The shopper's recent searches, with Clear all (after a confirmation: it cannot be undone). */
export function HistorySection({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation(['search', 'common']);
  const history = useSearchHistory();
  if (history.length === 0) return null;
  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({
      content: t('search:history.clearConfirm'),
      confirmText: t('search:history.clearOk'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) clearSearchHistory();
  };
  return (
    <Section
      title={t('search:history.title')}
      action={
        <button
          type="button"
          className="search-section__action"
          onClick={() => void confirmClear()}
          aria-label={t('search:history.clear')}
        >
          <DeleteOutline aria-hidden="true" />
        </button>
      }
    >
      <KeywordChips keywords={history} onPick={onPick} />
    </Section>
  );
}

/** The operators' popular searches for the shopper's language; the top ones with a flame. */
export function HotKeywordsSection({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const hot = useQuery(hotKeywordsQueryOptions(lang));
  if (hot.isPending) {
    return (
      <Section title={t('hot.title')}>
        <div className="search-chips" aria-hidden="true">
          {[72, 96, 64, 88, 80].map((width) => (
            <div key={width} className="search-chip search-chip--skeleton skeleton" style={{ width }} />
          ))}
        </div>
      </Section>
    );
  }
  if (!hot.data?.length) return null;
  return (
    <Section
      title={
        <>
          <FireFill className="search-section__flame" aria-hidden="true" /> {t('hot.title')}
        </>
      }
    >
      <KeywordChips keywords={hot.data} onPick={onPick} hot={HOT_MARKED} />
    </Section>
  );
}

/** Products the shopper opened lately, as a row of small cards. */
export function RecentlyViewedSection({ items }: { items: readonly RecentlyViewedItem[] }) {
  const { t } = useTranslation('search');
  const lang = useLang();
  if (items.length === 0) return null;
  return (
    <Section title={t('recent.title')}>
      <ul className="search-recent">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/detail/${item.id}/${item.shop_id}`} className="search-recent__item">
              {item.image.small ? (
                <CatalogueImage
                  className="search-recent__image"
                  image={item.image}
                  alt={item.title}
                  widths={CARD_WIDTHS}
                  width={88}
                  height={88}
                  sizes="88px"
                />
              ) : (
                // A product remembered without a picture keeps its place in the row.
                <span className="search-recent__image" role="img" aria-label={item.title} />
              )}
              <span className="search-recent__price price">{formatMoney(item.price, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Best sellers, so the screen offers something to tap before a single word is typed. */
export function TrendingSection() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const hot = useInfiniteQuery(hotProductsQueryOptions(lang));
  const entry = useBrowseEntry();
  const products = hot.data?.pages[0]?.list.slice(0, TRENDING_COUNT) ?? [];
  if (products.length === 0) return null;
  return (
    <Section
      plain
      title={t('trending.title')}
      action={
        <Link to={entry('/popular')} className="search-section__link">
          {t('trending.more')}
        </Link>
      }
    >
      <ProductGrid products={products} />
    </Section>
  );
}

/** Text with the typed words in bold. */
function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.match ? (
          <mark key={i} className="search-suggestions__match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

interface SuggestionsProps {
  keyword: string;
  scope: SearchScope;
  suggestions: readonly { id: number; title: string }[];
  onSearch: (scope: SearchScope) => void;
}

/**
 * While typing: products whose title matches (each opens its page), then the typed words as a search in either
 * scope, the current one first.
 */
export function Suggestions({ keyword, scope, suggestions, onSearch }: SuggestionsProps) {
  const { t } = useTranslation('search');
  const scopes: SearchScope[] = scope === 'products' ? ['products', 'shops'] : ['shops', 'products'];
  return (
    <ul className="search-suggestions" aria-label={t('suggestions')}>
      {scope === 'products' &&
        suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <Link to={`/detail/${suggestion.id}`} className="search-suggestions__row">
              <SearchOutline aria-hidden="true" />
              <span className="search-suggestions__text">
                <Highlighted text={suggestion.title} keyword={keyword} />
              </span>
            </Link>
          </li>
        ))}
      {scopes.map((option) => (
        <li key={option}>
          <button
            type="button"
            className="search-suggestions__row search-suggestions__row--scope"
            onClick={() => onSearch(option)}
          >
            {option === 'shops' ? <ShopbagOutline aria-hidden="true" /> : <SearchOutline aria-hidden="true" />}
            <span className="search-suggestions__text">{t(`suggest.${option}`, { keyword })}</span>
            <RightOutline className="search-suggestions__arrow" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
