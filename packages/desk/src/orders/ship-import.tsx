import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { SHIP_IMPORT_COLUMNS, type ShipImportDto } from '@shop/contract/order-bulk';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Modal, Row, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { useOrderBulkWords } from './order-bulk-words.ts';

/** What an upload did: orders shipped, orders already shipped so (a file sent again), and every bad row and why. */
export function ShipImportReport({ report }: { report: ShipImportDto }) {
  const words = useOrderBulkWords();
  const format = useFormat();
  const bad = report.errors.length;
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Statistic title={words('shipped')} value={format.number(report.shipped)} />
        </Col>
        <Col span={8}>
          <Statistic title={words('unchanged')} value={format.number(report.unchanged)} />
        </Col>
        <Col span={8}>
          <Statistic
            title={words('badRows')}
            value={format.number(bad)}
            styles={bad ? { content: { color: '#cf1322' } } : undefined}
          />
        </Col>
      </Row>
      {bad === 0 ? (
        <Alert type="success" showIcon title={words('allShipped')} />
      ) : (
        <>
          <Alert type="warning" showIcon title={words('someBad')} style={{ marginBottom: 12 }} />
          <Table
            size="small"
            rowKey={(row) => `${row.row}:${row.message}`}
            dataSource={report.errors}
            pagination={bad > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: words('line'), dataIndex: 'row', width: 72, align: 'right' },
              { title: words('orderNo'), dataIndex: 'order_no', width: 190 },
              { title: words('reason'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </>
  );
}

interface ShipImportButtonProps {
  /** The desk's upload of a shipping CSV. */
  send(file: File): Promise<ShipImportDto>;
  /** The desk's orders queries: lists and details change when orders ship. */
  refresh: QueryKey;
}

/**
 * Ships many orders from a CSV (order number, carrier, tracking number; an edited export will do): pick a file, send
 * it, read the report. A bad row's order is not shipped; sending the file again after fixing it ships nothing twice.
 */
export function ShipImportButton({ send, refresh }: ShipImportButtonProps) {
  const words = useOrderBulkWords();
  const { t: desk } = useTranslation('desk');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const upload = useMutation({
    mutationFn: send,
    onSuccess: (report) => {
      if (report.shipped > 0) void queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
  const close = () => {
    setOpen(false);
    upload.reset();
  };
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {words('shipFromCsv')}
      </Button>
      <Modal
        open={open}
        title={words('shipTitle')}
        onCancel={close}
        footer={
          <Button type={upload.data ? 'primary' : 'default'} onClick={close}>
            {desk('actions.close')}
          </Button>
        }
        width={680}
      >
        {upload.data ? (
          <>
            <ShipImportReport report={upload.data} />
            <Button style={{ marginTop: 16 }} onClick={() => upload.reset()}>
              {words('another')}
            </Button>
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {words('shipHint', { columns: SHIP_IMPORT_COLUMNS.join(', ') })}
            </Typography.Paragraph>
            {upload.error && <Alert type="error" showIcon title={upload.error.message} style={{ marginBottom: 12 }} />}
            <Upload.Dragger
              accept=".csv,text/csv"
              multiple={false}
              showUploadList={false}
              disabled={upload.isPending}
              beforeUpload={(file) => {
                upload.mutate(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{upload.isPending ? words('sending') : words('pick')}</p>
            </Upload.Dragger>
          </>
        )}
      </Modal>
    </>
  );
}
