import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProductImportDto } from '@shop/contract/seller';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Modal, Row, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_KEY } from '../../lib/query-keys.ts';
import { exportProducts, importProducts } from './api.ts';

/** The CSV download: the file the server writes, fetched with the seller's token. */
export function ExportButton() {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const download = useMutation({
    mutationFn: exportProducts,
    onError: (error) => void message.error(error.message),
  });
  return (
    <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
      {t('csv.export')}
    </Button>
  );
}

/** What an import did: products created and updated, and every bad row with its line in the file and why. */
export function ImportReport({ report }: { report: ProductImportDto }) {
  const { t } = useTranslation('products');
  const format = useFormat();
  const bad = report.errors.length;
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Statistic title={t('csv.created')} value={format.number(report.created)} />
        </Col>
        <Col span={8}>
          <Statistic title={t('csv.updated')} value={format.number(report.updated)} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('csv.badRows')}
            value={format.number(bad)}
            styles={bad ? { content: { color: '#cf1322' } } : undefined}
          />
        </Col>
      </Row>
      {bad === 0 ? (
        <Alert type="success" showIcon title={t('csv.allGood')} />
      ) : (
        <>
          <Alert type="warning" showIcon title={t('csv.someBad')} style={{ marginBottom: 12 }} />
          <Table
            size="small"
            rowKey={(row) => `${row.row}:${row.message}`}
            dataSource={report.errors}
            pagination={report.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('csv.line'), dataIndex: 'row', width: 80, align: 'right' },
              { title: t('csv.reason'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </>
  );
}

/**
 * Imports the product CSV (one row per SKU, created or updated by product code): pick a file, send it, read the
 * report. The products of a bad row are not saved; fixing the rows and sending the file again is safe.
 */
export function ImportButton() {
  const { t } = useTranslation('products');
  const { t: desk } = useTranslation('desk');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const send = useMutation({
    mutationFn: importProducts,
    onSuccess: (report) => {
      if (report.created || report.updated) void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
  const close = () => {
    setOpen(false);
    send.reset();
  };
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('csv.import')}
      </Button>
      <Modal
        open={open}
        title={t('csv.importTitle')}
        onCancel={close}
        footer={
          <Button type={send.data ? 'primary' : 'default'} onClick={close}>
            {desk('actions.close')}
          </Button>
        }
        width={640}
      >
        {send.data ? (
          <>
            <ImportReport report={send.data} />
            <Button style={{ marginTop: 16 }} onClick={() => send.reset()}>
              {t('csv.another')}
            </Button>
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('csv.importHint')}</Typography.Paragraph>
            {send.error && <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 12 }} />}
            <Upload.Dragger
              accept=".csv,text/csv"
              multiple={false}
              showUploadList={false}
              disabled={send.isPending}
              beforeUpload={(file) => {
                send.mutate(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{send.isPending ? t('csv.sending') : t('csv.pick')}</p>
            </Upload.Dragger>
          </>
        )}
      </Modal>
    </>
  );
}
