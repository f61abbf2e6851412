import { useFormat } from '@shop/desk/i18n/format.ts';
import { ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { OneLine } from '@shop/desk/business/one-line.tsx';
import { Alert, Avatar, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statsTopQueryOptions } from './api.ts';
import type { DayRange } from './stats-range.ts';

interface RankedRow {
  key: number;
  picture: ReactNode;
  title: string;
  detail: string;
  amount: string;
}

/** The first three ranks stand out, as on every sales leaderboard. */
function Rank({ rank }: { rank: number }) {
  const podium = rank <= 3;
  return (
    <span
      style={{
        flex: 'none',
        width: 22,
        height: 22,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        fontWeight: 600,
        color: podium ? '#fff' : 'rgba(0, 0, 0, 0.65)',
        background: podium ? '#314659' : '#f0f0f0',
      }}
    >
      {rank}
    </span>
  );
}

function RankedList({ rows, label }: { rows: RankedRow[]; label: string }) {
  const format = useFormat();
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row, index) => (
        <li key={row.key} style={{ padding: '8px 0', borderBottom: index < rows.length - 1 ? '1px solid #f0f0f0' : 0 }}>
          <Flex align="center" gap={12}>
            <Rank rank={index + 1} />
            {row.picture}
            <div style={{ flex: 1, minWidth: 0 }}>
              <OneLine title={row.title}>{row.title}</OneLine>
              <OneLine secondary title={row.detail} style={{ fontSize: 12 }}>
                {row.detail}
              </OneLine>
            </div>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {format.money(row.amount)}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

function Picture({ src, fallback }: { src: string; fallback?: ReactNode }) {
  return <Avatar shape="square" size={40} src={src || undefined} icon={fallback} style={{ flex: 'none' }} />;
}

/** The best-selling products and shops of the range, by amount, with their pictures. */
export function TopSellers({ range }: { range: DayRange }) {
  const { t } = useTranslation('dashboard');
  const top = useQuery(statsTopQueryOptions(range));
  const format = useFormat();
  const { data } = top;

  const body = (rows: RankedRow[] | undefined, label: string) => {
    if (top.error) return <Alert type="error" showIcon title={top.error.message} />;
    if (!rows) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
    if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('top.empty')} />;
    return <RankedList rows={rows} label={label} />;
  };

  const products = data?.products.map((product) => ({
    key: product.id,
    picture: <Picture src={product.image} />,
    title: product.title,
    detail: t('top.productDetail', { shop: product.shop_name, quantity: format.number(product.quantity) }),
    amount: product.amount,
  }));
  const shops = data?.shops.map((shop) => ({
    key: shop.id,
    picture: <Picture src={shop.logo} fallback={<ShopOutlined />} />,
    title: shop.name,
    detail: t('top.shopDetail', { count: shop.orders }),
    amount: shop.amount,
  }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('top.products')} style={{ height: '100%' }}>
          {body(products, t('top.products'))}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('top.shops')} style={{ height: '100%' }}>
          {body(shops, t('top.shops'))}
        </Card>
      </Col>
    </Row>
  );
}
