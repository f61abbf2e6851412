import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Row, Skeleton, Space, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { orderQueryOptions } from './api.ts';
import { OrderItems } from './order-items.tsx';
import { OrderLogistics } from './order-logistics.tsx';
import { OrderOverview } from './order-overview.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { StatusTag } from './status-tag.tsx';

export function OrderDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...orderQueryOptions(id), enabled: valid });

  const navigate = useNavigate();
  const location = useLocation();

  // Coming from the list, going back keeps its filters and page; opened directly (a link, a new tab) there is no
  // list behind, so it opens the plain one.
  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate('/orders') : navigate(-1))}>
      Back to orders
    </Button>
  );
  if (!valid) return <Alert type="error" showIcon title="There is no such order." action={back} />;
  if (order.error) return <Alert type="error" showIcon title={order.error.message} action={back} />;
  if (!order.data) return <Skeleton active />;
  const { data } = order;

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Space align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            Order {data.order_no}
          </Typography.Title>
          <StatusTag status={data.status} />
        </Space>
        {back}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col span={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OrderOverview order={data} />
            <OrderItems order={data} />
            <OrderRefunds refunds={data.refunds} />
          </Space>
        </Col>
        <Col span={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OrderLogistics order={data} />
            <OrderTimeline events={data.timeline} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
