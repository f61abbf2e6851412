import type { LocalizedText, ProductEditDto, sellerProductSaveBody } from '@shop/contract/console-catalogue';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import en from '@shop/contract/messages/en.json';
import { optionKey } from '@shop/contract/product-skus';
import type { z } from 'zod';
import { reconcileSkus, type SkuRow } from './sku-matrix.ts';

/**
 * The product editor's form values and their mapping to and from the contract: the product as loaded
 * (productEditDto), the save request (consoleProductSaveBody / sellerProductSaveBody) and the schema's issues.
 */

/** A text in every language as the inputs hold it ('' when not written). */
export type LocalizedForm = Record<LangCode, string>;

export interface SpecValueForm {
  /** Stable while editing (see sku-matrix.ts). */
  id: string;
  name: LocalizedForm;
}

export interface SpecForm {
  id: string;
  name: LocalizedForm;
  values: SpecValueForm[];
}

export interface ProductFormValues {
  /** The product's id once saved. */
  id?: number;
  /** The console's shop picker; the seller center has none. */
  shop_id?: number;
  category_id?: number;
  code: string;
  on_sale: boolean;
  title: LocalizedForm;
  description: LocalizedForm;
  images: string[];
  specs: SpecForm[];
  /** One row per combination of `specs`, in the contract's order (reconcileSkus keeps it so). */
  skus: SkuRow[];
  /** The packed product (docs/domain.md#product-parcel-data): null while unknown. */
  weight_g: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  /** '' while unknown. */
  hs_code: string;
  /** An ISO code; undefined while none is chosen (the select's empty value). */
  origin_country?: string;
}

/** The form's parcel fields, each sent as null when empty so that the editor can clear it. */
export const PARCEL_FIELDS = ['weight_g', 'length_mm', 'width_mm', 'height_mm', 'hs_code', 'origin_country'] as const;

/** The body of POST /api/seller/product/save, or with `shop_id` of /api/console/product/save, before parsing. */
export type ProductSaveRequest = z.input<typeof sellerProductSaveBody> & { shop_id?: number };

let lastLocalId = 0;
/** A new local id for a specification or value added while editing (loaded ones are "s0", "s0v1", …). */
export function newLocalId(): string {
  lastLocalId += 1;
  return `n${lastLocalId}`;
}

export function emptyText(): LocalizedForm {
  return { en: '', 'zh-CN': '', ri: '', han: '', tai: '' };
}

function textForm(text: Partial<Record<LangCode, string>> | undefined): LocalizedForm {
  const out = emptyText();
  for (const lang of LANG_CODES) out[lang] = text?.[lang] ?? '';
  return out;
}

/** A specification added in the editor: no name yet and one value, so the existing rows become that value's. */
export function newSpec(): SpecForm {
  return { id: newLocalId(), name: emptyText(), values: [{ id: newLocalId(), name: emptyText() }] };
}

/**
 * The form for a product as loaded, or for a new one (on sale, no specification, one empty SKU). Each SKU remembers
 * the stock it was loaded with (`loaded_stock`) and its option tuple, so a save applies only the change.
 */
export function formFromProduct(product: ProductEditDto | undefined): ProductFormValues {
  if (!product) {
    return {
      code: '',
      on_sale: true,
      title: emptyText(),
      description: emptyText(),
      images: [],
      specs: [],
      skus: reconcileSkus([], []),
      weight_g: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      hs_code: '',
    };
  }
  const specs: SpecForm[] = product.specs.map((spec, s) => ({
    id: `s${s}`,
    name: textForm(spec.name),
    values: spec.values.map((value, v) => ({ id: `s${s}v${v}`, name: textForm(value) })),
  }));
  const rows: SkuRow[] = product.skus.map((sku) => ({
    options: Object.fromEntries(specs.map((spec, s) => [spec.id, spec.values[sku.options[s] ?? -1]?.id ?? '?'])),
    price: sku.price,
    compare_at_price: sku.compare_at_price ?? '',
    stock: sku.stock,
    loaded_stock: sku.stock,
    origin: optionKey(sku.options),
    weight_g: sku.weight_g,
  }));
  return {
    id: product.id,
    shop_id: product.shop_id,
    category_id: product.category_id,
    code: product.code,
    on_sale: product.on_sale,
    title: textForm(product.title),
    description: textForm(product.description),
    images: [...product.images],
    specs,
    skus: reconcileSkus(specs, rows),
    weight_g: product.weight_g,
    length_mm: product.length_mm,
    width_mm: product.width_mm,
    height_mm: product.height_mm,
    hs_code: product.hs_code ?? '',
    origin_country: product.origin_country ?? undefined,
  };
}

