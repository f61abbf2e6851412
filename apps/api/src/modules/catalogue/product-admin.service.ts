import type { ProductAdminListQuery, ProductEditDto, ProductRowDto } from '@shop/contract/console-catalogue';
import type { LocalizedText } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import { formatCents } from '@shop/contract/money';
import { LOW_STOCK, optionKey } from '@shop/contract/product-skus';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { editorUrlOf, picturesFor } from './catalogue-pictures.ts';
import * as repo from './product-admin.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { findProductIdsByCodes, listProductsForExport } from './product-admin.repo.ts';

/**
 * The one write path of products (docs/domain.md#catalogue-and-search): the console's editor, the seller center's editor and CSV import,
 * and the demo seed all save through saveProduct, so every product obeys the same rules.
 */

/** Who saves: an operator (audited), a seller (scoped to its shop), or the system (seed). */
export type CatalogueActor = { kind: 'operator'; id: number } | { kind: 'seller'; id: number } | { kind: 'system' };

export interface ProductSaveInput {
  id?: number;
  shop_id: number;
  code?: string;
  category_id: number;
  title: LocalizedText;
  description: LocalizedText;
  /** Urls as the editor sends them: uploads, or the large size of a picture the product already has. */
  images: string[];
  specs: { name: LocalizedText; values: LocalizedText[] }[];
  skus: {
    options: number[];
    price: number;
    compare_at_price?: number | null;
    stock: number;
    loaded_stock?: number;
    weight_g?: number | null;
  }[];
  on_sale: boolean;
  weight_g?: number | null;
  length_mm?: number | null;
  width_mm?: number | null;
  height_mm?: number | null;
  hs_code?: string | null;
  origin_country?: string | null;
}

export interface SaveOptions {
  actor: CatalogueActor;
  /** A seller's saves: a product of another shop is "not found", never changed. */
  onlyShopId?: number;
}

/**
 * Creates or updates a product whole, in one transaction: the product row is locked first, so concurrent saves
 * of one product run one after the other and the later wins whole. SKUs are matched by their option tuple: a
 * surviving combination keeps its id (and its sales), new ones are created, removed ones retired. Stock sent with
 * `loaded_stock` moves by the difference, so reservations made meanwhile are never undone. The search columns,
 * the card figures and the catalogue version change in the same transaction, so the product is found at once.
 */
export async function saveProduct(
  deps: Pick<AppDeps, 'db' | 'pictures'>,
  input: ProductSaveInput,
  options: SaveOptions,
): Promise<{ id: number; code: string }> {
  // Cutting picture sizes is file work: done before the transaction, so no lock waits on it.
  const images = await picturesFor(deps.pictures, input.images, 'product');
  const run = async (trx: Executor) => {
    let before: unknown;
    if (input.id !== undefined) {
      const current = await repo.lockProduct(trx, input.id);
      if (!current || (options.onlyShopId !== undefined && current.shop_id !== options.onlyShopId)) {
        throw new AppError('PRODUCT_NOT_FOUND');
      }
      before = current;
    }
    const shop = await repo.findShopForProduct(trx, input.shop_id);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    const category = await repo.categoryForProduct(trx, input.category_id);
    if (!category) throw new AppError('CATEGORY_NOT_FOUND');
    if (!category.leaf) throw new AppError('CATEGORY_NOT_LEAF', { name: category.name });
    if (input.code && (await repo.findCodeOwner(trx, input.shop_id, input.code, input.id))) {
      throw new AppError('PRODUCT_CODE_TAKEN', { code: input.code });
    }
    const content: repo.ProductContent = {
      shop_id: input.shop_id,
      category_id: input.category_id,
      code: input.code,
      title: input.title,
      description: input.description,
      images,
      specs: input.specs,
      on_sale: input.on_sale,
      listed: input.on_sale && shop.active && category.shown,
      parcel: {
        weight_g: input.weight_g,
        length_mm: input.length_mm,
        width_mm: input.width_mm,
        height_mm: input.height_mm,
        hs_code: input.hs_code,
        origin_country: input.origin_country,
      },
    };
    const saved =
      input.id === undefined
        ? await repo.insertProductRow(trx, content)
        : await repo.updateProductRow(trx, input.id, content);
    await saveSkus(trx, saved.id, input.skus);
    await repo.refreshProductFigures(trx, saved.id);
    await repo.bumpCatalogueVersion(trx);
    if (options.actor.kind === 'operator') {
      await recordAudit(trx, {
        operatorId: options.actor.id,
        action: input.id === undefined ? 'product.create' : 'product.update',
        targetType: 'product',
        targetId: saved.id,
        before,
        after: { ...input, images },
      });
    }
    return saved;
  };
  try {
    return await deps.db.transaction().execute(run);
  } catch (error) {
    // Two saves racing to give one code to two products: the unique index decides, the loser is told plainly.
    if (isUniqueViolation(error, 'products_shop_code_idx')) {
      throw new AppError('PRODUCT_CODE_TAKEN', { code: input.code ?? '' });
    }
    throw error;
  }
}

