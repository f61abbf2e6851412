import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { orderQueryOptions } from './api.ts';
import { OrderItems } from './order-items.tsx';
import { OrderLogistics } from './order-logistics.tsx';
import { OrderOverview } from './order-overview.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...orderQueryOptions(id), enabled: valid });

  const navigate = useNavigate();
  const location = useLocation();

  // Coming from the list, going back keeps its filters and page; opened directly (a link, a new tab) there is no
  // list behind, so it opens the plain one.
  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate('/orders') : navigate(-1))}>
      {t('detail.back')}
    </Button>
  );
  if (!valid) return <Alert type="error" showIcon title={t('detail.noSuchOrder')} action={back} />;
  if (order.error) return <Alert type="error" showIcon title={order.error.message} action={back} />;
  if (!order.data) return <Skeleton active />;
  const { data } = order;

  return (
    <>
      <PageTitle>
        {t('detail.title', { orderNo: data.order_no })} <OrderStatusTag status={data.status} />
      </PageTitle>
      <PageExtra>{back}</PageExtra>
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
            <OrderLogistics order={data} />
            <OrderTimeline events={data.timeline} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
