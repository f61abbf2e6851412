import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { DetailPage } from '@shop/desk/app-shell/detail-page.tsx';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { IncomeCard } from '@shop/desk/business/income.tsx';
import { PackingSlipButton } from '@shop/desk/orders/packing-slip-button.tsx';
import { Col, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPackingSlips, orderQueryOptions } from './api.ts';
import { OrderItems } from './order-items.tsx';
import { OrderLogistics } from './order-logistics.tsx';
import { OrderOverview } from './order-overview.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  return (
    <DetailPage
      query={orderQueryOptions}
      listPath="/orders"
      backLabel={t('detail.back')}
      notFound={t('detail.noSuchOrder')}
    >
      {(data, back) => <OrderDetail data={data} back={back} />}
    </DetailPage>
  );
}

function OrderDetail({ data, back }: { data: ConsoleOrderDetailDto; back: ReactNode }) {
  const { t } = useTranslation('orders');

  return (
    <>
      <PageTitle>
        {t('detail.title', { orderNo: data.order_no })} <OrderStatusTag status={data.status} />
      </PageTitle>
      <PageExtra>
        <Space wrap>
          <PackingSlipButton download={() => downloadPackingSlips([data.id])} label={t('detail.printPackingSlip')} />
          {back}
        </Space>
      </PageExtra>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OrderOverview order={data} />
            <OrderItems order={data} />
            <OrderRefunds refunds={data.refunds} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {data.income && <IncomeCard income={data.income} />}
            <OrderLogistics order={data} />
            <OrderTimeline events={data.timeline} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
