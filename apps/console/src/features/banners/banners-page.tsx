import { PlusOutlined } from '@ant-design/icons';
import type { BannerAdminDto } from '@shop/contract/console-catalogue';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { categoriesQueryOptions } from '../../lib/catalogue.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { bannersQueryOptions } from './api.ts';
import { BannerModal } from './banner-modal.tsx';

type Editing = { banner?: BannerAdminDto } | null;

/** The home page's banners in their order: picture, texts, where each leads, whether it shows. */
export function BannersPage() {
  const { t } = useTranslation('banners');
  const { t: desk } = useTranslation('desk');
  const { lang } = useFormat();
  const banners = useQuery(bannersQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const categoryName = (id: number) => {
    const category = categories.data?.list.find((c) => c.id === id);
    return category ? textIn(category.name, lang) : `#${id}`;
  };

  const columns: TableColumnsType<BannerAdminDto> = [
    {
      title: t('columns.image'),
      dataIndex: 'image',
      width: 176,
      render: (image: string) => (
        <img
          src={image}
          alt=""
          width={160}
          height={64}
          style={{ objectFit: 'cover', borderRadius: 6, display: 'block', background: '#f5f5f5' }}
        />
      ),
    },
    {
      title: t('columns.texts'),
      key: 'texts',
      render: (_, banner) => (
        <div style={{ minWidth: 160 }}>
          <Space size={8} wrap>
            <Typography.Text strong>{textIn(banner.title, lang)}</Typography.Text>
            <MissingTranslations text={banner.title} />
          </Space>
          <div>
            <Typography.Text type="secondary">{textIn(banner.subtitle, lang)}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: t('columns.target'),
      key: 'target',
      render: (_, banner) =>
        banner.discounted_only ? (
          <Tag color="volcano">{t('target.discounted')}</Tag>
        ) : banner.category_id !== null ? (
          t('target.categoryNamed', { name: categoryName(banner.category_id) })
        ) : (
          <Typography.Text type="secondary">{t('target.none')}</Typography.Text>
        ),
    },
    { title: t('columns.sort'), dataIndex: 'sort', align: 'right', width: 80 },
    {
      title: t('columns.active'),
      dataIndex: 'active',
      width: 100,
      render: (active: boolean) =>
        active ? <Tag color="green">{t('status.shown')}</Tag> : <Tag>{t('status.hidden')}</Tag>,
    },
    {
      title: '',
      key: 'edit',
      width: 90,
      render: (_, banner) => (
        <Button
          type="link"
          onClick={() => setEditing({ banner })}
          aria-label={t('editBanner', { title: textIn(banner.title, lang) })}
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
      {banners.error && (
        <Alert
          type="error"
          showIcon
          title={banners.error.message}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={() => void banners.refetch()}>
              {desk('actions.retry')}
            </Button>
          }
        />
      )}
      <Table<BannerAdminDto>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={banners.data?.list}
        loading={banners.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      {editing && <BannerModal banner={editing.banner} onClose={() => setEditing(null)} />}
    </>
  );
}
