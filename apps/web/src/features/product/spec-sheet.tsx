import type { ProductDetailDto, SpecDto } from '@shop/contract/catalogue';
import { IMAGE_SIZES } from '@shop/contract/images';
import { CloseOutline } from 'antd-mobile-icons';
import { localeOf } from '@shop/contract/languages';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { CompareAtPrice } from '../../components/compare-at-price.tsx';
import { NumberStepper } from '../../components/number-stepper.tsx';
import { useLang } from '../../lib/session.ts';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { priceView, type SkuDeal } from './deal-pricing.ts';
import { ParcelFacts } from './parcel-facts.tsx';
import { PriceTag } from './price-tag.tsx';
import {
  type Choice,
  chosenValues,
  displayed,
  isValueSelectable,
  openDimensions,
  toggleValue,
} from './sku-selection.ts';

const THUMB_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.large] as const;

export interface SpecSheetProps {
  visible: boolean;
  onClose: () => void;
  product: ProductDetailDto;
  /** The running deals a shopper can still buy at, by SKU: the sheet shows a deal's price as the page does. */
  deals: ReadonlyMap<number, SkuDeal>;
  choice: Choice;
  onChoiceChange: (choice: Choice) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/**
 * The bottom sheet where the shopper picks a SKU: picture, price (with its compare-at) and stock of the current
 * choice (they narrow with every pick), one row of chips per dimension (values with no stock for the other picks
 * are disabled), the quantity, the parcel's weight, size, HS code and origin where the shop gave them, and the two
 * buying buttons.
 */
export function SpecSheet(props: SpecSheetProps) {
  const {
    visible,
    onClose,
    product,
    deals,
    choice,
    onChoiceChange,
    quantity,
    onQuantityChange,
    onAddToCart,
    onBuyNow,
  } = props;
  const { t } = useTranslation('product');
  const lang = useLang();
  const shown = displayed(product, product.skus, choice);
  const price = priceView(product, choice, deals);
  const open = openDimensions(product.specs, choice);
  const separator = t('listSeparator');
  const soldOut = shown.stock === 0;

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      className="spec-sheet"
      label={t('specification')}
      closeLabel={t('close')}
    >
      <div className="spec-sheet__head">
        {product.images[0] && (
          <CatalogueImage
            className="spec-sheet__thumb"
            image={product.images[0]}
            alt=""
            widths={THUMB_WIDTHS}
            width={88}
            height={88}
            sizes="88px"
          />
        )}
        <div className="spec-sheet__summary">
          <span className="spec-sheet__prices">
            {price.deal && <span className="deal-badge">{t('catalogue:deal.badge')}</span>}
            <PriceTag className="spec-sheet__price" price={price.price} from={price.from} testId="sku-price" />
            <CompareAtPrice price={price.price} compareAt={price.compareAt} />
          </span>
          <span className={`spec-sheet__stock${soldOut ? ' spec-sheet__stock--out' : ''}`} data-testid="sku-stock">
            {soldOut
              ? t('outOfStock')
              : t('stock', { count: shown.stock, stock: new Intl.NumberFormat(localeOf(lang)).format(shown.stock) })}
          </span>
          <span className="spec-sheet__choice">
            {open.length > 0
              ? t('selectDims', { names: open.join(separator) })
              : t('selected', { values: chosenValues(product.specs, choice).join(separator) })}
          </span>
        </div>
        <button type="button" className="spec-sheet__close" onClick={onClose} aria-label={t('close')}>
          <CloseOutline />
        </button>
      </div>
      <div className="spec-sheet__body">
        {product.specs.map((spec, dim) => (
          <SpecDimension
            key={spec.name}
            spec={spec}
            picked={choice[dim] ?? null}
            isSelectable={(value) => isValueSelectable(product.skus, choice, dim, value)}
            onPick={(value) => onChoiceChange(toggleValue(choice, dim, value))}
          />
        ))}
        <div className="spec-sheet__quantity">
          <span className="spec-sheet__label">{t('quantity')}</span>
          <NumberStepper
            min={1}
            max={Math.max(1, shown.stock)}
            value={quantity}
            disabled={soldOut}
            onChange={onQuantityChange}
            labels={{ field: t('quantity'), down: t('quantityDown'), up: t('quantityUp') }}
          />
        </div>
        <ParcelFacts product={product} sku={shown.sku} />
      </div>
      <div className="spec-sheet__actions">
        <button type="button" className="buy-button buy-button--cart" onClick={onAddToCart} disabled={soldOut}>
          {t('addToCart')}
        </button>
        <button type="button" className="buy-button buy-button--buy" onClick={onBuyNow} disabled={soldOut}>
          {t('buyNow')}
        </button>
      </div>
    </BottomSheet>
  );
}

interface SpecDimensionProps {
  spec: SpecDto;
  picked: number | null;
  isSelectable: (value: number) => boolean;
  onPick: (value: number) => void;
}

/** One dimension ("Colour") and its values as chips. */
function SpecDimension({ spec, picked, isSelectable, onPick }: SpecDimensionProps) {
  return (
    <fieldset className="spec-sheet__dimension">
      <legend className="spec-sheet__label">{spec.name}</legend>
      <div className="spec-sheet__chips">
        {spec.values.map((value) => {
          const on = picked === value.index;
          // A picked value stays tappable (to clear it) even if the other picks made it unavailable.
          const enabled = on || isSelectable(value.index);
          return (
            <button
              key={value.index}
              type="button"
              className={`spec-chip${on ? ' spec-chip--on' : ''}`}
              aria-pressed={on}
              disabled={!enabled}
              onClick={() => onPick(value.index)}
            >
              {value.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