async function saveSkus(trx: Executor, productId: number, wanted: ProductSaveInput['skus']): Promise<void> {
  const live = await repo.listLiveSkus(trx, productId);
  const byOptions = new Map(live.map((sku) => [optionKey(sku.options), sku]));
  const kept = new Set<number>();
  const created: repo.SkuFields[] = [];
  for (const sku of wanted) {
    const existing = byOptions.get(optionKey(sku.options));
    const compareAt = sku.compare_at_price ?? null;
    if (!existing) {
      created.push({
        options: sku.options,
        price: sku.price,
        compare_at_price: compareAt,
        stock: sku.stock,
        weight_g: sku.weight_g ?? null,
      });
      continue;
    }
    kept.add(existing.id);
    if (sku.loaded_stock === undefined) {
      await repo.updateSkuSetStock(trx, existing.id, {
        price: sku.price,
        compare_at_price: compareAt,
        stock: sku.stock,
        weight_g: sku.weight_g,
      });
      continue;
    }
    const moved = await repo.updateSkuByDelta(trx, existing.id, {
      price: sku.price,
      compare_at_price: compareAt,
      stockDelta: sku.stock - sku.loaded_stock,
      weight_g: sku.weight_g,
    });
    if (!moved) throw new AppError('STOCK_BELOW_ZERO', { stock: await repo.findSkuStock(trx, existing.id) });
  }
  await repo.insertSkus(trx, productId, created);
  await repo.retireSkus(
    trx,
    live.filter((sku) => !kept.has(sku.id)).map((sku) => sku.id),
  );
}

/** The editor's view of one product (all languages, live SKUs); a seller sees only its own shop's. */
export async function getProductForEdit(
  { db }: Pick<AppDeps, 'db'>,
  id: number,
  lang: LangCode,
  onlyShopId?: number,
): Promise<ProductEditDto> {
  const product = await repo.findProductForEdit(db, id, lang);
  if (!product || (onlyShopId !== undefined && product.shop_id !== onlyShopId)) throw new AppError('PRODUCT_NOT_FOUND');
  return {
    id: product.id,
    shop_id: product.shop_id,
    shop_name: product.shop_name,
    code: product.code,
    category_id: product.category_id,
    title: product.title,
    description: product.description,
    images: product.images.map(editorUrlOf),
    specs: product.specs,
    skus: product.skus.map((sku) => ({
      id: sku.id,
      options: sku.options,
      price: formatCents(Number(sku.price)),
      compare_at_price: sku.compare_at_price === null ? null : formatCents(Number(sku.compare_at_price)),
      stock: sku.stock,
      sales: sku.sales,
      weight_g: sku.weight_g,
    })),
    on_sale: product.on_sale,
    weight_g: product.weight_g,
    length_mm: product.length_mm,
    width_mm: product.width_mm,
    height_mm: product.height_mm,
    hs_code: product.hs_code,
    origin_country: product.origin_country,
    listed: product.listed,
    sales: product.sales,
    created_at: product.created_at.toISOString(),
    updated_at: product.updated_at.toISOString(),
  };
}

/** The desk's product table; a seller's is always its own shop. */
export async function listProductsAdmin(
  { db }: Pick<AppDeps, 'db'>,
  lang: LangCode,
  query: ProductAdminListQuery,
  onlyShopId?: number,
) {
  const { list, total } = await repo.listProductsAdmin(
    db,
    lang,
    {
      keyword: query.keyword || undefined,
      shopId: onlyShopId ?? query.shop_id,
      categoryId: query.category_id,
      onSale: query.on_sale,
      stock: query.stock,
      lowStock: LOW_STOCK,
    },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const rows: ProductRowDto[] = list.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    image: row.image?.small ?? '',
    shop: { id: row.shop_id, name: row.shop_name },
    category: { id: row.category_id, name: row.category_name },
    price: formatCents(Number(row.price)),
    compare_at_price: row.compare_at_price === null ? null : formatCents(Number(row.compare_at_price)),
    stock: row.stock,
    sales: row.sales,
    sku_count: Number(row.sku_count),
    on_sale: row.on_sale,
    listed: row.listed,
    updated_at: row.updated_at.toISOString(),
  }));
  return { list: rows, total, page: query.page, limit: query.limit };
}
