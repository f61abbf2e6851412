import type { ProductBulkReportDto } from '@shop/contract/product-bulk';
import { Alert, Col, Row, Space, Statistic, Table, Tag } from 'antd';
import { useFormat } from '../i18n/format.ts';
import type { ProductBulkWords } from './product-bulk-words.ts';

type Changed = ProductBulkReportDto['changed'][number];
type Refused = ProductBulkReportDto['refused'][number];

interface ProductBulkReportProps {
  report: ProductBulkReportDto;
  words: ProductBulkWords;
  /** The tag of a product on sale that shoppers do not see ("Not listed", "Hidden"). */
  unlisted: { label: string; colour: string };
}

const pageOf = (rows: unknown[]) => (rows.length > 10 ? ({ pageSize: 10, size: 'small' } as const) : false);

/**
 * What a bulk edit did: how many products changed and how many not; each one left as it was with why (in the
 * server's words, naming the SKU), then each one changed as it now is.
 */
export function ProductBulkReport({ report, words, unlisted }: ProductBulkReportProps) {
  const format = useFormat();
  const refused = new Set(report.refused.map((row) => row.id)).size;
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={12}>
          <Statistic title={words('bulk.changed')} value={format.number(report.changed.length)} />
        </Col>
        <Col span={12}>
          <Statistic
            title={words('bulk.refused')}
            value={format.number(refused)}
            styles={refused ? { content: { color: '#cf1322' } } : undefined}
          />
        </Col>
      </Row>
      {refused === 0 ? (
        <Alert type="success" showIcon title={words('bulk.allChanged')} style={{ marginBottom: 12 }} />
      ) : (
        <>
          <Alert type="warning" showIcon title={words('bulk.someRefused')} style={{ marginBottom: 12 }} />
          <Table<Refused>
            size="small"
            rowKey={(row) => `${row.id}:${row.sku_id ?? ''}:${row.reason}`}
            dataSource={report.refused}
            pagination={pageOf(report.refused)}
            style={{ marginBottom: 16 }}
            columns={[
              {
                title: words('bulk.product'),
                key: 'product',
                width: '35%',
                render: (_, row) => row.title ?? `#${row.id}`,
              },
              { title: words('bulk.reason'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
      {report.changed.length > 0 && (
        <Table<Changed>
          size="small"
          rowKey="id"
          dataSource={report.changed}
          pagination={pageOf(report.changed)}
          columns={[
            { title: words('bulk.product'), dataIndex: 'title' },
            {
              title: words('bulk.newPrice'),
              dataIndex: 'price',
              align: 'right',
              render: (price: string) => format.money(price),
            },
            {
              title: words('bulk.status'),
              key: 'status',
              render: (_, row) => (
                <Space size={4} wrap>
                  {row.on_sale ? (
                    <Tag color="green">{words('status.onSale')}</Tag>
                  ) : (
                    <Tag>{words('status.offSale')}</Tag>
                  )}
                  {row.on_sale && !row.listed && <Tag color={unlisted.colour}>{unlisted.label}</Tag>}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
