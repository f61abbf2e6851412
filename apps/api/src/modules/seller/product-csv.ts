import { type LocalizedText, PRODUCT_CODE_PATTERN } from '@shop/contract/console-catalogue';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import { formatCents } from '@shop/contract/money';
import { MAX_SPECS } from '@shop/contract/product-skus';

/**
 * The product CSV (docs/domain.md#catalogue-and-search), as the big shop platforms lay it out: one row per SKU, these
 * 55 columns in this order; a product's own columns are filled on its first row and may be blank on its other rows.
 * A file of the first 48 columns alone (the layout before parcel data, docs/domain.md#product-parcel-data) is still
 * read. Pure functions: the layout, a file's rows grouped into products, a product as rows.
 */

const localizedColumns = (name: string) => LANG_CODES.map((lang) => `${name}.${lang}`);

export const CSV_COLUMNS = [
  'code',
  'category_id',
  'on_sale',
  ...localizedColumns('title'),
  ...localizedColumns('description'),
  'images',
  ...localizedColumns('spec1'),
  ...localizedColumns('spec2'),
  ...localizedColumns('spec3'),
  ...localizedColumns('value1'),
  ...localizedColumns('value2'),
  ...localizedColumns('value3'),
  'price',
  'compare_at_price',
  'stock',
  'loaded_stock',
  // Parcel data: the product's on its first row, `sku_weight_g` on each SKU's.
  'weight_g',
  'length_mm',
  'width_mm',
  'height_mm',
  'hs_code',
  'origin_country',
  'sku_weight_g',
] as const;

/** The columns of a file written before parcel data: the first 48, read as they always were. */
export const OLD_COLUMN_COUNT = 48;

/** A row by column name; a missing cell reads as empty. */
export type CsvRow = Record<string, string>;

const cell = (row: CsvRow, name: string) => row[name] ?? '';

/** One record of the file with the line it starts on (the header is line 1). */
export interface NumberedRow {
  line: number;
  row: CsvRow;
}

/** The rows of one product, in file order; the first carries the product's columns. */
export interface ProductRows {
  code: string;
  rows: NumberedRow[];
}

/** A header that is not the layout: the reason, for CSV_INVALID. */
export function headerProblem(header: string[]): string | undefined {
  if (header.length !== CSV_COLUMNS.length && header.length !== OLD_COLUMN_COUNT) {
    return `expected ${CSV_COLUMNS.length} (or the older ${OLD_COLUMN_COUNT}) columns, found ${header.length}`;
  }
  const wrong = header.findIndex((name, i) => name.trim() !== CSV_COLUMNS[i]);
  return wrong === -1 ? undefined : `column ${wrong + 1} should be "${CSV_COLUMNS[wrong]}", found "${header[wrong]}"`;
}

/**
 * A record by the header's columns. A column the file does not have (an older file's parcel columns) is absent from
 * the row, not blank: absent keeps what is stored, blank clears.
 */
export function toRow(record: string[], columnCount: number = CSV_COLUMNS.length): CsvRow {
  return Object.fromEntries(
    CSV_COLUMNS.slice(0, columnCount).map((name, i) => [name, (record[i] ?? '').trim()]),
  ) as CsvRow;
}

/**
 * Rows grouped into products: a row with a code other than the current product's starts the next product; a row
 * with the same code or none continues it. A first row without a code has nothing to be grouped by: `orphans`.
 */
export function groupRows(rows: NumberedRow[]): { products: ProductRows[]; orphans: NumberedRow[] } {
  const products: ProductRows[] = [];
  const orphans: NumberedRow[] = [];
  for (const numbered of rows) {
    const code = cell(numbered.row, 'code');
    const current = products[products.length - 1];
    if (code && code !== current?.code) products.push({ code, rows: [numbered] });
    else if (current) current.rows.push(numbered);
    else orphans.push(numbered);
  }
  return { products, orphans };
}

function localized(row: CsvRow, name: string): LocalizedText | undefined {
  const en = cell(row, `${name}.en`);
  if (!en) return undefined;
  const text: LocalizedText = { en };
  for (const lang of LANG_CODES) {
    const value = cell(row, `${name}.${lang}`);
    if (lang !== 'en' && value) text[lang as Exclude<LangCode, 'en'>] = value;
  }
  return text;
}

/** Where a cell of the product's body came from, so a schema issue can name its row. */
export interface BuiltProduct {
  /** The body for the save schema (money as the file's text, so the schema judges it). */
  body: Record<string, unknown>;
  /** The file line of each SKU, in the body's order. */
  skuLines: number[];
  /** Problems found while reading the rows (before the schema), by line. */
  problems: { line: number; message: string }[];
}

const ON_SALE: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };

/**
 * A product's rows as the save body: its columns from the first row, its specification dimensions named on the
 * first row, each dimension's values in order of first appearance (by their English text), one SKU per row with
 * the option tuple of its values.
 */
