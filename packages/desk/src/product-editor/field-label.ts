import { LANGUAGES } from '@shop/contract/languages';
import type { TFunction } from 'i18next';
import type { FieldName, ProductFormValues, SpecForm } from './product-form.ts';
import { combinationsOf } from './sku-matrix.ts';

const languageName = (code: unknown) => LANGUAGES.find((l) => l.file_name === code)?.language_name ?? String(code);

/** A specification as people call it: its English name, else its place ("Specification 2"). */
export function specName(spec: SpecForm | undefined, index: number, t: TFunction<'product-editor'>): string {
  return spec?.name.en.trim() || t('specs.numbered', { number: index + 1 });
}

/** The English names of each SKU row's values, in the rows' order ("Red", "S"), '' where a value has none yet. */
export function combinationNames(specs: readonly SpecForm[]): string[][] {
  return combinationsOf(specs).map((options) =>
    specs.map((spec) => spec.values.find((value) => value.id === options[spec.id])?.name.en.trim() ?? ''),
  );
}

const SKU_COLUMNS: Record<string, 'skus.price' | 'skus.compareAt' | 'skus.stock' | 'skus.weight'> = {
  price: 'skus.price',
  compare_at_price: 'skus.compareAt',
  stock: 'skus.stock',
  weight_g: 'skus.weight',
};

const PARCEL_LABELS = {
  weight_g: 'fields.weight',
  length_mm: 'fields.length',
  width_mm: 'fields.width',
  height_mm: 'fields.height',
  hs_code: 'fields.hsCode',
  origin_country: 'fields.origin',
} as const;
const isParcelField = (head: unknown): head is keyof typeof PARCEL_LABELS =>
  typeof head === 'string' && Object.hasOwn(PARCEL_LABELS, head);

/** Which field a form name is, in words, for the save bar's list of problems. */
export function fieldLabel(name: FieldName, values: ProductFormValues, t: TFunction<'product-editor'>): string {
  const [head, a, b, c, , e] = name;
  const specs = values.specs ?? [];
  if (isParcelField(head)) return t(PARCEL_LABELS[head]);
  switch (head) {
    case 'shop_id':
      return t('fields.shop');
    case 'category_id':
      return t('fields.category');
    case 'code':
      return t('fields.code');
    case 'on_sale':
      return t('fields.onSale');
    case 'title':
      return t('labels.titleIn', { language: languageName(a) });
    case 'description':
      return t('labels.descriptionIn', { language: languageName(a) });
    case 'images':
      return t('sections.pictures');
    case 'specs': {
      if (typeof a !== 'number') return t('sections.specs');
      const spec = specName(specs[a], a, t);
      if (b === 'values' && typeof c === 'number') {
        return t('labels.specValue', { spec, number: c + 1, language: languageName(e) });
      }
      if (b === 'values') return t('labels.specValues', { spec });
      return t('labels.specName', { spec, language: languageName(c) });
    }
    case 'skus': {
      if (typeof a !== 'number') return t('sections.skus');
      const names = combinationNames(specs)[a] ?? [];
      const combination = names.length ? names.map((n) => n || '…').join(' / ') : t('skus.single');
      return t('labels.sku', { combination, column: t(SKU_COLUMNS[String(b)] ?? 'skus.price') });
    }
    default:
      return t('labels.product');
  }
}
