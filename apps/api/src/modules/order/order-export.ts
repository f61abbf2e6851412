import { formatCents } from '@shop/contract/money';
import { ORDER_EXPORT_COLUMNS } from '@shop/contract/order-bulk';
import { textIn } from '../../lib/order-text.ts';
import type { ExportLineRow, ExportOrderRow } from './order.repo.ts';

/**
 * The order export's cells (docs/domain.md#bulk-order-work), pure: one row per order line in ORDER_EXPORT_COLUMNS'
 * order, every cell safe to open in a spreadsheet.
 */

/** What a spreadsheet would read as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell a spreadsheet would take for a formula gets a leading apostrophe, so it is shown as the text it is:
 * `=HYPERLINK(…)` → `'=HYPERLINK(…)`. Every other cell is written as it is.
 */
export function escapeFormula(cell: string): string {
  return cell.length > 0 && FORMULA_START.has(cell[0] as string) ? `'${cell}` : cell;
}

/** `orders-20261205-1639.csv`: the moment of the export, in UTC. */
export function exportFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getUTCFullYear()}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}`;
  return `orders-${day}-${two(now.getUTCHours())}${two(now.getUTCMinutes())}.csv`;
}

type Column = (typeof ORDER_EXPORT_COLUMNS)[number];

const iso = (date: Date | null) => (date ? date.toISOString() : '');
const money = (cents: number | string) => formatCents(Number(cents));

/** "Colour: Red · Size: XL" in `lang`, else English. */
function specText(line: ExportLineRow, lang: string): string {
  return line.spec.map((choice) => `${textIn(choice.name, lang)}: ${textIn(choice.value, lang)}`).join(' · ');
}

/** The rows of one order, its lines in order; the order's columns repeat on each line (an order with no line gets one row). */
export function orderRows(order: ExportOrderRow, lines: ExportLineRow[], lang: string): string[][] {
  const orderCells: Partial<Record<Column, string>> = {
    order_no: order.order_no,
    created_at: iso(order.created_at),
    paid_at: iso(order.paid_at),
    status: String(order.status),
    shop: textIn(order.shop_name, lang),
    buyer: order.buyer_account,
    receiver: order.address.addressee,
    phone: order.address.mobile,
    country: order.address.country,
    area: order.address.area,
    address: order.address.detail,
    goods: money(order.goods_amount),
    freight: money(order.freight),
    shop_discount: money(order.shop_discount),
    promo_discount: money(order.promo_discount),
    order_total: money(order.total),
    carrier: order.carrier ?? '',
    tracking_no: order.tracking_no ?? '',
    shipped_at: iso(order.shipped_at),
    remark: order.remark,
  };
  const lineCells = (line: ExportLineRow): Partial<Record<Column, string>> => ({
    product_code: line.product_code ?? '',
    product: textIn(line.title, lang),
    spec: specText(line, lang),
    quantity: String(line.quantity),
    unit_price: money(line.price),
    line_total: money(Number(line.price) * line.quantity),
    weight_g: line.weight_g === null ? '' : String(line.weight_g),
    hs_code: line.hs_code ?? '',
    origin_country: line.origin_country ?? '',
  });
  const cellsOf = (cells: Partial<Record<Column, string>>) =>
    ORDER_EXPORT_COLUMNS.map((column) => escapeFormula(cells[column] ?? ''));
  if (lines.length === 0) return [cellsOf(orderCells)];
  return lines.map((line) => cellsOf({ ...orderCells, ...lineCells(line) }));
}
