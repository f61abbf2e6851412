import { SELLER_STATUS, sellerApplicationListQuery } from '@shop/contract/seller';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Image, Popconfirm, Segmented, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { textIn } from '../../lib/localized.ts';
import { regionName } from '../../lib/regions.ts';
import {
  APPLICATIONS_KEY,
  applicationsQueryOptions,
  approveApplication,
  refuseApplication,
  type SellerApplicationDto,
} from './api.ts';

type Tab = 0 | 1 | 2 | 'all';
const STATUS_COLOURS: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

/**
 * Merchants' applications (DESIGN §7): who applied, the shop they want, their documents; approve (the shop is
 * created, active, at the default commission) or refuse with the reason they will read. Waiting ones first.
 */
export function SellerApplicationsPage() {
  const { t } = useTranslation('seller-applications');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const list = useListFilters(sellerApplicationListQuery, { status: SELLER_STATUS.pending });
  const applications = useQuery(applicationsQueryOptions(list.apiParams));
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState<SellerApplicationDto | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
  const approve = useMutation({
    mutationFn: approveApplication,
    onSuccess: (result) => {
      refresh();
      void message.success(t('approved', { shop: result.shop_id }));
    },
    onError: (error) => void message.error(error.message),
  });

  const statusLabel = (status: number) => t(`status.${status as 0 | 1 | 2}`);
  const columns: TableColumnsType<SellerApplicationDto> = [
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('columns.shop'),
      key: 'shop',
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{textIn(application.shop_name, format.lang)}</Typography.Text>
          <Typography.Text type="secondary">{application.account}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('columns.contact'),
      key: 'contact',
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          <span>{application.contact_name}</span>
          <Typography.Text type="secondary">
            {application.email} · {application.mobile}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('columns.country'),
      dataIndex: 'country',
      render: (country: string) => regionName(country, format.lang),
    },
    {
      title: t('columns.documents'),
      dataIndex: 'documents',
      render: (documents: string[]) =>
        documents.length ? (
          <Image.PreviewGroup>
            <Space size={4} wrap>
              {documents.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  width={40}
                  height={40}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt={t('documentAlt', { number: index + 1 })}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Typography.Text type="secondary">{t('noDocuments')}</Typography.Text>
        ),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATUS_COLOURS[application.status]}>{statusLabel(application.status)}</Tag>
          {application.status === SELLER_STATUS.refused && (
            <Typography.Text type="secondary">{application.reason}</Typography.Text>
          )}
          {application.shop_id !== null && <Link to={`/catalogue/shops/${application.shop_id}`}>{t('openShop')}</Link>}
        </Space>
      ),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, application) =>
        application.status === SELLER_STATUS.pending ? (
          <Space>
            <Popconfirm
              title={t('approveConfirm')}
              description={t('approveHint')}
              okText={t('approve')}
              cancelText={desk('actions.cancel')}
              onConfirm={() => approve.mutateAsync(application.id)}
            >
              <Button type="primary" size="small">
                {t('approve')}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRefusing(application)}>
              {t('refuse')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  const status = list.filters.status;
  return (
    <>
      <ListPage<SellerApplicationDto>
        filters={
          <Segmented<Tab>
            aria-label={t('columns.status')}
            options={[
              ...([0, 1, 2] as const).map((value) => ({ value, label: statusLabel(value) })),
              { value: 'all' as const, label: desk('list.all') },
            ]}
            value={status === undefined ? 'all' : (status as Tab)}
            onChange={(tab) => list.change({ status: tab === 'all' ? undefined : tab })}
          />
        }
        paging={list}
        query={applications}
        columns={columns}
        rowKey="id"
        emptyText={t('empty')}
        showTotal={(count) => t('total', { count })}
        table={{ size: 'middle' }}
      />
      {refusing && (
        <ReasonModal
          title={t('refuseTitle', { shop: textIn(refusing.shop_name, format.lang) })}
          okText={t('refuse')}
          requiredMessage={t('reasonRequired')}
          successText={t('refused')}
          note={t('refuseNote')}
          submit={(reason) => refuseApplication(refusing.id, reason)}
          onDone={refresh}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
