import { shipBody } from '@shop/contract/console-orders';
import type { LangCode } from '@shop/contract/languages';
import { MAX_SHIP_IMPORT_ROWS, SHIP_IMPORT_COLUMNS, type ShipImportDto } from '@shop/contract/order-bulk';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { parse } from 'csv-parse/sync';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasMessage, type Params, translate } from '../../lib/i18n.ts';
import { isStorableText } from '../../lib/refuse-nul.ts';
import { type Shipper, shipOne } from './console-orders.service.ts';
import { findShipStates, type ShipStateRow } from './order.repo.ts';

/**
 * Shipping by CSV upload (docs/domain.md#bulk-order-work): each order named in the file is shipped through the one
 * ship path (`shipOne`), in its own transaction, so a bad row is reported with its line and the others still ship.
 */

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** One data row: its line in the file (the header is line 1) and its three cells, trimmed. */
export interface ShipRow {
  line: number;
  orderNo: string;
  carrier: string;
  trackingNo: string;
}

const invalid = (reason: string) => new AppError('SHIP_CSV_INVALID', { reason });

/**
 * The file's records. Line ends are made `\n` first (csv-parse counts a quoted CR LF as two lines), so a record's
 * first line is its last less the line breaks inside its cells. Blank lines and rows of empty cells are skipped.
 */
function readRecords(text: string): { line: number; record: string[] }[] {
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'unreadable');
  }
  return parsed.map(({ record, info }) => ({
    line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
    record,
  }));
}

/** The rows of the file: the header must name every SHIP_IMPORT_COLUMNS (any order, other columns ignored). */
export function readShipRows(text: string): ShipRow[] {
  // A lone surrogate is not Unicode and would reach the cells as U+FFFD: it is made a NUL here, so its row is
  // refused as a bad row (lib/refuse-nul.ts), as the product CSV does.
  const [header, ...body] = readRecords(text.replace(/[\uD800-\uDFFF]/gu, '\u0000'));
  if (!header) throw invalid('empty file');
  const names = header.record.map((name) => name.trim().toLowerCase());
  const [orderNoAt, carrierAt, trackingAt] = SHIP_IMPORT_COLUMNS.map((column) => {
    const at = names.indexOf(column);
    if (at < 0) throw new AppError('SHIP_CSV_COLUMN_MISSING', { column });
    return at;
  }) as [number, number, number];
  if (body.length > MAX_SHIP_IMPORT_ROWS) throw new AppError('SHIP_CSV_TOO_MANY_ROWS', { max: MAX_SHIP_IMPORT_ROWS });
  return body.map(({ line, record }) => ({
    line,
    orderNo: (record[orderNoAt] ?? '').trim(),
    carrier: (record[carrierAt] ?? '').trim(),
    trackingNo: (record[trackingAt] ?? '').trim(),
  }));
}

const shipFields = shipBody.pick({ carrier: true, tracking_no: true });

/** Why a row cannot ship whatever its order: the message keys of its first bad cell, or undefined when good. */
function rowProblem(row: ShipRow): { field: string; key: string } | undefined {
  if (!row.orderNo || !isStorableText(row.orderNo)) return { field: 'order_no', key: 'invalidField' };
  for (const [field, value] of [
    ['carrier', row.carrier],
    ['tracking_no', row.trackingNo],
  ] as const) {
    if (!isStorableText(value)) return { field, key: 'invalidField' };
  }
  const parsed = shipFields.safeParse({ carrier: row.carrier, tracking_no: row.trackingNo });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'carrier');
  const key = issue && hasMessage(`validation.${issue.message}`) ? issue.message : 'invalidField';
  return { field, key };
}

const sameShipment = (state: ShipStateRow, row: ShipRow) =>
  state.status !== ORDER_STATUS.waitingDelivery &&
  state.carrier === row.carrier &&
  state.tracking_no === row.trackingNo;

/**
 * Reads the file and ships each order it names; every bad row is reported in `lang` with its line. Rows naming the
 * same order with the same carrier and tracking number are one shipment (an export has a row per order line); the
 * same order with another carrier or tracking number in the file is a bad row, and an order with a bad row is not
 * shipped. An order already shipped with the same carrier and tracking number counts as `unchanged`.
 */
export async function importShipments(
  deps: Pick<AppDeps, 'db'>,
  shipper: Shipper,
  text: string,
  lang: LangCode,
): Promise<ShipImportDto> {
  const t = (key: string, params?: Params) => translate(lang, key, params);
  const rows = readShipRows(text);
  const errors: ShipImportDto['errors'] = [];
  const report = (row: ShipRow, message: string) => errors.push({ row: row.line, order_no: row.orderNo, message });

  // The rows of each order, in the file's order (an empty order number is a group of its own row).
  const groups = new Map<string, ShipRow[]>();
  for (const row of rows) {
    const key = row.orderNo || `\u0000${row.line}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const shipments: ShipRow[] = [];
  for (const group of groups.values()) {
    let bad = false;
    for (const row of group) {
      const problem = rowProblem(row);
      if (!problem) continue;
      bad = true;
      const message = t(`validation.${problem.key}`, { field: problem.field });
      report(row, problem.key === 'invalidField' ? message : `${problem.field}: ${message}`);
    }
    if (bad) continue;
    const [first] = group as [ShipRow, ...ShipRow[]];
    if (group.some((row) => row.carrier !== first.carrier || row.trackingNo !== first.trackingNo)) {
      for (const row of group) report(row, t('validation.shipConflictInCsv', { order_no: row.orderNo }));
      continue;
    }
    shipments.push(first);
  }

  const shopId = shipper.kind === 'seller' ? shipper.shopId : undefined;
  const states = new Map(
    (
      await findShipStates(
        deps.db,
        shipments.map((row) => row.orderNo),
        shopId,
      )
    ).map((state) => [state.order_no, state]),
  );
  let shipped = 0;
  let unchanged = 0;
  for (const row of shipments) {
    const state = states.get(row.orderNo);
    if (!state) {
      report(row, t('errors.ORDER_NOT_FOUND'));
      continue;
    }
    if (sameShipment(state, row)) {
      unchanged += 1;
      continue;
    }
    try {
      await shipOne(deps, shipper, { id: state.id, carrier: row.carrier, tracking_no: row.trackingNo });
      shipped += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Shipped meanwhile by the same file sent twice at once: the same shipment, nothing to do.
      const [now] = error.key === 'ORDER_STATUS_CHANGED' ? await findShipStates(deps.db, [row.orderNo], shopId) : [];
      if (now && sameShipment(now, row)) unchanged += 1;
      else report(row, t(`errors.${error.key}`, error.params));
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { shipped, unchanged, errors };
}
