import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { formatDateTime } from '../../lib/date-time.ts';
import { regionName } from '../../lib/regions.ts';

/** Who bought from whom, and where it goes: what an operator checks before shipping. */
export function OrderOverview({ order }: { order: ConsoleOrderDetailDto }) {
  const { address } = order;
  const items: DescriptionsProps['items'] = [
    { key: 'buyer', label: 'Buyer', children: `${order.buyer.account} (#${order.buyer.id})` },
    { key: 'shop', label: 'Shop', children: order.shop.name },
    { key: 'checkout', label: 'Checkout no', children: order.checkout_no },
    { key: 'created', label: 'Created', children: formatDateTime(order.created_at) },
    { key: 'paid', label: 'Paid', children: order.paid_at ? formatDateTime(order.paid_at) : 'Not paid' },
    { key: 'addressee', label: 'Addressee', children: `${address.addressee}, ${address.mobile}` },
    {
      key: 'address',
      label: 'Address',
      span: 2,
      children: `${address.detail}, ${address.area}, ${regionName(address.country)}`,
    },
    { key: 'remark', label: 'Remark', span: 2, children: order.remark || '—' },
  ];
  return (
    <Card title="Order">
      <Descriptions column={2} size="small" items={items} />
    </Card>
  );
}
