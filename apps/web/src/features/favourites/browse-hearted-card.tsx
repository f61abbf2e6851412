import type { ProductCardDto } from '@shop/contract/catalogue';
import { HeartFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../lib/catalogue/product-card.tsx';

interface HeartedCardProps {
  product: ProductCardDto;
  eager?: boolean;
  busy: boolean;
  onRemove: () => void;
}

/**
 * A hearted product: the usual card with a filled heart on its picture that takes it off the list. The button
 * sits beside the card's link, not inside it, so tapping it never opens the product.
 */
export function HeartedCard({ product, eager, busy, onRemove }: HeartedCardProps) {
  const { t } = useTranslation('browse');
  return (
    <div className="hearted-card">
      <ProductCard product={product} eager={eager} />
      <button
        type="button"
        className="hearted-card__remove"
        onClick={onRemove}
        disabled={busy}
        aria-label={t('heart.remove', { title: product.title })}
      >
        <HeartFill aria-hidden="true" />
      </button>
    </div>
  );
}
