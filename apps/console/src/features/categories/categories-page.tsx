import { PlusOutlined } from '@ant-design/icons';
import type { CategoryAdminDto } from '@shop/contract/console-catalogue';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { categoriesQueryOptions } from '../../lib/catalogue.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { CategoryModal } from './category-modal.tsx';

/** Which category the modal shows: none (closed), a new one, or one to edit. */
type Editing = { category?: CategoryAdminDto } | null;

/** The shop's categories in their order, each with its icon and products; a modal creates or edits one. */
export function CategoriesPage() {
  const { t } = useTranslation('categories');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const categories = useQuery(categoriesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnsType<CategoryAdminDto> = [
    {
      title: t('columns.icon'),
      dataIndex: 'icon',
      width: 80,
      render: (icon: string) => (
        <img
          src={icon}
          alt=""
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }}
        />
      ),
    },
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, category) => (
        <Space size={8} wrap>
          <span>{textIn(category.name, format.lang)}</span>
          <MissingTranslations text={category.name} />
        </Space>
      ),
    },
    { title: t('columns.sort'), dataIndex: 'sort', align: 'right', width: 100 },
    {
      title: t('columns.products'),
      dataIndex: 'product_count',
      align: 'right',
      width: 120,
      render: (count: number) => format.number(count),
    },
    {
      title: '',
      key: 'edit',
      width: 100,
      render: (_, category) => (
        <Button
          type="link"
          onClick={() => setEditing({ category })}
          aria-label={t('editCategory', { name: textIn(category.name, format.lang) })}
        >
          {desk('actions.edit')}
        </Button>
      ),
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
      <Table<CategoryAdminDto>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={categories.data?.list}
        loading={categories.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      {editing && <CategoryModal category={editing.category} onClose={() => setEditing(null)} />}
    </>
  );
}
