import { PlusOutlined } from '@ant-design/icons';
import type { CampaignDto, DealState } from '@shop/contract/promotion';
import { pageQuery } from '@shop/contract/validation';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { campaignsQueryOptions } from './api.ts';
import { CampaignModal } from './campaign-modal.tsx';

/** Which campaign the modal shows: none (closed), a new one, or one to edit. */
type Editing = { campaign?: CampaignDto } | null;

/** The banners' colours: running as live, upcoming as scheduled, ended (or turned off) plain. */
const STATE_COLORS: Record<DealState, string | undefined> = {
  running: 'green',
  upcoming: 'blue',
  ended: undefined,
};

/** The platform's campaigns, newest first: name, window, where each stands and how many shops and SKUs joined. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const { lang } = format;
  const list = useListFilters(pageQuery);
  const campaigns = useQuery(campaignsQueryOptions(list.filters.page, list.filters.limit));
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnsType<CampaignDto> = [
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, campaign) => (
        <Space size={8} wrap>
          <Typography.Text strong>{textIn(campaign.name, lang)}</Typography.Text>
          <MissingTranslations text={campaign.name} />
        </Space>
      ),
    },
    {
      title: t('columns.window'),
      key: 'window',
      render: (_, campaign) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{t('window.from', { time: format.dateTime(campaign.starts_at) })}</div>
          <div>{t('window.until', { time: format.dateTime(campaign.ends_at) })}</div>
        </div>
      ),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      width: 100,
      render: (state: DealState) => <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>,
    },
    {
      title: t('columns.shops'),
      dataIndex: 'shops',
      align: 'right',
      width: 130,
      render: (shops: number) => format.number(shops),
    },
    {
      title: t('columns.items'),
      dataIndex: 'items',
      align: 'right',
      width: 130,
      render: (items: number) => format.number(items),
    },
    {
      title: t('columns.active'),
      dataIndex: 'active',
      width: 80,
      render: (active: boolean) => (active ? <Tag color="green">{t('on')}</Tag> : <Tag>{t('off')}</Tag>),
    },
    {
      title: '',
      key: 'edit',
      width: 80,
      render: (_, campaign) => (
        <Button
          type="link"
          onClick={() => setEditing({ campaign })}
          aria-label={t('edit', { name: textIn(campaign.name, lang) })}
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
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('intro')}
      </Typography.Paragraph>
      <ListPage<CampaignDto>
        paging={list}
        query={campaigns}
        columns={columns}
        rowKey="id"
        emptyText={t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
      />
      {editing && <CampaignModal campaign={editing.campaign} onClose={() => setEditing(null)} />}
    </>
  );
}
