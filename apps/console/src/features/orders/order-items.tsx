import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { OrderItemDto } from '@shop/contract/order';
import { Card, Descriptions, type DescriptionsProps, Flex, Image, Table, type TableColumnsType } from 'antd';
import { formatMoney } from '../../lib/money.ts';

const COLUMNS: TableColumnsType<OrderItemDto> = [
  {
    title: 'Product',
    key: 'product',
    render: (_, item) => (
      <Flex gap={12} align="center">
        <Image src={item.image.small} alt="" width={48} height={48} style={{ objectFit: 'cover' }} preview={false} />
        <span>{item.title}</span>
      </Flex>
    ),
  },
  { title: 'Spec', dataIndex: 'spec' },
  { title: 'Price', dataIndex: 'price', align: 'right', render: (price: string) => formatMoney(price) },
  { title: 'Qty', dataIndex: 'quantity', align: 'right' },
  { title: 'Subtotal', dataIndex: 'subtotal', align: 'right', render: (subtotal: string) => formatMoney(subtotal) },
];

/** The lines bought and how the total was reached (goods + freight − discount). */
export function OrderItems({ order }: { order: ConsoleOrderDetailDto }) {
  const amounts: DescriptionsProps['items'] = [
    { key: 'goods', label: 'Goods', children: formatMoney(order.goods_amount) },
    { key: 'freight', label: 'Freight', children: formatMoney(order.freight) },
    {
      key: 'discount',
      label: order.promo_code ? `Discount (${order.promo_code})` : 'Discount',
      children: `−${formatMoney(order.discount)}`,
    },
    { key: 'total', label: 'Total', children: <strong>{formatMoney(order.total)}</strong> },
  ];
  return (
    <Card title="Items">
      <Table<OrderItemDto> rowKey="id" columns={COLUMNS} dataSource={order.items} pagination={false} size="small" />
      <Descriptions
        column={1}
        size="small"
        items={amounts}
        style={{ maxWidth: 320, marginLeft: 'auto', marginTop: 16 }}
      />
    </Card>
  );
}
