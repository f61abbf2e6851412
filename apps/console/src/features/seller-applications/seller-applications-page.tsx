import { SELLER_STATUS, sellerApplicationListQuery } from '@shop/contract/seller';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Image, Popconfirm, Segmented, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonModal } from '@shop/desk/business/reason-modal.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { regionName } from '@shop/desk/regions/regions.ts';
import {
  APPLICATIONS_KEY,
  applicationsQueryOptions,
  approveApplication,
  resetOwnerTwoFactor,
  refuseApplication,
  type SellerApplicationDto,
} from './api.ts';

type Tab = 0 | 1 | 2 | 'all';

/**
 * The account's earlier applications, refused, which a new application replaced: when, for which shop name, and why,
 * so that the reviewer sees what the merchant was asked to fix.
 */
function EarlierRefusals({ refusals }: { refusals: SellerApplicationDto['refusals'] }) {
  const { t } = useTranslation('seller-applications');
  const format = useFormat();
  if (refusals.length === 0) return null;
  return (
    <section aria-label={t('earlier.title', { count: refusals.length })} style={{ marginTop: 8, maxWidth: 280 }}>
      <Typography.Text type="secondary" strong style={{ fontSize: 12 }}>
        {t('earlier.title', { count: refusals.length })}
      </Typography.Text>
      <ol style={{ margin: '2px 0 0', paddingInlineStart: 18, fontSize: 12 }}>
        {refusals.map((refusal) => (
          <li key={refusal.decided_at}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('earlier.item', {
                date: format.dateTime(refusal.decided_at),
                shop: textIn(refusal.shop_name, format.lang),
              })}
            </Typography.Text>{' '}
            <Typography.Text style={{ fontSize: 12 }}>{refusal.reason}</Typography.Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
const STATUS_COLOURS: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

/**
 * Merchants' applications (docs/domain.md#sellers-and-shops): who applied, the shop they want, their documents; approve (the shop is
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
  const resetTwoFactor = useMutation({
    mutationFn: resetOwnerTwoFactor,
    onSuccess: () => void message.success(t('twoFactorReset')),
    onError: (error) => void message.error(error.message),
  });

  const statusLabel = (status: number) => t(`status.${status as 0 | 1 | 2}`);
  const columns: TableColumnsType<SellerApplicationDto> = [
    { title: t('columns.time'), dataIndex: 'applied_at', render: (at: string) => <DateTimeCell iso={at} /> },
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
          <EarlierRefusals refusals={application.refusals} />
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
        ) : application.status === SELLER_STATUS.approved ? (
          // The owner lost its phone and its recovery codes: only the platform can lift its second step.
          <Popconfirm
            title={t('resetTwoFactorConfirm')}
            description={t('resetTwoFactorHint')}
            okText={t('resetTwoFactor')}
            okButtonProps={{ danger: true }}
            cancelText={desk('actions.cancel')}
            onConfirm={() => resetTwoFactor.mutateAsync(application.id)}
          >
            <Button size="small">{t('resetTwoFactor')}</Button>
          </Popconfirm>
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
