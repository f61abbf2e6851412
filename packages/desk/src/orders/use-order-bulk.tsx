import type { ShipImportDto } from '@shop/contract/order-bulk';
import type { QueryKey } from '@tanstack/react-query';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { type RowSelection, useRowSelection } from '../list/row-selection.ts';
import { OrderExportButton } from './order-export-button.tsx';
import { OrderSlipsBar } from './order-slips-bar.tsx';
import { ShipImportButton } from './ship-import.tsx';

/** What a desk gives its order list for bulk work: its calls, and what a shipment refreshes. */
export interface OrderBulkDesk {
  exportOrders(filters: URLSearchParams): Promise<unknown>;
  importShipments(file: File): Promise<ShipImportDto>;
  printSlips(ids: number[]): Promise<unknown>;
  /** The desk's orders queries (lists and details). */
  refresh: QueryKey;
}

export interface OrderBulk<Row> {
  /** Export and ship-from-CSV, for the list's `extra`. */
  extra: ReactNode;
  /** The chosen orders' print bar, for the list's `selectionBar`. */
  selectionBar: ReactNode;
  /** For the list's `table.rowSelection`. */
  rowSelection: RowSelection<Row>['tableProps'];
}

const idOf = (row: { id: number }) => row.id;

/**
 * The order list's bulk work, the same on both desks (docs/domain.md#bulk-order-work): the orders the filters show
 * as a CSV, many orders shipped from an uploaded CSV, and the chosen orders' packing slips (chosen across pages).
 */
export function useOrderBulk<Row extends { id: number }>(
  desk: OrderBulkDesk,
  filters: URLSearchParams,
): OrderBulk<Row> {
  const selection = useRowSelection<Row>(idOf);
  return {
    extra: (
      <Space wrap>
        <OrderExportButton download={desk.exportOrders} filters={filters} />
        <ShipImportButton send={desk.importShipments} refresh={desk.refresh} />
      </Space>
    ),
    selectionBar: <OrderSlipsBar ids={selection.rows.map(idOf)} clear={selection.clear} print={desk.printSlips} />,
    rowSelection: selection.tableProps,
  };
}
