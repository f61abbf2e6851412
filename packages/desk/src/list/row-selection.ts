import type { TableProps } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';

export interface RowSelection<Row> {
  /** The chosen rows, as they were when chosen, on this page and the pages left. */
  rows: Row[];
  /** For antd Table's `rowSelection` (through ListPage's `table`). */
  tableProps: NonNullable<TableProps<Row>['rowSelection']>;
  clear(): void;
}

/**
 * Rows chosen in a server-paged list, kept while the user pages and filters (antd's `preserveSelectedRowKeys`), with
 * each row as it was when chosen, so actions on the choice have the rows of pages no longer shown.
 */
export function useRowSelection<Row>(keyOf: (row: Row) => Key): RowSelection<Row> {
  const [chosen, setChosen] = useState<ReadonlyMap<Key, Row>>(new Map());
  const clear = useCallback(() => setChosen(new Map()), []);
  const tableProps = useMemo<RowSelection<Row>['tableProps']>(
    () => ({
      selectedRowKeys: [...chosen.keys()],
      preserveSelectedRowKeys: true,
      onChange: (keys, rows) => {
        setChosen((before) => {
          const shown = new Map(rows.filter((row) => row !== undefined).map((row) => [keyOf(row), row]));
          const after = new Map<Key, Row>();
          for (const key of keys) {
            const row = shown.get(key) ?? before.get(key);
            if (row !== undefined) after.set(key, row);
          }
          return after;
        });
      },
    }),
    [chosen, keyOf],
  );
  return { rows: useMemo(() => [...chosen.values()], [chosen]), tableProps, clear };
}
