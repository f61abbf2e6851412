import type { ProductDetailDto, SkuDto } from '@shop/contract/catalogue';
import { localeOf } from '@shop/contract/languages';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/countries.ts';
import { useLang } from '../../lib/session.ts';

/**
 * What a cross-border parcel of this product declares (docs/domain.md#product-parcel-data): the weight (the chosen
 * SKU's own where it has one), the size, the HS code and the country of origin; each only when the shop gave it.
 */
export function ParcelFacts({ product, sku }: { product: ProductDetailDto; sku: SkuDto | undefined }) {
  const { t } = useTranslation('product');
  const lang = useLang();
  const locale = localeOf(lang);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const weight = sku?.weight_g ?? product.weight_g;
  const { length_mm: length, width_mm: width, height_mm: height } = product;
  const facts: [string, string][] = [];
  if (weight) facts.push([t('parcel.weight'), t('parcel.grams', { weight: number(weight) })]);
  if (length && width && height) {
    facts.push([
      t('parcel.size'),
      t('parcel.millimetres', { length: number(length), width: number(width), height: number(height) }),
    ]);
  }
  if (product.hs_code) facts.push([t('parcel.hsCode'), product.hs_code]);
  if (product.origin_country) facts.push([t('parcel.origin'), countryName(product.origin_country, locale)]);
  if (facts.length === 0) return null;
  return (
    <section className="spec-sheet__parcel" aria-label={t('parcel.title')} data-testid="parcel-facts">
      <span className="spec-sheet__label">{t('parcel.title')}</span>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
