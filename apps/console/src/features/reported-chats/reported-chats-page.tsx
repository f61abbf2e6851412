import type { ConsoleReportedChatDto } from '@shop/contract/shop-chat';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Table, type TableColumnsType, Typography } from 'antd';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportedChatsQueryOptions } from './api.ts';
import { ReportedThread } from './reported-thread.tsx';

const PAGE_SIZE = 20;

/**
 * Conversations between shoppers and shops that a shopper reported, most recently reported first, and the one
 * chosen (?conversation=<id>) to read. Only reported conversations are listed or readable: the API refuses others.
 */
export function ReportedChatsPage() {
  const { t } = useTranslation('service');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = Number(params.get('conversation')) || undefined;
  const reported = useQuery(reportedChatsQueryOptions(page, PAGE_SIZE));

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const columns: TableColumnsType<ConsoleReportedChatDto> = [
    { title: t('reported.columns.shop'), key: 'shop', render: (_, row) => row.shop.name },
    { title: t('reported.columns.shopper'), key: 'shopper', render: (_, row) => row.shopper.account },
    {
      title: t('reported.columns.reason'),
      dataIndex: 'reason',
      render: (reason: string) => (
        <Typography.Text ellipsis style={{ maxWidth: 200 }}>
          {reason}
        </Typography.Text>
      ),
    },
    {
      title: t('reported.columns.reportedAt'),
      dataIndex: 'reported_at',
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(at)}</span>,
    },
  ];

  return (
    <>
      {reported.error && <Alert type="error" showIcon title={reported.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} xl={11}>
          <Card title={t('reported.title')} styles={{ body: { padding: 0 } }}>
            <Table<ConsoleReportedChatDto>
              rowKey="id"
              columns={columns}
              dataSource={reported.data?.list}
              loading={reported.isPending}
              size="small"
              locale={{ emptyText: <Empty description={t('reported.none')} /> }}
              onRow={(row) => ({
                onClick: () => update({ conversation: String(row.id) }),
                style: { cursor: 'pointer', background: row.id === selected ? '#e6f4ff' : undefined },
                'aria-selected': row.id === selected,
              })}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: reported.data?.total ?? 0,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (next) => update({ page: String(next) }),
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          {selected ? (
            <ReportedThread key={selected} conversationId={selected} />
          ) : (
            <Card>
              <Empty description={t('reported.choose')} />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
