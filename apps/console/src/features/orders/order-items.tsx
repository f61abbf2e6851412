import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { OrderItemDto } from '@shop/contract/order';
import { Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/money.ts';

const COLUMNS: TableColumnsType<OrderItemDto> = [
  {
    title: 'Product',
    key: 'product',
    render: (_, item) => (
      <Flex gap={12} align="center">
        <img
          src={item.image.small}
          alt=""
          width={48}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
        />
        <span>{item.title}</span>
      </Flex>
    ),
  },
  { title: 'Spec', dataIndex: 'spec' },
  { title: 'Price', dataIndex: 'price', align: 'right', render: (price: string) => formatMoney(price) },
  { title: 'Qty', dataIndex: 'quantity', align: 'right' },
  { title: 'Subtotal', dataIndex: 'subtotal', align: 'right', render: (subtotal: string) => formatMoney(subtotal) },
];

/** One line of the amounts: label left, amount right, so the figures line up like a receipt. */
function AmountRow({ label, amount, strong = false }: { label: string; amount: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={24}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong={strong}>{amount}</Typography.Text>
    </Flex>
  );
}

/** The lines bought and how the total was reached (goods + freight − discount). */
export function OrderItems({ order }: { order: ConsoleOrderDetailDto }) {
  const discounted = order.discount !== '0.00';
  return (
    <Card title="Items">
      <Table<OrderItemDto> rowKey="id" columns={COLUMNS} dataSource={order.items} pagination={false} size="small" />
      <Flex vertical gap={4} style={{ width: 280, marginLeft: 'auto', marginTop: 16, paddingRight: 8 }}>
        <AmountRow label="Goods" amount={formatMoney(order.goods_amount)} />
        <AmountRow label="Freight" amount={formatMoney(order.freight)} />
        <AmountRow
          label={order.promo_code ? `Discount (${order.promo_code})` : 'Discount'}
          amount={discounted ? `−${formatMoney(order.discount)}` : formatMoney(order.discount)}
        />
        <AmountRow label="Total" amount={formatMoney(order.total)} strong />
      </Flex>
    </Card>
  );
}
