import type { ConsoleOrderExportQuery } from '@shop/contract/order-bulk';
import { MAX_EXPORT_ORDERS, ORDER_EXPORT_COLUMNS } from '@shop/contract/order-bulk';
import { stringify } from 'csv-stringify/sync';
import type { AppDeps } from '../../app-deps.ts';
import { orderFilterOf } from './console-orders.service.ts';
import { exportFileName, orderRows } from './order-export.ts';
import { listExportLines, listOrdersForExport } from './order.repo.ts';

/** Orders read per round trip; their lines are read in one more. */
const PAGE = 500;

export interface OrderExport {
  csv: string;
  fileName: string;
}

/**
 * The order export (docs/domain.md#bulk-order-work): the orders of the list's filters, newest first, at most
 * MAX_EXPORT_ORDERS, one row per line, as RFC 4180 CSV in UTF-8 without a byte-order mark. `shopId` keeps a seller
 * to its own shop; texts of the catalogue are written in `lang` (else English).
 */
export async function exportOrders(
  { db }: Pick<AppDeps, 'db'>,
  query: ConsoleOrderExportQuery,
  scope: { shopId?: number },
  lang: string,
  now = new Date(),
): Promise<OrderExport> {
  const filter = orderFilterOf(query, scope);
  const rows: string[][] = [[...ORDER_EXPORT_COLUMNS]];
  let read = 0;
  let beforeId: number | undefined;
  while (read < MAX_EXPORT_ORDERS) {
    const page = await listOrdersForExport(db, filter, Math.min(PAGE, MAX_EXPORT_ORDERS - read), beforeId);
    if (page.length === 0) break;
    const lines = await listExportLines(
      db,
      page.map((order) => order.id),
    );
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) {
      const list = linesOf.get(line.order_id);
      if (list) list.push(line);
      else linesOf.set(line.order_id, [line]);
    }
    for (const order of page) rows.push(...orderRows(order, linesOf.get(order.id) ?? [], lang));
    read += page.length;
    beforeId = page.at(-1)?.id;
    if (page.length < PAGE) break;
  }
  return { csv: stringify(rows, { record_delimiter: '\r\n' }), fileName: exportFileName(now) };
}
