import type { CategoryDto } from '@shop/contract/catalogue';
import { ICON_SIZES } from '@shop/contract/images';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';

const ICON_WIDTHS = [ICON_SIZES.small, ICON_SIZES.large] as const;

interface CategoryRailProps {
  categories: CategoryDto[] | undefined;
  selected: number | undefined;
  onSelect: (categoryId: number) => void;
  label: string;
}

/** Explore's left column: every category with its icon, the chosen one highlighted (as in Taobao's category tab). */
export function CategoryRail({ categories, selected, onSelect, label }: CategoryRailProps) {
  if (!categories) {
    return (
      <nav className="category-rail" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="category-rail__item">
            <span className="category-rail__icon skeleton" />
            <span className="skeleton skeleton--line category-rail__placeholder" />
          </div>
        ))}
      </nav>
    );
  }
  return (
    <nav className="category-rail" aria-label={label}>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          className={`category-rail__item${category.id === selected ? ' category-rail__item--active' : ''}`}
          aria-current={category.id === selected ? 'true' : undefined}
          onClick={() => onSelect(category.id)}
        >
          <CatalogueImage
            className="category-rail__icon"
            image={category.icon}
            alt=""
            widths={ICON_WIDTHS}
            width={32}
            height={32}
            sizes="32px"
            eager
          />
          <span className="category-rail__name">{category.name}</span>
        </button>
      ))}
    </nav>
  );
}