/** English always (empty when not written, so the schema names it), the other languages only when written. */
function textRequest(text: LocalizedForm | undefined): LocalizedText {
  const out: LocalizedText = { en: text?.en?.trim() ?? '' };
  for (const lang of LANG_CODES) {
    const value = text?.[lang]?.trim();
    if (lang !== 'en' && value) out[lang] = value;
  }
  return out;
}

/**
 * The save request for the form: money as the typed decimal strings, empty translations dropped, each SKU's
 * combination as value indexes. `shopId` (the console) adds `shop_id`. A SKU sends `loaded_stock` only while it
 * still has the option tuple it was loaded with: the server matches SKUs by tuple, so once a value before it was
 * removed or the values were reordered, the SKU at that tuple is another one and the stock is set as given.
 */
export function requestFromForm(values: ProductFormValues, { shopId }: { shopId?: number } = {}): ProductSaveRequest {
  const code = values.code?.trim();
  const specs = values.specs ?? [];
  const request: ProductSaveRequest = {
    ...(values.id === undefined ? {} : { id: values.id }),
    ...(shopId === undefined ? {} : { shop_id: shopId }),
    ...(code ? { code } : {}),
    // A missing choice or a cleared stock is NaN: the schema names the field with its message (a request that
    // does not parse is never sent).
    category_id: values.category_id ?? Number.NaN,
    title: textRequest(values.title),
    description: textRequest(values.description),
    images: [...(values.images ?? [])],
    specs: specs.map((spec) => ({ name: textRequest(spec.name), values: spec.values.map((v) => textRequest(v.name)) })),
    skus: (values.skus ?? []).map((row) => {
      const options = specs.map((spec) => spec.values.findIndex((value) => value.id === row.options[spec.id]));
      const compareAt = row.compare_at_price?.trim();
      return {
        options,
        price: row.price?.trim() ?? '',
        compare_at_price: compareAt ? compareAt : null,
        stock: row.stock ?? Number.NaN,
        ...(row.loaded_stock !== undefined && row.origin === optionKey(options)
          ? { loaded_stock: row.loaded_stock }
          : {}),
        weight_g: row.weight_g ?? null,
      };
    }),
    on_sale: values.on_sale,
    weight_g: values.weight_g ?? null,
    length_mm: values.length_mm ?? null,
    width_mm: values.width_mm ?? null,
    height_mm: values.height_mm ?? null,
    hs_code: values.hs_code?.trim() || null,
    origin_country: values.origin_country || null,
  };
  return request;
}

/** What the editor needs of the contract's save schemas. */
interface SaveSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: PathIssue[] } };
}

/** Rules that compare fields; zod checks them only once every field has the right type. */
const CROSS_FIELD = new Set(['specValueDuplicate', 'skuCombinations', 'compareAtAbovePrice']);

/**
 * Every problem of a save request by `schema` (empty when it is valid). zod skips the cross-field rules while a
 * field has the wrong type (no category or shop chosen, a cleared stock, a price that is not money): so that the
 * editor lists every problem at once, the request is then parsed again with stand-ins for those fields, and the
 * cross-field problems it finds are added, except a compare-at price whose price was stood in for.
 */