export function buildProduct(product: ProductRows): BuiltProduct {
  const first = product.rows[0]?.row;
  const problems: { line: number; message: string }[] = [];
  if (!first) return { body: {}, skuLines: [], problems };
  const dimensions = [1, 2, 3]
    .slice(0, MAX_SPECS)
    .map((n) => localized(first, `spec${n}`))
    .filter((name): name is LocalizedText => name !== undefined);
  const values: LocalizedText[][] = dimensions.map(() => []);
  // Numbers where the text is one, else the text itself: the save schema then names the cell that is wrong.
  const number = (text: string) => (text !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
  const skus: Record<string, unknown>[] = [];
  const skuLines: number[] = [];
  for (const { line, row } of product.rows) {
    const options: number[] = [];
    dimensions.forEach((_, d) => {
      const value = localized(row, `value${d + 1}`);
      if (!value) {
        problems.push({ line, message: `value${d + 1}.en` });
        return;
      }
      const list = values[d] ?? [];
      let index = list.findIndex((known) => known.en === value.en);
      if (index === -1) {
        list.push(value);
        index = list.length - 1;
      }
      options.push(index);
    });
    const stockText = cell(row, 'stock');
    const loadedText = cell(row, 'loaded_stock');
    const compareAt = cell(row, 'compare_at_price');
    skus.push({
      options,
      price: cell(row, 'price'),
      ...(compareAt ? { compare_at_price: compareAt } : {}),
      stock: number(stockText),
      ...(loadedText === '' ? {} : { loaded_stock: number(loadedText) }),
      ...('sku_weight_g' in row ? { weight_g: orNull(number(cell(row, 'sku_weight_g'))) } : {}),
    });
    skuLines.push(line);
  }
  const onSaleText = cell(first, 'on_sale');
  const onSale = ON_SALE[onSaleText.toLowerCase()];
  const categoryText = cell(first, 'category_id');
  const body: Record<string, unknown> = {
    code: product.code,
    category_id: categoryText === '' ? undefined : number(categoryText),
    title: localized(first, 'title') ?? { en: '' },
    description: localized(first, 'description') ?? { en: '' },
    images: cell(first, 'images')
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean),
    specs: dimensions.map((name, d) => ({ name, values: values[d] ?? [] })),
    skus,
    on_sale: onSale ?? onSaleText,
    ...parcelOf(first, number),
  };
  if (!PRODUCT_CODE_PATTERN.test(product.code)) problems.push({ line: product.rows[0]?.line ?? 0, message: 'code' });
  return { body, skuLines, problems };
}

/** A blank cell clears the value. */
const orNull = (value: string | number) => (value === '' ? null : value);

const PRODUCT_PARCEL_COLUMNS = ['weight_g', 'length_mm', 'width_mm', 'height_mm', 'hs_code', 'origin_country'] as const;

/** The parcel columns of a product's first row, only those the file has (an older file's leave the stored values). */
function parcelOf(first: CsvRow, number: (text: string) => string | number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of PRODUCT_PARCEL_COLUMNS) {
    if (!(name in first)) continue;
    const text = cell(first, name);
    // The HS code stays text: its leading zeros are part of it.
    body[name] = name === 'hs_code' || name === 'origin_country' ? orNull(text) : orNull(number(text));
  }
  return body;
}

/** A product of the shop as it is exported: first row full, the others only their SKU's columns. */
export interface ExportedProduct {
  code: string;
  category_id: number;
  on_sale: boolean;
  title: LocalizedText;
  description: LocalizedText;
  images: string[];
  specs: { name: LocalizedText; values: LocalizedText[] }[];
  skus: { options: number[]; price: number; compare_at_price: number | null; stock: number; weight_g: number | null }[];
  weight_g: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  hs_code: string | null;
  origin_country: string | null;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

function spread(text: LocalizedText | undefined, name: string): Record<string, string> {
  return Object.fromEntries(LANG_CODES.map((lang) => [`${name}.${lang}`, text?.[lang as keyof LocalizedText] ?? '']));
}

/** The rows of a product, in the layout; `stock` and `loaded_stock` both the stock left, so a re-import changes none. */
export function productRows(product: ExportedProduct): string[][] {
  return product.skus.map((sku, i) => {
    const values: Record<string, string> = {};
    for (let d = 0; d < 3; d += 1) {
      const spec = product.specs[d];
      Object.assign(values, spread(spec?.values[sku.options[d] ?? -1], `value${d + 1}`));
      Object.assign(values, i === 0 ? spread(spec?.name, `spec${d + 1}`) : spread(undefined, `spec${d + 1}`));
    }
    const row: Record<string, string> = {
      code: product.code,
      category_id: i === 0 ? String(product.category_id) : '',
      on_sale: i === 0 ? String(product.on_sale) : '',
      ...(i === 0 ? spread(product.title, 'title') : spread(undefined, 'title')),
      ...(i === 0 ? spread(product.description, 'description') : spread(undefined, 'description')),
      images: i === 0 ? product.images.join('|') : '',
      ...values,
      price: formatCents(sku.price),
      compare_at_price: sku.compare_at_price === null ? '' : formatCents(sku.compare_at_price),
      stock: String(sku.stock),
      loaded_stock: String(sku.stock),
      sku_weight_g: text(sku.weight_g),
    };
    if (i === 0) for (const name of PRODUCT_PARCEL_COLUMNS) row[name] = text(product[name]);
    return CSV_COLUMNS.map((name) => row[name] ?? '');
  });
}

/**
 * The CSV column a save-schema issue is about, so a seller reads "price", not "skus.3.price":
 * title.en → title.en, specs.1.name.zh-CN → spec2.zh-CN, specs.0.values.2.en → value1.en, skus.3.price → price.
 */
export function columnOf(path: readonly PropertyKey[]): string {
  const [head, index, field, ...rest] = path.map(String);
  if (head === 'skus') {
    if (field === 'weight_g') return 'sku_weight_g';
    return field === 'options' ? 'value1.en' : (field ?? 'price');
  }
  if (head === 'specs') {
    const n = Number(index) + 1;
    if (field === 'name') return `spec${n}.${rest[0] ?? 'en'}`;
    if (field === 'values') return `value${n}.${rest[1] ?? 'en'}`;
    return `spec${n}.en`;
  }
  if ((head === 'title' || head === 'description') && index) return `${head}.${index}`;
  return head ?? '';
}
