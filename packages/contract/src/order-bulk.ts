import { z } from 'zod';
import { consoleOrderListQuery } from './console-orders.ts';
import { sellerOrderListQuery } from './seller.ts';

/**
 * Bulk order work on both desks (docs/domain.md#bulk-order-work): the order export as CSV with the list's filters,
 * and shipping many orders from an uploaded CSV.
 *
 * GET /api/seller/orders/export and /api/console/orders/export take the list's filters without its paging and
 * answer `text/csv` (UTF-8, no byte-order mark, RFC 4180), one row per order line, ORDER_EXPORT_COLUMNS in that
 * order. A cell a spreadsheet would read as a formula (beginning with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) is written with a leading apostrophe: shoppers' text (names, addresses, remarks) goes into the file.
 * The address columns are the order's address as kept: `area` (region and city as the shopper wrote them) and
 * `address` (the street part); SKUs have no code of their own, a line names its product's code and its spec.
 */
export const sellerOrderExportQuery = sellerOrderListQuery.omit({ page: true, limit: true });
export type SellerOrderExportQuery = z.infer<typeof sellerOrderExportQuery>;
export const consoleOrderExportQuery = consoleOrderListQuery.omit({ page: true, limit: true });
export type ConsoleOrderExportQuery = z.infer<typeof consoleOrderExportQuery>;

/** The most orders one export holds, newest first; a larger selection is narrowed with the filters. */
export const MAX_EXPORT_ORDERS = 5_000;

export const ORDER_EXPORT_COLUMNS = [
  'order_no',
  'created_at',
  'paid_at',
  'status',
  'shop',
  'buyer',
  'receiver',
  'phone',
  'country',
  'area',
  'address',
  'product_code',
  'product',
  'spec',
  'quantity',
  'unit_price',
  'line_total',
  'weight_g',
  'hs_code',
  'origin_country',
  'goods',
  'freight',
  'shop_discount',
  'promo_discount',
  'order_total',
  'carrier',
  'tracking_no',
  'shipped_at',
  'remark',
] as const;

/**
 * POST /api/seller/orders/ship_import and /api/console/orders/ship_import: multipart, field `file`, a CSV whose
 * header names SHIP_IMPORT_COLUMNS (other columns are ignored, so an edited export imports). Each row ships one
 * order through the one ship path, in its own transaction: a bad row is reported and the others still ship. A row
 * whose order is already shipped with the same carrier and tracking number counts as `unchanged` (a file sent
 * twice ships nothing twice).
 */
export const SHIP_IMPORT_COLUMNS = ['order_no', 'carrier', 'tracking_no'] as const;

/** Most rows one upload reads; larger files are refused whole (split them). */
export const MAX_SHIP_IMPORT_ROWS = 1_000;

export const shipImportDto = z.object({
  /** Orders shipped by this upload. */
  shipped: z.number().int(),
  /** Rows whose order was already shipped with the same carrier and tracking number. */
  unchanged: z.number().int(),
  /** Every bad row with its line number in the file and why; those orders were not shipped. */
  errors: z.array(z.object({ row: z.number().int(), order_no: z.string(), message: z.string() })),
});
export type ShipImportDto = z.infer<typeof shipImportDto>;
