import type { CategoryDto } from '@shop/contract/catalogue';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rootOf, subcategoriesOf, topLevel } from '../../lib/catalogue/category-tree.ts';

interface CategoryTabsProps {
  /** Undefined while the categories load: grey chips keep the row's height. */
  categories: CategoryDto[] | undefined;
  /** The chosen category; undefined is "All". */
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
  label: string;
}

/**
 * "All" and the top-level categories in one swipeable row (Popular, Products), the chosen one scrolled into view;
 * under a category with subcategories, a row of them.
 */
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

  const root = rootOf(categories, selected);
  const tabs = [{ id: undefined, name: t('all') }, ...topLevel(categories)];
  return (
    <>
      <div ref={row} className="category-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.id ?? 'all'}
            type="button"
            role="tab"
            aria-selected={tab.id === root?.id}
            className={`category-tabs__tab${tab.id === root?.id ? ' category-tabs__tab--active' : ''}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <SubcategoryChips categories={categories} selected={selected} onSelect={onSelect} />
    </>
  );
}

interface SubcategoryChipsProps {
  categories: CategoryDto[];
  selected: number | undefined;
  onSelect: (categoryId: number) => void;
}

/**
 * The chosen top-level category's subcategories as chips, "All" first (the parent's own list, which holds every
 * subcategory's products); nothing for a category without subcategories.
 */
export function SubcategoryChips({ categories, selected, onSelect }: SubcategoryChipsProps) {
  const { t } = useTranslation('browse');
  const root = rootOf(categories, selected);
  const children = subcategoriesOf(categories, root?.id);
  if (!root || children.length === 0) return null;
  const chips = [{ id: root.id, name: t('all') }, ...children];
  return (
    <div className="subcategory-chips" role="group" aria-label={root.name}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          aria-pressed={chip.id === selected}
          className={`subcategory-chips__chip${chip.id === selected ? ' subcategory-chips__chip--active' : ''}`}
          onClick={() => onSelect(chip.id)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
