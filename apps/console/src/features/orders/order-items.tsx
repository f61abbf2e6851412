import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { OrderItemDto } from '@shop/contract/order';
import { OrderItemsTable } from '@shop/desk/orders/order-items-table.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Card, Flex, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCell } from '../../components/product-cell.tsx';

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
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const discounted = order.discount !== '0.00';
  const columns: TableColumnsType<OrderItemDto> = [
    {
      title: common('items.product'),
      key: 'product',
      render: (_, item) => <ProductCell image={item.image.small} title={item.title} />,
    },
    { title: common('items.spec'), dataIndex: 'spec' },
    {
      title: common('items.price'),
      dataIndex: 'price',
      align: 'right',
      render: (price: string) => format.money(price),
    },
    { title: common('items.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: common('items.subtotal'),
      dataIndex: 'subtotal',
      align: 'right',
      render: (subtotal: string) => format.money(subtotal),
    },
  ];
  return (
    <Card title={t('items.title')}>
      <OrderItemsTable items={order.items} columns={columns} scroll={{ x: 560 }} />
      <Flex
        vertical
        gap={4}
        style={{ width: 280, maxWidth: '100%', marginLeft: 'auto', marginTop: 16, paddingRight: 8 }}
      >
        <AmountRow label={t('items.goods')} amount={format.money(order.goods_amount)} />
        <AmountRow label={t('items.freight')} amount={format.money(order.freight)} />
        <AmountRow
          label={order.promo_code ? t('items.discountWithCode', { code: order.promo_code }) : t('items.discount')}
          amount={discounted ? `−${format.money(order.discount)}` : format.money(order.discount)}
        />
        <AmountRow label={t('items.total')} amount={format.money(order.total)} strong />
      </Flex>
    </Card>
  );
}
