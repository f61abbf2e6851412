import { PlusOutlined } from '@ant-design/icons';
import type { CategoryAdminDto } from '@shop/contract/console-catalogue';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Popconfirm, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { categoriesQueryOptions } from '../../lib/catalogue.ts';
import { deleteCategory } from './api.ts';
import { CategoryModal } from './category-modal.tsx';
import { type CategoryRow, categoryTree } from './category-tree.ts';

/** Which category the modal shows: none (closed), a new one (maybe under a parent), or one to edit. */
type Editing = { category?: CategoryAdminDto; parentId?: number } | null;

/**
 * The categories as a two-level tree in their order, each with its icon, whether shoppers see it, its products and
 * subcategories; a modal creates or edits one, and an empty one can be deleted.
 */
export function CategoriesPage() {
  const { t } = useTranslation('categories');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  // Every parent open unless the operator closed it (rows arrive after the first render, so not defaultExpandAllRows).
  const [closed, setClosed] = useState<readonly number[]>([]);
  const tree = categories.data && categoryTree(categories.data.list);
  const open = (tree ?? []).filter((row) => row.children && !closed.includes(row.id)).map((row) => row.id);
  const remove = useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey });
      void message.success(t('deleted'));
    },
    onError: (error) => void message.error(error.message),
  });
  const nameOf = (category: CategoryAdminDto) => textIn(category.name, format.lang);

  const columns: TableColumnsType<CategoryRow> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, category) => (
        <Space size={12}>
          <img
            src={category.icon}
            alt=""
            width={36}
            height={36}
            style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }}
          />
          <span>{nameOf(category)}</span>
          {category.hidden && <Tag>{t('status.hidden')}</Tag>}
          <MissingTranslations text={category.name} />
        </Space>
      ),
    },
    { title: t('columns.sort'), dataIndex: 'sort', align: 'right', width: 90 },
    {
      title: t('columns.products'),
      dataIndex: 'product_count',
      align: 'right',
      width: 110,
      render: (count: number) => format.number(count),
    },
    {
      title: t('columns.children'),
      dataIndex: 'child_count',
      align: 'right',
      width: 130,
      render: (count: number, category) => (category.parent_id === null ? format.number(count) : '—'),
    },
    {
      title: '',
      key: 'actions',
      width: 300,
      render: (_, category) => {
        const empty = category.product_count === 0 && category.child_count === 0;
        return (
          <Space size={0} wrap>
            <Button
              type="link"
              onClick={() => setEditing({ category })}
              aria-label={t('editCategory', { name: nameOf(category) })}
            >
              {desk('actions.edit')}
            </Button>
            {category.parent_id === null && category.product_count === 0 && (
              <Button
                type="link"
                onClick={() => setEditing({ parentId: category.id })}
                aria-label={t('addChildTo', { name: nameOf(category) })}
              >
                {t('addChild')}
              </Button>
            )}
            {empty ? (
              <Popconfirm
                title={t('deleteTitle', { name: nameOf(category) })}
                okText={desk('actions.delete')}
                cancelText={desk('actions.cancel')}
                okButtonProps={{ danger: true }}
                // The failure is shown by onError; the popover only waits for the answer.
                onConfirm={() => remove.mutateAsync(category.id).catch(() => undefined)}
              >
                <Button type="link" danger aria-label={t('deleteLabel', { name: nameOf(category) })}>
                  {desk('actions.delete')}
                </Button>
              </Popconfirm>
            ) : (
              <Tooltip title={t('notEmpty')}>
                <Button type="link" danger disabled aria-label={t('deleteLabel', { name: nameOf(category) })}>
                  {desk('actions.delete')}
                </Button>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageExtra>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('new')}
        </Button>
      </PageExtra>
      {categories.error && (
        <Alert
          type="error"
          showIcon
          title={categories.error.message}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void categories.refetch()}>
              {desk('actions.retry')}
            </Button>
          }
        />
      )}
      <Table<CategoryRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={tree}
        loading={categories.isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: open,
          onExpand: (expanded, row) =>
            setClosed((ids) => (expanded ? ids.filter((id) => id !== row.id) : [...ids, row.id])),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      {editing && (
        <CategoryModal category={editing.category} parentId={editing.parentId} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
