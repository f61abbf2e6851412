import {
  Alert,
  Button,
  Empty,
  Flex,
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenAtLeast } from '../app-shell/use-screen.ts';

/** A page of a server-side list, as every list call answers (docs/api-document.md). */
export interface ListPageData<Row> {
  list: Row[];
  total: number;
  page: number;
  limit: number;
}

/** The part of a React Query result the shell reads. */
export interface ListQueryResult<Row> {
  data?: ListPageData<Row>;
  isFetching: boolean;
  error: Error | null;
  refetch?: () => unknown;
}

/** The paging state the shell drives (useListFilters gives it). */
export interface ListPaging {
  filters: { page: number; limit: number };
  pageSizes: readonly number[];
  paginate(page: number, limit: number): void;
  /** Whether filters are applied (the empty table then says nothing matches them). */
  filtered?: boolean;
}

/** antd Table paging for a server-side list, with "N items" (or the caller's words) beside it. */
export function usePagination(
  paging: ListPaging,
  total: number,
  showTotal?: (total: number) => ReactNode,
): TablePaginationConfig {
  const { t } = useTranslation('desk');
  return {
    current: paging.filters.page,
    pageSize: paging.filters.limit,
    total,
    showSizeChanger: paging.pageSizes.length > 1,
    pageSizeOptions: paging.pageSizes.map(String),
    showTotal: showTotal ?? ((count) => t('list.total', { count })),
    onChange: (page, limit) => paging.paginate(page, limit),
  };
}

export interface ListPageProps<Row> {
  /** A heading above the list, for a list that is one part of a page (a page's own title comes from its route). */
  title?: ReactNode;
  /** The filter bar. */
  filters?: ReactNode;
  /** Actions at the right of the filter bar ("New promo code"). */
  extra?: ReactNode;
  /** Between the filters and the table: what to do with the chosen rows (rowSelection through `table`). */
  selectionBar?: ReactNode;
  paging: ListPaging;
  query: ListQueryResult<Row>;
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** What an empty list says; by default "Nothing here yet", or "Nothing matches these filters" when filtered. */
  emptyText?: ReactNode;
  /** "12 refund requests"; by default "12 items". */
  showTotal?: (total: number) => ReactNode;
  /** Anything else antd's Table takes (size, expandable rows; `scroll` for a fixed actions column). */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'loading' | 'pagination'>;
}

/**
 * The shell of a desk list page: filter bar and actions, the error with a retry, and an antd Table paged on the
 * server from `{ list, total, page, limit }`. The old rows stay while the next page loads (keepPreviousData).
 */
export function ListPage<Row extends object>({
  title,
  filters,
  extra,
  selectionBar,
  paging,
  query,
  columns,
  rowKey,
  emptyText,
  showTotal,
  table,
}: ListPageProps<Row>) {
  const { t } = useTranslation('desk');
  // On a desktop the columns wrap to fit; on a phone the table scrolls sideways instead of squeezing each column.
  const phone = !useScreenAtLeast('md');
  const pagination = usePagination(paging, query.data?.total ?? 0, showTotal);
  const empty = emptyText ?? (paging.filtered ? t('list.emptyFiltered') : t('list.empty'));
  return (
    <>
      {title && (
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
      {(filters || extra) && (
        <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 16 }}>
          <div style={{ minWidth: 0 }}>{filters}</div>
          {extra}
        </Flex>
      )}
      {query.error && (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          style={{ marginBottom: 16 }}
          action={
            query.refetch && (
              <Button size="small" onClick={() => void query.refetch?.()}>
                {t('actions.retry')}
              </Button>
            )
          }
        />
      )}
      {selectionBar}
      <Table<Row>
        scroll={phone ? { x: 'max-content' } : undefined}
        {...table}
        rowKey={rowKey}
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        pagination={pagination}
      />
    </>
  );
}