export function requestIssues(schema: SaveSchema, body: ProductSaveRequest): PathIssue[] {
  const first = schema.safeParse(body);
  if (first.success) return [];
  const standIn = structuredClone(body);
  const unknownPrice = new Set<number>();
  for (const { path } of first.error.issues) {
    const [head, row, field] = path;
    if (head === 'category_id') standIn.category_id = 1;
    if (head === 'shop_id') standIn.shop_id = 1;
    const sku = head === 'skus' && typeof row === 'number' ? standIn.skus[row] : undefined;
    if (!sku || typeof row !== 'number') continue;
    if (field === 'stock') sku.stock = 0;
    if (field === 'loaded_stock') delete sku.loaded_stock;
    if (field === 'compare_at_price') sku.compare_at_price = null;
    if (field === 'price') {
      sku.price = '1';
      unknownPrice.add(row);
    }
  }
  const second = schema.safeParse(standIn);
  const issues = [...first.error.issues];
  const seen = new Set(issues.map((issue) => JSON.stringify([issue.path, issue.message])));
  for (const issue of second.success ? [] : second.error.issues) {
    const id = JSON.stringify([issue.path, issue.message]);
    const priceUnknown = issue.message === 'compareAtAbovePrice' && unknownPrice.has(Number(issue.path[1]));
    if (CROSS_FIELD.has(issue.message) && !priceUnknown && !seen.has(id)) issues.push(issue);
    seen.add(id);
  }
  return issues;
}

/** A form field's name path, as antd's Form takes it; [] is the product as a whole. */
export type FieldName = (string | number)[];

/** The problems of one field: keys of the contract's `validation` messages. */
export interface FieldIssue {
  name: FieldName;
  errors: string[];
}

/** An issue as the schema (zod) or the server (a `fields` map) reports it. */
export interface PathIssue {
  path: readonly PropertyKey[];
  message: string;
}

const FIELDS = new Set<string>(['code', 'category_id', 'shop_id', 'on_sale', ...PARCEL_FIELDS]);
const SKU_FIELDS = new Set(['price', 'compare_at_price', 'stock', 'weight_g']);
const isLang = (value: unknown): value is LangCode => LANG_CODES.some((lang) => lang === value);

/** The form field that shows an issue at `path` of the request. */
function fieldOf(path: readonly PropertyKey[]): FieldName {
  const [head, a, b, c, d] = path;
  if (head === 'title' || head === 'description') return [head, isLang(a) ? a : 'en'];
  if (head === 'images') return ['images'];
  if (typeof head === 'string' && FIELDS.has(head)) return [head];
  if (head === 'specs') {
    if (typeof a !== 'number') return ['specs'];
    if (b === 'values' && typeof c === 'number') return ['specs', a, 'values', c, 'name', isLang(d) ? d : 'en'];
    if (b === 'values') return ['specs', a, 'values'];
    return ['specs', a, 'name', b === 'name' && isLang(c) ? c : 'en'];
  }
  if (head === 'skus') {
    if (typeof a !== 'number' || b === 'options') return ['skus'];
    if (b === 'loaded_stock') return ['skus', a, 'stock'];
    return ['skus', a, typeof b === 'string' && SKU_FIELDS.has(b) ? b : 'price'];
  }
  return [];
}

const isValidationKey = (key: string) => Object.hasOwn(en.validation, key);

/**
 * The schema's (or the server's) issues grouped by the form field that shows them, in the order first reported.
 * A message that is not a key of the contract's `validation` messages becomes `invalidField`.
 */
export function issuesToFields(issues: readonly PathIssue[]): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    const key = isValidationKey(issue.message) ? issue.message : 'invalidField';
    const id = JSON.stringify(name);
    const field = byField.get(id);
    if (!field) byField.set(id, { name, errors: [key] });
    else if (!field.errors.includes(key)) field.errors.push(key);
  }
  return [...byField.values()];
}

/** The server's `fields` answer ("skus.3.price" → message key) as issues. */
export function serverIssues(fields: Record<string, string>): PathIssue[] {
  return Object.entries(fields).map(([path, message]) => ({
    path: path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message,
  }));
}
