import type { CartAddBody, CartDto, CartItemDto, CartSelectBody, CartUpdateBody } from '@shop/contract/cart';
import { formatCents } from '@shop/contract/money';
import { MAX_CART_LINES } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertShopperRegionOpen } from '../address/region-gate.ts';
import { specChoices, specLine, textIn } from '../../lib/order-text.ts';
import * as repo from './cart.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { type PurchasableSku, findSku, listLines, removeSkus, skuQuery } from './cart.repo.ts';

/** A line can be checked out when its product is on sale (in an active shop) and its SKU is in stock. */
export function isAvailable(line: { on_sale: boolean; stock: number }): boolean {
  return line.on_sale && line.stock > 0;
}

function toItem(line: repo.CartLineRow, lang: string): CartItemDto {
  return {
    id: line.id,
    product_id: line.product_id,
    sku_id: line.sku_id,
    title: textIn(line.title, lang),
    image: line.image,
    spec: specLine(specChoices(line.specs, line.options), lang),
    price: formatCents(line.price),
    compare_at_price: line.compare_at_price === null ? null : formatCents(line.compare_at_price),
    quantity: line.quantity,
    stock: line.stock,
    selected: line.selected,
    available: isAvailable(line),
  };
}

/** The cart grouped by shop, the shop of the newest line first; REGION_CLOSED when the region is not open. */
export async function getCart({ db }: AppDeps, userId: number, lang: string): Promise<CartDto> {
  await assertShopperRegionOpen(db, userId);
  return readCart(db, userId, lang);
}

/** The cart as it is (lines arrive newest first); callers have passed the region gate. */
async function readCart(db: Executor, userId: number, lang: string): Promise<CartDto> {
  const lines = await repo.listLines(db, userId);
  const groups = new Map<number, CartDto['groups'][number]>();
  let selectedCount = 0;
  let selectedAmount = 0;
  for (const line of lines) {
    let group = groups.get(line.shop_id);
    if (!group) {
      group = { shop: { id: line.shop_id, name: textIn(line.shop_name, lang), logo: line.shop_logo }, items: [] };
      groups.set(line.shop_id, group);
    }
    group.items.push(toItem(line, lang));
    if (line.selected && isAvailable(line)) {
      selectedCount += line.quantity;
      selectedAmount += line.price * line.quantity;
    }
  }
  return {
    groups: [...groups.values()],
    count: lines.length,
    selected_count: selectedCount,
    selected_amount: formatCents(selectedAmount),
  };
}

export async function countCart({ db }: AppDeps, userId: number): Promise<number> {
  return repo.countLines(db, userId);
}

/** Adds a SKU: the line's quantity never goes above what is in stock. */
export async function addToCart({ db }: AppDeps, userId: number, body: CartAddBody): Promise<number> {
  await assertShopperRegionOpen(db, userId);
  return db.transaction().execute(async (trx) => {
    const sku = await repo.findSku(trx, body.sku_id);
    if (!sku?.on_sale) throw new AppError('PRODUCT_NOT_FOUND');
    const line = await repo.findLineBySku(trx, userId, body.sku_id);
    if ((line?.quantity ?? 0) + body.quantity > sku.stock) {
      throw new AppError('OUT_OF_STOCK', undefined, { sku_id: sku.sku_id, stock: sku.stock });
    }
    if (!line && (await repo.countLines(trx, userId)) >= MAX_CART_LINES) {
      throw new AppError('CART_FULL', { max: MAX_CART_LINES });
    }
    await repo.upsertLine(trx, userId, body.sku_id, body.quantity);
    return repo.countLines(trx, userId);
  });
}

/* Changes are gated before they are written: a refused call must have changed nothing. */

export async function updateCartLine(
  deps: AppDeps,
  userId: number,
  body: CartUpdateBody,
  lang: string,
): Promise<CartDto> {
  await assertShopperRegionOpen(deps.db, userId);
  const line = await repo.findLine(deps.db, userId, body.id);
  if (!line) throw new AppError('NOT_FOUND');
  if (body.quantity !== undefined && body.quantity > line.quantity) {
    const sku = await repo.findSku(deps.db, line.sku_id);
    if (!sku || body.quantity > sku.stock) {
      throw new AppError('OUT_OF_STOCK', undefined, { sku_id: line.sku_id, stock: sku?.stock ?? 0 });
    }
  }
  await repo.updateLine(deps.db, userId, body.id, { quantity: body.quantity, selected: body.selected });
  return readCart(deps.db, userId, lang);
}

export async function selectCartLines(
  deps: AppDeps,
  userId: number,
  body: CartSelectBody,
  lang: string,
): Promise<CartDto> {
  await assertShopperRegionOpen(deps.db, userId);
  await repo.selectLines(deps.db, userId, body.ids, body.selected);
  return readCart(deps.db, userId, lang);
}

export async function removeCartLines(deps: AppDeps, userId: number, ids: number[], lang: string): Promise<CartDto> {
  await assertShopperRegionOpen(deps.db, userId);
  await repo.removeLines(deps.db, userId, ids);
  return readCart(deps.db, userId, lang);
}
