import { PlusOutlined } from '@ant-design/icons';
import type { BannerAdminDto, BannerState } from '@shop/contract/console-catalogue';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { categoriesQueryOptions, shopOptionsQueryOptions } from '../../lib/catalogue.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { bannersQueryOptions } from './api.ts';
import { BannerModal } from './banner-modal.tsx';

type Editing = { banner?: BannerAdminDto } | null;

const STATE_COLORS: Record<BannerState, string | undefined> = {
  live: 'green',
  scheduled: 'blue',
  ended: undefined,
  off: undefined,
};

/** Where a banner leads, as the table names it. */
function BannerLink({ banner, categoryName }: { banner: BannerAdminDto; categoryName: (id: number) => string }) {
  const { t } = useTranslation('banners');
  const shops = useQuery({ ...shopOptionsQueryOptions(), enabled: banner.link_type === 'shop' });
  const value = banner.link_value ?? '';
  switch (banner.link_type) {
    case 'discounted':
      return <Tag color="volcano">{t('target.discounted')}</Tag>;
    case 'category':
      return banner.category_id === null ? (
        <Typography.Text type="secondary">{t('target.none')}</Typography.Text>
      ) : (
        <>{t('target.categoryNamed', { name: categoryName(banner.category_id) })}</>
      );
    case 'product':
      return <>{t('target.productNamed', { id: value })}</>;
    case 'shop': {
      const shop = shops.data?.list.find((candidate) => String(candidate.id) === value);
      return <>{t('target.shopNamed', { name: shop?.name ?? `#${value}` })}</>;
    }
    case 'search':
      return <>{t('target.searchNamed', { keyword: value })}</>;
    case 'url':
      return (
        <Typography.Link href={value} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 220 }}>
          {value}
        </Typography.Link>
      );
  }
}

/** The home page's banners in their order: picture, texts, where each leads, when and whether it shows. */
export function BannersPage() {
  const { t } = useTranslation('banners');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const { lang } = format;
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
      render: (_, banner) => <BannerLink banner={banner} categoryName={categoryName} />,
    },
    {
      title: t('columns.schedule'),
      key: 'schedule',
      width: 220,
      render: (_, banner) =>
        banner.starts_at || banner.ends_at ? (
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {banner.starts_at ? format.dateTime(banner.starts_at) : t('schedule.now')}
            {' – '}
            {banner.ends_at ? format.dateTime(banner.ends_at) : t('schedule.noEnd')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('schedule.always')}</Typography.Text>
        ),
    },
    { title: t('columns.sort'), dataIndex: 'sort', align: 'right', width: 80 },
    {
      title: t('columns.active'),
      dataIndex: 'state',
      width: 110,
      render: (state: BannerState) => <Tag color={STATE_COLORS[state]}>{t(`status.${state}`)}</Tag>,
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
