import { type LocalizedText, sellerProductSaveBody } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import type { ProductImportDto } from '@shop/contract/seller';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasMessage, translate } from '../../lib/i18n.ts';
import { findUnstorable } from '../../lib/refuse-nul.ts';
import { editorUrlOf } from '../catalogue/catalogue-pictures.ts';
import { findProductIdsByCodes, listProductsForExport } from '../catalogue/product-admin.service.ts';
import { saveProduct } from '../catalogue/product-admin.service.ts';
import {
  buildProduct,
  columnOf,
  CSV_COLUMNS,
  groupRows,
  headerProblem,
  type NumberedRow,
  productRows,
  toRow,
} from './product-csv.ts';
import type { SellerRef } from './seller-center.service.ts';

/**
 * Product CSV import and export (docs/domain.md#catalogue-and-search) through the one product save path: a product's rows are one unit —
 * if any of them is bad, none of that product is saved — and the report names every bad row by its line.
 */

/** Most rows one import reads; larger files are refused whole (split them). */
export const MAX_IMPORT_ROWS = 5_000;

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

function readRecords(text: string): ParsedRecord[] {
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw new AppError('CSV_INVALID', { reason: error instanceof Error ? error.message : 'unreadable' });
  }
}

/** Reads the file, saves each product whose rows are all good, and reports every bad row in the seller's language. */
export async function importProducts(
  deps: AppDeps,
  seller: SellerRef,
  text: string,
  lang: LangCode,
): Promise<ProductImportDto> {
  // A lone surrogate is not Unicode and would reach the cells as U+FFFD (the parser reads UTF-8): it is made a NUL
  // here, so its cell is refused as a bad row by the check below, with its line and column.
  const records = readRecords(text.replace(/[\uD800-\uDFFF]/gu, '\u0000'));
  const [header, ...body] = records;
  if (!header) throw new AppError('CSV_INVALID', { reason: 'empty file' });
  const problem = headerProblem(header.record);
  if (problem) throw new AppError('CSV_INVALID', { reason: problem });
  if (body.length > MAX_IMPORT_ROWS) throw new AppError('CSV_INVALID', { reason: `more than ${MAX_IMPORT_ROWS} rows` });

  const rows: NumberedRow[] = [];
  let lastLine = header.info.lines;
  for (const { record, info } of body) {
    rows.push({ line: lastLine + 1, row: toRow(record, header.record.length) });
    lastLine = info.lines;
  }
  const t = (key: string, params?: Parameters<typeof translate>[2]) => translate(lang, key, params);
  const errors: ProductImportDto['errors'] = [];
  const { products, orphans } = groupRows(rows);
  for (const orphan of orphans) errors.push({ row: orphan.line, message: t('validation.codeRequiredInCsv') });

  const existing = await findProductIdsByCodes(
    deps.db,
    seller.shopId,
    products.map((p) => p.code),
  );
  const seen = new Set<string>();
  let created = 0;
  let updated = 0;
  for (const product of products) {
    const firstLine = product.rows[0]?.line ?? 0;
    if (seen.has(product.code)) {
      errors.push({ row: firstLine, message: t('validation.codeTwiceInCsv', { code: product.code }) });
      continue;
    }
    seen.add(product.code);
    const built = buildProduct(product);
    if (built.problems.length > 0) {
      for (const p of built.problems)
        errors.push({ row: p.line, message: t('validation.invalidField', { field: p.message }) });
      continue;
    }
    // A NUL or a lone surrogate cannot be stored (PostgreSQL text, jsonb): the cell is a bad row, as the API refuses
    // such text anywhere (lib/refuse-nul.ts).
    const bad = findUnstorable(built.body);
    if (bad) {
      const [head, index] = bad.path;
      const line = head === 'skus' && typeof index === 'number' ? (built.skuLines[index] ?? firstLine) : firstLine;
      const field = columnOf(bad.path);
      errors.push({ row: line, message: `${field}: ${t('validation.invalidField', { field })}` });
      continue;
    }
    const parsed = sellerProductSaveBody.safeParse(built.body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index] = issue.path;
        const line = head === 'skus' && typeof index === 'number' ? (built.skuLines[index] ?? firstLine) : firstLine;
        const field = columnOf(issue.path);
        const message = hasMessage(`validation.${issue.message}`)
          ? t(`validation.${issue.message}`, { field })
          : t('validation.invalidField', { field });
        errors.push({ row: line, message: `${field}: ${message}` });
      }
      continue;
    }
    const id = existing.get(product.code);
    try {
      await saveProduct(
        deps,
        { ...parsed.data, id, shop_id: seller.shopId },
        { actor: { kind: 'seller', id: seller.id }, onlyShopId: seller.shopId },
      );
      if (id === undefined) created += 1;
      else updated += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row: firstLine, message: t(`errors.${error.key}`, error.params) });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { created, updated, errors };
}

/** Every product of the shop in the layout, UTF-8 without a byte-order mark; stock and loaded_stock the stock left. */
export async function exportProducts(deps: Pick<AppDeps, 'db'>, seller: SellerRef): Promise<string> {
  const products = await listProductsForExport(deps.db, seller.shopId);
  const rows = products.flatMap((product) =>
    productRows({
      code: product.code,
      category_id: product.category_id,
      on_sale: product.on_sale,
      title: product.title as LocalizedText,
      description: product.description as LocalizedText,
      images: product.images.map(editorUrlOf),
      specs: product.specs as { name: LocalizedText; values: LocalizedText[] }[],
      skus: product.skus.map((sku) => ({
        options: sku.options,
        price: Number(sku.price),
        compare_at_price: sku.compare_at_price === null ? null : Number(sku.compare_at_price),
        stock: sku.stock,
        weight_g: sku.weight_g,
      })),
      weight_g: product.weight_g,
      length_mm: product.length_mm,
      width_mm: product.width_mm,
      height_mm: product.height_mm,
      hs_code: product.hs_code,
      origin_country: product.origin_country,
    }),
  );
  return stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}
