import type { CategoryDto } from '@shop/contract/catalogue';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CategoryTabsProps {
  /** Undefined while the categories load: grey chips keep the row's height. */
  categories: CategoryDto[] | undefined;
  /** The chosen category; undefined is "All". */
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
  label: string;
}

/** "All" and the ten categories in one swipeable row (Popular, Products); the chosen one scrolls into view. */
export function CategoryTabs({ categories, selected, onSelect, label }: CategoryTabsProps) {
  const { t } = useTranslation('browse');
  const row = useRef<HTMLDivElement>(null);

  // Centre the chosen tab, e.g. the 9th category opened from a link, without moving the page vertically.
  useEffect(() => {
    const container = row.current;
    const active = container?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!container || !active || typeof container.scrollTo !== 'function') return;
    container.scrollTo({
      left: active.offsetLeft - (container.clientWidth - active.offsetWidth) / 2,
      behavior: 'smooth',
    });
  }, [selected, categories]);

  if (!categories) {
    return (
      <div className="category-tabs" aria-hidden="true">
        {[56, 72, 64, 80, 60].map((width) => (
          <span key={width} className="category-tabs__placeholder skeleton" style={{ width }} />
        ))}
      </div>
    );
  }

  const tabs = [{ id: undefined, name: t('all') }, ...categories];
  return (
    <div ref={row} className="category-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          className={`category-tabs__tab${tab.id === selected ? ' category-tabs__tab--active' : ''}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
