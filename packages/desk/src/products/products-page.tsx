import { PlusOutlined } from '@ant-design/icons';
import { productAdminListQuery, type ProductRowDto } from '@shop/contract/console-catalogue';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageExtra } from '../app-shell/page-header.tsx';
import { fromList } from '../list/back-to-list.ts';
import { type ListPageData, ListPage } from '../list/list-page.tsx';
import { useRowSelection } from '../list/row-selection.ts';
import { type ListFiltersState, useListFilters } from '../list/use-list-filters.ts';
import { ProductBulkBar, type ProductBulkDesk } from './product-bulk-bar.tsx';
import type { ProductBulkKey, ProductBulkValues } from './product-bulk-words.ts';
import { type ProductColumnKey, type ProductColumnsOptions, useProductColumns } from './product-columns.tsx';

/**
 * The keys of the products page's words in a desk's products namespace: the columns', New, the empty list, the
 * total, and the bulk edit's.
 */
export type ProductsPageKey = ProductColumnKey | ProductBulkKey | 'new' | 'list.empty' | 'list.total';

export type ProductListFilters = ListFiltersState<typeof productAdminListQuery>;

export interface ProductsPageProps<K extends QueryKey> {
  /** Where the editors are: a row opens `${editPath}/${id}`, New opens `${editPath}/new`. */
  editPath: string;
  /** The desk's list call for the server query of the list's filters. */
  query(params: URLSearchParams): UseQueryOptions<ListPageData<ProductRowDto>, Error, ListPageData<ProductRowDto>, K>;
  words(key: ProductsPageKey, values?: ProductBulkValues & { code?: string }): string;
  /** The desk's filter bar over the list's filters (ProductFilterBar with the desk's categories and own filters). */
  filters(list: ProductListFilters): ReactNode;
  /** The desk's own columns and marks (see useProductColumns). */
  columns: Omit<ProductColumnsOptions, 'editPath' | 'state' | 'words'>;
  /** The desk's actions before New (the seller center's CSV import and export). */
  actions?: ReactNode;
  /** The desk's bulk edit call: rows become choosable, with on sale, off sale and a price change for the choice. */
  bulk?: ProductBulkDesk;
}

const idOf = (product: ProductRowDto) => product.id;

/**
 * The products page both desks show: the filters in the URL, the list paged on the server, each row and New opening
 * the editor with the list as it is now in the link's state, so the editor's Back returns to it (filters, page and
 * all). With the desk's bulk call, rows are chosen across pages and changed together (ProductBulkBar). The desk gives
 * its list call, filter bar, columns, actions and bulk call.
 */
export function ProductsPage<K extends QueryKey>({
  editPath,
  query,
  words,
  filters,
  columns,
  actions,
  bulk,
}: ProductsPageProps<K>) {
  const location = useLocation();
  const navigate = useNavigate();
  const list = useListFilters(productAdminListQuery);
  const products = useQuery(query(list.apiParams));
  const state = fromList(location);
  const tableColumns = useProductColumns({ ...columns, editPath, state, words });
  const selection = useRowSelection(idOf);

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${editPath}/new`, { state })}>
      {words('new')}
    </Button>
  );
  return (
    <>
      <PageExtra>
        {actions ? (
          <Space wrap>
            {actions}
            {create}
          </Space>
        ) : (
          create
        )}
      </PageExtra>
      <ListPage<ProductRowDto>
        filters={filters(list)}
        selectionBar={
          bulk && (
            <ProductBulkBar
              rows={selection.rows}
              clear={selection.clear}
              desk={bulk}
              words={words}
              unlisted={columns.unlisted}
            />
          )
        }
        paging={list}
        query={products}
        columns={tableColumns}
        rowKey="id"
        emptyText={list.filtered ? undefined : words('list.empty')}
        showTotal={(count) => words('list.total', { count })}
        table={{ size: 'middle', rowSelection: bulk && selection.tableProps }}
      />
    </>
  );
}
